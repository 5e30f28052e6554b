// Hand-written pairs of the twelfth hold-out of bench:meaning (our own text, none of it from the
// corpus), written before the checker was changed in the round that built it (issue 16, twelfth
// round) and without opening lib/meaning; scored once, blind, on main.
//
// Genres none of the earlier sets has: an insurance policy, an airline notice, a lab protocol, a
// product recall, a school notice, tax guidance, a museum label, a court summary, software release
// notes, a weather advisory, a property listing, a clinical trial summary — one of each per
// language. Each text is rewritten as an LLM humanizer would: sentences reordered, split and
// merged, numbers in another notation (1,000 → 一千, 24 months = 两年, 48小时 → 两天, 3,000円 → 三千円,
// 14:00 → 下午两点, "two weeks" for 14 days), voice changed, a prohibition said by a word
// (対象外, 기각됐다, 禁止). Each change is one place, written as a saboteur would: a figure, a
// unit or a magnitude; a negation added or dropped, or said by an opposite verb; a quantifier moved
// to another class; a cause turned concessive (or the reverse); a name or place swapped; a date or
// time moved.
import type { Lang } from "../../lib/engine/types";

export type TwelfthKind = "number" | "negation" | "quantifier" | "causal" | "entity" | "date";
export const TWELFTH_KINDS: readonly TwelfthKind[] = ["number", "negation", "quantifier", "causal", "entity", "date"];

export interface TwelfthChange {
  kind: TwelfthKind;
  /** A substring of the rewrite, found exactly once. */
  from: string;
  to: string;
}

export interface TwelfthPair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
  changes: TwelfthChange[];
}

const c = (kind: TwelfthKind, from: string, to: string): TwelfthChange => ({ kind, from, to });

const PAIRS: Omit<TwelfthPair, "id">[] = [
  // ── en ──
  {
    // an insurance policy
    lang: "en",
    original: "The policy covers water damage caused by burst pipes, but it does not cover flooding from rivers. Claims must be filed within 14 days of the incident. The excess is $500 per claim. All members of the household are insured.",
    rewrite: "Every member of the household is insured under this policy. If a pipe bursts, the water damage it causes is covered; river flooding, however, is excluded. You have two weeks from the incident to file a claim, and each claim carries a $500 excess.",
    changes: [
      c("number", "$500 excess", "$50 excess"),
      c("number", "two weeks from", "three weeks from"),
      c("negation", "is excluded", "is included"),
      c("quantifier", "Every member of the household", "Most members of the household"),
      c("causal", "If a pipe bursts,", "Even though a pipe bursts,"),
      c("entity", "river flooding", "storm flooding"),
    ],
  },
  {
    // an airline notice
    lang: "en",
    original: "Flight BA 214 to Lisbon on 3 May is cancelled because of a crew strike. Passengers will be rebooked on the next available flight at no extra cost. Those who prefer a refund can request one online within 30 days.",
    rewrite: "Flight BA 214 to Lisbon, scheduled for May 3, has been cancelled owing to a crew strike. We will not charge anything extra when we move you to the next flight with free seats. If you would rather have your money back, ask for a refund on our website within thirty days.",
    changes: [
      c("date", "May 3", "May 8"),
      c("entity", "to Lisbon", "to Porto"),
      c("causal", "owing to a crew strike", "despite a crew strike"),
      c("negation", "We will not charge", "We will charge"),
      c("number", "within thirty days", "within thirteen days"),
    ],
  },
  {
    // a lab protocol
    lang: "en",
    original: "All tubes must be labelled before the run. Centrifuge the samples at 4,000 rpm for 10 minutes. Keep the centrifuge at 4°C, since the enzyme degrades when warm. Do not freeze the supernatant; store it on ice and use it within two hours.",
    rewrite: "Label every tube before you start. Spin the samples for ten minutes at 4000 rpm, keeping the centrifuge at 4 °C because the enzyme breaks down at warmer temperatures. Keep the supernatant on ice rather than freezing it, and use it within 2 hours.",
    changes: [
      c("number", "4000 rpm", "400 rpm"),
      c("number", "ten minutes", "ten seconds"),
      c("number", "within 2 hours", "within 2 days"),
      c("negation", "rather than freezing it", "after freezing it"),
      c("quantifier", "Label every tube", "Label a few tubes"),
      c("causal", "because the enzyme breaks down", "although the enzyme breaks down"),
    ],
  },
  {
    // a product recall
    lang: "en",
    original: "Brightline is recalling 12,000 electric kettles sold between January and March 2025 because the handle can overheat. Customers should stop using the kettle immediately. A full refund is available at any store, even without a receipt.",
    rewrite: "Because their handles may get too hot, twelve thousand Brightline electric kettles sold from January to March 2025 are being recalled. If you own one, stop using it right away. Every store will give you your money back in full, and you don't need a receipt.",
    changes: [
      c("number", "twelve thousand", "twelve hundred"),
      c("entity", "Brightline", "Brightway"),
      c("date", "from January to March 2025", "from January to May 2025"),
      c("negation", "you don't need a receipt", "you need a receipt"),
      c("quantifier", "Every store", "Some stores"),
      c("causal", "Because their handles may get too hot", "Although their handles may get too hot"),
    ],
  },
  {
    // a school notice
    lang: "en",
    original: "School will close early at 1 p.m. on Friday, 14 November, for staff training. Buses will leave at 1:15. Lunch will still be served to all pupils. Parents who cannot collect their children can use the after-school club for free.",
    rewrite: "On Friday 14 November, classes end at 1 p.m. so that staff can attend training. The buses depart fifteen minutes later. Every pupil will still get lunch. If you are unable to pick your child up, the after-school club is available at no charge.",
    changes: [
      c("date", "Friday 14 November", "Friday 21 November"),
      c("number", "fifteen minutes later", "fifty minutes later"),
      c("quantifier", "Every pupil", "Only some pupils"),
      c("negation", "If you are unable to pick", "If you are able to pick"),
      c("causal", "so that staff can attend training", "although staff will attend training"),
    ],
  },
  {
    // tax guidance
    lang: "en",
    original: "You must file your return by 31 January if you earned more than £1,000 from self-employment. Late returns incur a £100 penalty, even if no tax is owed. Most pensioners do not need to file.",
    rewrite: "Anyone whose self-employment income topped £1000 has to submit a return no later than 31 January. The penalty for filing late is £100, and it applies whether or not you owe tax. The majority of pensioners are not required to file.",
    changes: [
      c("date", "31 January", "31 March"),
      c("number", "£1000", "£10000"),
      c("number", "is £100, and", "is £300, and"),
      c("quantifier", "The majority of pensioners", "A few pensioners"),
      c("negation", "are not required to file", "are required to file"),
    ],
  },
  {
    // a museum label
    lang: "en",
    original: "This bronze mirror was made in China during the Han dynasty, around 100 BC. It was found in 1932 in a tomb near Luoyang. The back is decorated with four dragons. It was never used; it was made only for burial.",
    rewrite: "Found near Luoyang in a tomb in 1932, this bronze mirror dates from the Han dynasty, roughly 100 BC. Four dragons decorate its back. Made purely as a burial object, it was not used by anyone.",
    changes: [
      c("entity", "Han dynasty", "Tang dynasty"),
      c("entity", "near Luoyang", "near Xi'an"),
      c("date", "in 1932", "in 1923"),
      c("number", "Four dragons", "Two dragons"),
      c("negation", "it was not used by anyone", "it was used by someone"),
    ],
  },
  {
    // a court summary
    lang: "en",
    original: "The court ruled that the landlord had breached the contract because he failed to repair the roof for six months. The tenant was awarded £4,500 in damages. The judge rejected the landlord's claim that the tenant had caused the leak.",
    rewrite: "The court found the landlord in breach of contract, since he left the roof unrepaired for half a year. The judge awarded the tenant £4500 and dismissed the landlord's argument that the leak was the tenant's fault.",
    changes: [
      c("causal", "since he left", "even though he left"),
      c("number", "half a year", "half a month"),
      c("number", "£4500", "£450"),
      c("negation", "dismissed the landlord's argument", "accepted the landlord's argument"),
      c("entity", "awarded the tenant", "awarded the landlord"),
    ],
  },
  {
    // software release notes
    lang: "en",
    original: "Version 3.2 fixes a crash that occurred when opening large files. Sync is now twice as fast. Windows 7 is no longer supported. All users should update, because the old version has a security flaw.",
    rewrite: "With version 3.2, opening a big file no longer makes the app crash. Syncing takes half the time it used to. Support for Windows 7 has been dropped. Since the previous release contains a security hole, everyone is advised to upgrade.",
    changes: [
      c("number", "version 3.2", "version 3.1"),
      c("number", "half the time", "a third of the time"),
      c("entity", "Windows 7", "Windows 8"),
      c("negation", "no longer makes the app crash", "still makes the app crash"),
      c("causal", "Since the previous release", "Although the previous release"),
      c("quantifier", "everyone is advised", "a few users are advised"),
    ],
  },
  {
    // a weather advisory
    lang: "en",
    original: "A yellow warning for heavy rain is in place from 6 p.m. on Tuesday until noon on Wednesday. Up to 50 mm of rain could fall in some areas. Drivers should avoid flooded roads. The warning does not cover the coast.",
    rewrite: "From Tuesday at 18:00 until 12:00 on Wednesday, a yellow heavy-rain warning applies. Parts of the region may see as much as 50 millimetres. Motorists are urged to keep away from roads under water. Coastal areas are not included in the warning.",
    changes: [
      c("date", "Tuesday at 18:00", "Tuesday at 08:00"),
      c("date", "on Wednesday", "on Thursday"),
      c("number", "50 millimetres", "50 centimetres"),
      c("quantifier", "Parts of the region", "All of the region"),
      c("negation", "are not included", "are included"),
      c("entity", "a yellow heavy-rain warning", "an amber heavy-rain warning"),
    ],
  },
  {
    // a property listing
    lang: "en",
    original: "A three-bedroom house in Elm Street, built in 1998, for sale at $420,000. The garden faces south. There is no garage, but street parking is free. The kitchen was renovated last year.",
    rewrite: "For sale: a 3-bed home on Elm Street dating from 1998, asking price $420k. It has a south-facing garden and a kitchen that was redone last year. Parking on the street costs nothing, although the house lacks a garage.",
    changes: [
      c("number", "3-bed", "4-bed"),
      c("number", "$420k", "$240k"),
      c("date", "from 1998", "from 1989"),
      c("entity", "Elm Street", "Oak Street"),
      c("negation", "lacks a garage", "has a garage"),
      c("causal", "costs nothing, although", "costs nothing, because"),
    ],
  },
  {
    // a clinical trial summary
    lang: "en",
    original: "In the trial, 240 patients with mild asthma took the new inhaler for 12 weeks. Attacks fell by 30% compared with placebo. No serious side effects were reported, although a few patients had headaches. The results were published in March 2024.",
    rewrite: "Two hundred and forty people with mild asthma used the new inhaler for twelve weeks. Compared with those on placebo, they had 30 percent fewer attacks. A handful of patients reported headaches, but there were no serious side effects. The findings appeared in March 2024.",
    changes: [
      c("number", "Two hundred and forty", "Two hundred and fourteen"),
      c("number", "twelve weeks", "twelve days"),
      c("negation", "30 percent fewer attacks", "30 percent more attacks"),
      c("quantifier", "A handful of patients", "Most patients"),
      c("negation", "there were no serious side effects", "there were serious side effects"),
      c("date", "March 2024", "March 2014"),
      c("causal", "headaches, but there", "headaches, so there"),
    ],
  },
  // ── ko ──
  {
    // an insurance policy
    lang: "ko",
    original: "이 보험은 해외여행 중 발생한 질병과 상해를 모두 보장합니다. 다만 기존 질환으로 인한 치료비는 보장하지 않습니다. 보험금은 청구 후 7일 이내에 지급되며, 자기부담금은 3만 원입니다.",
    rewrite: "해외여행 도중 생긴 병이나 다친 경우는 모두 보상 대상입니다. 보험금은 청구하신 날부터 일주일 안에 지급되고, 본인이 부담하실 금액은 30,000원입니다. 가입 전부터 앓던 질환 때문에 받은 치료는 보상되지 않습니다.",
    changes: [
      c("number", "일주일 안에", "한 달 안에"),
      c("number", "30,000원", "50,000원"),
      c("negation", "보상되지 않습니다", "보상됩니다"),
      c("causal", "앓던 질환 때문에", "앓던 질환이 있는데도"),
      c("entity", "해외여행 도중", "국내여행 도중"),
      c("quantifier", "경우는 모두", "경우는 일부만"),
    ],
  },
  {
    // an airline notice
    lang: "ko",
    original: "7월 12일 김포발 제주행 KE1203편이 태풍 때문에 결항되었습니다. 승객 전원은 다음 날 첫 항공편으로 무료로 변경해 드립니다. 환불을 원하시면 수수료 없이 전액 환불됩니다.",
    rewrite: "태풍의 영향으로 7월 12일 김포에서 제주로 가는 KE1203편 운항이 취소되었습니다. 모든 승객분들께는 이튿날 첫 비행기로 추가 비용 없이 바꿔 드립니다. 환불을 요청하시는 경우 수수료를 떼지 않고 전액을 돌려 드립니다.",
    changes: [
      c("date", "7월 12일", "7월 21일"),
      c("entity", "제주로", "부산으로"),
      c("causal", "태풍의 영향으로", "태풍에도 불구하고"),
      c("quantifier", "모든 승객분들께는", "일부 승객분들께는"),
      c("negation", "수수료를 떼지 않고", "수수료를 떼고"),
      c("date", "이튿날 첫", "사흘 뒤 첫"),
    ],
  },
  {
    // a lab protocol
    lang: "ko",
    original: "시료는 변성되기 쉬우므로 영하 80도에서 보관하고, 해동은 한 번만 해야 한다. 원심분리는 3,000rpm에서 15분 동안 실시한다. 모든 시료에는 실험 전에 번호를 붙인다.",
    rewrite: "실험을 시작하기 전, 시료마다 빠짐없이 번호를 매긴다. 변성이 잘 일어나기 때문에 보관 온도는 -80℃로 하고, 두 번 이상 녹이지 않는다. 분당 3000회전으로 십오 분간 원심분리한다.",
    changes: [
      c("number", "-80℃", "-20℃"),
      c("number", "십오 분간", "오십 분간"),
      c("number", "3000회전", "300회전"),
      c("quantifier", "시료마다 빠짐없이", "시료 몇 개에만"),
      c("causal", "일어나기 때문에", "일어나지만"),
      c("negation", "두 번 이상 녹이지 않는다", "두 번 이상 녹여도 된다"),
    ],
  },
  {
    // a product recall
    lang: "ko",
    original: "한빛전자는 2024년에 판매된 보조배터리 5만 개를 리콜한다. 과열로 화재가 날 수 있기 때문이다. 구매자는 영수증이 없어도 전국 모든 매장에서 교환받을 수 있다.",
    rewrite: "과열되면 불이 붙을 위험이 있어, 한빛전자가 2024년 판매분 보조배터리 50,000개를 회수하기로 했다. 영수증을 갖고 있지 않더라도 구입한 사람은 전국 어느 매장에서나 새 제품으로 바꿀 수 있다.",
    changes: [
      c("entity", "한빛전자가", "한별전자가"),
      c("date", "2024년", "2023년"),
      c("number", "50,000개", "5,000개"),
      c("causal", "위험이 있어,", "위험이 있는데도,"),
      c("negation", "갖고 있지 않더라도", "갖고 있어야"),
      c("quantifier", "어느 매장에서나", "일부 매장에서만"),
    ],
  },
  {
    // a school notice
    lang: "ko",
    original: "10월 5일 금요일은 개교기념일이라 수업이 없습니다. 방과후 교실도 운영하지 않습니다. 급식은 다음 주 월요일부터 정상 제공되며, 전교생이 참여하는 운동회는 10월 12일에 열립니다.",
    rewrite: "개교기념일인 10월 5일(금)에는 휴업합니다. 이날 방과후 교실 역시 쉽니다. 전교생이 함께하는 운동회는 10월 12일에 개최되고, 급식은 그다음 주 월요일부터 평소대로 나옵니다.",
    changes: [
      c("date", "10월 5일(금)", "10월 6일(금)"),
      c("date", "10월 12일에", "10월 21일에"),
      c("negation", "휴업합니다", "정상 수업합니다"),
      c("negation", "교실 역시 쉽니다", "교실은 엽니다"),
      c("quantifier", "전교생이 함께하는", "일부 학년만 함께하는"),
      c("entity", "운동회는", "학예회는"),
    ],
  },
  {
    // tax guidance
    lang: "ko",
    original: "연 소득이 2,400만 원 이하인 근로자는 근로장려금을 신청할 수 있다. 신청 기간은 5월 1일부터 31일까지이다. 기한을 넘기면 지급액의 10%가 줄어든다.",
    rewrite: "근로장려금은 1년 소득이 이천사백만 원을 넘지 않는 근로자라면 신청 가능하다. 5월 한 달 동안, 즉 1일부터 31일까지 접수한다. 마감일이 지난 뒤 신청하면 받을 돈이 10퍼센트 깎인다.",
    changes: [
      c("number", "이천사백만 원", "사천이백만 원"),
      c("negation", "넘지 않는", "넘는"),
      c("date", "5월 한 달", "6월 한 달"),
      c("number", "10퍼센트", "30퍼센트"),
      c("quantifier", "근로자라면", "근로자 가운데 일부만"),
    ],
  },
  {
    // a museum label
    lang: "ko",
    original: "이 청자 매병은 12세기 고려 시대에 만들어졌다. 1970년 전남 신안 앞바다에서 어부의 그물에 걸려 발견되었다. 표면에는 구름과 학 무늬가 새겨져 있다. 보존 상태가 좋아 한 번도 복원하지 않았다.",
    rewrite: "12세기 고려에서 빚어진 청자 매병이다. 1970년, 신안 앞바다에서 고기잡이 그물에 걸려 올라왔다. 겉면에 학과 구름 문양이 새겨져 있으며, 상태가 훌륭해 지금까지 복원 작업을 거친 적이 없다.",
    changes: [
      c("number", "12세기", "14세기"),
      c("entity", "고려에서", "조선에서"),
      c("date", "1970년,", "1976년,"),
      c("entity", "신안 앞바다", "태안 앞바다"),
      c("negation", "거친 적이 없다", "여러 번 거쳤다"),
      c("causal", "상태가 훌륭해", "상태가 훌륭한데도"),
    ],
  },
  {
    // a court summary
    lang: "ko",
    original: "법원은 회사가 직원에게 미지급 임금 1,800만 원을 지급하라고 판결했다. 회사가 계약서 없이 야근을 시켰기 때문이다. 다만 위자료 청구는 받아들이지 않았다.",
    rewrite: "계약서도 쓰지 않고 야간 근무를 시킨 만큼, 회사는 밀린 임금 천팔백만 원을 직원에게 줘야 한다고 법원이 판단했다. 위자료를 달라는 요구는 기각됐다.",
    changes: [
      c("number", "천팔백만 원", "천팔십만 원"),
      c("causal", "시킨 만큼,", "시켰지만,"),
      c("negation", "기각됐다", "인정됐다"),
      c("entity", "직원에게 줘야", "노조에 줘야"),
      c("negation", "쓰지 않고", "쓰고"),
    ],
  },
  {
    // software release notes
    lang: "ko",
    original: "버전 5.0에서는 다크 모드가 추가되었다. 앱 시작 시간이 40% 줄었다. 안드로이드 8 이하는 더 이상 지원하지 않는다. 모든 사용자의 설정은 자동으로 옮겨진다.",
    rewrite: "5.0 버전부터 다크 모드를 쓸 수 있다. 앱이 켜지는 데 걸리는 시간은 이전보다 40퍼센트 줄었다. 사용자 설정은 전부 자동으로 이전되며, 안드로이드 8 이하 기기 지원은 종료됐다.",
    changes: [
      c("number", "5.0 버전", "6.0 버전"),
      c("number", "40퍼센트", "14퍼센트"),
      c("negation", "40퍼센트 줄었다", "40퍼센트 늘었다"),
      c("quantifier", "전부 자동으로", "일부만 자동으로"),
      c("entity", "안드로이드 8", "iOS 8"),
      c("negation", "지원은 종료됐다", "지원은 계속된다"),
    ],
  },
  {
    // a weather advisory
    lang: "ko",
    original: "오늘 밤부터 내일 오전까지 강원 산간에 대설경보가 내려졌다. 적설량은 많은 곳은 최대 30cm에 이를 것으로 보인다. 빙판길이 예상되므로 차량 운행을 자제해야 한다.",
    rewrite: "강원 산간 지역에 대설경보가 발효됐으며, 오늘 밤에 시작해 내일 오전까지 이어진다. 눈은 많은 곳에서 삼십 센티미터까지 쌓이겠다. 길이 얼 것으로 보여 차를 몰고 나가는 것은 삼가는 것이 좋다.",
    changes: [
      c("date", "내일 오전까지", "모레 오전까지"),
      c("number", "삼십 센티미터", "삼 센티미터"),
      c("causal", "얼 것으로 보여", "얼 것으로 보이지만"),
      c("entity", "강원 산간", "경북 산간"),
      c("negation", "삼가는 것이 좋다", "해도 괜찮다"),
      c("quantifier", "많은 곳에서", "모든 곳에서"),
    ],
  },
  {
    // a property listing
    lang: "ko",
    original: "서울 마포구 84㎡ 아파트, 매매가 9억 원. 2015년 준공, 남향이며 지하철역까지 도보 5분이다. 주차는 세대당 1대만 가능하고 반려동물은 허용되지 않는다.",
    rewrite: "마포구(서울) 소재 전용 84제곱미터 아파트를 9억에 팝니다. 2015년에 지어진 남향 집으로, 역까지 걸어서 오 분 걸립니다. 반려동물은 키울 수 없고, 주차는 한 세대에 한 대로 제한됩니다.",
    changes: [
      c("number", "84제곱미터", "59제곱미터"),
      c("number", "9억에", "6억에"),
      c("date", "2015년에", "2005년에"),
      c("entity", "마포구(서울)", "강서구(서울)"),
      c("negation", "키울 수 없고", "키울 수 있고"),
      c("number", "오 분", "오십 분"),
      c("quantifier", "한 세대에 한 대로", "한 세대에 여러 대로"),
    ],
  },
  {
    // a clinical trial summary
    lang: "ko",
    original: "임상시험에는 고혈압 환자 320명이 참여했다. 신약을 8주간 복용한 환자 대부분에서 혈압이 떨어졌다. 심각한 부작용은 보고되지 않았으며, 결과는 2023년 11월에 발표되었다.",
    rewrite: "고혈압을 앓는 320명을 대상으로 임상시험이 진행됐다. 신약을 팔 주 동안 먹은 환자 중 대다수가 혈압이 낮아졌다. 2023년 11월 공개된 결과에 따르면 중대한 부작용 사례는 없었다.",
    changes: [
      c("number", "320명", "230명"),
      c("number", "팔 주 동안", "팔 일 동안"),
      c("quantifier", "대다수가", "소수가"),
      c("negation", "사례는 없었다", "사례가 있었다"),
      c("date", "2023년 11월", "2023년 1월"),
      c("entity", "고혈압을", "당뇨병을"),
    ],
  },
  // ── zh ──
  {
    // an insurance policy
    lang: "zh",
    original: "本保险承保因暴雨造成的车辆损失，但不承保发动机进水后继续行驶造成的损坏。理赔须在事故发生后48小时内报案。每次事故免赔额为1000元。",
    rewrite: "车辆因暴雨受损的，由本保险负责赔偿；不过，若发动机进水后仍然继续开车，由此导致的损坏不在赔偿范围内。出险后需在两天之内报案，每起事故的免赔额是一千元。",
    changes: [
      c("number", "两天之内", "三天之内"),
      c("number", "一千元", "一万元"),
      c("negation", "不在赔偿范围内", "也在赔偿范围内"),
      c("entity", "因暴雨受损", "因冰雹受损"),
      c("quantifier", "每起事故", "首起事故"),
    ],
  },
  {
    // an airline notice
    lang: "zh",
    original: "由于天气原因，6月8日上午从北京飞往成都的CA4102航班延误约三小时。所有旅客可在候机楼免费领取餐食。需要改签的旅客可以免费改签一次。",
    rewrite: "受天气影响，CA4102次航班（6月8日上午，北京至成都）将推迟大约3个小时起飞。每位旅客都能在航站楼免费领到餐食，如需改签，可享受一次免费改签。",
    changes: [
      c("causal", "受天气影响，", "与天气无关，"),
      c("date", "6月8日上午", "6月8日下午"),
      c("entity", "北京至成都", "北京至重庆"),
      c("number", "3个小时", "5个小时"),
      c("quantifier", "每位旅客都能", "部分旅客能"),
      c("negation", "可享受一次免费改签", "不可免费改签"),
    ],
  },
  {
    // a lab protocol
    lang: "zh",
    original: "将细胞接种于96孔板，每孔加入100微升培养基，在37℃下培养24小时。加药前不要更换培养基。所有操作都必须在生物安全柜内完成。",
    rewrite: "把细胞种到96孔板上，每个孔加一百微升培养液，于三十七摄氏度培养一昼夜。加药之前培养液保持原样，不作更换。全部操作均须在生物安全柜中进行。",
    changes: [
      c("number", "一百微升", "一百毫升"),
      c("number", "三十七摄氏度", "二十七摄氏度"),
      c("number", "一昼夜", "两昼夜"),
      c("negation", "不作更换", "需作更换"),
      c("quantifier", "全部操作均须", "部分操作须"),
      c("entity", "生物安全柜", "通风橱"),
    ],
  },
  {
    // a product recall
    lang: "zh",
    original: "由于刹车油管可能破裂，星驰汽车宣布召回2022年3月至2023年1月生产的8,600辆SUV。车主可到任一授权经销商免费更换油管。召回期间，不建议车主长途驾驶。",
    rewrite: "星驰汽车将召回8600辆SUV，生产日期在2022年3月到2023年1月之间，原因是刹车油管存在破裂风险。车主可前往任何一家授权经销商，免费换装新油管。在召回完成前，厂家建议车主不要长途驾驶。",
    changes: [
      c("number", "8600辆", "6800辆"),
      c("date", "2022年3月", "2022年5月"),
      c("entity", "星驰汽车", "星河汽车"),
      c("causal", "原因是刹车油管", "尽管刹车油管"),
      c("quantifier", "任何一家授权经销商", "少数几家授权经销商"),
      c("negation", "建议车主不要长途驾驶", "建议车主长途驾驶"),
    ],
  },
  {
    // a school notice
    lang: "zh",
    original: "因期中考试，本周五下午停课，学生14:00放学。校车照常运行。全体教师须于下午3点参加教研会议。",
    rewrite: "本周五要举行期中考试，所以下午不上课，学生下午两点放学。校车不受影响，照常发车。下午三点，所有老师都要参加教研会。",
    changes: [
      c("causal", "所以下午不上课", "但下午不上课"),
      c("date", "本周五", "本周四"),
      c("number", "下午两点放学", "下午四点放学"),
      c("negation", "不受影响，照常发车", "受影响，暂停发车"),
      c("quantifier", "所有老师都要", "个别老师要"),
      c("entity", "期中考试", "运动会"),
    ],
  },
  {
    // tax guidance
    lang: "zh",
    original: "个人年收入超过12万元的，须在次年3月1日至6月30日办理年度汇算。未按时申报的，将按日加收万分之五的滞纳金。",
    rewrite: "年收入超过十二万元的个人，应在第二年的3月1日到6月30日之间完成年度汇算。逾期未申报的，每天加收0.05%的滞纳金。",
    changes: [
      c("number", "十二万元", "十二万美元"),
      c("date", "6月30日", "5月31日"),
      c("number", "0.05%", "0.5%"),
      c("negation", "逾期未申报的", "逾期申报的"),
      c("quantifier", "的个人，", "的部分个人，"),
    ],
  },
  {
    // a museum label
    lang: "zh",
    original: "这件青铜鼎出土于1976年，铸造于商代晚期，距今约3200年。鼎内刻有铭文27字。因器身较薄，该鼎从未离开过本馆展出。",
    rewrite: "此鼎为商代晚期所铸，已有三千二百年左右的历史，1976年出土。鼎腹内壁铸有二十七字铭文。器壁偏薄，所以这件鼎一次也没有外借展出过。",
    changes: [
      c("entity", "商代晚期", "周代晚期"),
      c("number", "三千二百年", "两千二百年"),
      c("date", "1976年出土", "1967年出土"),
      c("number", "二十七字", "七十二字"),
      c("causal", "所以这件鼎", "但这件鼎"),
      c("negation", "一次也没有外借展出过", "多次外借展出过"),
    ],
  },
  {
    // a court summary
    lang: "zh",
    original: "法院认定被告驾车时使用手机，导致追尾事故，判决其赔偿原告医疗费5.6万元。原告要求的精神损害赔偿未获支持。",
    rewrite: "法院查明，被告开车途中玩手机，才造成了追尾，故判令其向原告赔付医药费五万六千元。至于原告提出的精神损害赔偿请求，法院没有支持。",
    changes: [
      c("causal", "才造成了追尾，故判令", "虽然造成了追尾，却判令"),
      c("number", "五万六千元", "五千六百元"),
      c("negation", "法院没有支持", "法院予以支持"),
      c("entity", "向原告赔付", "向保险公司赔付"),
      c("entity", "玩手机", "抽烟"),
    ],
  },
  {
    // software release notes
    lang: "zh",
    original: "2.4版本修复了导出PDF时中文乱码的问题，新增了批量重命名功能。不再支持macOS 11。所有插件需要更新到最新版才能使用。",
    rewrite: "在2.4版中，导出PDF出现中文乱码的毛病已经修好，另外加入了批量重命名。macOS 11从此不再受支持。插件一律要升级到最新版本，否则无法使用。",
    changes: [
      c("number", "2.4版", "2.6版"),
      c("entity", "macOS 11", "macOS 13"),
      c("negation", "不再受支持", "仍受支持"),
      c("quantifier", "插件一律要", "少数插件要"),
      c("negation", "已经修好", "还没修好"),
    ],
  },
  {
    // a weather advisory
    lang: "zh",
    original: "受冷空气影响，预计明天夜间到后天白天，华北大部地区气温将下降8到10摄氏度，并伴有六级大风。请市民注意防寒保暖。",
    rewrite: "由于冷空气南下，明晚至后天白天，华北多数地方将降温八至十度，风力可达6级。市民们要做好防寒措施。",
    changes: [
      c("causal", "由于冷空气南下，", "尽管冷空气南下，"),
      c("date", "明晚至后天白天", "今晚至明天白天"),
      c("quantifier", "华北多数地方", "华北少数地方"),
      c("number", "八至十度", "三至五度"),
      c("number", "6级", "9级"),
      c("negation", "要做好防寒措施", "不必做防寒措施"),
    ],
  },
  {
    // a property listing
    lang: "zh",
    original: "出售朝阳区两室一厅，面积89平方米，位于12楼，2010年建成。总价560万元，满五年，不用缴纳增值税。小区不允许群租。",
    rewrite: "朝阳区一套两居室出售，89平米，12层，2010年落成。房子已满五年，无需交增值税，总价五百六十万。该小区禁止群租。",
    changes: [
      c("entity", "朝阳区", "海淀区"),
      c("number", "89平米", "98平米"),
      c("number", "五百六十万", "六百五十万"),
      c("date", "2010年", "2001年"),
      c("negation", "无需交增值税", "需要交增值税"),
      c("negation", "禁止群租", "允许群租"),
      c("negation", "已满五年", "未满五年"),
    ],
  },
  {
    // a clinical trial summary
    lang: "zh",
    original: "该三期临床试验共纳入1,500名受试者，随访两年。结果显示，疫苗对重症的保护率为90%。大多数不良反应为轻度，且在三天内消失。",
    rewrite: "这项III期试验招募了一千五百名受试者，跟踪观察了24个月。数据表明，疫苗预防重症的有效率达到九成。不良反应绝大部分属于轻度，三天之内便会消退。",
    changes: [
      c("number", "一千五百名", "一千五十名"),
      c("number", "24个月", "24周"),
      c("number", "九成", "六成"),
      c("quantifier", "绝大部分属于轻度", "只有少数属于轻度"),
      c("entity", "预防重症", "预防感染"),
      c("negation", "便会消退", "不会消退"),
    ],
  },
  // ── ja ──
  {
    // an insurance policy
    lang: "ja",
    original: "この保険は、地震による建物の損害を補償しません。火災や落雷による損害は補償の対象です。保険料は月額3,000円で、契約期間は1年間です。",
    rewrite: "火事や雷で建物が被害を受けた場合は補償されますが、地震が原因の損害は対象外となります。月々の保険料は三千円、契約は一年ごとです。",
    changes: [
      c("negation", "対象外となります", "対象となります"),
      c("number", "三千円", "五千円"),
      c("number", "一年ごと", "二年ごと"),
      c("entity", "火事や雷で", "火事や台風で"),
      c("causal", "補償されますが、", "補償されるので、"),
    ],
  },
  {
    // an airline notice
    lang: "ja",
    original: "機材の点検のため、10月3日羽田発札幌行きのJL507便は約2時間遅れて出発します。お客様全員にお食事券をお配りします。乗り継ぎ便に間に合わない方は、カウンターでお申し出ください。",
    rewrite: "10月3日の羽田から札幌へ向かうJL507便は、機体を点検する必要があるため、出発がおよそ二時間遅れます。ご搭乗のすべてのお客様に食事券を差し上げます。乗り継ぎに間に合わないお客様はカウンターまでお知らせください。",
    changes: [
      c("date", "10月3日", "10月8日"),
      c("entity", "札幌へ", "福岡へ"),
      c("causal", "必要があるため", "必要があるものの"),
      c("number", "二時間", "五時間"),
      c("quantifier", "すべてのお客様に", "一部のお客様に"),
      c("negation", "間に合わない", "間に合う"),
    ],
  },
  {
    // a lab protocol
    lang: "ja",
    original: "試薬Aは冷蔵庫で保存し、使用前に30分間室温に戻す。希釈には必ず蒸留水を使い、水道水は使わない。すべての操作は手袋を着用して行う。",
    rewrite: "試薬Aは冷蔵で保管し、使う三十分前に出して室温に戻しておく。薄めるときは水道水ではなく、蒸留水を用いること。作業はどれも手袋をはめた状態で行う。",
    changes: [
      c("number", "三十分前", "三分前"),
      c("negation", "水道水ではなく、", "水道水でもよく、"),
      c("quantifier", "作業はどれも", "作業の一部は"),
      c("entity", "冷蔵で保管", "冷凍で保管"),
      c("entity", "試薬A", "試薬B"),
    ],
  },
  {
    // a product recall
    lang: "ja",
    original: "一部の缶に金属片が混入した恐れがあるため、さくら食品は賞味期限が2025年6月30日の缶詰2万個を自主回収します。これまでに健康被害の報告はありません。",
    rewrite: "金属片が入り込んだ可能性のある缶が見つかったことから、さくら食品は賞味期限「2025年6月30日」の缶詰二万個を自主的に回収します。健康への被害は今のところ一件も報告されていません。",
    changes: [
      c("entity", "さくら食品", "さくら製菓"),
      c("date", "2025年6月30日", "2025年9月30日"),
      c("number", "二万個", "二千個"),
      c("causal", "見つかったことから", "見つかったにもかかわらず"),
      c("negation", "報告されていません", "報告されています"),
      c("quantifier", "一件も", "数件"),
    ],
  },
  {
    // a school notice
    lang: "ja",
    original: "11月20日の保護者会は、体育館で午後2時から行います。上履きを必ずご持参ください。駐車場はございませんので、車での来校はご遠慮ください。",
    rewrite: "保護者会は11月20日、14時から体育館で開きます。駐車スペースがないため、お車ではお越しにならないようお願いします。上履きは忘れずにお持ちください。",
    changes: [
      c("date", "11月20日", "11月27日"),
      c("number", "14時から", "16時から"),
      c("entity", "体育館で", "音楽室で"),
      c("causal", "ないため", "ないものの"),
      c("negation", "お越しにならないよう", "お越しになるよう"),
    ],
  },
  {
    // tax guidance
    lang: "ja",
    original: "年間の医療費が10万円を超えた場合、確定申告で医療費控除を受けられます。申告期限は3月15日です。市販薬の一部も対象になりますが、美容目的の施術は対象外です。",
    rewrite: "1年間に支払った医療費が十万円を上回ったときは、確定申告をすれば医療費控除が受けられます。期限は3月15日まで。ドラッグストアで買った薬も一部は控除の対象ですが、美容のための施術は含まれません。",
    changes: [
      c("number", "十万円", "二十万円"),
      c("date", "3月15日", "3月31日"),
      c("quantifier", "一部は", "すべて"),
      c("negation", "含まれません", "含まれます"),
      c("negation", "上回った", "下回った"),
      c("entity", "医療費控除", "寄附金控除"),
    ],
  },
  {
    // a museum label
    lang: "ja",
    original: "この屏風は江戸時代中期、1750年頃に描かれた。作者は不明だが、京都の絵師によるものと考えられている。光に弱いため、展示は年に2週間に限られる。",
    rewrite: "描かれたのは江戸中期、1750年ごろとされる屏風である。誰が描いたかはわかっていないが、京都の画家の作品とみられる。光で傷みやすいので、公開は1年のうち十四日間だけだ。",
    changes: [
      c("entity", "江戸中期", "室町中期"),
      c("date", "1750年ごろ", "1570年ごろ"),
      c("entity", "京都の画家", "大坂の画家"),
      c("causal", "傷みやすいので", "傷みやすいが"),
      c("number", "十四日間", "四十日間"),
      c("negation", "わかっていない", "わかっている"),
    ],
  },
  {
    // a court summary
    lang: "ja",
    original: "裁判所は、運送会社に対し、元運転手へ未払いの残業代420万円を支払うよう命じた。会社側は「管理職だった」と主張したが、証拠が不十分だったため退けられた。",
    rewrite: "元ドライバーへの残業代の未払い分として、運送会社は四百二十万円の支払いを裁判所から命じられた。管理職にあたるという会社の言い分は、裏付ける証拠が足りなかったことから認められなかった。",
    changes: [
      c("number", "四百二十万円", "二百四十万円"),
      c("negation", "認められなかった", "認められた"),
      c("entity", "運送会社は", "建設会社は"),
      c("entity", "元ドライバーへの", "現ドライバーへの"),
      c("causal", "足りなかったことから", "足りなかったにもかかわらず"),
    ],
  },
  {
    // software release notes
    lang: "ja",
    original: "バージョン4.1では、検索が従来の3倍速くなりました。Internet Explorerには対応しなくなりました。すべての既存データはそのまま引き継がれます。",
    rewrite: "4.1では検索速度がこれまでの三倍に向上しました。既存のデータは一つ残らずそのまま移行されます。なお、Internet Explorerのサポートは終了しました。",
    changes: [
      c("number", "4.1では", "4.0では"),
      c("number", "三倍に", "二倍に"),
      c("entity", "Internet Explorer", "Safari"),
      c("quantifier", "一つ残らず", "一部だけ"),
      c("negation", "サポートは終了しました", "サポートは継続します"),
      c("negation", "向上しました", "低下しました"),
    ],
  },
  {
    // a weather advisory
    lang: "ja",
    original: "台風12号の接近に伴い、明日正午から九州南部で大雨となる見込みです。24時間の降水量は多いところで300ミリに達する恐れがあります。不要不急の外出は控えてください。",
    rewrite: "台風12号が近づいているため、九州南部では明日の昼12時から激しい雨が予想されます。二十四時間に降る雨の量は、多い所で三百ミリに上るおそれがあります。急ぎでない外出はお控えください。",
    changes: [
      c("number", "台風12号", "台風15号"),
      c("causal", "近づいているため", "近づいているものの"),
      c("date", "明日の昼12時", "明後日の昼12時"),
      c("number", "三百ミリ", "三百センチ"),
      c("entity", "九州南部", "四国南部"),
      c("quantifier", "多い所で", "すべての所で"),
      c("negation", "急ぎでない外出は", "急ぎの外出は"),
    ],
  },
  {
    // a property listing
    lang: "ja",
    original: "駅から徒歩7分、築12年の2LDKマンションです。家賃は月9万8千円で、管理費は含まれていません。ペット可、ただし小型犬1匹まで。",
    rewrite: "最寄り駅まで歩いて七分、築十二年の2LDKマンション。賃料は毎月98,000円（管理費は別途）。ペットは小型犬なら1匹まで飼えます。",
    changes: [
      c("number", "七分", "十七分"),
      c("number", "築十二年", "築二十年"),
      c("number", "98,000円", "89,000円"),
      c("negation", "管理費は別途", "管理費込み"),
      c("quantifier", "1匹まで", "何匹でも"),
      c("entity", "小型犬", "大型犬"),
      c("entity", "2LDK", "3LDK"),
    ],
  },
  {
    // a clinical trial summary
    lang: "ja",
    original: "この治験では、軽度のうつ病患者180人が新薬を6週間服用した。その結果、約半数で症状が改善した。重い副作用は見られなかったが、吐き気を訴えた人が数人いた。",
    rewrite: "軽いうつ病を持つ百八十人が、新薬を六週間にわたって服用した。症状の改善がみられたのは、およそ半分の患者だった。数人が吐き気を訴えたものの、重い副作用は出なかった。",
    changes: [
      c("number", "百八十人", "百二十人"),
      c("number", "六週間", "六か月"),
      c("quantifier", "およそ半分の患者", "ほぼすべての患者"),
      c("negation", "重い副作用は出なかった", "重い副作用も出た"),
      c("causal", "訴えたものの", "訴えたため"),
      c("entity", "うつ病", "不眠症"),
    ],
  },
];

export const TWELFTH_PAIRS: TwelfthPair[] = PAIRS.map((p, i) => ({ ...p, id: `twelfth-${p.lang}-${String(i + 1).padStart(2, "0")}` }));

export const withTwelfthChange = (p: TwelfthPair, ch: TwelfthChange): string => p.rewrite.replace(ch.from, ch.to);
