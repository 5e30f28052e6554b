import assert from "node:assert/strict";
import { test } from "node:test";
import { allDrafts, draftToRestore, MAX_RECORDS, parseDraft, saveDraft, type KeyValueStore, type SavedDraft } from "../../lib/editor/autosave";
import { isIgnored, NO_IGNORES, occurrenceKey, parseIgnores, withIgnoredOccurrence, withIgnoredPattern } from "../../lib/editor/ignores";

class MemoryStore implements KeyValueStore {
  map = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (v.length > this.quota) throw new Error("QuotaExceededError");
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const draft = (tabId: string, text: string, editedAt: number): SavedDraft => ({ tabId, text, editedAt, lang: "auto", docType: "default", ignores: NO_IGNORES });

test("a reload restores the tab's own draft; a new tab starts from the newest", () => {
  const store = new MemoryStore();
  saveDraft(store, draft("a", "first tab", 100));
  saveDraft(store, draft("b", "second tab", 200));
  assert.equal(draftToRestore(store, "a")?.text, "first tab");
  assert.equal(draftToRestore(store, "b")?.text, "second tab");
  assert.equal(draftToRestore(store, "new")?.text, "second tab");
});

test("tabs never overwrite each other's records, and old ones are pruned", () => {
  const store = new MemoryStore();
  for (let i = 0; i < MAX_RECORDS + 3; i++) saveDraft(store, draft(`t${i}`, `text ${i}`, i));
  const kept = allDrafts(store);
  assert.equal(kept.length, MAX_RECORDS);
  assert.equal(kept[0].text, `text ${MAX_RECORDS + 2}`);
});

test("when storage is too full for the reading, the text is still saved", () => {
  const store = new MemoryStore();
  store.quota = 400;
  const ok = saveDraft(store, { ...draft("a", "short text", 1), lastReading: { big: "x".repeat(1000) }, readingHash: 1 });
  assert.equal(ok, true);
  const back = parseDraft(store.getItem("patina:draft:a"));
  assert.equal(back?.text, "short text");
  assert.equal(back?.lastReading, undefined);
  store.quota = 5;
  assert.equal(saveDraft(store, draft("a", "short text", 2)), false);
});

test("malformed records are ignored, not thrown", () => {
  assert.equal(parseDraft("{nope"), null);
  assert.equal(parseDraft(JSON.stringify({ tabId: 1, text: "x", editedAt: 1 })), null);
  assert.deepEqual(parseIgnores({ occurrences: ["a", 3], patterns: "x" }), { occurrences: ["a"], patterns: [] });
});

test("an ignored occurrence stays ignored after edits elsewhere; an ignored pattern covers every occurrence", () => {
  const text = "We leverage tools. Later we leverage more.";
  const first = { pattern: "en-language#7", start: 3, end: 11 };
  const second = { pattern: "en-language#7", start: text.lastIndexOf("leverage"), end: text.lastIndexOf("leverage") + 8 };
  const ignores = withIgnoredOccurrence(NO_IGNORES, first, text);
  assert.equal(isIgnored(first, text, ignores), true);
  assert.equal(isIgnored(second, text, ignores), false);
  const edited = text + " An added sentence.";
  assert.equal(isIgnored(first, edited, ignores), true);
  assert.notEqual(occurrenceKey(first, text), occurrenceKey(second, text));
  const all = withIgnoredPattern(NO_IGNORES, "en-language#7");
  assert.equal(isIgnored(second, text, all), true);
});
