// The findings panel's model: findings grouped by category, with counts, the
// share of the largest group (for the bar) and a severity filter.
import type { Severity } from "../detector/types";
import type { EditorFinding } from "./reading";

const SEVERITY_RANK: Record<Severity, number> = { S1: 3, S2: 2, S3: 1 };

export interface CategoryGroup {
  category: string;
  label: string;
  count: number;
  /** count / the largest group's count, 0–1. */
  share: number;
  findings: EditorFinding[];
}

export type SeverityFilter = Severity | "all";

export function groupByCategory(findings: readonly EditorFinding[], filter: SeverityFilter): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const f of findings) {
    if (filter !== "all" && f.severity !== filter) continue;
    let g = groups.get(f.category);
    if (!g) groups.set(f.category, (g = { category: f.category, label: f.category_label, count: 0, share: 0, findings: [] }));
    g.count++;
    g.findings.push(f);
  }
  const list = [...groups.values()].sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  const max = list[0]?.count ?? 0;
  for (const g of list) {
    g.share = max === 0 ? 0 : g.count / max;
    g.findings.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || a.start - b.start);
  }
  return list;
}

export function severityCounts(findings: readonly EditorFinding[]): Record<Severity, number> {
  const out: Record<Severity, number> = { S1: 0, S2: 0, S3: 0 };
  for (const f of findings) out[f.severity]++;
  return out;
}
