import { test } from "node:test";
import assert from "node:assert/strict";
import { computeMps, finalVerdict, parseVerdict, type Anchor } from "../../lib/scoring/mps";

// Seed 000 §16 worked example.
const SEED: Anchor[] = [
  { id: "1", type: "claim", verdict: "SOFT FAIL", afterRetry: "PASS" },
  { id: "2", type: "polarity", verdict: "PASS" },
  { id: "3", type: "quantifier", verdict: "PASS" },
  { id: "4", type: "causation", verdict: "HARD FAIL", span: { start: 10, end: 20 } },
  { id: "5", type: "negation", verdict: "PASS" },
];

test("seed §16 example: MPS 88, 양호", () => {
  const r = computeMps(SEED);
  assert.ok(r.applicable);
  assert.equal(r.score, 88);
  assert.equal(r.pass_count, 4);
  assert.equal(r.polarity_total, 2);
  assert.equal(r.polarity_pass_count, 2);
  assert.equal(r.label_ko, "양호");
  assert.equal(r.formula, "anchors+polarity");
  assert.deepEqual(r.failing.map((f) => [f.id, f.action, f.span]), [["4", "restore", { start: 10, end: 20 }]]);
});

test("retry rule: a SOFT FAIL that passes on retry counts as PASS; one that stays SOFT FAIL does not", () => {
  assert.equal(finalVerdict({ verdict: "SOFT FAIL", afterRetry: "PASS" }), "PASS");
  const stillFailing = SEED.map((a) => (a.id === "1" ? { ...a, afterRetry: "SOFT FAIL" as const } : a));
  const r = computeMps(stillFailing);
  assert.ok(r.applicable);
  assert.equal(r.pass_count, 3);
  assert.equal(r.unrounded, (0.6 * 0.6 + 1 * 0.4) * 100);
  assert.deepEqual(r.failing.map((f) => [f.id, f.action]), [["1", "retry"], ["4", "restore"]]);
  const noRetry = computeMps(SEED.map((a) => (a.id === "1" ? { type: a.type, verdict: a.verdict } : a)));
  assert.ok(noRetry.applicable);
  assert.equal(noRetry.pass_count, 3);
});

test("fallback: no polarity or negation anchors → pass rate × 100", () => {
  const r = computeMps([
    { type: "claim", verdict: "PASS" },
    { type: "quantifier", verdict: "SOFT FAIL" },
    { type: "causation", verdict: "PASS" },
  ]);
  assert.ok(r.applicable);
  assert.equal(r.formula, "anchors-only");
  assert.equal(r.score, 66.7);
  assert.equal(r.label_ko, "주의");
});

test("polarity anchors weigh 0.4 on their own", () => {
  const r = computeMps([
    { type: "claim", verdict: "PASS" },
    { type: "negation", verdict: "HARD FAIL" },
  ]);
  assert.ok(r.applicable);
  assert.equal(r.unrounded, 0.5 * 0.6 * 100);
  assert.equal(r.label_ko, "위험");
});

test("fallback: no anchors → N/A", () => {
  const r = computeMps([]);
  assert.equal(r.applicable, false);
  assert.equal(r.score, null);
  assert.equal(r.label_ko, "N/A (앵커 없음)");
});

test("verdict spellings", () => {
  assert.equal(parseVerdict("pass"), "PASS");
  assert.equal(parseVerdict("soft_fail"), "SOFT FAIL");
  assert.equal(parseVerdict("Hard-Fail"), "HARD FAIL");
  assert.throws(() => parseVerdict("FAIL"), /unknown anchor verdict/);
});
