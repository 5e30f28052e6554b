import assert from "node:assert/strict";
import { test } from "node:test";
import { EDITING_SNAPSHOT_MS, editingSnapshotDue, MAX_SNAPSHOTS, newestFirst, snapshotsBeyond, worthSnapshot } from "../../lib/workspace/history";

test("history keeps the newest 50: the 51st snapshot pushes out the oldest", () => {
  const snaps = Array.from({ length: MAX_SNAPSHOTS + 1 }, (_, i) => ({ id: i + 1, at: 1000 + i }));
  assert.deepEqual(snapshotsBeyond(snaps).map((s) => s.id), [1]);
  assert.deepEqual(snapshotsBeyond(snaps.slice(0, MAX_SNAPSHOTS)), []);
  // Same time: the later id is the newer one.
  assert.deepEqual(snapshotsBeyond([{ id: 1, at: 5 }, { id: 2, at: 5 }, { id: 3, at: 5 }], 2).map((s) => s.id), [1]);
  assert.deepEqual(newestFirst([{ id: 1, at: 1 }, { id: 2, at: 3 }, { id: 3, at: 2 }]).map((s) => s.id), [2, 3, 1]);
});

test("a snapshot is skipped when the text is empty or the newest one already holds it", () => {
  assert.equal(worthSnapshot("text", undefined), true);
  assert.equal(worthSnapshot("text", { text: "text" }), false);
  assert.equal(worthSnapshot("text v2", { text: "text" }), true);
  assert.equal(worthSnapshot("  \n", undefined), false);
});

test("editing snapshots: at most one per interval, only when the text changed", () => {
  const t0 = 1_000_000;
  assert.equal(editingSnapshotDue(null, t0, "before", "after"), true);
  assert.equal(editingSnapshotDue(t0, t0 + EDITING_SNAPSHOT_MS - 1, "before", "after"), false);
  assert.equal(editingSnapshotDue(t0, t0 + EDITING_SNAPSHOT_MS, "before", "after"), true);
  assert.equal(editingSnapshotDue(t0, t0 + 10 * EDITING_SNAPSHOT_MS, "same", "same"), false);
  assert.equal(editingSnapshotDue(null, t0, "", "first words"), false);
});
