// Heavy faithful rewrites written for the third hold-out of bench:meaning (our own
// text, none of it from the corpus): an original in the inflated register a humanizer
// is given, and a rewrite that keeps every fact, number, negation, quantity and
// cause while rewording most sentences, reordering, splitting and merging them, and
// saying things the way people do — a negation turned into its antonym ("not
// profitable" → "loses money"), negative concord (단 한 번도 …않았다 → 올린 적이
// 없다), another connective of the same class, a figure in another notation.
// They were written before the checker was changed for this hold-out and are
// scored, never read for tuning: bench:meaning prints only their totals.
import type { Lang } from "../../lib/engine/types";

export interface HeavyPair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
}

const en: [string, string][] = [
  [
    "Our new onboarding program has transformed the way teams welcome new hires. Because every new employee is paired with a mentor for the first 90 days, most of them report feeling confident by the end of their first month. The program does not require any additional budget, and it has already been adopted by 12 departments.",
    "New hires now get a mentor for their first 90 days. That pairing is the reason most of them say they feel confident within a month. Twelve departments already use the program, and it costs nothing extra.",
  ],
  [
    "The city's bike-sharing scheme, launched in 2019, now counts more than 40,000 registered riders. However, the system is not profitable yet, since maintenance costs rose by 18% last year. Officials expect that many stations will need new docks before 2026.",
    "More than 40,000 people have signed up for the bike-sharing scheme since it started in 2019. It still loses money: maintenance got 18% more expensive last year. Many stations will probably need new docks before 2026, officials say.",
  ],
  [
    "In a rapidly changing climate, farmers in the valley have been forced to rethink their approach. Rainfall dropped to 310 millimetres this year, which means that wheat can no longer be grown without irrigation. As a result, several families have switched to olives, a crop that needs far less water.",
    "This year only 310 mm of rain fell in the valley. That is too little for wheat unless the fields are irrigated, so some families have moved to olives, which need much less water.",
  ],
  [
    "The report highlights a crucial finding: none of the 25 schools in the pilot saw attendance fall. Teachers attribute this to the free breakfast, which all students can get before classes begin. Although the program costs about $2 per meal, the district plans to expand it next year.",
    "Attendance did not drop at any of the 25 pilot schools. Teachers credit the free breakfast that every student can have before class. The district wants to extend it next year even though each meal costs roughly two dollars.",
  ],
  [
    "It is important to note that the museum will be closed on Mondays starting in March. This decision was made because visitor numbers on Mondays were consistently low, averaging fewer than 150 people. Tickets bought online for a Monday will be refunded automatically.",
    "From March the museum won't open on Mondays. Monday visits averaged under 150 people, so the board decided to close that day. If you bought a ticket online for a Monday, you'll get your money back without doing anything.",
  ],
  [
    "Many experts believe that remote work has fundamentally reshaped the modern office. A survey of 1,200 managers found that 64% of companies now allow employees to work from home at least two days a week. Yet only a few firms have reduced their office space, since leases often run for ten years or more.",
    "Remote work has reshaped the office, in the view of many experts. In a survey of 1,200 managers, 64 percent said their company lets staff work from home two or more days a week. Few firms have given up office space, though, because leases commonly last a decade or longer.",
  ],
  [
    "The software update, released on 4 June, fixes a bug that caused the app to crash on older phones. Users who have not installed it should do so soon, because the old version will stop receiving security patches after 30 days. The update is free and takes less than five minutes.",
    "Released on June 4, the update stops the app from crashing on older phones. Install it soon if you haven't yet: thirty days from now the old version gets no more security patches. It's free, and installing takes under five minutes.",
  ],
  [
    "Our analysis shows that the majority of customer complaints concern late deliveries rather than damaged goods. Deliveries to rural areas take an average of 6 days, twice as long as in cities. We cannot change the carriers' routes, but we can warn customers earlier.",
    "Most complaints are about late deliveries, not damaged goods. In rural areas a delivery takes six days on average — double the city time. The carriers' routes are out of our hands; what we can do is tell customers sooner.",
  ],
  [
    "Every year, thousands of volunteers help to clean the river banks. This spring, 3,400 people collected 18 tonnes of rubbish in a single weekend. Organisers say the event would not be possible without the support of local businesses, which donated gloves and bags.",
    "Local businesses donated the gloves and bags, and organisers say the clean-up couldn't happen without them. Over one weekend this spring, 3,400 volunteers picked up 18 tonnes of litter from the river banks. Thousands of people take part every year.",
  ],
  [
    "The committee rejected the proposal because it lacked a clear budget. Several members also felt that the timeline was unrealistic. A revised version will be submitted in October.",
    "The committee turned the proposal down because it had no clear budget. Some members thought the timeline could not be met either. The team will send a revised version in October.",
  ],
  [
    "Sleep researchers have found that teenagers who use screens late at night fall asleep about 40 minutes later than those who do not. Most of the effect comes from bright light, which delays the release of melatonin. Turning devices off an hour before bed therefore helps.",
    "Bright light holds back melatonin, and that accounts for most of why teenagers on screens late at night fall asleep roughly 40 minutes after those who stay off them. So switching devices off an hour before bed helps.",
  ],
  [
    "The bakery, which opened in 1987, still uses the same sourdough starter. It sells around 500 loaves on a typical Saturday. The owner says she has never considered moving to a bigger shop, as the neighbourhood is part of the bakery's identity.",
    "On a normal Saturday the bakery sells about five hundred loaves, made with the sourdough starter it has used since it opened in 1987. Moving to a larger shop has never crossed the owner's mind: the neighbourhood, she says, is part of who they are.",
  ],
  [
    "Unlike traditional banks, the new app charges no monthly fees. All transfers between users are instant, and withdrawals are free up to 3 times a month. The company is not yet licensed in every state, so some users cannot open an account.",
    "The app has no monthly fees, which sets it apart from traditional banks. Money moves between users instantly, and you can withdraw for free three times a month. Because it doesn't have a licence in every state yet, some people can't sign up.",
  ],
  [
    "The festival drew a record crowd of 85,000 this summer, up from 60,000 last year. Organisers credit the change to the lower ticket price, which fell from $120 to $90. However, many local residents complained about the noise, and the council may limit the number of evening concerts.",
    "This summer 85,000 people came to the festival, against 60,000 the year before, largely because tickets cost $90 instead of $120. Many people living nearby complained about the noise, though, and the council might cap how many concerts run in the evening.",
  ],
];

const ko: [string, string][] = [
  [
    "이번 조사는 전국 1,500개 중소기업을 대상으로 진행되었다. 응답 기업의 대부분은 인력 부족을 가장 큰 어려움으로 꼽았다. 특히 제조업체들은 숙련 기술자를 구하기 어렵기 때문에 생산 일정을 자주 조정해야 한다고 답했다.",
    "전국의 중소기업 1,500곳에 물었더니, 대다수가 사람을 못 구하는 게 제일 힘들다고 했다. 제조업체 쪽은 사정이 더하다. 숙련 기술자를 찾기가 쉽지 않아서 생산 일정을 수시로 바꾼다고 답했다.",
  ],
  [
    "새 도서관은 2023년 3월에 문을 열었으며, 하루 평균 800명이 방문한다. 모든 열람실은 밤 11시까지 운영된다. 다만 주차 공간이 부족해서 대중교통 이용이 권장된다.",
    "2023년 3월 개관한 새 도서관에는 하루에 평균 800명 정도가 찾아온다. 열람실은 전부 밤 11시까지 연다. 주차할 곳이 넉넉하지 않으니 버스나 지하철을 타고 오는 편이 낫다.",
  ],
  [
    "회사는 올해 신입 사원 채용 규모를 지난해보다 20% 줄이기로 했다. 경기 둔화로 인해 신규 사업 대부분이 연기되었기 때문이다. 그러나 연구개발 부문의 채용은 줄이지 않을 계획이다.",
    "경기가 꺾이면서 새로 벌이려던 사업이 대부분 미뤄졌다. 그래서 회사는 올해 신입을 작년보다 20% 적게 뽑는다. 연구개발 쪽만은 예외로, 채용 인원을 그대로 유지한다.",
  ],
  [
    "이 앱은 사용자의 위치 정보를 저장하지 않는다. 대신 모든 데이터는 기기 안에서만 처리되며, 서버로 전송되는 정보는 없다. 이런 설계 덕분에 개인정보 유출 위험이 크게 줄었다.",
    "위치 정보는 앱에 남지 않는다. 데이터 처리는 전부 휴대폰 안에서 끝나고, 서버로는 아무것도 보내지 않는다. 개인정보가 샐 위험이 눈에 띄게 낮아진 것도 이렇게 만들었기 때문이다.",
  ],
  [
    "연구팀은 3년 동안 120명의 환자를 추적 관찰했다. 그 결과, 매일 30분 이상 걷는 환자들은 그렇지 않은 환자들보다 재입원율이 절반 수준이었다. 다만 연구 규모가 작아 결과를 일반화하기는 어렵다고 밝혔다.",
    "환자 120명을 3년간 지켜본 연구다. 하루 30분 넘게 걸은 환자는 걷지 않은 환자에 비해 다시 입원하는 비율이 절반 정도에 그쳤다. 표본이 작다 보니 이 결과를 모든 환자에게 적용하기는 힘들다는 게 연구팀의 설명이다.",
  ],
  [
    "올해 여름 전력 수요는 역대 최고치를 기록할 것으로 예상된다. 정부는 이에 대비해 발전소 5곳의 정비 일정을 가을로 미뤘다. 전문가들은 폭염이 계속되면 일부 지역에서 정전이 발생할 수도 있다고 경고했다.",
    "이번 여름엔 전기를 어느 때보다 많이 쓸 거라는 전망이 나온다. 그래서 정부는 발전소 다섯 곳의 정비를 가을로 늦췄다. 더위가 이어지면 몇몇 지역은 전기가 끊길 수 있다는 게 전문가들의 경고다.",
  ],
  [
    "많은 직장인들이 점심시간에 운동을 하지 못한다고 답했다. 가장 큰 이유는 시간이 부족하기 때문이었다. 설문에 참여한 400명 중 단 12%만이 주 3회 이상 운동한다고 밝혔다.",
    "설문에 응한 직장인 400명 가운데 일주일에 세 번 이상 운동하는 사람은 12%에 불과했다. 점심시간에 운동할 수 없다는 응답이 많았는데, 시간이 모자라서라는 이유가 첫손에 꼽혔다.",
  ],
  [
    "이 제품은 방수 기능이 없기 때문에 비 오는 날에는 사용하지 않는 것이 좋다. 배터리는 한 번 충전으로 약 8시간 동안 작동한다. 보증 기간은 구입일로부터 1년이다.",
    "한 번 충전하면 배터리가 8시간쯤 간다. 물에 약하니 비가 오는 날엔 쓰지 말자. 구입한 날부터 1년 동안 보증을 받을 수 있다.",
  ],
  [
    "지난해 국내 전기차 판매량은 16만 대로, 전년 대비 12% 증가했다. 충전소가 늘어나면서 구매를 망설이던 소비자들이 지갑을 연 것으로 분석된다. 하지만 충전 요금이 오르고 있어 올해도 같은 증가세가 이어질지는 불확실하다.",
    "충전소가 많아지자 사기를 망설이던 사람들이 전기차를 샀다. 그 결과 지난해 16만 대가 팔려 한 해 전보다 12% 늘었다. 다만 충전 요금이 계속 오르고 있어서, 올해도 이만큼 늘어날지는 알 수 없다.",
  ],
  [
    "이 지역의 초등학교 대부분은 학생 수가 100명이 안 된다. 학생이 계속 줄어들고 있어 교육청은 학교 세 곳을 통합하기로 결정했다. 통합은 2026년 3월부터 시행된다.",
    "학생 수가 계속 줄자, 교육청은 학교 3곳을 하나로 합치기로 했다. 이 지역 초등학교는 대개 전교생이 100명도 안 된다. 통합 학교는 2026년 3월 문을 연다.",
  ],
  [
    "온라인 강의의 수강 완료율은 평균 15%에 불과하다. 수강생 대부분이 첫 2주 안에 그만두기 때문이다. 반면 과제 마감일이 정해진 강의는 완료율이 40%를 넘는다.",
    "온라인 강의를 끝까지 듣는 사람은 평균 15%밖에 안 된다. 대다수가 처음 두 주 사이에 포기하는 탓이다. 과제 마감이 있는 강의는 다르다. 이런 강의는 완료율이 40%가 넘는다.",
  ],
  [
    "이 공원은 반려견 출입을 허용하지만, 목줄은 반드시 착용해야 한다. 목줄을 하지 않은 경우 과태료 5만 원이 부과된다. 지난달에만 30건이 넘는 위반이 적발되었다.",
    "반려견과 함께 공원에 들어갈 수는 있다. 단, 목줄은 꼭 채워야 하고, 어기면 과태료 5만 원을 내야 한다. 지난달 한 달 동안 적발된 위반만 해도 30건이 넘는다.",
  ],
  [
    "새 정책에 따라 모든 공공기관은 내년부터 종이 영수증을 발급하지 않는다. 정부는 이를 통해 연간 약 30억 원을 절감할 수 있을 것으로 기대한다. 다만 전자 영수증을 받을 수 없는 고령층을 위해 요청 시 종이 영수증을 제공한다.",
    "내년부터 공공기관에서는 종이 영수증이 나오지 않는다. 정부가 예상하는 절감액은 한 해 30억 원 안팎이다. 전자 영수증을 못 받는 어르신이 요청하면 종이로도 준다.",
  ],
  [
    "해당 카페는 개업 이후 단 한 번도 가격을 올리지 않았다. 원두 가격이 두 배로 뛰었음에도 사장은 아메리카노를 3,000원에 팔고 있다. 단골손님들은 이 때문에 매일 이곳을 찾는다고 말했다.",
    "원두 값이 2배가 됐는데도 이 카페의 아메리카노는 여전히 3,000원이다. 문을 연 뒤로 가격을 올린 적이 없다. 단골들은 그래서 날마다 온다고 했다.",
  ],
];

const zh: [string, string][] = [
  [
    "该市去年新建了12座公园，使人均绿地面积增加了15%。由于大部分公园靠近居民区，居民的使用率很高。不过，部分公园的维护资金仍然不足。",
    "去年市里一口气建了十二座公园，人均绿地面积随之提高了15%。这些公园大多挨着小区，所以居民用得很多。只是有些公园的养护经费还不够。",
  ],
  [
    "这款手机的电池容量为5000毫安时，充满电大约需要一个小时。它不支持无线充电，但是配备了快充功能。大多数用户对续航表现感到满意。",
    "手机电池有5000毫安时，一小时左右就能充满。虽然没有无线充电，快充倒是有的。多数用户觉得续航不错。",
  ],
  [
    "研究人员对300名志愿者进行了为期六个月的跟踪调查。结果显示，每天睡眠不足六小时的人，感冒的概率是其他人的两倍。因此，研究者建议成年人每晚至少睡七个小时。",
    "这项研究跟踪了300名志愿者，时间长达半年。每天睡不到六个小时的人，感冒几率是别人的两倍。研究者据此建议，成年人每晚最少要睡七小时。",
  ],
  [
    "这家餐厅从不使用味精，所有菜品都是当天现做的。因为食材成本上涨，餐厅今年把套餐价格从58元调到了68元。尽管如此，周末依然经常满座。",
    "餐厅的菜全是当天做的，味精一点都不放。今年食材变贵了，套餐就从58元涨到68元。即便这样，一到周末还是常常坐满。",
  ],
  [
    "该项目原计划于2024年底完工，但由于资金不到位，工期被推迟了八个月。目前，已有超过一半的工程完成。负责人表示，剩余部分不会再延期。",
    "钱迟迟没到位，原定2024年底完工的项目因此拖后了八个月。眼下一半多的工程已经做完了，负责人说剩下的部分不会再往后推。",
  ],
  [
    "近年来，越来越多的年轻人选择在网上购买保险。调查显示，30岁以下的受访者中，有62%通过手机购买过保险产品。然而，很多人并不清楚保单的具体条款。",
    "年轻人在网上买保险的越来越多：在30岁以下的受访者里，62%用手机买过保险。可是不少人其实没弄明白保单里具体写了什么。",
  ],
  [
    "这座桥全长1.2公里，是当地第一座跨江大桥。建成之前，居民过江只能坐渡船，单程需要40分钟。如今开车过桥只需要五分钟。",
    "当地第一座跨江大桥全长一点二公里。以前没有桥，过江全靠渡船，一趟要四十分钟；现在开车五分钟就过去了。",
  ],
  [
    "公司决定从下个月起实行四天工作制。这一决定是因为员工满意度调查显示，超过七成的员工希望缩短工作周。不过，客服部门不在此列，仍需每周工作五天。",
    "超过70%的员工在满意度调查里表示想缩短工作周，公司于是决定下个月开始每周只上四天班。客服部门例外，还是一周五天。",
  ],
];

const ja: [string, string][] = [
  [
    "この町の図書館は、2022年に改装されて以来、利用者が約30%増えた。特に週末は家族連れが多く、子ども向けの読み聞かせ会はいつも満席だ。しかし、駐車場が狭いため、車で来る人は不便を感じている。",
    "2022年の改装のあと、町の図書館を使う人はおよそ3割増えた。週末はとくに親子が目立ち、子ども向けの読み聞かせはいつ行っても席が埋まっている。ただ、駐車場が小さいので、車で来る人には使いにくい。",
  ],
  [
    "新しい制度では、すべての社員が月に2日まで在宅勤務を選べる。ただし、入社から3か月以内の社員は対象外となる。会社は、通勤の負担を減らすことで離職率を下げられると考えている。",
    "社員は誰でも、月2日までなら家で働けるようになった。入社して3か月経っていない人は使えない。通勤の負担が軽くなれば辞める人も減る、というのが会社の見立てだ。",
  ],
  [
    "このカメラは防水ではないので、雨の日の撮影には向かない。重さは約350グラムで、片手でも持ちやすい。価格は5万円前後になる見込みだ。",
    "重さはおよそ350グラムと軽く、片手でも楽に持てる。水には弱いから、雨の中で撮るのには使わないほうがいい。値段は5万円くらいになりそうだ。",
  ],
  [
    "調査の対象となった500人のうち、ほとんどの人が毎朝コーヒーを飲むと答えた。一方で、夕方以降にコーヒーを飲む人は少なかった。眠れなくなるのが理由だという。",
    "500人に聞いたところ、大半が朝は毎日コーヒーを飲むと答えた。夕方より後に飲む人はあまりいなかった。夜に眠れなくなるからだそうだ。",
  ],
  [
    "工事の影響で、駅の東口は来月10日まで使えない。利用者は西口か、臨時に設けられた北側の通路を使う必要がある。駅員によると、朝のラッシュ時は西口がかなり混雑するという。",
    "来月10日までは工事のため東口が閉鎖される。その間は西口か、北側に臨時でつくった通路を通ることになる。駅員の話では、朝の混む時間帯は西口がかなり込み合うそうだ。",
  ],
  [
    "その小説は発売から1週間で10万部を売り上げた。作者にとっては初めてのベストセラーだが、本人は「まだ実感がない」と話している。多くの書店では、すでに在庫がなくなっている。",
    "発売して7日で10万部が売れた。作者初のベストセラーになったものの、本人は「まだ実感がわかない」そうだ。在庫を切らしている書店も多い。",
  ],
  [
    "市は来年度から、65歳以上のすべての住民に無料でインフルエンザの予防接種を提供する。昨年の接種率は40%にとどまったため、市は費用が障壁になっていたと分析している。",
    "昨年、予防接種を受けた人は4割だけだった。市はお金がかかることが壁だったと見て、来年度からは65歳以上の住民全員が無料で受けられるようにする。",
  ],
  [
    "この地域では、昔から米づくりが盛んだった。しかし、若い世代の多くが都市に移ったため、耕作されていない田んぼが年々増えている。ある農家は、10年後には村の田んぼの半分が使われなくなると心配している。",
    "このあたりは昔から米どころだ。ところが、若い人の多くが都会に出ていき、手つかずの田んぼが毎年増えている。10年もすれば村の田の半分は誰も使わなくなる、とある農家は気をもむ。",
  ],
];

const tag = (lang: Lang, rows: [string, string][]): HeavyPair[] => rows.map(([original, rewrite], i) => ({ id: `heavy-${lang}-${String(i + 1).padStart(2, "0")}`, lang, original, rewrite }));

export const HEAVY_PAIRS: readonly HeavyPair[] = [...tag("en", en), ...tag("ko", ko), ...tag("zh", zh), ...tag("ja", ja)];
