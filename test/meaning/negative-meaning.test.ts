// Words that carry a negation by meaning (lib/meaning/negative-meaning.ts): each entry's faithful
// pair (a negation said with the word) passes, and its flip (the word negated, or set against a
// plain original) is still a HARD FAIL on negation. Also the Chinese topic negated after it
// ("裁员没有发生" for "没有裁员").
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";
import { NEGATIVE_MEANING, negativeMeaningIn } from "../../lib/meaning/negative-meaning";

const hard = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => `${a.type}: ${a.reason}`);

for (const lang of Object.keys(NEGATIVE_MEANING) as Lang[])
  describe(`negative-meaning words (${lang})`, () => {
    for (const e of NEGATIVE_MEANING[lang]) {
      test(`${e.cls} — ${e.gloss}: the word is read in the faithful rewrite`, () => {
        const text = e.faithful.rewrite;
        assert.ok(negativeMeaningIn(text, lang, { start: 0, end: text.length }).length > 0, text);
      });
      test(`${e.cls} — ${e.gloss}: the faithful example passes`, () => assert.deepEqual(hard(e.faithful.original, e.faithful.rewrite, lang), []));
      test(`${e.cls} — ${e.gloss}: the flip is caught`, () => assert.ok(hard(e.flip.original, e.flip.rewrite, lang).some((h) => h.startsWith("negation")), e.flip.rewrite));
    }
  });

describe("zh: the topic negated after it", () => {
  test("裁员没有发生 restates 没有裁员", () => assert.deepEqual(hard("公司没有裁员，但暂停了新工厂的建设。", "裁员没有发生，新厂的建设则被按下了暂停键。", "zh"), []));
  test("裁员发生了 still flips 没有裁员", () => assert.ok(hard("公司没有裁员，但暂停了新工厂的建设。", "裁员发生了，新厂的建设则被按下了暂停键。", "zh").some((h) => h.startsWith("negation"))));
});
