// Rewrite chunks: small replacements addressed by their range in the original.
// A unit's replacement is trimmed to the part that changed, so the editor offers
// "수행하며 → 하며", not the whole sentence, as one decision.
import type { RewriteChunk } from "./events";

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
  let out = "";
  let at = 0;
  for (const c of chunks) {
    out += text.slice(at, c.start) + c.replacement;
    at = c.end;
  }
  return out + text.slice(at);
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
/** Above this many DP cells the unit is one region (changedCore): a sentence never gets near it. */
const MAX_CELLS = 1_500_000;

/**
 * The separate edits of `original` → `replacement` (a character-level diff), each widened
 * to whole Latin-script words and never splitting a surrogate pair. A sentence with three
 * fixes gives three regions, so the editor can take each as its own decision.
 */
export function changedRegions(original: string, replacement: string): ChangedRegion[] {
  const core = changedCore(original, replacement);
  if (!core) return [];
  const a = original.slice(core.start, core.end);
  const b = core.replacement;
  if ((a.length + 1) * (b.length + 1) > MAX_CELLS) return [core];
  // LCS table over the changed core only (common prefix and suffix are already cut).
  const n = a.length;
  const m = b.length;
  const lcs: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a.charCodeAt(i) === b.charCodeAt(j) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  // Walk the script; a region closes after MIN_GAP equal characters.
  const regions: { oStart: number; oEnd: number; rStart: number; rEnd: number }[] = [];
  let open: { oStart: number; oEnd: number; rStart: number; rEnd: number } | null = null;
  let equalRun = 0;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a.charCodeAt(i) === b.charCodeAt(j) && lcs[i][j] === lcs[i + 1][j + 1] + 1) {
      i++;
      j++;
      equalRun++;
      if (open && equalRun >= MIN_GAP) {
        regions.push(open);
        open = null;
      }
      continue;
    }
    if (!open) open = { oStart: i, oEnd: i, rStart: j, rEnd: j };
    else if (equalRun > 0) {
      open.oEnd = i;
      open.rEnd = j;
    }
    equalRun = 0;
    if (j < m && (i >= n || lcs[i][j + 1] >= lcs[i + 1][j])) j++;
    else i++;
    open.oEnd = i;
    open.rEnd = j;
  }
  if (open) regions.push(open);
  // Widen to words and surrogate pairs (the chars crossed are equal on both sides), then merge.
  const out: ChangedRegion[] = [];
  for (const r of regions) {
    let { oStart, oEnd, rStart, rEnd } = r;
    const base = core.start;
    const isHigh = (s: string, k: number) => k >= 0 && k < s.length && s.charCodeAt(k) >= 0xd800 && s.charCodeAt(k) <= 0xdbff;
    const isLow = (s: string, k: number) => k >= 0 && k < s.length && s.charCodeAt(k) >= 0xdc00 && s.charCodeAt(k) <= 0xdfff;
    while (oStart > 0 && rStart > 0 && (wordChar(a[oStart - 1]) || isLow(a, oStart)) && a[oStart - 1] === b[rStart - 1]) {
      oStart--;
      rStart--;
    }
    while (oEnd < n && rEnd < m && (wordChar(a[oEnd]) || isHigh(a, oEnd - 1)) && a[oEnd] === b[rEnd]) {
      oEnd++;
      rEnd++;
    }
    const region = { start: base + oStart, end: base + oEnd, replacement: b.slice(rStart, rEnd) };
    const last = out[out.length - 1];
    if (last && region.start <= last.end) {
      // Overlapping after widening: one region over both, rebuilt from the original between them.
      const gap = original.slice(last.end, region.start);
      last.replacement += gap + region.replacement;
      last.end = Math.max(last.end, region.end);
    } else out.push(region);
  }
  // Regions that widened to the core's edges may have crossed into the shared prefix/suffix: keep them inside the text.
  return out.filter((r) => r.start < r.end || r.replacement.length > 0);
}
