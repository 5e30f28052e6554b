// A shared report's words in the reader's language: finding labels, reasons and fixes from
// the snapshot's templates (the stored English-or-author's-language strings are the fallback
// for reports made before templates, or for a model's own findings), warnings from notices.
// Pure: the report page and the Markdown export both read through it.
import type { PatternDef } from "../packs/types";
import type { UiLang } from "../i18n/locales";
import { findingLabel, patternFix, renderMsg } from "../i18n/render";
import type { ReportFinding, ReportSnapshot } from "./types";

export type PatternLookup = (patternId: string) => PatternDef | undefined;

export interface FindingWords {
  label: string;
  reason: string;
  fix: string;
}

export function localizeFinding(f: ReportFinding, lang: UiLang, lookup: PatternLookup): FindingWords {
  const def = lookup(f.patternId);
  const label = def ? findingLabel(lang, def, f.taxonomy) : f.categoryLabel;
  const reason = f.reasonTemplate ? renderMsg(lang, f.reasonTemplate) : f.reason;
  const fix = def && f.fixTemplate ? patternFix(lang, def, f.fixTemplate.matcher) : f.suggestedFix;
  return { label, reason, fix };
}

/** The report's warnings in the reader's language (the stored sentences when it has no notices). */
export function localizeWarnings(report: Pick<ReportSnapshot, "warnings" | "notices">, lang: UiLang): string[] {
  return report.notices && report.notices.length === report.warnings.length ? report.notices.map((n) => renderMsg(lang, n)) : report.warnings;
}

/** A lookup over a pack set's patterns by id. */
export function patternLookup(patterns: Iterable<PatternDef>): PatternLookup {
  const byId = new Map<string, PatternDef>();
  for (const p of patterns) byId.set(p.id, p);
  return (id) => byId.get(id);
}
