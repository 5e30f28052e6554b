// Scoring many documents: one analysis and one detector tally per text, features
// extracted once. The analyzer and detector are passed in so the same code serves the
// app, the CLI, the fit script and the benchmark (and tests can stub them).
import type { Analysis, Lang } from "../engine/types";
import type { DetectorReport, DetectorTally } from "../detector/types";
import { extractFeatures, type Features } from "./features";

export interface ShadowPipeline {
  /** "auto" lets the analyzer pick the language (Analysis.lang says which). */
  analyze(text: string, lang: Lang | "auto"): Analysis;
  /** The full report, for callers that show findings. */
  detect(text: string, lang: Lang, analysis: Analysis): DetectorReport;
  /** The findings counted per pattern, all a score needs (the batch path). */
  tally(text: string, lang: Lang, analysis: Analysis): DetectorTally;
}

export interface DocumentSignals {
  features: Features;
  /** The seed's hot-paragraph share: hot paragraphs / paragraphs with tokens (unweighted). */
  hotShare: number;
  findings: number;
  analysis: Analysis;
  tally: DetectorTally;
}

export function seedHotShare(analysis: Analysis): number {
  let counted = 0;
  let hot = 0;
  for (const p of analysis.paragraphs) {
    if (p.skipped) continue;
    counted++;
    if (p.hot) hot++;
  }
  return counted ? hot / counted : 0;
}

export function documentSignals(text: string, lang: Lang | "auto", pipeline: ShadowPipeline): DocumentSignals {
  const analysis = pipeline.analyze(text, lang);
  const tally = pipeline.tally(text, analysis.lang, analysis);
  return {
    features: extractFeatures(text, analysis, tally.patterns),
    hotShare: seedHotShare(analysis),
    findings: tally.findings,
    analysis,
    tally,
  };
}
