// One call that reads a document the way every surface shows it: the stylometry
// analysis, the detector's report and the user-facing scores. The API routes, the
// browser worker, the LLM pipeline and shared reports all go through it, so a text
// scores the same wherever it is read.
import { detect } from "../detector/detect";
import type { DetectorReport, Severity } from "../detector/types";
import { analyzeText } from "../engine/analyze";
import type { Analysis, Lang } from "../engine/types";
import type { UiLang } from "../i18n/locales";
import type { PackSet } from "../packs/types";
import { countNonWhitespaceChars } from "../scoring/short-text";
import { documentScores, reportAiLikeness, type DocumentScores } from "../shadow/document-scores";
import { scoreAndExplain } from "../explain/explain-reading";

export interface ReadOptions {
  lang?: Lang | "auto";
  docType?: string;
  /** The compiled packs; the detector's own default set when omitted. */
  packs?: PackSet;
  min_severity?: Severity;
  /** The language of reasons, labels, fixes and warnings; the text's own language when omitted. */
  uiLang?: UiLang;
}

export interface DocumentReading {
  lang: Lang;
  docType: string;
  analysis: Analysis;
  report: DetectorReport;
  scores: DocumentScores;
}

/** readDocument, or a stand-in that reads elsewhere (the server's worker threads) and answers later. */
export type DocumentReader = (text: string, options: ReadOptions) => DocumentReading | Promise<DocumentReading>;

/** Throws EmptyTextError / UnsupportedLanguageError (lib/engine/errors) like analyzeText. */
export function readDocument(text: string, options: ReadOptions = {}): DocumentReading {
  const docType = options.docType ?? "default";
  const analysis = analyzeText(text, { lang: options.lang ?? "auto" });
  const report = detect(text, {
    analysis,
    lang: analysis.lang,
    docType,
    ...(options.packs ? { packs: options.packs } : {}),
    ...(options.min_severity ? { min_severity: options.min_severity } : {}),
    ...(options.uiLang ? { uiLang: options.uiLang } : {}),
  });
  const { shadow, reasons } = scoreAndExplain(text, analysis, report.findings);
  const scores = documentScores({
    formula: reportAiLikeness(report),
    shadow,
    charCount: countNonWhitespaceChars(text),
    sentenceCount: analysis.sentenceCount,
    findings: report.findings.length,
  });
  scores.reasons = reasons;
  return { lang: analysis.lang, docType, analysis, report, scores };
}
