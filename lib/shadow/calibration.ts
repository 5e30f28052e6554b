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
