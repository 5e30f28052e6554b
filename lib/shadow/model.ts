// The shipped shadow model: one small additive model per language — a linear term per
// standardized feature, plus a step function on some (lib/shadow/shapes.ts). weights.json
// holds it; this module validates and evaluates it.
import type { Lang } from "../engine/types";
import { LANGS } from "../engine/types";
import { FEATURE_NAMES, NON_NEGATIVE_FEATURES, type FeatureName } from "./features";
import { sigmoid } from "./logistic";
import { applyCalibration, calibrationProblem, type Calibration } from "./calibration";
import { shapeValue, type Shape } from "./shapes";
import { NGRAM_TABLE_SIZE } from "./ngrams";

export interface ModelTerm {
  feature: FeatureName;
  mean: number;
  scale: number; // > 0
  weight: number;
}

/** A feature's step function on top of its linear term (lib/shadow/shapes.ts). */
export interface FeatureShape extends Shape {
  feature: FeatureName;
}

export interface LanguageModel {
  intercept: number;
  terms: ModelTerm[];
  /** Per-feature shapes added to the linear terms of the same features; absent: a plain logistic model. */
  shapes?: FeatureShape[];
  /** Logit → the 0–100 scale of the bands, fitted on out-of-fold logits; absent: 100 × probability. */
  calibration?: Calibration;
  /** The n-gram table the ngram_llr feature is read from (lib/shadow/ngrams.ts); absent: the feature stays 0. */
  ngrams?: EncodedNgramTable;
  /**
   * How far from its training texts a text may lie before the model has seen too little like it:
   * a high quantile of typicality() over the training rows.
   */
  typicalityLimit?: number;
  /**
   * The highest score (0–100) at which a human band is told. Above it and up to 30, AI texts of
   * sources the fit did not see still read (5% of such readings fall lower), so the ranking
   * cannot vouch for a human writer there and the band is withheld ("overlap"). Absent: no such
   * limit (every language but Chinese).
   */
  humanBandMax?: number;
}

/** An n-gram table as weights.json stores it: NGRAM_TABLE_SIZE signed bytes in base64. */
export interface EncodedNgramTable {
  step: number;
  values: string;
}

export interface FitMetadata {
  fittedAt: string;
  corpus: { path: string; sha256: string; rows: number };
  seed: number;
  folds: number;
  lambdaGrid: number[];
  roundsGrid?: number[];
  perLanguage: Partial<Record<Lang, {
    n: { ai: number; human: number };
    groups: number;
    lambda: number;
    rounds?: number;
    innerFolds?: number;
    ngram?: boolean;
    inSampleAuroc: number;
    inSampleTprAt5Fpr?: number;
  }>>;
  notes: string[];
}

export interface ShadowWeights {
  schema: 1;
  features: FeatureName[];
  models: Partial<Record<Lang, LanguageModel>>;
  /**
   * Seed §6 formula score → the same 0–100 scale, per language, so the pattern-coverage
   * reading can be compared with the AI-likeness (divergence) on one scale.
   */
  formulaCalibration?: Partial<Record<Lang, Calibration>>;
  meta: FitMetadata;
}

export class ShadowWeightsError extends Error {}

function isFiniteNumber(x: unknown): x is number {
  return typeof x === "number" && Number.isFinite(x);
}

/** Checks a parsed weights.json; throws ShadowWeightsError naming the first problem. */
export function validateWeights(input: unknown): ShadowWeights {
  const w = input as Partial<ShadowWeights> | null;
  if (!w || typeof w !== "object") throw new ShadowWeightsError("weights: not an object");
  if (w.schema !== 1) throw new ShadowWeightsError(`weights: unsupported schema ${String(w.schema)}`);
  if (!Array.isArray(w.features)) throw new ShadowWeightsError("weights: features must be a list");
  const known = new Set<string>(FEATURE_NAMES);
  for (const name of w.features) {
    if (!known.has(name)) throw new ShadowWeightsError(`weights: unknown feature "${name}"`);
  }
  if (!w.models || typeof w.models !== "object") throw new ShadowWeightsError("weights: models missing");
  for (const [lang, model] of Object.entries(w.models)) {
    if (!LANGS.includes(lang as Lang)) throw new ShadowWeightsError(`weights: unknown language "${lang}"`);
    if (!model || !isFiniteNumber(model.intercept) || !Array.isArray(model.terms)) {
      throw new ShadowWeightsError(`weights: model ${lang} is malformed`);
    }
    for (const t of model.terms) {
      if (!w.features.includes(t.feature)) throw new ShadowWeightsError(`weights: ${lang} uses unlisted feature "${t.feature}"`);
      if (!isFiniteNumber(t.mean) || !isFiniteNumber(t.weight) || !isFiniteNumber(t.scale) || !(t.scale > 0)) {
        throw new ShadowWeightsError(`weights: ${lang}.${t.feature} has a bad mean/scale/weight`);
      }
    }
    for (const shape of model.shapes ?? []) {
      const problem = shapeProblem(shape, model.terms);
      if (problem) throw new ShadowWeightsError(`weights: ${lang}.${String(shape?.feature)} shape ${problem}`);
    }
    if (model.ngrams !== undefined) {
      const n = model.ngrams;
      if (!n || !isFiniteNumber(n.step) || !(n.step > 0) || typeof n.values !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(n.values) || Math.floor((n.values.length * 3) / 4) - (n.values.match(/=+$/)?.[0].length ?? 0) !== NGRAM_TABLE_SIZE) {
        throw new ShadowWeightsError(`weights: ${lang} n-gram table is malformed (${NGRAM_TABLE_SIZE} base64 bytes and a positive step expected)`);
      }
      if (!model.terms.some((t) => t.feature === "ngram_llr")) throw new ShadowWeightsError(`weights: ${lang} has an n-gram table but no ngram_llr term`);
    }
    if (model.typicalityLimit !== undefined && !(isFiniteNumber(model.typicalityLimit) && model.typicalityLimit > 0)) {
      throw new ShadowWeightsError(`weights: ${lang} typicalityLimit must be a positive number`);
    }
    if (model.humanBandMax !== undefined && !(isFiniteNumber(model.humanBandMax) && model.humanBandMax > 0 && model.humanBandMax < 100)) {
      throw new ShadowWeightsError(`weights: ${lang} humanBandMax must lie strictly inside 0–100`);
    }
    if (model.calibration !== undefined) {
      const problem = calibrationProblem(model.calibration);
      if (problem) throw new ShadowWeightsError(`weights: ${lang} ${problem}`);
    }
  }
  for (const [lang, cal] of Object.entries(w.formulaCalibration ?? {})) {
    const problem = calibrationProblem(cal);
    if (problem) throw new ShadowWeightsError(`weights: formulaCalibration.${lang}: ${problem}`);
  }
  return w as ShadowWeights;
}

function shapeProblem(shape: FeatureShape, terms: readonly ModelTerm[]): string | null {
  if (!shape || !Array.isArray(shape.thresholds) || !Array.isArray(shape.values)) return "is malformed";
  if (!terms.some((t) => t.feature === shape.feature)) return "has no linear term";
  if (shape.values.length !== shape.thresholds.length + 1) return "needs one more value than thresholds";
  if (!shape.thresholds.every(isFiniteNumber) || !shape.values.every(isFiniteNumber)) return "has a non-finite number";
  for (let i = 1; i < shape.thresholds.length; i++) if (!(shape.thresholds[i] > shape.thresholds[i - 1])) return "thresholds must increase";
  if (NON_NEGATIVE_FEATURES.has(shape.feature)) {
    for (let i = 1; i < shape.values.length; i++) if (shape.values[i] < shape.values[i - 1]) return "must not decrease (more tells never lower the score)";
  }
  return null;
}

// Per model, each term's shape (or null) in term order, looked up once.
const termShapes = new WeakMap<LanguageModel, (Shape | null)[]>();

function shapesOfTerms(model: LanguageModel): (Shape | null)[] {
  let list = termShapes.get(model);
  if (!list) {
    const byFeature = new Map((model.shapes ?? []).map((s) => [s.feature, s]));
    list = model.terms.map((t) => byFeature.get(t.feature) ?? null);
    termShapes.set(model, list);
  }
  return list;
}

/** A term's change of the log-odds: its linear part plus its shape's step at this value. */
function termContribution(t: ModelTerm, shape: Shape | null, value: number): number {
  const linear = t.weight * ((value - t.mean) / t.scale);
  return shape ? linear + shapeValue(shape, value) : linear;
}

export interface Contribution {
  feature: FeatureName;
  value: number;
  weight: number;
  /** Signed change of the log-odds from this feature: weight × standardized value, plus its shape's step. */
  contribution: number;
}

export interface ModelOutput {
  /** The calibrated 0–100 score (100 × probability when the model has no calibration), unrounded. */
  score: number;
  /** 100 × the modelled probability of AI authorship (balanced classes), unrounded. */
  probability: number;
  logit: number;
  contributions: Contribution[];
}

export function evaluateModel(model: LanguageModel, features: Readonly<Record<FeatureName, number>>): ModelOutput {
  let logit = model.intercept;
  const contributions: Contribution[] = [];
  const shapes = shapesOfTerms(model);
  for (let i = 0; i < model.terms.length; i++) {
    const t = model.terms[i];
    const value = features[t.feature] ?? 0;
    const contribution = termContribution(t, shapes[i], value);
    logit += contribution;
    contributions.push({ feature: t.feature, value, weight: t.weight, contribution });
  }
  return { score: scaled(model, logit), probability: 100 * sigmoid(logit), logit, contributions };
}

/** The model's log-odds, without building contributions (the fitting and batch paths). */
export function modelLogit(model: LanguageModel, features: Readonly<Record<FeatureName, number>>): number {
  let logit = model.intercept;
  const shapes = shapesOfTerms(model);
  for (let i = 0; i < model.terms.length; i++) {
    const t = model.terms[i];
    logit += termContribution(t, shapes[i], features[t.feature] ?? 0);
  }
  return logit;
}

/** The model's logit on the user-facing 0–100 scale. */
export function scaled(model: LanguageModel, logit: number): number {
  return model.calibration ? applyCalibration(model.calibration, logit) : 100 * sigmoid(logit);
}

/** Largest squared standardized distance one feature adds to typicality(): one far-off feature is not a register. */
const TYPICALITY_CLIP = 25;

/**
 * How unlike the model's training texts a text is: the mean over the model's terms of the
 * squared standardized distance from the training mean (each clipped at 25). Near 1 for a
 * typical training text.
 */
export function typicality(model: LanguageModel, features: Readonly<Record<FeatureName, number>>): number {
  if (model.terms.length === 0) return 0;
  let sum = 0;
  for (const t of model.terms) {
    const z = ((features[t.feature] ?? 0) - t.mean) / t.scale;
    sum += Math.min(z * z, TYPICALITY_CLIP);
  }
  return sum / model.terms.length;
}

/** Sort order of contributions: largest |contribution| first, then by feature name. */
export function compareContributions(a: Contribution, b: Contribution): number {
  return Math.abs(b.contribution) - Math.abs(a.contribution) || (a.feature < b.feature ? -1 : 1);
}

/** Whether a contribution of this size for this feature sorts before `other` (compareContributions < 0). */
function ranksBefore(contribution: number, feature: FeatureName, other: Contribution): boolean {
  const d = Math.abs(other.contribution) - Math.abs(contribution);
  return d < 0 || (d === 0 && feature < other.feature);
}

/**
 * evaluateModel with only the `k` first non-zero contributions in compareContributions
 * order: the same score and logit, without building and sorting one object per term.
 */
export function evaluateModelTop(
  model: LanguageModel,
  features: Readonly<Record<FeatureName, number>>,
  k: number,
): ModelOutput {
  let logit = model.intercept;
  const top: Contribution[] = [];
  const terms = model.terms;
  const shapes = shapesOfTerms(model);
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i];
    const value = features[t.feature] ?? 0;
    const contribution = termContribution(t, shapes[i], value);
    logit += contribution;
    if (contribution === 0 || k <= 0) continue;
    // Most terms do not make the top k: test that before building their object.
    if (top.length === k && !ranksBefore(contribution, t.feature, top[k - 1])) continue;
    const c: Contribution = { feature: t.feature, value, weight: t.weight, contribution };
    if (top.length === k) top.pop();
    let at = top.length;
    while (at > 0 && compareContributions(c, top[at - 1]) < 0) at--;
    top.splice(at, 0, c);
  }
  return { score: scaled(model, logit), probability: 100 * sigmoid(logit), logit, contributions: top };
}
