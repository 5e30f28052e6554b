// Applying every finding's first fix at once ("Accept all safe fixes", `fix --jsonl`, the
// deterministic "Fix with AI"): one edit per fix, overlaps resolved in document order (a
// finding whose span an applied fix already covers is answered by it), and the fixes that
// share a sentence verified together, added one at a time, so two fixes that are each
// right alone cannot make a wrong sentence together.
import type { Finding } from "../detector/types";
import type { TextRange } from "../engine/types";
import type { FixRun } from "./engine";
import type { SiteFinding } from "./site";
import type { FixCandidate } from "./types";
import { gateRoom, verifyEdits, windowOf } from "./verify";

export interface AppliedFix extends TextRange {
  /** text.slice(start, end) of the original. */
  original: string;
  replacement: string;
  finding_ids: string[];
  fix: FixCandidate;
}

export interface FixApplication {
  rewrite: string;
  /** Sorted, disjoint ranges in the original; applying them gives `rewrite`. */
  applied: AppliedFix[];
}

const overlaps = (a: TextRange, b: TextRange) => a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);

export function applyEdits(text: string, edits: readonly { start: number; end: number; replacement: string }[]): string {
  let out = "";
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start) + e.replacement;
    at = e.end;
  }
  return out + text.slice(at);
}

interface Chosen {
  fix: FixCandidate;
  findings: SiteFinding[];
}

export function applyFirstFixes(run: FixRun, findings: readonly Finding[]): FixApplication {
  const { doc } = run;
  const withFixes = findings.filter((f) => run.candidates.has(f.id)).sort((a, b) => a.start - b.start || b.end - a.end);
  // 1. One edit per finding, in document order; overlaps take the finding's next fix, or leave it.
  const chosen: Chosen[] = [];
  const same = new Map<string, Chosen>();
  // Occurrences of density-gated patterns the chosen fixes add, kept under each gate.
  const added = new Map<string, number>();
  const fitsGates = (c: FixCandidate) => (run.adds.get(c) ?? []).every((a) => (added.get(a.matcherKey) ?? 0) + a.count <= gateRoom(doc, a.matcherKey, a.gate));
  for (const f of withFixes) {
    const list = run.candidates.get(f.id)!;
    for (const c of list) {
      const key = `${c.start}:${c.end}:${c.replacement}`;
      const twin = same.get(key);
      if (twin) {
        twin.findings.push(f);
        break;
      }
      // A fix already applied over this finding's whole span answers it too (a deleted chatbot line).
      const cover = chosen.find((x) => x.fix.start <= f.start && f.end <= x.fix.end);
      if (cover) {
        cover.findings.push(f);
        break;
      }
      if (chosen.some((x) => overlaps(x.fix, c))) continue;
      if (!fitsGates(c)) continue;
      for (const a of run.adds.get(c) ?? []) added.set(a.matcherKey, (added.get(a.matcherKey) ?? 0) + a.count);
      const entry = { fix: c, findings: [f] };
      chosen.push(entry);
      same.set(key, entry);
      break;
    }
  }
  chosen.sort((a, b) => a.fix.start - b.fix.start);

  // 2. Fixes sharing a sentence: added one at a time, each kept only if the sentence still verifies.
  const accepted: Chosen[] = [];
  let group: Chosen[] = [];
  let groupWindow: TextRange | null = null;
  const flush = () => {
    if (group.length === 1) accepted.push(group[0]);
    else if (group.length > 1) {
      const kept: Chosen[] = [];
      for (const c of group) {
        const trial = [...kept, c];
        const verdict = verifyEdits(
          doc,
          trial.map((t) => t.findings[0]),
          trial.map((t) => t.fix),
        );
        if (verdict.ok) kept.push(c);
      }
      accepted.push(...kept);
    }
    group = [];
    groupWindow = null;
  };
  for (const c of chosen) {
    const w = windowOf(doc.text, [c.fix]).window;
    if (groupWindow && w.start < groupWindow.end) {
      group.push(c);
      groupWindow = { start: groupWindow.start, end: Math.max(groupWindow.end, w.end) };
    } else {
      flush();
      group = [c];
      groupWindow = w;
    }
  }
  flush();

  const applied: AppliedFix[] = accepted.map((c) => ({
    start: c.fix.start,
    end: c.fix.end,
    original: doc.text.slice(c.fix.start, c.fix.end),
    replacement: c.fix.replacement,
    finding_ids: c.findings.map((f) => f.id).sort(),
    fix: c.fix,
  }));
  return { rewrite: applyEdits(doc.text, applied), applied };
}
