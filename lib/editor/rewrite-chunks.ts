// A rewrite reviewed fix by fix. The pipeline sends its chunks as ranges of the
// original; the merge view needs each one's range in the rewrite as well, so a
// long paragraph with several fixes stays several decisions (CodeMirror's own
// chunks are line-based). When the chunks do not compose into the rewrite (a
// hand-made or partial result), the rewrite is split by a character diff,
// merging changes only a few characters apart into one decision.
import { diff } from "@codemirror/merge";
import type { RewriteChunk } from "../llm/events";

export interface ReviewChunk {
  id: string;
  /** Range in the original. */
  fromA: number;
  toA: number;
  /** Range in the rewrite. */
  fromB: number;
  toB: number;
  findingIds: string[];
  reason: string;
  meaningFlag?: string;
}

/** Changes closer than this many unchanged characters are one decision. */
const JOIN_GAP = 3;

export function reviewChunks(original: string, rewrite: string, chunks: readonly RewriteChunk[]): ReviewChunk[] {
  return composeChunks(original, rewrite, chunks) ?? diffChunks(original, rewrite);
}

/** The server's chunks placed in the rewrite, or null when they do not produce it exactly. */
export function composeChunks(original: string, rewrite: string, chunks: readonly RewriteChunk[]): ReviewChunk[] | null {
  const sorted = [...chunks].sort((a, b) => a.start - b.start);
  const out: ReviewChunk[] = [];
  let built = "";
  let posA = 0;
  for (const c of sorted) {
    if (c.start < posA || c.end < c.start || c.end > original.length) return null;
    if (original.slice(c.start, c.end) !== c.original) return null;
    built += original.slice(posA, c.start);
    const fromB = built.length;
    built += c.replacement;
    posA = c.end;
    if (c.original === c.replacement) continue;
    out.push({
      id: c.id,
      fromA: c.start,
      toA: c.end,
      fromB,
      toB: built.length,
      findingIds: c.finding_ids,
      reason: c.reason,
      ...(c.meaning_flag ? { meaningFlag: c.meaning_flag } : {}),
    });
  }
  built += original.slice(posA);
  return built === rewrite ? out : null;
}

export function diffChunks(original: string, rewrite: string): ReviewChunk[] {
  const out: ReviewChunk[] = [];
  for (const ch of diff(original, rewrite)) {
    const last = out[out.length - 1];
    if (last && ch.fromA - last.toA <= JOIN_GAP && !/\n/.test(original.slice(last.toA, ch.fromA))) {
      last.toA = ch.toA;
      last.toB = ch.toB;
      continue;
    }
    out.push({ id: `d${String(out.length + 1).padStart(3, "0")}`, fromA: ch.fromA, toA: ch.toA, fromB: ch.fromB, toB: ch.toB, findingIds: [], reason: "" });
  }
  return out;
}

export type ChunkDecision = "pending" | "accepted" | "rejected";

/** The text a set of decisions yields: accepted chunks take the rewrite, the rest keep the original. */
export function applyDecisions(original: string, rewrite: string, chunks: readonly ReviewChunk[], decisions: Readonly<Record<string, ChunkDecision>>): string {
  let out = "";
  let posA = 0;
  for (const c of [...chunks].sort((a, b) => a.fromA - b.fromA)) {
    out += original.slice(posA, c.fromA);
    out += decisions[c.id] === "accepted" ? rewrite.slice(c.fromB, c.toB) : original.slice(c.fromA, c.toA);
    posA = c.toA;
  }
  return out + original.slice(posA);
}
