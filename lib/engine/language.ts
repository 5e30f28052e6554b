// Language by script: Hangul → ko, Kana (with or without Han) → ja, Han without Kana → zh,
// Latin → en. Letters are weighted so a Korean text full of English product names stays
// Korean: one Hangul syllable or CJK character carries about as much as a short Latin word piece.
import type { Lang, LanguageGuess } from "./types";

const WEIGHT = { hangul: 3, kana: 2, han: 2, latin: 1, other: 1 } as const;
/** Kana must be at least this share of the Han+Kana letters to call a CJK text Japanese. */
const KANA_SHARE_FOR_JA = 0.05;
/** The winning language must hold at least this share of the weighted letters. */
const MIN_DOMINANCE = 0.4;
/** A second script family above this share marks the text as mixed. */
const MIXED_SHARE = 0.15;

const LETTER = /\p{L}/u;

// Families as small integers so the counting loop indexes a typed array instead of keying an object.
const NONE = 0;
const HANGUL = 1;
const KANA = 2;
const HAN = 3;
const LATIN = 4;
const OTHER = 5;

function familyOf(cp: number): number {
  if (cp < 0x80) {
    return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) ? LATIN : NONE;
  }
  if ((cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) ||
    (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff)) return HANGUL;
  if ((cp >= 0x3041 && cp <= 0x30ff && cp !== 0x30fb) || (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff66 && cp <= 0xff9d)) return KANA;
  if ((cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3134f)) return HAN;
  if ((cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) || (cp >= 0x1e00 && cp <= 0x1eff) ||
    (cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a)) return LATIN;
  return LETTER.test(String.fromCodePoint(cp)) ? OTHER : NONE;
}

// Family of every BMP code unit, filled on first sight (UNKNOWN until then; high surrogates are
// marked so the loop decodes the pair): punctuation in CJK text would otherwise reach the
// Unicode-property regex once per character.
const UNKNOWN = 0xff;
const PAIR = 0xfe;
let bmpFamily: Uint8Array | null = null;

function familyTable(): Uint8Array {
  if (bmpFamily) return bmpFamily;
  const t = new Uint8Array(0x10000).fill(UNKNOWN);
  for (let c = 0; c < 0x80; c++) t[c] = familyOf(c);
  for (let c = 0xd800; c <= 0xdbff; c++) t[c] = PAIR;
  return (bmpFamily = t);
}

/** Letters beyond this many code units do not change which script dominates. */
const SAMPLE_LIMIT = 65_536;

export function countScripts(text: string): LanguageGuess["scripts"] {
  const table = familyTable();
  const counts = new Int32Array(6);
  const n = text.length;
  const end = Math.min(n, SAMPLE_LIMIT);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    let f = table[c];
    if (f > OTHER) {
      if (f === PAIR && i + 1 < n) {
        f = familyOf(text.codePointAt(i)!);
        i++;
      } else if (f === PAIR) {
        f = NONE; // a lone high surrogate at the very end
      } else {
        f = table[c] = familyOf(c);
      }
    }
    counts[f]++;
  }
  return { hangul: counts[HANGUL], kana: counts[KANA], han: counts[HAN], latin: counts[LATIN], other: counts[OTHER] };
}

// Module-level rather than a closure in detectLanguage: tsx (esbuild keepNames) names every
// named closure with a defineProperty call, paid on each document.
function shareOf(count: number, letters: number): number {
  return letters === 0 ? 0 : count / letters;
}

export function detectLanguage(text: string): LanguageGuess {
  const counts = countScripts(text);
  const letters = counts.hangul + counts.kana + counts.han + counts.latin + counts.other;
  const scripts = {
    hangul: shareOf(counts.hangul, letters),
    kana: shareOf(counts.kana, letters),
    han: shareOf(counts.han, letters),
    latin: shareOf(counts.latin, letters),
    other: shareOf(counts.other, letters),
  };
  if (letters === 0) return { lang: null, scripts, mixed: false };

  const kanaMeaningful = counts.kana >= 2 && counts.kana >= KANA_SHARE_FOR_JA * (counts.kana + counts.han);
  const cjk = counts.han + counts.kana;
  const candidates: ReadonlyArray<Lang | "other"> = ["ko", kanaMeaningful ? "ja" : "zh", "en", "other"];
  const scores = [
    counts.hangul * WEIGHT.hangul,
    counts.han * WEIGHT.han + counts.kana * WEIGHT.kana,
    counts.latin * WEIGHT.latin,
    counts.other * WEIGHT.other,
  ];
  const total = scores[0] + scores[1] + scores[2] + scores[3];
  // The top two of four scores, ties going to the earlier candidate (what a stable sort gives).
  let bestIndex = 0;
  for (let k = 1; k < scores.length; k++) if (scores[k] > scores[bestIndex]) bestIndex = k;
  let secondScore = -Infinity;
  for (let k = 0; k < scores.length; k++) if (k !== bestIndex && scores[k] > secondScore) secondScore = scores[k];
  const best = candidates[bestIndex];
  const bestScore = scores[bestIndex];
  const secondShare = secondScore / total;
  const mixed = secondShare >= MIXED_SHARE;
  if (best === "other" || bestScore / total < MIN_DOMINANCE) return { lang: null, scripts, mixed };
  // Kana alone (no Han) is still Japanese; a lone kana in Chinese text is not.
  if (best === "zh" && cjk > 0 && counts.han === 0) return { lang: kanaMeaningful ? "ja" : null, scripts, mixed };
  return { lang: best, scripts, mixed };
}
