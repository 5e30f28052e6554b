import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_TEXT_LENGTH, looksBinary, parseAnalyzeRequest } from "../../lib/api/analyze-request";

test("a valid request parses with auto language by default", () => {
  const parsed = parseAnalyzeRequest(JSON.stringify({ text: "Hello there." }));
  assert.deepEqual(parsed, { ok: true, value: { text: "Hello there.", lang: "auto", docType: "default" } });
});

test("malformed JSON, wrong shapes and bad languages are clear errors", () => {
  const cases: [string, number, string][] = [
    ["{oops", 400, "bad-json"],
    ["[1,2]", 400, "bad-request"],
    [JSON.stringify({ text: 3 }), 400, "bad-request"],
    [JSON.stringify({ text: "hi", lang: "fr" }), 422, "unsupported-language"],
    [JSON.stringify({ text: "hi", docType: "poetry" }), 422, "unknown-doc-type"],
    [JSON.stringify({ text: " \n\t " }), 400, "empty-text"],
    [JSON.stringify({ text: "x".repeat(MAX_TEXT_LENGTH + 1) }), 413, "too-large"],
    [JSON.stringify({ text: "abc\u0000def" }), 400, "binary"],
  ];
  for (const [body, status, code] of cases) {
    const parsed = parseAnalyzeRequest(body);
    assert.equal(parsed.ok, false, body.slice(0, 30));
    if (!parsed.ok) {
      assert.equal(parsed.error.status, status);
      assert.equal(parsed.error.code, code);
      assert.ok(parsed.error.message.length > 5);
    }
  }
});

test("binary detection tolerates ordinary prose and catches control-character soup", () => {
  assert.equal(looksBinary("Tabs\tand\r\nnewlines are prose. 한국어도 그렇다."), false);
  assert.equal(looksBinary("\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000e\u000f\u0010 garbage"), true);
  assert.equal(looksBinary("\ufffd".repeat(40) + "x".repeat(100)), true);
});
