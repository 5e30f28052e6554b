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
  const clamp = (x: number) => Math.max(0, Math.min(length, x));
  const live = ranges
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .map((r) => ({ start: clamp(r.start), end: clamp(r.end), key: r.key }));
  const cuts = new Set<number>([0, length]);
  for (const r of live) {
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  // One sweep over the cut points: ranges join the active list as they start (so it
  // stays outermost-first) and leave it when they end — linear in points + coverage.
  const segments: Segment[] = [];
  let active: { start: number; end: number; key: string }[] = [];
  let next = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i];
    if (active.some((r) => r.end <= start)) active = active.filter((r) => r.end > start);
    while (next < live.length && live[next].start <= start) {
      if (live[next].end > start) active.push(live[next]);
      next++;
    }
    segments.push({ start, end: points[i + 1], keys: active.map((r) => r.key) });
  }
  return segments;
}
