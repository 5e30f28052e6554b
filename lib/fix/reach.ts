// What a finding's verified fixes are read from, so that a cache can key on exactly that and
// a finding elsewhere with the same surroundings (a repeated template, the sentences a
// keystroke did not touch) takes them instead of proposing and verifying again.
//
// The contract, for every rule that does not declare `reach: "document"`:
//   a rule's proposals for a finding depend only on the finding's region (below), on the
//   finding's place in it, and on whether the text beyond the region is nothing, only
//   whitespace, or more than whitespace, on each side.
// The region is the finding's lines (from the line break before its start to the one after
// its end), the whitespace around them (blank lines), and `reach` more characters on each
// side (MARGIN unless a rule of the pattern declares more), widened to whole words: what a
// rule reads of a neighbouring line (the stop that ends the previous one, a/an before a line
// break, the first word of the next, a phrase a regular expression follows across a break)
// is in it. A rule that reads N characters from inside the finding's lines reads no further
// than N past them, so `reach` is the longest such read.
// test/fix/reach.test.ts holds every rule to this: it puts each rule's examples among other
// lines and checks that changing what lies beyond the region changes no proposal.
//
// Verification needs no declaration: it reads the sentences around an edit, found by
// scanning the text, and those never cross a line break. So a finding's fixes are kept only
// when every proposal's edit lies within the finding's lines (their closing line break
// included); an edit beyond them (a last line deleted with the breaks before it) is verified
// every time. The rest verification reads is in the key (protected spans over the region) or
// checked on reuse (the gate rooms of density-gated patterns).
import type { TextRange } from "../engine/types";

/** Characters a rule reads beyond the blank lines around a finding's lines, unless it declares more. */
export const MARGIN = 32;

/** A region longer than this (one enormous line) is not worth a key: its findings are verified every time. */
const MAX_REGION = 4096;

/** A word character for widening the margin: a word is read whole or not at all. */
const WORD = /[\p{L}\p{N}\p{M}'’_-]/u;
/** How far a margin is widened to reach a word's end before the region is given up. */
const MAX_WORD = 64;

const isSpace = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f" || c === "\v" || c === "\u00a0" || c === "\u3000" || c === "\u2028" || c === "\u2029" || c === "\ufeff" || /\s/u.test(c);

/** Where a text's first and last non-whitespace characters are (read once per document). */
export interface TextEdges {
  /** Index of the first non-whitespace character (text.length when none). */
  first: number;
  /** Index after the last non-whitespace character (0 when none). */
  last: number;
}

export function textEdges(text: string): TextEdges {
  let first = 0;
  while (first < text.length && isSpace(text[first])) first++;
  let last = text.length;
  while (last > first && isSpace(text[last - 1])) last--;
  return { first, last };
}

export interface Region {
  /** The region [lo, hi): what the key holds of the text. */
  lo: number;
  hi: number;
  /** The finding's lines [lines.start, lines.end), with the closing line break when there is one. */
  lines: TextRange;
  /** What lies beyond the region on each side: "^"/"$" nothing, "w" whitespace only, "c" more. */
  beyond: string;
}

/** The region a finding's fixes are read from, or null when it is too long to key. */
export function regionOf(text: string, span: TextRange, edges: TextEdges, reach = MARGIN): Region | null {
  const a = span.start === 0 ? 0 : text.lastIndexOf("\n", span.start - 1) + 1;
  const nl = text.indexOf("\n", span.end);
  const b = nl === -1 ? text.length : nl;
  let lo = a;
  while (lo > 0 && isSpace(text[lo - 1])) lo--;
  lo = Math.max(0, lo - reach);
  for (let k = 0; lo > 0 && WORD.test(text[lo - 1]) && WORD.test(text[lo]); k++) {
    if (k >= MAX_WORD) return null;
    lo--;
  }
  let hi = b;
  while (hi < text.length && isSpace(text[hi])) hi++;
  hi = Math.min(text.length, hi + reach);
  for (let k = 0; hi < text.length && WORD.test(text[hi]) && WORD.test(text[hi - 1]); k++) {
    if (k >= MAX_WORD) return null;
    hi++;
  }
  // A surrogate pair is never cut.
  if (lo > 0 && isLowSurrogate(text.charCodeAt(lo))) lo--;
  if (hi < text.length && isLowSurrogate(text.charCodeAt(hi))) hi++;
  if (hi - lo > MAX_REGION) return null;
  const before = lo === 0 ? "^" : edges.first < lo ? "c" : "w";
  const after = hi === text.length ? "$" : edges.last > hi ? "c" : "w";
  return { lo, hi, lines: { start: a, end: nl === -1 ? b : b + 1 }, beyond: before + after };
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** Whether an edit lies within the finding's lines (verification then reads nothing beyond them). */
export function withinLines(r: Region, edit: TextRange): boolean {
  return edit.start >= r.lines.start && edit.end <= r.lines.end;
}
