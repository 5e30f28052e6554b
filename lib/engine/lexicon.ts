// AI-lexicon overlap (seed 001 §16): flat per-language dictionaries matched per paragraph.
// All entries of a language are compiled into one Aho–Corasick automaton over their literal
// heads, so a paragraph is scanned once however many entries the lexicon has; `~` wildcards
// are then checked with bounded indexOf calls, which cannot backtrack exponentially.
import type { Lang, LexiconHit, TextRange } from "./types";
import { LANGS } from "./types";
import { LEXICON_SOURCES } from "../generated/sources";
import { codePointBefore, foldCase, isWordCodePoint } from "../text/chars";

export interface Lexicon {
  lang: Lang;
  strict: string[];
  phrases: string[];
}
export type LexiconSet = Partial<Record<Lang, Lexicon>>;

/** `## Strict matches` and `## Multi-word phrases` sections, one `- entry` per list item. */
export function parseLexicon(markdown: string, lang: Lang): Lexicon {
  const strict: string[] = [];
  const phrases: string[] = [];
  let section: string[] | null = null;
  for (const raw of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.*?)\s*$/.exec(raw);
    if (heading) {
      const title = heading[1].toLowerCase();
      section = title.startsWith("strict") ? strict : title.startsWith("multi-word") || title.startsWith("phrase") ? phrases : null;
      continue;
    }
    if (/^#\s/.test(raw)) {
      section = null;
      continue;
    }
    const item = /^[-*]\s+(.+?)\s*$/.exec(raw);
    if (!item || !section) continue;
    const entry = item[1].replace(/^`(.*)`$/, "$1").trim();
    if (entry && !section.includes(entry)) section.push(entry);
  }
  return { lang, strict, phrases };
}

let defaults: LexiconSet | null = null;

/** The shipped lexicons (lib/generated/sources.ts), parsed once. */
export function defaultLexicons(): LexiconSet {
  if (defaults) return defaults;
  const set: LexiconSet = {};
  for (const lang of LANGS) {
    const md = LEXICON_SOURCES[`ai-${lang}.md`];
    if (md !== undefined) set[lang] = parseLexicon(md, lang);
  }
  defaults = set;
  return set;
}

const CURLY_APOSTROPHES = /[\u2018\u2019\u02BC]/g;

/**
 * The matching form of a text or entry: case-folded, curly apostrophes made straight (so
 * "it’s important to" matches "it's important to"). Length-preserving, so offsets carry over.
 */
export function foldForLexicon(text: string): string {
  return straightenApostrophes(foldCase(text));
}

/** foldForLexicon of a text from its foldCase (which the detector needs too). */
export function straightenApostrophes(folded: string): string {
  return folded.replace(CURLY_APOSTROPHES, "'");
}

interface CompiledEntry {
  entry: string;
  section: "strict" | "phrase";
  /** Folded literal pieces between `~` wildcards; parts[0] is the automaton key. */
  parts: string[];
  wholeWord: boolean;
}

/** A lexicon compiled for one wildcard window (compileLexicon); cached per lexicon. */
export interface Automaton {
  entries: CompiledEntry[];
  /** Code unit → its index among the units used by any key; 0 for units no key contains. */
  classOf: Uint16Array;
  classCount: number;
  /**
   * The full transition table when it is small (DENSE_LIMIT): row `node * classCount`, one entry
   * per class holding the next row, or -(next row) - 1 when that node ends some entry. Null for
   * lexicons too large for it, which use the sparse tables below with failure links.
   */
  dense: Int32Array | null;
  /** Transitions out of the root, by class (0: stay at the root). */
  rootNext: Int32Array;
  /** Other transitions: open-addressing table keyed by node * classCount + class (a float: no int32 overflow on huge lexicons). */
  edgeKey: Float64Array;
  edgeNode: Int32Array;
  fail: Int32Array;
  /** Entry indexes ending at each node (own and inherited through failure links). */
  out: number[][];
  /** Length of each entry's head, to recover the match start from its end. */
  headLen: Int32Array;
  wildcardMax: number;
}

function edgeSlot(key: number, mask: number): number {
  return Math.imul(key, 0x9e3779b1) >>> 0 & mask;
}

function edgeLookup(edgeKey: Float64Array, edgeNode: Int32Array, key: number): number {
  const mask = edgeKey.length - 1;
  for (let k = edgeSlot(key, mask); ; k = (k + 1) & mask) {
    const stored = edgeKey[k];
    if (stored === key) return edgeNode[k];
    if (stored === -1) return -1;
  }
}

/** The node reached from `node` (not the root) on `cls`, or -1. */
function edgeTo(a: Automaton, node: number, cls: number): number {
  return edgeLookup(a.edgeKey, a.edgeNode, node * a.classCount + cls);
}

/** Largest dense table built (entries of 4 bytes); the shipped lexicons need under 100k. */
const DENSE_LIMIT = 1 << 20;

const automata = new WeakMap<Lexicon, Map<number, Automaton>>();

/** The automaton of `lex` for `wildcardMax`, built on first use and cached per lexicon. */
export function compileLexicon(lex: Lexicon, wildcardMax: number): Automaton {
  let byWindow = automata.get(lex);
  if (!byWindow) automata.set(lex, (byWindow = new Map()));
  const cached = byWindow.get(wildcardMax);
  if (cached) return cached;
  const automaton = buildAutomaton(lex, wildcardMax);
  byWindow.set(wildcardMax, automaton);
  return automaton;
}

// Apart from the cache lookup, which every analysis calls: V8 optimises that small function
// instead of compiling this whole build (run once per lexicon) again at each re-optimisation.
function buildAutomaton(lex: Lexicon, wildcardMax: number): Automaton {
  const entries: CompiledEntry[] = [];
  const add = (entry: string, section: "strict" | "phrase") => {
    const parts = foldForLexicon(entry).split("~").map((p) => p.trim()).filter((p) => p.length > 0);
    if (parts.length === 0) return;
    // Whole-word matching only makes sense where words are space-delimited; CJK strict
    // entries sit inside eojeol or run-on Han text, so they match as substrings.
    entries.push({ entry, section, parts, wholeWord: section === "strict" && lex.lang === "en" });
  };
  for (const e of lex.strict) add(e, "strict");
  for (const e of lex.phrases) add(e, "phrase");

  const next = new Map<number, number>();
  const out: number[][] = [[]];
  const headLen = new Int32Array(entries.length);
  entries.forEach((e, idx) => {
    const key = e.parts[0];
    headLen[idx] = key.length;
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const k = node * 65536 + key.charCodeAt(i);
      let child = next.get(k);
      if (child === undefined) {
        child = out.length;
        out.push([]);
        next.set(k, child);
      }
      node = child;
    }
    out[node].push(idx);
  });
  // Breadth-first failure links; children are found by scanning the transition map once.
  const children: Array<Array<[number, number]>> = out.map(() => []);
  for (const [k, child] of next) children[Math.floor(k / 65536)].push([k % 65536, child]);
  const fail = new Int32Array(out.length);
  const queue: number[] = [];
  for (const [, child] of children[0]) queue.push(child);
  for (let qi = 0; qi < queue.length; qi++) {
    const node = queue[qi];
    for (const [unit, child] of children[node]) {
      let f = fail[node];
      let target = next.get(f * 65536 + unit);
      while (target === undefined && f !== 0) {
        f = fail[f];
        target = next.get(f * 65536 + unit);
      }
      fail[child] = target !== undefined && target !== child ? target : 0;
      if (out[fail[child]].length) out[child] = out[child].concat(out[fail[child]]);
      queue.push(child);
    }
  }
  // Dense classes, a root row and a flat edge table: the scan does no Map lookups.
  const classOf = new Uint16Array(65536);
  let classCount = 1;
  for (const k of next.keys()) {
    const unit = k % 65536;
    if (classOf[unit] === 0) classOf[unit] = classCount++;
  }
  const rootNext = new Int32Array(classCount);
  let size = 16;
  while (size < next.size * 2) size *= 2;
  const edgeKey = new Float64Array(size).fill(-1);
  const edgeNode = new Int32Array(size);
  for (const [k, child] of next) {
    const node = Math.floor(k / 65536);
    const cls = classOf[k % 65536];
    if (node === 0) {
      rootNext[cls] = child;
      continue;
    }
    const key = node * classCount + cls;
    let slot = edgeSlot(key, size - 1);
    while (edgeKey[slot] !== -1) slot = (slot + 1) & (size - 1);
    edgeKey[slot] = key;
    edgeNode[slot] = child;
  }
  // Dense table: a node's missing transitions are its failure node's, filled in BFS order so
  // the failure node's row (shallower) is complete first. Each row starts as a copy of that
  // row and then takes the node's own edges: one hash lookup per node and class, run once per
  // thread before any of it is optimised, cost 20-30 ms of the first text's time.
  let dense: Int32Array | null = null;
  if (out.length * classCount <= DENSE_LIMIT) {
    const C = classCount;
    dense = new Int32Array(out.length * C);
    const row = (node: number) => node * C;
    const encode = (node: number) => (out[node].length ? -row(node) - 1 : row(node));
    for (let c = 1; c < C; c++) dense[c] = encode(rootNext[c]);
    for (const node of queue) {
      const at = row(node);
      const from = row(fail[node]);
      dense.copyWithin(at, from, from + C);
      for (const [unit, child] of children[node]) dense[at + classOf[unit]] = encode(child);
    }
  }
  return { entries, classOf, classCount, dense, rootNext, edgeKey, edgeNode, fail, out, headLen, wildcardMax };
}

function isWordBoundary(text: string, start: number, end: number, limitStart: number, limitEnd: number): boolean {
  if (start > limitStart && isWordCodePoint(codePointBefore(text, start))) return false;
  if (end < limitEnd && isWordCodePoint(text.codePointAt(end)!)) return false;
  return true;
}

/** End of the rest of a wildcard entry after its head ends at `from`, or -1. */
function matchTail(text: string, parts: string[], k: number, from: number, limit: number, max: number): number {
  if (k === parts.length) return from;
  const part = parts[k];
  // Search only the window: an unbounded indexOf would rescan the rest of the text per head.
  const windowEnd = Math.min(limit, from + max + part.length);
  const window = text.slice(from, windowEnd);
  for (let at = window.indexOf(part); at !== -1; at = window.indexOf(part, at + 1)) {
    const end = matchTail(text, parts, k + 1, from + at + part.length, limit, max);
    if (end !== -1) return end;
  }
  return -1;
}

// The matches of the current matchLexicon call, as flat (entry index, start, end) triples in
// the order found: a paragraph with no match (most of them) then allocates nothing, where a
// Map per paragraph was most of the matcher's garbage.
let matchList = new Int32Array(3 * 256);
let matchCount = 0; // triples in matchList

function recordMatch(idx: number, start: number, end: number): void {
  if (3 * matchCount === matchList.length) {
    const grown = new Int32Array(2 * matchList.length);
    grown.set(matchList);
    matchList = grown;
  }
  matchList[3 * matchCount] = idx;
  matchList[3 * matchCount + 1] = start;
  matchList[3 * matchCount + 2] = end;
  matchCount++;
}

/** Records the entries in `outs` whose head ends at folded[i] and whose tail and boundaries match. */
function collectMatches(a: Automaton, folded: string, outs: readonly number[], i: number, start: number, end: number): void {
  for (const idx of outs) {
    const e = a.entries[idx];
    const s = i + 1 - a.headLen[idx];
    let stop = i + 1;
    if (e.parts.length > 1) {
      stop = matchTail(folded, e.parts, 1, stop, end, a.wildcardMax);
      if (stop === -1) continue;
    }
    if (e.wholeWord && !isWordBoundary(folded, s, stop, start, end)) continue;
    recordMatch(idx, s, stop);
  }
}

/** The recorded matches as one hit per entry with its ranges in the order found, ordered by the start of each entry's first range, then by entry index. */
function groupMatches(a: Automaton): LexiconHit[] {
  const found = new Map<number, TextRange[]>();
  for (let m = 0; m < matchCount; m++) {
    const idx = matchList[3 * m];
    const range = { start: matchList[3 * m + 1], end: matchList[3 * m + 2] };
    const ranges = found.get(idx);
    if (ranges) ranges.push(range);
    else found.set(idx, [range]);
  }
  return [...found.entries()]
    .sort((x, y) => x[1][0].start - y[1][0].start || x[0] - y[0])
    .map(([idx, ranges]) => ({ entry: a.entries[idx].entry, section: a.entries[idx].section, ranges }));
}

/**
 * Lexicon entries found in folded[start, end) — `folded` must be foldForLexicon(text), so
 * ranges are offsets into text. An entry appears once with every range.
 */
export function findLexiconHits(folded: string, start: number, end: number, lex: Lexicon, wildcardMax = 40): LexiconHit[] {
  return matchLexicon(compileLexicon(lex, wildcardMax), folded, start, end);
}

/** findLexiconHits with the automaton already compiled (the engine compiles it once per document, not per paragraph). */
export function matchLexicon(a: Automaton, folded: string, start: number, end: number): LexiconHit[] {
  if (a.entries.length === 0) return [];
  matchCount = 0;
  const classOf = a.classOf;
  const dense = a.dense;
  if (dense !== null) {
    const C = a.classCount;
    let state = 0;
    for (let i = start; i < end; i++) {
      const v = dense[state + classOf[folded.charCodeAt(i)]];
      if (v >= 0) {
        state = v;
        continue;
      }
      state = -v - 1;
      collectMatches(a, folded, a.out[state / C], i, start, end);
    }
  } else {
    const rootNext = a.rootNext;
    const fail = a.fail;
    const out = a.out;
    let node = 0;
    for (let i = start; i < end; i++) {
      const cls = classOf[folded.charCodeAt(i)];
      if (cls === 0) {
        // No key contains this unit: every failure chain ends at the root.
        node = 0;
        continue;
      }
      let target = node === 0 ? rootNext[cls] : edgeTo(a, node, cls);
      while (target === -1) {
        node = fail[node];
        target = node === 0 ? rootNext[cls] : edgeTo(a, node, cls);
      }
      node = target;
      if (out[node].length !== 0) collectMatches(a, folded, out[node], i, start, end);
    }
  }
  return matchCount === 0 ? [] : groupMatches(a);
}

/** Entries per 1,000 tokens (each entry counted once per paragraph). */
export function lexiconDensity(entryCount: number, tokenCount: number): number {
  return tokenCount > 0 ? (entryCount / tokenCount) * 1000 : 0;
}
