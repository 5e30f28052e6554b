// Korean syllables and the few conjugations the fix engine needs. Particles come from
// es-hangul (josa); endings are attached by composing syllables, for verb stems the
// rules name themselves (so irregular stems are listed with their 아/어 form, never guessed).
import { josa } from "es-hangul";

const BASE = 0xac00;
const LAST = 0xd7a3;
/** Final consonant indices (jongseong) used below. */
export const JONG = { none: 0, n: 4, l: 8, m: 16, b: 17, ss: 20 } as const;

export function isSyllable(c: string | undefined): boolean {
  if (!c) return false;
  const u = c.charCodeAt(0);
  return u >= BASE && u <= LAST;
}

export function finalOf(syllable: string): number {
  return (syllable.charCodeAt(0) - BASE) % 28;
}

/** The vowel (jungseong) index: ㅏ0 ㅐ1 ㅑ2 ㅒ3 ㅓ4 ㅔ5 ㅕ6 ㅖ7 ㅗ8 ㅘ9 ㅙ10 ㅚ11 ㅛ12 ㅜ13 ㅝ14 ㅞ15 ㅟ16 ㅠ17 ㅡ18 ㅢ19 ㅣ20. */
export function vowelOf(syllable: string): number {
  return Math.floor(((syllable.charCodeAt(0) - BASE) % 588) / 28);
}

export function withFinal(syllable: string, jong: number): string {
  const code = syllable.charCodeAt(0) - BASE;
  return String.fromCharCode(BASE + code - (code % 28) + jong);
}

export function hasFinal(word: string): boolean {
  const last = word.at(-1);
  return isSyllable(last) && finalOf(last!) !== 0;
}

/** Particle pairs whose form follows the final syllable of the word before them, longest first. */
export const PARTICLES: readonly (readonly [withFinal: string, withoutFinal: string])[] = [
  ["으로부터", "로부터"],
  ["으로서", "로서"],
  ["으로써", "로써"],
  ["이에요", "예요"],
  ["이라고", "라고"],
  ["이라는", "라는"],
  ["이라", "라"],
  ["이란", "란"],
  ["이나", "나"],
  ["이랑", "랑"],
  ["으로", "로"],
  ["은", "는"],
  ["이", "가"],
  ["을", "를"],
  ["과", "와"],
];

/** The particle attached right after `end` (no space), as [form, pair], or null. */
export function particleAt(text: string, end: number): { form: string; pair: readonly [string, string] } | null {
  for (const pair of PARTICLES) {
    for (const form of pair) {
      if (!text.startsWith(form, end)) continue;
      // "이" and "가" open many words ("이다", "가능"): only a particle when a space, punctuation or the end follows.
      const next = text[end + form.length];
      if (next !== undefined && isSyllable(next)) {
        if (form.length === 1 && form !== "은" && form !== "는" && form !== "을" && form !== "를" && form !== "과" && form !== "와") continue;
        if (form === "은" || form === "는" || form === "을" || form === "를" || form === "과" || form === "와") {
          // "는데", "을까", "과정": no particle.
          continue;
        }
      }
      return { form, pair };
    }
  }
  return null;
}

/** The particle form that agrees with `word` (ㄹ takes 로, as in 서울로). */
export function agreeingParticle(word: string, pair: readonly [string, string]): string {
  const spec = `${pair[0]}/${pair[1]}` as Parameters<typeof josa>[1];
  try {
    return josa(word, spec).slice(word.length);
  } catch {
    // A pair es-hangul does not list: choose by the final consonant ourselves.
    const last = word.at(-1) ?? "";
    const fin = isSyllable(last) ? finalOf(last) : 0;
    if (pair[0].startsWith("으")) return fin === 0 || fin === JONG.l ? pair[1] : pair[0];
    return fin === 0 ? pair[1] : pair[0];
  }
}

/** A verb stem with the 아/어 form it takes (해, 높여, 써): given, not derived, for irregular stems. */
export interface KoVerb {
  /** Dictionary form, e.g. "높이다". */
  lemma: string;
  /** 아/어 form, e.g. "높여" (past is this + ㅆ, "높였다"). */
  a: string;
}

const stemOf = (v: KoVerb) => v.lemma.slice(0, -1);

function attachFinal(stem: string, jong: number): string {
  const last = stem.at(-1)!;
  return stem.slice(0, -1) + withFinal(last, jong);
}

/** 은/ㄴ-type attachment: ㄴ, ㄹ, ㅁ, ㅂ joined to an open syllable; ㄹ stems drop ㄹ before ㄴ/ㅂ (만들 → 만든, 만듭니다). */
function closeWith(stem: string, jong: number, withVowel: string): string {
  const last = stem.at(-1)!;
  const fin = finalOf(last);
  if (fin === 0) return attachFinal(stem, jong);
  if (fin === JONG.l) return jong === JONG.l ? stem : stem.slice(0, -1) + withFinal(last, jong);
  return stem + withVowel;
}

/** (으)-endings: 으면, 으며, 으므로, 으려 after a consonant (but not ㄹ). */
function eu(stem: string, ending: string): string {
  const last = stem.at(-1)!;
  const fin = finalOf(last);
  return fin === 0 || fin === JONG.l ? stem + ending : `${stem}으${ending}`;
}

/**
 * The forms of a 하다 verb's inflection the rules translate, keyed by what follows the
 * noun in the text ("제고" + "할" → 높일). Longest keys first when matching.
 */
export const HADA_ENDINGS: readonly { key: string; form: (v: KoVerb) => string }[] = [
  { key: "하였습니다", form: (v) => `${attachFinal(v.a, JONG.ss)}습니다` },
  { key: "했습니다", form: (v) => `${attachFinal(v.a, JONG.ss)}습니다` },
  { key: "합니다", form: (v) => `${closeWith(stemOf(v), JONG.b, "습")}니다` },
  { key: "하였다", form: (v) => `${attachFinal(v.a, JONG.ss)}다` },
  { key: "했다", form: (v) => `${attachFinal(v.a, JONG.ss)}다` },
  { key: "하였고", form: (v) => `${attachFinal(v.a, JONG.ss)}고` },
  { key: "했고", form: (v) => `${attachFinal(v.a, JONG.ss)}고` },
  { key: "했으며", form: (v) => `${attachFinal(v.a, JONG.ss)}으며` },
  { key: "하였으며", form: (v) => `${attachFinal(v.a, JONG.ss)}으며` },
  { key: "한다", form: (v) => (finalOf(stemOf(v).at(-1)!) === 0 || finalOf(stemOf(v).at(-1)!) === JONG.l ? `${closeWith(stemOf(v), JONG.n, "")}다` : `${stemOf(v)}는다`) },
  { key: "하는데", form: (v) => `${closeWith(stemOf(v), JONG.none, "")}는데` },
  { key: "하도록", form: (v) => `${stemOf(v)}도록` },
  { key: "하므로", form: (v) => eu(stemOf(v), "므로") },
  { key: "하려고", form: (v) => eu(stemOf(v), "려고") },
  { key: "하려는", form: (v) => eu(stemOf(v), "려는") },
  { key: "하면서", form: (v) => eu(stemOf(v), "면서") },
  { key: "하여야", form: (v) => `${v.a}야` },
  { key: "해야", form: (v) => `${v.a}야` },
  { key: "하여", form: (v) => v.a },
  { key: "하고", form: (v) => `${stemOf(v)}고` },
  { key: "하는", form: (v) => `${closeWith(stemOf(v), JONG.none, "")}는` },
  { key: "하며", form: (v) => eu(stemOf(v), "며") },
  { key: "하면", form: (v) => eu(stemOf(v), "면") },
  { key: "하기", form: (v) => `${stemOf(v)}기` },
  { key: "하지", form: (v) => `${stemOf(v)}지` },
  { key: "하게", form: (v) => `${stemOf(v)}게` },
  { key: "하다", form: (v) => v.lemma },
  { key: "한", form: (v) => closeWith(stemOf(v), JONG.n, "은") },
  { key: "할", form: (v) => closeWith(stemOf(v), JONG.l, "을") },
  { key: "함", form: (v) => closeWith(stemOf(v), JONG.m, "음") },
  { key: "해", form: (v) => v.a },
];

/** What follows a 하다 noun: the ending the table knows, longest first, or null. */
export function hadaEndingAt(text: string, at: number): (typeof HADA_ENDINGS)[number] | null {
  let best: (typeof HADA_ENDINGS)[number] | null = null;
  for (const e of HADA_ENDINGS) if (text.startsWith(e.key, at) && (!best || e.key.length > best.key.length)) best = e;
  return best;
}

/** Plain present of an action verb (보다 → 본다, 먹다 → 먹는다, 만들다 → 만든다): ~고 있다 → ~ㄴ다. */
export function plainPresent(stem: string): string {
  if (/[있없]$/u.test(stem)) return `${stem}다`;
  const fin = finalOf(stem.at(-1)!);
  if (fin === 0 || fin === JONG.l) return `${closeWith(stem, JONG.n, "")}다`;
  return `${stem}는다`;
}

/** Formal present (봅니다, 먹습니다, 만듭니다). */
export function formalPresent(stem: string): string {
  return `${closeWith(stem, JONG.b, "습")}니다`;
}

/** Adnominal present of an action verb (보는, 먹는, 만드는). */
export function presentAdnominal(stem: string): string {
  const fin = finalOf(stem.at(-1)!);
  return fin === JONG.l ? `${stem.slice(0, -1)}${withFinal(stem.at(-1)!, 0)}는` : `${stem}는`;
}

/** Connective 며 (보며, 먹으며, 만들며). */
export function connectiveMyeo(stem: string): string {
  return eu(stem, "며");
}

/** The stem of a plain (다) or formal (ㅂ니다/습니다) sentence-final predicate, with its register; null when unrecognized. */
export function predicateStem(word: string): { stem: string; formal: boolean } | null {
  if (word.endsWith("습니다")) {
    const stem = word.slice(0, -3);
    return stem ? { stem, formal: true } : null;
  }
  if (word.endsWith("니다") && word.length >= 3) {
    const last = word.at(-3)!;
    if (isSyllable(last) && finalOf(last) === JONG.b) return { stem: word.slice(0, -3) + withFinal(last, 0), formal: true };
    return null;
  }
  if (word.endsWith("는다")) return { stem: word.slice(0, -2), formal: false };
  if (word.endsWith("다") && word.length >= 2) {
    const last = word.at(-2)!;
    if (!isSyllable(last)) return null;
    const fin = finalOf(last);
    if (fin === JONG.ss) return { stem: word.slice(0, -1), formal: false };
    // 한다 / 간다 (verb, ㄴ다) and 크다 / 이다 (adjective, copula) both end in 다: the caller adds an ending
    // to the stem, and ㄴ다's stem is the open syllable.
    if (fin === JONG.n) {
      // ㄴ다 after an open stem (한다 → 하) or an ㄹ stem with its ㄹ dropped (만든다 → 만들, 산다: 사다 or 살다):
      // only the open stems that cannot be read the other way are taken.
      if (/[한된진인린킨낸간본온준친]$/u.test(last)) return { stem: word.slice(0, -2) + withFinal(last, 0), formal: false };
      return null;
    }
    return { stem: word.slice(0, -1), formal: false };
  }
  return null;
}

const compose = (cho: number, jung: number, jong = 0) => String.fromCharCode(BASE + (cho * 21 + jung) * 28 + jong);
const choOf = (s: string) => Math.floor((s.charCodeAt(0) - BASE) / 588);

/**
 * The 아/어 form of a regular stem (하 → 해, 주 → 줘, 키 → 켜, 되 → 돼, 먹 → 먹어, 잡 → 잡아).
 * Stems whose 아/어 form is irregular (르, ㅂ, ㄷ, ㅅ, ㅎ, 으 after one syllable) give null.
 */
export function aForm(stem: string): string | null {
  const last = stem.at(-1);
  if (!isSyllable(last)) return null;
  const s = last!;
  const head = stem.slice(0, -1);
  const fin = finalOf(s);
  const v = vowelOf(s);
  if (s === "하") return `${head}해`;
  if (fin !== 0) {
    // ㅂ, ㄷ, ㅅ, ㅎ stems are often irregular (돕다 → 도와, 듣다 → 들어): not guessed.
    if (fin === 17 || fin === 7 || fin === 19 || fin === 27) return null;
    return `${stem}${v === 0 || v === 8 ? "아" : "어"}`;
  }
  if (s === "르") return null;
  const cho = choOf(s);
  switch (v) {
    case 0: // ㅏ
    case 1: // ㅐ
    case 4: // ㅓ
    case 5: // ㅔ
    case 6: // ㅕ
      return stem;
    case 8: // ㅗ → ㅘ
      return head + compose(cho, 9);
    case 13: // ㅜ → ㅝ
      return head + compose(cho, 14);
    case 11: // ㅚ → ㅙ
      return head + compose(cho, 10);
    case 20: // ㅣ → ㅕ
      return head + compose(cho, 6);
    case 18: {
      // ㅡ drops; the vowel before decides 아/어 (쓰 → 써, 바쁘 → 바빠).
      const prev = head.at(-1);
      const yang = prev && isSyllable(prev) && (vowelOf(prev) === 0 || vowelOf(prev) === 8);
      return head + compose(cho, yang ? 0 : 4);
    }
    default:
      return null;
  }
}

/** stem + 지만 / stem + (으)므로: the endings that join two sentences into one. */
export function joinWith(stem: string, ending: "지만" | "므로"): string {
  return ending === "지만" ? `${stem}지만` : eu(stem, "므로");
}

/** The Hangul run (the eojeol's syllables) that ends at `end`, and where it starts. */
export function wordEndingAt(text: string, end: number): { word: string; start: number } {
  let s = end;
  while (s > 0 && /[가-힣]/u.test(text[s - 1])) s--;
  return { word: text.slice(s, end), start: s };
}
