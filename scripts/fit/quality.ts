// Figures the quality benchmark reports about what a writer sees: how a score's bands
// split each class (issue 11 §1) and how many marks land on text (§2). Pure: scores and
// reports in, numbers out.
import type { DetectorReport } from "../../lib/detector/types";
import { AI_LIKENESS_BANDS } from "../../lib/scoring/bands";
import { judgedValue } from "../../lib/scoring/round";

export interface BandShares {
  n: { ai: number; human: number };
  /** Share of AI texts judged 51 or above. */
  aiAt51: number;
  /** Share of human texts judged 30 or below. */
  humanAt30: number;
  /** Share of human texts judged 71 or above. */
  humanAt71: number;
  /** Per class, the share in each of the five bands (seed 000 §7 order). */
  aiBands: number[];
  humanBands: number[];
}

export const BAND_TARGETS = { aiAt51: 0.8, humanAt30: 0.8, humanAt71: 0.02 } as const;

function bandIndex(score: number): number {
  const judged = Math.min(100, Math.max(0, judgedValue(score)));
  return AI_LIKENESS_BANDS.findIndex((b) => judged >= b.min && judged <= b.max);
}

export function bandShares(scores: readonly number[], labels: readonly boolean[]): BandShares {
  const counts = [new Array<number>(AI_LIKENESS_BANDS.length).fill(0), new Array<number>(AI_LIKENESS_BANDS.length).fill(0)];
  let ai = 0;
  let human = 0;
  scores.forEach((s, i) => {
    counts[labels[i] ? 0 : 1][bandIndex(s)]++;
    if (labels[i]) ai++;
    else human++;
  });
  const share = (c: number[], from: number, to: number, n: number) => (n ? c.slice(from, to).reduce((a, b) => a + b, 0) / n : NaN);
  return {
    n: { ai, human },
    aiAt51: share(counts[0], 3, 5, ai),
    humanAt30: share(counts[1], 0, 2, human),
    humanAt71: share(counts[1], 4, 5, human),
    aiBands: counts[0].map((c) => (ai ? c / ai : NaN)),
    humanBands: counts[1].map((c) => (human ? c / human : NaN)),
  };
}

export function meetsBandTargets(b: BandShares): boolean {
  return b.aiAt51 >= BAND_TARGETS.aiAt51 && b.humanAt30 >= BAND_TARGETS.humanAt30 && b.humanAt71 < BAND_TARGETS.humanAt71;
}

/** What an editor marks in one document: S1 span marks and the characters span marks cover. */
export interface DocumentMarks {
  chars: number;
  s1Spans: number;
  spans: number;
  /** Characters inside at least one span-scope finding. */
  coveredChars: number;
  /** S1 span findings per pattern. */
  s1ByPattern: Map<string, number>;
}

export function documentMarks(text: string, report: DetectorReport): DocumentMarks {
  const ranges: [number, number][] = [];
  let s1Spans = 0;
  let spans = 0;
  const s1ByPattern = new Map<string, number>();
  for (const f of report.findings) {
    if (f.scope !== "span") continue;
    spans++;
    ranges.push([f.start, f.end]);
    if (f.severity === "S1") {
      s1Spans++;
      s1ByPattern.set(f.pattern, (s1ByPattern.get(f.pattern) ?? 0) + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = 0;
  for (const [start, end] of ranges) {
    const from = Math.max(start, reach);
    if (end > from) covered += end - from;
    reach = Math.max(reach, end);
  }
  return { chars: text.length, s1Spans, spans, coveredChars: covered, s1ByPattern };
}

export interface MarkRates {
  docs: number;
  /** S1 span marks per 1,000 characters. */
  s1PerKiloChar: number;
  /** Share of documents without any S1 span mark. */
  noS1Share: number;
  /** Share of all characters covered by span marks. */
  coveredShare: number;
  /** Span marks per 1,000 characters. */
  spansPerKiloChar: number;
}

export function markRates(docs: readonly DocumentMarks[]): MarkRates {
  let chars = 0;
  let s1 = 0;
  let noS1 = 0;
  let covered = 0;
  let spans = 0;
  for (const d of docs) {
    chars += d.chars;
    s1 += d.s1Spans;
    spans += d.spans;
    covered += d.coveredChars;
    if (d.s1Spans === 0) noS1++;
  }
  return {
    docs: docs.length,
    s1PerKiloChar: chars ? (s1 / chars) * 1000 : NaN,
    noS1Share: docs.length ? noS1 / docs.length : NaN,
    coveredShare: chars ? covered / chars : NaN,
    spansPerKiloChar: chars ? (spans / chars) * 1000 : NaN,
  };
}

/**
 * Per feature, the mean over `rows` of a per-row value (a row without the feature counts 0),
 * the `k` largest first (ties by name). bench:quality passes, per human student text put at
 * 51+, each feature's contribution minus its mean over the human texts that text's model was
 * fitted on: what lifts such texts above the human writing the model knows.
 */
export function largestPushes(rows: readonly ReadonlyMap<string, number>[], k: number): { feature: string; logit: number }[] {
  if (rows.length === 0) return [];
  const sum = new Map<string, number>();
  for (const row of rows) for (const [feature, v] of row) sum.set(feature, (sum.get(feature) ?? 0) + v);
  return [...sum]
    .map(([feature, total]) => ({ feature, logit: total / rows.length }))
    .sort((a, b) => b.logit - a.logit || (a.feature < b.feature ? -1 : 1))
    .slice(0, k);
}

/** Judged scores from 51 to this edge count as "just over" the AI-like edge in edgeReading. */
export const JUST_OVER_MAX = 59;

export interface EdgeReading {
  /** Texts judged 51 or above. */
  at51: number;
  /** Of those, judged 51 to JUST_OVER_MAX: a logit or so from the mixed band. */
  justOver: number;
  /** Median catalogued findings per text judged 51 or above (NaN without one). */
  medianFindings: number;
}

/**
 * How far human texts put at 51+ are over the edge, and how much of the span detector's evidence
 * they carry. bench:quality prints it for human student writing beside the same median over the
 * other held-out human texts: many of them just over the edge says a calibration or a small
 * feature could move them; many findings says the catalogued patterns themselves fire on that
 * register, so no additive feature alone will (issue 18).
 */
export function edgeReading(scores: readonly number[], findings: readonly number[]): EdgeReading {
  const over = scores.map((s, i) => ({ judged: judgedValue(s), findings: findings[i] })).filter((r) => r.judged >= 51);
  return { at51: over.length, justOver: over.filter((r) => r.judged <= JUST_OVER_MAX).length, medianFindings: median(over.map((r) => r.findings)) };
}

/** The median (mean of the middle two for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
