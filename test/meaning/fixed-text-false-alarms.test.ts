// False alarms the meaning check raised on the fix engine's own output (bench:fix, dev: five
// documents "not kept" after every first fix was applied), each beside the flip it must still catch.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";
import { findNames } from "../../lib/meaning/anchors";
import { findHeadedNames } from "../../lib/meaning/renamed";

const hard = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => a.reason);

for (const [why, lang, original, faithful, flip] of [
  // A level word with nothing compared ("많은 문제") is no ordering of two things: a dropped comma must not read as swapped operands.
  ["a level word with no comparison keeps its pole when a comma goes", "ko", "생활이 편리해지고, 많은 문제가 해결되었습니다.", "생활이 편리해지고 많은 문제가 해결되었습니다.", "생활이 편리해지고, 적은 문제가 해결되었습니다."],
  ["a level word with no comparison keeps its pole when a comma goes", "ja", "生活が便利になり、多くの問題が解決した。", "生活が便利になり多くの問題が解決した。", "生活が便利になり、少ない問題が解決した。"],
  ["a level word compared with 보다 still reads its operands", "ko", "북부의 비용은 남부보다 높다.", "남부의 비용은 북부보다 낮다.", "북부의 비용은 남부보다 낮다."],
  ["\"a wide range of\" is a majority quantifier, as \"many\" is", "en", "She tried a wide range of skincare products.", "She tried many skincare products.", "She tried a few skincare products."],
  ["a pronoun or particle before 银行 is no bank's name", "zh", "银行可能会冻结您的银行卡。", "银行可能冻结银行卡。", "银行可能不会冻结您的银行卡。"],
  ["无法 is \"cannot\", not a law", "zh", "如果您无法偿还逾期债务，可以联系银行。", "如果无法偿还逾期债务，可以联系银行。", "如果您能偿还逾期债务，可以联系银行。"],
  ["a name does not run across a line break", "en", "Recent Developments\n\nIn 2020 the council met twice.", "Recent Developments\n\nBesides, in 2020 the council met twice.", "Recent Developments\n\nIn 2020 the council met three times."],
] as const) {
  test(`${lang}: ${why}`, () => {
    assert.deepEqual(hard(original, faithful, lang), [], faithful);
    assert.ok(hard(original, flip, lang).length > 0, `not caught: ${flip}`);
  });
}

test("names: no line break inside one, and no phrase before a head", () => {
  assert.deepEqual(findNames("Recent Developments\n\nIn 2020 the Kessel Bridge closed.", "en").map((n) => n.text), ["Developments", "Kessel Bridge"]);
  assert.deepEqual(findHeadedNames("冻结您的银行卡，请向银行咨询，您无法偿还时。", "zh"), []);
  assert.deepEqual(findHeadedNames("公司法和招商银行", "zh").map((n) => n.text), ["公司法", "招商银行"]);
});
