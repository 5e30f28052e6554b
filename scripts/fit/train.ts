// Fitting one language's shadow model: the logistic model at λ, feature shapes boosted on
// it, and the calibration of its logits fitted on out-of-fold logits. λ and the shape rounds
// are chosen by cross-validation over fold assignments the caller gives: the fit script and
// the benchmark pass folds that hold out whole sources, so the settings chosen are the ones
// that carry to a source the model has not seen, not the ones that fit the sources it has.
import { FEATURE_NAMES, NON_NEGATIVE_FEATURES, type FeatureName, type Features } from "../../lib/shadow/features";
import { sigmoid } from "../../lib/shadow/logistic";
import { modelLogit, scaled, type FeatureShape, type LanguageModel } from "../../lib/shadow/model";
import type { Shape } from "../../lib/shadow/shapes";
import { CALIBRATION_TARGETS, fitCalibration, quantile, type CalibrationTargets } from "./calibration";
import { applyCalibration, KNOT_SCORES } from "../../lib/shadow/calibration";
import { fitLogistic, fitStandardizer, standardize, type SignConstraint } from "./logistic";
import { auroc } from "./metrics";
import { DEFAULT_SHAPE_OPTIONS, fitShapes } from "./shapes";

export const DEFAULT_LAMBDA_GRID = [0.01, 0.03, 0.1, 0.3, 1, 3];
/** Boosting rounds of the feature shapes tried by CV; 0 is the plain logistic model. */
export const DEFAULT_ROUNDS_GRID = [0, 50, 100, 200, 300, 400];

/**
 * How far below the best inner-CV AUROC a simpler setting may rank and still be chosen: the
 * strongest λ, then the fewest shape rounds, within these of the best.
 */
export interface ComplexitySlack {
  lambda: number;
  rounds: number;
}

export const DEFAULT_COMPLEXITY_SLACK: ComplexitySlack = { lambda: 0.01, rounds: 0.005 };

/** λ and shape rounds of one fit. */
export interface Complexity {
  lambda: number;
  rounds: number;
}

export interface TrainingSet {
  features: readonly Features[];
  labels: readonly boolean[]; // true: AI
  groups: readonly number[];
  /** Per-row weights (default 1), e.g. so every source counts alike whatever its size. */
  weights?: readonly number[];
}

function matrix(features: readonly Features[], names: readonly FeatureName[]): number[][] {
  return features.map((f) => names.map((n) => f[n]));
}

/** The linear part: one language's logistic model; features constant over the training rows are dropped. */
export function fitLinearModel(set: TrainingSet, lambda: number, names: readonly FeatureName[] = FEATURE_NAMES): LanguageModel {
  const x = matrix(set.features, names);
  const std = fitStandardizer(x);
  const z = x.map((row) => standardize(row, std));
  const signs: SignConstraint[] = names.map((n) => (NON_NEGATIVE_FEATURES.has(n) ? 1 : 0));
  const fit = fitLogistic(z, set.labels, { lambda, signs, ...(set.weights ? { sampleWeights: set.weights } : {}) });
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
  set: TrainingSet,
  rounds: number,
  checkpoints: readonly number[] = [],
  onCheckpoint?: (rounds: number, model: LanguageModel) => void,
): LanguageModel {
  const names = linear.terms.map((t) => t.feature);
  const x = matrix(set.features, names);
  const withShapes = (shapes: (Shape | null)[]): LanguageModel => {
    const list: FeatureShape[] = [];
    shapes.forEach((shape, j) => {
      if (shape) list.push({ feature: names[j], thresholds: shape.thresholds, values: shape.values });
    });
    return list.length ? { ...linear, shapes: list } : { ...linear };
  };
  const shapes = fitShapes(x, set.labels, set.features.map((f) => modelLogit(linear, f)), {
    ...DEFAULT_SHAPE_OPTIONS,
    rounds,
    // A shape bends its feature's line but never turns it round: more of a feature never reads
    // the other way than the linear term says. Free shapes ranked a little better inside dev's
    // sources and worse on a source left out of the fit (lib/shadow/shapes.ts).
    directions: linear.terms.map((t) => (NON_NEGATIVE_FEATURES.has(t.feature) ? 1 : Math.sign(t.weight))),
    checkpoints,
    onCheckpoint: onCheckpoint && ((r, s) => onCheckpoint(r, withShapes(s))),
    ...(set.weights ? { rowWeights: set.weights } : {}),
  });
  return withShapes(shapes);
}

/** One language's model: the logistic model at λ, plus `rounds` rounds of feature shapes. */
export function fitLanguageModel(set: TrainingSet, complexity: Complexity, names: readonly FeatureName[] = FEATURE_NAMES): LanguageModel {
  const linear = fitLinearModel(set, complexity.lambda, names);
  return complexity.rounds > 0 ? boostShapes(linear, set, complexity.rounds) : linear;
}

/** The model's log-odds (model.ts's modelLogit, under the name the CV code reads it by). */
export const predictLogit: (model: LanguageModel, f: Features) => number = modelLogit;

/** The model's score on the 0–100 scale: calibrated when the model carries a calibration. */
export function predictScore(model: LanguageModel, f: Features): number {
  return scaled(model, predictLogit(model, f));
}

export function subset(set: TrainingSet, idx: readonly number[]): TrainingSet {
  return {
    features: idx.map((i) => set.features[i]),
    labels: idx.map((i) => set.labels[i]),
    groups: idx.map((i) => set.groups[i]),
    ...(set.weights ? { weights: idx.map((i) => set.weights![i]) } : {}),
  };
}

/**
 * Calls `visit` once per fold (a distinct value of `folds`) whose training part holds both
 * classes, with that part and the indices of the fold's own rows.
 */
export function forEachFold(set: TrainingSet, folds: readonly number[], visit: (train: TrainingSet, testIdx: number[]) => void): void {
  for (const f of [...new Set(folds)].sort((a, b) => a - b)) {
    const testIdx: number[] = [];
    const trainIdx: number[] = [];
    folds.forEach((fold, i) => (fold === f ? testIdx : trainIdx).push(i));
    const positives = trainIdx.filter((i) => set.labels[i]).length;
    if (positives === 0 || positives === trainIdx.length) continue;
    visit(subset(set, trainIdx), testIdx);
  }
}

/** Out-of-fold logits at a fixed complexity (what a calibration is fitted on); 0 where a fold could not fit. */
export function outOfFoldLogits(set: TrainingSet, complexity: Complexity, folds: readonly number[], names: readonly FeatureName[] = FEATURE_NAMES): number[] {
  const out = new Array<number>(set.labels.length).fill(0);
  forEachFold(set, folds, (train, testIdx) => {
    const model = fitLanguageModel(train, complexity, names);
    for (const i of testIdx) out[i] = predictLogit(model, set.features[i]);
  });
  return out;
}

/**
 * The model fitted on every row, with the calibration of its logits fitted on out-of-fold
 * logits of the same complexity: a model's logits on its own training rows are
 * over-confident, so band edges placed on them would not hold on new text. With `unseenAiEdge`,
 * the "AI-like" edge (51) is also placed no higher than the same share of AI readings from fits
 * without each training source (procedure.ts, Chinese). With `humanBandQuantile` q, the model
 * also carries humanBandMax: the calibrated score of the q-quantile of those source-held-out AI
 * readings, above which a human band is withheld (lib/shadow/document-scores.ts, "overlap").
 */
export function fitCalibratedModel(
  set: TrainingSet,
  complexity: Complexity,
  folds: readonly number[],
  names: readonly FeatureName[] = FEATURE_NAMES,
  sourceFolds: readonly number[] | null = null,
  options: CalibrationOptions = {},
): LanguageModel {
  const model = fitLanguageModel(set, complexity, names);
  const unseen = sourceFolds ? sourceHeldOutLogits(set, complexity, sourceFolds, names) : { human: [], ai: [] };
  const targets = options.targets ?? CALIBRATION_TARGETS;
  model.calibration = fitCalibration(outOfFoldLogits(set, complexity, folds, names), set.labels, unseen.human, options.unseenAiEdge ? unseen.ai : [], targets);
  if (options.humanBandQuantile !== undefined && unseen.ai.length) {
    const edge = quantile([...unseen.ai].sort((a, b) => a - b), options.humanBandQuantile);
    const score = Math.round(applyCalibration(model.calibration, edge) * 10) / 10;
    // Only a limit inside the human bands withholds anything; 0 or below would fail validation.
    if (score > 0 && score < KNOT_SCORES.mostlyHuman) model.humanBandMax = score;
  }
  return model;
}

/** How fitCalibratedModel places the calibration's knots and the human-band limit. */
export interface CalibrationOptions {
  /** The 51 edge also below source-held-out AI readings (Chinese). */
  unseenAiEdge?: boolean;
  /** Where the knots aim (CALIBRATION_TARGETS when absent). */
  targets?: CalibrationTargets;
  /** The share of source-held-out AI readings allowed below humanBandMax; absent: no limit. */
  humanBandQuantile?: number;
}

/** Rows' logits, per class, from fits without the row's source (rows of a fold that could not fit are left out). */
export function sourceHeldOutLogits(set: TrainingSet, complexity: Complexity, sourceFolds: readonly number[], names: readonly FeatureName[]): { human: number[]; ai: number[] } {
  const out = { human: [] as number[], ai: [] as number[] };
  forEachFold(set, sourceFolds, (train, testIdx) => {
    const model = fitLanguageModel(train, complexity, names);
    for (const i of testIdx) (set.labels[i] ? out.ai : out.human).push(predictLogit(model, set.features[i]));
  });
  return out;
}

export interface Choice<K extends string> {
  value: number;
  cvAuroc: number;
  by: ({ auroc: number } & Record<K, number>)[];
}

/** Among settings within `slack` of the best AUROC, the simplest (first in `order`) wins. */
function simplestNearBest<T extends { auroc: number }>(results: readonly T[], order: (a: T, b: T) => number, slack: number): T {
  const best = Math.max(...results.map((b) => (Number.isNaN(b.auroc) ? -Infinity : b.auroc)));
  return [...results].sort(order).find((b) => b.auroc >= best - slack) ?? results[0];
}

/**
 * Picks λ of the linear model by out-of-fold AUROC; among λ within `slack` of the best, the
 * strongest regularization wins (less variance for the same ranking quality).
 */
export function chooseLambda(
  set: TrainingSet,
  grid: readonly number[],
  folds: readonly number[],
  names: readonly FeatureName[] = FEATURE_NAMES,
  slack = 0.01,
): Choice<"lambda"> {
  const by = grid.map((lambda) => ({ lambda, auroc: auroc(outOfFoldLogits(set, { lambda, rounds: 0 }, folds, names), set.labels) }));
  const chosen = simplestNearBest(by, (a, b) => b.lambda - a.lambda, slack);
  return { value: chosen.lambda, cvAuroc: chosen.auroc, by };
}

/**
 * Picks the number of shape rounds on top of the linear model at λ by out-of-fold AUROC (one
 * boosting run per fold, read at every grid point); among round counts within `slack` of the
 * best, the fewest win, so a language whose linear model already ranks as well as it can
 * stays linear.
 */
export function chooseRounds(
  set: TrainingSet,
  lambda: number,
  grid: readonly number[],
  folds: readonly number[],
  names: readonly FeatureName[] = FEATURE_NAMES,
  slack = 0.005,
): Choice<"rounds"> {
  const staged = new Map<number, number[]>(grid.map((r) => [r, new Array<number>(set.labels.length).fill(0)]));
  const maxRounds = Math.max(...grid);
  forEachFold(set, folds, (train, testIdx) => {
    const linear = fitLinearModel(train, lambda, names);
    boostShapes(linear, train, maxRounds, grid, (r, model) => {
      const out = staged.get(r)!;
      for (const i of testIdx) out[i] = predictLogit(model, set.features[i]);
    });
  });
  const by = grid.map((rounds) => ({ rounds, auroc: auroc(staged.get(rounds)!, set.labels) }));
  const chosen = simplestNearBest(by, (a, b) => a.rounds - b.rounds, slack);
  return { value: chosen.rounds, cvAuroc: chosen.auroc, by };
}

/** λ, then the shape rounds at that λ, each by out-of-fold AUROC over `folds`. */
export function chooseComplexity(
  set: TrainingSet,
  folds: readonly number[],
  names: readonly FeatureName[] = FEATURE_NAMES,
  lambdaGrid: readonly number[] = DEFAULT_LAMBDA_GRID,
  roundsGrid: readonly number[] = DEFAULT_ROUNDS_GRID,
  slack: ComplexitySlack = DEFAULT_COMPLEXITY_SLACK,
): { complexity: Complexity; lambda: Choice<"lambda">; rounds: Choice<"rounds"> } {
  const lambda = chooseLambda(set, lambdaGrid, folds, names, slack.lambda);
  const rounds = chooseRounds(set, lambda.value, roundsGrid, folds, names, slack.rounds);
  return { complexity: { lambda: lambda.value, rounds: rounds.value }, lambda, rounds };
}

/** Out-of-fold scores (0–100) at a fixed complexity: the out-of-fold logits on the uncalibrated scale. */
export function outOfFoldScores(set: TrainingSet, complexity: Complexity, folds: readonly number[], names: readonly FeatureName[] = FEATURE_NAMES): number[] {
  return outOfFoldLogits(set, complexity, folds, names).map((logit) => 100 * sigmoid(logit));
}
