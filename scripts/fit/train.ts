// Fitting and cross-validating the per-language shadow model. Used by the fit script
// (which writes weights.json) and by the quality benchmark (which re-runs the same
// procedure out-of-fold, so its cross-validated figures are the honest ones).
import { FEATURE_NAMES, NON_NEGATIVE_FEATURES, type FeatureName, type Features } from "../../lib/shadow/features";
import { groupedStratifiedFolds } from "./folds";
import { sigmoid } from "../../lib/shadow/logistic";
import { fitLogistic, fitStandardizer, standardize, type SignConstraint } from "./logistic";
import { auroc } from "./metrics";
import { modelLogit, scaled, type FeatureShape, type LanguageModel } from "../../lib/shadow/model";
import { fitCalibration } from "./calibration";
import type { Shape } from "../../lib/shadow/shapes";
import { DEFAULT_SHAPE_OPTIONS, fitShapes } from "./shapes";

export const DEFAULT_LAMBDA_GRID = [0.01, 0.03, 0.1, 0.3, 1, 3];
/** Boosting rounds of the feature shapes tried by CV; 0 is the plain logistic model. */
export const DEFAULT_ROUNDS_GRID = [0, 50, 100, 200, 300, 400];

/** λ and shape rounds of one fit. */
export interface Complexity {
  lambda: number;
  rounds: number;
}

export interface TrainingSet {
  features: readonly Features[];
  labels: readonly boolean[]; // true: AI
  groups: readonly number[];
}

function matrix(features: readonly Features[], names: readonly FeatureName[]): number[][] {
  return features.map((f) => names.map((n) => f[n]));
}

/** The linear part: one language's logistic model; features constant over the training rows are dropped. */
export function fitLinearModel(
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

/**
 * Boosts feature shapes on top of a fitted linear model, from its logits. `onCheckpoint`
 * receives the model as it stands after each of `checkpoints` rounds (staged CV).
 */
function boostShapes(
  linear: LanguageModel,
  features: readonly Features[],
  labels: readonly boolean[],
  rounds: number,
  checkpoints: readonly number[] = [],
  onCheckpoint?: (rounds: number, model: LanguageModel) => void,
): LanguageModel {
  const names = linear.terms.map((t) => t.feature);
  const x = matrix(features, names);
  const withShapes = (shapes: (Shape | null)[]): LanguageModel => {
    const list: FeatureShape[] = [];
    shapes.forEach((shape, j) => {
      if (shape) list.push({ feature: names[j], thresholds: shape.thresholds, values: shape.values });
    });
    return list.length ? { ...linear, shapes: list } : { ...linear };
  };
  const shapes = fitShapes(x, labels, features.map((f) => modelLogit(linear, f)), {
    ...DEFAULT_SHAPE_OPTIONS,
    rounds,
    // A shape bends its feature's line but never turns it round: more of a feature never reads
    // the other way than the linear term says. Free shapes ranked a little better inside dev's
    // sources and worse on a source left out of the fit (lib/shadow/shapes.ts).
    directions: linear.terms.map((t) => (NON_NEGATIVE_FEATURES.has(t.feature) ? 1 : Math.sign(t.weight))),
    checkpoints,
    onCheckpoint: onCheckpoint && ((r, s) => onCheckpoint(r, withShapes(s))),
  });
  return withShapes(shapes);
}

/** One language's model: the logistic model at λ, plus `rounds` rounds of feature shapes. */
export function fitLanguageModel(
  features: readonly Features[],
  labels: readonly boolean[],
  complexity: Complexity,
  names: readonly FeatureName[] = FEATURE_NAMES,
): LanguageModel {
  const linear = fitLinearModel(features, labels, complexity.lambda, names);
  return complexity.rounds > 0 ? boostShapes(linear, features, labels, complexity.rounds) : linear;
}

/** The model's log-odds (model.ts's modelLogit, under the name the CV code reads it by). */
export const predictLogit: (model: LanguageModel, f: Features) => number = modelLogit;

/** The model's score on the 0–100 scale: calibrated when the model carries a calibration. */
export function predictScore(model: LanguageModel, f: Features): number {
  return scaled(model, predictLogit(model, f));
}

/** Out-of-fold logits at a fixed complexity (what a calibration is fitted on). */
export function outOfFoldLogits(
  set: TrainingSet,
  complexity: Complexity,
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
): number[] {
  const folds = groupedStratifiedFolds(set.groups, set.labels, k, seed);
  return outOfFoldWith(set, folds, k, (train) => fitLanguageModel(train.features, train.labels, complexity, names), [set.features], predictLogit)[0];
}

/**
 * The model fitted on every row, with the calibration of its logits fitted on out-of-fold
 * logits of the same complexity: a model's logits on its own training rows are
 * over-confident, so band edges placed on them would not hold on new text.
 */
export function fitCalibratedModel(
  set: TrainingSet,
  complexity: Complexity,
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
): LanguageModel {
  const model = fitLanguageModel(set.features, set.labels, complexity, names);
  model.calibration = fitCalibration(outOfFoldLogits(set, complexity, k, seed, names), set.labels);
  return model;
}

/** Out-of-fold scores (0–100) at a fixed complexity: the out-of-fold logits on the uncalibrated scale. */
export function outOfFoldScores(
  set: TrainingSet,
  complexity: Complexity,
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
): number[] {
  return outOfFoldLogits(set, complexity, k, seed, names).map((logit) => 100 * sigmoid(logit));
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
  forEachFold(set, folds, k, (train, testIdx) => {
    const model = train ? fit(train) : null;
    tests.forEach((features, t) => {
      // A fold whose training part lacks a class cannot rank; its rows score neutrally.
      for (const i of testIdx) out[t][i] = model ? read(model, features[i]) : read === predictLogit ? 0 : 50;
    });
  });
  return out;
}

/**
 * Calls `visit` once per non-empty fold with the rows outside it (null when they lack a
 * class, so nothing can be fitted) and the indices of the fold's own rows.
 */
function forEachFold(
  set: TrainingSet,
  folds: readonly number[],
  k: number,
  visit: (train: TrainingSet | null, testIdx: number[]) => void,
): void {
  for (let f = 0; f < k; f++) {
    const testIdx = folds.map((fold, i) => (fold === f ? i : -1)).filter((i) => i >= 0);
    if (testIdx.length === 0) continue;
    const train = subset(set, (i) => folds[i] !== f);
    const positives = train.labels.filter(Boolean).length;
    visit(positives === 0 || positives === train.labels.length ? null : train, testIdx);
  }
}

export interface LambdaChoice {
  lambda: number;
  cvAuroc: number;
  byLambda: { lambda: number; auroc: number }[];
}

/** Among settings within `slack` of the best AUROC, the simplest (first in `order`) wins. */
function simplestNearBest<T extends { auroc: number }>(results: readonly T[], order: (a: T, b: T) => number, slack: number): T {
  const best = Math.max(...results.map((b) => (Number.isNaN(b.auroc) ? -Infinity : b.auroc)));
  return [...results].sort(order).find((b) => b.auroc >= best - slack) ?? results[0];
}

/**
 * Picks λ of the linear model by grouped CV AUROC; among λ within `slack` of the best, the
 * strongest regularization wins (less variance for the same ranking quality).
 */
export function chooseLambda(
  set: TrainingSet,
  grid: readonly number[],
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
  slack = 0.01,
): LambdaChoice {
  const byLambda = grid.map((lambda) => ({ lambda, auroc: auroc(outOfFoldScores(set, { lambda, rounds: 0 }, k, seed, names), [...set.labels]) }));
  const chosen = simplestNearBest(byLambda, (a, b) => b.lambda - a.lambda, slack);
  return { lambda: chosen.lambda, cvAuroc: chosen.auroc, byLambda };
}

export interface RoundsChoice {
  rounds: number;
  cvAuroc: number;
  byRounds: { rounds: number; auroc: number }[];
}

/**
 * Picks the number of shape rounds on top of the linear model at λ by grouped CV AUROC
 * (one boosting run per fold, read at every grid point); among round counts within `slack`
 * of the best, the fewest win. Where the linear model already ranks as well as it can
 * (Chinese on dev), that is 0 and the model stays linear.
 */
export function chooseRounds(
  set: TrainingSet,
  lambda: number,
  grid: readonly number[],
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
  slack = 0.005,
): RoundsChoice {
  const folds = groupedStratifiedFolds(set.groups, set.labels, k, seed);
  const staged = new Map<number, number[]>(grid.map((r) => [r, new Array<number>(set.labels.length).fill(0)]));
  const maxRounds = Math.max(...grid);
  forEachFold(set, folds, k, (train, testIdx) => {
    if (!train) return;
    const linear = fitLinearModel(train.features, train.labels, lambda, names);
    boostShapes(linear, train.features, train.labels, maxRounds, grid, (r, model) => {
      const out = staged.get(r)!;
      for (const i of testIdx) out[i] = predictLogit(model, set.features[i]);
    });
  });
  const byRounds = grid.map((rounds) => ({ rounds, auroc: auroc(staged.get(rounds)!, [...set.labels]) }));
  const chosen = simplestNearBest(byRounds, (a, b) => a.rounds - b.rounds, slack);
  return { rounds: chosen.rounds, cvAuroc: chosen.auroc, byRounds };
}

/** λ, then the shape rounds at that λ, each by grouped CV on `set`. */
export function chooseComplexity(
  set: TrainingSet,
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
  lambdaGrid: readonly number[] = DEFAULT_LAMBDA_GRID,
  roundsGrid: readonly number[] = DEFAULT_ROUNDS_GRID,
): { complexity: Complexity; lambda: LambdaChoice; rounds: RoundsChoice } {
  const lambda = chooseLambda(set, lambdaGrid, k, seed, names);
  const rounds = chooseRounds(set, lambda.lambda, roundsGrid, k, seed, names);
  return { complexity: { lambda: lambda.lambda, rounds: rounds.rounds }, lambda, rounds };
}

/**
 * Nested cross-validation: λ, the shape rounds and the calibration are chosen inside each
 * outer training part, so the returned out-of-fold scores (on the calibrated 0–100 scale)
 * never saw their own rows, not even through λ, the rounds or the band edges.
 */
export function nestedOutOfFoldScores(
  set: TrainingSet,
  grid: readonly number[],
  k: number,
  seed: number,
  names: readonly FeatureName[] = FEATURE_NAMES,
  /** Feature sets of the same rows to score (default: the training features). */
  tests: readonly (readonly Features[])[] = [set.features],
  roundsGrid: readonly number[] = DEFAULT_ROUNDS_GRID,
): number[][] {
  const folds = groupedStratifiedFolds(set.groups, set.labels, k, seed);
  return outOfFoldWith(
    set,
    folds,
    k,
    (train) => {
      const inner = Math.max(2, k - 1);
      const { complexity } = chooseComplexity(train, inner, seed + 1, names, grid, roundsGrid);
      return fitCalibratedModel(train, complexity, inner, seed + 1, names);
    },
    tests,
  );
}
