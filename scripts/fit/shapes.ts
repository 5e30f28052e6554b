// Fitting the per-feature shapes of lib/shadow/shapes.ts: boosted one-split trees (stumps)
// on the logistic model's residual, merged into one step function per feature.
import { countBelow, type Shape } from "../../lib/shadow/shapes";

export interface ShapeFitOptions {
  rounds: number;
  /** Shrinkage of every step (the learning rate). */
  learningRate: number;
  /** Candidate split points per feature: the quantiles between this many equal-count bins. */
  bins: number;
  /** A step's side must hold at least this many training rows. */
  minRows: number;
  /** L2 penalty on a step's height (Newton step denominator). */
  leafPenalty: number;
  /** Per feature: 1 when its shape must never decrease, -1 never increase, 0 free. */
  directions?: readonly number[];
  /** Called after these numbers of rounds with the shapes fitted so far (staged predictions for CV). */
  checkpoints?: readonly number[];
  onCheckpoint?: (rounds: number, shapes: (Shape | null)[]) => void;
  /** Per-row weights (default 1), multiplied into the class balance. */
  rowWeights?: readonly number[];
}

export const DEFAULT_SHAPE_OPTIONS: Omit<ShapeFitOptions, "rounds"> = {
  learningRate: 0.1,
  bins: 16,
  minRows: 10,
  leafPenalty: 1,
};

interface Stump {
  feature: number;
  threshold: number;
  below: number;
  above: number;
}

function splitPoints(column: readonly number[], bins: number): number[] {
  const sorted = [...column].sort((a, b) => a - b);
  const n = sorted.length;
  const points = new Set<number>();
  for (let q = 1; q < bins; q++) {
    const k = Math.floor((q / bins) * n);
    if (k > 0 && k < n && sorted[k] !== sorted[k - 1]) points.add((sorted[k] + sorted[k - 1]) / 2);
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * Merges stumps into one shape per feature, centred so each shape's mean over the training
 * rows is 0 (the intercept keeps the offset's level; a contribution reads as a change from
 * the typical training text, like a standardized linear term's).
 */
function mergeStumps(stumps: readonly Stump[], x: readonly (readonly number[])[], d: number): (Shape | null)[] {
  const shapes: (Shape | null)[] = [];
  for (let j = 0; j < d; j++) {
    const own = stumps.filter((s) => s.feature === j);
    if (own.length === 0) {
      shapes.push(null);
      continue;
    }
    const thresholds = [...new Set(own.map((s) => s.threshold))].sort((a, b) => a - b);
    // Interval i is (thresholds[i-1], thresholds[i]]; a stump adds `below` where x ≤ its threshold.
    const values = thresholds.concat(Infinity).map((upper) => own.reduce((sum, s) => sum + (upper <= s.threshold ? s.below : s.above), 0));
    let mean = 0;
    for (const row of x) mean += values[countBelow(thresholds, row[j])];
    mean /= Math.max(1, x.length);
    shapes.push({ thresholds, values: values.map((v) => v - mean) });
  }
  return shapes;
}

/**
 * Boosts stumps on the class-balanced logistic loss starting from `offset` (the linear
 * model's logits of the same rows). Returns one shape per column (null: never split).
 */
export function fitShapes(
  x: readonly (readonly number[])[],
  labels: readonly boolean[],
  offset: readonly number[],
  options: ShapeFitOptions,
): (Shape | null)[] {
  const n = x.length;
  const d = n ? x[0].length : 0;
  const rowWeights = options.rowWeights;
  let positiveMass = 0;
  let negativeMass = 0;
  labels.forEach((ai, i) => {
    const w = rowWeights ? rowWeights[i] : 1;
    if (ai) positiveMass += w;
    else negativeMass += w;
  });
  // Classes count alike (and, with row weights, each row by its weight), scaled to a mean of 1.
  const weight = labels.map((ai, i) => ((rowWeights ? rowWeights[i] : 1) * n) / (2 * Math.max(1e-12, ai ? positiveMass : negativeMass)));
  const points: number[][] = [];
  const bins: Int32Array[] = [];
  for (let j = 0; j < d; j++) {
    const column = x.map((row) => row[j]);
    const p = splitPoints(column, options.bins);
    points.push(p);
    bins.push(Int32Array.from(column, (v) => countBelow(p, v)));
  }
  const logit = Float64Array.from(offset);
  const grad = new Float64Array(n);
  const hess = new Float64Array(n);
  const stumps: Stump[] = [];
  const pending = new Set((options.checkpoints ?? []).filter((r) => r >= 0 && r <= options.rounds));
  const reportAt = (r: number) => {
    if (!pending.delete(r)) return;
    options.onCheckpoint?.(r, mergeStumps(stumps, x, d));
  };
  for (let r = 0; r < options.rounds; r++) {
    reportAt(r);
    let gTotal = 0;
    let hTotal = 0;
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-logit[i]));
      grad[i] = weight[i] * ((labels[i] ? 1 : 0) - p);
      hess[i] = weight[i] * p * (1 - p);
      gTotal += grad[i];
      hTotal += hess[i];
    }
    const lambda = options.leafPenalty;
    const parentScore = (gTotal * gTotal) / (hTotal + lambda);
    let best: (Stump & { gain: number }) | null = null;
    for (let j = 0; j < d; j++) {
      const p = points[j];
      if (p.length === 0) continue;
      const g = new Float64Array(p.length + 1);
      const h = new Float64Array(p.length + 1);
      const c = new Int32Array(p.length + 1);
      const b = bins[j];
      for (let i = 0; i < n; i++) {
        g[b[i]] += grad[i];
        h[b[i]] += hess[i];
        c[b[i]]++;
      }
      let gLeft = 0;
      let hLeft = 0;
      let cLeft = 0;
      for (let k = 0; k < p.length; k++) {
        gLeft += g[k];
        hLeft += h[k];
        cLeft += c[k];
        if (cLeft < options.minRows || n - cLeft < options.minRows) continue;
        const gRight = gTotal - gLeft;
        const hRight = hTotal - hLeft;
        const below = gLeft / (hLeft + lambda);
        const above = gRight / (hRight + lambda);
        const direction = options.directions?.[j] ?? 0;
        if ((direction > 0 && above < below) || (direction < 0 && above > below)) continue;
        const gain = (gLeft * gLeft) / (hLeft + lambda) + (gRight * gRight) / (hRight + lambda) - parentScore;
        if (gain > 1e-12 && (best === null || gain > best.gain)) best = { feature: j, threshold: p[k], below, above, gain };
      }
    }
    if (best === null) break;
    const step: Stump = {
      feature: best.feature,
      threshold: best.threshold,
      below: best.below * options.learningRate,
      above: best.above * options.learningRate,
    };
    stumps.push(step);
    const col = bins[step.feature];
    const at = countBelow(points[step.feature], step.threshold);
    for (let i = 0; i < n; i++) logit[i] += col[i] <= at ? step.below : step.above;
  }
  // The last round, and rounds never run because no split was left, report the final shapes.
  const shapes = mergeStumps(stumps, x, d);
  for (const r of [...pending].sort((a, b) => a - b)) options.onCheckpoint?.(r, shapes);
  return shapes;
}
