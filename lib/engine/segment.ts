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
import type { Lang, Sentence, TextRange, Token } from "./types";
import * as chars from "../text/chars";
import { SourceToken } from "./token";

// Bound once: transpilers that turn imports into namespace getters would otherwise pay a
// property lookup per character in the loops below (measured at ~10% of analyzeText).
const isHan = chars.isHan;
const isKana = chars.isKana;
const isWordCodePoint = chars.isWordCodePoint;
const codePointBefore = chars.codePointBefore;

/** A sentence already in the shape the Analysis reports (index is 1-based within the paragraph). */
export type SegmentedSentence = Sentence;
export interface SegmentedParagraph extends TextRange {
  sentences: SegmentedSentence[];
  tokenCount: number;
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
  const tokens: Token[] = [];
  if (lang === "zh" || lang === "ja") tokenizeCjk(text, range.start, range.end, tokens);
  else tokenizeSpaced(text, range.start, range.end, tokens);
  return tokens;
}

function tokenizeSpaced(text: string, start: number, end: number, tokens: Token[]): void {
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
    if (s < e) tokens.push(new SourceToken(text, s, e));
    i = j;
  }
}

function tokenizeCjk(text: string, start: number, end: number, tokens: Token[]): void {
  let i = start;
  while (i < end) {
    const f = FLAGS[text.charCodeAt(i)];
    if (f & ALNUM) {
      let j = i + 1;
      while (j < end && (FLAGS[text.charCodeAt(j)] & ALNUM) !== 0) j++;
      tokens.push(new SourceToken(text, i, j));
      i = j;
      continue;
    }
    if (f & CJK_LETTER) {
      tokens.push(new SourceToken(text, i, i + 1));
      i++;
      continue;
    }
    if (f & HIGH_SURROGATE) {
      const cp = text.codePointAt(i)!;
      const w = cp > 0xffff ? 2 : 1;
      if (isHan(cp) || isKana(cp)) tokens.push(new SourceToken(text, i, i + w));
      i += w;
      continue;
    }
    i++;
  }
}

/** Paragraphs → sentences → tokens for a whole text. Token-less fragments are dropped. */
export function segmentText(text: string, lang: Lang): SegmentedParagraph[] {
  const cjk = lang === "zh" || lang === "ja";
  const paragraphs = splitParagraphs(text);
  const out: SegmentedParagraph[] = new Array(paragraphs.length);
  const bounds: number[] = [];
  for (let p = 0; p < paragraphs.length; p++) {
    const para = paragraphs[p];
    const sentences: SegmentedSentence[] = [];
    let tokenCount = 0;
    bounds.length = 0;
    scanSentences(text, para.start, para.end, cjk, bounds);
    for (let k = 0; k < bounds.length; k += 2) {
      const tokens: Token[] = [];
      if (cjk) tokenizeCjk(text, bounds[k], bounds[k + 1], tokens);
      else tokenizeSpaced(text, bounds[k], bounds[k + 1], tokens);
      if (tokens.length === 0) continue;
      tokenCount += tokens.length;
      sentences.push({ index: sentences.length + 1, start: bounds[k], end: bounds[k + 1], tokens });
    }
    out[p] = { start: para.start, end: para.end, sentences, tokenCount };
  }
  return out;
}
