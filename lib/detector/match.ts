// One combined pass per language: the automaton finds every term head and every regex
// `requires` literal at once; `~` tails are then looked up within the sentence, and only
// regexes whose literals occurred run at all. Offsets come back in original-text units.
import type { CompiledAnchor, CompiledLanguage, RegexMatcher } from "../packs/types";
import { codePointBefore, foldCase, isWordCodePoint } from "../text/chars";
import type { MatchView } from "../text/normalize";
import { activeProfiler } from "./profile";
import { execInWindows, execWindowsBounded, windowCost, windowPositions, type Windows } from "./windowed";

export interface RawMatch {
  pattern: number;
  matcher: number;
  start: number;
  end: number;
  /** The term as written in the pack (terms matchers). */
  term?: string;
  replacement?: string;
}

const WILDCARD_MAX = 40;
const SENTENCE_STOP = /[.!?。！？\n]/;

function isWordAt(text: string, i: number): boolean {
  return i >= 0 && i < text.length && isWordCodePoint(text.codePointAt(i)!);
}
function isWordBefore(text: string, i: number): boolean {
  return i > 0 && isWordCodePoint(codePointBefore(text, i));
}

/** A whole-word match in `en`: no word character just outside a side that is itself a word character. */
function wholeWord(text: string, start: number, end: number): boolean {
  if (isWordAt(text, start) && isWordBefore(text, start)) return false;
  if (isWordBefore(text, end) && isWordAt(text, end)) return false;
  return true;
}

/** End of the `~` term whose head ends at headEnd, or -1: each tail piece within 40 chars, same sentence. */
export function wildcardEnd(folded: string, pieces: string[], headEnd: number, en: boolean): number {
  let pos = headEnd;
  for (let k = 1; k < pieces.length; k++) {
    const piece = pieces[k];
    const limit = Math.min(folded.length, pos + WILDCARD_MAX + piece.length);
    // Searched within the reach only: an unbounded indexOf would read to the end of the text
    // on every head whose tail is absent.
    const reach = folded.slice(pos, limit);
    let at = reach.indexOf(piece);
    while (at !== -1 && en && !wholeWord(folded, pos + at, pos + at + piece.length)) at = reach.indexOf(piece, at + 1);
    if (at === -1) return -1;
    const found = pos + at;
    if (SENTENCE_STOP.test(folded.slice(pos, found))) return -1;
    pos = found + piece.length;
  }
  return pos;
}

/** `$1`, `$<name>`, `$&`, `$$` in a replace template. */
export function expandTemplate(template: string, m: RegExpExecArray): string {
  return template.replace(/\$(\$|&|\d{1,2}|<([^>]+)>)/g, (all, what: string, name: string | undefined) => {
    if (what === "$") return "$";
    if (what === "&") return m[0];
    if (name !== undefined) return m.groups?.[name] ?? "";
    const n = Number(what);
    return n < m.length ? (m[n] ?? "") : all;
  });
}

/** Share of the text past which trying a regex only near its anchors costs more than one full scan. */
const WINDOWED_MAX_SHARE = 0.5;
/** What one sticky attempt costs, in characters of a full scan (call overhead included). */
const STICKY_ATTEMPT_COST = 40;

/** Records one regex hit (its span group if it has one) in original offsets. */
function pushHit(m: RegexMatcher, pattern: number, matcher: number, view: MatchView, out: RawMatch[], hit: RegExpExecArray): void {
  let s = hit.index;
  let e = s + hit[0].length;
  const span = m.hasSpanGroup ? hit.indices?.groups?.span : undefined;
  if (span) [s, e] = span;
  if (e <= s) return;
  out.push({
    pattern,
    matcher,
    start: view.toOriginal(s),
    end: view.toOriginalEnd(e),
    replacement: m.replace !== undefined ? expandTemplate(m.replace, hit) : undefined,
  });
}

// The hit callbacks below are anonymous arguments on purpose: a named per-call closure
// (`const onHit = …`) costs a defineProperty per call under tsx's keepNames transform.
function runRegex(m: RegexMatcher, pattern: number, matcher: number, view: MatchView, out: RawMatch[], windows: Windows | null, reach: number) {
  const re = m.regex;
  const vt = view.text;
  if (windows) {
    if (reach === Infinity) {
      // Unbounded: each start position in the windows is tried on its own.
      execInWindows(re, vt, windows, (hit) => {
        if (hit[0].length > 0) pushHit(m, pattern, matcher, view, out, hit);
      });
    } else execWindowsBounded(re, vt, windows, reach, (hit) => pushHit(m, pattern, matcher, view, out, hit));
    return;
  }
  re.lastIndex = 0;
  for (let hit = re.exec(vt); hit; hit = re.exec(vt)) {
    if (hit[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    pushHit(m, pattern, matcher, view, out, hit);
  }
  re.lastIndex = 0;
}

/**
 * Where a regex's matches can start, from its anchor literals' occurrences (start offsets, in
 * the order the automaton reported them: by end); null when a full scan is cheaper.
 */
function anchorWindows(anchor: CompiledAnchor, found: number[] | undefined, text: string): Windows | null {
  let starts = found ?? [];
  // Reported by end: literals of different lengths can start out of order.
  if (!isSorted(starts)) starts.sort(byNumber);
  if (anchor.chain) starts = chainStarts(starts, anchor.chain);
  const windows: Windows = anchor.back ? backWindows(anchor, anchor.back, starts, text) : [];
  if (!anchor.back) {
    for (const q of starts) {
      const b = q - anchor.preMin;
      if (b < 0) continue;
      windows.push(Math.max(0, q - anchor.preMax), b);
    }
  }
  const cost =
    anchor.reach === Infinity ? windowPositions(windows) * STICKY_ATTEMPT_COST : windowCost(windows, anchor.reach);
  return cost <= text.length * WINDOWED_MAX_SHARE ? windows : null;
}

function isSorted(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i] < list[i - 1]) return false;
  return true;
}

function byNumber(a: number, b: number): number {
  return a - b;
}

/** Notes an anchor literal's occurrence at `start` for every regex anchored on it. */
function noteAnchorHit(lang: CompiledLanguage, anchor: number, start: number, starts: (number[] | undefined)[]): void {
  const list = lang.anchorRegexes;
  for (let i = lang.anchorRegexFrom[anchor], stop = lang.anchorRegexFrom[anchor + 1]; i < stop; i++) (starts[list[i]] ??= []).push(start);
}

/**
 * The occurrences (sorted) that open a chain of `count` occurrences, each gapMin…gapMax past
 * the one before: where a chain-anchored match's first separator can be. Other occurrences
 * may sit between the chain's (a literal the repeated part can also hold), so chains are
 * looked for among all later ones within reach, not only the next.
 */
export function chainStarts(starts: readonly number[], chain: NonNullable<CompiledAnchor["chain"]>): number[] {
  const { count, gapMin, gapMax } = chain;
  // longest[i]: the longest chain starts[i] opens, counted up to `count`; filled from the end.
  const longest = new Int32Array(starts.length);
  for (let i = starts.length - 1; i >= 0; i--) {
    let best = 1;
    for (let j = i + 1; j < starts.length && starts[j] - starts[i] <= gapMax && best < count; j++) {
      if (starts[j] - starts[i] >= gapMin && longest[j] + 1 > best) best = longest[j] + 1;
    }
    longest[i] = best;
  }
  const out: number[] = [];
  for (let i = 0; i < starts.length; i++) if (longest[i] >= count) out.push(starts[i]);
  return out;
}

/**
 * A back-anchor's windows. A match with the literal at q ends its run of at least `lo` unit
 * characters preMin…preMax before q, so the run starts at or before q - preMin - lo, and every
 * unit from its start up to q - preMax is in the run: no earlier than where that run begins.
 * When the run starts where a run of units does (wordStart), of the positions before
 * q - preMax only that start can open it. The match starts leadMin…leadMax before the run.
 * Windows stay sorted (or repeat one already listed): a later hit's run starts where this
 * one's does, or at or past q - preMax.
 */
function backWindows(anchor: CompiledAnchor, back: NonNullable<CompiledAnchor["back"]>, starts: number[], text: string): Windows {
  const windows: Windows = [];
  const { unit, leadMin, leadMax } = back;
  for (const q of starts) {
    const b = q - anchor.preMin - back.lo;
    if (b - leadMin < 0) continue;
    const j = Math.max(0, q - anchor.preMax);
    let a = j;
    while (a > 0 && unit[text.charCodeAt(a - 1)] === 1) a--;
    if (!back.wordStart) windows.push(Math.max(0, a - leadMax), b - leadMin);
    else {
      if (a < j && a - leadMin >= 0) windows.push(Math.max(0, a - leadMax), a - leadMin);
      if (j <= b) windows.push(Math.max(0, j - leadMax), b - leadMin);
    }
  }
  return windows;
}

const labelsByLanguage = new WeakMap<CompiledLanguage, string[]>();

/** Profiler labels of the language's regexes, built once: a label per regex per text would add to what is timed. */
function regexLabels(lang: CompiledLanguage): string[] {
  let labels = labelsByLanguage.get(lang);
  if (!labels) labelsByLanguage.set(lang, (labels = lang.regexes.map((r) => `regex:${lang.patterns[r.pattern].id}#${r.matcher}`)));
  return labels;
}

/** Whether one of the gate's requires-literals occurred (an empty gate is open). */
function gateOpen(gate: readonly number[], found: Uint8Array): boolean {
  if (gate.length === 0) return true;
  for (const g of gate) if (found[g] === 1) return true;
  return false;
}

/** Every term and regex match of the language's packs in the text (checks run elsewhere). */
export function findMatches(
  lang: CompiledLanguage,
  view: MatchView,
  enabled?: (pattern: number) => boolean,
  /** foldCase(view.text), when the caller already has it. */
  folded: string = foldCase(view.text),
): RawMatch[] {
  const t0 = activeProfiler() ? performance.now() : 0;
  const out: RawMatch[] = [];
  const found = new Uint8Array(lang.requiresLiterals.length);
  const en = lang.lang === "en";
  // Regex index → start offsets of its anchor literals' occurrences. Kept per regex rather than
  // per literal: a regex anchored on dozens of literals would otherwise visit each one's list.
  const anchorStarts = new Array<number[] | undefined>(lang.regexes.length);
  lang.automaton.scan(folded, (k, start, end) => {
    const req = lang.keywordRequire[k];
    if (req !== -1) {
      found[req] = 1;
      return;
    }
    const anchor = lang.keywordAnchor[k];
    if (anchor !== -1) {
      noteAnchorHit(lang, anchor, start, anchorStarts);
      return;
    }
    const entry = lang.terms[lang.keywordTerm[k]];
    if (enabled && !enabled(entry.pattern)) return;
    let stop = end;
    if (entry.pieces.length > 1) {
      stop = wildcardEnd(folded, entry.pieces, end, en);
      if (stop === -1) return;
    }
    if (en && !wholeWord(folded, start, stop)) return;
    const def = lang.patterns[entry.pattern];
    const m = def.matchers[entry.matcher];
    out.push({
      pattern: entry.pattern,
      matcher: entry.matcher,
      start: view.toOriginal(start),
      end: view.toOriginalEnd(stop),
      term: entry.term,
      replacement: m.kind === "terms" ? m.fixes[entry.term] : undefined,
    });
  });
  const prof = activeProfiler();
  let lap = prof ? performance.now() : 0;
  if (prof) prof.add("stage:automaton", lap - t0);
  // ſ matches s under the i and u flags but is no "s" to the automaton: anchors that rely on
  // an s are not used on text that has one.
  const longS = view.text.includes("\u017f");
  for (let i = 0; i < lang.regexes.length; i++) {
    const r = lang.regexes[i];
    if (enabled && !enabled(r.pattern)) continue;
    if (!gateOpen(r.gate, found)) continue;
    const m = lang.patterns[r.pattern].matchers[r.matcher];
    if (m.kind !== "regex") continue;
    const anchor = r.anchor;
    const windows = anchor && !(longS && anchor.longS) ? anchorWindows(anchor, anchorStarts[i], view.text) : null;
    if (!windows || windows.length > 0) runRegex(m, r.pattern, r.matcher, view, out, windows, anchor?.reach ?? 0);
    if (prof) {
      const now = performance.now();
      prof.add(regexLabels(lang)[i], now - lap);
      lap = now;
    }
  }
  return out;
}

/**
 * Overlapping ranges are one occurrence: the earliest, longest wins ("pivotal role" over
 * "pivotal", one regex hit over a term inside it). Returns the kept items in document order.
 */
export function dedupeOverlaps<T extends { start: number; end: number }>(items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: T[] = [];
  let lastEnd = -1;
  for (const m of sorted) {
    if (m.start < lastEnd) continue;
    out.push(m);
    lastEnd = m.end;
  }
  return out;
}
