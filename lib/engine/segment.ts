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

// Bound once: transpilers that turn imports into namespace getters would otherwise pay a
// property lookup per character in the loops below (measured at ~10% of analyzeText).
const isAsciiAlnum = chars.isAsciiAlnum;
const isHan = chars.isHan;
const isKana = chars.isKana;
const isSpace = chars.isSpace;
const isWordCodePoint = chars.isWordCodePoint;
const codePointBefore = chars.codePointBefore;

export interface SegmentedSentence extends TextRange {
  tokens: Token[];
}
export interface SegmentedParagraph extends TextRange {
  sentences: SegmentedSentence[];
  tokenCount: number;
}

const PARAGRAPH_BREAK = /\n\s*\n/g;
const CLOSERS = `"'”’)\\]」』）】〕》〉`;
const SENTENCE_BREAK_SPACED = new RegExp(`[.!?。…]+[${CLOSERS}]*\\s+|\\n+`, "g");
const SENTENCE_BREAK_CJK = new RegExp(`[.!?。…]+[${CLOSERS}]*\\s+|[。！？．!?]+[${CLOSERS}]*|\\n+`, "g");

/** Shrinks [start, end) past leading and trailing whitespace; null when nothing is left. */
export function trimRange(text: string, start: number, end: number): TextRange | null {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return start < end ? { start, end } : null;
}

/** Blocks separated by blank lines (`\n\s*\n`); CR of CRLF is trimmed as whitespace. */
export function splitParagraphs(text: string): TextRange[] {
  const out: TextRange[] = [];
  let from = 0;
  PARAGRAPH_BREAK.lastIndex = 0;
  for (let m = PARAGRAPH_BREAK.exec(text); m; m = PARAGRAPH_BREAK.exec(text)) {
    const r = trimRange(text, from, m.index);
    if (r) out.push(r);
    from = m.index + m[0].length;
  }
  const last = trimRange(text, from, text.length);
  if (last) out.push(last);
  return out;
}

/** Sentence ranges inside `range` (usually a paragraph). Newlines always end a sentence. */
export function splitSentences(text: string, range: TextRange, lang: Lang): TextRange[] {
  const re = lang === "zh" || lang === "ja" ? SENTENCE_BREAK_CJK : SENTENCE_BREAK_SPACED;
  const slice = text.slice(range.start, range.end);
  const out: TextRange[] = [];
  let from = 0;
  re.lastIndex = 0;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    const sep = m[0];
    // The terminator (and closers) belong to the sentence; only whitespace separates.
    let keep = 0;
    while (keep < sep.length && !isSpace(sep.charCodeAt(keep))) keep++;
    const r = trimRange(text, range.start + from, range.start + m.index + keep);
    if (r) out.push(r);
    from = m.index + sep.length;
    if (sep.length === 0) re.lastIndex++;
  }
  const last = trimRange(text, range.start + from, range.end);
  if (last) out.push(last);
  return out;
}

/**
 * Tokens of one range. ko/en: whitespace chunks with leading/trailing non-word characters
 * stripped (Unicode-aware, so Hangul and accented letters are word characters; inner
 * punctuation as in don't or 좋은-도구 stays). zh/ja: each Han or Kana character and each
 * ASCII letter/digit run.
 */
export function tokenize(text: string, range: TextRange, lang: Lang): Token[] {
  return lang === "zh" || lang === "ja" ? tokenizeCjk(text, range) : tokenizeSpaced(text, range);
}

function tokenizeSpaced(text: string, range: TextRange): Token[] {
  const tokens: Token[] = [];
  let i = range.start;
  const end = range.end;
  while (i < end) {
    while (i < end && isSpace(text.charCodeAt(i))) i++;
    if (i >= end) break;
    let j = i;
    while (j < end && !isSpace(text.charCodeAt(j))) j++;
    let s = i;
    let e = j;
    while (s < e) {
      const cp = text.codePointAt(s)!;
      if (isWordCodePoint(cp)) break;
      s += cp > 0xffff ? 2 : 1;
    }
    while (e > s) {
      const cp = codePointBefore(text, e);
      if (isWordCodePoint(cp)) break;
      e -= cp > 0xffff ? 2 : 1;
    }
    if (s < e) tokens.push({ start: s, end: e, text: text.slice(s, e) });
    i = j;
  }
  return tokens;
}

function tokenizeCjk(text: string, range: TextRange): Token[] {
  const tokens: Token[] = [];
  let i = range.start;
  const end = range.end;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isAsciiAlnum(c)) {
      let j = i + 1;
      while (j < end && isAsciiAlnum(text.charCodeAt(j))) j++;
      tokens.push({ start: i, end: j, text: text.slice(i, j) });
      i = j;
      continue;
    }
    if (c < 0x3000) {
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const w = cp > 0xffff ? 2 : 1;
    if (isHan(cp) || isKana(cp)) tokens.push({ start: i, end: i + w, text: text.slice(i, i + w) });
    i += w;
  }
  return tokens;
}

/** Paragraphs → sentences → tokens for a whole text. Token-less fragments are dropped. */
export function segmentText(text: string, lang: Lang): SegmentedParagraph[] {
  return splitParagraphs(text).map((p) => {
    const sentences: SegmentedSentence[] = [];
    let tokenCount = 0;
    for (const s of splitSentences(text, p, lang)) {
      const tokens = tokenize(text, s, lang);
      if (tokens.length === 0) continue;
      tokenCount += tokens.length;
      sentences.push({ start: s.start, end: s.end, tokens });
    }
    return { start: p.start, end: p.end, sentences, tokenCount };
  });
}
