// L2-regularized logistic regression on standardized features, fitted by projected Newton
// steps (the objective is smooth and strictly convex, so a handful of exact Newton steps
// reach the optimum that first-order descent took thousands of iterations to approach; the
// held-out benchmarks refit the model hundreds of times). No randomness: the same data give
// the same weights.
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
  /** Per-row weights (default 1) multiplied into the class balance, e.g. to balance sources. */
  sampleWeights?: readonly number[];
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

/** Cholesky solve of the symmetric positive definite system A·x = b (A is m×m, row-major; overwritten). */
function solveSpd(a: Float64Array, b: Float64Array, m: number): Float64Array {
  for (let j = 0; j < m; j++) {
    let d = a[j * m + j];
    for (let k = 0; k < j; k++) d -= a[j * m + k] * a[j * m + k];
    const root = Math.sqrt(Math.max(d, 1e-12));
    a[j * m + j] = root;
    for (let i = j + 1; i < m; i++) {
      let s = a[i * m + j];
      for (let k = 0; k < j; k++) s -= a[i * m + k] * a[j * m + k];
      a[i * m + j] = s / root;
    }
  }
  const x = Float64Array.from(b);
  for (let i = 0; i < m; i++) {
    let s = x[i];
    for (let k = 0; k < i; k++) s -= a[i * m + k] * x[k];
    x[i] = s / a[i * m + i];
  }
  for (let i = m - 1; i >= 0; i--) {
    let s = x[i];
    for (let k = i + 1; k < m; k++) s -= a[k * m + i] * x[k];
    x[i] = s / a[i * m + i];
  }
  return x;
}

function logLoss(margin: number, positive: boolean): number {
  // log(1 + e^−m) for a positive row, log(1 + e^m) for a negative one, without overflow.
  const m = positive ? margin : -margin;
  return m > 0 ? Math.log1p(Math.exp(-m)) : -m + Math.log1p(Math.exp(m));
}

/**
 * Fits on standardized rows. Classes are weighted to count equally, so the
 * intercept does not encode the training set's class balance.
 */
export function fitLogistic(z: readonly (readonly number[])[], y: readonly boolean[], options: FitOptions): LinearModel {
  const n = z.length;
  const d = n ? z[0].length : 0;
  const rowWeight = options.sampleWeights ?? null;
  let positiveMass = 0;
  let negativeMass = 0;
  for (let i = 0; i < n; i++) {
    const w = rowWeight ? rowWeight[i] : 1;
    if (y[i]) positiveMass += w;
    else negativeMass += w;
  }
  if (!(positiveMass > 0) || !(negativeMass > 0)) throw new Error("fitLogistic: both classes are needed");
  const sampleWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) sampleWeight[i] = (rowWeight ? rowWeight[i] : 1) * (y[i] ? 0.5 / positiveMass : 0.5 / negativeMass);
  const lambda = options.lambda;
  const signs = options.signs;
  const iterations = options.iterations ?? 100;
  const tolerance = options.tolerance ?? 1e-9;
  const x = new Float64Array(n * d);
  for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) x[i * d + j] = z[i][j];

  // w[d] is the intercept (unpenalized, unconstrained).
  let w = new Float64Array(d + 1);
  const margin = new Float64Array(n);
  const computeMargins = (v: Float64Array, out: Float64Array) => {
    for (let i = 0; i < n; i++) {
      let s = v[d];
      const row = i * d;
      for (let j = 0; j < d; j++) s += v[j] * x[row + j];
      out[i] = s;
    }
  };
  const objective = (v: Float64Array, m: Float64Array) => {
    let loss = 0;
    for (let i = 0; i < n; i++) loss += sampleWeight[i] * logLoss(m[i], y[i]);
    let penalty = 0;
    for (let j = 0; j < d; j++) penalty += v[j] * v[j];
    return loss + 0.5 * lambda * penalty;
  };
  const atBound = (j: number, v: Float64Array) => j < d && signs !== undefined && signs[j] !== 0 && v[j] === 0;
  computeMargins(w, margin);
  let f = objective(w, margin);
  const grad = new Float64Array(d + 1);
  const prob = new Float64Array(n);
  const trial = new Float64Array(d + 1);
  const trialMargin = new Float64Array(n);
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const p = sigmoid(margin[i]);
      prob[i] = p;
      const g = (p - (y[i] ? 1 : 0)) * sampleWeight[i];
      const row = i * d;
      for (let j = 0; j < d; j++) grad[j] += g * x[row + j];
      grad[d] += g;
    }
    for (let j = 0; j < d; j++) grad[j] += lambda * w[j];
    // Free variables: all but constrained weights sitting at 0 whose gradient pushes them out.
    const free: number[] = [];
    for (let j = 0; j <= d; j++) {
      if (atBound(j, w) && signs![j] * grad[j] > 0) continue;
      free.push(j);
    }
    const m = free.length;
    const h = new Float64Array(m * m);
    const isIntercept = free[m - 1] === d;
    for (let i = 0; i < n; i++) {
      const s = sampleWeight[i] * prob[i] * (1 - prob[i]);
      if (s === 0) continue;
      const row = i * d;
      for (let a = 0; a < m; a++) {
        const ja = free[a];
        const xa = (ja === d ? 1 : x[row + ja]) * s;
        if (xa === 0) continue;
        const base = a * m;
        for (let b = 0; b <= a; b++) {
          const jb = free[b];
          h[base + b] += xa * (jb === d ? 1 : x[row + jb]);
        }
      }
    }
    for (let a = 0; a < m; a++) {
      for (let b = 0; b < a; b++) h[b * m + a] = h[a * m + b];
      if (!(isIntercept && a === m - 1)) h[a * m + a] += lambda;
    }
    const rhs = new Float64Array(m);
    for (let a = 0; a < m; a++) rhs[a] = -grad[free[a]];
    const step = solveSpd(h, rhs, m);
    // Backtracking on the projected step (Armijo on the projected arc).
    let t = 1;
    let accepted = false;
    let moved = 0;
    for (let back = 0; back < 40; back++) {
      trial.set(w);
      for (let a = 0; a < m; a++) trial[free[a]] = w[free[a]] + t * step[a];
      if (signs) for (let j = 0; j < d; j++) if ((signs[j] === 1 && trial[j] < 0) || (signs[j] === -1 && trial[j] > 0)) trial[j] = 0;
      computeMargins(trial, trialMargin);
      const fTrial = objective(trial, trialMargin);
      let decrease = 0;
      for (let j = 0; j <= d; j++) decrease += grad[j] * (trial[j] - w[j]);
      if (fTrial <= f + 1e-4 * decrease || fTrial <= f - 1e-15) {
        moved = 0;
        for (let j = 0; j <= d; j++) moved = Math.max(moved, Math.abs(trial[j] - w[j]));
        w = Float64Array.from(trial);
        margin.set(trialMargin);
        f = fTrial;
        accepted = true;
        break;
      }
      t /= 2;
    }
    if (!accepted || moved < tolerance) break;
  }
  return { intercept: w[d], weights: Array.from(w.subarray(0, d)) };
}
