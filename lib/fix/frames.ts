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

export function maskRhetoricalNegation(text: string, lang: Lang): string {
  let out = text;
  for (const re of FRAMES[lang]) out = out.replace(re, (m) => " ".repeat(m.length));
  return out;
}
