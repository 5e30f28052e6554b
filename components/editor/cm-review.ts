// Per-fix review inside the unified merge view. CodeMirror's own chunks are
// line-based, so the fixes of one paragraph would be one decision; this field
// tracks each fix's range in the original (A, mapped through updateOriginalDoc)
// and in the rewrite (B, mapped through edits) and draws Accept / Reject after
// each pending one.
import { ChangeSet, StateEffect, StateField, type EditorState, type Extension, type Range, type TransactionSpec } from "@codemirror/state";
import { Decoration, EditorView, WidgetType, type DecorationSet } from "@codemirror/view";
import { getOriginalDoc, updateOriginalDoc } from "@codemirror/merge";
import type { ChunkDecision, ReviewChunk } from "@/lib/editor/rewrite-chunks";

export interface TrackedChunk extends ReviewChunk {
  decision: ChunkDecision;
}

const decide = StateEffect.define<{ id: string; decision: ChunkDecision }>();
/** Why each fix is flagged, by chunk id, in the UI language (from the latest meaning audit). */
export const setChunkFlags = StateEffect.define<Readonly<Record<string, string>>>();

export interface ChunkLabels {
  accept: string;
  reject: string;
  addresses: (c: TrackedChunk) => string;
}

class ChunkControls extends WidgetType {
  constructor(
    readonly chunk: TrackedChunk,
    readonly labels: ChunkLabels,
    /** The audit's reason for flagging this fix, else the pipeline's own note. */
    readonly flag: string | undefined,
  ) {
    super();
  }
  override eq(other: ChunkControls) {
    return other.chunk.id === this.chunk.id && other.flag === this.flag;
  }
  override toDOM(view: EditorView) {
    const wrap = document.createElement("span");
    wrap.className = `cm-chunk-controls${this.flag ? " flagged" : ""}`;
    wrap.setAttribute("data-chunk-id", this.chunk.id);
    const about = this.labels.addresses(this.chunk);
    if (about) wrap.title = about;
    const button = (kind: "accept" | "reject") => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `cm-chunk-btn ${kind}`;
      b.textContent = kind === "accept" ? `✓ ${this.labels.accept}` : `✗ ${this.labels.reject}`;
      b.setAttribute("data-testid", `${kind}-chunk`);
      b.setAttribute("aria-label", `${kind === "accept" ? this.labels.accept : this.labels.reject} ${this.chunk.id}${about ? `: ${about}` : ""}`);
      const decide = (e: Event) => {
        e.preventDefault();
        if (kind === "accept") acceptReviewChunk(view, this.chunk.id);
        else rejectReviewChunk(view, this.chunk.id);
      };
      // mousedown, not click: the editor would otherwise move the selection first.
      b.addEventListener("mousedown", decide);
      b.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") decide(e);
      });
      return b;
    };
    wrap.append(button("accept"), button("reject"));
    if (this.flag) {
      const flag = document.createElement("span");
      flag.className = "cm-chunk-flag";
      flag.textContent = "⚠";
      flag.title = this.flag;
      flag.setAttribute("aria-label", this.flag);
      flag.setAttribute("data-testid", "chunk-flag");
      wrap.append(flag);
    }
    return wrap;
  }
  override ignoreEvent() {
    return true;
  }
}

function decorations(chunks: readonly TrackedChunk[], labels: ChunkLabels, flags: Readonly<Record<string, string>>): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  for (const c of chunks) {
    if (c.decision !== "pending") continue;
    // A fix that only deletes has nothing to outline in the rewrite, just its buttons.
    if (c.toB > c.fromB) ranges.push(Decoration.mark({ class: "cm-review-chunk", attributes: { "data-chunk-id": c.id } }).range(c.fromB, c.toB));
    ranges.push(Decoration.widget({ widget: new ChunkControls(c, labels, flags[c.id] ?? c.meaningFlag), side: 1 }).range(c.toB));
  }
  return Decoration.set(ranges, true);
}

export function reviewChunksField(initial: readonly ReviewChunk[], labels: ChunkLabels): Extension {
  const field = StateField.define<ReviewState>({
    create: () => {
      const chunks = initial.map((c) => ({ ...c, decision: "pending" as ChunkDecision }));
      return { chunks, flags: {}, deco: decorations(chunks, labels, {}) };
    },
    update(value, tr) {
      let chunks = value.chunks;
      let flags = value.flags;
      let changed = false;
      if (tr.docChanged) {
        chunks = chunks.map((c) => ({ ...c, fromB: tr.changes.mapPos(c.fromB, -1), toB: tr.changes.mapPos(c.toB, 1) }));
        changed = true;
      }
      for (const e of tr.effects) {
        if (e.is(updateOriginalDoc)) {
          const ch = e.value.changes;
          chunks = chunks.map((c) => ({ ...c, fromA: ch.mapPos(c.fromA, -1), toA: ch.mapPos(c.toA, 1) }));
          changed = true;
        } else if (e.is(decide)) {
          chunks = chunks.map((c) => (c.id === e.value.id ? { ...c, decision: e.value.decision } : c));
          changed = true;
        } else if (e.is(setChunkFlags)) {
          flags = e.value;
          changed = true;
        }
      }
      return changed ? { chunks, flags, deco: decorations(chunks, labels, flags) } : value;
    },
    provide: (f) => EditorView.decorations.from(f, (v) => v.deco),
  });
  trackedField = field;
  return field;
}

interface ReviewState {
  chunks: TrackedChunk[];
  flags: Readonly<Record<string, string>>;
  deco: DecorationSet;
}

let trackedField: StateField<ReviewState> | null = null;

export function trackedChunks(state: EditorState): TrackedChunk[] {
  return trackedField ? (state.field(trackedField, false)?.chunks ?? []) : [];
}

/** Accepts one fix: the original takes the rewrite's text of that range (hand edits included). */
export function acceptChunkSpec(state: EditorState, id: string): TransactionSpec | null {
  const c = trackedChunks(state).find((x) => x.id === id && x.decision === "pending");
  if (!c) return null;
  const original = getOriginalDoc(state);
  const changes = ChangeSet.of({ from: c.fromA, to: c.toA, insert: state.sliceDoc(c.fromB, c.toB) }, original.length);
  return {
    effects: [updateOriginalDoc.of({ doc: changes.apply(original), changes }), decide.of({ id, decision: "accepted" })],
    userEvent: "review.accept",
  };
}

/** Rejects one fix: the rewrite takes back the original's text of that range. */
export function rejectChunkSpec(state: EditorState, id: string): TransactionSpec | null {
  const c = trackedChunks(state).find((x) => x.id === id && x.decision === "pending");
  if (!c) return null;
  return {
    changes: { from: c.fromB, to: c.toB, insert: getOriginalDoc(state).sliceString(c.fromA, c.toA) },
    effects: decide.of({ id, decision: "rejected" }),
    userEvent: "review.reject",
  };
}

/** Accepts everything, hand edits outside the fixes included: the original becomes the rewrite. */
export function acceptAllSpec(state: EditorState): TransactionSpec {
  const original = getOriginalDoc(state);
  const changes = ChangeSet.of({ from: 0, to: original.length, insert: state.doc }, original.length);
  return {
    effects: [
      updateOriginalDoc.of({ doc: state.doc, changes }),
      ...trackedChunks(state)
        .filter((c) => c.decision === "pending")
        .map((c) => decide.of({ id: c.id, decision: "accepted" })),
    ],
    userEvent: "review.accept",
  };
}

export function acceptReviewChunk(view: EditorView, id: string): boolean {
  const spec = acceptChunkSpec(view.state, id);
  if (spec) view.dispatch(spec);
  return spec !== null;
}

export function rejectReviewChunk(view: EditorView, id: string): boolean {
  const spec = rejectChunkSpec(view.state, id);
  if (spec) view.dispatch(spec);
  return spec !== null;
}

export function acceptAllReview(view: EditorView) {
  view.dispatch(acceptAllSpec(view.state));
}
