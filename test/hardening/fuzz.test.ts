// A bounded slice of `npm run fuzz`: issue 12's bad inputs and some generated ones against
// every route in the fuzz table (in-process) and the CLI. Each must be read with exact offsets
// or refused with a clear 4xx / exit 1, never a 5xx, a crash or a hang.
import assert from "node:assert/strict";
import { test } from "node:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixedCases, fuzzCli, fuzzEnvironment, fuzzRoutes, judge, offsetProblems, randomCases, ROUTES, type Outcome } from "../../scripts/fuzz";

// Reports go to a throwaway SQLite store; no model key, so the LLM routes run deterministically.
fuzzEnvironment(mkdtempSync(join(tmpdir(), "patina-fuzz-test-")));

const failures = (outcomes: Outcome[]) => outcomes.filter((o) => o.problems.length).map((o) => `${o.route} ${o.name}: ${o.problems.join("; ")}`);

test("every route answers the bad inputs with a reading or a clear 4xx", async () => {
  const outcomes = await fuzzRoutes([...fixedCases(), ...randomCases(20, 12)], { timeoutMs: 15_000 });
  assert.ok(ROUTES.length >= 5 && outcomes.length >= ROUTES.length * 50, `${outcomes.length} cases ran over ${ROUTES.length} routes`);
  assert.deepEqual(failures(outcomes), []);
  // Both kinds of answer occur: the slice really exercises readings and refusals.
  assert.ok(outcomes.some((o) => o.status === 200) && outcomes.some((o) => o.status === 413) && outcomes.some((o) => o.status === 400));
});

test("the CLI reads or refuses the same inputs", () => {
  const pick = new Set(["empty", "NUL byte", "lone surrogates", "invalid UTF-8", "NFD Hangul", "10,000 emoji", "RTL marks"]);
  const cases = fixedCases().filter((c) => pick.has(c.name));
  const outcomes = fuzzCli([...cases, ...randomCases(3, 5)], { timeoutMs: 60_000 });
  assert.equal(outcomes.length, pick.size + 3);
  assert.deepEqual(failures(outcomes), []);
  assert.ok(outcomes.some((o) => o.status === 0) && outcomes.some((o) => o.status === 1));
});

test("the judge catches what it is there to catch", () => {
  const route = ROUTES[0];
  const text = "Hello there.";
  const reading = (span: string) =>
    JSON.stringify({ analysis: { length: text.length, paragraphs: [{ start: 0, end: 12 }] }, report: { findings: [{ id: "f1", start: 0, end: 5, text_span: span }] }, scores: {} });
  assert.deepEqual(judge(route, { name: "ok", text }, { status: 200, contentType: "application/json", body: reading("Hello") }), []);
  assert.match(judge(route, { name: "shifted", text }, { status: 200, contentType: "application/json", body: reading("ello ") }).join(), /text_span/);
  assert.match(judge(route, { name: "crash", text }, { status: 500, contentType: "text/plain", body: "boom" }).join(), /status 500/);
  assert.match(judge(route, { name: "vague", text }, { status: 400, contentType: "application/json", body: '{"error":{}}' }).join(), /code, message/);
  assert.deepEqual(offsetProblems("abc", "x", [{ start: 2, end: 4 }]).length, 1);
});
