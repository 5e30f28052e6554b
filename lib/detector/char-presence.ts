// Which of the few characters protected-span detection (and the emoji check) keys on occur in a text, found in one
// pass over its code units. Each kind of protected span needs one of them to occur at all
// (no digit: no number or date; no capital: no name), so a kind whose key character is
// absent is skipped instead of scanned for with its own indexOf or regex.

export const HAS_BACKTICK = 1 << 0;
export const HAS_TILDE = 1 << 1;
export const HAS_AT = 1 << 2;
export const HAS_DQUOTE = 1 << 3; // "
export const HAS_APOSTROPHE = 1 << 4; // '
export const HAS_LSQUO = 1 << 5; // ‘
export const HAS_LDQUO = 1 << 6; // “
export const HAS_CORNER = 1 << 7; // 「
export const HAS_WHITE_CORNER = 1 << 8; // 『
export const HAS_GUILLEMET = 1 << 9; // «
export const HAS_FW_DQUOTE = 1 << 10; // ＂
export const HAS_DIGIT = 1 << 11; // 0-9 or ０-９
export const HAS_UPPER = 1 << 12; // A-Z
export const HAS_H = 1 << 13; // h (http)
export const HAS_W = 1 << 14; // w (www.)
export const HAS_CJK_DATE = 1 << 15; // 年 년 月 월
/** A unit an Extended_Pictographic character can start with (emoji.ts PICTOGRAPH_START). */
export const HAS_PICTOGRAPH_START = 1 << 16;
/** A low surrogate (U+DC00–U+DFFF): without one, a range's code points are its code units. */
export const HAS_LOW_SURROGATE = 1 << 17;

const ASCII = new Uint16Array(128);
ASCII[0x60] = HAS_BACKTICK;
ASCII[0x7e] = HAS_TILDE;
ASCII[0x40] = HAS_AT;
ASCII[0x22] = HAS_DQUOTE;
ASCII[0x27] = HAS_APOSTROPHE;
for (let c = 0x30; c <= 0x39; c++) ASCII[c] = HAS_DIGIT;
for (let c = 0x41; c <= 0x5a; c++) ASCII[c] = HAS_UPPER;
ASCII[0x68] = HAS_H;
ASCII[0x77] = HAS_W;

function nonAscii(c: number): number {
  if (c >= 0xff10 && c <= 0xff19) return HAS_DIGIT;
  if (c >= 0xdc00 && c <= 0xdfff) return HAS_LOW_SURROGATE;
  switch (c) {
    case 0x2018:
      return HAS_LSQUO;
    case 0x201c:
      return HAS_LDQUO;
    case 0x300c:
      return HAS_CORNER;
    case 0x300e:
      return HAS_WHITE_CORNER;
    case 0x00ab:
      return HAS_GUILLEMET;
    case 0xff02:
      return HAS_FW_DQUOTE;
    case 0x5e74: // 年
    case 0xb144: // 년
    case 0x6708: // 月
    case 0xc6d4: // 월
      return HAS_CJK_DATE;
    case 0x00a9:
    case 0x00ae:
    case 0x3030:
    case 0x303d:
    case 0x3297:
    case 0x3299:
      return HAS_PICTOGRAPH_START;
    default:
      return (c >= 0x203c && c <= 0x2bff) || (c >= 0xd83c && c <= 0xd83f) ? HAS_PICTOGRAPH_START : 0;
  }
}

/**
 * HAS_* bits per UTF-16 code unit: one array read per unit instead of a branchy lookup. Built
 * from nonAscii's ranges and points rather than by calling it 65,536 times, which cost ~10 ms
 * of every CLI start; the tests hold the table to nonAscii unit by unit.
 */
const UNIT_BITS = new Uint32Array(65536);
UNIT_BITS.set(ASCII);
UNIT_BITS.fill(HAS_PICTOGRAPH_START, 0x203c, 0x2c00);
UNIT_BITS.fill(HAS_PICTOGRAPH_START, 0xd83c, 0xd840);
UNIT_BITS.fill(HAS_LOW_SURROGATE, 0xdc00, 0xe000);
UNIT_BITS.fill(HAS_DIGIT, 0xff10, 0xff1a);
for (const c of [0x2018, 0x201c, 0x300c, 0x300e, 0x00ab, 0xff02, 0x5e74, 0xb144, 0x6708, 0xc6d4, 0x00a9, 0x00ae, 0x3030, 0x303d, 0x3297, 0x3299]) {
  UNIT_BITS[c] = nonAscii(c);
}

// The last answer: protected spans and the emoji check ask about the same text in one detect call.
let lastText: string | null = null;
let lastBits = 0;

/** Bit set of the HAS_* characters that occur in text. */
export function charPresence(text: string): number {
  if (text === lastText) return lastBits;
  // Two accumulators, even and odd units: the ORs of one no longer wait on the other's, which
  // measured about a quarter faster than a single chain.
  let even = 0;
  let odd = 0;
  const n = text.length;
  let i = 0;
  for (; i + 1 < n; i += 2) {
    even |= UNIT_BITS[text.charCodeAt(i)];
    odd |= UNIT_BITS[text.charCodeAt(i + 1)];
  }
  if (i < n) even |= UNIT_BITS[text.charCodeAt(i)];
  lastText = text;
  lastBits = even | odd;
  return lastBits;
}

/** charPresence by the branchy per-unit lookup, uncached: the reference the table is tested against. */
export function charPresencePlain(text: string): number {
  let bits = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    bits |= c < 128 ? ASCII[c] : nonAscii(c);
  }
  return bits;
}
