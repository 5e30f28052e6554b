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
 * distinct/window over every window, or plain TTR below the window.
 */
export function movingTypeTokenRatio(tokens: readonly string[], window: number): { value: number | null; method: "mattr" | "ttr" } {
  const n = tokens.length;
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
  return movingTypeTokenRatioOfIds(ids, 0, n, window, new Int32Array(idOf.size));
}

/**
 * MATTR of the token-type ids ids[from, to). One pass with a sliding count per id, so O(n)
 * whatever the window. `counts` (indexed by id) must be all zero and is left all zero, so one
 * array serves every paragraph of a document.
 */
export function movingTypeTokenRatioOfIds(
  ids: Int32Array,
  from: number,
  to: number,
  window: number,
  counts: Int32Array,
): { value: number | null; method: "mattr" | "ttr" } {
  const n = to - from;
  if (n <= 0) return { value: null, method: "ttr" };
  // Whether a token enters or leaves the window's set of types is a coin flip to the branch
  // predictor, so the counts update `distinct` arithmetically: (c - 1) >>> 31 is 1 exactly
  // when the count c is 0 (counts never go negative). Measured ~2.5x faster than if/else.
  let distinct = 0;
  if (n < window || window <= 0) {
    for (let i = from; i < to; i++) distinct += (counts[ids[i]]++ - 1) >>> 31;
    for (let i = from; i < to; i++) counts[ids[i]] = 0;
    return { value: distinct / n, method: "ttr" };
  }
  for (let i = from; i < from + window; i++) distinct += (counts[ids[i]]++ - 1) >>> 31;
  let sumDistinct = distinct;
  for (let i = from + window; i < to; i++) {
    distinct -= (--counts[ids[i - window]] - 1) >>> 31;
    distinct += (counts[ids[i]]++ - 1) >>> 31;
    sumDistinct += distinct;
  }
  for (let i = to - window; i < to; i++) counts[ids[i]] = 0;
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
