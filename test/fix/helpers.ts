// Rule examples as tests: "⟦…⟧" marks the finding's span; the rule's first verified fix applied must give `after`.
import type { Lang } from "../../lib/engine/types";
import { fixDocument } from "../../lib/fix/engine";
import { scanWindow } from "../../lib/fix/scan";
import { FixSite, type SiteFinding } from "../../lib/fix/site";
import type { FixRule, Proposal } from "../../lib/fix/types";
import { verifyEdits } from "../../lib/fix/verify";

export function parseMarked(marked: string): { text: string; start: number; end: number } {
  const start = marked.indexOf("⟦");
  const end = marked.indexOf("⟧");
  if (start === -1 || end < start) throw new Error(`no ⟦span⟧ in ${JSON.stringify(marked)}`);
  return { text: marked.slice(0, start) + marked.slice(start + 1, end) + marked.slice(end + 1), start, end: end - 1 };
}

export function apply(text: string, p: Pick<Proposal, "start" | "end" | "replacement">): string {
  return text.slice(0, p.start) + p.replacement + text.slice(p.end);
}

/** The finding an example stands for: the rule's pattern that sees the span, else its first. */
export function exampleFinding(rule: Pick<FixRule, "patterns">, lang: Lang, text: string, start: number, end: number): SiteFinding {
  const doc = fixDocument(text, lang);
  const hits = scanWindow(doc.compiled, text, lang);
  const patternId = rule.patterns.find((p) => hits.some((h) => h.patternId === p && h.start < end && h.end > start)) ?? rule.patterns[0];
  return { id: "f1", patternId, start, end };
}

/** The rule's first verified fix on the marked text, applied; null when it offers none. */
export function firstFix(rule: FixRule, marked: string): { text: string; why: string[] } {
  const { text, start, end } = parseMarked(marked);
  const doc = fixDocument(text, rule.lang);
  const finding = exampleFinding(rule, rule.lang, text, start, end);
  const why: string[] = [];
  for (const p of rule.propose(new FixSite(text, rule.lang, finding))) {
    const v = verifyEdits(doc, [finding], [p]);
    if (v.ok) return { text: apply(text, p), why };
    why.push(`${JSON.stringify(apply(text, p))}: ${v.why}${v.detail ? ` (${v.detail})` : ""}`);
  }
  return { text: "", why };
}
