// The IndexedDB side of drafts (components/workspace/draft-db.ts) on fake-indexeddb, an
// in-memory implementation of the IndexedDB API: the revision check inside one transaction,
// history kept to 50 per draft, the old autosave moved in once, deleted drafts purged.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { newDraftRecord } from "../../lib/workspace/drafts";
import { MAX_SNAPSHOTS } from "../../lib/workspace/history";
import { NO_IGNORES } from "../../lib/editor/ignores";
import { openDraftDb } from "../../components/workspace/draft-db";

// A fresh, empty IndexedDB for every test (the previous test's connection stays open in its own).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

test("a write lands over the revision the tab last saw; a write over a newer one is refused and changes nothing", async () => {
  const db = await openDraftDb();
  const draft = newDraftRecord({ id: "d1", now: 1, writer: "tab-a", text: "first" });
  const created = await db.writeDraft(draft, 0, "tab-a");
  assert.equal(created.ok && created.record.revision, 1);
  // Tab B read revision 1 and writes; tab A still holds revision 1 too.
  const fromB = await db.writeDraft({ ...draft, text: "from B" }, 1, "tab-b");
  assert.equal(fromB.ok && fromB.record.revision, 2);
  const fromA = await db.writeDraft({ ...draft, text: "from A" }, 1, "tab-a");
  assert.equal(fromA.ok, false);
  assert.equal(!fromA.ok && fromA.stored.text, "from B");
  assert.equal((await db.getDraft("d1"))?.text, "from B");
  assert.equal((await db.getDraft("d1"))?.writer, "tab-b");
});

test("a rename is kept by later writes from a tab that had the old name, and bumps no revision", async () => {
  const db = await openDraftDb();
  const draft = newDraftRecord({ id: "d1", now: 1, writer: "a", text: "text" });
  await db.writeDraft(draft, 0, "a");
  await db.renameDraft("d1", "Essay");
  const next = await db.writeDraft({ ...draft, name: "", text: "text, edited" }, 1, "a");
  assert.equal(next.ok, true);
  const stored = await db.getDraft("d1");
  assert.equal(stored?.name, "Essay");
  assert.equal(stored?.revision, 2);
});

test("a deleted draft refuses writes until brought back, and is purged with its history after the undo window", async () => {
  const db = await openDraftDb();
  await db.writeDraft(newDraftRecord({ id: "d1", now: 1, writer: "a", text: "keep" }), 0, "a");
  await db.writeDraft(newDraftRecord({ id: "d2", now: 1, writer: "a", text: "gone" }), 0, "a");
  await db.addSnapshot({ draftId: "d2", at: 5, text: "old", reason: "editing" });
  await db.markDeleted("d2", 100);
  const stale = await db.writeDraft(newDraftRecord({ id: "d2", now: 1, writer: "b", text: "typed in another tab" }), 1, "b");
  assert.equal(stale.ok, false);
  await db.purgeDeleted(50); // deleted at 100: still within its undo window
  assert.ok(await db.getDraft("d2"));
  await db.undelete("d2");
  assert.equal((await db.getDraft("d2"))?.deletedAt, undefined);
  await db.markDeleted("d2", 200);
  await db.purgeDeleted(300);
  assert.equal(await db.getDraft("d2"), null);
  assert.deepEqual(await db.snapshots("d2"), []);
  assert.equal((await db.getDraft("d1"))?.text, "keep");
});

test("history keeps the newest 50 snapshots of each draft, newest first, without touching other drafts'", async () => {
  const db = await openDraftDb();
  await db.addSnapshot({ draftId: "other", at: 1, text: "other draft", reason: "editing" });
  for (let i = 0; i < MAX_SNAPSHOTS + 5; i++) await db.addSnapshot({ draftId: "d1", at: 1000 + i, text: `v${i}`, reason: i % 2 ? "editing" : "accept-all" });
  const kept = await db.snapshots("d1");
  assert.equal(kept.length, MAX_SNAPSHOTS);
  assert.equal(kept[0].text, `v${MAX_SNAPSHOTS + 4}`);
  assert.equal(kept.at(-1)?.text, "v5");
  assert.equal((await db.snapshots("other")).length, 1);
});

test("the old per-tab autosave moves in once: a second tab, or a second visit, adds nothing", async () => {
  const db = await openDraftDb();
  const legacy = [
    { key: "patina:draft:t1", draft: { tabId: "t1", text: "old draft", editedAt: 10, lang: "ko", docType: "blog", ignores: NO_IGNORES } },
    { key: "patina:draft:t2", draft: { tabId: "t2", text: "old draft", editedAt: 5, lang: "ko", docType: "blog", ignores: NO_IGNORES } },
  ];
  let n = 0;
  const id = () => `m${++n}`;
  assert.equal(await db.migrateLegacy(legacy, id, "tab"), 1);
  assert.equal(await db.migrateLegacy(legacy, id, "tab"), 0);
  const all = await db.allDrafts();
  assert.deepEqual(all.map((d) => [d.text, d.lang, d.docType]), [["old draft", "ko", "blog"]]);
  // An old tab still running wrote its record again, with a new edit: that one is new.
  const again = [{ key: "patina:draft:t1", draft: { ...legacy[0].draft, text: "old draft, edited later", editedAt: 20 } }];
  assert.equal(await db.migrateLegacy(again, id, "tab"), 1);
  assert.equal((await db.allDrafts()).length, 2);
});
