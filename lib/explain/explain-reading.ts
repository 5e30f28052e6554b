// The shadow score of a text with its reasons, from one feature extraction: what
// readDocument and the editor's re-score after an ignore both need.
import type { Finding, DetectorReport } from "../detector/types";
import { tallyFindings } from "../detector/tally";
import type { Analysis } from "../engine/types";
import { extractFeatures } from "../shadow/features";
import { defaultShadowWeights, shadowScoreFromFeatures, type ShadowScore } from "../shadow/score";
import { explainScore, type ScoreReasons } from "./score-reasons";

export function scoreAndExplain(text: string, analysis: Analysis, findings: DetectorReport["findings"] | readonly Finding[]): { shadow: ShadowScore; reasons: ScoreReasons } {
  const weights = defaultShadowWeights();
  const features = extractFeatures(text, analysis, tallyFindings(findings));
  const shadow = shadowScoreFromFeatures(features, analysis.lang, weights);
  return { shadow, reasons: explainScore({ features, lang: analysis.lang, score: shadow.score, weights, findings }) };
}
