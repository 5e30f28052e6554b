// Fidelity (seed 000 §§9–12): four 0–3 criteria, equal weight, normalized to 0–100.
// Three are judged (by the LLM or a reviewer); length is computed here.
import { FIDELITY_BANDS, bandOf, type BandResult } from "./bands";
import { ScoringError } from "./errors";
import { judgedValue, roundTo } from "./round";

export interface FidelityCriteria {
  claims: number;
  fabrication: number;
  /** Audience/register match. */
  register: number;
  length: number;
}

export interface FidelityResult extends BandResult {
  score: number; // one decimal
  unrounded: number;
  criteria: FidelityCriteria;
  /** Output length as a percentage of the original, when the texts were given. */
  length_ratio: number | null;
}

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Length in characters (§10.4): code points of the NFC text, a CRLF counted as one
 * line break, invisible zero-width characters not counted — so the same prose
 * typed on Windows, pasted as NFD Hangul or carrying a stray ZWSP measures the same.
 */
export function characterLength(text: string): number {
  const normalized = text.normalize("NFC").replace(/\r\n?/g, "\n").replace(INVISIBLE, "");
  let n = 0;
  for (const _ of normalized) n++;
  return n;
}

/** len(output) / len(original) × 100, unrounded. */
export function lengthRatio(original: string, output: string): number {
  const base = characterLength(original);
  if (base === 0) throw new ScoringError("length ratio: the original text is empty");
  return (characterLength(output) / base) * 100;
}

/**
 * Points for a length ratio (§10.4). The table's ranges are integer percentages;
 * the ratio is judged at the nearest integer (half up), the rule every table here
 * uses: 49.5% → 50% → 3, 49.4% → 49% → 2, 130.4% → 130% → 3, 130.5% → 131% → 2.
 */
export function lengthRatioPoints(ratioPercent: number): number {
  if (!Number.isFinite(ratioPercent) || ratioPercent < 0) throw new ScoringError(`length ratio must be a non-negative number, got ${ratioPercent}`);
  const r = judgedValue(ratioPercent);
  if (r >= 50 && r <= 130) return 3;
  if ((r >= 35 && r <= 49) || (r >= 131 && r <= 150)) return 2;
  if ((r >= 25 && r <= 34) || (r >= 151 && r <= 200)) return 1;
  return 0;
}

function criterion(name: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 3) {
    throw new ScoringError(`fidelity.${name} must be an integer 0–3, got ${JSON.stringify(value)}`);
  }
  return value;
}

export interface FidelityInput {
  claims: number;
  fabrication: number;
  register: number;
  /** Length points 0–3, or the ratio in percent, or the two texts: one of these is needed. */
  length?: number;
  lengthRatio?: number;
  original?: string;
  output?: string;
}

export function computeFidelity(input: FidelityInput): FidelityResult {
  let ratio: number | null = null;
  let length: number;
  if (input.original !== undefined && input.output !== undefined) {
    ratio = lengthRatio(input.original, input.output);
    length = lengthRatioPoints(ratio);
  } else if (input.lengthRatio !== undefined) {
    ratio = input.lengthRatio;
    length = lengthRatioPoints(ratio);
  } else if (input.length !== undefined) {
    length = criterion("length", input.length);
  } else {
    throw new ScoringError("fidelity needs the length criterion: length (0–3), length_ratio, or original and output texts");
  }
  const criteria: FidelityCriteria = {
    claims: criterion("claims", input.claims),
    fabrication: criterion("fabrication", input.fabrication),
    register: criterion("register", input.register),
    length,
  };
  const unrounded = ((criteria.claims + criteria.fabrication + criteria.register + criteria.length) / 12) * 100;
  return {
    score: roundTo(unrounded, 1),
    unrounded,
    ...bandOf(unrounded, FIDELITY_BANDS),
    criteria,
    length_ratio: ratio === null ? null : roundTo(ratio, 1),
  };
}
