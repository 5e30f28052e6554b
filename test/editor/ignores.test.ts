import assert from "node:assert/strict";
import { test } from "node:test";
import { isIgnored, NO_IGNORES, occurrenceKey, parseIgnores, withIgnoredOccurrence, withIgnoredPattern } from "../../lib/editor/ignores";

test("malformed ignore choices read as the valid part", () => {
  assert.deepEqual(parseIgnores({ occurrences: ["a", 3], patterns: "x" }), { occurrences: ["a"], patterns: [] });
  assert.deepEqual(parseIgnores(null), NO_IGNORES);
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
