// Pairs of opposite words per language, grouped in axes with two poles: a change up or
// down (increased / decreased, 증가 / 감소, 增加 / 减少, 増加 / 減少), success and failure,
// accepting and rejecting, allowing and forbidding, opening and closing, including and
// excluding, before and after, good and bad, high and low. A rewrite that keeps the
// claim but puts the other pole in it ("sales rose" → "sales fell") says the opposite
// with no negation at all, which parity alone never sees (antonym-check.ts compares them
// per claim).
//
// Curated by hand and kept small: each axis carries a faithful pair (the same claim said
// with the other pole and a negation, or restated with a synonym of the same pole) and a
// flip (the other pole with no negation); test/meaning/antonyms.test.ts runs both.
// English words are matched on their stems (stemmer), so "increases", "increased" and
// "increasing" are one entry; Korean, Chinese and Japanese on stems written with the
// endings they take (늘었다 / 늘어 / 늘린, 上がった / 上がる).
//
// `complementary`: the poles exclude each other and cover the ground (passed / failed,
// open / closed), so "did not fail" is "passed". Otherwise the axis is graded ("did not
// rise" is not quite "fell"): the double change is left for review, never a flip.
// `converse`: the pole orders two things (A before B, A higher than B), so "A after B"
// restated as "before A, B" keeps the meaning; the check reads which operand is which.
import type { Lang, TextRange } from "../engine/types";
import { enStem } from "./scope";

export interface AntonymAxis {
  id: string;
  gloss: string;
  /** English: the words of each pole, space-separated (stemmed when matched); other languages: regex sources without capturing groups. */
  poles: readonly [string, string];
  complementary?: boolean;
  converse?: boolean;
  /**
   * Only a change of pole is read on this axis: a negation put on or taken off the same word is left to the
   * parity count, where a word of negative meaning can stand for it ("건설하지 않기로" / "건설 계획을 접었다",
   * 不再建设 / 搁置了建设: the nominal is no assertion that it was built).
   */
  polesOnly?: boolean;
  /** An original and a faithful rewrite that uses the other pole (with a negation) or the same pole: no HARD FAIL. */
  faithful: { original: string; rewrite: string };
  /** The same claim with the other pole and no negation: a HARD FAIL. */
  flip: { original: string; rewrite: string };
}

export interface AntonymHit extends TextRange {
  axis: number;
  pole: 0 | 1;
  /** The sentence it sits in, once a side is read (side.ts). */
  sentence?: number;
}

const ax = (a: AntonymAxis) => a;

export const ANTONYMS: Record<Lang, readonly AntonymAxis[]> = {
  en: [
    ax({
      id: "change",
      gloss: "increase / decrease",
      poles: [
        "increase increased increases increasing rise rises rose risen rising grow grows grew grown growing gain gains gained climb climbed expand expanded expands boost boosted raise raised surge surged soar soared extend extended lengthen lengthened longer",
        "decrease decreased decreases decreasing fall falls fell fallen falling drop drops dropped decline declined declines shrink shrinks shrank shrunk reduce reduced reduces cut cuts plunge plunged slump slumped shorten shortened shorter",
      ],
      faithful: { original: "Ticket sales did not rise in the autumn.", rewrite: "Ticket sales stayed flat in the autumn; they did not grow." },
      flip: { original: "Ticket sales rose in the autumn.", rewrite: "Ticket sales fell in the autumn." },
    }),
    ax({
      id: "success",
      gloss: "succeed, win, pass / fail, lose",
      poles: ["succeed succeeded succeeds success successful successfully win wins won winning pass passed passes", "fail failed fails failure lose loses lost losing"],
      complementary: true,
      faithful: { original: "The bakery did not win the contest.", rewrite: "The bakery lost the contest." },
      flip: { original: "The bakery won the contest.", rewrite: "The bakery lost the contest." },
    }),
    ax({
      id: "stance",
      gloss: "accept, approve, support / reject, refuse, oppose",
      poles: ["accept accepted accepts approve approved approves approval adopt adopted support supported supports endorse endorsed", "reject rejected rejects rejection refuse refused refuses oppose opposed opposes veto vetoed disapprove disapproved"],
      complementary: true,
      faithful: { original: "The committee did not accept the proposal.", rewrite: "The committee rejected the proposal." },
      flip: { original: "The committee accepted the proposal.", rewrite: "The committee rejected the proposal." },
    }),
    ax({
      id: "permission",
      gloss: "allow, permit / forbid, ban",
      poles: ["allow allowed allows permitted legal legalize legalized", "forbid forbids forbade forbidden ban bans banned prohibit prohibited prohibits illegal outlaw outlawed"],
      complementary: true,
      faithful: { original: "Dogs are not allowed in the park.", rewrite: "Dogs are banned from the park." },
      flip: { original: "Dogs are allowed in the park.", rewrite: "Dogs are banned from the park." },
    }),
    ax({
      id: "open",
      gloss: "open / close, shut",
      poles: ["open opened opens reopen reopened reopens", "close closed closes shut shuts"],
      complementary: true,
      faithful: { original: "The pool will not open until June.", rewrite: "The pool stays closed until June." },
      flip: { original: "The pool stays open until June.", rewrite: "The pool stays closed until June." },
    }),
    ax({
      id: "include",
      gloss: "include / exclude",
      poles: ["include included includes inclusion", "exclude excluded excludes exclusion"],
      complementary: true,
      faithful: { original: "The price does not include breakfast.", rewrite: "The price excludes breakfast." },
      flip: { original: "The price includes breakfast.", rewrite: "The price excludes breakfast." },
    }),
    ax({
      id: "order",
      gloss: "before / after",
      poles: ["before earlier prior", "after later"],
      converse: true,
      faithful: { original: "We signed the lease after we saw the flat.", rewrite: "Before signing the lease, we saw the flat." },
      flip: { original: "We signed the lease after we saw the flat.", rewrite: "We signed the lease before we saw the flat." },
    }),
    ax({
      id: "quality",
      gloss: "good, safe, easy, strong, fast / bad, dangerous, difficult, weak, slow",
      poles: ["good better best positive safe safer safety harmless easy easier strong stronger fast faster quick quickly beneficial", "bad worse worst negative dangerous hazardous risky difficult weak weaker slow slower slowly harmful"],
      faithful: { original: "The path along the river is not dangerous.", rewrite: "The path along the river is safe." },
      flip: { original: "The path along the river is safe.", rewrite: "The path along the river is dangerous." },
    }),
    ax({
      id: "level",
      gloss: "higher, more / lower, fewer",
      // A price is a level too: "not expensive" is said as "cheap" or "a low price".
      poles: ["high higher highest more greater larger bigger above exceed exceeded expensive pricey costly", "low lower lowest less fewer smaller below cheap cheaper cheapest inexpensive affordable"],
      converse: true,
      faithful: { original: "Costs in the north are higher than in the south.", rewrite: "Costs in the south are lower than in the north." },
      flip: { original: "Costs in the north are higher than in the south.", rewrite: "Costs in the north are lower than in the south." },
    }),
    ax({
      id: "temperature",
      gloss: "hot, warm / cold, cool",
      poles: ["hot hotter hottest warm warmer heated overheat overheated overheats", "cold colder coldest cool cooler cooled chilly"],
      faithful: { original: "The expensive model did not get hot during the test.", rewrite: "The expensive model stayed cool during the test." },
      flip: { original: "The expensive model got hot during the test.", rewrite: "The expensive model stayed cool during the test." },
    }),
    ax({
      id: "length",
      gloss: "long / short",
      poles: ["long longest lengthy", "short shortest"],
      faithful: { original: "The night shifts at the hospital are not long.", rewrite: "The hospital's night shifts are short." },
      flip: { original: "The night shifts at the hospital are long.", rewrite: "The hospital's night shifts are short." },
    }),
    ax({
      id: "age",
      gloss: "old / new",
      poles: ["old older oldest legacy", "new newer newest"],
      // "no new cases" is no claim that the cases are old.
      polesOnly: true,
      faithful: { original: "The older printers will be replaced in spring.", rewrite: "In spring the old printers will be replaced." },
      flip: { original: "The older printers will be replaced in spring.", rewrite: "In spring the newer printers will be replaced." },
    }),
    ax({
      id: "build",
      gloss: "build / demolish",
      poles: ["build builds built erect erected", "demolish demolishes demolished"],
      polesOnly: true,
      faithful: { original: "The council will build a footbridge over the canal.", rewrite: "A footbridge over the canal will be constructed by the council." },
      flip: { original: "The council will build a footbridge over the canal.", rewrite: "The council will demolish a footbridge over the canal." },
    }),
  ],
  ko: [
    ax({
      id: "change",
      gloss: "증가 / 감소",
      poles: [
        "증가|늘(?=[었어린려리고는며다])|늘어나|오르(?=[고는며다])|올랐|올라(?=[가서갔])|오른|상승|확대|증대|연장|많아(?=[졌지진져])|길어(?=[졌지진져])",
        "감소|줄(?=[었어인여이고는며다])|줄어들|내려(?=[가갔간])|떨어(?=[졌지진져])|하락|축소|감축|단축|적어(?=[졌지진져])|짧아(?=[졌지진져])",
      ],
      faithful: { original: "가을에는 표 판매가 늘지 않았다.", rewrite: "가을에는 표 판매가 증가하지 않았다." },
      flip: { original: "가을에는 표 판매가 늘었다.", rewrite: "가을에는 표 판매가 줄었다." },
    }),
    ax({
      id: "success",
      gloss: "성공, 승리, 합격 / 실패, 패배, 탈락",
      poles: ["성공|승리|합격", "실패|패배|탈락|낙방"],
      complementary: true,
      faithful: { original: "그 빵집은 대회에서 우승하지 못했다. 도전은 성공하지 못했다.", rewrite: "그 빵집은 대회에서 우승하지 못했다. 도전은 실패했다." },
      flip: { original: "그 빵집의 도전은 성공했다.", rewrite: "그 빵집의 도전은 실패했다." },
    }),
    ax({
      id: "stance",
      gloss: "승인, 수락, 찬성 / 거부, 거절, 반대",
      poles: ["승인|수락|채택|찬성|지지(?=[하한했해함합])|받아들|가결|동의", "거부|거절|기각|반대|부결|반려"],
      complementary: true,
      faithful: { original: "위원회는 그 제안을 받아들이지 않았다.", rewrite: "위원회는 그 제안을 거절했다." },
      flip: { original: "위원회는 그 제안을 받아들였다.", rewrite: "위원회는 그 제안을 거절했다." },
    }),
    ax({
      id: "permission",
      gloss: "허용, 허가 / 금지, 불허",
      poles: ["허용|허가|허락|합법", "금지|불허|불법"],
      complementary: true,
      faithful: { original: "공원에는 개 출입이 허용되지 않는다.", rewrite: "공원에는 개 출입이 금지된다." },
      flip: { original: "공원에는 개 출입이 허용된다.", rewrite: "공원에는 개 출입이 금지된다." },
    }),
    ax({
      id: "open",
      gloss: "열다, 개방 / 닫다, 폐쇄",
      poles: ["개방|개장|개통|재개|열(?=[었어린리려고며])|여는|연다", "폐쇄|폐장|닫(?=[았아은힌혀히는고])"],
      complementary: true,
      faithful: { original: "수영장은 6월까지 열지 않는다.", rewrite: "수영장은 6월까지 닫혀 있다." },
      flip: { original: "수영장은 6월까지 열려 있다.", rewrite: "수영장은 6월까지 닫혀 있다." },
    }),
    ax({
      id: "include",
      gloss: "포함 / 제외",
      poles: ["포함", "제외"],
      complementary: true,
      faithful: { original: "가격에 아침 식사는 포함되지 않는다.", rewrite: "가격에서 아침 식사는 제외된다." },
      flip: { original: "가격에 아침 식사가 포함된다.", rewrite: "가격에서 아침 식사는 제외된다." },
    }),
    ax({
      id: "order",
      gloss: "전에, 앞서 / 후에, 뒤에",
      poles: ["(?<=[가-힣] ?)전에|이전에|앞서", "(?<=[가-힣] ?)후에|이후에|(?<=[가-힣] )뒤에|(?<=[가-힣])ㄴ 뒤"],
      converse: true,
      faithful: { original: "우리는 집을 본 뒤에 계약서에 서명했다.", rewrite: "계약서에 서명하기 전에 우리는 집을 봤다." },
      flip: { original: "우리는 집을 본 뒤에 계약서에 서명했다.", rewrite: "우리는 집을 보기 전에 계약서에 서명했다." },
    }),
    ax({
      id: "quality",
      gloss: "좋다, 안전, 쉽다, 강하다, 빠르다 / 나쁘다, 위험, 어렵다, 약하다, 느리다",
      poles: ["좋(?=[은아았다게고])|안전|쉽|쉬운|쉬워|강하|강한|빠르|빠른|빨리|유리|긍정|밝(?=[은았아다고게])|만족", "나쁘|나쁜|나빠|위험|어렵|어려운|어려워|약하|약한|느리|느린|불리|부정적|어둡|어두운|어두워|실망"],
      faithful: { original: "강가 산책로는 위험하지 않다.", rewrite: "강가 산책로는 안전하다." },
      flip: { original: "강가 산책로는 안전하다.", rewrite: "강가 산책로는 위험하다." },
    }),
    ax({
      id: "level",
      gloss: "높다, 많다 / 낮다, 적다",
      poles: ["높(?=[은았아다고게])|높이|(?<![가-힣])많(?=[은았아다고게]|기 때문)|웃돌|상회|넘(?=[는었어은])|비싸|비싼|비쌌|고가(?![구])", "낮(?=[은았아다고게])|낮추|(?<![가-힣])적(?=[은었어다고게]|기 때문)|밑돌|하회|저렴|값싼|(?<![가-힣])싸(?=[고다게서지])|(?<![가-힣])싼(?=\\s)|저가"],
      converse: true,
      faithful: { original: "북부의 비용은 남부보다 높다.", rewrite: "남부의 비용은 북부보다 낮다." },
      flip: { original: "북부의 비용은 남부보다 높다.", rewrite: "북부의 비용은 남부보다 낮다." },
    }),
    ax({
      id: "temperature",
      gloss: "뜨겁다, 덥다, 과열 / 차갑다, 시원하다, 식다",
      poles: ["뜨거|뜨겁|과열|발열|열이 나|더워|더웠|(?<![가-힣])덥(?=[고다게지])", "차가|차갑|시원|식었|식어|(?<![가-힣])식은|서늘"],
      faithful: { original: "고가 모델은 시험 내내 뜨거워지지 않았다.", rewrite: "고가 모델은 시험 내내 시원했다." },
      flip: { original: "고가 모델은 시험 내내 뜨거워졌다.", rewrite: "고가 모델은 시험 내내 시원했다." },
    }),
    ax({
      id: "length",
      gloss: "길다 / 짧다",
      poles: ["길었|길다|길게|길지|긴(?<![가-힣]긴)(?= )", "짧았|짧다|짧게|짧은|짧지"],
      faithful: { original: "병원의 야간 근무는 길지 않다.", rewrite: "병원 야간 근무 시간은 짧은 편이다." },
      flip: { original: "병원의 야간 근무는 길다.", rewrite: "병원 야간 근무 시간은 짧은 편이다." },
    }),
    ax({
      id: "build",
      gloss: "짓다, 건설 / 철거, 허물다",
      poles: ["건설|건립|조성|설치|신설|(?<![가-힣])짓(?=[고는기])|지었|지은|만들(?=[고어었기])|만든", "철거|해체|허물|허문|부수|부쉈"],
      polesOnly: true,
      faithful: { original: "구청은 하천 위에 보행교를 짓는다.", rewrite: "하천 위 보행교 건설은 구청이 맡는다." },
      flip: { original: "구청은 하천 위에 보행교를 짓는다.", rewrite: "하천 위 보행교 철거는 구청이 맡는다." },
    }),
  ],
  zh: [
    ax({
      id: "change",
      gloss: "增加 / 减少",
      poles: ["越来越多|变长|更长|增加|增长|上涨|上升|提高|扩大|增多|攀升|回升|提升|延长|涨", "越来越少|变短|更短|减少|下降|下跌|降低|缩小|减小|下滑|回落|减轻|削减|缩短|跌|(?<![下投升])降(?=了|价|價|至|到|幅)"],
      faithful: { original: "秋天的票房没有上涨。", rewrite: "秋天的票房并未增长。" },
      flip: { original: "秋天的票房上涨了。", rewrite: "秋天的票房下跌了。" },
    }),
    ax({
      id: "success",
      gloss: "成功、赢、通过 / 失败、输",
      poles: ["成功|赢得|获胜|胜利|赢", "失败|落败|输(?![入出送液血])"],
      complementary: true,
      faithful: { original: "这家面包店没有赢得比赛。", rewrite: "这家面包店在比赛中落败。" },
      flip: { original: "这家面包店赢得了比赛。", rewrite: "这家面包店在比赛中落败。" },
    }),
    ax({
      id: "stance",
      gloss: "批准、接受、支持 / 拒绝、否决、反对",
      poles: ["批准|接受|采纳|同意|支持|赞成|认可|通过(?=[了的])", "拒绝|否决|驳回|反对"],
      complementary: true,
      faithful: { original: "委员会没有接受这项提议。", rewrite: "委员会拒绝了这项提议。" },
      flip: { original: "委员会接受了这项提议。", rewrite: "委员会拒绝了这项提议。" },
    }),
    ax({
      id: "permission",
      gloss: "允许 / 禁止",
      poles: ["允许|准许|许可(?!证)|合法", "禁止|严禁|不准|不许|非法"],
      complementary: true,
      faithful: { original: "公园里不允许遛狗。", rewrite: "公园里禁止遛狗。" },
      flip: { original: "公园里允许遛狗。", rewrite: "公园里禁止遛狗。" },
    }),
    ax({
      id: "open",
      gloss: "开放、开门 / 关闭、关门",
      poles: ["开放|开门|开业|开张|开通|重开|重新开放", "关闭|关门|封闭|停业|歇业|闭馆"],
      complementary: true,
      faithful: { original: "游泳池六月前不开放。", rewrite: "游泳池关闭到六月。" },
      flip: { original: "游泳池一直开放到六月。", rewrite: "游泳池一直关闭到六月。" },
    }),
    ax({
      id: "include",
      gloss: "包括 / 排除",
      poles: ["包括|包含|纳入", "排除|不包括|不含"],
      complementary: true,
      faithful: { original: "房价不包括早餐。", rewrite: "房价不含早餐。" },
      flip: { original: "房价包括早餐。", rewrite: "房价不包括早餐。" },
    }),
    ax({
      id: "order",
      gloss: "之前 / 之后",
      poles: ["之前|以前|事先", "之后|以后|事后"],
      converse: true,
      faithful: { original: "我们看过房子之后才签了合同。", rewrite: "签合同之前，我们看过房子。" },
      flip: { original: "我们看过房子之后才签了合同。", rewrite: "我们看房子之前就签了合同。" },
    }),
    ax({
      id: "quality",
      gloss: "好、安全、容易、快 / 差、危险、困难、慢",
      poles: ["良好|更好|很好|变好|安全|容易|快速|很快|较快|加快|有利|积极|正面|强大|放心|安心", "糟糕|更差|很差|变差|危险|困难|缓慢|很慢|较慢|放慢|不利|消极|负面|薄弱|担忧|担心|忧虑"],
      faithful: { original: "河边的小路并不危险。", rewrite: "河边的小路很安全。" },
      flip: { original: "河边的小路很安全。", rewrite: "河边的小路很危险。" },
    }),
    ax({
      id: "level",
      gloss: "高于、多于 / 低于、少于",
      poles: ["高于|多于|大于|超过|偏高|较高|更高|比[^，。；比]{1,8}?(?:高|多|大|贵)|昂贵|很贵|太贵|较贵|不菲", "低于|少于|小于|不到|偏低|较低|更低|比[^，。；比]{1,8}?(?:低|少|小|便宜)|便宜|低廉|实惠|廉价"],
      converse: true,
      faithful: { original: "北方的成本比南方高。", rewrite: "南方的成本比北方低。" },
      flip: { original: "北方的成本比南方高。", rewrite: "北方的成本比南方低。" },
    }),
    ax({
      id: "temperature",
      gloss: "热、过热 / 冷、凉",
      poles: ["发热|过热|很热|变热|发烫|炎热|高温", "很冷|变冷|冰凉|凉爽|冷却|低温|寒冷|凉快"],
      faithful: { original: "测试中，高价型号一直没有发热。", rewrite: "测试中，高价型号一直很凉快。" },
      flip: { original: "测试中，高价型号一直在发热。", rewrite: "测试中，高价型号一直很凉快。" },
    }),
    ax({
      id: "length",
      gloss: "长 / 短",
      poles: ["较长|很长|太长|偏长", "较短|很短|太短|偏短"],
      faithful: { original: "医院的夜班时间较长。", rewrite: "医院夜班的时间很长。" },
      flip: { original: "医院的夜班时间较长。", rewrite: "医院夜班的时间较短。" },
    }),
    ax({
      id: "build",
      gloss: "建 / 拆",
      poles: ["建设|修建|新建|兴建|建造|建成|搭建", "拆除|拆毁|拆掉|推倒"],
      polesOnly: true,
      faithful: { original: "区政府将在河上修建一座人行桥。", rewrite: "河上的人行桥将由区政府建造。" },
      flip: { original: "区政府将在河上修建一座人行桥。", rewrite: "河上的人行桥将由区政府拆除。" },
    }),
  ],
  ja: [
    ax({
      id: "change",
      gloss: "増加 / 減少",
      poles: ["増加|増え|増や|長くな(?=[っりるれ])|長くし(?=[たてま])|増大|上昇|上が(?=[っりるら])|伸び|拡大|延長|高ま|(?<=[%割倍])増(?=[のと、。])", "減少|減っ|減ら|短くな(?=[っりるれ])|短くし(?=[たてま])|減り|減る|下落|低下|下が(?=[っりるら])|縮小|落ち込|削減|短縮|(?<=[%割])減(?=[のと、。])"],
      faithful: { original: "秋のチケット販売は伸びなかった。", rewrite: "秋のチケット販売は増えなかった。" },
      flip: { original: "秋のチケット販売は増加した。", rewrite: "秋のチケット販売は減少した。" },
    }),
    ax({
      id: "success",
      gloss: "成功、勝利、合格 / 失敗、敗北、不合格",
      poles: ["成功|勝利|勝っ|勝ち|勝て|勝つ|合格", "失敗|敗北|負け|不合格"],
      complementary: true,
      faithful: { original: "そのパン屋はコンテストで勝てなかった。", rewrite: "そのパン屋はコンテストで負けた。" },
      flip: { original: "そのパン屋はコンテストで勝った。", rewrite: "そのパン屋はコンテストで負けた。" },
    }),
    ax({
      id: "stance",
      gloss: "承認、受理、賛成 / 却下、拒否、反対",
      poles: ["承認|可決|採用|採択|受理|受け入れ|賛成|支持|同意", "否決|却下|拒否|拒絶|反対|不採用|敬遠"],
      complementary: true,
      faithful: { original: "委員会はその提案を受け入れなかった。", rewrite: "委員会はその提案を却下した。" },
      flip: { original: "委員会はその提案を受け入れた。", rewrite: "委員会はその提案を却下した。" },
    }),
    ax({
      id: "permission",
      gloss: "許可、認める / 禁止",
      poles: ["許可(?!証)|許さ|許し|認め|容認|解禁|合法", "禁止|禁じ|不許可|違法"],
      complementary: true,
      faithful: { original: "公園に犬を連れて入ることは認められていない。", rewrite: "公園への犬の立ち入りは禁止されている。" },
      flip: { original: "公園への犬の立ち入りは許可されている。", rewrite: "公園への犬の立ち入りは禁止されている。" },
    }),
    ax({
      id: "open",
      gloss: "開く、開放 / 閉じる、閉鎖",
      poles: ["開放|開業|開店|開館|開通|再開|開い|開け|開く", "閉鎖|閉店|閉館|閉じ|閉め|閉ま"],
      complementary: true,
      faithful: { original: "プールは6月まで開かない。", rewrite: "プールは6月まで閉まっている。" },
      flip: { original: "プールは6月まで開いている。", rewrite: "プールは6月まで閉まっている。" },
    }),
    ax({
      id: "include",
      gloss: "含む / 除く",
      poles: ["含め|含む|含ま|含み", "除外|除い|除く|除き|除か"],
      complementary: true,
      faithful: { original: "料金に朝食は含まれない。", rewrite: "料金から朝食は除かれる。" },
      flip: { original: "料金に朝食が含まれる。", rewrite: "料金から朝食は除かれる。" },
    }),
    ax({
      id: "order",
      gloss: "前に、先立って / 後で、以降",
      poles: ["(?<!\\d)前に|以前|先立|事前", "後で|後に|(?<=た)後|以後|以降|事後"],
      converse: true,
      faithful: { original: "部屋を見た後で契約書に署名した。", rewrite: "契約書に署名する前に、部屋を見た。" },
      flip: { original: "部屋を見た後で契約書に署名した。", rewrite: "部屋を見る前に契約書に署名した。" },
    }),
    ax({
      id: "quality",
      gloss: "良い、安全、容易、速い / 悪い、危険、困難、遅い",
      poles: ["良い|良く|良かっ|安全|容易|簡単|速い|速く|早く|強い|強く|有利|好調|軽微", "悪い|悪く|悪かっ|危険|困難|遅い|遅く|弱い|弱く|不利|不調|深刻"],
      faithful: { original: "川沿いの道は危険ではない。", rewrite: "川沿いの道は安全だ。" },
      flip: { original: "川沿いの道は安全だ。", rewrite: "川沿いの道は危険だ。" },
    }),
    ax({
      id: "level",
      gloss: "高い、多い、上回る / 低い、少ない、下回る",
      poles: ["高い|高く|高かっ|多い|多く(?=[、。な])|多かっ|最多|上回|超え|高価|割高", "低い|低く|低かっ|少ない|少なく|少なかっ|最少|下回|未満|安い|安く|安かっ|安価|格安|割安"],
      converse: true,
      faithful: { original: "北部の費用は南部より高い。", rewrite: "南部の費用は北部より低い。" },
      flip: { original: "北部の費用は南部より高い。", rewrite: "北部の費用は南部より低い。" },
    }),
    ax({
      id: "temperature",
      gloss: "熱い、暑い、発熱 / 冷たい、涼しい、冷える",
      poles: ["熱く|熱い|熱かっ|発熱|過熱|暑い|暑く|暑かっ|高温", "冷え|冷た|冷や|涼し|低温|寒い|寒く|寒かっ"],
      faithful: { original: "高いモデルは試験中ずっと熱くならなかった。", rewrite: "高いモデルは試験中ずっと冷えたままだった。" },
      flip: { original: "高いモデルは試験中ずっと熱くなった。", rewrite: "高いモデルは試験中ずっと冷えたままだった。" },
    }),
    ax({
      id: "length",
      gloss: "長い / 短い",
      poles: ["長い|長く|長かっ|長め", "短い|短く|短かっ|短め"],
      faithful: { original: "病院の夜勤は長くない。", rewrite: "病院の夜勤は短めだ。" },
      flip: { original: "病院の夜勤は長い。", rewrite: "病院の夜勤は短めだ。" },
    }),
    ax({
      id: "build",
      gloss: "建設する / 解体する",
      poles: ["建設|建造|新設|設置|建て(?=[るたらてま])", "解体|撤去|取り壊|壊し|壊す"],
      polesOnly: true,
      faithful: { original: "区は川に歩道橋を建設する。", rewrite: "川の歩道橋は区が新設する。" },
      flip: { original: "区は川に歩道橋を建設する。", rewrite: "川の歩道橋は区が撤去する。" },
    }),
  ],
};

/** Per language: English, a map from each word's stem to its axis and pole; others, one regex with a capture per pole. */
interface Compiled {
  stems?: Map<string, { axis: number; pole: 0 | 1 }>;
  re?: RegExp;
}
const compiled = new Map<Lang, Compiled>();

function compile(lang: Lang): Compiled {
  let c = compiled.get(lang);
  if (c) return c;
  const axes = ANTONYMS[lang];
  if (lang === "en") {
    const stems = new Map<string, { axis: number; pole: 0 | 1 }>();
    axes.forEach((a, axis) =>
      a.poles.forEach((words, pole) => {
        for (const w of words.split(" ")) stems.set(enStem(w), { axis, pole: pole as 0 | 1 });
      }),
    );
    // A first pass finds only words that begin like a listed one, so the stemmer sees a few words, not all.
    const heads = [...new Set(axes.flatMap((a) => a.poles.flatMap((p) => p.split(" ").map((w) => w.slice(0, 3)))))].sort();
    c = { stems, re: new RegExp(`\\b(?:${heads.join("|")})[a-z]*(?:-[a-z]+)*`, "gu") };
  } else c = { re: new RegExp(axes.flatMap((a) => a.poles.map((p) => `(${p})`)).join("|"), "gu") };
  compiled.set(lang, c);
  return c;
}

/** English forms whose stem collides with a pole's but that mean something else ("close to" = near, "closely"). */
const EN_NOT = /^(?:goods|closely|closer|closest|passenger|passengers|passage|passages|cutting-edge|lost-and-found)$/u;

/** The antonym words of a text (folded, as mask.ts makes it), in order. */
export function findAntonyms(folded: string, lang: Lang): AntonymHit[] {
  const c = compile(lang);
  const out: AntonymHit[] = [];
  if (c.stems) {
    // (c.re finds the candidates; the stem decides.)
    // Lower case, ASCII only (every offset holds): a case-insensitive Unicode regex is slow.
    const lower = folded.replace(/[A-Z]+/gu, (w) => w.toLowerCase());
    for (const m of lower.matchAll(c.re!)) {
      const w = m[0];
      if (EN_NOT.test(w)) continue;
      const hit = c.stems.get(enStem(w));
      if (!hit) continue;
      // "close to 300" is near 300; "more than 30" and "less than half" give a figure, not a comparison.
      const after = lower.slice(m.index + w.length, m.index + w.length + 12);
      if (w === "close" && /^\s+to\b/u.test(after)) continue;
      // "no longer" / "any longer" is "not any more", "as long as" a condition, "in short" a summing up, "short of" a lack;
      // a capital "New" or "Old" names a place or a thing (New York, Old Trafford), no age.
      const before = lower.slice(Math.max(0, m.index - 5), m.index);
      if (w === "longer" && /\b(?:no|any)\s+$/u.test(before)) continue;
      if (w === "long" && (/^\s+(?:as|ago)\b/u.test(after) || /\bas\s+$/u.test(before))) continue;
      if (w === "short" && (/^\s+of\b/u.test(after) || /\bin\s+$/u.test(before))) continue;
      if (/^(?:new|old)$/u.test(w) && /[A-Z]/u.test(folded[m.index])) continue;
      if (/^(?:more|less|fewer|above|below|over|under)$/u.test(w) && /^\s+(?:than\s+)?(?:\d|a\s+(?:third|quarter|half|dozen)|half|one|two|three|four|five|six|seven|eight|nine|ten)/u.test(after)) continue;
      // Idioms with "more" and "less" that compare nothing: "more than makes up", "more and more", "more or less", "once more", "what's more".
      if (/^(?:more|less)$/u.test(w) && (/^\s+(?:than\s+(?:makes?|made|making|enough|ever|just|doubled|tripled)|and\s+(?:more|less)|or\s+less|importantly|often\s+than\s+not)\b/u.test(after) || /\b(?:once|any|no|what[’']s|much|even)\s+$/u.test(lower.slice(Math.max(0, m.index - 8), m.index)))) continue;
      // "three more years", "10 more staff": more of a count, not a comparison.
      if (/^(?:more|less|fewer)$/u.test(w) && /(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|thousand|dozen|few|several|many))\s+$/u.test(lower.slice(Math.max(0, m.index - 12), m.index))) continue;
      out.push({ start: m.index, end: m.index + w.length, ...hit });
    }
    return out;
  }
  for (const m of folded.matchAll(c.re!)) {
    if (m[0].length === 0) continue;
    let k = 1;
    while (m[k] === undefined) k++;
    out.push({ start: m.index, end: m.index + m[0].length, axis: (k - 1) >> 1, pole: ((k - 1) & 1) as 0 | 1 });
  }
  return out;
}
