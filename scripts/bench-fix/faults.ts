// Agreement faults at the seams of applied fixes, for bench:fix. Written apart from the fix
// engine's own repair and verification code (lib/fix/site.ts, lib/fix/agreement.ts) and
// sharing none of it, so a fault the engine cannot see is not hidden by the same blind spot:
// Korean batchim from the code point, English articles from a word list of its own, spacing
// and capitals by plain character tests.

export type SeamFault = "korean-particle" | "english-article" | "double-space" | "space-before-punctuation" | "lowercase-sentence-start";

export interface Edit {
  start: number;
  end: number;
  replacement: string;
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

function batchim(ch: string): number | null {
  const c = ch.charCodeAt(0);
  if (c < HANGUL_FIRST || c > HANGUL_LAST) return null;
  return (c - HANGUL_FIRST) % 28;
}

/** [form after a final consonant, form after a vowel]; 으로/로 takes 로 after ㄹ (final index 8). */
const PARTICLE_PAIRS: [string, string][] = [
  ["을", "를"],
  ["이", "가"],
  ["은", "는"],
  ["과", "와"],
  ["으로", "로"],
];

function koreanParticleFault(text: string, at: number): boolean {
  const prev = text[at - 1];
  if (!prev) return false;
  const b = batchim(prev);
  if (b === null) return false;
  for (const [hard, soft] of PARTICLE_PAIRS) {
    for (const form of [hard, soft]) {
      if (!text.startsWith(form, at)) continue;
      const after = text[at + form.length];
      // A particle ends the word: a space, punctuation or the end follows.
      if (after !== undefined && /[가-힣A-Za-z0-9]/u.test(after)) continue;
      if (hard === "으로") {
        const wantsSoft = b === 0 || b === 8;
        return wantsSoft ? form === "으로" : form === "로";
      }
      return b === 0 ? form === hard : form === soft;
    }
  }
  return false;
}

/** Words spelled with a vowel that start with a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(?:uni(?!n|m|d)|use|usu|uti|eu|one|once|ur[aeiou]|u[bcdfgklmnprst][aeiou]|ewe)/;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/;

function wantsAn(word: string): boolean {
  const w = word.toLowerCase();
  if (VOWEL_SOUND.test(w)) return true;
  if (CONSONANT_SOUND.test(w)) return false;
  return "aeiou".includes(w[0]);
}

function englishArticleFaults(text: string, from: number, to: number): number {
  let n = 0;
  const re = /(?<![A-Za-z'’-])(a|an|A|An)\s+([A-Za-z][A-Za-z'-]*)/g;
  re.lastIndex = Math.max(0, from);
  for (let m = re.exec(text); m && m.index <= to; m = re.exec(text)) {
    if (/^[A-Z]{2,}/.test(m[2])) continue;
    const isAn = m[1].toLowerCase() === "an";
    if (isAn !== wantsAn(m[2])) n++;
  }
  return n;
}

function sentenceStartsLowercase(text: string, at: number): boolean {
  // at is a sentence start when only spaces, quotes or markup lie between it and a stop or line break.
  let i = at;
  while (i < text.length && /[\s"“(*#-]/.test(text[i])) i++;
  const ch = text[i];
  if (!ch || !/[a-z]/.test(ch)) return false;
  let k = at - 1;
  while (k >= 0 && /[ \t"“”(*]/.test(text[k])) k--;
  return k < 0 || text[k] === "\n" || /[.!?]/.test(text[k]);
}

/** Faults in the rewrite at the seams of the edits that were not already in the original at the same seam. */
export function seamFaults(original: string, edits: readonly Edit[], lang: string): SeamFault[] {
  const out: SeamFault[] = [];
  let shift = 0;
  let rewrite = "";
  let at = 0;
  for (const e of edits) {
    rewrite += original.slice(at, e.start) + e.replacement;
    at = e.end;
  }
  rewrite += original.slice(at);
  for (const e of edits) {
    const ns = e.start + shift;
    const ne = ns + e.replacement.length;
    shift += e.replacement.length - (e.end - e.start);
    const before = original.slice(Math.max(0, e.start - 3), e.end + 3);
    const after = rewrite.slice(Math.max(0, ns - 3), ne + 3);
    if (/ {2}/.test(after) && !/ {2}/.test(before)) out.push("double-space");
    if (/[^\s][ \t]+[,.;:!?](?![.\w])/.test(after) && !/[^\s][ \t]+[,.;:!?](?![.\w])/.test(before)) out.push("space-before-punctuation");
    if (lang === "ko" && (koreanParticleFault(rewrite, ne) && !koreanParticleFault(original, e.end))) out.push("korean-particle");
    if (lang === "en") {
      if (englishArticleFaults(rewrite, ns - 4, ne + 1) > englishArticleFaults(original, e.start - 4, e.end + 1)) out.push("english-article");
      if ((sentenceStartsLowercase(rewrite, ns) && !sentenceStartsLowercase(original, e.start)) || (sentenceStartsLowercase(rewrite, ne) && !sentenceStartsLowercase(original, e.end))) {
        out.push("lowercase-sentence-start");
      }
    }
  }
  return out;
}
