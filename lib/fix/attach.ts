// Verified fixes onto a report's findings: `fixes` on every span finding that has one, and
// `replacement` only where it is verified. Every surface that shows findings (the API, the
// editor, the CLI, shared reports) reads them through here, so an unverified pack hint is
// never offered as a one-click fix.
import type { DetectorReport, Finding, FindingFix } from "../detector/types";
import type { Lang } from "../engine/types";
import { defaultPackSet } from "../packs/default-set";
import type { PackSet } from "../packs/types";
import { fixFindings, type FixRun } from "./engine";
import type { FixCandidate } from "./types";

export function toFindingFix(c: FixCandidate): FindingFix {
  return { start: c.start, end: c.end, replacement: c.replacement, label: c.label, kind: c.kind, rule: c.rule, from: c.from, to: c.to };
}

/**
 * The finding with its verified fixes: `replacement` is the first fix when that fix replaces
 * exactly the span, and is dropped otherwise; a suggested_fix that only echoed the pack's
 * hint falls back to the pattern's guidance.
 */
export function withFixes(f: Finding, list: readonly FixCandidate[] | undefined, packs: PackSet): Finding {
  const out: Finding = { ...f };
  const hint = f.replacement;
  delete out.replacement;
  delete out.fixes;
  if (hint !== undefined && f.suggested_fix === hint) out.suggested_fix = packs.byId.get(f.patternId)?.fix ?? f.suggested_fix;
  if (list && list.length > 0) {
    out.fixes = list.map(toFindingFix);
    const first = list[0];
    if (first.start === f.start && first.end === f.end) out.replacement = first.replacement;
  }
  return out;
}

/** The report with verified fixes on its findings, and the run that made them. */
export function attachFixes(text: string, lang: Lang, report: DetectorReport, packs: PackSet = defaultPackSet()): { report: DetectorReport; run: FixRun } {
  const run = fixFindings(text, lang, report.findings, { packs });
  return { report: { ...report, findings: report.findings.map((f) => withFixes(f, run.candidates.get(f.id), packs)) }, run };
}

/** The report with every pack hint removed and no fixes (a reading that has not run the engine yet). */
export function withoutHints(report: DetectorReport, packs: PackSet = defaultPackSet()): DetectorReport {
  return { ...report, findings: report.findings.map((f) => withFixes(f, undefined, packs)) };
}
