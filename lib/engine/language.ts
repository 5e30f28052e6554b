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

type Family = "hangul" | "kana" | "han" | "latin" | "other" | null;

function family(cp: number): Family {
  if (cp < 0x80) {
    return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) ? "latin" : null;
  }
  if ((cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) ||
    (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff)) return "hangul";
  if ((cp >= 0x3041 && cp <= 0x30ff && cp !== 0x30fb) || (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff66 && cp <= 0xff9d)) return "kana";
  if ((cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3134f)) return "han";
  if ((cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) || (cp >= 0x1e00 && cp <= 0x1eff) ||
    (cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a)) return "latin";
  return LETTER.test(String.fromCodePoint(cp)) ? "other" : null;
}

/** Letters beyond this many code units do not change which script dominates. */
const SAMPLE_LIMIT = 65_536;

export function countScripts(text: string): LanguageGuess["scripts"] {
  const counts = { hangul: 0, kana: 0, han: 0, latin: 0, other: 0 };
  const end = Math.min(text.length, SAMPLE_LIMIT);
  for (let i = 0; i < end; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      cp = text.codePointAt(i)!;
      i++;
    }
    const f = family(cp);
    if (f) counts[f]++;
  }
  return counts;
}

export function detectLanguage(text: string): LanguageGuess {
  const counts = countScripts(text);
  const letters = counts.hangul + counts.kana + counts.han + counts.latin + counts.other;
  const share = (x: number) => (letters === 0 ? 0 : x / letters);
  const scripts = {
    hangul: share(counts.hangul),
    kana: share(counts.kana),
    han: share(counts.han),
    latin: share(counts.latin),
    other: share(counts.other),
  };
  if (letters === 0) return { lang: null, scripts, mixed: false };

  const kanaMeaningful = counts.kana >= 2 && counts.kana >= KANA_SHARE_FOR_JA * (counts.kana + counts.han);
  const cjk = counts.han + counts.kana;
  const scores: Array<[Lang | "other", number]> = [
    ["ko", counts.hangul * WEIGHT.hangul],
    [kanaMeaningful ? "ja" : "zh", counts.han * WEIGHT.han + counts.kana * WEIGHT.kana],
    ["en", counts.latin * WEIGHT.latin],
    ["other", counts.other * WEIGHT.other],
  ];
  const total = scores.reduce((s, [, v]) => s + v, 0);
  scores.sort((a, b) => b[1] - a[1]);
  const [best, bestScore] = scores[0];
  const secondShare = scores[1][1] / total;
  const mixed = secondShare >= MIXED_SHARE;
  if (best === "other" || bestScore / total < MIN_DOMINANCE) return { lang: null, scripts, mixed };
  // Kana alone (no Han) is still Japanese; a lone kana in Chinese text is not.
  if (best === "zh" && cjk > 0 && counts.han === 0) return { lang: kanaMeaningful ? "ja" : null, scripts, mixed };
  return { lang: best, scripts, mixed };
}
