// Root causes of false alarms on faithful Chinese and Japanese rewrites (issue 16), each with
// a change it must still catch: negation characters inside lexicalized words (无线 "wireless",
// 寥寥无几 "very few"), でも after an interrogative ("anyone", not "even though"), verbs that
// stop or close (閉鎖, 閉める, 禁止) whose neighbouring noun is not what they negate, 〜にくい
// ("hard to", like English "hard to"), and verbs of running out, delay and continuing.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";
import { findMarks } from "../../lib/meaning/marks";

const hard = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => `${a.type}: ${a.reason}`);
const negations = (text: string, lang: Lang) => findMarks(text, lang).marks.filter((m) => m.cls === "negation").map((m) => text.slice(m.start, m.end));

describe("lexicalized words are no negation", () => {
  test("无线 and 無線 (wireless) negate nothing; 无 before other words still does", () => {
    assert.deepEqual(negations("它不支持无线充电。", "zh"), ["不"]);
    assert.deepEqual(negations("無線LANに対応している。", "ja"), []);
    assert.deepEqual(negations("这里无法充电。", "zh"), ["无"]);
  });
  test("寥寥无几 is 'very few', a quantifier, not a negation", () => {
    assert.deepEqual(negations("提供培训的企业寥寥无几。", "zh"), []);
    assert.ok(findMarks("提供培训的企业寥寥无几。", "zh").marks.some((m) => m.cls === "few"));
  });
  test("誰でも / 何でも is 'any', not a concession; 雨でも、 still is", () => {
    assert.ok(!findMarks("社員は誰でも、月2日まで在宅勤務ができる。", "ja").marks.some((m) => m.cls === "concessive"));
    assert.ok(findMarks("雨が降っても、試合は行う。", "ja").marks.some((m) => m.cls === "concessive"));
  });
});

describe("verbs that stop or close carry their own negation", () => {
  test("使えない → 閉鎖される, 休業 → 閉める, 不能再走 → 禁止通行: faithful", () => {
    assert.deepEqual(hard("工事の影響で、駅の東口は来月10日まで使えない。", "来月10日までは工事のため東口が閉鎖される。", "ja"), []);
    assert.deepEqual(hard("店舗の改装工事のため、3月10日から2週間休業いたします。", "3月10日から14日間、改装工事で店を閉めます。", "ja"), []);
    assert.deepEqual(hard("这座桥没有通过检查，所以卡车不能再走这条路。", "由于未能通过检查，这座桥已禁止卡车通行。", "zh"), []);
  });
  test("the opposite verb is still a flip (閉鎖 → 開放, 禁止 → 允许)", () => {
    assert.ok(hard("来月10日までは工事のため東口が閉鎖される。", "来月10日までは工事のため東口が開放される。", "ja").length > 0);
    assert.ok(hard("这座桥已禁止卡车通行。", "这座桥已允许卡车通行。", "zh").length > 0);
  });
});

describe("other words of negative sense", () => {
  test("不便 → 使いにくい (hard to use) is faithful; 使いやすい is caught", () => {
    assert.deepEqual(hard("駐車場が狭いため、車で来る人は不便を感じている。", "駐車場が小さいので、車で来る人には使いにくい。", "ja"), []);
    assert.ok(hard("駐車場が狭いため、車で来る人は不便を感じている。", "駐車場が小さいので、車で来る人には使いやすい。", "ja").length > 0);
  });
  test("在庫がなくなっている → 在庫を切らしている (run out) is faithful", () =>
    assert.deepEqual(hard("多くの書店では、すでに在庫がなくなっている。", "在庫を切らしている書店も多い。", "ja"), []));
  test("発表しておらず → 先延ばしにしている (delay) is faithful", () =>
    assert.deepEqual(hard("担当課はまだ計画を発表しておらず、市民は日程を知らない。", "担当課が計画の発表を先延ばしにしているので、市民は日程を把握できていない。", "ja"), []));
  test("从来没有停过 → 一直运转 (kept running) is faithful; 停过 with the negation dropped is caught", () => {
    assert.deepEqual(hard("工厂的机器从来没有停过。", "工厂的机器一直运转正常。", "zh"), []);
    assert.ok(hard("工厂的机器从来没有停过。", "工厂的机器停过。", "zh").length > 0);
  });
});
