// Pins the root-default layout (the root's row plus each state's differing entries) to the full
// DFA and the naive matcher, order contract included, and checks which layout a keyword set gets.
import { test } from "node:test";
import assert from "node:assert/strict";
import { AhoCorasick } from "../../lib/packs/aho-corasick";
import { naiveHits, scanHits } from "../helpers/naive-keyword-hits";
import { randomText, seededRandom } from "../helpers/random-text";

const PIECES = ["a", "b", "ab", "통", "해", "통해", "不", "仅", "🙂", " "];

test("the root-default layout reports exactly the full DFA's and the naive matcher's hits", () => {
  const rand = seededRandom(23);
  for (let round = 0; round < 80; round++) {
    const keywords = Array.from({ length: 1 + Math.floor(rand() * 16) }, () => randomText(rand, PIECES, 1 + Math.floor(rand() * 5)));
    keywords.push(keywords[0], "");
    const rootDefault = new AhoCorasick(keywords, { rootDefault: true });
    const dense = new AhoCorasick(keywords, { rootDefault: false });
    assert.equal(rootDefault.layout, "root-default");
    assert.equal(dense.layout, "dense");
    for (let t = 0; t < 10; t++) {
      const text = randomText(rand, PIECES, Math.floor(rand() * 50));
      const expected = naiveHits(keywords, text);
      assert.deepEqual(scanHits(rootDefault, text), expected, `${JSON.stringify(keywords)} / ${text}`);
      assert.deepEqual(scanHits(dense, text), expected, `${JSON.stringify(keywords)} / ${text}`);
    }
  }
});

test("a state with many entries of its own (one prefix, many continuations) is read right", () => {
  const syllables = Array.from({ length: 60 }, (_, i) => String.fromCharCode(0xac00 + i * 7));
  const keywords = [...syllables.map((s) => `가${s}`), ...syllables.map((s) => `${s}나`), "나가"];
  const ac = new AhoCorasick(keywords, { rootDefault: true });
  const rand = seededRandom(3);
  for (let t = 0; t < 40; t++) {
    const text = randomText(rand, [...syllables, "가", "나"], 80);
    assert.deepEqual(scanHits(ac, text), naiveHits(keywords, text), text);
  }
});

test("over more than 32 classes (states' masks share bits) it still matches the naive matcher", () => {
  const rand = seededRandom(41);
  const syllables = Array.from({ length: 90 }, (_, i) => String.fromCharCode(0xac00 + i * 3));
  for (let round = 0; round < 20; round++) {
    const keywords = Array.from({ length: 40 }, () => randomText(rand, syllables.slice(0, 30 + round * 3), 1 + Math.floor(rand() * 4)));
    const ac = new AhoCorasick(keywords, { rootDefault: true });
    for (let t = 0; t < 10; t++) {
      const text = randomText(rand, [...keywords.slice(0, 8), ...syllables], 60);
      assert.deepEqual(scanHits(ac, text), naiveHits(keywords, text), `${JSON.stringify(keywords)} / ${text}`);
    }
  }
});

test("a wide alphabet with few deep entries gets the root-default layout; a narrow deep one keeps the full DFA", () => {
  const rand = seededRandom(9);
  const syllables = Array.from({ length: 600 }, (_, i) => String.fromCharCode(0xac00 + i));
  const wide = Array.from({ length: 300 }, () => randomText(rand, syllables, 2 + Math.floor(rand() * 3)));
  assert.equal(new AhoCorasick(wide).layout, "root-default");
  const narrow = Array.from({ length: 300 }, () => randomText(rand, ["a", "b", "c", "d"], 12));
  assert.equal(new AhoCorasick(narrow).layout, "dense");
});

test("more than 32,768 states (32-bit entries) keep the full DFA even when the layout is asked for", () => {
  const rand = seededRandom(5);
  const keywords = Array.from({ length: 2000 }, () => randomText(rand, ["a", "b"], 30));
  const ac = new AhoCorasick(keywords, { rootDefault: true });
  assert.equal(ac.layout, "dense");
  const text = keywords[3] + keywords[1500];
  assert.deepEqual(scanHits(ac, text), naiveHits(keywords, text));
});
