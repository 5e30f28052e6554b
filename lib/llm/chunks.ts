// Rewrite chunks: small replacements addressed by their range in the original.
// A unit's replacement is trimmed to the part that changed, so the editor offers
// "수행하며 → 하며", not the whole sentence, as one decision.
import { diffWords } from "diff";
import type { RewriteChunk } from "./events";
import { applyEdits } from "../text/edits";

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const wordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/u.test(c);

/** The changed core of `original` → `replacement`, as offsets into `original` plus the new text. */
export function changedCore(original: string, replacement: string): { start: number; end: number; replacement: string } | null {
  if (original === replacement) return null;
  let p = 0;
  const max = Math.min(original.length, replacement.length);
  while (p < max && original.charCodeAt(p) === replacement.charCodeAt(p)) p++;
  // Never split a surrogate pair.
  if (p > 0 && isHigh(original.charCodeAt(p - 1))) p--;
  let s = 0;
  while (s < max - p && original.charCodeAt(original.length - 1 - s) === replacement.charCodeAt(replacement.length - 1 - s)) s++;
  if (s > 0 && isLow(original.charCodeAt(original.length - s))) s--;
  // Whole words read better as a decision: widen a Latin-script cut to word edges.
  while (p > 0 && wordChar(original[p - 1])) p--;
  while (s > 0 && wordChar(original[original.length - s])) s--;
  return { start: p, end: original.length - s, replacement: replacement.slice(p, replacement.length - s) };
}

/** Applies chunks (sorted, non-overlapping, ranges in `text`). */
export function applyChunks(text: string, chunks: readonly Pick<RewriteChunk, "start" | "end" | "replacement">[]): string {
  return applyEdits(text, chunks);
}

/** Maps an offset in the rewrite back to the original (a position inside a chunk maps to its start). */
export function toOriginalOffset(chunks: readonly Pick<RewriteChunk, "start" | "end" | "replacement">[], rewriteOffset: number): number {
  let shift = 0;
  for (const c of chunks) {
    const newStart = c.start + shift;
    if (rewriteOffset < newStart) break;
    if (rewriteOffset < newStart + c.replacement.length) return c.start;
    shift += c.replacement.length - (c.end - c.start);
  }
  return rewriteOffset - shift;
}

/** Levenshtein distance, for the change rate (chunks are sentence-sized at most). */
export function editDistance(a: string, b: string): number {
  if (a.length * b.length > 4_000_000) return Math.max(a.length, b.length);
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

/** Character change rate 0–100 of the chunked rewrite against the original. */
export function changeRate(text: string, chunks: readonly Pick<RewriteChunk, "original" | "replacement">[]): number {
  if (text.length === 0) return 0;
  const changed = chunks.reduce((n, c) => n + editDistance(c.original, c.replacement), 0);
  return Math.round(Math.min(100, (changed / text.length) * 100) * 10) / 10;
}

export interface ChangedRegion {
  /** Range in the original unit. */
  start: number;
  end: number;
  replacement: string;
}

/** Equal characters that separate two edits into two decisions. */
const MIN_GAP = 3;

/** Word segmentation for every script (ICU splits Chinese and Japanese by dictionary). */
let segmenter: Intl.Segmenter | null = null;
const words = () => (segmenter ??= new Intl.Segmenter("und", { granularity: "word" }));

/**
 * The separate edits of `original` → `replacement`: a word-level diff (the `diff` package over
 * Intl.Segmenter words, so Korean eojeol, Chinese and Japanese words and emoji stay whole), with
 * edits closer than a few unchanged characters joined into one. A sentence with three fixes
 * gives three regions, so the editor can take each as its own decision.
 */
export function changedRegions(original: string, replacement: string): ChangedRegion[] {
  const core = changedCore(original, replacement);
  if (!core) return [];
  // Only the changed core is diffed: the shared prefix and suffix are cut already (at word edges).
  const a = original.slice(core.start, core.end);
  const parts = diffWords(a, core.replacement, { intlSegmenter: words() });
  const out: ChangedRegion[] = [];
  let at = 0;
  let open: ChangedRegion | null = null;
  let gap = "";
  for (const p of parts) {
    if (!p.added && !p.removed) {
      if (open && p.value.length < MIN_GAP && at + p.value.length < a.length) {
        gap = p.value;
      } else if (open) {
        out.push(open);
        open = null;
      }
      at += p.value.length;
      continue;
    }
    if (!open) open = { start: core.start + at, end: core.start + at, replacement: "" };
    else if (gap) {
      // A few equal characters between two edits: one decision over both.
      open.replacement += gap;
      open.end = core.start + at;
    }
    gap = "";
    if (p.removed) {
      at += p.value.length;
      open.end = core.start + at;
    } else open.replacement += p.value;
  }
  if (open) out.push(open);
  return out;
}
