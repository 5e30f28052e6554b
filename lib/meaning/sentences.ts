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

export interface Alignment {
  /** For each `from` sentence, the `to` sentences that restate it, best first. */
  forward: { index: number; sim: number }[][];
  /** For each `to` sentence, the `from` sentences it restates, best first. */
  backward: { index: number; sim: number }[][];
}

/**
 * An order-keeping alignment (a sentence-level diff): each sentence pairs with at most
 * one sentence on the other side, in document order, maximizing the summed similarity,
 * so a repeated sentence elsewhere never stands in for the one that was edited. A
 * sentence split in two also keeps its unpaired neighbour when that one is similar.
 */
export function alignInOrder(from: SentenceRange[], to: SentenceRange[], minSim: number): Alignment {
  const a = from.map((s) => similarityUnits(s.text));
  const b = to.map((s) => similarityUnits(s.text));
  const n = a.length;
  const m = b.length;
  const sim: Float64Array[] = a.map((u) => Float64Array.from(b, (v) => dice(u, v)));
  const score: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const s = sim[i - 1][j - 1];
      score[i][j] = Math.max(score[i - 1][j], score[i][j - 1], score[i - 1][j - 1] + (s >= minSim ? s : 0));
    }
  }
  const pairOf = new Int32Array(n).fill(-1);
  const pairedTo = new Int32Array(m).fill(-1);
  for (let i = n, j = m; i > 0 && j > 0; ) {
    const s = sim[i - 1][j - 1];
    if (s >= minSim && score[i][j] === score[i - 1][j - 1] + s) {
      pairOf[i - 1] = j - 1;
      pairedTo[j - 1] = i - 1;
      i--;
      j--;
    } else if (score[i][j] === score[i - 1][j]) i--;
    else j--;
  }
  const forward = from.map((_, i) => {
    const j = pairOf[i];
    if (j < 0) return [];
    const out = [{ index: j, sim: sim[i][j] }];
    for (const k of [j - 1, j + 1]) if (k >= 0 && k < m && pairedTo[k] < 0 && sim[i][k] >= minSim) out.push({ index: k, sim: sim[i][k] });
    return out;
  });
  const backward = to.map((_, j) => {
    const i = pairedTo[j];
    if (i < 0) {
      // An unpaired sentence next to a paired one may be the second half of a split.
      const near = [j - 1, j + 1].filter((k) => k >= 0 && k < m && pairedTo[k] >= 0).map((k) => pairedTo[k]);
      return near.filter((x) => sim[x][j] >= minSim).map((x) => ({ index: x, sim: sim[x][j] }));
    }
    return [{ index: i, sim: sim[i][j] }];
  });
  return { forward, backward };
}
