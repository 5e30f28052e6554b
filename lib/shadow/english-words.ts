// English word statistics for the shadow features: the words of /[A-Za-z]+(?:['’][A-Za-z]+)*/g,
// lowercased with ’ read as ', counted by length, apostrophe and three small word lists.
// Scanned by hand with a hash table over the lowercased units, so no word becomes a string.

export interface EnglishWordStats {
  words: number;
  /** Total letters and apostrophes of all words. */
  letters: number;
  /** Words of 9 or more units. */
  long: number;
  contractions: number;
  firstPerson: number;
  secondPerson: number;
  connectives: number;
  /** Words of 6 or more letters (no apostrophe) ending in -ing. */
  ing: number;
}

const FIRST = 1;
const SECOND = 2;
const CONNECTIVE = 3;

const LISTS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [FIRST, ["i", "me", "my", "mine", "i'm", "i've", "i'd", "i'll", "myself"]],
  [SECOND, ["you", "your", "yours", "you're", "you've", "you'll", "you'd", "yourself"]],
  [
    CONNECTIVE,
    [
      "however", "moreover", "furthermore", "additionally", "overall", "therefore", "thus", "ultimately",
      "consequently", "nevertheless", "notably", "importantly", "hence", "conclusion",
    ],
  ],
];

function mix(h: number, u: number): number {
  return Math.imul(h ^ u, 0x01000193);
}

const SLOTS = 256; // a power of two well above the 31 listed words
const slotWord: string[] = new Array(SLOTS).fill("");
const slotKind = new Uint8Array(SLOTS);
const slotHash = new Int32Array(SLOTS);
let longestListed = 0;
for (const [kind, words] of LISTS) {
  for (const w of words) {
    let h = 0x811c9dc5 | 0;
    for (let i = 0; i < w.length; i++) h = mix(h, w.charCodeAt(i));
    let s = h & (SLOTS - 1);
    while (slotKind[s] !== 0) s = (s + 1) & (SLOTS - 1);
    slotWord[s] = w;
    slotKind[s] = kind;
    slotHash[s] = h;
    longestListed = Math.max(longestListed, w.length);
  }
}

function isAsciiLetter(u: number): boolean {
  const l = u | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

/** The list kind of text[start, end) lowercased (’ as '), with its hash `h`; 0 when unlisted. */
function kindOf(text: string, start: number, end: number, h: number): number {
  const len = end - start;
  for (let s = h & (SLOTS - 1); slotKind[s] !== 0; s = (s + 1) & (SLOTS - 1)) {
    if (slotHash[s] !== h) continue;
    const w = slotWord[s];
    if (w.length !== len) continue;
    let same = true;
    for (let i = 0; i < len; i++) {
      let u = text.charCodeAt(start + i);
      if (u === 0x2019) u = 0x27;
      else u |= 0x20;
      if (u !== w.charCodeAt(i)) {
        same = false;
        break;
      }
    }
    if (same) return slotKind[s];
  }
  return 0;
}

export function englishWordStats(text: string): EnglishWordStats {
  const stats: EnglishWordStats = { words: 0, letters: 0, long: 0, contractions: 0, firstPerson: 0, secondPerson: 0, connectives: 0, ing: 0 };
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let h = 0x811c9dc5 | 0;
    let apostrophe = false;
    // Letters, then any number of (apostrophe + letters).
    for (;;) {
      while (i < n) {
        const u = text.charCodeAt(i);
        if (!isAsciiLetter(u)) break;
        h = mix(h, u | 0x20);
        i++;
      }
      if (i + 1 < n) {
        const a = text.charCodeAt(i);
        if ((a === 0x27 || a === 0x2019) && isAsciiLetter(text.charCodeAt(i + 1))) {
          apostrophe = true;
          h = mix(h, 0x27);
          i++;
          continue;
        }
      }
      break;
    }
    const len = i - start;
    stats.words++;
    stats.letters += len;
    if (len >= 9) stats.long++;
    if (apostrophe) stats.contractions++;
    else if (
      len >= 6 &&
      (text.charCodeAt(i - 1) | 0x20) === 0x67 &&
      (text.charCodeAt(i - 2) | 0x20) === 0x6e &&
      (text.charCodeAt(i - 3) | 0x20) === 0x69
    ) {
      stats.ing++;
    }
    if (len <= longestListed) {
      const kind = kindOf(text, start, i, h);
      if (kind === FIRST) stats.firstPerson++;
      else if (kind === SECOND) stats.secondPerson++;
      else if (kind === CONNECTIVE) stats.connectives++;
    }
  }
  return stats;
}
