// Character classes used by the tokenizer and matchers, as code-unit tests so the hot
// loops never allocate. Everything outside the fast ASCII/Hangul/CJK ranges falls back
// to one precompiled Unicode property regex.

const WORD_RE = /^[\p{L}\p{M}\p{N}_]$/u;

/** JavaScript's \s for one code unit (spaces, tabs, CR/LF, NBSP, ideographic space, …). */
export function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** Characters that carry no text and that matching ignores: zero-width space/joiners, word joiner, BOM, soft hyphen. */
export function isZeroWidth(c: number): boolean {
  return (c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff || c === 0x00ad;
}

/** Unicode-aware \w for one code point: letters, marks, digits, underscore. */
export function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) {
    return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || cp === 0x5f;
  }
  if (cp >= 0xac00 && cp <= 0xd7a3) return true;
  if (cp >= 0x4e00 && cp <= 0x9fff) return true;
  if (cp > 0xffff) return WORD_RE.test(String.fromCodePoint(cp));
  // Punctuation at token edges (quotes, dashes, CJK brackets) would otherwise reach the
  // regex, with a fresh one-character string, on every token.
  const table = bmpWord ?? (bmpWord = new Uint8Array(0x10000));
  let known = table[cp];
  if (known === 0) known = table[cp] = WORD_RE.test(String.fromCharCode(cp)) ? WORD : NOT_WORD;
  return known === WORD;
}

// Memo of isWordCodePoint over the BMP: 0 unknown, then WORD or NOT_WORD.
const WORD = 1;
const NOT_WORD = 2;
let bmpWord: Uint8Array | null = null;

export function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
export function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Code point at i and its width in code units. */
export function codePointAt(text: string, i: number): number {
  return text.codePointAt(i)!;
}

/** Code point ending just before index `end` (handles surrogate pairs). */
export function codePointBefore(text: string, end: number): number {
  const c = text.charCodeAt(end - 1);
  if (isLowSurrogate(c) && end >= 2 && isHighSurrogate(text.charCodeAt(end - 2))) {
    return text.codePointAt(end - 2)!;
  }
  return c;
}

/** Han ideograph (BMP blocks and the supplementary ideographic planes). */
export function isHan(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3134f) ||
    cp === 0x3005 // 々, the iteration mark, behaves like the Han it repeats
  );
}

/** Hiragana, Katakana (incl. ー), Katakana extensions and half-width Katakana. */
export function isKana(cp: number): boolean {
  return (cp >= 0x3041 && cp <= 0x30ff && cp !== 0x30fb && cp !== 0x30a0) || (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff66 && cp <= 0xff9f);
}

export function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * Lowercases without changing the length, so offsets into the folded string are offsets
 * into the input: characters whose lowercase has a different length (İ → i̇) stay as they are.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = "";
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const w = cp > 0xffff ? 2 : 1;
    const ch = text.slice(i, i + w);
    const l = ch.toLowerCase();
    out += l.length === w ? l : ch;
    i += w;
  }
  return out;
}
