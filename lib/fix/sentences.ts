// Where a sentence around an offset starts and ends, found by scanning the text itself:
// cheap, independent of whether the engine skipped stylometry, and the same for a window
// as for the whole document. A boundary is a line break, sentence punctuation followed by
// a space (or, in Chinese and Japanese, the full-width stops on their own).
import type { TextRange } from "../engine/types";

const CLOSERS = new Set(["\"", "'", "”", "’", ")", "]", "」", "』", "）", "*", "_"]);
const STOPS = new Set([".", "!", "?"]);
const WIDE_STOPS = new Set(["。", "！", "？"]);

/**
 * How far a sentence is looked for on either side of an offset: text without stops (a pasted
 * log, 100,000 characters on one line) gets windows of this size instead of one window the
 * length of the text for every finding in it.
 */
export const MAX_REACH = 600;

const isHSpace = (c: string) => c === " " || c === "\t" || c === "\u00a0" || c === "\u3000";

/** Whether a sentence can start at i (a boundary lies just before it). */
export function boundaryBefore(text: string, i: number): boolean {
  if (i <= 0) return true;
  const prev = text[i - 1];
  if (prev === "\n" || prev === "\r") return true;
  if (WIDE_STOPS.has(prev)) return true;
  if (!isHSpace(prev)) {
    // "。」" and "。）" end a sentence too.
    let k = i - 1;
    while (k > 0 && CLOSERS.has(text[k])) k--;
    return k < i - 1 && WIDE_STOPS.has(text[k]);
  }
  let k = i - 1;
  while (k > 0 && isHSpace(text[k])) k--;
  while (k > 0 && CLOSERS.has(text[k])) k--;
  return STOPS.has(text[k]) || WIDE_STOPS.has(text[k]) || text[k] === "\n";
}

/**
 * A document's boundaries, read once: the engine asks for the sentence around many offsets of
 * the same document (every finding, every proposal, every window), and walking back and forth
 * character by character each time was a good part of its cost. `starts[i]` is the last
 * offset j <= i a sentence can start at (boundaryBefore); `special[i]` the first offset k >= i
 * holding a line break or a stop (the only characters sentenceEnd acts on). Only texts handed
 * to indexSentences get one (the fix engine's documents): a window or a rewrite is read once
 * or twice, and its walk is cheaper than its table.
 */
interface Bounds {
  text: string;
  /** Questions asked so far: the table is built once they would have cost more than it does. */
  asked: number;
  starts: Int32Array | null;
  special: Int32Array | null;
}

/** Texts shorter than this are walked: a table would cost more than it saves. */
const TABLE_MIN = 256;
/**
 * A walk reads one sentence; a table reads the whole text once. It is built when a document
 * has been asked about this many times per 256 characters (a draft with few findings is walked).
 */
const ASKED_PER_256 = 16;
/** The documents indexed last (the engine reads one at a time; the pipeline may hold two). */
const indexed: Bounds[] = [];
const INDEXED = 4;

/** Marks a text as one whose sentences will be asked for many times (its table is built on first use). */
export function indexSentences(text: string): void {
  if (text.length < TABLE_MIN || indexed.some((b) => b.text === text)) return;
  if (indexed.length >= INDEXED) indexed.shift();
  indexed.push({ text, asked: 0, starts: null, special: null });
}

function boundsOf(text: string): { starts: Int32Array; special: Int32Array } | null {
  if (text.length < TABLE_MIN) return null;
  // Length first: comparing two different strings of one length reads them, which is rare.
  const b = indexed.find((x) => x.text.length === text.length && x.text === text);
  if (!b) return null;
  if (!b.starts || !b.special) {
    if (++b.asked < (text.length / 256) * ASKED_PER_256) return null;
    const n = text.length;
    const starts = new Int32Array(n + 1);
    for (let i = 0, last = 0; i <= n; i++) starts[i] = last = boundaryBefore(text, i) ? i : last;
    const special = new Int32Array(n + 1);
    special[n] = n;
    for (let i = n - 1; i >= 0; i--) {
      const c = text[i];
      special[i] = c === "\n" || c === "\r" || STOPS.has(c) || WIDE_STOPS.has(c) ? i : special[i + 1];
    }
    b.starts = starts;
    b.special = special;
  }
  return { starts: b.starts, special: b.special };
}

/** Start of the sentence holding offset pos (the first character after its boundary). */
export function sentenceStart(text: string, pos: number): number {
  let i = Math.min(pos, text.length);
  const stop = Math.max(0, i - MAX_REACH);
  const b = boundsOf(text);
  if (b) {
    // The walk below stops at the last boundary after `stop`, or at `stop`.
    if (i > stop) {
      const j = b.starts[i];
      i = j > stop ? j : stop;
    }
  } else {
    while (i > stop && !boundaryBefore(text, i)) i--;
  }
  // Never inside a surrogate pair.
  if (i > 0 && i < text.length && text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff) i--;
  return i;
}

/** End of the sentence holding offset pos: past its stop and closing quotes, or at the line break. */
export function sentenceEnd(text: string, pos: number): number {
  const n = Math.min(text.length, Math.max(0, pos) + MAX_REACH);
  const b = boundsOf(text);
  for (let i = Math.max(0, pos); i < n; i++) {
    // Only line breaks and stops act: the table skips to the next one.
    if (b) {
      i = b.special[i];
      if (i >= n) break;
    }
    const c = text[i];
    if (c === "\n" || c === "\r") return i;
    if (WIDE_STOPS.has(c) || (STOPS.has(c) && (i + 1 >= n || isHSpace(text[i + 1]) || text[i + 1] === "\n" || CLOSERS.has(text[i + 1])))) {
      let j = i + 1;
      while (j < n && (STOPS.has(text[j]) || WIDE_STOPS.has(text[j]))) j++;
      while (j < n && CLOSERS.has(text[j])) j++;
      if (STOPS.has(c) && j < n && !isHSpace(text[j]) && text[j] !== "\n" && text[j] !== "\r") continue;
      return j;
    }
  }
  if (n < text.length && text.charCodeAt(n) >= 0xdc00 && text.charCodeAt(n) <= 0xdfff) return n + 1;
  return n;
}

/** The sentence(s) a range touches. */
export function sentenceAround(text: string, start: number, end: number): TextRange {
  const s = sentenceStart(text, start);
  const e = sentenceEnd(text, Math.max(start, end - 1));
  return { start: s, end: Math.max(e, end) };
}

/**
 * Where a sentence's words begin: past spaces, opening quotes and brackets, Markdown marks
 * (#, *, _, >, -, bullets) and a list number ("1. ", "2) ").
 */
export function contentStart(text: string, from: number, to = text.length): number {
  let i = from;
  for (;;) {
    while (i < to && /[\s"'“‘([「『（*#_>\-–—•·]/u.test(text[i])) i++;
    let d = 0;
    while (d < 3 && i + d < to && text[i + d] >= "0" && text[i + d] <= "9") d++;
    if (d > 0 && i + d < to && (text[i + d] === "." || text[i + d] === ")") && (i + d + 1 >= to || /\s/u.test(text[i + d + 1]))) {
      i += d + 1;
      continue;
    }
    return i;
  }
}

/** Whether only a sentence's lead (spaces, quotes, markup, a list number) lies before pos. */
export function atSentenceStart(text: string, pos: number): boolean {
  const s = sentenceStart(text, pos);
  return contentStart(text, s, pos) >= pos;
}
