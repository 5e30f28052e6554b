// Verified fixes onto a report's findings: `fixes` on every span finding that has one, and
// `replacement` only where it is verified. Every surface that shows findings (the API, the
// editor, the CLI, shared reports) reads them through here, so an unverified pack hint is
// never offered as a one-click fix.
import type { DetectorReport, Finding, FindingFix } from "../detector/types";
import type { Lang } from "../engine/types";
import { defaultPackSet } from "../packs/default-set";
import type { PackSet } from "../packs/types";
import { FixCache, fixFindings, type FixRun } from "./engine";
import type { FixCandidate } from "./types";

export function toFindingFix(c: FixCandidate): FindingFix {
  return { start: c.start, end: c.end, replacement: c.replacement, label: c.label, kind: c.kind, rule: c.rule, from: c.from, to: c.to };
}

/**
 * The finding with its verified fixes: `replacement` is the first fix when that fix replaces
 * exactly the span, and is dropped otherwise. suggested_fix follows the detector's rule (the
 * replacement when there is one, else the pattern's guidance in the UI language, which
 * fix_guidance then holds), and fix_template names the same replacement, or none.
 */
export function withFixes(f: Finding, list: readonly FixCandidate[] | undefined, packs: PackSet): Finding {
  // A rest copy instead of deleting from a spread one: `delete` turns every finding into a
  // dictionary-mode object, which each later reader (grouping, JSON) then pays for.
  const { replacement: hint, fixes: _fixes, fix_guidance: _guidance, ...rest } = f;
  const guidance = hint !== undefined ? (f.fix_guidance ?? packs.byId.get(f.patternId)?.fix ?? f.suggested_fix) : f.suggested_fix;
  const out = rest as Finding;
  out.suggested_fix = guidance;
  if (out.fix_template) {
    const { replacement: _hint, ...ref } = out.fix_template;
    out.fix_template = ref;
  }
  if (list && list.length > 0) {
    out.fixes = list.map(toFindingFix);
    const first = list[0];
    if (first.start === f.start && first.end === f.end) {
      out.replacement = first.replacement;
      out.suggested_fix = first.replacement;
      out.fix_guidance = guidance;
      if (out.fix_template) out.fix_template = { ...out.fix_template, replacement: first.replacement };
    }
  }
  return out;
}

/**
 * The report with verified fixes on its findings, and the run that made them. A cache for the
 * one document lets a finding whose surroundings repeat an earlier one's (a pasted draft built
 * from a template) take that finding's verified fixes instead of verifying them again: its key
 * holds everything verification reads, as the editor's keystroke cache relies on.
 */
export function attachFixes(text: string, lang: Lang, report: DetectorReport, packs: PackSet = defaultPackSet()): { report: DetectorReport; run: FixRun } {
  const run = fixFindings(text, lang, report.findings, { packs, cache: new FixCache() });
  return { report: { ...report, findings: report.findings.map((f) => withFixes(f, run.candidates.get(f.id), packs)) }, run };
}

/** The report with every pack hint removed and no fixes (a reading that has not run the engine yet). */
export function withoutHints(report: DetectorReport, packs: PackSet = defaultPackSet()): DetectorReport {
  return { ...report, findings: report.findings.map((f) => withFixes(f, undefined, packs)) };
}
