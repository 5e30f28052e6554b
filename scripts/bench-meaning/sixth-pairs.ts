// Hand-written pairs of the sixth hold-out of bench:meaning (our own text, none of it
// from the corpus), written before the checker was changed in the round that built it
// (issue 16, antonym flips and ja/zh false alarms) and scored once before and once after.
//
// Six parallel stories told in each of the four languages (sales that rose and fell, a
// bid that failed, a drug trial, a law that allows and forbids, closed beaches, a charger
// test) and one "trap" story per language whose faithful rewrite swaps antonyms in ways
// that keep the meaning: "did not fail" → "passed", "was not rejected" → "accepted",
// "X after Y" → "before X, Y", "costs lower than planned" → "the budget was higher than
// what they spent". Rewrites reorder, split and merge sentences and say quantities with
// other constructions. Each pair has hand-written one-place changes: antonym (a word of
// change, evaluation, success, acceptance, permission, order or comparison swapped for
// its opposite; about a third of them use words outside the categories the lexicon was
// planned around: 완화/악화, 缓解/加剧, 和らぐ/強まる, halved, on schedule/late, avoid/choose,
// cheap/expensive), number, negation, quantifier, causal.
import type { Lang } from "../../lib/engine/types";
import type { Kind } from "./perturb";

export type SixthKind = "antonym" | Kind;
export const SIXTH_KINDS: readonly SixthKind[] = ["antonym", "number", "negation", "quantifier", "causal"];

export interface SixthChange {
  kind: SixthKind;
  /** A substring of the rewrite, found exactly once. */
  from: string;
  to: string;
}

export interface SixthPair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
  changes: SixthChange[];
}

const c = (kind: SixthKind, from: string, to: string): SixthChange => ({ kind, from, to });

const PAIRS: Omit<SixthPair, "id">[] = [
  // ── en ──
  {
    lang: "en",
    original: "Sales of electric bikes rose by 18% last year, while sales of petrol scooters fell. The city council accepted the plan for new charging points in March, and the first ten stations opened before the summer. Most riders said the new stations were safe and easy to use.",
    rewrite: "Petrol scooters sold less last year, whereas electric bikes gained 18%. In March the council approved the plan for new charging points; the first ten stations were running by June. The majority of riders found them safe and simple to use.",
    changes: [
      c("antonym", "electric bikes gained 18%", "electric bikes lost 18%"),
      c("antonym", "the council approved the plan", "the council turned down the plan"),
      c("antonym", "found them safe", "found them risky"),
      c("number", "the first ten stations", "the first twelve stations"),
      c("quantifier", "The majority of riders", "A minority of riders"),
      c("negation", "were running by June", "were not running by June"),
    ],
  },
  {
    lang: "en",
    original: "The company did not succeed in its bid for the harbour contract. Its offer was not accepted because it was more expensive than the rival one. The board has decided to try again next year, although only three of its seven members support the idea.",
    rewrite: "The harbour contract went to a rival: the company's bid failed, and its offer was rejected for costing more than the competing one. Even though just three of the seven board members back it, the board will bid again next year.",
    changes: [
      c("antonym", "the company's bid failed", "the company's bid succeeded"),
      c("antonym", "its offer was rejected", "its offer was accepted"),
      c("antonym", "for costing more than", "for costing less than"),
      c("number", "just three of the seven", "just four of the seven"),
      c("causal", "Even though just three", "Because just three"),
    ],
  },
  {
    lang: "en",
    original: "Before the renovation, the old station was closed to wheelchair users. Now every platform has a lift, and the number of daily passengers has doubled to about 4,000. Few people expected the work to finish on time, but it did.",
    rewrite: "The renovated station now has a lift on each platform, so wheelchair users, once shut out, can finally get in. Daily passenger numbers have doubled, reaching roughly 4,000. Against most expectations, the work was completed on schedule.",
    changes: [
      c("antonym", "the work was completed on schedule", "the work was completed late"),
      c("antonym", "have doubled", "have halved"),
      c("negation", "can finally get in", "still cannot get in"),
      c("number", "roughly 4,000", "roughly 6,000"),
      c("quantifier", "a lift on each platform", "a lift on some platforms"),
    ],
  },
  {
    lang: "en",
    original: "The new law allows small shops to open on Sundays but forbids them from selling alcohol after 10 pm. Because of this, many owners have increased their weekend staff. Prices, however, have not gone up.",
    rewrite: "Small shops may now trade on Sundays, though selling alcohol after 10 pm is banned. Many owners have hired more weekend staff as a result, and prices have stayed where they were.",
    changes: [
      c("antonym", "is banned", "is permitted"),
      c("antonym", "have hired more weekend staff", "have hired fewer weekend staff"),
      c("antonym", "prices have stayed where they were", "prices have climbed"),
      c("negation", "Small shops may now trade", "Small shops may no longer trade"),
      c("number", "after 10 pm", "after 11 pm"),
      c("causal", "Many owners have hired more weekend staff as a result", "Many owners have nonetheless hired more weekend staff"),
      c("quantifier", "Many owners", "A handful of owners"),
    ],
  },
  {
    lang: "en",
    original: "The river was higher than usual this spring, and the water was too dirty to swim in. The town therefore closed both beaches until the end of June. Nearly all residents agreed with the decision.",
    rewrite: "With the river above its normal level this spring and the water unfit for swimming, the town shut its two beaches through the end of June, a move almost every resident supported.",
    changes: [
      c("antonym", "above its normal level", "below its normal level"),
      c("antonym", "the town shut its two beaches", "the town reopened its two beaches"),
      c("antonym", "almost every resident supported", "almost every resident opposed"),
      c("negation", "the water unfit for swimming", "the water fit for swimming"),
      c("number", "its two beaches", "its three beaches"),
      c("quantifier", "almost every resident", "hardly any resident"),
    ],
  },
  {
    lang: "en",
    original: "Our test showed that the cheaper charger heats up quickly and stops working after about 40 cycles. The more expensive model stayed cool and survived 500 cycles. We do not recommend the cheaper one.",
    rewrite: "The budget charger got hot fast in our test and died after roughly 40 cycles, while the pricier model kept cool through 500. Our advice is to avoid the budget one.",
    changes: [
      c("antonym", "kept cool through 500", "ran hot through 500"),
      c("antonym", "Our advice is to avoid the budget one.", "Our advice is to choose the budget one."),
      c("antonym", "got hot fast", "got hot slowly"),
      c("number", "roughly 40 cycles", "roughly 60 cycles"),
    ],
  },
  {
    lang: "en",
    original: "The team tested the engine after they had replaced the filter. The test did not fail, and the report was not rejected by the inspectors. Costs were lower than planned.",
    rewrite: "Before testing the engine, the team replaced the filter. The test passed, and the inspectors accepted the report. The budget was higher than what they spent.",
    changes: [
      c("antonym", "The test passed", "The test failed"),
      c("antonym", "the inspectors accepted the report", "the inspectors rejected the report"),
      c("antonym", "The budget was higher than what they spent", "The budget was lower than what they spent"),
      c("antonym", "Before testing the engine", "After testing the engine"),
    ],
  },
  // ── ko ──
  {
    lang: "ko",
    original: "지난해 전기자전거 판매는 18% 증가했지만 휘발유 스쿠터 판매는 감소했다. 시의회는 3월에 충전소 설치 계획을 승인했고, 첫 충전소 10곳이 여름 전에 문을 열었다. 이용자 대부분은 새 충전소가 안전하고 편리하다고 답했다.",
    rewrite: "휘발유 스쿠터가 덜 팔리는 사이 전기자전거 판매는 작년에 18% 늘었다. 3월 시의회 승인을 받은 계획에 따라 6월까지 충전소 10곳이 운영을 시작했다. 이용자 다수가 안전하고 쓰기 편하다고 평가했다.",
    changes: [
      c("antonym", "전기자전거 판매는 작년에 18% 늘었다", "전기자전거 판매는 작년에 18% 줄었다"),
      c("antonym", "3월 시의회 승인을 받은", "3월 시의회에서 부결된"),
      c("antonym", "안전하고 쓰기 편하다고", "위험하고 쓰기 편하다고"),
      c("number", "충전소 10곳이", "충전소 12곳이"),
      c("quantifier", "이용자 다수가", "이용자 소수가"),
      c("negation", "운영을 시작했다", "운영을 시작하지 못했다"),
    ],
  },
  {
    lang: "ko",
    original: "회사는 항만 공사 입찰에서 성공하지 못했다. 경쟁사보다 가격이 비쌌기 때문에 제안이 받아들여지지 않았다. 이사회는 내년에 다시 도전하기로 했지만, 이사 7명 중 3명만 찬성했다.",
    rewrite: "항만 공사 입찰은 실패로 끝났다. 경쟁사보다 비싼 가격 탓에 회사의 제안은 거절당했다. 이사 7명 가운데 찬성은 3명뿐이었는데도 이사회는 내년 재도전을 결정했다.",
    changes: [
      c("antonym", "입찰은 실패로 끝났다", "입찰은 성공으로 끝났다"),
      c("antonym", "회사의 제안은 거절당했다", "회사의 제안은 채택됐다"),
      c("antonym", "경쟁사보다 비싼 가격 탓에", "경쟁사보다 싼 가격 탓에"),
      c("number", "찬성은 3명뿐이었는데도", "찬성은 5명뿐이었는데도"),
      c("causal", "비싼 가격 탓에", "비싼 가격에도 불구하고"),
    ],
  },
  {
    lang: "ko",
    original: "이 약을 먹은 환자들은 통증이 줄었고 부작용도 거의 없었다. 연구진은 효과가 6개월 동안 지속되었다고 밝혔다. 다만 참가자 40명 중 일부는 두통을 호소했다.",
    rewrite: "연구진에 따르면 이 약의 효과는 반년간 이어졌다. 복용한 환자들의 통증은 완화됐고 부작용은 드물었다. 그렇지만 참가자 40명 가운데 몇몇은 두통을 겪었다.",
    changes: [
      c("antonym", "통증은 완화됐고", "통증은 악화됐고"),
      c("number", "참가자 40명 가운데", "참가자 60명 가운데"),
      c("quantifier", "부작용은 드물었다", "부작용은 흔했다"),
      c("negation", "효과는 반년간 이어졌다", "효과는 반년간 이어지지 않았다"),
      c("quantifier", "몇몇은 두통을", "대부분은 두통을"),
    ],
  },
  {
    lang: "ko",
    original: "새 법은 작은 가게가 일요일에 문을 여는 것을 허용하지만, 밤 10시 이후 술 판매는 금지한다. 그래서 많은 가게 주인이 주말 직원을 늘렸다. 그러나 가격은 오르지 않았다.",
    rewrite: "이제 작은 가게도 일요일 영업이 가능해졌다. 단, 밤 10시가 넘으면 술을 팔 수 없다. 이에 따라 주말 직원을 늘린 점주가 많았고, 가격은 그대로 유지됐다.",
    changes: [
      c("negation", "일요일 영업이 가능해졌다", "일요일 영업이 불가능해졌다"),
      c("antonym", "주말 직원을 늘린 점주가", "주말 직원을 줄인 점주가"),
      c("number", "밤 10시가 넘으면", "밤 11시가 넘으면"),
      c("antonym", "가격은 그대로 유지됐다", "가격은 크게 올랐다"),
      c("quantifier", "점주가 많았고", "점주가 드물었고"),
      c("causal", "이에 따라 주말", "그럼에도 주말"),
    ],
  },
  {
    lang: "ko",
    original: "올봄 강물이 평소보다 높았고 수질도 나빠서 수영을 할 수 없었다. 그래서 군은 6월 말까지 해수욕장 두 곳을 닫았다. 주민 거의 모두가 이 결정에 찬성했다.",
    rewrite: "수위가 예년보다 올라간 데다 물까지 탁해 올봄엔 수영이 불가능했다. 이 때문에 군은 두 해수욕장을 6월 말까지 폐쇄했고, 주민들은 사실상 전원이 이를 지지했다.",
    changes: [
      c("antonym", "수위가 예년보다 올라간", "수위가 예년보다 내려간"),
      c("antonym", "6월 말까지 폐쇄했고", "6월 말까지 개방했고"),
      c("antonym", "전원이 이를 지지했다", "전원이 이를 반대했다"),
      c("number", "6월 말까지", "7월 말까지"),
      c("causal", "이 때문에 군은", "그런데도 군은"),
      c("quantifier", "사실상 전원이", "일부가"),
    ],
  },
  {
    lang: "ko",
    original: "시험 결과 저가 충전기는 빨리 뜨거워졌고 약 40회 충전 후 고장 났다. 고가 모델은 열이 나지 않았고 500회를 버텼다. 우리는 저가 제품을 추천하지 않는다.",
    rewrite: "테스트에서 저가 충전기는 금세 과열됐고 40회 남짓 쓰자 망가졌다. 반면 고가 모델은 500회 내내 시원했다. 저가 제품은 피하길 권한다.",
    changes: [
      c("antonym", "500회 내내 시원했다", "500회 내내 뜨거웠다"),
      c("antonym", "저가 제품은 피하길 권한다", "저가 제품을 고르길 권한다"),
      c("number", "40회 남짓", "80회 남짓"),
      c("antonym", "금세 과열됐고", "천천히 과열됐고"),
    ],
  },
  {
    lang: "ko",
    original: "팀은 필터를 교체한 뒤에 엔진을 시험했다. 시험은 실패하지 않았고, 검사관들은 보고서를 거부하지 않았다. 비용은 계획보다 낮았다.",
    rewrite: "엔진 시험에 앞서 팀은 필터부터 바꿨다. 시험은 성공했고 검사관들은 보고서를 받아들였다. 예산이 실제 지출보다 높았다.",
    changes: [
      c("antonym", "시험은 성공했고", "시험은 실패했고"),
      c("antonym", "보고서를 받아들였다", "보고서를 거부했다"),
      c("antonym", "실제 지출보다 높았다", "실제 지출보다 낮았다"),
    ],
  },
  // ── zh ──
  {
    lang: "zh",
    original: "去年电动自行车销量增长了18%，而汽油摩托车销量下降。市议会三月批准了新建充电站的计划，首批10个充电站在夏天之前开放。大多数骑手认为新充电站安全又方便。",
    rewrite: "汽油摩托车卖得越来越少，电动自行车的销量去年却上涨了18%。根据市议会三月通过的计划，首批10座充电站在六月前投入使用。多数骑手评价它们安全、好用。",
    changes: [
      c("antonym", "销量去年却上涨了18%", "销量去年却下跌了18%"),
      c("antonym", "市议会三月通过的计划", "市议会三月否决的计划"),
      c("antonym", "安全、好用", "危险、好用"),
      c("number", "首批10座充电站", "首批15座充电站"),
      c("quantifier", "多数骑手", "少数骑手"),
      c("negation", "在六月前投入使用", "在六月前未投入使用"),
    ],
  },
  {
    lang: "zh",
    original: "公司没有赢得港口工程的合同。因为报价比对手高，它的方案没有被采纳。董事会决定明年再试，虽然七名董事中只有三人支持。",
    rewrite: "港口工程的竞标以失败告终：公司报价高于对手，方案遭到拒绝。尽管七名董事里仅三人赞成，董事会仍决定明年再次投标。",
    changes: [
      c("antonym", "竞标以失败告终", "竞标以成功告终"),
      c("antonym", "方案遭到拒绝", "方案获得接受"),
      c("antonym", "公司报价高于对手", "公司报价低于对手"),
      c("number", "仅三人赞成", "仅四人赞成"),
      c("causal", "尽管七名董事里仅三人赞成", "由于七名董事里仅三人赞成"),
    ],
  },
  {
    lang: "zh",
    original: "服用这种药的病人疼痛减轻了，几乎没有副作用。研究人员说，效果持续了六个月。不过，40名参与者中有一些人出现了头痛。",
    rewrite: "据研究人员介绍，这种药的效果维持了半年。患者服药后疼痛有所缓解，副作用极少。但在40名参与者里，有部分人反映头痛。",
    changes: [
      c("antonym", "疼痛有所缓解", "疼痛有所加剧"),
      c("number", "在40名参与者里", "在60名参与者里"),
      c("quantifier", "副作用极少", "副作用很多"),
      c("quantifier", "有部分人反映头痛", "大多数人反映头痛"),
      c("negation", "效果维持了半年", "效果没能维持半年"),
    ],
  },
  {
    lang: "zh",
    original: "新法律允许小商店周日营业，但禁止晚上10点以后卖酒。因此，许多店主增加了周末员工。不过价格没有上涨。",
    rewrite: "小商店如今周日也能开门，只是晚上10点后不得售酒。不少店主为此多雇了周末人手，而物价保持不变。",
    changes: [
      c("negation", "小商店如今周日也能开门", "小商店如今周日不能开门"),
      c("antonym", "多雇了周末人手", "少雇了周末人手"),
      c("number", "晚上10点后", "晚上9点后"),
      c("antonym", "物价保持不变", "物价明显上涨"),
      c("causal", "不少店主为此多雇了", "不少店主尽管如此仍多雇了"),
      c("quantifier", "不少店主", "极少数店主"),
    ],
  },
  {
    lang: "zh",
    original: "今年春天河水比往常高，水质太差，不能游泳。因此，镇政府关闭了两个海滩，直到六月底。几乎所有居民都赞成这个决定。",
    rewrite: "由于春季河水水位偏高、水质不适合游泳，镇里把两处海滩封闭到了六月底，这一做法得到了几乎全体居民的支持。",
    changes: [
      c("antonym", "河水水位偏高", "河水水位偏低"),
      c("antonym", "镇里把两处海滩封闭到了六月底", "镇里把两处海滩开放到了六月底"),
      c("antonym", "得到了几乎全体居民的支持", "遭到了几乎全体居民的反对"),
      c("number", "两处海滩", "三处海滩"),
      c("causal", "由于春季河水", "虽然春季河水"),
    ],
  },
  {
    lang: "zh",
    original: "测试显示，便宜的充电器很快发热，大约40次充电后就坏了。贵的型号一直保持凉爽，撑过了500次。我们不推荐便宜的那款。",
    rewrite: "在我们的测试中，低价充电器升温很快，用了40次左右便报废；高价型号则始终不烫，坚持了500次。建议避开低价款。",
    changes: [
      c("antonym", "低价充电器升温很快", "低价充电器升温很慢"),
      c("antonym", "建议避开低价款", "建议选择低价款"),
      c("number", "坚持了500次", "坚持了300次"),
      c("negation", "高价型号则始终不烫", "高价型号则始终很烫"),
    ],
  },
  {
    lang: "zh",
    original: "团队在更换过滤器之后测试了发动机。测试没有失败，检查员也没有拒绝这份报告。成本低于计划。",
    rewrite: "测试发动机之前，团队先换了过滤器。测试成功了，检查员接受了报告。预算比实际花费要高。",
    changes: [
      c("antonym", "测试成功了", "测试失败了"),
      c("antonym", "检查员接受了报告", "检查员拒绝了报告"),
      c("antonym", "预算比实际花费要高", "预算比实际花费要低"),
      c("antonym", "测试发动机之前", "测试发动机之后"),
    ],
  },
  // ── ja ──
  {
    lang: "ja",
    original: "昨年、電動自転車の販売は18%増加したが、ガソリンスクーターの販売は減少した。市議会は3月に充電所の設置計画を承認し、最初の10か所が夏の前に開業した。利用者の大半は、新しい充電所は安全で使いやすいと答えた。",
    rewrite: "ガソリンスクーターが売れなくなる一方、電動自転車は昨年18%伸びた。3月に市議会の承認を得た計画に沿って、6月までに充電所10か所が稼働を始めた。利用者の多くが安全で便利だと評価している。",
    changes: [
      c("antonym", "電動自転車は昨年18%伸びた", "電動自転車は昨年18%落ち込んだ"),
      c("antonym", "市議会の承認を得た", "市議会で否決された"),
      c("antonym", "安全で便利だと", "危険で便利だと"),
      c("number", "充電所10か所が", "充電所14か所が"),
      c("quantifier", "利用者の多くが", "利用者のごく一部が"),
      c("negation", "稼働を始めた", "稼働を始めていない"),
    ],
  },
  {
    lang: "ja",
    original: "会社は港湾工事の入札に成功しなかった。競合より価格が高かったため、提案は受け入れられなかった。取締役会は来年再挑戦することにしたが、取締役7人のうち賛成したのは3人だけだった。",
    rewrite: "港湾工事の入札は失敗に終わった。競合を上回る価格がネックとなり、提案は却下された。取締役7人中賛成は3人にとどまったものの、取締役会は来年の再挑戦を決めた。",
    changes: [
      c("antonym", "入札は失敗に終わった", "入札は成功に終わった"),
      c("antonym", "提案は却下された", "提案は採用された"),
      c("antonym", "競合を上回る価格", "競合を下回る価格"),
      c("number", "賛成は3人にとどまった", "賛成は5人にとどまった"),
      c("causal", "賛成は3人にとどまったものの", "賛成は3人にとどまったため"),
    ],
  },
  {
    lang: "ja",
    original: "この薬を飲んだ患者は痛みが減り、副作用もほとんどなかった。研究チームによると、効果は6か月続いた。ただし、参加者40人のうち一部は頭痛を訴えた。",
    rewrite: "研究チームの説明では、この薬の効き目は半年間持続した。服用した患者の痛みは和らぎ、副作用はまれだった。とはいえ、参加者40人の中には頭痛を訴えた人もいた。",
    changes: [
      c("antonym", "痛みは和らぎ", "痛みは強まり"),
      c("number", "参加者40人の中には", "参加者50人の中には"),
      c("quantifier", "副作用はまれだった", "副作用は頻繁だった"),
      c("negation", "効き目は半年間持続した", "効き目は半年間持続しなかった"),
      c("causal", "とはいえ、参加者", "そのため、参加者"),
    ],
  },
  {
    lang: "ja",
    original: "新しい法律は小さな店の日曜営業を認めるが、夜10時以降の酒類販売は禁止する。そのため、多くの店主が週末の従業員を増やした。しかし、価格は上がっていない。",
    rewrite: "小さな店でも日曜に営業できるようになった。ただし夜10時を過ぎたら酒は売れない。これを受けて週末のスタッフを増員した店主は多く、価格は据え置かれている。",
    changes: [
      c("antonym", "週末のスタッフを増員した", "週末のスタッフを削減した"),
      c("number", "夜10時を過ぎたら", "夜11時を過ぎたら"),
      c("antonym", "価格は据え置かれている", "価格は上昇している"),
      c("quantifier", "店主は多く", "店主は少なく"),
      c("negation", "日曜に営業できるようになった", "日曜に営業できなくなった"),
    ],
  },
  {
    lang: "ja",
    original: "今年の春は川の水位が普段より高く、水も汚れていて泳げなかった。そのため町は6月末まで二つの海水浴場を閉鎖した。住民のほぼ全員がこの決定に賛成した。",
    rewrite: "この春は川が増水し、水質も悪く遊泳は不可能だった。これを理由に町は二つの海水浴場を6月末まで閉じ、ほぼすべての住民がその判断を支持した。",
    changes: [
      c("antonym", "川が増水し", "川が減水し"),
      c("antonym", "6月末まで閉じ", "6月末まで開放し"),
      c("antonym", "その判断を支持した", "その判断に反対した"),
      c("number", "二つの海水浴場", "三つの海水浴場"),
      c("causal", "これを理由に町は", "それにもかかわらず町は"),
      c("quantifier", "ほぼすべての住民が", "一部の住民が"),
    ],
  },
  {
    lang: "ja",
    original: "テストでは、安い充電器はすぐに熱くなり、約40回の充電で壊れた。高いモデルは熱くならず、500回もった。安い方はおすすめしない。",
    rewrite: "試験の結果、低価格の充電器は短時間で発熱し、40回前後で故障した。一方で高価格モデルは500回使っても冷えたままだった。低価格品は避けた方がよい。",
    changes: [
      c("antonym", "冷えたままだった", "熱いままだった"),
      c("antonym", "低価格品は避けた方がよい", "低価格品を選んだ方がよい"),
      c("number", "40回前後で故障した", "70回前後で故障した"),
      c("antonym", "短時間で発熱し", "長時間かけて発熱し"),
    ],
  },
  {
    lang: "ja",
    original: "チームはフィルターを交換した後でエンジンを試験した。試験は失敗せず、検査官も報告書を拒否しなかった。費用は計画より低かった。",
    rewrite: "エンジンの試験に先立ち、チームはまずフィルターを替えた。試験は成功し、検査官は報告書を受理した。予算の方が実際の支出より高かった。",
    changes: [
      c("antonym", "試験は成功し", "試験は失敗し"),
      c("antonym", "報告書を受理した", "報告書を拒否した"),
      c("antonym", "実際の支出より高かった", "実際の支出より低かった"),
    ],
  },
];

export const SIXTH_PAIRS: SixthPair[] = PAIRS.map((p, i) => ({ ...p, id: `sixth-${p.lang}-${String(i + 1).padStart(2, "0")}` }));

export const withSixthChange = (p: SixthPair, ch: SixthChange): string => p.rewrite.replace(ch.from, ch.to);
