// Each curated antonym axis (lib/meaning/antonyms.ts), in each language: its faithful
// example (the same claim said with the other pole and a negation, or the operands of a
// converse swapped) raises no HARD FAIL, and its flip (the other pole, no negation) is a
// HARD FAIL that points at both words with a reason.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { ANTONYMS, findAntonyms } from "../../lib/meaning/antonyms";
import { checkMeaning } from "../../lib/meaning/check";
import { readText } from "../../lib/meaning/mask";

const hard = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL");

for (const lang of Object.keys(ANTONYMS) as Lang[])
  describe(`antonym axes (${lang})`, () => {
    ANTONYMS[lang].forEach((axis, i) => {
      test(`${axis.id} (${axis.gloss}): both poles are read in the flip`, () => {
        const o = findAntonyms(readText(axis.flip.original).folded, lang).filter((h) => h.axis === i);
        const r = findAntonyms(readText(axis.flip.rewrite).folded, lang).filter((h) => h.axis === i);
        assert.ok(o.length > 0 && r.length > 0, `${axis.flip.original} / ${axis.flip.rewrite}`);
      });
      test(`${axis.id}: the faithful example raises no HARD FAIL`, () => assert.deepEqual(hard(axis.faithful.original, axis.faithful.rewrite, lang).map((a) => a.reason), []));
      test(`${axis.id}: the flip is a HARD FAIL on both words`, () => {
        const { original, rewrite } = axis.flip;
        const fails = hard(original, rewrite, lang);
        assert.ok(fails.length > 0, rewrite);
        const flip = fails.find((a) => a.change === "changed" && /opposite/u.test(a.reason)) ?? fails[0];
        assert.equal(original.slice(flip.start, flip.end), flip.text);
        assert.equal(rewrite.slice(flip.rewrite_start!, flip.rewrite_end!), flip.rewrite_text);
        assert.ok(flip.reason.length > 0);
      });
    });
  });

describe("antonym flips in rewritten claims", () => {
  test("a flip inside a reworded sentence is caught, with both ranges", () => {
    const o = "Sales of electric bikes rose by 18% last year in the city.";
    const r = "In the city, electric bike sales fell by 18% last year.";
    const f = hard(o, r, "en").find((a) => /opposite/u.test(a.reason));
    assert.ok(f);
    assert.equal(f.text, "rose");
    assert.equal(f.rewrite_text, "fell");
  });
  test("both poles on both sides, reordered, is no flip", () => {
    const o = "Sales of bikes rose last year, while sales of scooters fell.";
    const r = "Scooter sales fell last year, whereas bike sales rose.";
    assert.deepEqual(hard(o, r, "en").map((a) => a.reason), []);
  });
  test("antonym plus negation keeps the claim (complementary axis): did not fail / passed", () => {
    assert.deepEqual(hard("The test did not fail.", "The test passed.", "en").map((a) => a.reason), []);
    assert.deepEqual(hard("시험은 실패하지 않았다.", "시험은 성공했다.", "ko").map((a) => a.reason), []);
    assert.deepEqual(hard("测试没有失败。", "测试成功了。", "zh").map((a) => a.reason), []);
    assert.deepEqual(hard("試験は失敗しなかった。", "試験は成功した。", "ja").map((a) => a.reason), []);
  });
  test("a graded double change (did not rise / fell) is no HARD FAIL but is left for review", () => {
    const res = checkMeaning("Prices did not rise in May.", "Prices fell in May.", "en");
    assert.equal(res.meaning_ok, true);
    assert.ok(res.anchors.some((a) => a.verdict === "SOFT FAIL" && /graded/u.test(a.reason)));
  });
  test("a negation put on the same antonym is a flip (rose / did not rise), and so is the other pole (늘었다 / 줄었다, 增加 / 减少, 増加 / 減少)", () => {
    assert.equal(checkMeaning("Prices rose in May.", "Prices did not rise in May.", "en").meaning_ok, false);
    assert.equal(checkMeaning("증가 추세가 이어졌다. 매출이 늘었다.", "증가 추세가 이어졌다. 매출이 줄었다.", "ko").meaning_ok, false);
    assert.equal(checkMeaning("去年电动车的销量增加了18%。", "去年电动车的销量减少了18%。", "zh").meaning_ok, false);
    assert.equal(checkMeaning("売上が増加した。", "売上が減少した。", "ja").meaning_ok, false);
  });
  test("'close to 300' is no closing, 'more than 30' no comparison", () => {
    assert.deepEqual(findAntonyms("close to 300 people came, more than 30 stayed", "en"), []);
  });
});
