// Short-text boost (seed 000 §8, v3.11): on short inputs, register shifts are what
// readers notice, yet they add up to only one or two detections. So the severity of
// a detection in a register-sensitive category is multiplied by 1.5 (capped at 3)
// when it is assigned — the §6 formula itself stays unchanged.
import { DEFAULT_SEVERITY_POINTS } from "./severity";
import { isSpace, isZeroWidth } from "../text/chars";

export const SHORT_TEXT_MAX_CHARS = 200;
export const SHORT_TEXT_MAX_PARAGRAPHS = 3;
export const SHORT_TEXT_BOOST_FACTOR = 1.5;
export const SHORT_TEXT_BOOST_CATEGORIES: readonly string[] = ["language", "style", "viral-hook"];


// Code points NFC may fold into the character before them: combining marks and the
// medial/final conjoining jamo (a decomposed Hangul syllable is L + V (+ T)).
const NON_STARTER = /^[\p{M}\u1160-\u11FF\uD7B0-\uD7FF]$/u;
// Per BMP unit: 0 unknown, STABLE (a starter NFC leaves alone), NON_STARTER_UNIT, or UNSTABLE.
const STABLE = 1;
const NON_STARTER_UNIT = 2;
const UNSTABLE = 3;
let unitKind: Uint8Array | null = null;
const astralKind = new Map<number, number>();

function classify(cp: number): number {
  const ch = String.fromCodePoint(cp);
  if (NON_STARTER.test(ch)) return NON_STARTER_UNIT;
  return ch.normalize("NFC") === ch ? STABLE : UNSTABLE;
}

function kindOf(cp: number): number {
  if (cp < 0x300) return STABLE;
  if ((cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x4e00 && cp <= 0x9fff)) return STABLE;
  if (cp > 0xffff) {
    let k = astralKind.get(cp);
    if (k === undefined) astralKind.set(cp, (k = classify(cp)));
    return k;
  }
  const table = unitKind ?? (unitKind = new Uint8Array(0x10000));
  let k = table[cp];
  if (k === 0) k = table[cp] = classify(cp);
  return k;
}

/** Code points of an NFC string that are neither whitespace nor invisible. */
function countVisible(nfc: string): number {
  let n = 0;
  for (let i = 0; i < nfc.length; i++) {
    const c = nfc.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0 && nfc.charCodeAt(i - 1) >= 0xd800 && nfc.charCodeAt(i - 1) <= 0xdbff) continue;
    if (!isSpace(c) && !isZeroWidth(c)) n++;
  }
  return n;
}

// Per BMP unit, for countVisibleUpTo's fast path: 0 unknown, a visible starter NFC leaves alone
// (counts one), whitespace or invisible (counts none), or anything else (surrogates, combining
// marks, units NFC rewrites), which takes the general path. Filled as units are first seen.
const FAST_UNKNOWN = 0;
const FAST_VISIBLE = 1;
const FAST_INVISIBLE = 2;
const FAST_GENERAL = 3;
const fastKinds = new Uint8Array(0x10000);

function fastKindOf(c: number): number {
  if (c >= 0xd800 && c <= 0xdfff) return FAST_GENERAL;
  if (isSpace(c) || isZeroWidth(c)) return kindOf(c) === NON_STARTER_UNIT ? FAST_GENERAL : FAST_INVISIBLE;
  return kindOf(c) === STABLE ? FAST_VISIBLE : FAST_GENERAL;
}

/**
 * Non-whitespace characters, counted as code points of the NFC text (so NFD Hangul counts once
 * per syllable), stopping early once the count passes `limit`. One pass with no allocation for
 * text NFC leaves alone; only a combining sequence or a character NFC rewrites is normalized,
 * on its own (NFC never composes across a starter, so the counts add up exactly).
 */
function countVisibleUpTo(text: string, limit: number): number {
  const len = text.length;
  let n = 0;
  let segStart = 0; // where the current starter begins
  let starterCount = 0; // what that starter counts on its own
  // Whether the last character counted is a lone high surrogate: once whitespace is removed
  // it pairs with a lone low surrogate that follows, and the pair is one code point.
  let loneHigh: boolean = false;
  const fast = fastKinds;
  for (let i = 0; i < len && n <= limit; ) {
    // The common units first, from one table lookup: what the general path below would do
    // with them (a visible stable starter counts one, whitespace counts none), no code point read.
    const c = text.charCodeAt(i);
    let f = fast[c];
    if (f === FAST_UNKNOWN) f = fast[c] = fastKindOf(c);
    if (f === FAST_VISIBLE) {
      segStart = i;
      starterCount = 1;
      n++;
      loneHigh = false;
      i++;
      continue;
    }
    if (f === FAST_INVISIBLE) {
      segStart = i;
      starterCount = 0;
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const w = cp > 0xffff ? 2 : 1;
    if (cp >= 0x300 && kindOf(cp) === NON_STARTER_UNIT) {
      let j = i + w;
      while (j < len) {
        const next = text.codePointAt(j)!;
        if (next < 0x300 || kindOf(next) !== NON_STARTER_UNIT) break;
        j += next > 0xffff ? 2 : 1;
      }
      n += countVisible(text.slice(segStart, j).normalize("NFC")) - starterCount;
      // The sequence is counted; anything after it starts afresh.
      segStart = j;
      starterCount = 0;
      loneHigh = false;
      i = j;
      continue;
    }
    segStart = i;
    if (isSpace(cp) || isZeroWidth(cp)) {
      starterCount = 0;
      i += w;
      continue;
    }
    starterCount = kindOf(cp) === STABLE ? 1 : countVisible(String.fromCodePoint(cp).normalize("NFC"));
    const lowAfterHigh: boolean = loneHigh && cp >= 0xdc00 && cp <= 0xdfff;
    n += lowAfterHigh ? starterCount - 1 : starterCount;
    loneHigh = !lowAfterHigh && cp >= 0xd800 && cp <= 0xdbff;
    i += w;
  }
  return n;
}

/** Non-whitespace characters, counted as code points of the NFC text (so NFD Hangul counts once per syllable). */
export function countNonWhitespaceChars(text: string): number {
  return countVisibleUpTo(text, Infinity);
}

/**
 * Paragraphs are blocks separated by at least one blank line (CRLF, CR and LF alike).
 * Invisible characters are ignored; a separator is a whitespace run holding two line
 * breaks, where CRLF is one break (so Windows line endings do not split paragraphs).
 * Stops counting once past `limit`.
 */
function countParagraphsUpTo(text: string, limit: number): number {
  const kinds = unitKinds();
  const len = text.length;
  let blocks = 0;
  let inBlock = false; // a visible character since the last separator
  let breaks = 0; // CR/LF in the current whitespace run
  let i = 0;
  // Line by line: the regex engine finds the next CR/LF, and a line matters only through
  // whether it holds a visible character, which is looked for only when it changes the state.
  while (i < len && blocks <= limit) {
    LINE_BREAK_UNIT.lastIndex = i;
    const br = LINE_BREAK_UNIT.test(text) ? LINE_BREAK_UNIT.lastIndex - 1 : len;
    if (!inBlock || breaks > 0) {
      let j = i;
      while (j < br && kinds[text.charCodeAt(j)] !== VISIBLE) j++;
      if (j < br) {
        if (!inBlock) blocks++;
        inBlock = true;
        breaks = 0;
      }
    }
    if (br === len) break;
    let end = br;
    if (text.charCodeAt(br) === 0x0d) {
      let j = br + 1;
      while (j < len && kinds[text.charCodeAt(j)] === INVISIBLE) j++;
      if (text.charCodeAt(j) === 0x0a) end = j; // CR(invisible)*LF is one break
    }
    if (++breaks >= 2) inBlock = false;
    i = end + 1;
  }
  return blocks;
}

const LINE_BREAK_UNIT = /[\n\r]/g;

// Per code unit, what it is to the paragraph count (one lookup instead of two range tests).
const VISIBLE = 0;
const INVISIBLE = 1;
const SPACE = 2;
const LINE_BREAK = 3; // CR or LF
let kindTable: Uint8Array | null = null;

function unitKinds(): Uint8Array {
  if (kindTable) return kindTable;
  const t = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    t[c] = isZeroWidth(c) ? INVISIBLE : c === 0x0a || c === 0x0d ? LINE_BREAK : isSpace(c) ? SPACE : VISIBLE;
  }
  return (kindTable = t);
}

export function countNonEmptyParagraphs(text: string): number {
  return countParagraphsUpTo(text, Infinity);
}

/** ≤200 non-whitespace characters OR ≤3 non-empty paragraphs. */
export function isShortText(text: string): boolean {
  return (
    countVisibleUpTo(text, SHORT_TEXT_MAX_CHARS) <= SHORT_TEXT_MAX_CHARS ||
    countParagraphsUpTo(text, SHORT_TEXT_MAX_PARAGRAPHS) <= SHORT_TEXT_MAX_PARAGRAPHS
  );
}

export function isBoostedCategory(category: string): boolean {
  return SHORT_TEXT_BOOST_CATEGORIES.includes(category);
}

/**
 * Severity points for one detection at assignment time: ×1.5 capped at `cap`
 * (3 by default) when the text is short and the category is language, style or
 * viral-hook; unchanged otherwise. The detector calls this when it assigns points.
 */
export function boostSeverityPoints(
  points: number,
  category: string,
  shortText: boolean,
  cap: number = DEFAULT_SEVERITY_POINTS.high,
): number {
  if (!shortText || !isBoostedCategory(category)) return points;
  return Math.min(points * SHORT_TEXT_BOOST_FACTOR, Math.max(cap, points));
}
