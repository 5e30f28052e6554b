import assert from "node:assert/strict";
import { test } from "node:test";
import { draftTitle, firstWords, listed, mayWrite, nameFromFileName, newDraftRecord, parseDraftRecord } from "../../lib/workspace/drafts";
import { safeFileName } from "../../lib/workspace/file-name";
import { draftsFromLegacy, legacyDrafts, type KeyValueStore } from "../../lib/workspace/legacy-autosave";
import { NO_IGNORES } from "../../lib/editor/ignores";

test("first words: whitespace folded, cut at a word boundary, or at a length for text without spaces", () => {
  assert.equal(firstWords("  Short\n\ntext  "), "Short text");
  assert.equal(firstWords("The quick brown fox jumps over the lazy dog again and again", 30), "The quick brown fox jumps…");
  assert.equal(firstWords("日本語の文章は空白なしで続いていくのでここで切ります", 10), "日本語の文章は空白な…");
  // Never half of a surrogate pair.
  assert.equal(firstWords("😀".repeat(10), 5), "😀😀…");
  assert.equal(firstWords(""), "");
});

test("a draft is called by its name, else its first words", () => {
  assert.equal(draftTitle({ name: "  Essay  ", text: "Body" }), "Essay");
  assert.equal(draftTitle({ name: "", text: "오늘날 급변하는 디지털 시대에서 인공지능은 매우 중요한 역할을 수행하고 있습니다." }), "오늘날 급변하는 디지털 시대에서 인공지능은 매우 중요한 역할을 수행하고…");
  assert.equal(draftTitle({ name: "", text: "  " }), "");
});

test("imported drafts are named after the file", () => {
  assert.equal(nameFromFileName("보고서 최종.docx"), "보고서 최종");
  assert.equal(nameFromFileName("C:\\Users\\me\\notes.v2.md"), "notes.v2");
  assert.equal(nameFromFileName(".txt"), ".txt");
});

test("download names: safe on every system, Unicode kept, reserved and empty names fall back", () => {
  assert.equal(safeFileName("보고서: 1/2 초안?", "draft"), "보고서 1 2 초안");
  assert.equal(safeFileName('a<b>c|d"e*f', "draft"), "a b c d e f");
  assert.equal(safeFileName("  ...trailing dots... ", "draft"), "trailing dots");
  assert.equal(safeFileName("CON", "draft"), "draft");
  assert.equal(safeFileName("\u202eevil\u0000", "draft"), "evil");
  assert.equal(safeFileName("", "draft"), "draft");
  const long = safeFileName("가".repeat(79) + "😀" + "나".repeat(10), "draft");
  assert.equal(long, "가".repeat(79)); // cut at 80 units would split the emoji
});

test("the list: newest edit first, deleted drafts left out", () => {
  const a = { ...newDraftRecord({ id: "a", now: 1, writer: "t" }), editedAt: 10 };
  const b = { ...newDraftRecord({ id: "b", now: 1, writer: "t" }), editedAt: 30 };
  const c = { ...newDraftRecord({ id: "c", now: 1, writer: "t" }), editedAt: 20, deletedAt: 40 };
  assert.deepEqual(listed([a, b, c]).map((d) => d.id), ["b", "a"]);
});

test("revisions: a tab writes only over the revision it last saw; a purged draft may be written back", () => {
  assert.equal(mayWrite({ revision: 3 }, 3), true);
  assert.equal(mayWrite({ revision: 4 }, 3), false);
  assert.equal(mayWrite({ revision: 4, deletedAt: 1 }, 4), false);
  assert.equal(mayWrite(undefined, 7), true);
});

test("stored records are validated field by field", () => {
  assert.equal(parseDraftRecord({ id: "x", text: 3, editedAt: 1, revision: 0 }), null);
  const r = parseDraftRecord({ id: "x", text: "t", editedAt: 5, revision: 2, lineBreak: "\r\n", ignores: { patterns: ["p"], occurrences: "bad" } });
  assert.equal(r?.lineBreak, "\r\n");
  assert.deepEqual(r?.ignores, { occurrences: [], patterns: ["p"] });
  assert.equal(r?.createdAt, 5);
  assert.equal(r?.lang, "auto");
});

class MemoryStore implements KeyValueStore {
  constructor(readonly map = new Map<string, string>()) {}
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

test("the per-tab autosave of earlier versions becomes drafts: one per distinct text, settings and reading kept", () => {
  const rec = (tabId: string, text: string, editedAt: number, extra = {}) => JSON.stringify({ tabId, text, editedAt, lang: "ko", docType: "blog", ignores: { patterns: ["ko-style#3"], occurrences: [] }, ...extra });
  const store = new MemoryStore(
    new Map([
      ["patina:draft:t1", rec("t1", "older draft", 100)],
      ["patina:draft:t2", rec("t2", "newest draft", 300, { lastReading: { findings: [] }, readingHash: 42 })],
      ["patina:draft:t3", rec("t3", "newest draft", 200)],
      ["patina:draft:t4", rec("t4", "   ", 400)],
      ["patina:draft:bad", "{not json"],
      ["patina:settings", "{}"],
    ]),
  );
  const legacy = legacyDrafts(store);
  assert.deepEqual(legacy.map((l) => l.key), ["patina:draft:t4", "patina:draft:t2", "patina:draft:t3", "patina:draft:t1"]);
  let n = 0;
  const drafts = draftsFromLegacy(legacy.map((l) => l.draft), () => `id${++n}`, "tab");
  assert.deepEqual(drafts.map((d) => [d.id, d.text, d.editedAt]), [["id1", "newest draft", 300], ["id2", "older draft", 100]]);
  assert.equal(drafts[0].lang, "ko");
  assert.equal(drafts[0].docType, "blog");
  assert.deepEqual(drafts[0].ignores, { patterns: ["ko-style#3"], occurrences: [] });
  assert.equal(drafts[0].readingHash, 42);
  assert.deepEqual(drafts[1].ignores.patterns, ["ko-style#3"]);
  assert.notDeepEqual(drafts[1].ignores, NO_IGNORES);
});
