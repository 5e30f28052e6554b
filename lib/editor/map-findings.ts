// Findings computed for an older version of the document are carried through the
// edits made since (a CodeMirror ChangeSet or anything with the same two methods).
// A finding whose own text was edited is dropped rather than stretched: a mark
// must never point at text it was not computed for.
export interface PositionMapping {
  mapPos(pos: number, assoc?: number): number;
  touchesRange(from: number, to?: number): boolean | "cover";
}

export interface Ranged {
  start: number;
  end: number;
  scope: "span" | "document";
}

export function mapFindings<T extends Ranged>(findings: readonly T[], changes: PositionMapping): T[] {
  const out: T[] = [];
  for (const f of findings) {
    if (f.scope === "span") {
      if (changes.touchesRange(f.start, f.end)) continue;
      const start = changes.mapPos(f.start, 1);
      const end = changes.mapPos(f.end, -1);
      if (end <= start) continue;
      // Typing moves only the findings after the caret: the rest keep their objects (no copy per keystroke).
      out.push(start === f.start && end === f.end ? f : { ...f, start, end });
    } else {
      // Document-level findings speak of a whole region: keep them, stretched with it.
      const start = changes.mapPos(f.start, -1);
      const end = Math.max(start, changes.mapPos(f.end, 1));
      out.push(start === f.start && end === f.end ? f : { ...f, start, end });
    }
  }
  return out;
}

/** Paragraph ranges (the gutter's hot paragraphs) carried through edits, stretched with their text; unmoved ones keep their objects. */
export function mapParagraphs<T extends { start: number; end: number }>(paragraphs: readonly T[], changes: PositionMapping): T[] {
  return paragraphs.map((p) => {
    const start = changes.mapPos(p.start, -1);
    const end = changes.mapPos(p.end, 1);
    return start === p.start && end === p.end ? p : { ...p, start, end };
  });
}

/** Span findings that can be drawn as marks in a document of `length` units, in start order. */
export function markableFindings<T extends Ranged>(findings: readonly T[], length: number): T[] {
  return findings
    .filter((f) => f.scope === "span" && f.start >= 0 && f.end <= length && f.end > f.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The next / previous span finding after / before `pos`, wrapping around the document. */
export function stepFinding<T extends Ranged>(findings: readonly T[], pos: number, direction: 1 | -1): T | null {
  const spans = findings.filter((f) => f.scope === "span");
  if (spans.length === 0) return null;
  if (direction === 1) return spans.find((f) => f.start > pos) ?? spans[0];
  for (let i = spans.length - 1; i >= 0; i--) if (spans[i].start < pos) return spans[i];
  return spans[spans.length - 1];
}
