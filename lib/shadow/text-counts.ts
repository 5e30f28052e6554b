// Character, punctuation and layout counts of a text for the shadow features, in one pass
// over its code units: a table gives each unit's class (what it adds to which count) and
// whether it is whitespace, so the loop does one lookup per unit and no regex or slice.
// The counts are exactly those of the original per-feature scans (test/shadow/
// text-counts.test.ts keeps those scans as the reference).
import { isSpace, isZeroWidth } from "../text/chars";


export interface TextCounts {
  letters: number;
  digits: number;
  latin: number;
  han: number;
  kana: number;
  commas: number;
  questions: number;
  exclaims: number;
  colons: number;
  parens: number;
  quotes: number;
  dashes: number;
  informal: number; // ㅋㅎㅠㅜ jamo, tildes, emoticon-ish marks
  decomposedHangul: boolean;
  /** Lines (split on \n) with a character that is not JavaScript \s. */
  lines: number;
  /** Of those, lines that open like a list item or heading (LIST_LINE). */
  listLines: number;
  /** Occurrences of "**", counted without overlap ("****" is two). */
  markup: number;
}

// Classes: each is an index into the count array of the scan.
const NONE = 0;
const LATIN = 1; // a letter, and Latin
const DIGIT = 2; // a letter, and a digit
const HANGUL = 3; // a letter
const HAN = 4;
const KANA = 5;
const JAMO_LEAD = 6; // conjoining leading consonant: a letter; the text is decomposed
const JAMO_OTHER = 7; // other conjoining jamo: the text is decomposed
const COMPAT_JAMO = 8; // a letter, and informal (ㅋㅋ, ㅠㅠ)
const COMMA = 9;
const QUESTION = 10;
const EXCLAIM = 11;
const COLON = 12;
const PAREN = 13;
const QUOTE = 14;
const DASH = 15;
const INFORMAL = 16;
const HIGH_SURROGATE = 17;
const ZERO_WIDTH = 18;
const CLASS_COUNT = 19;
const CLASS_MASK = 31;
// Flags above the class bits.
const SPACE = 32; // JavaScript \s (what String#trim removes)
const LIST_START = 64; // can open a list line: - * • … digits ①–⑳ # [
const SLOW = 128; // needs more than counting: a line feed, a star, a high surrogate

/** The class of one BMP code unit, as the original if/else chain ordered its tests. */
function classOf(u: number): number {
  if (u < 0x80) {
    if ((u >= 0x61 && u <= 0x7a) || (u >= 0x41 && u <= 0x5a)) return LATIN;
    if (u >= 0x30 && u <= 0x39) return DIGIT;
    if (u === 0x2c) return COMMA;
    if (u === 0x3f) return QUESTION;
    if (u === 0x21) return EXCLAIM;
    if (u === 0x3a || u === 0x3b) return COLON;
    if (u === 0x28 || u === 0x29) return PAREN;
    if (u === 0x22) return QUOTE;
    if (u === 0x7e) return INFORMAL;
    return NONE;
  }
  if (u >= 0xac00 && u <= 0xd7a3) return HANGUL;
  if (u >= 0x4e00 && u <= 0x9fff) return HAN;
  if ((u >= 0x3041 && u <= 0x30ff && u !== 0x30fb) || (u >= 0xff66 && u <= 0xff9f)) return KANA;
  if (u >= 0x1100 && u <= 0x11ff) return u <= 0x1112 ? JAMO_LEAD : JAMO_OTHER;
  if (u >= 0x3131 && u <= 0x318e) return COMPAT_JAMO;
  if (u >= 0x3400 && u <= 0x4dbf) return HAN;
  if ((u >= 0xc0 && u <= 0x24f && u !== 0xd7 && u !== 0xf7) || (u >= 0xff21 && u <= 0xff5a)) return LATIN;
  if (u >= 0xff10 && u <= 0xff19) return DIGIT;
  if (u === 0xff0c || u === 0x3001) return COMMA;
  if (u === 0xff1f) return QUESTION;
  if (u === 0xff01) return EXCLAIM;
  if (u === 0xff1a || u === 0xff1b) return COLON;
  if (u === 0xff08 || u === 0xff09) return PAREN;
  if ((u >= 0x201c && u <= 0x201d) || (u >= 0x300c && u <= 0x300f)) return QUOTE;
  if (u === 0x2014 || u === 0x2013) return DASH;
  if (u === 0xff5e || u === 0x2026) return INFORMAL;
  if (u >= 0xd800 && u <= 0xdbff) return HIGH_SURROGATE;
  return NONE;
}


let table: Uint8Array | null = null;

/** What the table holds for one unit: its class (zero-width first), with SPACE when it is \s. */
export function unitKindOf(u: number): number {
  const k = isZeroWidth(u) ? ZERO_WIDTH : classOf(u);
  return isSpace(u) ? k | SPACE : k;
}

/**
 * classOf's ranges as fills, written out: unitKindOf on all 65,536 units, run once per thread
 * before any of it is optimised, took 25-40 ms of the first text's time (every worker thread
 * of the batch commands and the server pays it again); the fills take well under 1 ms. The
 * ranges do not overlap, so their order does not matter; zero-width units then take their
 * own class and whitespace its flag, as unitKindOf says (a test compares the two on every unit).
 */
function unitTable(): Uint8Array {
  if (table) return table;
  const t = new Uint8Array(0x10000); // NONE
  const fill = (cls: number, from: number, to: number) => t.fill(cls, from, to + 1);
  const one = (cls: number, ...units: number[]) => {
    for (const u of units) t[u] = cls;
  };
  fill(LATIN, 0x41, 0x5a);
  fill(LATIN, 0x61, 0x7a);
  fill(DIGIT, 0x30, 0x39);
  one(COMMA, 0x2c, 0xff0c, 0x3001);
  one(QUESTION, 0x3f, 0xff1f);
  one(EXCLAIM, 0x21, 0xff01);
  one(COLON, 0x3a, 0x3b, 0xff1a, 0xff1b);
  one(PAREN, 0x28, 0x29, 0xff08, 0xff09);
  one(QUOTE, 0x22, 0x201c, 0x201d);
  fill(QUOTE, 0x300c, 0x300f);
  one(INFORMAL, 0x7e, 0xff5e, 0x2026);
  one(DASH, 0x2014, 0x2013);
  fill(HANGUL, 0xac00, 0xd7a3);
  fill(HAN, 0x4e00, 0x9fff);
  fill(HAN, 0x3400, 0x4dbf);
  fill(KANA, 0x3041, 0x30ff);
  t[0x30fb] = NONE; // the katakana middle dot
  fill(KANA, 0xff66, 0xff9f);
  fill(JAMO_LEAD, 0x1100, 0x1112);
  fill(JAMO_OTHER, 0x1113, 0x11ff);
  fill(COMPAT_JAMO, 0x3131, 0x318e);
  fill(LATIN, 0xc0, 0x24f);
  one(NONE, 0xd7, 0xf7); // × and ÷
  fill(LATIN, 0xff21, 0xff5a);
  fill(DIGIT, 0xff10, 0xff19);
  fill(HIGH_SURROGATE, 0xd800, 0xdbff);
  one(ZERO_WIDTH, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad);
  for (const u of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]) t[u] |= SPACE;
  for (let u = 0x2000; u <= 0x200a; u++) t[u] |= SPACE;
  for (const ch of "-*•·▪●◦▶►✓✔☑#[0123456789") t[ch.charCodeAt(0)] |= LIST_START;
  for (let u = 0x2460; u <= 0x2473; u++) t[u] |= LIST_START; // ①–⑳
  t[0x0a] |= SLOW;
  t[0x2a] |= SLOW;
  for (let u = 0xd800; u <= 0xdbff; u++) t[u] |= SLOW;
  return (table = t);
}

/** The table's class and SPACE bits for every unit (tests check them against unitKindOf). */
export function unitKinds(): Uint8Array {
  const t = unitTable();
  return t.map((k) => k & (CLASS_MASK | SPACE));
}

// The original per-line test `^[ \t]*(?:…(?=\s)|…#{1,6}\s…)` ran on the line alone, where the
// line's end fails `\s`; run sticky on the whole text, `\s` must therefore exclude the \n
// that ends the line (no other \n can be reached from inside the line).
const LIST_LINE_AT = /[ \t]*(?:[-*•·▪●◦▶►✓✔☑]|\d{1,2}[.)](?=[^\S\n])|[①-⑳]|#{1,6}[^\S\n]|\[[ xX]\])/y;

function isListLineAt(text: string, lineStart: number): boolean {
  LIST_LINE_AT.lastIndex = lineStart;
  return LIST_LINE_AT.test(text);
}

// Reused across calls: the scan is synchronous and never re-entered.
const counts = new Int32Array(CLASS_COUNT);

/**
 * Counts of `text`, or null when it holds a zero-width character (U+200B–U+200D, U+2060,
 * U+FEFF, U+00AD): the features count the text with those removed, and removing them can
 * join units (a surrogate pair split by U+200B) or lines' markup, so the caller strips
 * them and counts again.
 */
export function countText(text: string): TextCounts | null {
  const t = unitTable();
  counts.fill(0);
  const n = text.length;
  let lines = 0;
  let listLines = 0;
  let markup = 0;
  let lineStart = 0;
  let i = 0;
  while (i < n) {
    let u = text.charCodeAt(i);
    let k = t[u];
    if ((k & SPACE) !== 0) {
      // Leading whitespace of a line, blank lines included.
      counts[k & CLASS_MASK]++;
      if (u === 0x0a) lineStart = i + 1;
      i++;
      continue;
    }
    lines++;
    if ((k & LIST_START) !== 0 && isListLineAt(text, lineStart)) listLines++;
    // The rest of the line.
    for (;;) {
      counts[k & CLASS_MASK]++;
      if ((k & SLOW) !== 0) {
        if (u === 0x0a) {
          lineStart = ++i;
          break;
        }
        if (u === 0x2a) {
          if (i + 1 < n && text.charCodeAt(i + 1) === 0x2a) {
            markup++;
            i++; // the second star belongs to this pair
          }
        } else {
          const cp = text.codePointAt(i)!;
          if (cp >= 0x20000 && cp <= 0x3134f) counts[HAN]++;
          else if (cp >= 0x1f300 && cp <= 0x1faff) counts[INFORMAL]++;
          // The counts skip the unit after a high surrogate, paired or not (as the original
          // scan did); the layout still sees it when the pair is broken.
          i++;
          if (i < n) {
            const next = text.charCodeAt(i);
            if (next === 0x0a) {
              lineStart = ++i;
              break;
            }
            if ((t[next] & CLASS_MASK) === ZERO_WIDTH) counts[ZERO_WIDTH]++;
            else if (next === 0x2a && i + 1 < n && text.charCodeAt(i + 1) === 0x2a) {
              markup++;
              i++;
            }
          }
        }
      }
      if (++i >= n) break;
      u = text.charCodeAt(i);
      k = t[u];
    }
  }
  if (counts[ZERO_WIDTH] > 0) return null;
  return {
    letters:
      counts[LATIN] + counts[DIGIT] + counts[HANGUL] + counts[HAN] + counts[KANA] + counts[JAMO_LEAD] + counts[COMPAT_JAMO],
    digits: counts[DIGIT],
    latin: counts[LATIN],
    han: counts[HAN],
    kana: counts[KANA],
    commas: counts[COMMA],
    questions: counts[QUESTION],
    exclaims: counts[EXCLAIM],
    colons: counts[COLON],
    parens: counts[PAREN],
    quotes: counts[QUOTE],
    dashes: counts[DASH],
    informal: counts[INFORMAL] + counts[COMPAT_JAMO],
    decomposedHangul: counts[JAMO_LEAD] + counts[JAMO_OTHER] > 0,
    lines,
    listLines,
    markup,
  };
}
