// Public surface of the scoring module (seed 000).
export { ScoringError } from "./errors";
export { roundTo, judgedValue } from "./round";
export { DEFAULT_SEVERITY_POINTS, parseSeverity, severityPoints, type SeverityLevel, type SeverityPoints, type SeverityInput } from "./severity";
export { categoryOfPack, languageOfPack, buildCategoryCatalog, DEFAULT_CATEGORY_CATALOG, type CategoryCatalog, type PackCount } from "./categories";
export { DEFAULT_CATEGORY_WEIGHTS, UNKNOWN_CATEGORY_WEIGHT, categoryWeight, type CategoryWeights } from "./weights";
export {
  OVERRIDE_FACTORS,
  PATTERN_OVERRIDES,
  NO_OVERRIDES,
  applyOverride,
  normalizePatternKey,
  resolveOverrides,
  type OverrideTable,
  type PatternOverride,
  type PatternOverrides,
} from "./overrides";
export {
  SHORT_TEXT_BOOST_CATEGORIES,
  boostSeverityPoints,
  countNonEmptyParagraphs,
  countNonWhitespaceChars,
  isBoostedCategory,
  isShortText,
} from "./short-text";
export { AI_LIKENESS_BANDS, COMBINED_BANDS, FIDELITY_BANDS, MPS_BANDS, bandOf, type BandDef, type BandResult } from "./bands";
export { adjustDetection, computeAiLikeness, type AiLikenessInput, type AiLikenessResult, type CategoryScore, type ScoredDetection } from "./ai-likeness";
export { characterLength, computeFidelity, lengthRatio, lengthRatioPoints, type FidelityInput, type FidelityResult } from "./fidelity";
export { computeCombined, type CombinedResult, type CombinedWeights } from "./combined";
export { ANCHOR_TYPES, computeMps, failingAnchors, finalVerdict, parseAnchorType, parseVerdict, type Anchor, type AnchorType, type AnchorVerdict, type MpsResult } from "./mps";
export { DEFAULT_FLOORS, checkFloors, type Floors, type FloorsResult } from "./floors";
export { DEFAULT_DIVERGENCE_THRESHOLD, compareScores, type ScoreComparison } from "./divergence";
export type { DocumentType } from "./doc-type";
export { DEFAULT_DOC_TYPE, SHIPPED_DOC_TYPES, combinedWeightsFor, getDocType } from "./doc-types";
export { scoreDocument, type DocumentScores, type ScoreDocumentInput } from "./report";
