import { test } from "node:test";
import assert from "node:assert/strict";
import { findLexiconHits, foldForLexicon, type Lexicon } from "../../lib/engine/lexicon";
import { randomText, seededRandom } from "../helpers/random-text";

/** Every occurrence of every entry by indexOf, grouped and ordered the plain way (substring entries only). */
function referenceHits(folded: string, lex: Lexicon) {
  const entries = [...lex.strict.map((e) => [e, "strict"] as const), ...lex.phrases.map((e) => [e, "phrase"] as const)];
  const found = new Map<number, Array<{ start: number; end: number }>>();
  entries.forEach(([entry], idx) => {
    const key = foldForLexicon(entry);
    for (let at = folded.indexOf(key); at !== -1; at = folded.indexOf(key, at + 1)) {
      const ranges = found.get(idx) ?? [];
      ranges.push({ start: at, end: at + key.length });
      found.set(idx, ranges);
    }
  });
  return [...found.entries()]
    .sort((x, y) => x[1][0].start - y[1][0].start || x[0] - y[0])
    .map(([idx, ranges]) => ({ entry: entries[idx][0], section: entries[idx][1], ranges }));
}

test("lexicon hits are grouped per entry and ordered by first range, then entry, across many matches per call", () => {
  const rand = seededRandom(7);
  // Overlapping heads and shared first ranges (가 / 가나 / 가나다 start together), and
  // paragraphs long enough for thousands of matches in one call.
  const lex: Lexicon = { lang: "ko", strict: ["가나다", "나", "가"], phrases: ["가나", "다가", "라마바", "마"] };
  for (let k = 0; k < 60; k++) {
    const text = randomText(rand, ["가", "나", "다", "라", "마", "바", " "], k < 50 ? 1 + Math.floor(rand() * 40) : 3000);
    const folded = foldForLexicon(text);
    assert.deepEqual(findLexiconHits(folded, 0, folded.length, lex), referenceHits(folded, lex), text.slice(0, 80));
  }
  // Matching leaves nothing behind for the next call.
  assert.deepEqual(findLexiconHits("라라", 0, 2, lex), []);
});
