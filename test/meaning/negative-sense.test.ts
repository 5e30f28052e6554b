// Each curated negative-sense word (lib/meaning/negative-sense.ts) is read as a negation
// on both sides: its faithful example (a negation said with the word) passes, and its
// flip (the word against an original that asserts the opposite) is still a HARD FAIL.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";
import { findMarks } from "../../lib/meaning/marks";
import { NEGATIVE_SENSE } from "../../lib/meaning/negative-sense";

const hard = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => `${a.type}: ${a.reason}`);

for (const lang of Object.keys(NEGATIVE_SENSE) as Lang[])
  describe(`negative-sense words (${lang})`, () => {
    for (const e of NEGATIVE_SENSE[lang]) {
      test(`${e.gloss}: read as a negation in the rewrite`, () => {
        const re = new RegExp(e.pattern, "u");
        const at = re.exec(e.faithful.rewrite);
        assert.ok(at, `pattern matches ${e.faithful.rewrite}`);
        const marks = findMarks(lang === "en" ? e.faithful.rewrite.toLowerCase() : e.faithful.rewrite, lang).marks;
        assert.ok(marks.some((m) => m.cls === "negation" && m.start <= at.index && m.end > at.index), "a negation mark covers the word");
      });
      test(`${e.gloss}: the faithful example passes`, () => assert.deepEqual(hard(e.faithful.original, e.faithful.rewrite, lang), []));
      test(`${e.gloss}: the flip is caught`, () => assert.ok(hard(e.flip.original, e.flip.rewrite, lang).some((h) => h.startsWith("negation")), e.flip.rewrite));
    }
  });
