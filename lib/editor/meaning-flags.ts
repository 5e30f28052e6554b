// Which meaning anchors speak about which fix of the merge review: a failing anchor
// belongs to a chunk when its rewrite range lies in the chunk's rewrite range, or its
// original range in the chunk's original range. The anchors come from the latest
// audit (the pipeline's, or the hand-edit re-check's), whose rewrite offsets are
// offsets into the rewrite the review shows.
import type { AnchorReport } from "../meaning/types";
import type { ReviewChunk } from "./rewrite-chunks";

type Ranges = Pick<ReviewChunk, "id" | "fromA" | "toA" | "fromB" | "toB">;

/** Half-open ranges overlap; an empty range counts where it stands (a deletion, a restated nothing). */
const overlaps = (s1: number, e1: number, s2: number, e2: number) => s1 < Math.max(e2, s2 + 1) && s2 < Math.max(e1, s1 + 1);

export function flagsForChunks(chunks: readonly Ranges[], anchors: readonly AnchorReport[]): Map<string, AnchorReport[]> {
  const out = new Map<string, AnchorReport[]>();
  const failing = anchors.filter((a) => a.verdict !== "PASS");
  for (const c of chunks) {
    const mine = failing.filter(
      (a) => (a.rewrite_start !== undefined && a.rewrite_end !== undefined && a.rewrite_end > a.rewrite_start && overlaps(a.rewrite_start, a.rewrite_end, c.fromB, c.toB)) || (a.end - a.start <= 200 && overlaps(a.start, a.end, c.fromA, c.toA)),
    );
    if (mine.length > 0) out.set(c.id, mine.sort((a, b) => (a.verdict === b.verdict ? 0 : a.verdict === "HARD FAIL" ? -1 : 1)));
  }
  return out;
}

/** A short quote for a card: whitespace folded, cut at `max` characters. */
export function quote(text: string, max = 60): string {
  const t = text.replace(/\s+/gu, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
