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
import { patternReach, rulesFor } from "./rules";
import { regionOf, textEdges, withinLines, type Region, type TextEdges } from "./reach";
import { indexSentences } from "./sentences";
import { FixSite, type SiteFinding } from "./site";
import { MAX_CANDIDATES, type FixCandidate, type Proposal } from "./types";
import { roomsHold, VerdictCache, verifyEdits, type FixDocument, type GatedAdd, type GateRoom, type RejectReason } from "./verify";

/** What the engine reads of a finding (a report's findings, or the editor's slimmer ones). */
export type FixableFinding = Pick<FindingFields, "id" | "patternId" | "start" | "end" | "scoreOnly"> & { scope: Finding["scope"] };

/** A finding the engine can answer: span-scoped, not score-only (viral hooks are scored, never rewritten). */
export function fixable(f: Pick<Finding, "scope" | "scoreOnly" | "start" | "end">): boolean {
  return f.scope === "span" && !f.scoreOnly && f.end > f.start;
}

export function fixDocument(text: string, lang: Lang, packs: PackSet = defaultPackSet(), findings: readonly Pick<Finding, "patternId">[] = []): FixDocument {
  // Its sentences are asked for at every finding, proposal and window.
  indexSentences(text);
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
 * Verified fixes remembered by everything they were read from (lib/fix/reach.ts), for the
 * editor's worker and for one document's template-built paragraphs: a keystroke changes one
 * sentence, and every other finding's fixes are taken from here instead of being proposed and
 * verified again. It keeps verdicts too (a fix proposed again on the same sentence), and
 * serves one pack set: given another, it starts over.
 */
export class FixCache {
  private readonly map = new Map<string, CachedFixes>();
  private packs: PackSet | null = null;
  verdicts = new VerdictCache();
  constructor(private readonly max = 4000) {}
  /** The cache for documents read with these packs (emptied when they change). */
  servePacks(packs: PackSet): this {
    if (this.packs !== packs) {
      this.map.clear();
      this.verdicts = new VerdictCache();
      this.packs = packs;
    }
    return this;
  }
  get(key: string) {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: CachedFixes) {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, value);
  }
}

interface CachedFixes {
  /** Relative to the region's start. */
  candidates: FixCandidate[];
  adds: GatedAdd[][];
  /** The gate rooms verification read, checked against the document on reuse. */
  rooms: GateRoom[];
}

/**
 * The key of a finding's fixes: its region's text and what lies beyond it, the finding's place
 * and pattern, the protected spans over the region, the language and the number of fixes
 * asked for. Null when the finding's fixes are not kept (a rule of its pattern reads the whole
 * document, or the region is one enormous line).
 */
function fixesKey(doc: FixDocument, f: SiteFinding, limit: number, edges: TextEdges): { key: string; region: Region } | null {
  const reach = patternReach(f.patternId);
  if (reach === null) return null;
  const region = regionOf(doc.text, f, edges, reach);
  if (!region) return null;
  const { lo, hi } = region;
  let guarded = "";
  for (const p of doc.guard.spans) if (p.end > lo && p.start < hi) guarded += `${p.start - lo}-${p.end - lo},`;
  return { key: `${doc.lang}\u0001${f.patternId}\u0001${limit}\u0001${f.start - lo}:${f.end - lo}\u0001${region.beyond}\u0001${guarded}\u0001${doc.text.slice(lo, hi)}`, region };
}

const shift = (c: FixCandidate, by: number): FixCandidate => ({ ...c, start: c.start + by, end: c.end + by });

export interface CandidateOptions {
  /** Density-gated patterns each kept fix adds (apply.ts keeps them under the gate). */
  onAccept?: (candidate: FixCandidate, adds: GatedAdd[]) => void;
  /** At most this many verified fixes (default 3). */
  limit?: number;
  /** Told why each dropped proposal failed (bench:fix reads this). */
  onReject?: (why: RejectReason, proposal: Proposal, detail?: string) => void;
  /** Told every proposal, verified or not (a cache checks where they reach). */
  onProposals?: (proposals: readonly Proposal[]) => void;
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
  const proposals = proposalsFor(doc, finding);
  options.onProposals?.(proposals);
  for (const p of proposals) {
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
  const cache = options.cache?.servePacks(doc.packs);
  const limit = options.limit ?? MAX_CANDIDATES;
  if (cache) doc.verdicts = cache.verdicts;
  const edges = cache ? textEdges(text) : null;
  for (const f of findings) {
    if (!fixable(f)) continue;
    const ck = cache ? fixesKey(doc, f, limit, edges!) : null;
    const hit = ck ? cache!.get(ck.key) : undefined;
    let list: FixCandidate[];
    if (hit && roomsHold(doc, hit.rooms)) {
      const by = ck!.region.lo;
      list = hit.candidates.map((c) => shift(c, by));
      list.forEach((c, i) => hit.adds[i].length && adds.set(c, hit.adds[i]));
    } else {
      const found: { c: FixCandidate; a: GatedAdd[] }[] = [];
      let inLines = true;
      const rooms = ck ? (doc.roomsRead = new Map<string, GateRoom>()) : null;
      list = candidatesFor(doc, f, {
        limit: options.limit,
        onReject: options.onReject,
        onAccept: (c, a) => found.push({ c, a }),
        onProposals: ck ? (ps) => (inLines = ps.every((p) => withinLines(ck.region, p))) : undefined,
      });
      doc.roomsRead = undefined;
      for (const { c, a } of found) if (a.length) adds.set(c, a);
      // Fixes whose proposals all stay within the finding's lines were read from the region only.
      if (ck && inLines) {
        const by = -ck.region.lo;
        cache!.set(ck.key, { candidates: list.map((c) => shift(c, by)), adds: list.map((c) => found.find((x) => x.c === c)?.a ?? []), rooms: [...rooms!.values()] });
      }
    }
    if (list.length > 0) candidates.set(f.id, list);
  }
  return { doc, candidates, adds };
}
