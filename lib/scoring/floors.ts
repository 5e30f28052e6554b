// Strict-verification floors (seed 000 §13, §17): a rewrite is accepted only when
// fidelity and MPS each reach their floor. A failure says what to redo.
import { judgedValue } from "./round";
import type { FailingAnchor, MpsResult } from "./mps";

export interface Floors {
  fidelityFloor: number;
  mpsFloor: number;
}

export const DEFAULT_FLOORS: Readonly<Floors> = Object.freeze({ fidelityFloor: 70, mpsFloor: 70 });

export interface FloorCheck {
  score: number | null;
  floor: number;
  /** false when the floor does not apply (no fidelity score given, or MPS N/A). */
  applied: boolean;
  pass: boolean;
}

export interface FloorsResult {
  pass: boolean;
  fidelity: FloorCheck;
  mps: FloorCheck;
  /** Anchors to retry (SOFT FAIL) or restore (HARD FAIL) when any floor fails. */
  must_fix: FailingAnchor[];
  messages: string[];
}

function check(score: number | null, floor: number): FloorCheck {
  if (score === null) return { score: null, floor, applied: false, pass: true };
  // Same rule as the bands: the score is judged at its nearest integer.
  return { score, floor, applied: true, pass: judgedValue(score) >= floor };
}

/**
 * fidelity: the fidelity score, or null when none was computed; mps: the MPS result
 * (an N/A MPS — no anchors extracted — does not apply the MPS floor).
 */
export function checkFloors(fidelity: number | null, mps: MpsResult | null, floors: Readonly<Floors> = DEFAULT_FLOORS): FloorsResult {
  const fidelityCheck = check(fidelity, floors.fidelityFloor);
  const mpsCheck = check(mps && mps.applicable ? mps.unrounded : null, floors.mpsFloor);
  const pass = fidelityCheck.pass && mpsCheck.pass;
  const messages: string[] = [];
  if (!fidelityCheck.pass) {
    messages.push(`fidelity ${fidelity!.toFixed(1)} is below the floor ${floors.fidelityFloor}: retry the affected spans or restore the original text`);
  }
  if (!mpsCheck.pass) {
    messages.push(`MPS ${mpsCheck.score!.toFixed(1)} is below the floor ${floors.mpsFloor}: retry or restore the failing anchors`);
  }
  return { pass, fidelity: fidelityCheck, mps: mpsCheck, must_fix: pass || !mps ? [] : [...mps.failing], messages };
}
