// A share of a count said as the count it comes to (lib/meaning/check.ts, matchShares):
// "half of its 12 rooms" / "six of the twelve rooms" is one quantity, each way round; a
// different count is still a changed number.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";

const numberFails = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.type === "number" && a.verdict !== "PASS").map((a) => a.reason);

for (const [lang, original, faithful, flip] of [
  ["ko", "참석자 12명 가운데 절반은 시간이 모자랐다고 말했다.", "참석자 12명 중 6명은 시간이 모자랐다고 말했다.", "참석자 12명 중 7명은 시간이 모자랐다고 말했다."],
  ["ja", "参加者12人のうち半分が時間が足りなかったと答えた。", "参加者12人のうち6人が時間が足りなかったと答えた。", "参加者12人のうち8人が時間が足りなかったと答えた。"],
  ["zh", "十二个展厅中已有一半开放。", "12个展厅里有6个已经开放。", "12个展厅里有8个已经开放。"],
  ["en", "Half of its 12 galleries are open again.", "Six of the twelve galleries are open again.", "Eight of the twelve galleries are open again."],
] as const) {
  test(`${lang}: half of 12 restated as 6 is kept; as another count it changed`, () => {
    assert.deepEqual(numberFails(original, faithful, lang), []);
    assert.ok(numberFails(original, flip, lang).length > 0, flip);
  });
}

test("the other way round: 6 of 12 restated as half of them is kept, a third of them is not", () => {
  assert.deepEqual(numberFails("Six of the twelve galleries are open.", "Half of the 12 galleries are open.", "en"), []);
  assert.ok(numberFails("Six of the twelve galleries are open.", "A third of the 12 galleries are open.", "en").length > 0);
});

test("the whole must be in the share's own sentence: a half with no count beside it is not any 6", () => {
  assert.ok(numberFails("The city has 12 parks. Half of the residents use them.", "The city has 12 parks. Six residents use them.", "en").length > 0);
});
