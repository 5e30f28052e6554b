// L2-regularized logistic regression on standardized features, fitted by accelerated
// projected gradient descent (FISTA). No randomness: the same data give the same weights.
// Sign constraints keep the model monotone in features whose direction is known
// (more AI-tell findings must never lower the score).
import { sigmoid } from "../../lib/shadow/logistic";

export type SignConstraint = 1 | -1 | 0; // 1: weight ≥ 0, -1: weight ≤ 0, 0: free

export interface Standardizer {
  mean: number[];
  /** Population standard deviation; 0 marks a constant feature, which is then ignored. */
  scale: number[];
}

export interface LinearModel {
  intercept: number;
  weights: number[];
}

export interface FitOptions {
  /** Strength of the penalty λ/2·‖w‖² added to the mean (class-balanced) log loss. */
  lambda: number;
  signs?: readonly SignConstraint[];
  iterations?: number;
  /** Stop when no coefficient moves more than this in one step. */
  tolerance?: number;
}

export function fitStandardizer(rows: readonly (readonly number[])[]): Standardizer {
  const d = rows.length ? rows[0].length : 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const r of rows) for (let j = 0; j < d; j++) mean[j] += r[j];
  for (let j = 0; j < d; j++) mean[j] /= Math.max(1, rows.length);
  for (const r of rows) for (let j = 0; j < d; j++) scale[j] += (r[j] - mean[j]) ** 2;
  for (let j = 0; j < d; j++) {
    const sd = Math.sqrt(scale[j] / Math.max(1, rows.length));
    scale[j] = sd > 1e-12 ? sd : 0;
  }
  return { mean, scale };
}

/** Standardized value; features constant in training contribute 0. */
export function standardize(row: readonly number[], s: Standardizer): number[] {
  const out = new Array<number>(row.length);
  for (let j = 0; j < row.length; j++) out[j] = s.scale[j] === 0 ? 0 : (row[j] - s.mean[j]) / s.scale[j];
  return out;
}

export function linearPredictor(model: LinearModel, z: readonly number[]): number {
  let s = model.intercept;
  for (let j = 0; j < z.length; j++) s += model.weights[j] * z[j];
  return s;
}

function project(w: number[], signs: readonly SignConstraint[] | undefined): void {
  if (!signs) return;
  for (let j = 0; j < w.length; j++) {
    if (signs[j] === 1 && w[j] < 0) w[j] = 0;
    else if (signs[j] === -1 && w[j] > 0) w[j] = 0;
  }
}

/**
 * Fits on standardized rows. Classes are weighted to count equally, so the
 * intercept does not encode the training set's class balance.
 */
export function fitLogistic(z: readonly (readonly number[])[], y: readonly boolean[], options: FitOptions): LinearModel {
  const n = z.length;
  const d = n ? z[0].length : 0;
  const positives = y.filter(Boolean).length;
  const negatives = n - positives;
  if (positives === 0 || negatives === 0) throw new Error("fitLogistic: both classes are needed");
  const sampleWeight = y.map((label) => (label ? 0.5 / positives : 0.5 / negatives));
  const lambda = options.lambda;
  const iterations = options.iterations ?? 4000;
  const tolerance = options.tolerance ?? 1e-7;

  // Lipschitz bound of the gradient: ¼·max‖x‖² over rows (with the intercept's 1) + λ.
  let maxNorm = 0;
  for (const r of z) {
    let s = 1;
    for (const v of r) s += v * v;
    if (s > maxNorm) maxNorm = s;
  }
  const step = 1 / (0.25 * maxNorm + lambda);

  let w = new Array<number>(d + 1).fill(0); // w[d] is the intercept
  let v = w.slice();
  let t = 1;
  const grad = new Array<number>(d + 1);
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const r = z[i];
      let s = v[d];
      for (let j = 0; j < d; j++) s += v[j] * r[j];
      const g = (sigmoid(s) - (y[i] ? 1 : 0)) * sampleWeight[i];
      for (let j = 0; j < d; j++) grad[j] += g * r[j];
      grad[d] += g;
    }
    for (let j = 0; j < d; j++) grad[j] += lambda * v[j];
    const next = v.map((vj, j) => vj - step * grad[j]);
    const weightsOnly = next.slice(0, d);
    project(weightsOnly, options.signs);
    for (let j = 0; j < d; j++) next[j] = weightsOnly[j];
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    let moved = 0;
    const momentum = (t - 1) / tNext;
    const vNext = next.map((nj, j) => {
      moved = Math.max(moved, Math.abs(nj - w[j]));
      return nj + momentum * (nj - w[j]);
    });
    w = next;
    v = vNext;
    t = tNext;
    if (moved < tolerance) break;
  }
  return { intercept: w[d], weights: w.slice(0, d) };
}
