// Editor actions shared by the card, the keymap and the panel.
import { EditorSelection } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { isolateHistory } from "@codemirror/commands";
import { stepFinding } from "@/lib/editor/map-findings";
import { withIgnoredOccurrence, withIgnoredPattern } from "@/lib/editor/ignores";
import { dropFinding, findingAt, findingById, findingsField, selectFinding } from "./cm-findings";
import { useEditorStore, type CardState } from "./store";
import type { AnalysisController } from "./analysis-controller";
import { translate } from "@/lib/i18n/catalogue";

let controller: AnalysisController | null = null;

export function registerController(c: AnalysisController | null) {
  controller = c;
}

export function reanalyzeNow() {
  controller?.now();
}

export function openCard(view: EditorView, id: string, via: CardState["via"]) {
  const f = findingById(view, id);
  if (!f) return;
  const store = useEditorStore.getState();
  const t = (k: Parameters<typeof translate>[1]) => translate(store.uiLang, k);
  view.dispatch({
    effects: [
      selectFinding.of(id),
      EditorView.announce.of(`${t("cardAnnounce")}: ${f.category_label}, ${f.severity}. ${f.reason} ${t("suggestedFix")}: ${f.replacement ?? f.suggested_fix}`),
      ...(via === "hover" ? [] : [EditorView.scrollIntoView(f.start, { y: "center" })]),
    ],
  });
  store.set({ card: { id, via } });
}

export function closeCard(view: EditorView | null) {
  useEditorStore.getState().set({ card: null });
  view?.dispatch({ effects: selectFinding.of(null) });
}

/** Applies the finding's concrete replacement as one undoable transaction. */
export function acceptFix(view: EditorView, id: string): boolean {
  const f = findingById(view, id);
  if (!f || f.replacement === undefined) return false;
  if (view.state.sliceDoc(f.start, f.end) !== f.text_span) return false;
  view.dispatch({
    changes: { from: f.start, to: f.end, insert: f.replacement },
    selection: EditorSelection.cursor(f.start + f.replacement.length),
    userEvent: "input.fix",
    // Its own undo step, never merged with typing just before or after.
    annotations: isolateHistory.of("full"),
    effects: EditorView.announce.of(`${f.text_span} → ${f.replacement}`),
  });
  closeCard(view);
  reanalyzeNow();
  return true;
}

export function ignoreFix(view: EditorView, id: string, scope: "occurrence" | "pattern"): boolean {
  const f = findingById(view, id);
  if (!f) return false;
  const store = useEditorStore.getState();
  const text = view.state.doc.toString();
  const ignores = scope === "pattern" ? withIgnoredPattern(store.ignores, f.pattern) : withIgnoredOccurrence(store.ignores, f, text);
  store.set({ ignores });
  const dropped = scope === "pattern" ? view.state.field(findingsField).findings.filter((g) => g.pattern === f.pattern).map((g) => g.id) : [id];
  view.dispatch({ effects: dropped.map((d) => dropFinding.of(d)) });
  closeCard(view);
  reanalyzeNow();
  return true;
}

export function stepTo(view: EditorView, direction: 1 | -1): boolean {
  const { findings, selected } = view.state.field(findingsField);
  const current = selected ? findings.find((f) => f.id === selected) : null;
  const pos = current ? current.start : view.state.selection.main.head - (direction === 1 ? 1 : 0);
  const next = stepFinding(findings, pos, direction);
  if (!next) return false;
  view.dispatch({ selection: EditorSelection.cursor(next.start) });
  openCard(view, next.id, "keyboard");
  return true;
}

/** The card's finding: the selected one, else the one under the cursor. */
export function activeFindingId(view: EditorView): string | null {
  const { selected } = view.state.field(findingsField);
  return selected ?? findingAt(view, view.state.selection.main.head)?.id ?? null;
}
