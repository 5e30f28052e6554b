// Which failing anchors the merge review shows on which fix.
import assert from "node:assert/strict";
import { test } from "node:test";
import { flagsForChunks, quote } from "../../lib/editor/meaning-flags";
import { checkMeaning } from "../../lib/meaning/check";

test("a changed number is shown on the fix that changed it, by its rewrite range", () => {
  const original = "The ferry runs every hour. Tickets cost 12 dollars.";
  const rewrite = "The ferry runs every hour. A ticket costs 15 dollars.";
  const anchors = checkMeaning(original, rewrite, "en").anchors;
  const at = original.indexOf("Tickets");
  const chunks = [
    { id: "c001", fromA: 0, toA: 3, fromB: 0, toB: 3 },
    { id: "c002", fromA: at, toA: original.length, fromB: rewrite.indexOf("A ticket"), toB: rewrite.length },
  ];
  const flags = flagsForChunks(chunks, anchors);
  assert.equal(flags.has("c001"), false, "an untouched fix carries no flag");
  const mine = flags.get("c002");
  assert.ok(mine && mine.length === 1, JSON.stringify([...flags]));
  assert.deepEqual([mine[0].type, mine[0].change, mine[0].text, mine[0].rewrite_text], ["number", "changed", "12 dollars", "15 dollars"]);
});

test("passing anchors flag nothing; quotes fold whitespace and cut long text", () => {
  const text = "All 40 tests passed.";
  assert.equal(flagsForChunks([{ id: "c1", fromA: 0, toA: text.length, fromB: 0, toB: text.length }], checkMeaning(text, text, "en").anchors).size, 0);
  assert.equal(quote("a\n  b"), "a b");
  assert.equal(quote("x".repeat(100), 10), `${"x".repeat(9)}…`);
});
