// The fix engine: for each span finding, zero to three verified fixes, best first. The
// rules of the finding's pattern propose edits (lib/fix/rules), the pack's own
// replacement is tried after them, and only what passes verification (verify.ts) is kept.
// Pure: the same call runs in the browser worker, the API, the CLI and the pipeline.
import { findProtectedSpans, ProtectedIndex } from "../detector/protected";
import type { Finding, FindingFields } from "../detector/types";
import type { Lang } from "../engine/types";
import { defaultPackSet } from "../packs/default-set";
import type { PackSet } from "../packs/types";
import { echoes } from "./echo";
import { fixLabel } from "./labels";
import { rulesFor } from "./rules";
import { FixSite, type SiteFinding } from "./site";
import { MAX_CANDIDATES, type FixCandidate, type Proposal } from "./types";
import { verifyEdits, type FixDocument, type GatedAdd, type RejectReason } from "./verify";

/** What the engine reads of a finding (a report's findings, or the editor's slimmer ones). */
export type FixableFinding = Pick<FindingFields, "id" | "patternId" | "start" | "end" | "scoreOnly"> & { scope: Finding["scope"] };

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

/**
 * Verified fixes remembered by the text around a finding, for the editor's worker: a keystroke
 * changes one sentence, and every other finding's fixes are taken from here instead of being
 * proposed and verified again. The key holds everything verification reads (the text around
 * the finding, its pattern, the protected spans there, the patterns the document has).
 */
export class FixCache {
  private readonly map = new Map<string, { candidates: FixCandidate[]; adds: GatedAdd[][] }>();
  constructor(private readonly max = 4000) {}
  get(key: string) {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: { candidates: FixCandidate[]; adds: GatedAdd[][] }) {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, value);
  }
}

/** How far around a finding rules and verification read (a joined sentence, a deleted line). */
const CONTEXT = 240;

function cacheKey(doc: FixDocument, f: SiteFinding, limit: number, present: string): { key: string; from: number } {
  const from = Math.max(0, f.start - CONTEXT);
  const to = Math.min(doc.text.length, f.end + CONTEXT);
  const guarded = doc.guard.spans.filter((p) => p.end > from && p.start < to).map((p) => `${p.start - from}-${p.end - from}`).join(",");
  return { key: `${doc.lang}\u0001${f.patternId}\u0001${f.start - from}:${f.end - from}\u0001${limit}\u0001${guarded}\u0001${present}\u0001${doc.text.slice(from, to)}`, from };
}

const shift = (c: FixCandidate, by: number): FixCandidate => ({ ...c, start: c.start + by, end: c.end + by });

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
  // A word the sentence already has, brought in again, goes after the others.
  if (out.length < 2) return out;
  const echo = out.map((p) => echoes(doc.text, p));
  return [...out.filter((_, i) => !echo[i]), ...out.filter((_, i) => echo[i])];
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
export function fixFindings(
  text: string,
  lang: Lang,
  findings: readonly FixableFinding[],
  options: { packs?: PackSet; limit?: number; onReject?: CandidateOptions["onReject"]; cache?: FixCache } = {},
): FixRun {
  const doc = fixDocument(text, lang, options.packs, findings);
  const candidates = new Map<string, FixCandidate[]>();
  const adds = new WeakMap<FixCandidate, GatedAdd[]>();
  const present = options.cache ? [...doc.present].sort().join(",") : "";
  for (const f of findings) {
    if (!fixable(f)) continue;
    const ck = options.cache ? cacheKey(doc, f, options.limit ?? MAX_CANDIDATES, present) : null;
    const hit = ck ? options.cache!.get(ck.key) : undefined;
    let list: FixCandidate[];
    if (hit) {
      list = hit.candidates.map((c) => shift(c, ck!.from));
      list.forEach((c, i) => hit.adds[i].length && adds.set(c, hit.adds[i]));
    } else {
      const found: { c: FixCandidate; a: GatedAdd[] }[] = [];
      list = candidatesFor(doc, f, { limit: options.limit, onReject: options.onReject, onAccept: (c, a) => found.push({ c, a }) });
      for (const { c, a } of found) if (a.length) adds.set(c, a);
      if (ck) options.cache!.set(ck.key, { candidates: list.map((c) => shift(c, -ck.from)), adds: list.map((c) => found.find((x) => x.c === c)?.a ?? []) });
    }
    if (list.length > 0) candidates.set(f.id, list);
  }
  return { doc, candidates, adds };
}
