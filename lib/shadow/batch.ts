// Scoring many documents: one analysis and one detector run per text, features
// extracted once. The analyzer and detector are passed in so the same code serves the
// app, the CLI, the fit script and the benchmark (and tests can stub them).
import type { Analysis, Lang } from "../engine/types";
import type { DetectorReport } from "../detector/types";
import { extractFeatures, type Features } from "./features";

export interface ShadowPipeline {
  /** "auto" lets the analyzer pick the language (Analysis.lang says which). */
  analyze(text: string, lang: Lang | "auto"): Analysis;
  detect(text: string, lang: Lang, analysis: Analysis): DetectorReport;
}

export interface DocumentSignals {
  features: Features;
  /** The seed's hot-paragraph share: hot paragraphs / paragraphs with tokens (unweighted). */
  hotShare: number;
  findings: number;
  analysis: Analysis;
  report: DetectorReport;
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
  const report = pipeline.detect(text, analysis.lang, analysis);
  return {
    features: extractFeatures(text, analysis, report),
    hotShare: seedHotShare(analysis),
    findings: report.findings.length,
    analysis,
    report,
  };
}

/** A report with no findings, for running the stylometry half alone. */
export function emptyReport(text: string, analysis: Analysis): DetectorReport {
  return {
    meta: {
      input_length: text.length,
      lang: analysis.lang,
      estimated_genre: "unknown",
      sentence_count: analysis.sentenceCount,
      sentence_length_stats: { mean: 0, stdev: 0, uniformity_warning: false },
      detected_count: 0,
      ai_tell_density: 0,
      severity_weighted_score: 0,
      category_summary: {},
      warnings: [],
    },
    findings: [],
  };
}
