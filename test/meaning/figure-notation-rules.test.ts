// Figures written another way (issue 16, tuned on the eleventh hold-out's false alarms): the same
// value in another notation passes, another value is still caught. Each case is hand-written, none
// taken from a set. ja minutes before a verb (15分煮る = 十五分間煮込む) and 十分 with a word of time
// after it (十分ほど); volumes (300ml = 300ミリリットル, 两百毫升); a Han numeral before 厘米 or 等分;
// a day of the month (每月10日 = 每个月十号); "no less than" is "at least"; "the first quarter of an
// hour" is fifteen minutes; an ordinal word meets its figure (the first = the 1st); "every one of" is
// no count; 알 counts pills (두 알); a Latin unit glued to a figure is no name in ko/zh/ja (400ml); a fall
// said as what is left is the same figure (20% 줄었다 = 80% 수준), never against another fall or a rise;
// 万分之五 is 0.05%; a Han numeral before 。 keeps its 万; a Korean particle after a figure leaves it bare
// (9억에); a day of the month and a span of days, a calendar year and a span of years, written alike, meet;
// one of a unit of time (1년, 1年間) is as weak as "a year"; a Han numeral before 级 or a range's 至/到 is read.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { checkMeaning } from "../../lib/meaning/check";
import { extractNumbers } from "../../lib/meaning/numbers";
import { readText } from "../../lib/meaning/mask";
import { findNames } from "../../lib/meaning/anchors";
import type { Lang } from "../../lib/engine/types";
import { testRuleCases, type RuleCase } from "./rule-cases";

const CASES: RuleCase[] = [
  ["15分 before a verb is fifteen minutes (ja)", "ja", "鍋に入れて15分煮る。", "鍋に入れたら十五分間煮込む。", "鍋に入れたら二十五分間煮込む。", "number"],
  ["十分ほど is ten minutes (ja)", "ja", "卵を5分ほどゆでる。", "卵は五分ほどゆでる。", "卵は十分ほどゆでる。", "number"],
  ["300ml is 300ミリリットル (ja)", "ja", "水を300ml加える。", "水を300ミリリットル加える。", "水を500ミリリットル加える。", "number"],
  ["200毫升 is 两百毫升, not 200升 (zh)", "zh", "加入200毫升牛奶。", "倒进两百毫升牛奶。", "倒进200升牛奶。", "number"],
  ["两厘米 is 2厘米 (zh)", "zh", "把萝卜切成2厘米的段。", "萝卜切成两厘米长的段。", "萝卜切成五厘米长的段。", "number"],
  ["四等分 is 4等分 (ja)", "ja", "玉ねぎを4等分に切る。", "玉ねぎは四等分にする。", "玉ねぎは八等分にする。", "number"],
  ["每月10日 is 每个月十号 (zh)", "zh", "房租须在每月10日前交付。", "每个月十号之前要交房租。", "每个月十五号之前要交房租。", "number"],
  ["'no less than' is 'at least'", "en", "Tenants must give at least 30 days' notice.", "Tenants must give no less than 30 days' notice.", "Tenants must give no more than 30 days' notice.", "number"],
  ["'the first quarter of an hour' is the first 15 minutes", "en", "Leave the lid on for the first 15 minutes.", "Keep the lid on for the first quarter of an hour.", "Keep the lid on for the first half hour.", "number"],
  ["'the first' meets 'the 1st'", "en", "Payment is due on the first of each month.", "Payment falls due on the 1st of every month.", "Payment falls due on the 5th of every month.", "number"],
  ["두 알 is 2알 (ko)", "ko", "하루에 2알씩 복용하세요.", "하루에 두 알씩 드세요.", "하루에 세 알씩 드세요.", "number"],
  ["a fall said as what is left (ko): 20% 줄었다 = 80% 수준", "ko", "수확량이 작년보다 20% 줄었다.", "올해 수확량은 작년의 80% 수준에 그쳤다.", "올해 수확량은 작년보다 80% 줄었다.", "number"],
  ["a fall said as what is left (en): fell 30% = 70% of", "en", "Sales fell 30% last year.", "Last year sales were 70% of the year before.", "Last year sales rose 70%.", "number"],
  ["a fall said as what is left (zh): 下降25% = 只有75%", "zh", "今年的产量下降了25%。", "今年的产量只有去年的75%。", "今年的产量下降了75%。", "number"],
  ["万分之五 is 0.05% (zh)", "zh", "逾期的，按日加收万分之五的滞纳金。", "逾期的，每天加收0.05%的滞纳金。", "逾期的，每天加收0.5%的滞纳金。", "number"],
  ["五百六十万。 is 560万元 (zh)", "zh", "这套房子总价560万元。", "这套房子总价五百六十万。", "这套房子总价五百八十万。", "number"],
  ["9억에 is 9억 원 (ko)", "ko", "마포구 아파트, 매매가 9억 원.", "마포구 아파트를 9억에 팝니다.", "마포구 아파트를 8억에 팝니다.", "number"],
  ["距今约3200年 is 三千二百年左右 (zh)", "zh", "这件铜鼎距今约3200年。", "这件铜鼎已有三千二百年左右的历史。", "这件铜鼎已有两千二百年左右的历史。", "number"],
  ["a day of the month said apart from its month (ko)", "ko", "신청 기간은 5월 1일부터 31일까지이다.", "5월 한 달 동안, 즉 1일부터 31일까지 접수한다.", "5월 한 달 동안, 즉 2일부터 31일까지 접수한다.", "number"],
  ["1년 소득 is 연 소득 (ko)", "ko", "연 소득이 2,400만 원 이하인 사람은 신청할 수 있다.", "1년 소득이 2,400만 원 이하라면 신청할 수 있다.", "2년 소득이 2,400만 원 이하라면 신청할 수 있다.", "number"],
  ["次年 is 第二年 (zh)", "zh", "个人须在次年3月1日至6月30日办理年度汇算。", "个人应在第二年的3月1日到6月30日之间完成年度汇算。", "个人应在第三年的3月1日到6月30日之间完成年度汇算。", "number"],
  ["六级 is 6级 (zh)", "zh", "明天将伴有六级大风。", "明天风力可达6级。", "明天风力可达8级。", "number"],
];

describe("figures written another way: the faithful rewrite passes, the change is caught", () => testRuleCases(CASES));

const read = (t: string, lang: Lang) => extractNumbers(readText(t).folded, lang).map((n) => `${n.dim}:${n.value}`);

describe("figure readers", () => {
  test("十分 alone is 'enough', not ten minutes (ja, zh)", () => {
    assert.deepEqual(read("準備は十分にできている。", "ja"), []);
    assert.deepEqual(read("这个方法十分有效。", "zh"), []);
  });
  test("分 of a compound is no minute: 3分野, 三分之一 stay what they were", () => {
    assert.ok(!read("研究は3分野にわたる。", "ja").includes("time:180"));
    assert.ok(!read("三分之一的人", "zh").some((k) => k.startsWith("time:")));
  });
  test("a Han numeral before 至 or 到 starts a range (八至十度)", () => {
    assert.deepEqual(read("将降温八至十度。", "zh").slice(0, 1), ["n:8"]);
  });
  test("'every one of', 'no one' are no counts", () => {
    assert.deepEqual(read("He set up every one of the goals, and no one saw it coming.", "en"), []);
  });
  test("an ordinal word is weak: alone it is never a figure lost or added", () => {
    const o = "At first the plan was to open 3 branches.";
    assert.equal(checkMeaning(o, "The plan was to open 3 branches.", "en").meaning_ok, true);
  });
  test("a Latin unit glued to a figure is no name in ja (400ml), a Latin word after a space still is", () => {
    assert.deepEqual(findNames("だし400mlと醤油を入れる。", "ja").map((n) => n.text), []);
    assert.deepEqual(findNames("だしは Yamaki を使う。", "ja").map((n) => n.text), ["Yamaki"]);
  });
});
