// Every score of one document in one call: AI-likeness, fidelity, MPS, combined,
// the verification floors and the shadow-score check, all tuned by one PatinaConfig.
import { defaultPatinaConfig } from "../config/defaults";
import type { PatinaConfig } from "../config/types";
import { computeAiLikeness, type AiLikenessResult, type ScoredDetection } from "./ai-likeness";
import type { CategoryCatalog } from "./categories";
import { computeCombined, type CombinedResult } from "./combined";
import { compareScores, type ScoreComparison } from "./divergence";
import { DEFAULT_DOC_TYPE, combinedWeightsFor, getDocType } from "./doc-types";
import { computeFidelity, type FidelityInput, type FidelityResult } from "./fidelity";
import { checkFloors, type FloorsResult } from "./floors";
import { computeMps, type Anchor, type MpsResult } from "./mps";
import { isShortText } from "./short-text";
import { ScoringError } from "./errors";

export interface ScoreDocumentInput {
  lang: string;
  docType?: string;
  detections?: readonly ScoredDetection[];
  /** Category → pattern count (from the loaded packs); the shipped counts otherwise. */
  catalog?: Readonly<CategoryCatalog>;
  /** The scored text: decides the short-text boost unless `shortText` is given. */
  text?: string;
  shortText?: boolean;
  fidelity?: FidelityInput;
  anchors?: readonly Anchor[];
  /** The deterministic shadow score, compared against the AI-likeness (LLM) score. */
  deterministicScore?: number;
  /**
   * The calibrated AI-likeness users see (DocumentScores.aiLikeness.score). When given it is
   * the AI-likeness that enters the combined score; the seed formula stays in ai_likeness.
   */
  aiLikeness?: number;
}

export interface DocumentScores {
  lang: string;
  doc_type: string;
  short_text: boolean;
  ai_likeness: AiLikenessResult;
  fidelity: FidelityResult | null;
  mps: MpsResult | null;
  combined: CombinedResult | null;
  /** Which AI-likeness the combined score used: the calibrated one when given, else the seed formula. */
  combined_ai_likeness: "calibrated" | "pattern-coverage";
  floors: FloorsResult;
  shadow: ScoreComparison | null;
}

export function scoreDocument(input: ScoreDocumentInput, config: PatinaConfig = defaultPatinaConfig()): DocumentScores {
  const docTypeName = input.docType ?? DEFAULT_DOC_TYPE;
  const docType = getDocType(docTypeName, config.documentTypes);
  const shortText = input.shortText ?? (input.text !== undefined ? isShortText(input.text) : false);
  const weights = (config.scoring.categoryWeights as Record<string, Record<string, number>>)[input.lang];
  if (!weights) throw new ScoringError(`unsupported language "${input.lang}" (expected ko, en, zh or ja)`);
  const ai = computeAiLikeness({
    lang: input.lang,
    detections: input.detections ?? [],
    catalog: input.catalog,
    weights,
    overrides: docType.patternOverrides,
    severityPoints: config.scoring.severityPoints,
    shortText,
  });
  const fidelity = input.fidelity ? computeFidelity(input.fidelity) : null;
  const mps = input.anchors ? computeMps(input.anchors) : null;
  if (input.aiLikeness !== undefined && !(Number.isFinite(input.aiLikeness) && input.aiLikeness >= 0 && input.aiLikeness <= 100)) {
    throw new ScoringError(`aiLikeness must be a number from 0 to 100, got ${input.aiLikeness}`);
  }
  // The seed formula compresses nearly every text into its first band (AI text typically
  // scores 5–20), so where the calibrated AI-likeness is known it is the one that weighs in.
  const aiForCombined = input.aiLikeness ?? ai.unrounded;
  const combined = fidelity
    ? computeCombined(aiForCombined, fidelity.unrounded, combinedWeightsFor(docTypeName, config.documentTypes, config.scoring.combinedWeights))
    : null;
  const floors = checkFloors(fidelity ? fidelity.unrounded : null, mps, config.verification);
  const shadow =
    input.deterministicScore !== undefined && config.scoring.deterministic.enabled
      ? compareScores(ai.unrounded, input.deterministicScore, config.scoring.deterministic.divergenceThreshold)
      : null;
  return {
    lang: input.lang,
    doc_type: docTypeName,
    short_text: shortText,
    ai_likeness: ai,
    fidelity,
    mps,
    combined,
    combined_ai_likeness: input.aiLikeness !== undefined ? "calibrated" : "pattern-coverage",
    floors,
    shadow,
  };
}
