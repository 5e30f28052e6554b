// Sentences whose tokens live in a document's flat span array, against the plain objects
// they replaced: same tokens, same counts, same JSON, same token ids.
import { test } from "node:test";
import assert from "node:assert/strict";
import { segmentDocument, splitParagraphs, splitSentences, tokenize } from "../../lib/engine/segment";
import { SpanSentence, tokenCountOf } from "../../lib/engine/sentence";
import { tokenIds } from "../../lib/engine/token-ids";
import { documentTokenIds } from "../helpers/token-ids";
import { koreanDiagnostics } from "../../lib/engine/korean";
import { analyzeText } from "../../lib/engine/analyze";
import { resolveStylometryOptions } from "../../lib/engine/options";
import type { Lang, Token } from "../../lib/engine/types";
import { randomText, seededRandom } from "../helpers/random-text";

const PIECES = [" ", "  ", "\n", "\n\n", "\r\n", ". ", "! ", "。", "？", "…", "\"", "”", "'", "-", ",", "word", "Don't", "좋은", "도구는", "다.", "漢字", "かな", "GPT4", "😀", "𠮷", "é", "\u0301", "\u200b", "ﬁ"];
const LANGS: Lang[] = ["en", "ko", "zh", "ja"];

/** The sentences of `text` built the plain way: split, then tokenize each sentence on its own. */
function plainSentences(text: string, lang: Lang): Array<{ index: number; start: number; end: number; tokens: Token[] }> {
  const out = [];
  for (const p of splitParagraphs(text)) {
    let index = 0;
    for (const r of splitSentences(text, p, lang)) {
      const tokens = tokenize(text, r, lang);
      if (tokens.length > 0) out.push({ index: ++index, start: r.start, end: r.end, tokens });
    }
  }
  return out;
}

test("segmentDocument's sentences read, count and serialize like plainly tokenized ones, across slab changes", () => {
  const rand = seededRandom(7);
  for (let doc = 0; doc < 600; doc++) {
    const lang = LANGS[doc % 4];
    // Some documents longer than a slab, so reservations both fit and overflow.
    const text = randomText(rand, PIECES, doc % 97 === 0 ? 40_000 : Math.floor(rand() * 300));
    const seg = segmentDocument(text, lang);
    const sentences = seg.paragraphs.flatMap((p) => p.sentences);
    const expected = plainSentences(text, lang);
    assert.equal(JSON.stringify(sentences), JSON.stringify(expected));
    assert.equal(seg.tokenCount, expected.reduce((n, s) => n + s.tokens.length, 0));
    assert.equal(seg.tokens.spans.length, 2 * seg.tokenCount);
    let first = 0;
    for (const p of seg.paragraphs) {
      assert.equal(p.firstToken, first);
      assert.equal(p.tokenCount, p.sentences.reduce((n, s) => n + s.tokenCount, 0));
      first += p.tokenCount;
    }
    sentences.forEach((s, k) => {
      assert.equal(tokenCountOf(s), expected[k].tokens.length);
      assert.equal(s.tokens, s.tokens, "built once, then the same array");
      assert.deepEqual(s.tokens.map((t) => [t.start, t.end, t.text]), expected[k].tokens.map((t) => [t.start, t.end, t.text]));
    });
  }
});

test("a document's spans stay valid while later documents are segmented", () => {
  const rand = seededRandom(11);
  const kept = [];
  for (let doc = 0; doc < 300; doc++) {
    const text = randomText(rand, PIECES, 50 + Math.floor(rand() * 400));
    kept.push({ text, json: JSON.stringify(plainSentences(text, "en")), seg: segmentDocument(text, "en") });
  }
  for (const { json, seg } of kept) assert.equal(JSON.stringify(seg.paragraphs.flatMap((p) => p.sentences)), json);
});

test("tokenCountOf falls back to tokens.length for sentences that are plain data", () => {
  const a = analyzeText("One two three. Four five.\n\nSix seven eight nine.", { lang: "en" });
  const copy = JSON.parse(JSON.stringify(a)) as typeof a;
  const live = a.paragraphs.flatMap((p) => p.sentences);
  const parsed = copy.paragraphs.flatMap((p) => p.sentences);
  assert.deepEqual(live.map(tokenCountOf), [3, 2, 4]);
  assert.deepEqual(parsed.map(tokenCountOf), [3, 2, 4]);
  assert.ok(live.every((s) => s instanceof SpanSentence));
  assert.equal(parsed[0].tokenCount, undefined, "tokenCount is not part of the JSON");
  assert.deepEqual(Object.keys(JSON.parse(JSON.stringify(live[0]))), ["index", "start", "end", "tokens"]);
});

test("mapped sentences (NFD, zero-width) read their tokens in the caller's text", () => {
  const rand = seededRandom(3);
  for (let doc = 0; doc < 200; doc++) {
    const lang = LANGS[doc % 4];
    const text = randomText(rand, PIECES, 20 + Math.floor(rand() * 200)) + " 한국어 단어 文字 word";
    const a = analyzeText(text, { lang });
    for (const p of a.paragraphs) {
      for (const s of p.sentences) {
        assert.equal(tokenCountOf(s), s.tokens.length);
        for (const t of s.tokens) assert.equal(t.text, text.slice(t.start, t.end));
      }
    }
  }
});

test("token ids over spans equal token ids over token objects", () => {
  const rand = seededRandom(5);
  for (let doc = 0; doc < 200; doc++) {
    const lang = LANGS[doc % 4];
    const text = randomText(rand, [...PIECES, "WORD", "Word", "İ", "Σ"], Math.floor(rand() * 300));
    const seg = segmentDocument(text, lang);
    const plain = [{ sentences: plainSentences(text, lang) }];
    const fromObjects = documentTokenIds(text, plain, seg.tokenCount);
    const objectIds = [...fromObjects.ids.subarray(0, seg.tokenCount)];
    const fromSpans = tokenIds(text, seg.tokens.spans, seg.tokenCount);
    assert.deepEqual([...fromSpans.ids.subarray(0, seg.tokenCount)], objectIds);
    assert.equal(fromSpans.distinct, fromObjects.distinct);
  }
});

test("Korean diagnostics over spans equal the diagnostics of the same eojeols as strings", () => {
  const rand = seededRandom(9);
  const opts = resolveStylometryOptions().koDiagnostics;
  const pieces = ["좋은", "도구는", "했다", "합니다", "사과를", "의", "가", "😀", " ", " ", ", ", ". ", "\n", "A"];
  for (let doc = 0; doc < 200; doc++) {
    const text = randomText(rand, pieces, 1 + Math.floor(rand() * 200));
    const seg = segmentDocument(text, "ko");
    for (const p of seg.paragraphs) {
      const d = koreanDiagnostics(text, p, seg.tokens.spans, opts);
      const eojeols = p.sentences.flatMap((s) => s.tokens.map((t) => t.text));
      const lengths = eojeols.map((e) => [...e].length);
      assert.equal(d.spacing.meanEojeolLength, lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0);
      assert.equal(d.spacing.singleSyllableRatio, lengths.length ? lengths.filter((l) => l === 1).length / lengths.length : 0);
      assert.equal(d.comma.count, [...text.slice(p.start, p.end)].filter((c) => c === "," || c === "，" || c === "、").length);
    }
  }
});
