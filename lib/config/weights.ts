// Validation shared by every weight table in the configuration: non-negative
// numbers that sum to 1 within WEIGHT_SUM_TOLERANCE.
import type { CombinedWeights } from "../scoring/combined";
import { ConfigError } from "./errors";
import { checkKeys, expectMap, expectNumber, join } from "./read";

export const WEIGHT_SUM_TOLERANCE = 1e-6;

/** Trims float noise from the reported sum (0.1 + 0.2 → 0.3) without hiding real differences. */
function shown(sum: number): string {
  return String(Math.round(sum * 1e9) / 1e9);
}

export function checkWeightSum(weights: Record<string, number>, path: string): void {
  const sum = Object.values(weights).reduce((s, w) => s + w, 0);
  if (Math.abs(sum - 1) > WEIGHT_SUM_TOLERANCE) throw new ConfigError(path, `weights sum to ${shown(sum)}, expected 1`);
}

/**
 * `{ai-likeness, fidelity}`. Either may be omitted: the two always sum to 1, so one
 * fixes the other.
 */
export function parseCombinedWeights(value: unknown, path: string): CombinedWeights {
  const map = expectMap(value, path);
  checkKeys(map, ["ai-likeness", "fidelity"], path);
  const ai = map["ai-likeness"] === undefined ? undefined : expectNumber(map["ai-likeness"], join(path, "ai-likeness"), { min: 0, max: 1 });
  const fid = map.fidelity === undefined ? undefined : expectNumber(map.fidelity, join(path, "fidelity"), { min: 0, max: 1 });
  if (ai === undefined && fid === undefined) throw new ConfigError(path, "give ai-likeness, fidelity or both");
  const weights: CombinedWeights = { aiLikeness: ai ?? 1 - fid!, fidelity: fid ?? 1 - ai! };
  checkWeightSum({ "ai-likeness": weights.aiLikeness, fidelity: weights.fidelity }, path);
  return weights;
}
