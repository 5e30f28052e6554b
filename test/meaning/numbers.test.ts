// Numbers as the meaning check reads them (lib/meaning/numbers.ts): examples that are also tests.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { extractNumbers } from "../../lib/meaning/numbers";

const read = (text: string, lang: Lang) => extractNumbers(text, lang).map((n) => [n.text, n.dim, n.value]);

test("Han numerals before a measure unit are numbers in that unit (九キロ, 三公里, 五ドル)", () => {
  assert.deepEqual(read("距離は九キロである。", "ja"), [["九キロ", "length", 9000]]);
  assert.deepEqual(read("他走了三公里。", "zh"), [["三公里", "length", 3000]]);
  assert.deepEqual(read("五ドルだった。", "ja"), [["五ドル", "money:USD", 5]]);
  assert.deepEqual(read("大米很便宜。", "zh"), [], "米 after no numeral is rice");
});

test("spelled fractions, half a unit and a five-minute break", () => {
  assert.deepEqual(read("Two thirds of the budget went to rent.", "en"), [["Two thirds", "ratio", 2 / 3]]);
  assert.deepEqual(read("It takes half an hour.", "en"), [["half an hour", "time", 1800]]);
  assert.deepEqual(read("We took a five-minute break.", "en"), [["a five-minute", "time", 300]]);
});

test("vague magnitudes are weak numbers: dozens of, 수십, 几十", () => {
  for (const [text, lang, value] of [["Dozens of people came.", "en", 10], ["수십 명이 왔다.", "ko", 10], ["来了几十个人。", "zh", 10]] as const) {
    const nums = extractNumbers(text, lang);
    assert.equal(nums.length, 1, text);
    assert.equal(nums[0].value, value, text);
    assert.equal(nums[0].weak, true, text);
  }
});
