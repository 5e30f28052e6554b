// The shadow score of a text with its reasons, from one feature extraction: what
// readDocument and the editor's re-score after an ignore both need.
import type { Finding, DetectorReport } from "../detector/types";
import { tallyFindings } from "../detector/tally";
import type { Analysis } from "../engine/types";
import { extractFeatures } from "../shadow/features";
import { defaultShadowWeights, shadowScoreFromFeatures, withNgramScore, type ShadowScore } from "../shadow/score";
import { explainScore, type ScoreReasons } from "./score-reasons";

export function scoreAndExplain(text: string, analysis: Analysis, findings: DetectorReport["findings"] | readonly Finding[]): { shadow: ShadowScore; reasons: ScoreReasons } {
  const weights = defaultShadowWeights();
  // The n-gram score comes from the weights' table, not the analysis: without it a language
  // whose model has a table (ja) would be scored here without one of its terms, unlike `score --jsonl`.
  const features = withNgramScore(extractFeatures(text, analysis, tallyFindings(findings)), text, analysis.lang, weights);
  const shadow = shadowScoreFromFeatures(features, analysis.lang, weights);
  return { shadow, reasons: explainScore({ features, lang: analysis.lang, score: shadow.score, weights, findings }) };
}
