// Hand-written pairs of the fourth hold-out of bench:meaning (our own text, none of it
// from the corpus), written before the checker was changed in the round that built it
// and scored only in totals. Each has an original in the register a humanizer is
// given, a heavy faithful rewrite (most sentences reworded, merged or split; negations
// said as antonyms — "always answered on time" → "never late", "요금을 내지 않는다" →
// "무료로 탄다", "不支持无线充电" → "只能插线充电"; quantities said by another
// construction — "約6割" → "五社に三社"; causes carried by verbs — "led to", "导致",
// "によって"), and for each kind one sentence-level change of that rewrite written by
// hand rather than by a rule: a word swapped for its antonym, a negation moved or
// dropped, a quantity said by another construction, a cause turned into a mere
// sequence or a concession.
import type { Lang } from "../../lib/engine/types";
import type { Kind } from "./perturb";

export interface HandChange {
  kind: Kind;
  /** A substring of the rewrite, found exactly once. */
  from: string;
  to: string;
}

export interface HandPair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
  changes: HandChange[];
}

const c = (kind: Kind, from: string, to: string): HandChange => ({ kind, from, to });

const PAIRS: Omit<HandPair, "id">[] = [
  // ── en ──
  {
    lang: "en",
    original: "The new parking policy, which takes effect on 1 September, has been designed to reduce congestion around the campus. Because the number of permits will be cut from 1,800 to 1,200, not every staff member will be able to park on site. Most students, however, will not be affected, since only a small share of them drive to classes.",
    rewrite: "From September 1 the campus will issue 1,200 parking permits instead of 1,800, to ease congestion. Some staff will therefore lose their spot on site. Students will hardly notice: few of them come to class by car, so the great majority keep their routine.",
    changes: [
      c("number", "instead of 1,800", "instead of 1,500"),
      c("negation", "Students will hardly notice", "Students will certainly notice"),
      c("quantifier", "few of them come to class by car", "most of them come to class by car"),
      c("causal", "Some staff will therefore lose", "Some staff will nonetheless lose"),
    ],
  },
  {
    lang: "en",
    original: "Customer satisfaction scores have risen significantly over the past year. According to the survey, 72% of respondents said that the support team always answered on time, and none of them reported losing data. The improvement is largely due to the new ticketing system, which was introduced in March.",
    rewrite: "Since March, when the new ticketing system arrived, customers have been noticeably happier with us. In the survey 72 percent said support was never late to reply, and not a single respondent lost any data. The new system is the main reason for the rise.",
    changes: [
      c("number", "72 percent", "62 percent"),
      c("negation", "support was never late to reply", "support was late to reply"),
      c("quantifier", "not a single respondent lost any data", "only a few respondents lost any data"),
      c("causal", "The new system is the main reason for the rise.", "The rise happened in spite of the new system."),
    ],
  },
  {
    lang: "en",
    original: "Although the bridge is more than 80 years old, engineers have concluded that it is still safe for cars. However, trucks heavier than 12 tonnes will no longer be permitted, because the steel supports have started to corrode. The repairs are expected to take two years.",
    rewrite: "Engineers say cars can keep using the bridge even though it was built over eighty years ago. Its steel supports are corroding, and that has led the city to ban trucks over 12 tonnes. Fixing it should take about two years.",
    changes: [
      c("number", "about two years", "about three years"),
      c("negation", "cars can keep using the bridge", "cars can no longer use the bridge"),
      c("causal", "and that has led the city to ban", "and, separately, the city has chosen to ban"),
    ],
  },
  {
    lang: "en",
    original: "Many parents worry that homework is becoming too demanding. A study of 400 families found that children spend an average of 45 minutes per night on assignments, and that most of them find the work easy. The researchers did not find any link between homework time and test scores.",
    rewrite: "A lot of parents fear homework has got too heavy. When researchers followed 400 families, kids averaged three quarters of an hour a night, and the majority said the tasks were not hard. More homework time went with neither higher nor lower test scores.",
    changes: [
      c("number", "three quarters of an hour", "half an hour"),
      c("negation", "the tasks were not hard", "the tasks were hard"),
      c("quantifier", "the majority said", "a minority said"),
      c("causal", "More homework time went with neither higher nor lower test scores.", "More homework time led to higher test scores."),
    ],
  },
  {
    lang: "en",
    original: "The library has extended its opening hours. From next month it will open at 8 a.m. instead of 10 a.m., because students asked for more time to study before lectures. Entry remains free for all residents, and no booking is required.",
    rewrite: "Students wanted to study before lectures, so starting next month the library opens earlier, at 8 a.m. rather than 10. Every resident still gets in at no cost, and you don't need to book.",
    changes: [
      c("number", "at 8 a.m. rather than 10", "at 9 a.m. rather than 10"),
      c("negation", "you don't need to book", "you need to book"),
      c("quantifier", "Every resident still gets in", "Some residents still get in"),
      c("causal", "before lectures, so starting", "before lectures, but starting"),
    ],
  },
  {
    lang: "en",
    original: "The company reported that its profits fell by 15% in the second quarter. This decline was caused mainly by higher energy prices, not by weaker sales. All of its 30 stores remain open, and the management does not plan any layoffs.",
    rewrite: "Second-quarter profit was down 15 percent, the company said. Sales held up; it was dearer energy that drove the drop. None of its thirty stores has closed, and management intends to keep every job.",
    changes: [
      c("number", "thirty stores", "forty stores"),
      c("negation", "management intends to keep every job", "management does not intend to keep every job"),
      c("quantifier", "None of its thirty stores has closed", "Several of its thirty stores have closed"),
      c("causal", "it was dearer energy that drove the drop", "dearer energy came at the same time as the drop"),
    ],
  },
  // ── ko ──
  {
    lang: "ko",
    original: "이번 제도 개편으로 모든 신입 사원은 입사 후 3개월 동안 멘토와 함께 일하게 됩니다. 멘토링 비용이 들지 않기 때문에 별도의 예산은 필요하지 않습니다. 대부분의 팀장은 이 제도가 이직률을 낮출 것이라고 기대하고 있습니다.",
    rewrite: "앞으로 신입 사원은 누구나 처음 석 달을 멘토와 짝을 이뤄 보냅니다. 멘토링에는 돈이 한 푼도 안 드니 예산을 따로 잡을 필요도 없습니다. 팀장 대다수가 이 덕분에 퇴사하는 사람이 줄 거라고 봅니다.",
    changes: [
      c("number", "처음 석 달을", "처음 두 달을"),
      c("negation", "예산을 따로 잡을 필요도 없습니다", "예산을 따로 잡을 필요가 있습니다"),
      c("quantifier", "팀장 대다수가", "팀장 몇 명이"),
      c("causal", "한 푼도 안 드니 예산을", "한 푼도 안 드는데도 예산을"),
    ],
  },
  {
    lang: "ko",
    original: "시는 내년부터 도심 버스 요금을 1,250원에서 1,500원으로 인상한다. 연료비가 크게 올랐기 때문이다. 다만 65세 이상 노인과 초등학생은 요금을 내지 않는다.",
    rewrite: "연료비가 많이 뛴 탓에 내년부터 도심 버스를 타려면 1,250원이 아니라 1,500원을 내야 한다. 65세가 넘은 어르신과 초등학생은 지금처럼 무료로 탄다.",
    changes: [
      c("number", "1,500원을 내야", "1,700원을 내야"),
      c("negation", "지금처럼 무료로 탄다", "이제 무료로 타지 못한다"),
      c("quantifier", "65세가 넘은 어르신과", "65세가 넘은 어르신 일부와"),
      c("causal", "연료비가 많이 뛴 탓에 내년부터", "연료비가 많이 뛰었지만 내년부터"),
    ],
  },
  {
    lang: "ko",
    original: "이 앱은 인터넷에 연결되지 않아도 사용할 수 있습니다. 저장된 자료는 항상 기기에만 보관되며, 어떤 정보도 외부 서버로 전송되지 않습니다. 그래서 보안을 중시하는 기업들이 많이 도입했습니다.",
    rewrite: "오프라인 상태에서도 앱은 그대로 작동합니다. 데이터는 언제나 기기 안에 머물고 바깥 서버로 나가는 정보는 하나도 없습니다. 보안에 민감한 회사가 이 점 때문에 많이 들여왔습니다.",
    changes: [
      c("negation", "앱은 그대로 작동합니다", "앱은 작동하지 않습니다"),
      c("quantifier", "데이터는 언제나 기기 안에", "데이터는 가끔 기기 안에"),
      c("causal", "이 점 때문에 많이 들여왔습니다", "이 점에도 불구하고 많이 들여왔습니다"),
    ],
  },
  {
    lang: "ko",
    original: "지난해 이 도서관을 찾은 방문객은 약 12만 명으로, 전년보다 20% 늘었다. 새로 문을 연 어린이 열람실 덕분이다. 그러나 주차 공간이 부족하다는 불만은 여전히 해결되지 않았다.",
    rewrite: "어린이 열람실이 새로 생기면서 지난해 도서관 방문객이 전년 대비 5분의 1 증가한 12만 명가량이 됐다. 주차할 곳이 모자란다는 민원은 아직도 그대로다.",
    changes: [
      c("number", "12만 명가량", "15만 명가량"),
      c("negation", "민원은 아직도 그대로다", "민원은 이제 해결됐다"),
      c("causal", "어린이 열람실이 새로 생기면서", "어린이 열람실이 새로 생겼는데도"),
    ],
  },
  {
    lang: "ko",
    original: "설문에 응한 직원 가운데 절반 이상이 재택근무를 선호한다고 답했다. 출퇴근 시간이 줄어 업무에 더 집중할 수 있다는 이유였다. 반면 관리자들은 대부분 사무실 근무가 협업에 낫다고 보았다.",
    rewrite: "응답한 직원의 과반이 집에서 일하는 쪽이 좋다고 했다. 길에서 버리는 시간이 없으니 일에 더 몰입할 수 있다는 것이다. 관리자들은 달랐다. 그들 다수는 함께 일하기에는 사무실이 낫다고 봤다.",
    changes: [
      c("number", "직원의 과반이", "직원의 3분의 1이"),
      c("negation", "버리는 시간이 없으니", "버리는 시간이 있으니"),
      c("quantifier", "그들 다수는", "그들 중 소수는"),
      c("causal", "시간이 없으니 일에 더 몰입할", "시간이 없지만 일에 더 몰입할"),
    ],
  },
  // ── zh ──
  {
    lang: "zh",
    original: "该市计划在2025年底前新建30所小学，以缓解入学压力。由于土地紧张，大多数新学校将建在郊区。项目不会增加居民的税负，资金全部来自中央财政。",
    rewrite: "为了减轻孩子上学难的压力，该市打算到2025年年底再建三十所小学。城区地不够用，所以新校大部分会落在郊区。这笔钱全由中央财政出，居民不用多交一分税。",
    changes: [
      c("number", "再建三十所小学", "再建二十所小学"),
      c("negation", "居民不用多交一分税", "居民也得多交税"),
      c("quantifier", "新校大部分会落在郊区", "新校只有少数会落在郊区"),
      c("causal", "城区地不够用，所以新校", "城区地虽然不够用，但新校"),
    ],
  },
  {
    lang: "zh",
    original: "研究人员发现，每天步行超过8000步的老年人，患心脏病的风险降低了约25%。不过，这项研究并没有证明步行本身是原因。所有参与者都来自同一座城市。",
    rewrite: "日行八千步以上的老人，心脏病风险低了大约四分之一，研究人员说。但步行是不是真正的原因，研究没能说明。参与研究的人无一例外都住在同一座城市。",
    changes: [
      c("number", "大约四分之一", "大约三分之一"),
      c("negation", "研究没能说明", "研究已经说明"),
      c("quantifier", "参与研究的人无一例外都住在", "参与研究的人只有一部分住在"),
    ],
  },
  {
    lang: "zh",
    original: "因为连续暴雨，这条高速公路已经关闭了三天。交通部门表示，大部分路段预计周五前恢复通行，但山区路段可能还要再等一周。目前没有人员伤亡的报告。",
    rewrite: "连日暴雨导致这条高速封闭了整整三天。据交通部门说，多数路段周五以前能重新通车，山区那一段恐怕还得多等七天。到现在为止，还没听说有人伤亡。",
    changes: [
      c("number", "封闭了整整三天", "封闭了整整五天"),
      c("negation", "还没听说有人伤亡", "已经听说有人伤亡"),
      c("quantifier", "多数路段周五以前", "少数路段周五以前"),
      c("causal", "连日暴雨导致这条高速封闭了", "连日暴雨期间，这条高速封闭了"),
    ],
  },
  {
    lang: "zh",
    original: "这款手机的电池可以连续使用两天，比上一代多了一半。然而，它不支持无线充电，这让不少用户感到失望。厂商表示，明年的新机型将会加入这一功能。",
    rewrite: "新手机一次充满能用四十八小时，续航是上一代的一点五倍。可它还是只能插线充电，挺多用户因此有些失望。明年的新款会补上无线充电，厂商说。",
    changes: [
      c("number", "能用四十八小时", "能用三十六小时"),
      c("negation", "可它还是只能插线充电", "它也支持无线充电"),
      c("quantifier", "挺多用户因此", "极个别用户因此"),
      c("causal", "挺多用户因此有些失望", "挺多用户却有些失望"),
    ],
  },
  {
    lang: "zh",
    original: "几乎所有受访企业都表示，人工智能工具提高了工作效率。但只有少数企业为员工提供了系统培训，原因是培训成本太高。调查共覆盖了1200家企业。",
    rewrite: "在接受调查的1200家企业里，认为人工智能工具让工作更高效的差不多是全部。培训太贵，所以系统培训员工的企业寥寥无几。",
    changes: [
      c("number", "1200家企业", "2100家企业"),
      c("negation", "认为人工智能工具让工作更高效的", "认为人工智能工具没有让工作更高效的"),
      c("quantifier", "的企业寥寥无几", "的企业占了大多数"),
      c("causal", "培训太贵，所以系统培训", "培训虽然太贵，但系统培训"),
    ],
  },
  // ── ja ──
  {
    lang: "ja",
    original: "新しい図書館は来年4月に開館する予定です。建設費は約30億円で、すべて市の予算でまかなわれます。駐車場が狭いため、来館者の多くは公共交通機関を利用することが求められています。",
    rewrite: "市の新図書館がオープンするのは来年の四月です。三十億円ほどかかる建設費は、全額を市が負担します。車を停められる場所が少ないので、訪れる人の大半にはバスや電車で来てもらうことになります。",
    changes: [
      c("number", "三十億円ほど", "五十億円ほど"),
      c("negation", "全額を市が負担します", "全額を市が負担するわけではありません"),
      c("quantifier", "訪れる人の大半には", "訪れる人のごく一部には"),
      c("causal", "場所が少ないので、", "場所が少ないのに、"),
    ],
  },
  {
    lang: "ja",
    original: "この薬は副作用がほとんどないため、高齢者にも安心して使えます。ただし、妊娠中の女性は服用してはいけません。臨床試験には500人が参加しました。",
    rewrite: "臨床試験に参加したのは500人です。副作用はまれにしか出ないので、お年寄りでも心配なく飲めます。妊娠している人は例外で、飲むことが禁じられています。",
    changes: [
      c("number", "参加したのは500人です", "参加したのは800人です"),
      c("negation", "お年寄りでも心配なく飲めます", "お年寄りは安心して飲めません"),
      c("quantifier", "副作用はまれにしか出ないので", "副作用はよく出るので"),
      c("causal", "まれにしか出ないので、", "まれにしか出ないのに、"),
    ],
  },
  {
    lang: "ja",
    original: "台風の接近により、全ての便が欠航となりました。運航の再開は明日の午後以降になる見込みです。払い戻しの手数料はかかりません。",
    rewrite: "台風が近づいていることによって、今日の便は一便残らず取りやめになりました。飛行機が再び飛ぶのは明日の昼過ぎからになりそうです。払い戻しは無料です。",
    changes: [
      c("negation", "払い戻しは無料です", "払い戻しは無料ではありません"),
      c("quantifier", "今日の便は一便残らず取りやめに", "今日の便は一部が取りやめに"),
      c("causal", "近づいていることによって、", "近づいているにもかかわらず、"),
    ],
  },
  {
    lang: "ja",
    original: "調査によると、日本の中小企業の約6割が人手不足に悩んでいます。特に地方では若者が都市に流出しているため、状況は深刻です。一方、大企業では人手不足を感じている企業は少数にとどまりました。",
    rewrite: "中小企業のおよそ五社に三社が、人が足りずに困っているという調査結果が出ました。若い人が都会へ出ていってしまう地方では、事態はとりわけ深刻です。大企業で人手が足りないと答えたところは多くありませんでした。",
    changes: [
      c("number", "五社に三社", "五社に二社"),
      c("negation", "事態はとりわけ深刻です", "事態はそれほど深刻ではありません"),
      c("quantifier", "答えたところは多くありませんでした", "答えたところが大半でした"),
    ],
  },
  {
    lang: "ja",
    original: "店舗の改装工事のため、3月10日から2週間休業いたします。期間中はオンラインショップのみ営業しますが、送料は無料です。ご不便をおかけしますが、ご理解のほどよろしくお願いいたします。",
    rewrite: "3月10日から14日間、改装工事で店を閉めます。その間もネットショップは開いていて、送料はいただきません。ご迷惑をおかけしますが、よろしくお願いいたします。",
    changes: [
      c("number", "14日間", "10日間"),
      c("negation", "ネットショップは開いていて", "ネットショップも開いておらず"),
      c("causal", "改装工事で店を閉めます", "改装工事とは関係なく店を閉めます"),
    ],
  },
  {
    lang: "ja",
    original: "このアプリを使えば、誰でも簡単に家計簿をつけることができます。レシートを撮影するだけで、金額が自動的に読み取られるからです。利用者の9割以上が「続けられた」と答えています。",
    rewrite: "レシートを写真に撮れば金額は勝手に読み込まれるので、このアプリなら家計簿づけは誰にとっても難しくありません。使った人の九割を超える人が、続けられたと回答しています。",
    changes: [
      c("number", "九割を超える人", "七割を超える人"),
      c("negation", "誰にとっても難しくありません", "誰にとっても難しいものです"),
      c("quantifier", "家計簿づけは誰にとっても", "家計簿づけは一部の人にとっては"),
      c("causal", "勝手に読み込まれるので、", "勝手に読み込まれるものの、"),
    ],
  },
];

export const HAND_PAIRS: readonly HandPair[] = PAIRS.map((p, i) => {
  for (const ch of p.changes) {
    const at = p.rewrite.indexOf(ch.from);
    if (at < 0 || p.rewrite.indexOf(ch.from, at + 1) >= 0) throw new Error(`fourth hold-out pair ${i}: "${ch.from}" is not found exactly once in its rewrite`);
  }
  return { ...p, id: `hand-${p.lang}-${i}` };
});

/** The rewrite with one hand-written change made. */
export const withChange = (p: HandPair, ch: HandChange): string => p.rewrite.replace(ch.from, ch.to);
