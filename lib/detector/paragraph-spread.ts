// How a pattern's occurrences spread over paragraphs, for the severity rubric (000 §2).
import type { TextRange } from "../engine/types";

export interface ParagraphSpread {
  /** Paragraphs holding at least one occurrence. */
  paragraphsHit: number;
  /** The most occurrences any one paragraph holds. */
  maxInOneParagraph: number;
}

/**
 * The spread of `occurrences` (in document order) over `paragraphs` (sorted, disjoint). An
 * occurrence belongs to the last paragraph starting at or before it if it starts inside it
 * (an empty paragraph holds its own start); occurrences outside every paragraph count
 * together as one more. A single forward walk: in document order, the paragraph holding
 * the next occurrence is never an earlier one.
 */
export function paragraphSpread(paragraphs: readonly TextRange[], occurrences: readonly TextRange[]): ParagraphSpread {
  let p = -1;
  let current = -1;
  let run = 0;
  let most = 0;
  let hit = 0;
  let outside = 0;
  for (let i = 0; i < occurrences.length; i++) {
    const start = occurrences[i].start;
    while (p + 1 < paragraphs.length && paragraphs[p + 1].start <= start) p++;
    if (p < 0 || start >= Math.max(paragraphs[p].end, paragraphs[p].start + 1)) {
      outside++;
      continue;
    }
    if (p !== current) {
      current = p;
      run = 0;
      hit++;
    }
    if (++run > most) most = run;
  }
  if (outside > 0) {
    hit++;
    if (outside > most) most = outside;
  }
  return { paragraphsHit: hit, maxInOneParagraph: most };
}
