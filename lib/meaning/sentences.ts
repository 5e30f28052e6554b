// Sentence ranges and a cheap, language-agnostic similarity, enough to pair each
// sentence of an original with the rewrite sentence(s) that say the same thing.
import type { TextRange } from "../engine/types";

export interface SentenceRange extends TextRange {
  text: string;
}

const BOUNDARY = /[.!?。！？]+["'”’」』)]*\s+|[。！？]+["'”’」』)]*|\n+/gu;

/** Whitespace as \s reads it, without a regex per character. */
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x3000 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f;

const TWO_LETTERS = /\p{L}[^]*?\p{L}/u;

export function splitSentences(text: string): SentenceRange[] {
  const out: SentenceRange[] = [];
  let from = 0;
  const push = (start: number, end: number) => {
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    if (end > start) out.push({ start, end, text: text.slice(start, end) });
  };
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[0].length;
    push(from, end);
    from = end;
  }
  push(from, text.length);
  // "1." of a numbered heading, "(2014)." of a reference, "P." of an initial: fragments
  // without two letters belong to the sentence after them.
  const merged: SentenceRange[] = [];
  for (let i = 0; i < out.length; i++) {
    const s = out[i];
    const next = out[i + 1];
    if (next && !TWO_LETTERS.test(s.text)) {
      out[i + 1] = { start: s.start, end: next.end, text: text.slice(s.start, next.end) };
      continue;
    }
    merged.push(s);
  }
  return merged;
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
