// The four interpretation tables (seed 000 §7, §12, §13, §16). Each band covers an
// inclusive integer range; a score is placed by judgedValue() (nearest integer,
// half up), so every real score in [0, 100] falls in exactly one band.
import { judgedValue } from "./round";

export interface BandDef {
  id: string;
  min: number; // inclusive, integer
  max: number; // inclusive, integer
  labelKo: string;
  labelEn: string;
  meaning: string;
}

export interface BandResult {
  band: string;
  range: [number, number];
  label_ko: string;
  label_en: string;
  meaning: string;
}

/** AI-likeness: lower is more human. */
export const AI_LIKENESS_BANDS: readonly BandDef[] = [
  { id: "human", min: 0, max: 15, labelKo: "사람다움", labelEn: "Strongly human-like", meaning: "Strongly human-like" },
  { id: "mostly-human", min: 16, max: 30, labelKo: "거의 사람다움", labelEn: "Mostly human", meaning: "Mostly human, minor AI traces" },
  { id: "mixed", min: 31, max: 50, labelKo: "혼재", labelEn: "Mixed", meaning: "Mixed signals, noticeable AI patterns" },
  { id: "ai-like", min: 51, max: 70, labelKo: "AI 느낌", labelEn: "AI-like", meaning: "Clearly AI-generated" },
  { id: "ai-generated", min: 71, max: 100, labelKo: "AI 생성", labelEn: "AI-generated", meaning: "Heavily AI-generated" },
];

/** Fidelity: higher is better. */
export const FIDELITY_BANDS: readonly BandDef[] = [
  { id: "distorted", min: 0, max: 25, labelKo: "의미 왜곡", labelEn: "Meaning distorted", meaning: "Meaning severely distorted or lost" },
  { id: "low", min: 26, max: 50, labelKo: "낮은 충실도", labelEn: "Low fidelity", meaning: "Significant meaning loss or fabrication" },
  { id: "moderate", min: 51, max: 75, labelKo: "보통 충실도", labelEn: "Moderate fidelity", meaning: "Noticeable meaning changes" },
  { id: "high", min: 76, max: 90, labelKo: "높은 충실도", labelEn: "High fidelity", meaning: "Minor omissions or additions" },
  { id: "perfect", min: 91, max: 100, labelKo: "완벽한 충실도", labelEn: "Perfect fidelity", meaning: "All meaning preserved" },
];

/** Combined: lower is better. */
export const COMBINED_BANDS: readonly BandDef[] = [
  { id: "excellent", min: 0, max: 15, labelKo: "최적", labelEn: "Excellent", meaning: "Human-like and faithful" },
  { id: "good", min: 16, max: 30, labelKo: "양호", labelEn: "Good", meaning: "Minor issues in one or both dimensions" },
  { id: "acceptable", min: 31, max: 50, labelKo: "보통", labelEn: "Acceptable", meaning: "Noticeable trade-offs" },
  { id: "caution", min: 51, max: 70, labelKo: "주의", labelEn: "Caution", meaning: "Significant AI traces or meaning loss" },
  { id: "poor", min: 71, max: 100, labelKo: "부적합", labelEn: "Poor", meaning: "Heavy AI patterns and/or substantial meaning loss" },
];

/** MPS: higher is better. */
export const MPS_BANDS: readonly BandDef[] = [
  { id: "critical", min: 0, max: 49, labelKo: "위험", labelEn: "Critical", meaning: "Severe meaning corruption" },
  { id: "warning", min: 50, max: 69, labelKo: "주의", labelEn: "Warning", meaning: "Significant anchor loss, review needed" },
  { id: "good", min: 70, max: 89, labelKo: "양호", labelEn: "Good", meaning: "Minor weakening, acceptable" },
  { id: "excellent", min: 90, max: 100, labelKo: "우수", labelEn: "Excellent", meaning: "Full meaning preservation" },
];

/** The band a score falls in; scores outside 0–100 are clamped first. */
export function bandOf(score: number, table: readonly BandDef[]): BandResult {
  const judged = Math.min(100, Math.max(0, judgedValue(score)));
  const def = table.find((b) => judged >= b.min && judged <= b.max);
  if (!def) throw new Error(`band table does not cover ${judged}`);
  return { band: def.id, range: [def.min, def.max], label_ko: def.labelKo, label_en: def.labelEn, meaning: def.meaning };
}
