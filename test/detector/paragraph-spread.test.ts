import { test } from "node:test";
import assert from "node:assert/strict";
import { paragraphSpread } from "../../lib/detector/paragraph-spread";
import type { TextRange } from "../../lib/engine/types";
import { seededRandom } from "../helpers/random-text";

/** The plain computation: each occurrence's paragraph by search, counted in a map. */
function reference(paragraphs: readonly TextRange[], occurrences: readonly TextRange[]) {
  const counts = new Map<number, number>();
  for (const o of occurrences) {
    let found = -1;
    for (let i = 0; i < paragraphs.length; i++) if (paragraphs[i].start <= o.start) found = i;
    const inside = found >= 0 && o.start < Math.max(paragraphs[found].end, paragraphs[found].start + 1);
    const key = inside ? found : -1;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { paragraphsHit: counts.size, maxInOneParagraph: Math.max(0, ...counts.values()) };
}

test("paragraphSpread equals counting each occurrence's paragraph in a map", () => {
  const rand = seededRandom(11);
  for (let round = 0; round < 2000; round++) {
    const paragraphs: TextRange[] = [];
    let at = Math.floor(rand() * 3);
    const n = Math.floor(rand() * 6);
    for (let i = 0; i < n; i++) {
      const len = Math.floor(rand() * 8); // empty paragraphs too
      paragraphs.push({ start: at, end: at + len });
      at += len + Math.floor(rand() * 3); // gaps between paragraphs, sometimes none
    }
    const occurrences: TextRange[] = [];
    for (let i = Math.floor(rand() * 10); i > 0; i--) {
      const start = Math.floor(rand() * (at + 3));
      occurrences.push({ start, end: start + 1 + Math.floor(rand() * 4) });
    }
    occurrences.sort((a, b) => a.start - b.start || b.end - a.end);
    assert.deepEqual(paragraphSpread(paragraphs, occurrences), reference(paragraphs, occurrences), JSON.stringify({ paragraphs, occurrences }));
  }
});

test("occurrences outside every paragraph count as one more group", () => {
  const paragraphs = [{ start: 5, end: 10 }, { start: 12, end: 20 }];
  const spread = paragraphSpread(paragraphs, [{ start: 0, end: 2 }, { start: 6, end: 7 }, { start: 10, end: 11 }, { start: 13, end: 14 }, { start: 25, end: 26 }]);
  assert.deepEqual(spread, { paragraphsHit: 3, maxInOneParagraph: 3 });
});
