import assert from "node:assert/strict";
import { test } from "node:test";
import { ChangeSet } from "@codemirror/state";
import { mapFindings, mapParagraphs, markableFindings, stepFinding } from "../../lib/editor/map-findings";

const text = "We leverage tools. They foster growth. 😀 Plain end.";
const span = (id: string, word: string) => {
  const start = text.indexOf(word);
  return { id, start, end: start + word.length, scope: "span" as const, text_span: word };
};
const leverage = span("f1", "leverage");
const foster = span("f2", "foster");
const plain = span("f3", "Plain");

test("an edit before a finding shifts it; its text still matches the slice", () => {
  const changes = ChangeSet.of({ from: 0, to: 2, insert: "Today we" }, text.length);
  const mapped = mapFindings([leverage, foster, plain], changes);
  assert.equal(mapped.length, 3);
  const after = applyTo(text, changes);
  for (const f of mapped) assert.equal(after.slice(f.start, f.end), f.text_span);
});

test("an edit inside a finding drops it rather than stretching it", () => {
  const at = text.indexOf("foster") + 2;
  const changes = ChangeSet.of({ from: at, to: at, insert: "XX" }, text.length);
  const mapped = mapFindings([leverage, foster, plain], changes);
  assert.deepEqual(
    mapped.map((f) => f.id),
    ["f1", "f3"],
  );
});

test("edits after an emoji (surrogate pair) keep UTF-16 offsets exact", () => {
  const emoji = text.indexOf("😀");
  const changes = ChangeSet.of({ from: emoji, to: emoji + 2, insert: "" }, text.length);
  const mapped = mapFindings([plain], changes);
  const after = applyTo(text, changes);
  assert.equal(after.slice(mapped[0].start, mapped[0].end), "Plain");
});

test("document-scope findings survive edits inside them and stretch with the text", () => {
  const doc = { id: "d1", start: 0, end: text.length, scope: "document" as const };
  const changes = ChangeSet.of({ from: 5, to: 5, insert: "abc" }, text.length);
  const [mapped] = mapFindings([doc], changes);
  assert.deepEqual([mapped.start, mapped.end], [0, text.length + 3]);
});

test("findings and paragraphs before the edit keep their objects; those after it move", () => {
  const at = text.indexOf("They");
  const changes = ChangeSet.of({ from: at, to: at, insert: "So " }, text.length);
  const [l, f] = mapFindings([leverage, foster], changes);
  assert.equal(l, leverage);
  assert.notEqual(f, foster);
  assert.equal(f.start, foster.start + 3);
  const first = { index: 0, start: 0, end: at - 1 };
  const second = { index: 1, start: at, end: text.length };
  const [p0, p1] = mapParagraphs([first, second], changes);
  assert.equal(p0, first);
  assert.deepEqual([p1.start, p1.end], [at, text.length + 3]);
});

test("markable findings: spans only, inside the document, in order", () => {
  const doc = { id: "d1", start: 0, end: text.length, scope: "document" as const };
  const outside = { ...plain, id: "f9", end: text.length + 5 };
  assert.deepEqual(
    markableFindings([plain, doc, foster, outside, leverage], text.length).map((f) => f.id),
    ["f1", "f2", "f3"],
  );
});

test("next / previous finding wrap around the document", () => {
  const list = markableFindings([leverage, foster, plain], text.length);
  assert.equal(stepFinding(list, -1, 1)?.id, "f1");
  assert.equal(stepFinding(list, leverage.start, 1)?.id, "f2");
  assert.equal(stepFinding(list, plain.start, 1)?.id, "f1");
  assert.equal(stepFinding(list, leverage.start, -1)?.id, "f3");
  assert.equal(stepFinding(list, plain.start, -1)?.id, "f2");
  assert.equal(stepFinding([], 0, 1), null);
});

function applyTo(doc: string, changes: ChangeSet): string {
  let out = "";
  let pos = 0;
  changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    out += doc.slice(pos, fromA) + inserted.toString();
    pos = toA;
  });
  return out + doc.slice(pos);
}
