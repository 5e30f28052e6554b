// A whole draft through the fix engine, with every finding's first verified fix applied:
// what `fix --jsonl`, bench:fix and the deterministic "Fix with AI" share.
import { detect, detectTally } from "../detector/detect";
import type { DetectorReport } from "../detector/types";
import { analyzeText } from "../engine/analyze";
import type { Lang } from "../engine/types";
import { defaultPackSet } from "../packs/default-set";
import type { PackSet } from "../packs/types";
import { toOriginalOffset } from "../llm/chunks";
import { applyEdits, applyFirstFixes, settleMeaning, type AppliedFix, type FixApplication } from "./apply";
import { sentenceAround } from "./sentences";
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
  // One verified fix per finding is all that applying needs (the editor's card asks for three).
  const run = fixFindings(text, lang, report.findings, { packs, limit: 1 });
  const application = keepPatterns(text, report, applyFirstFixes(run, report.findings), packs, options.docType);
  const spans = report.findings.filter(fixable);
  const meaningOk = application.meaning?.meaning_ok ?? true;
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

/** Rounds of re-detecting the rewrite for patterns the original did not have. */
const PATTERN_ROUNDS = 3;

/**
 * Each fix was checked on its sentence, but some tells are counted over the whole text: a
 * density gate (fewer words, the same count), a run of identical endings several fixes made.
 * The rewrite is read again and the fixes in the sentences of a pattern the original did not
 * have are taken back.
 */
function keepPatterns(text: string, report: DetectorReport, app: FixApplication, packs: PackSet, docType?: string): FixApplication {
  if (app.applied.length === 0) return app;
  const had = new Set(report.findings.map((f) => f.pattern));
  const lang = report.meta.lang;
  let { applied, rewrite } = app;
  let changed = false;
  for (let round = 0; round < PATTERN_ROUNDS && applied.length; round++) {
    const input = { lang, packs, docType: docType ?? report.meta.doc_type ?? "default" };
    // The tally first (no reasons, no spans): most rewrites gain nothing and need no more.
    if (detectTally(rewrite, input).patterns.every((p) => had.has(p.pattern))) break;
    const after = detect(rewrite, input);
    const gained = after.findings.filter((f) => !had.has(f.pattern));
    if (gained.length === 0) break;
    const where = gained.flatMap((f) => (f.scope === "span" ? [{ start: f.start, end: f.end }] : (f.occurrences ?? [])));
    const inOriginal = where.map((r) => sentenceAround(text, toOriginalOffset(applied, r.start), Math.max(toOriginalOffset(applied, r.start) + 1, toOriginalOffset(applied, Math.max(r.start, r.end - 1)) + 1)));
    const kept: AppliedFix[] = applied.filter((a) => !inOriginal.some((s) => a.start < s.end && s.start < a.end));
    if (kept.length === applied.length) break;
    applied = kept;
    rewrite = applyEdits(text, applied);
    changed = true;
  }
  if (!changed) return app;
  return settleMeaning(text, applied, lang);
}
