// The scores a user sees for one document. `aiLikeness` is the one AI-likeness
// shown in the score table, the report and the API; `patternCoverage` is the seed
// 000 §6 category formula over the findings, computed exactly as specified and
// shown as a detail row ("pattern coverage"). They live on different scales — the
// formula sums severities over a 46-pattern catalog — so their gap is reported as
// a divergence only when they genuinely disagree, never averaged away.
import { SCORE_UNAVAILABLE, type DetectorReport } from "../detector/types";
import { AI_LIKENESS_BANDS, bandOf, type BandResult } from "../scoring/bands";
import { compareScores, DEFAULT_DIVERGENCE_THRESHOLD, type ScoreComparison } from "../scoring/divergence";
import type { ShadowScore } from "./score";

export interface AiLikenessScore {
  /** 0–100, one decimal; higher reads as more AI-like. */
  score: number;
  band: BandResult;
  /** True when the text is too short for a confident band (the UI says so instead). */
  lowConfidence: boolean;
}

export interface DocumentScores {
  /** The AI-likeness users see (calibrated per language). */
  aiLikeness: AiLikenessScore;
  /** Seed 000 §6 category formula; null when the detector could not compute it (its warning says why). */
  patternCoverage: { score: number; band: BandResult } | null;
  shadow: ShadowScore;
  divergence: ScoreComparison | null;
}

export const SCORE_NAMES = { canonical: "AI-likeness", deterministic: "pattern coverage (seed §6)" };

/** A report's formula score, or null when the detector could not compute it (its warning says why). */
export function reportAiLikeness(report: DetectorReport): number | null {
  return report.meta.warnings.some((w) => w.startsWith(SCORE_UNAVAILABLE)) ? null : report.meta.severity_weighted_score;
}

/** Under ~300 characters or fewer than 3 sentences a band would claim more than the text can show. */
export function isLowConfidence(charCount: number, sentenceCount: number): boolean {
  return charCount < 300 || sentenceCount < 3;
}

export interface DocumentScoreInput {
  /** The detector's formula score (meta.severity_weighted_score), null when unavailable. */
  formula: number | null;
  shadow: ShadowScore;
  /** Non-whitespace characters and sentences of the text. */
  charCount: number;
  sentenceCount: number;
}

export function documentScores(input: DocumentScoreInput, divergenceThreshold: number = DEFAULT_DIVERGENCE_THRESHOLD): DocumentScores {
  const { formula, shadow } = input;
  const aiLikeness: AiLikenessScore = {
    score: shadow.score,
    band: bandOf(shadow.score, AI_LIKENESS_BANDS),
    lowConfidence: isLowConfidence(input.charCount, input.sentenceCount),
  };
  if (formula === null) return { aiLikeness, patternCoverage: null, shadow, divergence: null };
  return {
    aiLikeness,
    patternCoverage: { score: formula, band: bandOf(formula, AI_LIKENESS_BANDS) },
    shadow,
    divergence: compareScores(aiLikeness.score, formula, divergenceThreshold, SCORE_NAMES),
  };
}
