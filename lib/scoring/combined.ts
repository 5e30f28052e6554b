// Combined score (seed 000 §13): AI-likeness and inverted fidelity, both "lower is
// better", weighted per document type. MPS is deliberately not part of it (§17).
import { COMBINED_BANDS, bandOf, type BandResult } from "./bands";
import { ScoringError } from "./errors";
import { roundTo } from "./round";

export interface CombinedWeights {
  aiLikeness: number;
  fidelity: number;
}

export const WEIGHT_SUM_TOLERANCE = 1e-6;

export interface CombinedResult extends BandResult {
  score: number; // one decimal
  unrounded: number;
  weights: CombinedWeights;
  fidelity_inverted: number;
}

export function computeCombined(aiLikeness: number, fidelity: number, weights: Readonly<CombinedWeights>): CombinedResult {
  if (weights.aiLikeness < 0 || weights.fidelity < 0 || Math.abs(weights.aiLikeness + weights.fidelity - 1) > WEIGHT_SUM_TOLERANCE) {
    throw new ScoringError(`combined weights must be non-negative and sum to 1, got ${weights.aiLikeness} + ${weights.fidelity}`);
  }
  const inverted = 100 - fidelity;
  const unrounded = aiLikeness * weights.aiLikeness + inverted * weights.fidelity;
  return {
    score: roundTo(unrounded, 1),
    unrounded,
    ...bandOf(unrounded, COMBINED_BANDS),
    weights: { ...weights },
    fidelity_inverted: roundTo(inverted, 1),
  };
}
