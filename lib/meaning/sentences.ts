// Sentence ranges and a cheap, language-agnostic similarity, enough to pair each
// sentence of an original with the rewrite sentence(s) that say the same thing.
import type { TextRange } from "../engine/types";

export interface SentenceRange extends TextRange {
  text: string;
}

const BOUNDARY = /[.!?。！？]+["'”’」』)]*\s+|[。！？]+["'”’」』)]*|\n+/gu;

export function splitSentences(text: string): SentenceRange[] {
  const out: SentenceRange[] = [];
  let from = 0;
  const push = (start: number, end: number) => {
    while (start < end && /\s/u.test(text[start])) start++;
    while (end > start && /\s/u.test(text[end - 1])) end--;
    if (end > start) out.push({ start, end, text: text.slice(start, end) });
  };
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[0].length;
    push(from, end);
    from = end;
  }
  push(from, text.length);
  return out;
}

/** Words for Latin-script text, character bigrams for CJK: the units a paraphrase keeps. */
export function similarityUnits(text: string): Set<string> {
  const lower = text.normalize("NFKC").toLowerCase();
  const units = new Set<string>();
  for (const m of lower.matchAll(/[a-z0-9]+/gu)) if (m[0].length > 2 || /\d/u.test(m[0])) units.add(m[0]);
  const cjk = lower.replace(/[^\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\d]/gu, "");
  for (let i = 0; i + 1 < cjk.length; i++) units.add(cjk.slice(i, i + 2));
  return units;
}

/** Dice coefficient of two unit sets, 0–1. */
export function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const u of a) if (b.has(u)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** For each sentence of `from`, the sentences of `to` similar to it (best first) with their similarity. */
export function alignSentences(from: SentenceRange[], to: SentenceRange[]): { index: number; sim: number }[][] {
  const toUnits = to.map((s) => similarityUnits(s.text));
  return from.map((s) => {
    const units = similarityUnits(s.text);
    return toUnits
      .map((u, index) => ({ index, sim: dice(units, u) }))
      .filter((x) => x.sim > 0)
      .sort((a, b) => b.sim - a.sim);
  });
}
