// The API's size limits come from the environment with documented defaults, and the analyze
// response sends the summary unless asked for the full detail.
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkText, parseAnalyzeRequest } from "../../lib/api/analyze-request";
import { analyzeResponse } from "../../lib/api/analyze-response";
import { bodyLimitFor, DEFAULT_MAX_ANALYZE_CHARS, DEFAULT_MAX_LLM_CHARS, limitFromEnv, maxAnalyzeChars, maxLlmChars } from "../../lib/api/limits";
import { readDocument } from "../../lib/document/read-document";

test("limits default to 200,000 and 20,000 characters and follow the environment", () => {
  assert.equal(maxAnalyzeChars({}), DEFAULT_MAX_ANALYZE_CHARS);
  assert.equal(DEFAULT_MAX_ANALYZE_CHARS, 200_000);
  assert.equal(maxLlmChars({}), DEFAULT_MAX_LLM_CHARS);
  assert.equal(DEFAULT_MAX_LLM_CHARS, 20_000);
  assert.equal(maxAnalyzeChars({ PATINA_MAX_ANALYZE_CHARS: "50_000" }), 50_000);
  assert.equal(maxLlmChars({ PATINA_MAX_LLM_CHARS: "1000" }), 1000);
  assert.equal(limitFromEnv("X", 7, { X: " " }), 7);
  for (const bad of ["0", "-5", "1.5", "lots"]) assert.throws(() => limitFromEnv("X", 7, { X: bad }), /X must be a positive integer/);
  // A JSON body of the largest text always fits the byte cap (6 bytes per \uXXXX escape).
  assert.ok(bodyLimitFor(1000) >= Buffer.byteLength(JSON.stringify({ text: "\u0001".repeat(1000) })));
});

test("a text over the limit is a 413 that names the limit; the limit is a parameter", () => {
  const over = checkText("x".repeat(101), 100);
  assert.equal(over?.status, 413);
  assert.equal(over?.limit, 100);
  assert.match(over?.message ?? "", /101 characters; the limit is 100/);
  assert.equal(checkText("x".repeat(100), 100), null);
  const parsed = parseAnalyzeRequest(JSON.stringify({ text: "y".repeat(11) }), { maxChars: 10 });
  assert.equal(parsed.ok, false);
});

test("detail: the summary leaves out sentences and tokens, full keeps them; both drop the echoed text", () => {
  const text = "The first paragraph has two sentences. It also has this one.\n\nThe second paragraph is short.";
  const reading = readDocument(text, { lang: "en" });
  const summary = analyzeResponse(reading);
  const full = analyzeResponse(reading, "full");
  assert.equal(summary.detail, "summary");
  assert.ok(!("text" in summary.analysis) && !("text" in full.analysis));
  assert.equal(summary.analysis.paragraphs.length, 2);
  assert.ok(summary.analysis.paragraphs.every((p) => !("sentences" in p) && typeof p.hot === "boolean" && p.metrics.sentenceCount > 0));
  assert.ok(full.analysis.paragraphs.every((p) => "sentences" in p && (p.sentences as unknown[]).length > 0));
  assert.ok(JSON.stringify(summary).length < JSON.stringify(full).length);
  assert.equal(parseAnalyzeRequest(JSON.stringify({ text, detail: "full" })).ok && parseAnalyzeRequest(JSON.stringify({ text, detail: "full" })).ok, true);
});
