// The deterministic shadow score is a drift check on the canonical LLM score
// (seed 000 §1): it never replaces it, it only warns when the two part ways.
import { roundTo } from "./round";

export const DEFAULT_DIVERGENCE_THRESHOLD = 15;

export interface ScoreComparison {
  llm: number;
  deterministic: number;
  difference: number; // absolute, one decimal
  threshold: number;
  diverged: boolean;
  warning: string | null;
}

/** What the two scores are called in the warning. */
export interface ScoreNames {
  canonical: string;
  deterministic: string;
}

const DEFAULT_NAMES: ScoreNames = { canonical: "LLM score", deterministic: "deterministic score" };

/** Warns when |canonical − deterministic| is strictly greater than the threshold. */
export function compareScores(
  llmScore: number,
  deterministicScore: number,
  threshold: number = DEFAULT_DIVERGENCE_THRESHOLD,
  names: ScoreNames = DEFAULT_NAMES,
): ScoreComparison {
  const difference = Math.abs(llmScore - deterministicScore);
  const diverged = roundTo(difference, 9) > threshold;
  return {
    llm: llmScore,
    deterministic: deterministicScore,
    difference: roundTo(difference, 1),
    threshold,
    diverged,
    warning: diverged
      ? `${names.canonical} ${roundTo(llmScore, 1)} and ${names.deterministic} ${roundTo(deterministicScore, 1)} differ by ${roundTo(difference, 1)} points (threshold ${threshold}); the ${names.canonical} stays canonical, check severity assignment for drift`
      : null,
  };
}
