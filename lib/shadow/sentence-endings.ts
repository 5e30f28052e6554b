// How a sentence ends, for the ko/ja register features: its last few letters past closing
// punctuation, quotes and emoji, classified by suffix. Works on ranges of the text so the
// common case builds no string.

/** The tail is looked for in the sentence's last 16 code units. */
const TAIL_WINDOW = 16;

const TRAILING_NON_LETTER = /^[\s\p{P}\p{S}\u200B-\u200D\u2060\uFEFF]$/u;

// Memo of TRAILING_NON_LETTER per BMP unit (0 unknown, 1 yes, 2 no) and per astral code point.
let bmpTrailing: Uint8Array | null = null;
const astralTrailing = new Map<number, boolean>();

function isTrailingNonLetter(cp: number): boolean {
  if (cp > 0xffff) {
    let known = astralTrailing.get(cp);
    if (known === undefined) astralTrailing.set(cp, (known = TRAILING_NON_LETTER.test(String.fromCodePoint(cp))));
    return known;
  }
  const t = bmpTrailing ?? (bmpTrailing = new Uint8Array(0x10000));
  let k = t[cp];
  if (k === 0) k = t[cp] = TRAILING_NON_LETTER.test(String.fromCharCode(cp)) ? 1 : 2;
  return k === 1;
}

/** Start of the window the tail of sentence [start, end) is taken from. */
export function tailWindowStart(start: number, end: number): number {
  return Math.max(start, end - TAIL_WINDOW);
}

/**
 * End of text[from, end) once trailing whitespace, punctuation, symbols (emoji included) and
 * zero-width characters are dropped: the longest such run reaching `end`, taken by code point.
 */
export function trimTrailingNonLetters(text: string, from: number, end: number): number {
  let e = end;
  while (e > from) {
    const c = text.charCodeAt(e - 1);
    let cp = c;
    let w = 1;
    if (c >= 0xdc00 && c <= 0xdfff && e - 2 >= from) {
      const h = text.charCodeAt(e - 2);
      if (h >= 0xd800 && h <= 0xdbff) {
        cp = ((h - 0xd800) << 10) + (c - 0xdc00) + 0x10000;
        w = 2;
      }
    }
    if (!isTrailingNonLetter(cp)) break;
    e -= w;
  }
  return e;
}

function endsWith(s: string, from: number, end: number, suffix: string): boolean {
  const n = suffix.length;
  if (end - from < n) return false;
  for (let i = 0; i < n; i++) if (s.charCodeAt(end - n + i) !== suffix.charCodeAt(i)) return false;
  return true;
}

export const KO_FORMAL = 1; // …니다, …니까
export const KO_POLITE = 2; // …요, …죠
export const KO_PLAIN = 3; // …다
export const KO_NOMINAL = 4; // …음/함/임/됨/것

/** The Korean ending class of s[from, end), or 0. */
export function koreanEnding(s: string, from: number, end: number): number {
  if (end <= from) return 0;
  if (endsWith(s, from, end, "니다") || endsWith(s, from, end, "니까")) return KO_FORMAL;
  const last = s.charCodeAt(end - 1);
  if (last === 0xc694 /* 요 */ || last === 0xc8e0 /* 죠 */) return KO_POLITE;
  if (last === 0xb2e4 /* 다 */) return KO_PLAIN;
  if (last === 0xc74c /* 음 */ || last === 0xd568 /* 함 */ || last === 0xc784 /* 임 */ || last === 0xb428 /* 됨 */ || last === 0xac83 /* 것 */) {
    return KO_NOMINAL;
  }
  return 0;
}

export const JA_POLITE = 1;
export const JA_DEARU = 2;

const JA_POLITE_ENDINGS = ["です", "ます", "ました", "でした", "ません", "しょう", "ください"];
const JA_DEARU_ENDINGS = ["である", "であろう", "であった"];

/** The Japanese ending class of s[from, end), or 0. */
export function japaneseEnding(s: string, from: number, end: number): number {
  for (const e of JA_POLITE_ENDINGS) if (endsWith(s, from, end, e)) return JA_POLITE;
  for (const e of JA_DEARU_ENDINGS) if (endsWith(s, from, end, e)) return JA_DEARU;
  return 0;
}
