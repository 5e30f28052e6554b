// Every fix is verified before it is offered, on the sentence it changes: its finding's
// tell is gone and no pattern gained an occurrence (re-detection on the window), nothing
// protected (numbers, names, dates, URLs, code, quotes) was touched, no agreement fault was
// added (articles, particles, capitals, spaces, punctuation), and the meaning check finds no
// HARD FAIL. A fix that fails any of these is dropped.
import { findProtectedSpans, type ProtectedIndex } from "../detector/protected";
import type { Lang, TextRange } from "../engine/types";
import type { CompiledLanguage, PackSet } from "../packs/types";
import { addedFault, faultCounts, type FaultCounts } from "./agreement";
import { meaningUnchanged, SignatureCache } from "./meaning-screen";
import { checkHits, scanWindow, type WindowHit } from "./scan";
import { sentenceAround } from "./sentences";
import type { SiteFinding } from "./site";
import type { FixEdit } from "./types";

export interface FixDocument {
  text: string;
  lang: Lang;
  packs: PackSet;
  compiled: CompiledLanguage;
  /** The whole text's protected spans. */
  guard: ProtectedIndex;
  /** Window text → its scan, shared by every fix verified on the same sentence. */
  scans: Map<string, WindowHit[]>;
  /** Patterns the document already has findings of. */
  present: Set<string>;
  /** Raw occurrences per pattern in the whole text, counted when a fix first needs them. */
  rawCounts?: Map<string, number>;
  /** What each sentence window is before any edit (its faults, protected strings), read once. */
  windows?: Map<string, WindowFacts>;
  /** Meaning signatures of the windows read before and after edits (settleMeaning reads them again). */
  signatures?: SignatureCache;
  /**
   * Verdicts by everything a verdict is read from past the first checks (verdictKey): a fix
   * proposed again on the same sentence (a repeated template, the editor's next keystroke) is
   * not judged again. A FixCache lends its own so verdicts outlive the document.
   */
  verdicts?: VerdictCache;
  /** While set, every gate room a verdict reads, by `${matcherKey}\u0001${gate}` (a cache checks them on reuse). */
  roomsRead?: Map<string, GateRoom>;
}

/** A density gate's room as a verdict read it: what reusing the verdict must find again. */
export interface GateRoom {
  matcherKey: string;
  gate: number;
  room: number;
}

function noteRoom(doc: FixDocument, r: GateRoom): void {
  doc.roomsRead?.set(`${r.matcherKey}\u0001${r.gate}`, r);
}

/** Verdicts kept for reuse, with the gate rooms each one read. */
export class VerdictCache {
  private readonly map = new Map<string, { verdict: Verdict; rooms: GateRoom[] }>();
  constructor(private readonly max = 8192) {}
  get(key: string) {
    return this.map.get(key);
  }
  set(key: string, value: { verdict: Verdict; rooms: GateRoom[] }) {
    if (this.map.size >= this.max) this.map.clear();
    this.map.set(key, value);
  }
}

/** Whether every gate room read when a verdict was made reads the same in this document. */
export function roomsHold(doc: FixDocument, rooms: readonly GateRoom[]): boolean {
  for (const r of rooms) if (roomOf(doc, r.matcherKey, r.gate) !== r.room) return false;
  return true;
}

interface WindowFacts {
  faults: FaultCounts;
  kept: Map<string, number>;
  /** Digits (any script's) in the window. */
  digits: number;
  /** Its scan's occurrences per pattern (the scan itself is in doc.scans). */
  counts?: Map<string, number>;
}

const digitCount = (s: string) => s.match(/\p{N}/gu)?.length ?? 0;

/** The document's signature cache, made on first use. */
export function signaturesOf(doc: FixDocument): SignatureCache {
  return (doc.signatures ??= new SignatureCache(doc.lang));
}

function factsOf(doc: FixDocument, text: string): WindowFacts {
  const map = (doc.windows ??= new Map());
  let f = map.get(text);
  if (!f) {
    if (map.size > 4096) map.clear();
    map.set(text, (f = { faults: faultCounts(text, doc.lang), kept: protectedTexts(text, doc.lang), digits: digitCount(text) }));
  }
  return f;
}

/**
 * How many more occurrences of one gated matcher ("{pattern}#{matcher}") the document can take
 * before its gate opens: the gate, less one, less what the whole text already has; 0 when the
 * pattern is already found.
 */
export function gateRoom(doc: FixDocument, matcherKey: string, gate: number): number {
  const room = roomOf(doc, matcherKey, gate);
  noteRoom(doc, { matcherKey, gate, room });
  return room;
}

function roomOf(doc: FixDocument, matcherKey: string, gate: number): number {
  if (gate <= 1 || doc.present.has(matcherKey.slice(0, matcherKey.lastIndexOf("#")))) return 0;
  if (!doc.rawCounts) {
    doc.rawCounts = new Map();
    for (const h of scanWindow(doc.compiled, doc.text, doc.lang)) doc.rawCounts.set(h.matcherKey, (doc.rawCounts.get(h.matcherKey) ?? 0) + 1);
  }
  return Math.max(0, gate - 1 - (doc.rawCounts.get(matcherKey) ?? 0));
}

export type RejectReason = "no-op" | "range" | "protected" | "agreement" | "tell-remains" | "new-tell" | "protected-text" | "meaning";

/**
 * ok: the edits pass; `adds` lists the density-gated patterns they add an occurrence of (the
 * document has none of them yet, so one more is no finding; applying many fixes counts them).
 */
export type Verdict = { ok: true; adds: GatedAdd[] } | { ok: false; why: RejectReason; detail?: string };

/** Occurrences a fix adds of one gated matcher. */
export interface GatedAdd {
  matcherKey: string;
  gate: number;
  count: number;
}

/** A window of the text and the edits applied to it. */
export interface WindowEdit {
  window: TextRange;
  before: string;
  after: string;
  /** Where the edits' new text sits in `after` (one range per edit, in order). */
  regions: TextRange[];
}

/** The sentence(s) around the edits, before and after applying them (edits sorted, disjoint). */
export function windowOf(text: string, edits: readonly FixEdit[], around?: TextRange): WindowEdit {
  let ws = Math.min(...edits.map((e) => e.start), around?.start ?? Infinity);
  let we = Math.max(...edits.map((e) => e.end), around?.end ?? -Infinity);
  const s = sentenceAround(text, ws, we);
  ws = Math.min(ws, s.start);
  we = Math.max(we, s.end);
  let after = "";
  let at = ws;
  const regions: TextRange[] = [];
  for (const e of edits) {
    after += text.slice(at, e.start);
    regions.push({ start: after.length, end: after.length + e.replacement.length });
    after += e.replacement;
    at = e.end;
  }
  after += text.slice(at, we);
  return { window: { start: ws, end: we }, before: text.slice(ws, we), after, regions };
}

function scanOf(doc: FixDocument, text: string): WindowHit[] {
  let hits = doc.scans.get(text);
  if (!hits) {
    hits = scanWindow(doc.compiled, text, doc.lang);
    if (doc.scans.size > 4096) doc.scans.clear();
    doc.scans.set(text, hits);
  }
  return hits;
}

function countsByPattern(hits: readonly WindowHit[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const h of hits) m.set(h.patternId, (m.get(h.patternId) ?? 0) + 1);
  return m;
}

/** A window offset before the edits → the same place after them (inside an edit: its new text's start or end). */
function mapPos(w: WindowEdit, edits: readonly FixEdit[], pos: number, isEnd: boolean): number {
  let shift = 0;
  for (let i = 0; i < edits.length; i++) {
    const s = edits[i].start - w.window.start;
    const e = edits[i].end - w.window.start;
    if (pos < s || (pos === s && !isEnd)) break;
    if (pos < e || (pos === e && isEnd && e > s)) return isEnd ? w.regions[i].end : w.regions[i].start;
    shift = w.regions[i].end - e;
  }
  return pos + shift;
}

const touches = (r: TextRange, s: number, e: number) => (s === e ? r.start < s && r.end > s : r.start < e && r.end > s);

function protectedTexts(text: string, lang: Lang): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of findProtectedSpans(text, lang)) {
    const t = text.slice(p.start, p.end);
    m.set(t, (m.get(t) ?? 0) + 1);
  }
  return m;
}

function occurrences(text: string, needle: string): number {
  let n = 0;
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) n++;
  return n;
}

/**
 * Verifies edits (one fix, or several fixes composed in one sentence) for the findings they
 * answer. `findings[i]` is answered by `edits[i]`.
 */
export function verifyEdits(doc: FixDocument, findings: readonly SiteFinding[], edits: readonly FixEdit[], options: { meaning?: boolean } = {}): Verdict {
  const { text } = doc;
  for (const e of edits) {
    if (e.start < 0 || e.end > text.length || e.start > e.end) return { ok: false, why: "range" };
    if (text.slice(e.start, e.end) === e.replacement) return { ok: false, why: "no-op" };
    if (doc.guard.overlaps(e.start, Math.max(e.end, e.start + 1))) return { ok: false, why: "protected" };
  }
  const w = windowOf(text, edits);
  if (!doc.verdicts) return judge(doc, findings, edits, w, options);
  const key = verdictKey(doc, findings, edits, w, options);
  const kept = doc.verdicts.get(key);
  if (kept && roomsHold(doc, kept.rooms)) {
    for (const r of kept.rooms) noteRoom(doc, r);
    return kept.verdict;
  }
  const outer = doc.roomsRead;
  const rooms = (doc.roomsRead = new Map<string, GateRoom>());
  try {
    const verdict = judge(doc, findings, edits, w, options);
    doc.verdicts.set(key, { verdict, rooms: [...rooms.values()] });
    return verdict;
  } finally {
    doc.roomsRead = outer;
    if (outer) for (const [k, v] of rooms) outer.set(k, v);
  }
}

/**
 * Everything judge reads: the window before the edits (the window after is made from it and
 * the edits), the edits and the findings' spans relative to it, the findings' patterns and
 * words, whether meaning is checked, and the language. The gate rooms it reads are the
 * document's, kept beside the verdict and checked on reuse (roomsHold).
 */
function verdictKey(doc: FixDocument, findings: readonly SiteFinding[], edits: readonly FixEdit[], w: WindowEdit, options: { meaning?: boolean }): string {
  const at = w.window.start;
  let key = `${doc.lang}\u0001${options.meaning === false ? 0 : 1}\u0001${w.before}`;
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i];
    const e = edits[i];
    key += `\u0001${f.patternId}\u0002${f.start - at}\u0002${f.end - at}\u0002${doc.text.slice(f.start, f.end)}\u0002${e.start - at}\u0002${e.end - at}\u0002${e.replacement}`;
  }
  return key;
}

/** The checks past range, no-op and protected spans, on the window of the edits. */
function judge(doc: FixDocument, findings: readonly SiteFinding[], edits: readonly FixEdit[], w: WindowEdit, options: { meaning?: boolean }): Verdict {
  const { lang } = doc;
  const facts = factsOf(doc, w.before);
  const fault = addedFault(w.before, w.after, lang, facts.faults);
  if (fault) return { ok: false, why: "agreement", detail: fault };

  // Re-detection: each finding's tell is gone, and no pattern has more occurrences than before.
  const before = scanOf(doc, w.before);
  const after = scanOf(doc, w.after);
  const countsBefore = (facts.counts ??= countsByPattern(before));
  const countsAfter = countsByPattern(after);
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i];
    const region = w.regions[i];
    const span = { start: f.start - w.window.start, end: f.end - w.window.start };
    const raw = before.some((h) => h.patternId === f.patternId && h.start < span.end && h.end > span.start);
    if (raw) {
      // Fewer of the pattern's occurrences over the finding and its edit than before (a neighbouring
      // tell of the same pattern that the edit now borders is that tell, not this one).
      const e = edits[i];
      const edited = { start: Math.min(e.start, f.start) - w.window.start, end: Math.max(e.end, f.end) - w.window.start };
      const mapped = { start: Math.min(region.start, mapPos(w, edits, edited.start, false)), end: Math.max(region.end, mapPos(w, edits, edited.end, true)) };
      const was = before.filter((h) => h.patternId === f.patternId && h.start < edited.end && h.end > edited.start).length;
      const now = after.filter((h) => h.patternId === f.patternId && touches(h, mapped.start, mapped.end)).length;
      if (now >= was) return { ok: false, why: "tell-remains", detail: f.patternId };
      continue;
    }
    // A check's finding (emoji, bold, dashes, list headers, sentence openers): the check, re-run on the window.
    const def = doc.packs.byId.get(f.patternId);
    const hitsBefore = def ? checkHits(def, w.before, lang) : [];
    if (hitsBefore.some((h) => h.start < span.end && h.end > span.start)) {
      const hitsAfter = def ? checkHits(def, w.after, lang) : [];
      if (hitsAfter.some((h) => touches(h, region.start, region.end)) || hitsAfter.length >= hitsBefore.length) {
        return { ok: false, why: "tell-remains", detail: f.patternId };
      }
      continue;
    }
    // Neither finds it on a window: the edit must at least take the flagged words out.
    const e = edits[i];
    if (e.start > f.start || e.end < f.end || e.replacement.toLowerCase().includes(doc.text.slice(f.start, f.end).trim().toLowerCase())) {
      return { ok: false, why: "tell-remains", detail: f.patternId };
    }
  }
  const adds: GatedAdd[] = [];
  for (const [p, n] of countsAfter) {
    if (n <= (countsBefore.get(p) ?? 0)) continue;
    // Added occurrences of gated matchers, while the document stays under each gate, are no finding.
    const perMatcher = new Map<string, GatedAdd>();
    for (const h of after) if (h.patternId === p) perMatcher.set(h.matcherKey, { matcherKey: h.matcherKey, gate: h.gate, count: (perMatcher.get(h.matcherKey)?.count ?? 0) + 1 });
    for (const h of before) if (h.patternId === p) { const e = perMatcher.get(h.matcherKey); if (e) e.count--; }
    for (const e of perMatcher.values()) {
      if (e.count <= 0) continue;
      if (gateRoom(doc, e.matcherKey, e.gate) < e.count) return { ok: false, why: "new-tell", detail: p };
      adds.push(e);
    }
  }
  // Nothing protected lost or gained (numbers, names, dates, URLs, code, quotes).
  const keptBefore = facts.kept;
  for (const [t, n] of keptBefore) if (occurrences(w.after, t) < n) return { ok: false, why: "protected-text", detail: t };
  if (digitCount(w.after) > facts.digits) return { ok: false, why: "protected-text", detail: "a number was added" };

  if (options.meaning !== false) {
    if (meaningUnchanged(w.before, w.after, lang, signaturesOf(doc))) return { ok: true, adds };
    const m = signaturesOf(doc).check(w.before, w.after);
    if (m.hard_fail > 0) return { ok: false, why: "meaning", detail: m.anchors.find((a) => a.verdict === "HARD FAIL")?.reason };
  }
  return { ok: true, adds };
}

