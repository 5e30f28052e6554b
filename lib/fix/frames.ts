// Negative parallelism denies a claim nobody made ("It's not just X — it's Y", "단순한 A가
// 아니라 B", "不是…而是", "単なる…ではなく"): its negation asserts nothing, as lib/meaning
// already holds for "not only", 不仅, 뿐만 아니라 and だけでなく. The fix engine blanks these
// frames (same length, offsets kept) in both windows before the meaning check, so removing
// the frame is not read as dropping a negation, while a real "not" still counts.
import type { Lang } from "../engine/types";

const FRAMES: Record<Lang, RegExp[]> = {
  en: [
    /\bnot (?=(?:just|merely|simply|only)\b)/giu,
    /(?<=\b(?:is|was|are|were))n['’]t(?= (?:just|merely|simply)\b)/giu,
    /(?<=\b(?:it|this|that)(?:['’]s| is) )not(?= [^.!?\n]{1,60}?(?:[—–;]|\.|,)\s*(?:it|this|that)(?:['’]s| is)\b)/giu,
  ],
  ko: [/(?<=단순(?:한|히)[^.!?\n]{1,40}?(?:이|가|것이|것은) )아니라/gu, /(?<=단순(?:한|히)[^.!?\n]{1,40}?)(?:에 그치지 않)/gu],
  zh: [/(?:不是|并非|并不是)(?=[^。！？\n]{1,40}而是)/gu],
  ja: [/(?<=単(?:なる|に)[^。！？\n]{1,30}?)(?:ではなく|ではない|にとどまらず|に留まらず)/gu],
};

/** A substring every frame of the language contains: most windows have none and are returned as they are. */
const TRIGGER: Record<Lang, RegExp> = { en: /not|n['’]t/iu, ko: /아니|그치지/u, zh: /不是|并非/u, ja: /単/u };

export function maskRhetoricalNegation(text: string, lang: Lang): string {
  if (!TRIGGER[lang].test(text)) return text;
  let out = text;
  for (const re of FRAMES[lang]) out = out.replace(re, (m) => " ".repeat(m.length));
  return out;
}
