// The two document scores side by side: the seed's category-formula AI-likeness
// over the detector's findings (canonical, 000 §6) and the deterministic shadow
// score (000 §1). They live on different scales by design — the formula sums
// severities over a 46-pattern catalog, the shadow score is a calibrated
// probability — so their gap is reported, never averaged away.
import { SCORE_UNAVAILABLE, type DetectorReport } from "../detector/types";
import { AI_LIKENESS_BANDS, bandOf, type BandResult } from "../scoring/bands";
import { compareScores, DEFAULT_DIVERGENCE_THRESHOLD, type ScoreComparison } from "../scoring/divergence";
import type { ShadowScore } from "./score";

export interface DocumentScores {
  shadow: ShadowScore;
  /** Null when the detector could not compute the formula (its warning says why). */
  aiLikeness: { score: number; band: BandResult } | null;
  divergence: ScoreComparison | null;
}

export const SCORE_NAMES = { canonical: "AI-likeness (pattern formula)", deterministic: "shadow score" };

/** A report's formula score, or null when the detector could not compute it (its warning says why). */
export function reportAiLikeness(report: DetectorReport): number | null {
  return report.meta.warnings.some((w) => w.startsWith(SCORE_UNAVAILABLE)) ? null : report.meta.severity_weighted_score;
}

/** `aiLikeness`: the detector's formula score (meta.severity_weighted_score), null when unavailable. */
export function documentScores(
  aiLikeness: number | null,
  shadow: ShadowScore,
  divergenceThreshold: number = DEFAULT_DIVERGENCE_THRESHOLD,
): DocumentScores {
  if (aiLikeness === null) return { shadow, aiLikeness: null, divergence: null };
  const score = aiLikeness;
  return {
    shadow,
    aiLikeness: { score, band: bandOf(score, AI_LIKENESS_BANDS) },
    divergence: compareScores(score, shadow.score, divergenceThreshold, SCORE_NAMES),
  };
}
