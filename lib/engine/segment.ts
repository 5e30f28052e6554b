// Paragraphs, sentences and tokens (seed 001 §2–§3). Every unit is a range into the string
// passed in, trimmed of surrounding whitespace, so text.slice(start, end) is the unit itself.
//
// Choices beyond the seed's one-line rules, and why:
// - A sentence keeps its terminator ("Done." not "Done"): ranges are shown to people.
// - Closing quotes/brackets right after a terminator stay with the sentence they close,
//   so `He said "no." Then` splits after the quote, not inside it.
// - zh/ja also split right after 。！？．!? with no whitespace: full-width terminators are
//   not followed by spaces in CJK text, so the seed's `[.!?。…]+\s+` would never fire there.
// - A fragment without a single token (a lone "---", "…", an emoji line) is not a sentence:
//   counting it as a zero-length sentence would distort burstiness.
import type { Lang, TextRange, Token } from "./types";
import * as chars from "../text/chars";
import { SourceToken } from "./token";
import { SpanSentence, type TokenSpans } from "./sentence";

// Bound once: transpilers that turn imports into namespace getters would otherwise pay a
// property lookup per character in the loops below (measured at ~10% of analyzeText).
const isHan = chars.isHan;
const isKana = chars.isKana;
const isWordCodePoint = chars.isWordCodePoint;
const codePointBefore = chars.codePointBefore;

/** A sentence already in the shape the Analysis reports (index is 1-based within the paragraph). */
export type SegmentedSentence = SpanSentence;
export interface SegmentedParagraph extends TextRange {
  sentences: SegmentedSentence[];
  tokenCount: number;
  /** Index of the paragraph's first token in its document's spans. */
  firstToken: number;
}

// Sentence breaks, as the seed writes them (scanned by hand below, with the same leftmost-match
// semantics, because the regex would need a slice per paragraph):
//   ko/en: [.!?。…]+[closers]*\s+ | \n+
//   zh/ja: [.!?。…]+[closers]*\s+ | [。！？．!?]+[closers]* | \n+
// Closers are "'”’)]」』）】〕》〉 — quotes and brackets that close a sentence.

// One table lookup classifies a code unit for every scanner in this file.
const SPACE = 1; // JavaScript \s
const LINE_FEED = 2;
const TERMINATOR = 4; // [.!?。…]
const CJK_TERMINATOR = 8; // [。！？．!?]
const CLOSER = 16;
const ALNUM = 32; // [0-9A-Za-z]
const CJK_LETTER = 64; // a BMP Han or Kana unit: one zh/ja token by itself
const HIGH_SURROGATE = 128;

const FLAGS: Uint8Array = (() => {
  const f = new Uint8Array(0x10000);
  for (const c of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]) f[c] |= SPACE;
  for (let c = 0x2000; c <= 0x200a; c++) f[c] |= SPACE;
  f[0x0a] |= LINE_FEED;
  for (const ch of ".!?。…") f[ch.charCodeAt(0)] |= TERMINATOR;
  for (const ch of "。！？．!?") f[ch.charCodeAt(0)] |= CJK_TERMINATOR;
  for (const ch of `"'”’)]」』）】〕》〉`) f[ch.charCodeAt(0)] |= CLOSER;
  for (let c = 0x30; c <= 0x39; c++) f[c] |= ALNUM;
  for (let c = 0x41; c <= 0x5a; c++) f[c] |= ALNUM;
  for (let c = 0x61; c <= 0x7a; c++) f[c] |= ALNUM;
  for (let c = 0x3000; c < 0xd800; c++) if (isHan(c) || isKana(c)) f[c] |= CJK_LETTER;
  for (let c = 0xf900; c <= 0xffff; c++) if (isHan(c) || isKana(c)) f[c] |= CJK_LETTER;
  for (let c = 0xd800; c <= 0xdbff; c++) f[c] |= HIGH_SURROGATE;
  return f;
})();

/** Shrinks [start, end) past leading and trailing whitespace; null when nothing is left. */
export function trimRange(text: string, start: number, end: number): TextRange | null {
  while (start < end && (FLAGS[text.charCodeAt(start)] & SPACE) !== 0) start++;
  while (end > start && (FLAGS[text.charCodeAt(end - 1)] & SPACE) !== 0) end--;
  return start < end ? { start, end } : null;
}

// A block boundary: the seed's `\n\s*\n`. Greedy, so one match spans a whitespace run from
// its first line feed to its last, and trimming drops the rest of the run. The regex engine
// finds the line feeds several times faster than a hand-written loop over every unit.
const BLOCK_BREAK = /\n\s*\n/g;

/** Blocks separated by blank lines (`\n\s*\n`); CR of CRLF is trimmed as whitespace. */
export function splitParagraphs(text: string): TextRange[] {
  const out: TextRange[] = [];
  let from = 0;
  BLOCK_BREAK.lastIndex = 0;
  for (let m = BLOCK_BREAK.exec(text); m !== null; m = BLOCK_BREAK.exec(text)) {
    const r = trimRange(text, from, m.index);
    if (r) out.push(r);
    from = BLOCK_BREAK.lastIndex;
  }
  const last = trimRange(text, from, text.length);
  if (last) out.push(last);
  return out;
}

const SEPARATOR_START = /[\n.!?。…]/g;
const CJK_SEPARATOR_START = /[\n.!?。…！？．]/g;

/** Trimmed, non-empty sentences of [rangeStart, rangeEnd) appended to `out` as start, end pairs. */
function scanSentences(text: string, rangeStart: number, rangeEnd: number, cjk: boolean, out: number[]): void {
  // Units that can start a separator, found by the regex engine (faster than testing every
  // unit here); test() moves lastIndex just past the unit without allocating a match. It may
  // look past rangeEnd, but only to the next candidate: a paragraph is followed by a line feed.
  const starts = cjk ? CJK_SEPARATOR_START : SEPARATOR_START;
  let from = rangeStart;
  let i = rangeStart;
  while (i < rangeEnd) {
    starts.lastIndex = i;
    if (!starts.test(text)) break;
    i = starts.lastIndex - 1;
    if (i >= rangeEnd) break;
    const f = FLAGS[text.charCodeAt(i)];
    let keepEnd = -1; // end of terminator + closers kept by the sentence
    let sepEnd = -1; // end of the whole separator
    if (f & LINE_FEED) {
      let j = i + 1;
      while (j < rangeEnd && text.charCodeAt(j) === 0x0a) j++;
      keepEnd = i;
      sepEnd = j;
    } else {
      let tEnd = i;
      while (tEnd < rangeEnd && (FLAGS[text.charCodeAt(tEnd)] & TERMINATOR) !== 0) tEnd++;
      if (tEnd > i) {
        let j = tEnd;
        while (j < rangeEnd && (FLAGS[text.charCodeAt(j)] & CLOSER) !== 0) j++;
        if (j < rangeEnd && (FLAGS[text.charCodeAt(j)] & SPACE) !== 0) {
          keepEnd = j;
          while (j < rangeEnd && (FLAGS[text.charCodeAt(j)] & SPACE) !== 0) j++;
          sepEnd = j;
        }
      }
      if (sepEnd === -1) {
        // The spaced form fails from every start inside this terminator run (same run end, same
        // next character), so only the unspaced CJK form can still match before tEnd.
        let p = i;
        if (cjk) while (p < tEnd && (FLAGS[text.charCodeAt(p)] & CJK_TERMINATOR) === 0) p++;
        if (cjk && (p < tEnd || (p === i && (f & CJK_TERMINATOR) !== 0))) {
          let j = p + 1;
          while (j < rangeEnd && (FLAGS[text.charCodeAt(j)] & CJK_TERMINATOR) !== 0) j++;
          while (j < rangeEnd && (FLAGS[text.charCodeAt(j)] & CLOSER) !== 0) j++;
          keepEnd = j;
          sepEnd = j;
        } else {
          i = tEnd > i ? tEnd : i + 1;
          continue;
        }
      }
    }
    let s = from;
    let e = keepEnd;
    while (s < e && (FLAGS[text.charCodeAt(s)] & SPACE) !== 0) s++;
    while (e > s && (FLAGS[text.charCodeAt(e - 1)] & SPACE) !== 0) e--;
    if (s < e) out.push(s, e);
    from = sepEnd;
    i = sepEnd;
  }
  let s = from;
  let e = rangeEnd;
  while (s < e && (FLAGS[text.charCodeAt(s)] & SPACE) !== 0) s++;
  while (e > s && (FLAGS[text.charCodeAt(e - 1)] & SPACE) !== 0) e--;
  if (s < e) out.push(s, e);
}

/** Sentence ranges inside `range` (usually a paragraph). Newlines always end a sentence. */
export function splitSentences(text: string, range: TextRange, lang: Lang): TextRange[] {
  const bounds: number[] = [];
  scanSentences(text, range.start, range.end, lang === "zh" || lang === "ja", bounds);
  const out: TextRange[] = [];
  for (let k = 0; k < bounds.length; k += 2) out.push({ start: bounds[k], end: bounds[k + 1] });
  return out;
}

/**
 * Tokens of one range. ko/en: whitespace chunks with leading/trailing non-word characters
 * stripped (Unicode-aware, so Hangul and accented letters are word characters; inner
 * punctuation as in don't or 좋은-도구 stays). zh/ja: each Han or Kana character and each
 * ASCII letter/digit run.
 */
export function tokenize(text: string, range: TextRange, lang: Lang): Token[] {
  const spans = new Int32Array(2 * (range.end - range.start));
  const count = tokenizeRange(text, range.start, range.end, lang === "zh" || lang === "ja", spans, 0);
  const tokens: Token[] = new Array(count);
  for (let k = 0; k < count; k++) tokens[k] = new SourceToken(text, spans[2 * k], spans[2 * k + 1]);
  return tokens;
}

// Token boundaries are written straight into a slab shared by consecutive documents, and each
// document keeps a view of its part: a typed array of its own per document costs a backing-store
// allocation, which was ~1.5% of the batch scorer. Tokens are disjoint and non-empty, so a text
// of n units has at most n of them: with room for that reserved up front, the tokenizers write
// without a bounds check per token. A slab lives as long as any analysis viewing it.
const SLAB_ENTRIES = 1 << 16; // 256 KB: a few hundred tokens per typical document
let slab = new Int32Array(SLAB_ENTRIES);
let slabUsed = 0;

/** Makes room in the slab for the tokens of a text of `units` code units. */
function reserveSpans(units: number): void {
  if (slab.length - slabUsed >= 2 * units) return;
  slab = new Int32Array(Math.max(SLAB_ENTRIES, 2 * units));
  slabUsed = 0;
}

/** Writes the tokens of [start, end) to spans from token index n on; returns the new token count. */
function tokenizeRange(text: string, start: number, end: number, cjk: boolean, spans: Int32Array, n: number): number {
  return cjk ? tokenizeCjk(text, start, end, spans, n) : tokenizeSpaced(text, start, end, spans, n);
}

function tokenizeSpaced(text: string, start: number, end: number, spans: Int32Array, n: number): number {
  let i = start;
  while (i < end) {
    while (i < end && (FLAGS[text.charCodeAt(i)] & SPACE) !== 0) i++;
    if (i >= end) break;
    let j = i + 1;
    while (j < end && (FLAGS[text.charCodeAt(j)] & SPACE) === 0) j++;
    let s = i;
    let e = j;
    // Edges are almost always letters or digits: check those without decoding code points.
    if ((FLAGS[text.charCodeAt(s)] & ALNUM) === 0) {
      while (s < e) {
        const cp = text.codePointAt(s)!;
        if (isWordCodePoint(cp)) break;
        s += cp > 0xffff ? 2 : 1;
      }
    }
    if ((FLAGS[text.charCodeAt(e - 1)] & ALNUM) === 0) {
      while (e > s) {
        const cp = codePointBefore(text, e);
        if (isWordCodePoint(cp)) break;
        e -= cp > 0xffff ? 2 : 1;
      }
    }
    if (s < e) {
      spans[2 * n] = s;
      spans[2 * n + 1] = e;
      n++;
    }
    i = j;
  }
  return n;
}

function tokenizeCjk(text: string, start: number, end: number, spans: Int32Array, n: number): number {
  let i = start;
  while (i < end) {
    const f = FLAGS[text.charCodeAt(i)];
    let width = 0; // of the token starting at i, 0 when none does
    if (f & ALNUM) {
      width = 1;
      while (i + width < end && (FLAGS[text.charCodeAt(i + width)] & ALNUM) !== 0) width++;
    } else if (f & CJK_LETTER) {
      width = 1;
    } else if (f & HIGH_SURROGATE) {
      const cp = text.codePointAt(i)!;
      const w = cp > 0xffff ? 2 : 1;
      if (!(isHan(cp) || isKana(cp))) {
        i += w;
        continue;
      }
      width = w;
    }
    if (width === 0) {
      i++;
      continue;
    }
    spans[2 * n] = i;
    spans[2 * n + 1] = i + width;
    n++;
    i += width;
  }
  return n;
}

/** A text cut into paragraphs and sentences, with the boundaries of all its tokens. */
export interface SegmentedText {
  paragraphs: SegmentedParagraph[];
  tokens: TokenSpans;
  tokenCount: number;
}

/** Paragraphs → sentences → tokens for a whole text. Token-less fragments are dropped. */
export function segmentDocument(text: string, lang: Lang): SegmentedText {
  const cjk = lang === "zh" || lang === "ja";
  reserveSpans(text.length);
  const spans = slab;
  // Token indices below count from the slab's start; the document's tokens start at `base`.
  const base = slabUsed / 2;
  // The sentences share this object; its spans are set once the token count is known.
  const tokens: TokenSpans = { source: text, spans };
  const paragraphs = splitParagraphs(text);
  const out: SegmentedParagraph[] = new Array(paragraphs.length);
  // Sentence bounds of the whole document, appended paragraph after paragraph: emptying the
  // array per paragraph would drop its backing store and grow a new one each time.
  const bounds: number[] = [];
  let n = base;
  for (let p = 0; p < paragraphs.length; p++) {
    const para = paragraphs[p];
    const sentences: SegmentedSentence[] = [];
    const firstToken = n;
    const firstBound = bounds.length;
    scanSentences(text, para.start, para.end, cjk, bounds);
    for (let k = firstBound; k < bounds.length; k += 2) {
      const first = n;
      n = tokenizeRange(text, bounds[k], bounds[k + 1], cjk, spans, n);
      if (n === first) continue;
      sentences.push(new SpanSentence(sentences.length + 1, bounds[k], bounds[k + 1], tokens, first - base, n - first));
    }
    out[p] = { start: para.start, end: para.end, sentences, tokenCount: n - firstToken, firstToken: firstToken - base };
  }
  tokens.spans = spans.subarray(2 * base, 2 * n);
  slabUsed = 2 * n;
  return { paragraphs: out, tokens, tokenCount: n - base };
}
