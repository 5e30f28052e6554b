// A name of the original replaced by another where the rewrite restates it (lib/meaning/renamed.ts):
// a HARD FAIL; a name kept verbatim, or a counted or denied head (一家医院, 缺乏医院), is not a name swap.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";
import { findHeadedNames } from "../../lib/meaning/renamed";

const renamed = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.type === "entity" && a.verdict === "HARD FAIL").map((a) => a.reason);

for (const [lang, original, faithful, flip] of [
  ["ja", "1925年に治安維持法が制定された。", "治安維持法ができたのは1925年のことだ。", "治安中止法ができたのは1925年のことだ。"],
  ["en", "The director, Ana Ruiz, opened the show.", "The show was opened by director Ana Ruiz.", "The show was opened by director Ana Ortiz."],
  ["en", "The Kessel Bridge is closed until May.", "Until May, the Kessel Bridge stays shut.", "Until May, the Brenner Bridge stays shut."],
  ["ko", "한빛미술관이 월요일에 다시 문을 열었다.", "월요일, 한빛미술관이 재개관했다.", "월요일, 새솔미술관이 재개관했다."],
  ["zh", "青石博物馆于周一重新开放。", "周一，青石博物馆恢复开放。", "周一，白塔博物馆恢复开放。"],
] as const) {
  test(`${lang}: a name kept passes, the same kind of name swapped in is a HARD FAIL (${flip})`, () => {
    assert.deepEqual(renamed(original, faithful, lang), []);
    assert.equal(renamed(original, flip, lang).length, 1);
  });
}

test("counted, denied and grammatical heads are not names (一家医院, 缺乏医院, しい図書館)", () => {
  assert.deepEqual(findHeadedNames("这个小镇没有一家医院，居民缺乏医院。", "zh"), []);
  assert.deepEqual(findHeadedNames("新しい図書館ができた。", "ja").map((n) => n.text), []);
  assert.deepEqual(findHeadedNames("北京大学和清华大学", "zh").map((n) => n.text), ["北京大学", "清华大学"]);
});
