// Burstiness (seed 001 §4) and MATTR (§5): distribution statistics over token counts.
import type { Band } from "./types";

/** Float noise (0.30000000000000004) must not flip a value sitting exactly on a band edge. */
const EDGE_EPSILON = 1e-9;

/** low when strictly below `low`, high when strictly above `high`, mid in between (edges inclusive). */
export function bandOf(value: number, bands: { low: number; high: number }): Band {
  if (value < bands.low - EDGE_EPSILON) return "low";
  if (value > bands.high + EDGE_EPSILON) return "high";
  return "mid";
}

/** Population coefficient of variation; null for an empty list or a zero mean. */
export function coefficientOfVariation(values: readonly number[]): number | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  if (mean === 0) return null;
  let sq = 0;
  for (const v of values) sq += (v - mean) * (v - mean);
  return Math.sqrt(sq / n) / mean;
}

/**
 * Moving-average type-token ratio over already-normalized (lowercased) tokens: the mean of
 * distinct/window over every window, or plain TTR below the window. One pass with a sliding
 * count per token id, so O(n) whatever the window.
 */
export function movingTypeTokenRatio(tokens: readonly string[], window: number): { value: number | null; method: "mattr" | "ttr" } {
  const n = tokens.length;
  if (n === 0) return { value: null, method: "ttr" };
  const ids = new Int32Array(n);
  const idOf = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    let id = idOf.get(tokens[i]);
    if (id === undefined) {
      id = idOf.size;
      idOf.set(tokens[i], id);
    }
    ids[i] = id;
  }
  if (n < window || window <= 0) return { value: idOf.size / n, method: "ttr" };
  const counts = new Int32Array(idOf.size);
  let distinct = 0;
  for (let i = 0; i < window; i++) if (counts[ids[i]]++ === 0) distinct++;
  let sumDistinct = distinct;
  for (let i = window; i < n; i++) {
    if (--counts[ids[i - window]] === 0) distinct--;
    if (counts[ids[i]]++ === 0) distinct++;
    sumDistinct += distinct;
  }
  const windows = n - window + 1;
  return { value: sumDistinct / windows / window, method: "mattr" };
}

/** Sentence zoom (§7): maximal runs of adjacent sentences whose token counts differ by < threshold. */
export function similarRuns(counts: readonly number[], threshold: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let runStart = -1;
  for (let i = 0; i + 1 < counts.length; i++) {
    const a = counts[i];
    const b = counts[i + 1];
    const smaller = Math.min(a, b);
    const similar = smaller > 0 && (Math.max(a, b) - smaller) / smaller < threshold;
    if (similar) {
      if (runStart === -1) runStart = i;
    } else if (runStart !== -1) {
      runs.push([runStart, i]);
      runStart = -1;
    }
  }
  if (runStart !== -1) runs.push([runStart, counts.length - 1]);
  return runs;
}
