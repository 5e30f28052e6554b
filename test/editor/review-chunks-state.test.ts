// The merge review's per-fix decisions, on an EditorState with the real
// unifiedMergeView (no DOM needed): accept updates the original side, reject
// edits the rewrite, and the other fixes' ranges follow both.
import assert from "node:assert/strict";
import { test } from "node:test";
import { EditorState } from "@codemirror/state";
import { getOriginalDoc, unifiedMergeView } from "@codemirror/merge";
import { acceptAllSpec, acceptChunkSpec, rejectChunkSpec, reviewChunksField, trackedChunks } from "../../components/editor/cm-review";
import { reviewChunks } from "../../lib/editor/rewrite-chunks";
import type { RewriteChunk } from "../../lib/llm/events";

const original = "이 도구는 매우 중요한 역할을 수행하며, 다양한 분야에서 혁신적인 변화를 이끌어낸다.";
const fixes: [string, string][] = [
  ["매우 중요한 역할을 수행하며", "큰 몫을 하며"],
  ["다양한", "여러"],
  ["이끌어낸다", "만든다"],
];
const chunks: RewriteChunk[] = fixes.map(([from, to], i) => {
  const start = original.indexOf(from);
  return { id: `c00${i + 1}`, start, end: start + from.length, original: from, replacement: to, finding_ids: [`f${i + 1}`], reason: "" };
});
const rewrite = "이 도구는 큰 몫을 하며, 여러 분야에서 혁신적인 변화를 만든다.";
const labels = { accept: "Accept", reject: "Reject", addresses: () => "" };

function start() {
  return EditorState.create({
    doc: rewrite,
    extensions: [unifiedMergeView({ original, mergeControls: false }), reviewChunksField(reviewChunks(original, rewrite, chunks), labels)],
  });
}

test("three fixes in one line are three pending decisions", () => {
  assert.deepEqual(
    trackedChunks(start()).map((c) => [c.id, c.decision]),
    [
      ["c001", "pending"],
      ["c002", "pending"],
      ["c003", "pending"],
    ],
  );
});

test("reject the first, accept the second: the draft side gets only the second", () => {
  let state = start();
  state = state.update(rejectChunkSpec(state, "c001")!).state;
  assert.equal(state.doc.toString(), "이 도구는 매우 중요한 역할을 수행하며, 여러 분야에서 혁신적인 변화를 만든다.");
  state = state.update(acceptChunkSpec(state, "c002")!).state;
  assert.equal(getOriginalDoc(state).toString(), "이 도구는 매우 중요한 역할을 수행하며, 여러 분야에서 혁신적인 변화를 이끌어낸다.");
  assert.deepEqual(
    trackedChunks(state).map((c) => c.decision),
    ["rejected", "accepted", "pending"],
  );
  // A decided fix cannot be decided again.
  assert.equal(acceptChunkSpec(state, "c001"), null);
  // Accepting the third after the others moved both documents still lands on its own text.
  state = state.update(acceptChunkSpec(state, "c003")!).state;
  assert.equal(getOriginalDoc(state).toString(), "이 도구는 매우 중요한 역할을 수행하며, 여러 분야에서 혁신적인 변화를 만든다.");
});

test("a hand edit inside a fix is carried by its Accept; accept all takes hand edits elsewhere too", () => {
  let state = start();
  const at = state.doc.toString().indexOf("여러") + 2;
  state = state.update({ changes: { from: at, insert: " 갈래의" } }).state;
  state = state.update(acceptChunkSpec(state, "c002")!).state;
  assert.match(getOriginalDoc(state).toString(), /여러 갈래의 분야에서 혁신적인/);
  const end = state.doc.length;
  state = state.update({ changes: { from: end, insert: " 끝." } }).state;
  state = state.update(acceptAllSpec(state)).state;
  assert.equal(getOriginalDoc(state).toString(), state.doc.toString());
  assert.ok(trackedChunks(state).every((c) => c.decision === "accepted"));
});
