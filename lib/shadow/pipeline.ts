// The product's analyzer and detector wired as a ShadowPipeline, plus the one-call
// scorers the app and CLI use.
import type { Analysis, Lang } from "../engine/types";
import type { DetectorReport, DetectorTally } from "../detector/types";
import { analyzeText } from "../engine/analyze";
import { detect, detectTally } from "../detector/detect";
import { documentSignals, type ShadowPipeline } from "./batch";
import { shadowScore, shadowScoreFromFeatures, withNgramScore, type ShadowScore } from "./score";
import type { ShadowWeights } from "./model";

// The detector reuses the analysis instead of running the engine a second time.
export const defaultPipeline: ShadowPipeline = {
  analyze: (text, lang) => analyzeText(text, { lang }),
  detect: (text, lang, analysis): DetectorReport => detect(text, { lang, analysis }),
  tally: (text, lang, analysis): DetectorTally => detectTally(text, { lang, analysis }),
};

export interface ScoredText {
  shadow: ShadowScore;
  report: DetectorReport;
}

/** The shadow score with the full report beside it (for showing findings). */
export function scoreText(text: string, lang: Lang | "auto" = "auto", weights?: ShadowWeights, pipeline: ShadowPipeline = defaultPipeline): ScoredText {
  const analysis = pipeline.analyze(text, lang);
  const report = pipeline.detect(text, analysis.lang, analysis);
  return { shadow: shadowScore(text, analysis, report, weights), report };
}

export interface TalliedText {
  shadow: ShadowScore;
  tally: DetectorTally;
  analysis: Analysis;
}

/** The shadow score and the detector's tally, no findings built: the batch scorer's path. */
export function scoreTextTally(text: string, lang: Lang | "auto" = "auto", weights?: ShadowWeights, pipeline: ShadowPipeline = defaultPipeline): TalliedText {
  const signals = documentSignals(text, lang, pipeline);
  const read = signals.analysis.lang;
  const features = withNgramScore(signals.features, text, read, weights);
  return { shadow: shadowScoreFromFeatures(features, read, weights), tally: signals.tally, analysis: signals.analysis };
}
