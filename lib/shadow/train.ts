// Fitting and cross-validating the per-language shadow model. Used by the fit script
// (which writes weights.json) and by the quality benchmark (which re-runs the same
// procedure out-of-fold, so its cross-validated figures are the honest ones).
import { FEATURE_NAMES, NON_NEGATIVE_FEATURES, type FeatureName, type Features } from "./features";
import { groupedStratifiedFolds } from "./folds";
import { fitLogistic, fitStandardizer, sigmoid, standardize, type SignConstraint } from "./logistic";
import { auroc } from "./metrics";
import { scaled, type LanguageModel } from "./model";
import { fitCalibration } from "./calibration";

export const DEFAULT_LAMBDA_GRID = [0.01, 0.03, 0.1, 0.3, 1, 3];

export interface TrainingSet {
  features: readonly Features[];
  labels: readonly boolean[]; // true: AI
  groups: readonly number[];
}

function matrix(features: readonly Features[], names: readonly FeatureName[]): number[][] {
  return features.map((f) => names.map((n) => f[n]));
}

/** Fits one language's model; features constant over the training rows are dropped. */
export function fitLanguageModel(
  features: readonly Features[],
  labels: readonly boolean[],
  lambda: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
): LanguageModel {
  const x = matrix(features, names);
  const std = fitStandardizer(x);
  const z = x.map((row) => standardize(row, std));
  const signs: SignConstraint[] = names.map((n) => (NON_NEGATIVE_FEATURES.has(n) ? 1 : 0));
  const fit = fitLogistic(z, labels, { lambda, signs });
  const terms = names
    .map((feature, j) => ({ feature, mean: std.mean[j], scale: std.scale[j], weight: fit.weights[j] }))
    .filter((t) => t.scale > 0);
  return { intercept: fit.intercept, terms };
}

export function predictLogit(model: LanguageModel, f: Features): number {
  let s = model.intercept;
  for (const t of model.terms) s += t.weight * ((f[t.feature] - t.mean) / t.scale);
  return s;
}

/** The model's score on the 0–100 scale: calibrated when the model carries a calibration. */
export function predictScore(model: LanguageModel, f: Features): number {
  return scaled(model, predictLogit(model, f));
}

/** Out-of-fold logits for a fixed λ (what a calibration is fitted on). */
export function outOfFoldLogits(
  set: TrainingSet,
  lambda: number,
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
): number[] {
  const folds = groupedStratifiedFolds(set.groups, set.labels, k, seed);
  return outOfFoldWith(set, folds, k, (train) => fitLanguageModel(train.features, train.labels, lambda, names), [set.features], predictLogit)[0];
}

/**
 * The model fitted on every row, with the calibration of its logits fitted on out-of-fold
 * logits of the same λ: a model's logits on its own training rows are over-confident, so
 * band edges placed on them would not hold on new text.
 */
export function fitCalibratedModel(
  set: TrainingSet,
  lambda: number,
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
): LanguageModel {
  const model = fitLanguageModel(set.features, set.labels, lambda, names);
  model.calibration = fitCalibration(outOfFoldLogits(set, lambda, k, seed, names), set.labels);
  return model;
}

/** Out-of-fold scores (0–100) for a fixed λ: the out-of-fold logits on the uncalibrated scale. */
export function outOfFoldScores(
  set: TrainingSet,
  lambda: number,
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
): number[] {
  return outOfFoldLogits(set, lambda, k, seed, names).map((logit) => 100 * sigmoid(logit));
}

function subset(set: TrainingSet, keep: (i: number) => boolean): TrainingSet {
  const idx = set.labels.map((_, i) => i).filter(keep);
  return {
    features: idx.map((i) => set.features[i]),
    labels: idx.map((i) => set.labels[i]),
    groups: idx.map((i) => set.groups[i]),
  };
}

/**
 * Out-of-fold scores: a model fitted without fold f scores the rows of fold f, once
 * per entry of `tests` (the training features themselves, or altered copies of the
 * same rows such as evaded texts).
 */
function outOfFoldWith(
  set: TrainingSet,
  folds: readonly number[],
  k: number,
  fit: (train: TrainingSet) => LanguageModel,
  tests: readonly (readonly Features[])[] = [set.features],
  read: (model: LanguageModel, f: Features) => number = predictScore,
): number[][] {
  const out = tests.map(() => new Array<number>(set.labels.length).fill(NaN));
  for (let f = 0; f < k; f++) {
    const train = subset(set, (i) => folds[i] !== f);
    const testIdx = folds.map((fold, i) => (fold === f ? i : -1)).filter((i) => i >= 0);
    if (testIdx.length === 0) continue;
    const positives = train.labels.filter(Boolean).length;
    const model = positives === 0 || positives === train.labels.length ? null : fit(train);
    tests.forEach((features, t) => {
      // A fold whose training part lacks a class cannot rank; its rows score neutrally.
      for (const i of testIdx) out[t][i] = model ? read(model, features[i]) : read === predictLogit ? 0 : 50;
    });
  }
  return out;
}

export interface LambdaChoice {
  lambda: number;
  cvAuroc: number;
  byLambda: { lambda: number; auroc: number }[];
}

/**
 * Picks λ by grouped CV AUROC; among λ within `slack` of the best, the strongest
 * regularization wins (less variance for the same ranking quality).
 */
export function chooseLambda(
  set: TrainingSet,
  grid: readonly number[],
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
  slack = 0.01,
): LambdaChoice {
  const byLambda = grid.map((lambda) => ({ lambda, auroc: auroc(outOfFoldScores(set, lambda, k, seed, names), [...set.labels]) }));
  const best = Math.max(...byLambda.map((b) => (Number.isNaN(b.auroc) ? -Infinity : b.auroc)));
  const chosen = [...byLambda].sort((a, b) => b.lambda - a.lambda).find((b) => b.auroc >= best - slack) ?? byLambda[0];
  return { lambda: chosen.lambda, cvAuroc: chosen.auroc, byLambda };
}

/**
 * Nested cross-validation: λ and the calibration are chosen inside each outer training
 * part, so the returned out-of-fold scores (on the calibrated 0–100 scale) never saw their
 * own rows, not even through λ or the band edges.
 */
export function nestedOutOfFoldScores(
  set: TrainingSet,
  grid: readonly number[],
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
  /** Feature sets of the same rows to score (default: the training features). */
  tests: readonly (readonly Features[])[] = [set.features],
): number[][] {
  const folds = groupedStratifiedFolds(set.groups, set.labels, k, seed);
  return outOfFoldWith(
    set,
    folds,
    k,
    (train) => {
      const inner = Math.max(2, k - 1);
      const { lambda } = chooseLambda(train, grid, inner, seed + 1, names);
      return fitCalibratedModel(train, lambda, inner, seed + 1, names);
    },
    tests,
  );
}
