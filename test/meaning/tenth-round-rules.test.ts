// The rules of issue 16's tenth round, each with its own examples: the same value in another
// notation passes and another value is still caught; a word that is no quantifier or link where
// it stands ("わずか二か月", "more often", "instead of") is not read as one; "which is why" is a
// cause; "ほとんど…ない" is few across a longer clause, and "most … not" few; "절반 넘게" is a majority,
// not a new figure; a place of the original swapped for another place is a changed name; a share turned
// into a quantifier it cannot be is a changed quantity; a quantifier or link turned round where no claim
// aligns is caught by the whole text's counts of the two classes.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { extractNumbers } from "../../lib/meaning/numbers";
import { hard, testRuleCases, type RuleCase } from "./rule-cases";


const CASES: RuleCase[] = [
  ["钟头 is an hour", "zh", "两地之间的车程现在是三小时。", "现在两地间要三个钟头。", "现在两地间要四个钟头。", "number"],
  ["五万多 is 五万 and more", "zh", "展览吸引了超过五万名观众。", "展览吸引了五万多名观众。", "展览吸引了六万多名观众。", "number"],
  ["오후 두 시 is 14시", "ko", "정전은 14시쯤 일어났다.", "정전은 오후 두 시쯤 일어났다.", "정전은 오후 세 시쯤 일어났다.", "number"],
  ["下午两点 is 14:00", "zh", "会议在14:00开始。", "会议在下午两点开始。", "会议在下午三点开始。", "number"],
  ["2 hours and 11 minutes is 2:11", "en", "Osei won the race in 2 hours and 11 minutes.", "Osei won the race in 2:11.", "Osei won the race in 2:17.", "number"],
  ["2시간 11분 is one duration", "ko", "그는 2시간 11분 만에 결승선을 통과했다.", "그는 131분 만에 결승선을 통과했다.", "그는 151분 만에 결승선을 통과했다.", "number"],
  ["세 정거장 counts stations", "ko", "2호선을 세 정거장 연장한다.", "2호선이 세 개 역만큼 길어진다.", "2호선이 다섯 개 역만큼 길어진다.", "number"],
  ["a unit on one side only (instead of three)", "en", "She raised the price of a loaf from 3 to 4 dollars.", "A loaf now costs four dollars instead of three.", "A loaf now costs four dollars instead of two.", "number"],
  ["a unit on one side only (£)", "en", "Brightleaf raised 2.5 million pounds this month.", "Brightleaf raised £2.5 million this month.", "Brightleaf raised £3.5 million this month.", "number"],
  ["a share said as counts beside another", "en", "Of 500 workers, 70 percent feel safe; about one in ten had been injured.", "Seven out of ten of the 500 workers feel safe, and roughly 10% had been injured.", "Seven out of ten of the 500 workers feel safe, and roughly 20% had been injured.", "number"],
  ["절반 넘게 is a majority", "ko", "공사비의 대부분은 국비로 충당된다.", "공사비의 절반 넘게 국비로 충당된다.", "공사비의 일부만 국비로 충당된다.", "quantifier"],
  ["わずか before a figure is 'only', no quantifier", "ja", "デビュー作は発売から2か月で5万部を売り上げた。", "発売後わずか二か月で、デビュー作は五万部に達した。", "発売後わずか三か月で、デビュー作は五万部に達した。", "number"],
  ["ほとんど…ない across a longer clause is few", "ja", "ほとんどの会社が若い社員を確保できていない。", "若手を採れている会社はごくわずかだ。", "若手を採れている会社は大半だ。", "quantifier"],
  ["'more often' is no majority quantifier", "en", "The union wants shorter night shifts, because accidents are more common after midnight.", "The union is pushing for shorter night shifts, because accidents happen more often after midnight.", "The union is pushing for shorter night shifts, although accidents happen more often after midnight.", "causal"],
  ["'instead of' is no contrast, 'which is why' is a cause", "en", "Because flour prices rose, a loaf costs four dollars now.", "Flour got more expensive, which is why a loaf now costs four dollars instead of the old price.", "Flour got more expensive, yet a loaf now costs four dollars instead of the old price.", "causal"],
  ["'most … not' is few", "en", "The line matters for older residents, most of whom do not drive.", "The line matters for older residents, few of whom drive.", "The line matters for older residents, most of whom drive.", "quantifier"],
  ["'most … no' is few", "en", "Most small firms have no written plan.", "Few small firms have a written plan.", "Many small firms have a written plan.", "quantifier"],
  ["a place swapped for another (ko)", "ko", "지난 화요일 울산의 한 공장에서 불이 났다.", "지난 화요일 울산 공장에서 화재가 발생했다.", "지난 화요일 포항 공장에서 화재가 발생했다.", "entity"],
  ["a place swapped for another (zh)", "zh", "王丽在杭州开了一家茶馆。", "王丽在杭州经营一家茶馆。", "王丽在苏州经营一家茶馆。", "entity"],
  ["a place swapped for another (ja)", "ja", "新しい工場は福岡に建てられる。", "新工場の建設地は福岡だ。", "新工場の建設地は熊本だ。", "entity"],
  ["a reworded antonym flip the whole text makes", "en", "The city will keep the bus line, even though fewer people ride it now.", "Fewer passengers use the bus these days, but the city plans to keep it running.", "More passengers use the bus these days, but the city plans to keep it running.", "negation"],
  ["a share turned into a quantifier it cannot be (ko)", "ko", "조사 대상 기업의 60%가 올해 신입 사원을 뽑지 않기로 했다.", "조사한 회사 다섯 곳 중 세 곳이 올해 신입 채용을 건너뛰기로 했다.", "조사한 회사 거의 모두가 올해 신입 채용을 건너뛰기로 했다.", "number"],
  ["a share turned into a quantifier it cannot be (zh)", "zh", "店里六成的客人是熟客。", "她的客人里，百分之六十是老主顾。", "她的客人里，几乎没有老主顾。", "number"],
  ["每户 is every household", "zh", "政府给每户农民补贴了500元。", "每户农民都拿到了政府发放的五百元补贴。", "只有少数农户拿到了政府发放的五百元补贴。", "quantifier"],
  ["a quantifier turned round in a sentence reworded past aligning", "zh", "展览延长了两周。大部分参观者认为值得一看。", "展期之后又加了十四天。多数观众觉得不虚此行。", "展期之后又加了十四天。少数观众觉得不虚此行。", "quantifier"],
  ["a cause turned into a concession in a sentence reworded past aligning", "ja", "駅前は場所が少ないので、新しい店は郊外に建てる。", "駅の近くにはあまり土地がないことから、新店舗は郊外になる。", "駅の近くにはあまり土地がないにもかかわらず、新店舗は郊外になる。", "causal"],
  ["a figure bounded the other way", "en", "The theatre is over a hundred years old.", "The theatre is more than a century old.", "The theatre is less than a century old.", "number"],
  ["risky / harmless", "en", "Organisers warned that the heat could be dangerous.", "Organisers cautioned that the heat might be risky.", "Organisers cautioned that the heat might be harmless.", "negation"],
  ["만족 / 실망", "ko", "관객 대부분은 공연에 만족했다.", "관객 다수가 공연에 만족했다.", "관객 다수가 공연에 실망했다.", "negation"],
  ["涨 / 降", "zh", "今年房租涨了。", "今年的房租涨了。", "今年的房租降了。", "negation"],
  ["担忧 / 放心", "zh", "沿线有些村民担心噪音问题。", "沿线也有部分村民对噪音感到担忧。", "沿线也有部分村民对噪音感到放心。", "negation"],
  ["a firm by the trade in its name (zh)", "zh", "星河电子今年的利润下降了。", "星河电子今年利润下滑。", "银河电子今年利润下滑。", "entity"],
  ["a show by its kind (zh)", "zh", "这次的敦煌艺术展吸引了很多观众。", "敦煌艺术展吸引了大批观众。", "故宫艺术展吸引了大批观众。", "entity"],
  ["a firm by the trade in its name (ja)", "ja", "北斗工業は売上高を発表した。", "北斗工業が売上高を公表した。", "南星工業が売上高を公表した。", "entity"],
  ["an English name after a determiner, in the next sentence of a split", "en", "Brightleaf, a start-up in Leeds, raised money this month and plans to hire engineers.", "This month Brightleaf raised money. The Leeds start-up intends to add engineers.", "This month Brightleaf raised money. The Bristol start-up intends to add engineers.", "entity"],
  ["a reworded antonym flip whose clause restates a figure in another notation", "ja", "近くに大型スーパーができたため、客はおよそ3割減った。", "近所に大きなスーパーが開業した影響で、来店客は約30%落ち込んだ。", "近所に大きなスーパーが開業した影響で、来店客は約30%増えた。", "negation"],
  ["-아서/-어서 is a cause", "ko", "평가는 엇갈렸지만, 관객 대부분은 공연에 만족했다.", "호불호가 갈렸어도, 관객 다수가 공연에 만족했다.", "호불호가 갈려서, 관객 다수가 공연에 만족했다.", "concessive"],
  ["a share turned to the other end of the scale in the next sentence of a split", "en", "She opened her bakery in 2019, and about 60% of her customers are regulars.", "She started her bakery back in 2019. Three in five of the people who come in are regulars.", "She started her bakery back in 2019. Almost none of the people who come in are regulars.", "number"],
  ["'not necessarily' turned into a certainty", "zh", "政府给每户农民补贴了500元。专家认为，明年的情况不一定会更好。", "每户农民都拿到了五百元补贴。专家的看法是，明年未必会好转。", "每户农民都拿到了五百元补贴。专家的看法是，明年必定会好转。", "quantifier"],
  ["'not necessarily' turned into a certainty (en)", "en", "Experts think next year will not necessarily be better.", "Next year may not necessarily improve, experts say.", "Next year will certainly improve, experts say.", "quantifier"],
];

describe("tenth-round rules", () => {
  testRuleCases(CASES);
  test("오후 두 시 reads as 14:00, 두 시간 stays a duration, 세 시민 is no time", () => {
    assert.deepEqual(extractNumbers("오후 두 시", "ko").map((n) => [n.dim, n.value]), [["clock", 840]]);
    assert.deepEqual(extractNumbers("두 시간", "ko").map((n) => n.dim), ["time"]);
    assert.deepEqual(extractNumbers("세 시민", "ko"), []);
  });
  test("a place only dropped, or only added, is no changed name", () => {
    assert.deepEqual(hard("지난 화요일 울산의 한 공장에서 불이 났다.", "지난 화요일 한 공장에서 화재가 발생했다.", "ko"), []);
    assert.deepEqual(hard("지난 화요일 한 공장에서 불이 났다.", "지난 화요일 울산 공장에서 화재가 발생했다.", "ko").filter((h) => h.startsWith("entity")), []);
  });
  test("전주 (last week), 용인 (tolerate), 부산물 (by-product) are not read as places", () => {
    assert.deepEqual(hard("매출이 전주보다 늘었다.", "매출이 지난주보다 늘었다.", "ko"), []);
  });
  test("a reworded antonym pair about two things, each kept elsewhere, stays for review", () =>
    assert.deepEqual(hard("Fewer accidents happened, and wages rose.", "Wages went up, and there were fewer accidents; pay is higher now.", "en"), []));
  test("a share said with a quantifier that fits it passes (60% → most, 10% → few)", () => {
    assert.deepEqual(hard("조사 대상 기업의 60%가 신입 사원을 뽑지 않기로 했다.", "조사한 회사 대부분이 신입 채용을 건너뛰기로 했다.", "ko"), []);
    assert.deepEqual(hard("About 10% of the workers said they had been hurt.", "Few of the workers said they had been hurt.", "en"), []);
  });
  test("两点 alone is no clock time (两点建议: two points)", () => assert.ok(extractNumbers("他提了两点建议。", "zh").every((n) => n.dim !== "clock")));
  test("a full stop after a list label at the head of a line still marks it", () => assert.ok(extractNumbers("\n3. Mix the flour.", "en")[0].countered));
});
