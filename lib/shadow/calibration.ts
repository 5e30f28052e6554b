// The map from a raw model reading (a logit, or the seed formula's score) to the 0–100
// scale whose seed-000 bands a user reads. A logistic model's probability ranks well but
// its scale is not the bands' scale: fitted on balanced classes, its 0.5 is not "AI-like",
// and its tails depend on regularization. So each language gets a monotone piecewise-linear
// map, fitted on out-of-fold readings (never on the rows the model was fitted on), whose
// knots put the band edges where the targets ask: most human texts at 30 or below, most AI
// texts at 51 or above, almost no human text at 71 or above.

export interface Calibration {
  /** Raw readings at the knots, strictly increasing. */
  x: number[];
  /** Scores at the knots, strictly increasing, inside (0, 100). */
  y: number[];
}

/** Knot scores: band edges of seed 000 §7 (15 | 16–30 | 31–50 | 51–70 | 71+) and two tails. */
export const KNOT_SCORES = { floor: 3, human: 15, mostlyHuman: 30, aiLike: 51, aiGenerated: 71, ceiling: 97 } as const;

/**
 * Share of each class the knots aim past, with a margin over the product targets
 * (80% / 80% / under 2%) because a fitted map is tighter on the rows it was fitted on.
 */
export const CALIBRATION_TARGETS = { humanAt30: 0.88, aiAt51: 0.85, humanBelow71: 0.99 } as const;

export class CalibrationError extends Error {}

/** Scores beyond the knots approach 0 and 100 with the end segments' slopes, so order is kept. */
export function applyCalibration(c: Calibration, value: number): number {
  const { x, y } = c;
  const n = x.length;
  if (Number.isNaN(value)) return NaN;
  if (value <= x[0]) {
    const slope = (y[1] - y[0]) / (x[1] - x[0]);
    return y[0] * Math.exp(((value - x[0]) * slope) / y[0]);
  }
  if (value >= x[n - 1]) {
    const slope = (y[n - 1] - y[n - 2]) / (x[n - 1] - x[n - 2]);
    const room = 100 - y[n - 1];
    return 100 - room * Math.exp((-(value - x[n - 1]) * slope) / room);
  }
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid] <= value) lo = mid;
    else hi = mid;
  }
  return y[lo] + ((value - x[lo]) * (y[hi] - y[lo])) / (x[hi] - x[lo]);
}

/** The q-quantile (0–1) by linear interpolation between order statistics. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const at = Math.min(1, Math.max(0, q)) * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (at - lo) * (sorted[hi] - sorted[lo]);
}

/**
 * The reading that best splits the classes when they overlap: the point where the share
 * of human readings below it equals the share of AI readings at or above it.
 */
function balancedSplit(human: readonly number[], ai: readonly number[]): number {
  const candidates = [...human, ...ai].sort((a, b) => a - b);
  let best = candidates[0];
  let bestGap = Infinity;
  for (const t of candidates) {
    const humanBelow = human.filter((h) => h < t).length / human.length;
    const aiAbove = ai.filter((a) => a >= t).length / ai.length;
    const gap = Math.abs(humanBelow - aiAbove);
    if (gap < bestGap) {
      bestGap = gap;
      best = t;
    }
  }
  return best;
}

/**
 * Fits the knots on out-of-fold readings of one language. `labels` true = AI.
 * Where the classes overlap too much for both 30- and 51-targets, the two edges meet at
 * the balanced split (the mixed band then narrows: the map does not pretend to know more).
 */
export function fitCalibration(readings: readonly number[], labels: readonly boolean[]): Calibration {
  const human = readings.filter((_, i) => !labels[i]).sort((a, b) => a - b);
  const ai = readings.filter((_, i) => labels[i]).sort((a, b) => a - b);
  if (human.length < 2 || ai.length < 2) throw new CalibrationError("calibration needs at least two readings of each class");
  const spread = Math.max(1e-6, quantile([...human, ...ai].sort((a, b) => a - b), 0.9) - quantile([...human, ...ai].sort((a, b) => a - b), 0.1));
  const gap = spread * 0.02;

  let edge30 = quantile(human, CALIBRATION_TARGETS.humanAt30);
  let edge51 = quantile(ai, 1 - CALIBRATION_TARGETS.aiAt51);
  if (!(edge51 > edge30 + gap)) {
    const split = balancedSplit(human, ai);
    edge30 = split - gap / 2;
    edge51 = split + gap / 2;
  }
  const edge71 = Math.max(quantile(human, CALIBRATION_TARGETS.humanBelow71) + gap, edge51 + gap);
  const edge15 = Math.min(quantile(human, 0.5), edge30 - gap);
  const low = Math.min(human[0], ai[0], edge15 - gap);
  const high = Math.max(human[human.length - 1], ai[ai.length - 1], edge71 + gap);
  const x = [low, edge15, edge30, edge51, edge71, high];
  const k = KNOT_SCORES;
  const y = [k.floor, k.human, k.mostlyHuman, k.aiLike, k.aiGenerated, k.ceiling];
  for (let i = 1; i < x.length; i++) if (!(x[i] > x[i - 1])) x[i] = x[i - 1] + gap;
  return { x, y };
}

/** Checks a parsed calibration (weights.json); returns a message naming the problem, or null. */
export function calibrationProblem(c: unknown): string | null {
  const cal = c as Partial<Calibration> | null;
  if (!cal || !Array.isArray(cal.x) || !Array.isArray(cal.y)) return "calibration needs x and y lists";
  if (cal.x.length < 2 || cal.x.length !== cal.y.length) return "calibration x and y must have the same length (≥ 2)";
  for (let i = 0; i < cal.x.length; i++) {
    if (!Number.isFinite(cal.x[i]) || !Number.isFinite(cal.y[i])) return "calibration knots must be finite numbers";
    if (!(cal.y[i] > 0 && cal.y[i] < 100)) return "calibration scores must lie strictly inside 0–100";
    if (i > 0 && !(cal.x[i] > cal.x[i - 1] && cal.y[i] > cal.y[i - 1])) return "calibration knots must increase strictly";
  }
  return null;
}
