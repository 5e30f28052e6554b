// Heavy faithful rewrites written for tuning the meaning check (our own text, none of
// it from the corpus): the checker may be read against these case by case, so they
// are kept apart from the hold-outs' heavy pairs (heavy-pairs.ts). Each
// keeps every fact of its original while rewording, reordering, splitting or merging
// sentences the way a careful human rewrite does.
import type { Lang } from "../../lib/engine/types";
import type { HeavyPair } from "./heavy-pairs";

const en: [string, string][] = [
  [
    "The new clinic in the north district has significantly improved access to care. It is open seven days a week, and patients no longer need to travel 45 minutes to the city hospital. However, the clinic does not offer emergency services, so serious cases are still sent downtown.",
    "Patients in the north district used to drive 45 minutes to the city hospital; the new clinic, open every day of the week, spares them the trip. Serious cases still go downtown, though, because the clinic has no emergency department.",
  ],
  [
    "Our team migrated 80% of the legacy services to the new platform in the first quarter. The remaining services could not be moved because they depend on an outdated database. We expect to finish the migration by September, provided that no new dependencies are found.",
    "By the end of Q1 four fifths of the old services were running on the new platform. The rest depend on an outdated database, which kept us from moving them. If we find no new dependencies, the migration will be done by September.",
  ],
  [
    "Most readers of the newsletter open it within two hours of delivery. Only a small minority click on the sponsored links, which suggests that the ads are not relevant to them. We will therefore test a version without sponsors next month.",
    "Next month we'll try a sponsor-free edition. The reason: hardly anyone clicks the sponsored links, a sign the ads don't speak to readers, even though the majority open the newsletter within two hours of getting it.",
  ],
  [
    "Despite heavy rain, the marathon went ahead as planned on Sunday. All 3,000 runners started on time, and none of them needed hospital treatment. The organisers thanked the 200 volunteers who staffed the water stations.",
    "Sunday's marathon was not called off, even though it rained hard. Every one of the 3,000 runners set off on schedule and nobody had to be taken to hospital. The organisers thanked the two hundred volunteers at the water stations.",
  ],
  [
    "The factory cut its water use by a third after installing a recycling system. Because the system filters and reuses cooling water, the plant rarely needs to draw from the river during summer. The upgrade cost 1.5 million euros.",
    "A recycling system that filters and reuses the cooling water has cut the factory's water use by 33%. As a result the plant seldom has to take water from the river in summer. The upgrade cost €1,500,000.",
  ],
  [
    "Several studies suggest that short breaks improve concentration. In one experiment, students who took a five-minute break every half hour made fewer errors than those who worked without stopping. The effect was not observed in tasks that lasted less than 20 minutes.",
    "Short breaks seem to help people concentrate, according to some studies. In one, students who paused for five minutes every 30 minutes made fewer mistakes than students who worked straight through. For tasks shorter than 20 minutes, there was no such effect.",
  ],
  [
    "The airline has announced that it will no longer serve free meals on flights shorter than three hours. Passengers can still buy snacks on board. The change is expected to save the company around $40 million a year.",
    "Free meals are ending on the airline's flights of under three hours, though snacks will remain on sale on board. The company expects to save roughly $40 million annually.",
  ],
  [
    "Few people realise that the city's oldest bridge was built without a single nail. The wooden structure, completed in 1742, has survived several floods because its joints flex under pressure. It is closed to cars but open to pedestrians.",
    "Not many people know that the oldest bridge in the city contains no nails at all. Finished in 1742, the wooden bridge has come through several floods, since its joints give under pressure. Pedestrians may use it; cars may not.",
  ],
  [
    "The library's new app lets members renew books from their phones. Members who forget to return a book on time will no longer be fined, because the library abolished late fees in January. Instead, borrowing is paused until the book comes back.",
    "Since January the library has charged no late fees, so forgetting to return a book on time no longer costs anything; borrowing is simply suspended until the book is back. Members can also renew their books from their phones with the new app.",
  ],
  [
    "The survey found that the majority of small businesses do not have a written disaster plan. Among those that do, only 15% test it every year. Experts warn that an untested plan is often useless in a real emergency.",
    "Most small businesses have no written disaster plan, the survey found, and of those that have one, just 15% test it each year. Experts say a plan that was never tested frequently fails when a real emergency comes.",
  ],
];

const ko: [string, string][] = [
  [
    "이번 축제에는 사흘 동안 약 12만 명이 방문했다. 주최 측은 교통 혼잡을 줄이기 위해 셔틀버스 20대를 운행했지만, 주차장은 매일 오전에 가득 찼다. 내년에는 사전 예약제를 도입할 계획이다.",
    "사흘간 열린 축제에 12만 명가량이 다녀갔다. 차가 몰리는 걸 막으려고 셔틀버스를 20대나 돌렸는데도 주차장은 날마다 오전이면 빈자리가 없었다. 그래서 주최 측은 내년부터 미리 예약을 받을 생각이다.",
  ],
  [
    "이 약은 식후 30분 이내에 복용해야 한다. 공복에 먹으면 위장 장애가 생길 수 있기 때문이다. 다만 어린이에게는 처방하지 않는다.",
    "빈속에 먹으면 속이 탈 날 수 있으니, 이 약은 밥을 먹고 30분 안에 먹어야 한다. 어린이에게는 이 약을 처방하지 않는다.",
  ],
  [
    "조사 대상 가구의 대부분은 월 소득의 30% 이상을 주거비로 지출하고 있었다. 특히 1인 가구는 다른 가구보다 이 비율이 높았다. 그러나 정부 지원을 받는 가구는 전체의 10%에 그쳤다.",
    "조사한 가구 가운데 대다수가 한 달 소득의 30% 넘게를 집값과 월세로 쓰고 있었다. 혼자 사는 가구는 이 비율이 더 높았다. 그런데 정부 지원을 받는 가구는 10%밖에 안 됐다.",
  ],
  [
    "새 시스템 도입 이후 민원 처리 기간이 평균 14일에서 5일로 단축되었다. 모든 민원은 온라인으로 접수할 수 있으며, 방문 접수는 더 이상 받지 않는다. 시는 이 시스템을 다른 부서로도 확대할 예정이다.",
    "민원은 이제 전부 온라인으로 받는다. 창구에 직접 찾아와 접수하는 방식은 없어졌다. 새 시스템을 들인 뒤 처리에 걸리는 시간은 평균 2주에서 닷새로 줄었고, 시는 다른 부서에도 이 시스템을 쓸 계획이다.",
  ],
  [
    "그 선수는 부상 때문에 지난 시즌 경기에 한 번도 나서지 못했다. 재활 훈련은 8개월 동안 이어졌다. 구단은 그가 다음 달 복귀할 것으로 보고 있다.",
    "지난 시즌 그는 다쳐서 경기에 단 한 경기도 뛰지 못했다. 여덟 달에 걸친 재활 끝에, 구단은 다음 달이면 돌아올 수 있을 것으로 본다.",
  ],
  [
    "많은 시민이 밤늦게까지 운영하는 도서관을 원한다. 하지만 인력이 부족해 현재는 오후 6시에 문을 닫는다. 시는 자원봉사자를 모집해 일부 지점의 운영 시간을 늘릴 방침이다.",
    "시민 상당수는 도서관이 밤늦게까지 열려 있기를 바란다. 그런데 일할 사람이 모자라 지금은 저녁 6시면 문을 닫는다. 시는 자원봉사자를 뽑아 몇몇 지점만이라도 더 오래 열 생각이다.",
  ],
  [
    "이 다리는 1970년에 지어졌으며, 안전 점검에서 D등급을 받았다. 따라서 대형 트럭은 통행할 수 없다. 보수 공사는 내년 상반기에 시작된다.",
    "1970년에 놓인 이 다리는 안전 점검에서 D등급이 나왔다. 그 때문에 대형 트럭은 지나갈 수 없다. 보수 공사는 내년 상반기에 들어간다.",
  ],
  [
    "참가자의 절반가량은 프로그램이 끝난 뒤에도 운동을 계속했다. 반면 혼자 운동한 사람들은 대부분 한 달을 넘기지 못했다. 연구진은 함께 운동하는 것이 습관 형성에 도움이 된다고 결론지었다.",
    "혼자 운동한 사람은 대개 한 달도 못 가 그만뒀지만, 프로그램 참가자는 50% 정도가 끝난 뒤에도 운동을 이어 갔다. 연구진의 결론은 같이 운동하면 습관이 잘 든다는 것이다.",
  ],
  [
    "해당 앱은 광고를 전혀 표시하지 않는다. 대신 월 4,900원의 구독료를 받는다. 구독을 취소해도 저장한 메모는 삭제되지 않는다.",
    "이 앱에는 광고가 하나도 없다. 그 대신 한 달에 4,900원을 구독료로 낸다. 구독을 끊더라도 저장해 둔 메모는 그대로 남는다.",
  ],
  [
    "올해 신청자 수는 지난해의 두 배인 6,000명에 달했다. 예산이 한정되어 있어 모든 신청자에게 지원금을 줄 수는 없다. 선정 결과는 다음 달 15일에 발표된다.",
    "신청자가 6,000명으로 작년보다 2배 늘었다. 예산이 정해져 있다 보니 신청한 사람 전원에게 지원금을 줄 수는 없다. 누가 뽑혔는지는 다음 달 15일에 공개한다.",
  ],
];

const zh: [string, string][] = [
  [
    "这家书店已经营业了三十年，从未打过折。因为店主坚持只卖自己读过的书，许多读者专程从外地赶来。去年，书店的销售额增长了20%。",
    "店主只卖自己读过的书，所以不少读者特地从外地过来。这家开了30年的书店一次折扣都没打过，去年的销售额还涨了两成。",
  ],
  [
    "新规定要求所有外卖平台在30分钟内处理用户投诉。如果平台未能按时处理，将被罚款五千元。目前，大部分平台已经调整了客服流程。",
    "按照新规，外卖平台必须在半小时内处理完用户投诉，没按时处理的要罚5000元。眼下多数平台都已改了客服流程。",
  ],
  [
    "由于连续降雨，这条山路已经封闭了两周。工程队无法进入现场，修复工作只能推迟。当地居民只能绕行，单程多花一个小时。",
    "雨一直下个不停，这条山路封了十四天。施工队进不去，修路只好往后拖。附近居民不得不绕路，每趟要多走一小时。",
  ],
  [
    "调查发现，只有少数家长每天陪孩子阅读。大多数家长表示工作太忙，没有时间。专家认为，即使每天只读十分钟，也会有明显效果。",
    "每天陪孩子读书的家长很少。多数家长说工作太忙，抽不出时间。不过专家认为，哪怕一天只读10分钟，效果也很明显。",
  ],
  [
    "这座博物馆免费开放，但每天限流两千人。周一闭馆，节假日照常开放。游客需要提前一天在网上预约。",
    "博物馆不收门票，不过每天最多只接待2000人。除了周一，天天开门，节假日也不例外。参观要提前一天上网预约。",
  ],
];

const ja: [string, string][] = [
  [
    "この店は創業以来、一度も値上げをしていない。材料費が上がっても価格を据え置いているため、常連客が多い。営業は平日のみで、土日は休みだ。",
    "開店してから値段を上げたことがない店だ。材料が高くなっても値段を変えないので、なじみの客が多い。開いているのは平日だけで、土日は閉まっている。",
  ],
  [
    "新しい路線バスは1時間に4本運行される。これまでは30分以上待つことも珍しくなかったが、待ち時間は大幅に短くなる。ただし、深夜の便はない。",
    "新しいバスは1時間あたり4本走る。30分以上待たされることもよくあったが、待つ時間はぐっと短くなる。夜遅くの便は出ない。",
  ],
  [
    "アンケートに答えた人の約半数が、在宅勤務で生産性が上がったと回答した。一方で、同僚と話す機会が減ったと感じる人も多かった。会社は週2日の出社を続ける方針だ。",
    "在宅勤務で仕事がはかどるようになったと答えたのは、回答者のおよそ50%だった。その反面、同僚と話すことが少なくなったと感じた人も多い。会社は週に2日出社する形を変えないつもりだ。",
  ],
  [
    "その美術館は写真撮影を禁止していない。ただし、フラッシュの使用は認められていない。作品の多くは海外から借りたものだ。",
    "この美術館では写真を撮ってもかまわない。フラッシュを使うのは禁止されている。展示作品の大半は海外から借りている。",
  ],
  [
    "大雪のため、市内のすべての小学校が休校になった。除雪が間に合わず、バスもほとんど動いていない。市は明日の再開を目指している。",
    "雪がたくさん降ったので、市の小学校は全部休みになった。雪かきが追いつかず、バスもほぼ止まっている。市は明日には学校を開けたい考えだ。",
  ],
];

const tag = (lang: Lang, rows: [string, string][]): HeavyPair[] => rows.map(([original, rewrite], i) => ({ id: `tuning-${lang}-${String(i + 1).padStart(2, "0")}`, lang, original, rewrite }));

export const TUNING_PAIRS: readonly HeavyPair[] = [...tag("en", en), ...tag("ko", ko), ...tag("zh", zh), ...tag("ja", ja)];
