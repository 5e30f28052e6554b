// Splits a text into plain and highlighted runs for rendering. Ranges may overlap
// or arrive unsorted; the runs cover the text exactly once, in order.
export interface HighlightRange {
  start: number;
  end: number;
  key: string;
}

export interface Segment {
  start: number;
  end: number;
  /** Keys of every range covering this run, outermost first. */
  keys: string[];
}

export function highlightSegments(length: number, ranges: readonly HighlightRange[]): Segment[] {
  const cuts = new Set<number>([0, length]);
  for (const r of ranges) {
    if (r.end <= r.start) continue;
    cuts.add(Math.max(0, Math.min(length, r.start)));
    cuts.add(Math.max(0, Math.min(length, r.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i];
    const end = points[i + 1];
    const keys = sorted.filter((r) => r.start <= start && r.end >= end).map((r) => r.key);
    segments.push({ start, end, keys });
  }
  return segments;
}
