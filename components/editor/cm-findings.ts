// The draft editor's view of the findings: span marks coloured by severity (with
// the data-* hooks tests and the card use), gutter markers for paragraph- and
// document-level findings, and the selected finding's outline. Findings are
// carried through edits by mapping; the worker's next answer replaces them.
import { RangeSet, StateEffect, StateField, type Extension, type Range } from "@codemirror/state";
import { Decoration, EditorView, GutterMarker, gutter, type DecorationSet } from "@codemirror/view";
import { mapFindings, mapParagraphs, markableFindings } from "@/lib/editor/map-findings";
import type { EditorFinding, ParagraphFlag } from "@/lib/editor/reading";

export interface FindingsValue {
  findings: EditorFinding[];
  hot: ParagraphFlag[];
  selected: string | null;
  marks: DecorationSet;
}

export const setFindings = StateEffect.define<{ findings: EditorFinding[]; hot: ParagraphFlag[] }>();
export const selectFinding = StateEffect.define<string | null>();
export const dropFinding = StateEffect.define<string>();
/** The verified fixes of the current findings, by id (they arrive a moment after the findings). */
export const setFixes = StateEffect.define<Record<string, import("@/lib/detector/types").FindingFix[]>>();

const LONG_MARK = 40;

function buildMarks(findings: readonly EditorFinding[], length: number, selected: string | null): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  for (const f of markableFindings(findings, length)) {
    ranges.push(
      Decoration.mark({
        // Sentence-long marks get no fill, only the underline: on AI text the fills would wash whole paragraphs.
        class: `cm-finding sev-${f.severity}${f.end - f.start > LONG_MARK ? " cm-finding-long" : ""}${f.id === selected ? " cm-finding-selected" : ""}`,
        attributes: { "data-testid": "finding", "data-finding-id": f.id, "data-severity": f.severity },
      }).range(f.start, f.end),
    );
  }
  return Decoration.set(ranges, true);
}

export const findingsField = StateField.define<FindingsValue>({
  create: () => ({ findings: [], hot: [], selected: null, marks: Decoration.none }),
  update(value, tr) {
    let { findings, hot, selected } = value;
    let rebuild = false;
    if (tr.docChanged) {
      findings = mapFindings(findings, tr.changes);
      hot = mapParagraphs(hot, tr.changes);
      if (selected && !findings.some((f) => f.id === selected)) selected = null;
    }
    for (const e of tr.effects) {
      if (e.is(setFindings)) {
        findings = e.value.findings;
        hot = e.value.hot;
        if (selected && !findings.some((f) => f.id === selected)) selected = null;
        rebuild = true;
      } else if (e.is(selectFinding)) {
        selected = e.value;
        rebuild = true;
      } else if (e.is(dropFinding)) {
        findings = findings.filter((f) => f.id !== e.value);
        rebuild = true;
      } else if (e.is(setFixes)) {
        // Marks do not change: only the findings' fixes do (the card reads them).
        const byId = e.value;
        findings = findings.map((f) => (byId[f.id] ? { ...f, fixes: byId[f.id] } : f.fixes ? { ...f, fixes: undefined } : f));
        return { findings, hot, selected, marks: tr.docChanged ? value.marks.map(tr.changes) : value.marks };
      }
    }
    if (rebuild) return { findings, hot, selected, marks: buildMarks(findings, tr.state.doc.length, selected) };
    if (tr.docChanged) {
      // Mapping the decoration set keeps unchanged marks' DOM; touched marks are gone from `findings` too.
      // Most keystrokes touch no finding: then there is nothing to filter out.
      let marks = value.marks.map(tr.changes);
      if (findings.length < value.findings.length) {
        const live = new Set(findings.map((f) => f.id));
        marks = marks.update({ filter: (_f, _t, d) => live.has(String(d.spec.attributes?.["data-finding-id"])) });
      }
      return { findings, hot, selected, marks };
    }
    return value;
  },
  provide: (f) => EditorView.decorations.from(f, (v) => v.marks),
});

class TellMarker extends GutterMarker {
  constructor(
    readonly kind: "hot" | "doc",
    readonly label: string,
  ) {
    super();
  }
  override eq(other: GutterMarker): boolean {
    return other instanceof TellMarker && other.kind === this.kind && other.label === this.label;
  }
  override toDOM() {
    const el = document.createElement("span");
    el.className = `cm-tell-marker cm-tell-${this.kind}`;
    el.textContent = this.kind === "hot" ? "≋" : "◆";
    el.title = this.label;
    el.setAttribute("aria-label", this.label);
    el.setAttribute("data-testid", this.kind === "hot" ? "gutter-hot" : "gutter-doc");
    return el;
  }
}

/** Gutter markers for hot paragraphs and document-level findings; labels come from the UI language. */
export function tellGutter(labels: () => { hot: string; doc: string }): Extension {
  // CodeMirror asks for the markers on every update, cursor moves included: rebuild them
  // only when the findings or the labels changed.
  let last: { value: FindingsValue; hot: string; doc: string; markers: RangeSet<GutterMarker> } | null = null;
  return gutter({
    class: "cm-tells-gutter",
    markers(view) {
      const value = view.state.field(findingsField);
      const l = labels();
      if (last && last.value === value && last.hot === l.hot && last.doc === l.doc) return last.markers;
      const { findings, hot } = value;
      const doc = view.state.doc;
      const byLine = new Map<number, TellMarker>();
      for (const p of hot) {
        if (p.start > doc.length) continue;
        const line = doc.lineAt(p.start).from;
        byLine.set(line, new TellMarker("hot", `${l.hot} (P${p.index}: ${p.hotReasons.join(", ")})`));
      }
      for (const f of findings) {
        if (f.scope !== "document" || f.start > doc.length) continue;
        const line = doc.lineAt(f.start).from;
        if (!byLine.has(line)) byLine.set(line, new TellMarker("doc", `${l.doc}: ${f.category_label} — ${f.reason}`));
      }
      const markers = RangeSet.of([...byLine.entries()].sort((a, b) => a[0] - b[0]).map(([pos, m]) => m.range(pos)));
      last = { value, hot: l.hot, doc: l.doc, markers };
      return markers;
    },
    initialSpacer: () => new TellMarker("doc", ""),
  });
}

/** The finding under a document position, innermost (shortest) first. */
export function findingAt(view: EditorView, pos: number): EditorFinding | null {
  let best: EditorFinding | null = null;
  for (const f of view.state.field(findingsField).findings) {
    if (f.scope !== "span" || pos < f.start || pos > f.end) continue;
    if (!best || f.end - f.start < best.end - best.start) best = f;
  }
  return best;
}

export function findingById(view: EditorView, id: string): EditorFinding | null {
  return view.state.field(findingsField).findings.find((f) => f.id === id) ?? null;
}
