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

export interface LocatedFinding {
  id: string;
  start: number;
  end: number;
}

/**
 * One decision per fix: the pipeline's chunks placed in the rewrite, each split
 * further where its own changes lie apart (a model often rewrites a sentence pair
 * as one chunk), with the findings each piece covers.
 */
export function reviewChunks(original: string, rewrite: string, chunks: readonly RewriteChunk[], findings: readonly LocatedFinding[] = []): ReviewChunk[] {
  const placed = composeChunks(original, rewrite, chunks);
  if (!placed) return diffChunks(original, rewrite).map((c) => ({ ...c, findingIds: findingsIn(findings, c.fromA, c.toA) }));
  return placed.flatMap((c) => splitChunk(original, rewrite, c, findings));
}

function findingsIn(findings: readonly LocatedFinding[], from: number, to: number): string[] {
  return findings.filter((f) => f.start < Math.max(to, from + 1) && f.end > from).map((f) => f.id);
}

/** Splits a placed chunk at the unchanged stretches inside it; pieces keep the chunk's reason and flag. */
function splitChunk(original: string, rewrite: string, chunk: ReviewChunk, findings: readonly LocatedFinding[] = []): ReviewChunk[] {
  const a = original.slice(chunk.fromA, chunk.toA);
  const b = rewrite.slice(chunk.fromB, chunk.toB);
  const pieces = groupChanges(a, b);
  if (pieces.length <= 1) return [chunk];
  return pieces.map((p, i) => {
    const fromA = chunk.fromA + p.fromA;
    const toA = chunk.fromA + p.toA;
    const own = findingsIn(findings, fromA, toA).filter((id) => chunk.findingIds.includes(id));
    return {
      ...chunk,
      id: `${chunk.id}.${i + 1}`,
      fromA,
      toA,
      fromB: chunk.fromB + p.fromB,
      toB: chunk.fromB + p.toB,
      findingIds: own.length > 0 ? own : chunk.findingIds,
    };
  });
}

const WORD = /[\p{L}\p{N}\p{M}'’-]/u;

/**
 * Character changes between a and b, joined when only a few unchanged characters
 * (and no line break) separate them, then widened to whole words. Unchanged text
 * is the same on both sides, so widening moves both ranges by the same amount.
 */
function groupChanges(a: string, b: string): { fromA: number; toA: number; fromB: number; toB: number }[] {
  const groups: { fromA: number; toA: number; fromB: number; toB: number }[] = [];
  for (const ch of diff(a, b)) {
    const last = groups[groups.length - 1];
    if (last && ch.fromA - last.toA <= JOIN_GAP && !/\n/.test(a.slice(last.toA, ch.fromA))) {
      last.toA = ch.toA;
      last.toB = ch.toB;
    } else groups.push({ fromA: ch.fromA, toA: ch.toA, fromB: ch.fromB, toB: ch.toB });
  }
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    const floor = i > 0 ? groups[i - 1].toA : 0;
    const ceiling = i + 1 < groups.length ? groups[i + 1].fromA : a.length;
    while (g.fromA > floor && WORD.test(a[g.fromA - 1])) {
      g.fromA--;
      g.fromB--;
    }
    while (g.toA < ceiling && WORD.test(a[g.toA])) {
      g.toA++;
      g.toB++;
    }
  }
  // Widening can make neighbours touch: merge those.
  const merged: typeof groups = [];
  for (const g of groups) {
    const last = merged[merged.length - 1];
    if (last && g.fromA <= last.toA) {
      last.toA = Math.max(last.toA, g.toA);
      last.toB = Math.max(last.toB, g.toB);
    } else merged.push({ ...g });
  }
  return merged;
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
