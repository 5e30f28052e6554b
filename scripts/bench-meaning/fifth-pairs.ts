// Hand-written pairs of the fifth hold-out of bench:meaning (our own text, none of it
// from the corpus), written before the checker was changed in the round that built it
// (issue 16, lexical negatives) and scored only in totals. Each original states a few
// negations or negative facts; the faithful rewrite says every one of them with other
// words — an antonym ("not enough" → "too little", "didn't pass" → "failed"), a verb
// of lack or absence ("has no" → "lacks", "without" → "in the absence of", 없다 →
// 부족하다 / 결여되다, 没有 → 缺乏 / 不足, ない → 欠く / 不足している), a verb of ending
// ("no longer" → "stopped", 不再 → 停止, もう…ない → やめた) — and reorders or merges
// the sentences. Each pair has one hand-written change per kind where it fits: a
// negation flipped in other words (an antonym swapped back the wrong way, a lack
// turned into a plenty), a number, a quantifier class, a cause turned into a
// concession.
import type { HandPair } from "./fourth-pairs";
import type { Kind } from "./perturb";

const c = (kind: Kind, from: string, to: string) => ({ kind, from, to });

const PAIRS: Omit<HandPair, "id">[] = [
  // ── en ──
  {
    lang: "en",
    original: "The village library does not have enough money to stay open on Sundays. Its roof has not been repaired since 2019, and the council has not answered the librarian's three letters. Most readers now go to the town branch, because it is open every day.",
    rewrite: "Short of funds, the village library closes on Sundays. Its roof has gone unrepaired since 2019, and the council has ignored all three of the librarian's letters. Since the town branch is open daily, most readers have moved there.",
    changes: [
      c("negation", "Short of funds, the village library closes on Sundays.", "Well funded, the village library opens on Sundays."),
      c("number", "since 2019", "since 2017"),
      c("quantifier", "most readers have moved there", "a few readers have moved there"),
      c("causal", "Since the town branch is open daily, most readers", "Although the town branch is open daily, most readers"),
    ],
  },
  {
    lang: "en",
    original: "The trial did not show that the drug works better than the placebo. Patients who took it did not sleep longer, and 14 of the 40 volunteers left the study early. The company has stopped funding further research.",
    rewrite: "The drug failed to beat the placebo in the trial: those who took it slept no longer than the rest, and 14 of the 40 volunteers dropped out early. Funding for more research has ended.",
    changes: [
      c("negation", "The drug failed to beat the placebo", "The drug managed to beat the placebo"),
      c("number", "14 of the 40 volunteers", "24 of the 40 volunteers"),
    ],
  },
  {
    lang: "en",
    original: "Many new apartments in the district have no balcony and are not connected to the heating network. Buyers were not told about this before they signed. The developer says it is not responsible.",
    rewrite: "Buyers signed without being warned that many of the district's new apartments lack a balcony and a link to the heating network. The developer denies any responsibility.",
    changes: [
      c("negation", "lack a balcony and a link", "boast a balcony and a link"),
      c("quantifier", "many of the district's new apartments", "all of the district's new apartments"),
      c("negation", "The developer denies any responsibility.", "The developer accepts responsibility."),
    ],
  },
  {
    lang: "en",
    original: "The ferry did not run on Tuesday because the wind was too strong. Nobody was hurt, but about 300 passengers could not reach the island until Wednesday.",
    rewrite: "High winds kept the ferry in port on Tuesday, so some 300 passengers were stranded on the mainland until Wednesday. There were no injuries.",
    changes: [
      c("negation", "There were no injuries.", "There were injuries."),
      c("number", "some 300 passengers", "some 800 passengers"),
      c("causal", "so some 300 passengers were stranded", "yet some 300 passengers were stranded"),
    ],
  },
  {
    lang: "en",
    original: "The new phone is not waterproof, and its battery does not last a full day. It also has no headphone jack. Still, it is not expensive, which is why students buy it.",
    rewrite: "Students buy the new phone for its low price, even though water can damage it, the battery dies before the day is out, and the headphone jack is absent.",
    changes: [
      c("negation", "the battery dies before the day is out", "the battery lasts the whole day"),
      c("causal", "Students buy the new phone for its low price", "Students buy the new phone despite its price"),
    ],
  },
  // ── ko ──
  {
    lang: "ko",
    original: "이 마을에는 병원이 없다. 주민들은 약을 사려면 버스를 타고 40분을 가야 하지만, 버스는 하루에 세 번밖에 다니지 않는다. 그래서 대부분의 노인은 아파도 치료를 받지 못한다.",
    rewrite: "병원이 부재한 이 마을에서는 약 하나를 사는 데도 버스로 40분이 걸린다. 그 버스마저 하루 세 번뿐이다. 이 때문에 노인 대부분이 아플 때 치료를 놓친다.",
    changes: [
      c("negation", "병원이 부재한 이 마을에서는", "병원이 갖춰진 이 마을에서는"),
      c("number", "버스로 40분이", "버스로 25분이"),
      c("quantifier", "노인 대부분이", "노인 일부가"),
      c("causal", "이 때문에 노인 대부분이", "그런데도 노인 대부분이"),
    ],
  },
  {
    lang: "ko",
    original: "새 정책은 예산이 충분하지 않아 올해 시행되지 않았다. 담당 부서는 아직 계획을 발표하지 않았고, 시민들은 정확한 일정을 알지 못한다.",
    rewrite: "예산이 부족해 새 정책의 시행은 올해 무산됐다. 담당 부서가 계획 발표를 미루고 있어 시민들은 정확한 일정을 모르는 상태다.",
    changes: [
      c("negation", "예산이 부족해", "예산이 넉넉해"),
      c("negation", "시행은 올해 무산됐다", "시행은 올해 성사됐다"),
      c("causal", "미루고 있어 시민들은", "미루고 있지만 시민들은"),
    ],
  },
  {
    lang: "ko",
    original: "그 선수는 지난 시즌 한 경기도 결장하지 않았다. 부상이 없었고, 감독도 그를 교체하지 않았다. 팀의 모든 코치가 그의 체력을 칭찬했다.",
    rewrite: "지난 시즌 그 선수는 전 경기에 출전했다. 몸에 탈이 나지 않았고 감독은 끝까지 그를 기용했다. 코치들은 하나같이 그의 체력을 높이 샀다.",
    changes: [
      c("negation", "몸에 탈이 나지 않았고", "몸에 탈이 났고"),
      c("quantifier", "코치들은 하나같이", "코치들 중 몇몇은"),
    ],
  },
  {
    lang: "ko",
    original: "회의에서는 아무도 반대하지 않았다. 다만 자료가 충분하지 않다는 지적이 있었고, 결정은 다음 달로 미뤄졌다. 참석자 12명 가운데 절반은 준비 시간이 모자랐다고 말했다.",
    rewrite: "회의에서 반대 의견은 전혀 나오지 않았다. 그러나 자료가 빈약하다는 지적에 따라 결정은 다음 달로 연기됐다. 참석자 12명 중 6명은 준비할 시간이 부족했다고 했다.",
    changes: [
      c("negation", "자료가 빈약하다는 지적에", "자료가 풍부하다는 지적에"),
      c("number", "참석자 12명 중 6명은", "참석자 12명 중 9명은"),
      c("causal", "지적에 따라 결정은", "지적에도 불구하고 결정은"),
    ],
  },
  {
    lang: "ko",
    original: "이 앱은 인터넷에 연결되지 않으면 작동하지 않는다. 또 광고를 끌 수 없고, 데이터를 내보내는 기능도 없다.",
    rewrite: "오프라인에서는 이 앱을 쓸 수 없다. 광고는 항상 켜져 있고, 데이터 내보내기 기능은 빠져 있다.",
    changes: [
      c("negation", "오프라인에서는 이 앱을 쓸 수 없다.", "오프라인에서도 이 앱을 쓸 수 있다."),
      c("negation", "데이터 내보내기 기능은 빠져 있다", "데이터 내보내기 기능은 들어 있다"),
    ],
  },
  // ── zh ──
  {
    lang: "zh",
    original: "这个小镇没有一家医院。居民看病要坐一个小时的车，而且公交车每天只有两班。因为路途太远，很多老人生病了也不去看医生。",
    rewrite: "由于缺乏医院，小镇居民看病得坐一个小时的车，公交每天仅两班。路途遥远，导致不少老人生了病也拖着不就医。",
    changes: [
      c("negation", "由于缺乏医院", "由于拥有医院"),
      c("number", "公交每天仅两班", "公交每天仅五班"),
      c("causal", "路途遥远，导致不少老人", "路途虽然遥远，不少老人"),
    ],
  },
  {
    lang: "zh",
    original: "这次考试他没有及格。他说复习时间不够，而且老师讲的内容他大部分没有听懂。",
    rewrite: "他这次考试挂科了。据他说，复习时间不足，老师讲的东西他多半没弄明白。",
    changes: [
      c("negation", "他这次考试挂科了", "他这次考试顺利通过了"),
      c("negation", "复习时间不足", "复习时间充裕"),
      c("quantifier", "他多半没弄明白", "他少数没弄明白"),
    ],
  },
  {
    lang: "zh",
    original: "工厂去年没有发生任何安全事故。所有工人都接受了培训，而且机器从来没有停过。",
    rewrite: "去年工厂的安全事故为零。每名工人都参加了培训，机器也一直运转正常。",
    changes: [
      c("negation", "机器也一直运转正常", "机器也经常停转"),
      c("quantifier", "每名工人都参加了培训", "部分工人参加了培训"),
    ],
  },
  {
    lang: "zh",
    original: "这家餐厅不再提供早餐了，因为早上来吃饭的客人太少。不过午餐和晚餐的价格没有变，菜单也没有改。",
    rewrite: "由于早上的客人寥寥无几，这家餐厅已停止供应早餐。午餐和晚餐维持原价，菜单照旧。",
    changes: [
      c("negation", "这家餐厅已停止供应早餐", "这家餐厅已开始供应早餐"),
      c("causal", "由于早上的客人寥寥无几", "尽管早上的客人寥寥无几"),
    ],
  },
  {
    lang: "zh",
    original: "这款软件不支持离线使用，也没有中文界面。用户反映，客服电话经常打不通，约有三成的问题至今没有解决。",
    rewrite: "这款软件必须联网才能用，界面也缺少中文。据用户反映，客服热线常常占线，大约30%的问题仍悬而未决。",
    changes: [
      c("negation", "界面也缺少中文", "界面也包含中文"),
      c("number", "大约30%的问题", "大约60%的问题"),
      c("quantifier", "客服热线常常占线", "客服热线偶尔占线"),
    ],
  },
  // ── ja ──
  {
    lang: "ja",
    original: "この町には病院がない。住民は薬を買うのにバスで50分かかるが、バスは一日に三本しか走っていない。そのため、多くの高齢者は具合が悪くても診察を受けない。",
    rewrite: "病院を欠くこの町では、薬ひとつ買うにもバスで50分かかり、そのバスも一日三本だけだ。こうした事情から、高齢者の多くは体調を崩しても受診を控えている。",
    changes: [
      c("negation", "病院を欠くこの町では", "病院を備えたこの町では"),
      c("number", "バスで50分かかり", "バスで20分かかり"),
      c("quantifier", "高齢者の多くは", "高齢者のごく一部は"),
    ],
  },
  {
    lang: "ja",
    original: "新しい制度は予算が足りないため、今年は実施されなかった。担当課はまだ計画を発表しておらず、市民は正確な日程を知らない。",
    rewrite: "予算不足によって、新制度の今年の実施は見送られた。担当課が計画の発表を先延ばしにしているので、市民は正確な日程を把握できていない。",
    changes: [
      c("negation", "予算不足によって", "予算の余裕によって"),
      c("causal", "先延ばしにしているので、市民は", "先延ばしにしているのに、市民は"),
    ],
  },
  {
    lang: "ja",
    original: "その選手は昨シーズン、一試合も休まなかった。けがもなく、監督も彼を交代させなかった。チームのすべてのコーチが彼の体力をほめた。",
    rewrite: "昨シーズン、その選手は全試合に出場した。故障とは無縁で、監督は最後まで彼を使い続けた。コーチ陣はそろって彼の体力を高く評価した。",
    changes: [
      c("negation", "故障とは無縁で", "故障を抱えながら"),
      c("quantifier", "コーチ陣はそろって", "コーチ陣の一部は"),
    ],
  },
  {
    lang: "ja",
    original: "会議では誰も反対しなかった。ただし資料が十分でないという指摘があり、決定は来月に延ばされた。出席者12人のうち半分は準備の時間が足りなかったと話した。",
    rewrite: "会議で反対意見は一つも出なかった。もっとも、資料不足の指摘を受けて決定は来月に持ち越された。出席者12人中6人が準備時間の不足を口にした。",
    changes: [
      c("negation", "資料不足の指摘を受けて", "資料充実の指摘を受けて"),
      c("number", "出席者12人中6人が", "出席者12人中9人が"),
      c("causal", "資料不足の指摘を受けて決定は", "資料不足の指摘にもかかわらず決定は"),
    ],
  },
  {
    lang: "ja",
    original: "このアプリはネットにつながっていないと動かない。広告を消すこともできず、データを書き出す機能もない。",
    rewrite: "オフラインではこのアプリは使えない。広告は常に表示され、データの書き出し機能も欠けている。",
    changes: [
      c("negation", "データの書き出し機能も欠けている", "データの書き出し機能も備わっている"),
      c("negation", "オフラインではこのアプリは使えない", "オフラインでもこのアプリは使える"),
    ],
  },
];

export const FIFTH_PAIRS: HandPair[] = PAIRS.map((p, i) => ({ ...p, id: `fifth-${p.lang}-${String(i + 1).padStart(2, "0")}` }));

// Written after the negative-sense lexicon (lib/meaning/negative-sense.ts) was chosen, and
// never read case by case: the pairs above were read while choosing it.
const FRESH: Omit<HandPair, "id">[] = [
  {
    lang: "en",
    original: "The museum will not charge for entry in May. Visitors do not need to book, but the café will not be open until June.",
    rewrite: "Entry to the museum is free throughout May, and no booking is required. The café stays shut until June.",
    changes: [
      c("negation", "no booking is required", "a booking is required"),
      c("negation", "The café stays shut until June.", "The café stays open until June."),
    ],
  },
  {
    lang: "en",
    original: "The bakery did not win the contest, and its owner did not expect to. Only four of the 30 entries came from small shops.",
    rewrite: "The bakery lost the contest, as its owner had predicted. Just four of the 30 entries were from small shops.",
    changes: [
      c("negation", "The bakery lost the contest", "The bakery won the contest"),
      c("number", "Just four of the 30 entries", "Just nine of the 30 entries"),
    ],
  },
  {
    lang: "ko",
    original: "올해 축제에는 비가 오지 않았다. 하지만 주차장이 넓지 않아서 많은 방문객이 차를 세우지 못했다.",
    rewrite: "올해 축제 날은 맑았다. 그러나 주차장이 비좁은 탓에 방문객 상당수가 주차에 실패했다.",
    changes: [
      c("negation", "주차에 실패했다", "주차에 성공했다"),
      c("causal", "비좁은 탓에", "비좁았는데도"),
    ],
  },
  {
    lang: "ko",
    original: "그 식당은 월요일에 문을 열지 않는다. 예약은 받지 않고, 카드 결제도 되지 않는다.",
    rewrite: "그 식당은 월요일이 휴무다. 예약은 불가하며 결제는 현금으로만 가능하다.",
    changes: [
      c("negation", "예약은 불가하며", "예약은 가능하며"),
    ],
  },
  {
    lang: "zh",
    original: "这座桥没有通过安全检查，所以卡车不能再走这条路。附近的居民说他们没有收到任何通知。",
    rewrite: "由于未能通过安全检查，这座桥已禁止卡车通行。附近居民表示从未接到过通知。",
    changes: [
      c("negation", "已禁止卡车通行", "已允许卡车通行"),
      c("causal", "由于未能通过安全检查", "尽管未能通过安全检查"),
    ],
  },
  {
    lang: "zh",
    original: "这个项目的预算不够，很多计划中的功能都没有完成。",
    rewrite: "项目经费匮乏，计划中的许多功能都未能完成。",
    changes: [
      c("negation", "项目经费匮乏", "项目经费充足"),
      c("quantifier", "计划中的许多功能", "计划中的少数功能"),
    ],
  },
  {
    lang: "ja",
    original: "今年の祭りでは雨が降らなかった。しかし駐車場が広くないため、多くの来場者が車を停められなかった。",
    rewrite: "今年の祭りは晴天に恵まれた。ただ、駐車場が狭いせいで、来場者の多くは駐車できずに困った。",
    changes: [
      c("negation", "駐車できずに困った", "駐車できて喜んだ"),
      c("quantifier", "来場者の多くは", "来場者のごく一部は"),
    ],
  },
  {
    lang: "ja",
    original: "その店は月曜日には開いていない。予約は受け付けておらず、カードも使えない。",
    rewrite: "その店は月曜定休だ。予約は不可で、支払いは現金のみとなっている。",
    changes: [
      c("negation", "予約は不可で", "予約は可能で"),
    ],
  },
];

export const FIFTH_FRESH: HandPair[] = FRESH.map((p, i) => ({ ...p, id: `fifth-fresh-${p.lang}-${String(i + 1).padStart(2, "0")}` }));
