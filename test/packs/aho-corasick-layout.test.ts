// Pins the automaton's scan layouts (full DFA with 16- or 32-bit entries, hashed form) to a
// naive matcher, including the order contract: by end offset, then longest keyword first, then
// keyword order for keywords of equal text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { AhoCorasick } from "../../lib/packs/aho-corasick";
import { naiveHits, scanHits } from "../helpers/naive-keyword-hits";
import { randomText, seededRandom } from "../helpers/random-text";

const PIECES = ["a", "b", "ab", "통", "해", "不", "仅", "🙂", " "];

test("every layout reports exactly the naive matcher's hits, in its order", () => {
  const rand = seededRandom(11);
  for (let round = 0; round < 60; round++) {
    const keywords = Array.from({ length: 1 + Math.floor(rand() * 12) }, () => randomText(rand, PIECES, 1 + Math.floor(rand() * 4)));
    keywords.push(keywords[0], ""); // a duplicate keeps keyword order at one end; an empty keyword never hits
    const dense = new AhoCorasick(keywords);
    const hashed = new AhoCorasick(keywords, { denseBudget: 0 });
    for (let t = 0; t < 10; t++) {
      const text = randomText(rand, PIECES, Math.floor(rand() * 40));
      const expected = naiveHits(keywords, text);
      assert.deepEqual(scanHits(dense, text), expected, `${JSON.stringify(keywords)} / ${text}`);
      assert.deepEqual(scanHits(hashed, text), expected, `${JSON.stringify(keywords)} / ${text}`);
    }
  }
});

test("a DFA past 32,768 states (32-bit entries) matches the naive matcher", () => {
  const rand = seededRandom(5);
  // Long keywords over two letters share few prefixes, so 2,000 of them make about 40,000 states.
  const keywords = Array.from({ length: 2000 }, () => randomText(rand, ["a", "b"], 30));
  keywords.push("ab", "b");
  const dense = new AhoCorasick(keywords);
  for (let t = 0; t < 20; t++) {
    const text = t === 0 ? keywords[7] + keywords[1999] : randomText(rand, ["a", "b", "c"], 60);
    assert.deepEqual(scanHits(dense, text), naiveHits(keywords, text), text);
  }
});
