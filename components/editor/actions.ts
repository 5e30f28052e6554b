// Editor actions shared by the card, the keymap and the panel.
import { EditorSelection } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { isolateHistory } from "@codemirror/commands";
import { stepFinding } from "@/lib/editor/map-findings";
import { withIgnoredOccurrence, withIgnoredPattern } from "@/lib/editor/ignores";
import { dropFinding, findingAt, findingById, findingsField, selectFinding } from "./cm-findings";
import { useEditorStore, type CardState } from "./store";
import type { AnalysisController } from "./analysis-controller";
import { messages, translate } from "@/lib/i18n/lookup";
import type { FindingFix } from "@/lib/detector/types";
import { snapshotBeforeChange } from "@/components/workspace/history";

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

/** The fixes a card offers: the verified ones of the finding, or those "Suggest a fix" brought. */
export function cardFixes(view: EditorView, id: string): FindingFix[] {
  const f = findingById(view, id);
  if (!f) return [];
  const suggested = useEditorStore.getState().suggest;
  if (suggested && suggested.findingId === id && suggested.status === "done") return suggested.candidates;
  return f.fixes ?? [];
}

/** Applies one fix (the finding's first by default) as one undoable transaction. */
export function acceptFix(view: EditorView, id: string, index = 0): boolean {
  const f = findingById(view, id);
  if (!f) return false;
  if (view.state.sliceDoc(f.start, f.end) !== f.text_span) return false;
  const fix = cardFixes(view, id)[index];
  if (!fix || fix.end > view.state.doc.length) return false;
  view.dispatch({
    changes: { from: fix.start, to: fix.end, insert: fix.replacement },
    selection: EditorSelection.cursor(fix.start + fix.replacement.length),
    userEvent: "input.fix",
    // Its own undo step, never merged with typing just before or after.
    annotations: isolateHistory.of("full"),
    effects: EditorView.announce.of(fix.label),
  });
  closeCard(view);
  reanalyzeNow();
  return true;
}

/** "Accept all safe fixes", step 1: the worker composes every first fix; the store shows the preview. */
export async function previewAcceptAll(): Promise<void> {
  const store = useEditorStore.getState();
  if (!controller || !store.view) return;
  store.set({ acceptAll: { status: "computing" } });
  const result = await controller.acceptAll();
  const now = useEditorStore.getState();
  if (!now.acceptAll) return; // closed meanwhile
  if (!result.ok) return now.set({ acceptAll: { status: "error", message: result.message } });
  if (now.view?.state.doc.toString() !== result.text) return now.set({ acceptAll: { status: "error", message: "stale" } });
  now.set({ acceptAll: { status: "ready", text: result.text, edits: result.edits, meaningOk: result.meaningOk } });
}

/** Step 2: every previewed fix in one transaction, one undo step; nothing when the draft changed since. */
export function confirmAcceptAll(view: EditorView): boolean {
  const store = useEditorStore.getState();
  const preview = store.acceptAll;
  if (!preview || preview.status !== "ready") return false;
  if (view.state.doc.toString() !== preview.text || preview.edits.length === 0) {
    store.set({ acceptAll: null });
    return false;
  }
  // The draft as it was goes into its history first ("Before accepting fixes"), so the whole
  // step can also be taken back from the history panel, not only by undo.
  void snapshotBeforeChange("fixes");
  view.dispatch({
    changes: preview.edits.map((e) => ({ from: e.start, to: e.end, insert: e.replacement })),
    userEvent: "input.fix",
    annotations: isolateHistory.of("full"),
    effects: EditorView.announce.of(messages(store.uiLang).acceptAllDone(preview.edits.length)),
  });
  store.set({ acceptAll: null });
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
