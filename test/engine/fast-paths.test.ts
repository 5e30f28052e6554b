// The engine's allocation-free paths against the plain string versions they replaced.
import { test } from "node:test";
import assert from "node:assert/strict";
import { documentTokenIds } from "../helpers/token-ids";
import { movingTypeTokenRatio, movingTypeTokenRatioOfIds } from "../../lib/engine/metrics";
import { findLexiconHits, foldForLexicon, type Lexicon } from "../../lib/engine/lexicon";
import { suffixClass, suffixClassAt } from "../../lib/engine/korean";
import { candorOpener } from "../../lib/engine/discourse";
import type { Token } from "../../lib/engine/types";
import { seededRandom } from "../../lib/util/seeded-random";

const rng = seededRandom;
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** A one-paragraph, one-sentence document whose tokens are `words` separated by spaces. */
function documentOf(words: string[]): { text: string; paragraphs: Array<{ sentences: Array<{ tokens: Token[] }> }> } {
  const tokens: Token[] = [];
  let text = "";
  for (const w of words) {
    if (text) text += " ";
    tokens.push({ start: text.length, end: text.length + w.length, text: w });
    text += w;
  }
  return { text, paragraphs: [{ sentences: [{ tokens }] }] };
}

test("token ids are equal exactly when the lowercase forms are, across documents and table growth", () => {
  const r = rng(99);
  const units = ["a", "A", "b", "B", "é", "É", "İ", "i", "\u0307", "Σ", "σ", "ς", "\u212a", "k", "K", "한", "국", "の", "漢", "😀", "\ud800", "ǅ", "ǆ", "Ǆ"];
  for (let doc = 0; doc < 40; doc++) {
    const words: string[] = [];
    const count = doc % 5 === 0 ? 3000 : 200;
    for (let k = 0; k < count; k++) {
      let w = "";
      const len = 1 + Math.floor(r() * (doc % 5 === 0 ? 6 : 3));
      for (let i = 0; i < len; i++) w += pick(r, units);
      words.push(w);
    }
    const { text, paragraphs } = documentOf(words);
    const { ids, distinct } = documentTokenIds(text, paragraphs, words.length);
    const firstIdOf = new Map<string, number>();
    for (let k = 0; k < words.length; k++) {
      const key = words[k].toLowerCase();
      const seen = firstIdOf.get(key);
      if (seen === undefined) firstIdOf.set(key, ids[k]);
      else assert.equal(ids[k], seen, `${words[k]} in document ${doc}`);
    }
    assert.equal(new Set(firstIdOf.values()).size, firstIdOf.size, "different keys must get different ids");
    assert.equal(distinct, firstIdOf.size);
  }
});

test("MATTR over ids equals MATTR over lowercase strings and leaves the counts zeroed", () => {
  const r = rng(5);
  const vocab = ["the", "The", "a", "tool", "Tool", "도구", "는", "文", "x", "y", "z", "w"];
  const counts = new Int32Array(64);
  for (let k = 0; k < 200; k++) {
    const words = Array.from({ length: Math.floor(r() * 140) }, () => pick(r, vocab));
    const { text, paragraphs } = documentOf(words);
    const { ids } = documentTokenIds(text, paragraphs, words.length);
    for (const window of [50, 10, 0]) {
      const expected = movingTypeTokenRatio(words.map((w) => w.toLowerCase()), window);
      assert.deepEqual(movingTypeTokenRatioOfIds(ids, 0, words.length, window, counts), expected);
      assert.equal(counts.every((c) => c === 0), true);
    }
  }
});

/** Every occurrence of every plain entry, by brute force (substring semantics: no `~`, not en strict). */
function naiveHits(folded: string, lex: Lexicon) {
  const entries = [...lex.strict.map((e) => [e, "strict"] as const), ...lex.phrases.map((e) => [e, "phrase"] as const)];
  const found: Array<{ idx: number; entry: string; section: string; ranges: Array<{ start: number; end: number }> }> = [];
  entries.forEach(([entry, section], idx) => {
    const key = foldForLexicon(entry).trim();
    const ranges = [];
    for (let at = folded.indexOf(key); at !== -1; at = folded.indexOf(key, at + 1)) ranges.push({ start: at, end: at + key.length });
    if (ranges.length) found.push({ idx, entry, section, ranges });
  });
  found.sort((x, y) => x.ranges[0].start - y.ranges[0].start || x.idx - y.idx);
  return found.map(({ entry, section, ranges }) => ({ entry, section, ranges }));
}

test("lexicon matching is the same with the dense table and with the sparse one used for huge lexicons", () => {
  const r = rng(2024);
  const syllables = Array.from({ length: 40 }, (_, i) => String.fromCharCode(0xac00 + i * 37));
  const word = (n: number) => Array.from({ length: n }, () => pick(r, syllables)).join("");
  const small: Lexicon = { lang: "ko", strict: ["가나", "다라마", "나"], phrases: Array.from({ length: 30 }, () => word(2 + Math.floor(r() * 4))) };
  small.strict.push(...small.phrases.slice(0, 3).map((p) => p.slice(0, 2)));
  // Thousands of entries over a wide alphabet: too many states × classes for the dense table.
  const wide = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000)) + String.fromCharCode(0x4e00 + ((i * 104729) % 20000)) + word(3));
  const huge: Lexicon = { lang: "ko", strict: [...small.strict], phrases: [...small.phrases, ...wide] };
  for (let k = 0; k < 100; k++) {
    let text = "";
    while (text.length < 400) text += r() < 0.3 ? pick(r, small.phrases) : r() < 0.1 ? " " : word(1);
    const folded = foldForLexicon(text);
    const expectedSmall = naiveHits(folded, small);
    assert.deepEqual(findLexiconHits(folded, 0, folded.length, small), expectedSmall);
    assert.deepEqual(findLexiconHits(folded, 0, folded.length, huge), naiveHits(folded, huge));
    assert.ok(expectedSmall.length > 0);
  }
});

test("suffix classes read in place equal the sliced lookup", () => {
  const r = rng(3);
  const pieces = ["습니다", "니다", "다", "는", "은", "하고", "에서", "으로써", "로", "적인", "가", "이", "의", "요", "한", "도구", "문장", "a", "😀"];
  for (let k = 0; k < 20000; k++) {
    const n = 1 + Math.floor(r() * 3);
    let w = "";
    for (let i = 0; i < n; i++) w += pick(r, pieces);
    const padded = `xy ${w} z`;
    assert.equal(suffixClassAt(padded, 3, 3 + w.length), suffixClass(w), w);
    assert.equal(suffixClass(w), sliceSuffixClass(w), w);
  }
});

// The original slice-based classifier, longest suffix first.
const TABLE: Array<[string, string]> = [
  ["formal_ending", "습니다 합니다 됩니다 입니다 니다"], ["polite_ending", "세요 어요 아요 해요 예요 에요 죠 요"],
  ["plain_declarative", "한다 된다 이다 었다 았다 였다 했다 있다 없다 진다 는다 다"],
  ["connective", "면서 지만 는데 은데 어서 아서 해서 므로 니까 도록 으며 하며 하고 되고 이고 며 고 면"],
  ["adnominal", "적인 하는 되는 있는 없는 한 된 할 될 인 던"], ["adverbial", "하게 롭게 으로써 로써 게 히"], ["topic", "은 는"],
  ["subject", "께서 이 가"], ["object", "을 를"], ["genitive", "의"], ["dative", "에게 한테 께"], ["locative", "에서 에"],
  ["instrumental", "으로 로"], ["comitative", "이랑 하고 와 과 랑"], ["additive", "까지 부터 조차 마저 밖에 도 만"],
  ["comparative", "보다 처럼 만큼 같이"],
].map(([c, list]) => [c, list] as [string, string]);
const SUFFIX_MAP = new Map<string, string>();
for (const [cls, list] of TABLE) for (const s of list.split(" ")) if (!SUFFIX_MAP.has(s)) SUFFIX_MAP.set(s, cls);
function sliceSuffixClass(w: string): string | null {
  for (let len = Math.min(3, w.length - 1); len >= 1; len--) {
    const cls = SUFFIX_MAP.get(w.slice(w.length - len));
    if (cls) return cls;
  }
  return null;
}

test("the candor pre-check never hides an opener the regex would find", () => {
  const r = rng(11);
  const leads = [" ", "\t", '"', "'", "“", "‘", "(", "[", "*", "_", ">", "#", "-", "\u3000", "\ufeff"];
  const heads = ["Honestly", "HONESTLY", "frankly", "To be honest", "Let’s be honest", "let's be real", "I'll be honest", "In all honesty",
    "솔직히 말하면", "솔직히", "说实话", "正直に言うと", "ぶっちゃけ", "\u212aind", "ſo", "Truth be told", "Here's the thing", "The truth is",
    "honestlyx", "hello", "솔", "説", "x"];
  for (let k = 0; k < 20000; k++) {
    let s = "";
    const nLead = Math.floor(r() * (k % 50 === 0 ? 60 : 4));
    for (let i = 0; i < nLead; i++) s += pick(r, leads);
    s += pick(r, heads) + pick(r, [" it works.", ",", "", "한다", "!"]);
    const text = `ab${s}cd`;
    const end = 2 + s.length;
    const head = text.slice(2, Math.min(end, 2 + 48));
    const m = REFERENCE.exec(head);
    const expected = m ? { start: 2 + m[0].length - (m[1] ?? m[2]).length, end: 2 + m[0].length } : null;
    assert.deepEqual(candorOpener(text, 2, end), expected, JSON.stringify(s));
  }
});

const REFERENCE = new RegExp(
  `^[\\s"'“‘(\\[*_>#-]*(?:(let['’]s be honest|let me be honest|let['’]s be real|to be honest|to be frank|here['’]s the thing|here is the thing|the truth is|truth be told|in all honesty|i['’]ll be honest|if i['’]m being honest|honestly|frankly)(?![\\p{L}\\p{N}])|(솔직히 말하면|솔직히 말해서|솔직하게 말하면|까놓고 말하면|터놓고 말하면|사실 말이지|솔직히|说句实话|实话实说|坦率地说|老实说|说实话|坦白说|坦白讲|正直に言うと|正直に言えば|正直なところ|率直に言うと|本音を言うと|ぶっちゃけ))`,
  "iu",
);

test("the units token ids take as their own lowercase (Kana, CJK, Hangul syllables) are caseless", () => {
  for (const [from, to] of [[0x3040, 0x9fff], [0xac00, 0xd7a3]]) {
    for (let c = from; c <= to; c++) {
      const ch = String.fromCharCode(c);
      assert.equal(ch.toLowerCase(), ch, `U+${c.toString(16)}`);
    }
  }
  const { text, paragraphs } = documentOf(["漢字", "漢字", "한국", "한국", "カナ", "かな"]);
  assert.deepEqual([...documentTokenIds(text, paragraphs, 6).ids.subarray(0, 6)], [0, 0, 1, 1, 2, 3]);
});
