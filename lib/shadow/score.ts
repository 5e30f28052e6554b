// The deterministic shadow score (seed 000 §1, scoring.deterministic): a continuous
// 0–100 AI-likeness built from the span detector's findings and the stylometry
// engine's signals. It sits beside the category-formula score, never replaces it.
import type { Analysis, Lang } from "../engine/types";
import type { DetectorReport } from "../detector/types";
import { AI_LIKENESS_BANDS, bandOf, type BandResult } from "../scoring/bands";
import { extractFeatures, type Features } from "./features";
import { tallyFindings } from "../detector/tally";
import { evaluateModelTop, ShadowWeightsError, typicality, validateWeights, type Contribution, type LanguageModel, type ShadowWeights } from "./model";
import { decodeNgramTable, ngramScore, type NgramTable } from "./ngrams";
import shipped from "./weights.json";

export type { Contribution } from "./model";

export interface ShadowScore {
  lang: Lang;
  /** 0–100, one decimal, calibrated per language so the bands read true; higher reads as more AI-like. */
  score: number;
  /** The model's uncalibrated probability of AI authorship × 100 (balanced classes), one decimal. */
  probability: number;
  /** The seed's AI-likeness interpretation band (0–15 … 71–100). */
  band: BandResult;
  /** Largest contributors first (by |contribution|), so the UI can explain the score. */
  contributions: Contribution[];
  /** The text lies further from the model's training texts than its typicality limit: a register it has seen little of. */
  unfamiliar: boolean;
  /**
   * Set only where the model carries a humanBandMax (Chinese): the score lies above it, where AI
   * text of an unseen source still reads, so a human band would claim more than the ranking can.
   */
  overlap?: boolean;
}

export const TOP_CONTRIBUTIONS = 6;

let shippedWeights: ShadowWeights | null = null;

/** The weights shipped in lib/shadow/weights.json, validated once. */
export function defaultShadowWeights(): ShadowWeights {
  shippedWeights ??= validateWeights(shipped);
  return shippedWeights;
}

// Decoded n-gram tables, once per model object.
const decodedTables = new WeakMap<LanguageModel, NgramTable>();

function ngramTableOf(model: LanguageModel): NgramTable | null {
  if (!model.ngrams) return null;
  let table = decodedTables.get(model);
  if (!table) {
    table = decodeNgramTable(model.ngrams);
    decodedTables.set(model, table);
  }
  return table;
}

function modelFor(lang: Lang, weights: ShadowWeights): LanguageModel {
  const model = weights.models[lang];
  if (!model) throw new ShadowWeightsError(`shadow weights have no model for "${lang}"`);
  return model;
}

/**
 * The features with the text's n-gram score filled in from the language's table (features
 * extracted from the analysis leave it 0: the table belongs to the weights, not the text).
 */
export function withNgramScore(features: Features, text: string, lang: Lang, weights: ShadowWeights = defaultShadowWeights()): Features {
  const table = ngramTableOf(modelFor(lang, weights));
  if (table) features.ngram_llr = ngramScore(text, lang, table);
  return features;
}

/** The score of already-extracted features (the batch path: features are computed once; see withNgramScore). */
export function shadowScoreFromFeatures(features: Features, lang: Lang, weights: ShadowWeights = defaultShadowWeights()): ShadowScore {
  const model = modelFor(lang, weights);
  const out = evaluateModelTop(model, features, TOP_CONTRIBUTIONS);
  const score = Math.round(out.score * 10) / 10;
  const result: ShadowScore = {
    lang,
    score,
    probability: Math.round(out.probability * 10) / 10,
    band: bandOf(score, AI_LIKENESS_BANDS),
    contributions: out.contributions,
    unfamiliar: model.typicalityLimit !== undefined && typicality(model, features) > model.typicalityLimit,
  };
  // Only where the model has the limit, so other languages' readings keep their exact shape.
  if (model.humanBandMax !== undefined) result.overlap = score > model.humanBandMax;
  return result;
}

export function shadowScore(text: string, analysis: Analysis, report: DetectorReport, weights?: ShadowWeights): ShadowScore {
  const features = withNgramScore(extractFeatures(text, analysis, tallyFindings(report.findings)), text, analysis.lang, weights);
  return shadowScoreFromFeatures(features, analysis.lang, weights);
}
