// The fix engine: for each span finding, zero to three verified fixes, best first. The
// rules of the finding's pattern propose edits (lib/fix/rules), the pack's own
// replacement is tried after them, and only what passes verification (verify.ts) is kept.
// Pure: the same call runs in the browser worker, the API, the CLI and the pipeline.
import { findProtectedSpans, ProtectedIndex } from "../detector/protected";
import type { Finding } from "../detector/types";
import type { Lang } from "../engine/types";
import { defaultPackSet } from "../packs/default-set";
import type { PackSet } from "../packs/types";
import { fixLabel } from "./labels";
import { rulesFor } from "./rules";
import { FixSite, type SiteFinding } from "./site";
import { MAX_CANDIDATES, type FixCandidate, type Proposal } from "./types";
import { verifyEdits, type FixDocument, type GatedAdd, type RejectReason } from "./verify";

/** A finding the engine can answer: span-scoped, not score-only (viral hooks are scored, never rewritten). */
export function fixable(f: Pick<Finding, "scope" | "scoreOnly" | "start" | "end">): boolean {
  return f.scope === "span" && !f.scoreOnly && f.end > f.start;
}

export function fixDocument(text: string, lang: Lang, packs: PackSet = defaultPackSet(), findings: readonly Pick<Finding, "patternId">[] = []): FixDocument {
  return {
    text,
    lang,
    packs,
    compiled: packs.byLang[lang],
    guard: new ProtectedIndex(findProtectedSpans(text, lang), text),
    scans: new Map(),
    present: new Set(findings.map((f) => f.patternId)),
  };
}

export interface CandidateOptions {
  /** Density-gated patterns each kept fix adds (apply.ts keeps them under the gate). */
  onAccept?: (candidate: FixCandidate, adds: GatedAdd[]) => void;
  /** At most this many verified fixes (default 3). */
  limit?: number;
  /** Told why each dropped proposal failed (bench:fix reads this). */
  onReject?: (why: RejectReason, proposal: Proposal, detail?: string) => void;
}

/**
 * Every proposal for a finding, in rule order, without duplicates. The packs' own `fixes`
 * are not proposed as they stand: a pack's bare replacement knows nothing of the words
 * around it ("In addition to his work" → "also to his work", 多岐にわた → 幅広 before る);
 * the rules carry the vetted ones with the context they need.
 */
export function proposalsFor(doc: FixDocument, finding: SiteFinding): Proposal[] {
  const site = new FixSite(doc.text, doc.lang, finding);
  const out: Proposal[] = [];
  const seen = new Set<string>();
  const push = (p: Proposal | null) => {
    if (!p) return;
    const key = `${p.start}:${p.end}:${p.replacement}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(p);
  };
  for (const rule of rulesFor(finding.patternId)) {
    for (const p of rule.propose(site)) push(p);
  }
  return out;
}

/** The verified fixes of one finding, best first. */
export function candidatesFor(doc: FixDocument, finding: SiteFinding, options: CandidateOptions = {}): FixCandidate[] {
  const limit = options.limit ?? MAX_CANDIDATES;
  const out: FixCandidate[] = [];
  for (const p of proposalsFor(doc, finding)) {
    const verdict = verifyEdits(doc, [finding], [p]);
    if (!verdict.ok) {
      options.onReject?.(verdict.why, p, verdict.detail);
      continue;
    }
    const candidate = { ...p, label: fixLabel(p.kind, p.from, p.to) };
    options.onAccept?.(candidate, verdict.adds);
    out.push(candidate);
    if (out.length >= limit) break;
  }
  return out;
}

export interface FixRun {
  doc: FixDocument;
  /** Finding id → its verified fixes (only findings with at least one). */
  candidates: Map<string, FixCandidate[]>;
  /** The density-gated patterns a fix adds an occurrence of (applyFirstFixes keeps their sum under the gate). */
  adds: WeakMap<FixCandidate, GatedAdd[]>;
}

/** Verified fixes for every fixable finding of a report. */
export function fixFindings(text: string, lang: Lang, findings: readonly Finding[], options: { packs?: PackSet; limit?: number; onReject?: CandidateOptions["onReject"] } = {}): FixRun {
  const doc = fixDocument(text, lang, options.packs, findings);
  const candidates = new Map<string, FixCandidate[]>();
  const adds = new WeakMap<FixCandidate, GatedAdd[]>();
  const onAccept = (c: FixCandidate, a: GatedAdd[]) => {
    if (a.length) adds.set(c, a);
  };
  for (const f of findings) {
    if (!fixable(f)) continue;
    const list = candidatesFor(doc, f, { limit: options.limit, onReject: options.onReject, onAccept });
    if (list.length > 0) candidates.set(f.id, list);
  }
  return { doc, candidates, adds };
}
