// A full report's findings counted the way detectTally() counts them, so the shadow score
// reads the same tallies whichever of the two produced them.
import type { Finding, PatternTally } from "./types";

/** The findings a score counts: all but advice (a confidence rule reads this count). */
export function scoredCount(findings: readonly Pick<Finding, "advisory">[]): number {
  let n = 0;
  for (const f of findings) if (!f.advisory) n++;
  return n;
}

/** Per pattern, in order of first appearance: its span and document findings. */
export function tallyFindings(findings: readonly Finding[]): PatternTally[] {
  const byPattern = new Map<string, PatternTally>();
  for (const f of findings) {
    // Advice is shown, never counted (detectTally leaves it out the same way).
    if (f.advisory) continue;
    let t = byPattern.get(f.pattern);
    if (!t) byPattern.set(f.pattern, (t = { pattern: f.pattern, category: f.category, severity: f.severity, spans: 0, documents: 0 }));
    if (f.scope === "document") t.documents++;
    else t.spans++;
  }
  return [...byPattern.values()];
}
