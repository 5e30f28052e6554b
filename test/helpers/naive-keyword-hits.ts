// The keyword automaton's contract spelled out naively, for tests of its layouts: every
// occurrence, by end offset, at one end the longest keyword first, equal keywords in order.
import type { AhoCorasick } from "../../lib/packs/aho-corasick";

export function naiveHits(keywords: readonly string[], text: string): string[] {
  const byLongest = keywords.map((_, k) => k).sort((a, b) => keywords[b].length - keywords[a].length || a - b);
  const hits: string[] = [];
  for (let end = 1; end <= text.length; end++) {
    for (const k of byLongest) {
      const w = keywords[k];
      if (w.length > 0 && w.length <= end && text.startsWith(w, end - w.length)) hits.push(`${k}@${end - w.length}-${end}`);
    }
  }
  return hits;
}

export function scanHits(ac: AhoCorasick, text: string): string[] {
  return ac.findAll(text).map((h) => `${h.keyword}@${h.start}-${h.end}`);
}
