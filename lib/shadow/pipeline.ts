// The product's analyzer and detector wired as a ShadowPipeline, plus the one-call
// scorer the app and CLI use.
import type { Lang } from "../engine/types";
import type { DetectorReport } from "../detector/types";
import { analyzeText } from "../engine/analyze";
import { detect } from "../detector/detect";
import { documentSignals, type ShadowPipeline } from "./batch";
import { shadowScoreFromFeatures, type ShadowScore } from "./score";
import type { ShadowWeights } from "./model";

export const defaultPipeline: ShadowPipeline = {
  analyze: (text, lang) => analyzeText(text, { lang }),
  // The detector reuses the analysis instead of running the engine a second time.
  detect: (text, lang, analysis): DetectorReport => detect(text, { lang, analysis }),
};

export interface ScoredText {
  shadow: ShadowScore;
  report: DetectorReport;
}

export function scoreText(text: string, lang: Lang | "auto" = "auto", weights?: ShadowWeights, pipeline: ShadowPipeline = defaultPipeline): ScoredText {
  const signals = documentSignals(text, lang, pipeline);
  return { shadow: shadowScoreFromFeatures(signals.features, signals.analysis.lang, weights), report: signals.report };
}
