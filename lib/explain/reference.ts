// What human (and AI) writing in each language typically shows for each model feature, on
// the corpus the shadow model was fitted on (scripts/fit-feature-reference.ts writes it).
import type { Lang } from "../engine/types";
import shipped from "./feature-reference.json";

export interface FeatureTypical {
  /** Median over the language's human texts. */
  human: number;
  /** Mean over them (what a rare tell is compared with when the median is 0). */
  humanMean: number;
  /** Share of human texts where the feature is not zero. */
  humanAny: number;
  /** Median over the language's AI texts. */
  ai: number;
}

export interface FeatureReference {
  schema: 1;
  corpus: { path: string; sha256: string; rows: number };
  languages: Partial<Record<Lang, { human: number; ai: number; features: Record<string, FeatureTypical> }>>;
}

export const FEATURE_REFERENCE = shipped as FeatureReference;

/** The typical values of a feature in a language, or null when the reference has none (a new feature). */
export function typicalOf(lang: Lang, feature: string, reference: FeatureReference = FEATURE_REFERENCE): FeatureTypical | null {
  return reference.languages[lang]?.features[feature] ?? null;
}
