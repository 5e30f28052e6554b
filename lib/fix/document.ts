// A whole draft through the fix engine, with every finding's first verified fix applied:
// what `fix --jsonl`, bench:fix and the deterministic "Fix with AI" share.
import { detect } from "../detector/detect";
import type { DetectorReport } from "../detector/types";
import { analyzeText } from "../engine/analyze";
import type { Lang } from "../engine/types";
import { checkMeaning } from "../meaning/check";
import { defaultPackSet } from "../packs/default-set";
import type { PackSet } from "../packs/types";
import { applyFirstFixes, type FixApplication } from "./apply";
import { fixable, fixFindings, type FixRun } from "./engine";

export interface FixTextOptions {
  lang?: Lang | "auto";
  docType?: string;
  packs?: PackSet;
  /** An existing report of the same text (the pipeline has one). */
  report?: DetectorReport;
}

export interface FixedText extends FixApplication {
  lang: Lang;
  report: DetectorReport;
  run: FixRun;
  /** Span findings in the original (what a fix can answer). */
  findings: number;
  /** Span findings with at least one verified fix. */
  fixable: number;
  /** The meaning check of the whole rewrite against the original: no HARD FAIL. */
  meaningOk: boolean;
}

/** Throws EmptyTextError / UnsupportedLanguageError (lib/engine/errors) like analyzeText. */
export function fixText(text: string, options: FixTextOptions = {}): FixedText {
  const packs = options.packs ?? defaultPackSet();
  let report = options.report;
  if (!report) {
    const analysis = analyzeText(text, { lang: options.lang ?? "auto" });
    report = detect(text, { analysis, lang: analysis.lang, packs, docType: options.docType ?? "default" });
  }
  const lang = report.meta.lang;
  const run = fixFindings(text, lang, report.findings, { packs });
  const application = applyFirstFixes(run, report.findings);
  const spans = report.findings.filter(fixable);
  const meaningOk = application.applied.length === 0 || checkMeaning(text, application.rewrite, lang).meaning_ok;
  return {
    ...application,
    lang,
    report,
    run,
    findings: spans.length,
    fixable: spans.filter((f) => run.candidates.has(f.id)).length,
    meaningOk,
  };
}
