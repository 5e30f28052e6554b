// The rewordings a humanizer LLM makes without changing a claim, each rule with the faithful
// rewording it lets pass and a one-place change it must still catch (issue 16, eighth round):
// shares said as counts out of counts, numbers in other notations, names moved to the head of a
// sentence or carried by a title, a price or a temperature said with its opposite and a negation,
// concessions said with another connective, "not many" as few, and negative words.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { findNames } from "../../lib/meaning/anchors";
import { findAntonyms } from "../../lib/meaning/antonyms";
import { checkMeaning } from "../../lib/meaning/check";
import { extractNumbers } from "../../lib/meaning/numbers";
import { findHeadedNames } from "../../lib/meaning/renamed";

type Case = { rule: string; lang: Lang; original: string; faithful: string; flip: string };

const hardReasons = (o: string, r: string, lang: Lang) =>
  checkMeaning(o, r, lang)
    .anchors.filter((a) => a.verdict === "HARD FAIL")
    .map((a) => a.reason);

const CASES: Case[] = [
  // Shares said as a count out of a count.
  { rule: "share as counts (en)", lang: "en", original: "About 60% of the customers are regulars.", faithful: "Three in five customers are regulars.", flip: "Four in five customers are regulars." },
  { rule: "share as counts, out of (en)", lang: "en", original: "Seventy percent of the workers feel safe.", faithful: "Seven out of ten workers feel safe.", flip: "Three out of ten workers feel safe." },
  { rule: "share as counts (ko)", lang: "ko", original: "기업의 60%가 채용을 줄였다.", faithful: "기업 다섯 곳 중 세 곳이 채용을 줄였다.", flip: "기업 다섯 곳 중 한 곳이 채용을 줄였다." },
  { rule: "share as counts (zh)", lang: "zh", original: "店里六成的客人是熟客。", faithful: "十个客人里大约有六个是熟客。", flip: "十个客人里大约有三个是熟客。" },
  { rule: "share as counts (ja)", lang: "ja", original: "調査では6割が人手が足りないと答えた。", faithful: "調査では五社に三社が人手が足りないと答えた。", flip: "調査では五社に一社が人手が足りないと答えた。" },
  // Numbers in other notations.
  { rule: "一成半 is 15%", lang: "zh", original: "第三季度利润下降了15%。", faithful: "第三季度利润下滑一成半。", flip: "第三季度利润下滑两成半。" },
  { rule: "€1.5m is 1.5 million euros", lang: "en", original: "The repair will cost 1.5 million euros.", faithful: "Fixing it should come to €1.5m.", flip: "Fixing it should come to €15m." },
  { rule: "a quarter of an hour is 15 minutes", lang: "en", original: "The detour adds about 15 minutes.", faithful: "The detour adds roughly a quarter of an hour.", flip: "The detour adds roughly half an hour." },
  { rule: "a pair of is two", lang: "en", original: "Engineers found cracks in two supports.", faithful: "Engineers found cracks in a pair of supports.", flip: "Engineers found cracks in three supports." },
  { rule: "두 해 is two years", lang: "ko", original: "공사는 2년간 이어졌다.", faithful: "공사는 두 해 동안 이어졌다.", flip: "공사는 세 해 동안 이어졌다." },
  { rule: "60分以内 is within an hour", lang: "ja", original: "待ち時間は1時間以内だ。", faithful: "待ち時間は60分以内だ。", flip: "待ち時間は90分以内だ。" },
  { rule: "midnight is 12", lang: "en", original: "The reading room stays open until midnight.", faithful: "The reading room stays open until 12.", flip: "The reading room stays open until 10." },
  { rule: "a bare figure takes the duration said with it", lang: "en", original: "The council will fund it for three more years.", faithful: "Councillors will pay for it for another three years.", flip: "Councillors will pay for it for another four years." },
  { rule: "a bound said from the other side (ko)", lang: "ko", original: "10세 미만 어린이는 무료로 입장한다.", faithful: "아홉 살 이하 아이는 무료로 입장한다.", flip: "일곱 살 이하 아이는 무료로 입장한다." },
  { rule: "a bound said from the other side (ja)", lang: "ja", original: "10歳未満の子どもは無料で入館できる。", faithful: "9歳以下の子どもは無料で入館できる。", flip: "7歳以下の子どもは無料で入館できる。" },
  { rule: "a bound said from the other side (en)", lang: "en", original: "Entry is free for children under 10.", faithful: "Entry is free for kids aged nine and under.", flip: "Entry is free for kids aged seven and under." },
  { rule: "キロ alone may be kilograms", lang: "ja", original: "ボランティアがごみ300キロを引き上げた。", faithful: "ボランティアが0.3トンのごみを引き上げた。", flip: "ボランティアが3トンのごみを引き上げた。" },
  // Names.
  { rule: "a name moved to the head of a sentence", lang: "en", original: "The winner, Daniel Osei, set a course record.", faithful: "Daniel Osei won and set a course record.", flip: "Samuel Osei won and set a course record." },
  { rule: "a person by the title after the name (ko)", lang: "ko", original: "김민수 씨는 제주에서 농장을 운영한다.", faithful: "제주에서 농사를 짓는 김민수 씨는 농장을 운영한다.", flip: "제주에서 농사를 짓는 김민호 씨는 농장을 운영한다." },
  { rule: "a person by the title after the name (ja)", lang: "ja", original: "山田健一さんが店を切り盛りしている。", faithful: "店を切り盛りするのは山田健一さんだ。", flip: "店を切り盛りするのは山田健二さんだ。" },
  // A price said with its opposite and a negation.
  { rule: "not cheap is expensive (en)", lang: "en", original: "The scheme is not cheap, but the council agreed to fund it.", faithful: "The programme is expensive; even so, the council agreed to fund it.", flip: "The programme is cheap; even so, the council agreed to fund it." },
  { rule: "싸지 않다 is 비싸다 (ko)", lang: "ko", original: "사업비가 싸지 않지만 구의회는 지원하기로 했다.", faithful: "사업비가 비싼 편인데도 구의회는 지원하기로 했다.", flip: "사업비가 저렴한 편인데도 구의회는 지원하기로 했다." },
  { rule: "不便宜 is 偏高 (zh)", lang: "zh", original: "虽然门票不便宜，展览还是吸引了很多观众。", faithful: "尽管票价偏高，展览还是吸引了很多观众。", flip: "尽管票价偏低，展览还是吸引了很多观众。" },
  { rule: "安くない is 高い, the clause reworded (ja)", lang: "ja", original: "費用は安くないが、区議会は予算を出すことにした。", faithful: "事業費は高いものの、区議会は支出を決めた。", flip: "事業費は安いものの、区議会は支出を決めた。" },
  // Concessions said with another connective.
  { rule: "が、 is a contrast (ja)", lang: "ja", original: "取締役会は再挑戦することにしたが、賛成したのは3人だけだった。", faithful: "賛成は3人にとどまったものの、取締役会は再挑戦を決めた。", flip: "賛成は3人にとどまったため、取締役会は再挑戦を決めた。" },
  { rule: "-해도 is a concession (ko)", lang: "ko", original: "구독을 취소해도 저장한 메모는 삭제되지 않는다.", faithful: "구독을 끊더라도 저장해 둔 메모는 삭제되지 않는다.", flip: "구독을 끊었기 때문에 저장해 둔 메모는 삭제되지 않는다." },
  { rule: "그래도 is a concession (ko)", lang: "ko", original: "수확은 줄었지만 직원은 모두 남았다.", faithful: "수확은 줄었다. 그래도 직원은 모두 남았다.", flip: "수확은 줄었다. 그래서 직원은 모두 남았다." },
  // Quantifiers said another way.
  { rule: "多くありません is few (ja)", lang: "ja", original: "大企業では人手不足を感じている企業は少数にとどまった。", faithful: "大企業で人手不足を感じている企業は多くありませんでした。", flip: "大企業で人手不足を感じている企業は大半でした。" },
  { rule: "많지 않다 is few (ko)", lang: "ko", original: "대기업 중 인력난을 겪는 곳은 소수였다.", faithful: "대기업 중 인력난을 겪는 곳은 많지 않았다.", flip: "대기업 중 인력난을 겪는 곳은 대부분이었다." },
  { rule: "中には…もいた is some (ja)", lang: "ja", original: "参加者40人のうち一部は頭痛を訴えた。", faithful: "参加者40人の中には頭痛を訴えた人もいた。", flip: "参加者40人の全員が頭痛を訴えた。" },
  { rule: "无一例外 is every, not a negation (zh)", lang: "zh", original: "这所小学的每个学生都能吃上热午餐。", faithful: "这所小学的学生无一例外都能吃上热午餐。", flip: "这所小学的学生无一例外都吃不上热午餐。" },
  // Negative words.
  { rule: "足りず is a negation (ja)", lang: "ja", original: "人手が足りないため、工事が遅れた。", faithful: "人手が足りず、そのため工事が遅れた。", flip: "人手が足りて、そのため工事が遅れた。" },
  { rule: "撤廃 says it is gone (ja)", lang: "ja", original: "貸出の上限はなくなった。", faithful: "貸出の上限は撤廃された。", flip: "貸出の上限はそのまま残った。" },
  { rule: "통제되다 says it is closed (ko)", lang: "ko", original: "미호대교는 5월까지 차량이 다니지 않는다.", faithful: "미호대교는 5월까지 통제된다.", flip: "미호대교는 5월까지 차량이 다닌다." },
  { rule: "turned down is rejected (en)", lang: "en", original: "The committee rejected the proposal.", faithful: "The committee turned the proposal down.", flip: "The committee accepted the proposal." },
];

describe("humanizer rewordings: each rule's faithful example passes and its flip is caught", () => {
  for (const c of CASES) {
    test(`${c.rule}: faithful`, () => assert.deepEqual(hardReasons(c.original, c.faithful, c.lang), [], c.faithful));
    test(`${c.rule}: flip`, () => assert.ok(hardReasons(c.original, c.flip, c.lang).length > 0, c.flip));
  }
});

describe("the readings behind them", () => {
  test("a share said as counts marks its part with the whole it is out of", () => {
    const nums = extractNumbers("Three in five customers, and 14 of the 40 volunteers.", "en");
    const three = nums.find((n) => n.text === "Three")!;
    assert.equal(nums[three.partOf!].text, "five");
    assert.equal(nums.find((n) => n.text === "14")!.partOf, undefined, "“14 of the 40” is a count, not a share said as counts");
  });
  test("五社に三社 needs the counter after both counts", () => {
    const nums = extractNumbers("五社に三人が来た。", "ja");
    assert.ok(nums.every((n) => n.partOf === undefined));
  });
  test("two figures swapped between claims stay a change, even when one of them is bare", () => {
    const o = "The match ended 2-0 after a hard game. In the first 45 minutes, United struggled to create chances.";
    const r = "The match ended 45-0 after a hard game. In the first 2 minutes, United struggled to create chances.";
    assert.ok(hardReasons(o, r, "en").length > 0);
  });
  test("a list label is not a bare figure", () => {
    const nums = extractNumbers("2) 단가가 3년 전 대비 하락했다.", "ko");
    assert.equal(nums.find((n) => n.text === "2")?.countered, true);
  });
  test("three more years is a duration", () => assert.deepEqual(extractNumbers("for three more years", "en").map((n) => [n.text, n.dim]), [["three more years", "time"]]));
  test("a sentence-opening pair of capitalized words is a name, an opener is not", () => {
    assert.deepEqual(findNames("Marta Klein opened a bakery. Last Monday it rained. The Harlow Museum reopened.", "en").map((n) => n.text), ["Marta Klein", "Monday", "Harlow Museum"]);
  });
  test("a Korean title other than 씨 takes a full name only", () => {
    assert.deepEqual(findHeadedNames("유명 작가의 책과 박지현 작가의 책", "ko").map((n) => n.text), ["박지현"]);
  });
  test("“more” after a count compares nothing", () => {
    assert.equal(findAntonyms("for three more years", "en").length, 0);
    assert.equal(findAntonyms("costs more than the rival", "en").length, 1);
  });
});

describe("a lone antonym pair in clauses that share no word", () => {
  test("is read to see the other pole with a negation, never as a flip about different things", () => {
    const reasons = hardReasons("처리 시간이 단축됐고, 새 시스템에 대한 고객 만족도 조사 결과도 공개됐다.", "새 시스템에 대한 고객 만족도 조사 결과가 공개됐고, 매출도 올랐다.", "ko");
    assert.ok(!reasons.some((r) => /opposite/u.test(r)), reasons.join("; "));
  });
});
