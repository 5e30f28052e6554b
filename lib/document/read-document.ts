// One call that reads a document the way every surface shows it: the stylometry
// analysis, the detector's report and the user-facing scores. The API routes, the
// browser worker, the LLM pipeline and shared reports all go through it, so a text
// scores the same wherever it is read.
import { detect } from "../detector/detect";
import { scoredCount } from "../detector/tally";
import type { DetectorReport, Severity } from "../detector/types";
import { analyzeText } from "../engine/analyze";
import type { Analysis, Lang } from "../engine/types";
import type { UiLang } from "../i18n/locales";
import type { PackSet } from "../packs/types";
import { countNonWhitespaceChars } from "../scoring/short-text";
import { documentScores, reportAiLikeness, type DocumentScores } from "../shadow/document-scores";
import { scoreAndExplain } from "../explain/explain-reading";
import { attachFixes, withoutHints } from "../fix/attach";
import { defaultPackSet } from "../packs/default-set";

export interface ReadOptions {
  lang?: Lang | "auto";
  docType?: string;
  /** The compiled packs; the detector's own default set when omitted. */
  packs?: PackSet;
  min_severity?: Severity;
  /** The language of reasons, labels, fixes and warnings; the text's own language when omitted. */
  uiLang?: UiLang;
  /**
   * Verified fixes on the findings (lib/fix), the default. false: no fixes and no unverified
   * pack hints either (the editor's worker sends marks first and fixes a moment later).
   */
  fixes?: boolean;
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
  const detected = detect(text, {
    analysis,
    lang: analysis.lang,
    docType,
    ...(options.packs ? { packs: options.packs } : {}),
    ...(options.min_severity ? { min_severity: options.min_severity } : {}),
    ...(options.uiLang ? { uiLang: options.uiLang } : {}),
  });
  const { shadow, reasons } = scoreAndExplain(text, analysis, detected.findings);
  const scores = documentScores({
    formula: reportAiLikeness(detected),
    shadow,
    charCount: countNonWhitespaceChars(text),
    sentenceCount: analysis.sentenceCount,
    findings: scoredCount(detected.findings),
  });
  scores.reasons = reasons;
  const packs = options.packs ?? defaultPackSet();
  const report = options.fixes === false ? withoutHints(detected, packs) : attachFixes(text, analysis.lang, detected, packs).report;
  return { lang: analysis.lang, docType, analysis, report, scores };
}
