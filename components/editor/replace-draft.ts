// Puts a whole new text into the draft editor as the smallest set of changes (so marks
// elsewhere survive until the next reading) and as one undo step of its own. Used by the
// merge review's Done, a history restore and taking another tab's version; it brings
// @codemirror/merge's diff, so the workspace loads it when it is needed.
import { ChangeSet } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { isolateHistory } from "@codemirror/commands";
import { diff } from "@codemirror/merge";

export function replaceDraft(view: EditorView, next: string, userEvent = "input.replace") {
  const current = view.state.doc.toString();
  if (current === next) return;
  const changes = ChangeSet.of(
    diff(current, next).map((c) => ({ from: c.fromA, to: c.toA, insert: next.slice(c.fromB, c.toB) })),
    current.length,
  );
  view.dispatch({ changes, userEvent, annotations: isolateHistory.of("full") });
}
