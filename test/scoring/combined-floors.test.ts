import { test } from "node:test";
import assert from "node:assert/strict";
import { computeCombined } from "../../lib/scoring/combined";
import { combinedWeightsFor, SHIPPED_DOC_TYPES } from "../../lib/scoring/doc-types";
import { checkFloors } from "../../lib/scoring/floors";
import { computeMps } from "../../lib/scoring/mps";
import { compareScores } from "../../lib/scoring/divergence";

// Seed 000 §13 table (formal and narrative are this product's own choices).
const SEED_WEIGHTS: Record<string, [number, number]> = {
  default: [0.6, 0.4], academic: [0.4, 0.6], blog: [0.7, 0.3], technical: [0.35, 0.65], social: [0.75, 0.25],
  email: [0.5, 0.5], legal: [0.35, 0.65], medical: [0.35, 0.65], marketing: [0.65, 0.35], namuwiki: [0.65, 0.35],
};

test("combined weights per document type match the seed table", () => {
  for (const [name, [ai, fid]] of Object.entries(SEED_WEIGHTS)) {
    assert.deepEqual(combinedWeightsFor(name), { aiLikeness: ai, fidelity: fid }, name);
  }
});

test("combined = ai × w_ai + (100 − fidelity) × w_fid, per document type", () => {
  const ai = 13.349206349206348;
  const fid = 91.66666666666667;
  for (const name of Object.keys(SHIPPED_DOC_TYPES)) {
    const w = combinedWeightsFor(name);
    const r = computeCombined(ai, fid, w);
    assert.ok(Math.abs(r.unrounded - (ai * w.aiLikeness + (100 - fid) * w.fidelity)) < 1e-9, name);
  }
  assert.equal(computeCombined(40, 60, combinedWeightsFor("academic")).score, 40); // 16 + 24
  assert.equal(computeCombined(40, 60, combinedWeightsFor("blog")).score, 40); // 28 + 12
  assert.equal(computeCombined(80, 20, combinedWeightsFor("social")).label_ko, "부적합"); // 60 + 20
  assert.equal(computeCombined(10, 100, combinedWeightsFor("default")).label_ko, "최적");
  assert.throws(() => computeCombined(10, 90, { aiLikeness: 0.7, fidelity: 0.4 }), /sum to 1/);
});

test("configured weights win over the document type's own", () => {
  assert.deepEqual(combinedWeightsFor("academic", SHIPPED_DOC_TYPES, { academic: { aiLikeness: 0.5, fidelity: 0.5 } }), { aiLikeness: 0.5, fidelity: 0.5 });
  const custom = { ...SHIPPED_DOC_TYPES, memo: { name: "memo", label: { ko: "메모", en: "Memo" }, description: "", patternOverrides: { unscoped: {}, byLang: {} } } };
  assert.deepEqual(combinedWeightsFor("memo", custom), { aiLikeness: 0.6, fidelity: 0.4 }); // falls back to default
  assert.throws(() => combinedWeightsFor("nope"), /unknown document type/);
});

test("floors pass at 70/70 and the edge is judged like the bands", () => {
  const pass = checkFloors(70, computeMps([{ type: "claim", verdict: "PASS" }]));
  assert.equal(pass.pass, true);
  assert.deepEqual(pass.must_fix, []);
  assert.equal(checkFloors(69.5, null).pass, true);
  assert.equal(checkFloors(69.4, null).pass, false);
});

test("a failing MPS floor lists the anchors to retry or restore", () => {
  const mps = computeMps([
    { id: "a", type: "claim", verdict: "PASS" },
    { id: "b", type: "negation", verdict: "HARD FAIL", span: { start: 5, end: 9 } },
    { id: "c", type: "quantifier", verdict: "SOFT FAIL", afterRetry: "SOFT FAIL", span: { start: 12, end: 20 } },
  ]);
  const r = checkFloors(95, mps);
  assert.equal(r.pass, false);
  assert.equal(r.fidelity.pass, true);
  assert.equal(r.mps.pass, false);
  assert.deepEqual(r.must_fix.map((a) => [a.id, a.action, a.span]), [["b", "restore", { start: 5, end: 9 }], ["c", "retry", { start: 12, end: 20 }]]);
  assert.match(r.messages.join("\n"), /MPS .* below the floor 70/);
});

test("a failing fidelity floor fails the gate even with perfect anchors", () => {
  const r = checkFloors(66.7, computeMps([{ type: "claim", verdict: "PASS" }]));
  assert.equal(r.pass, false);
  assert.equal(r.fidelity.pass, false);
  assert.equal(r.mps.pass, true);
  assert.match(r.messages[0], /fidelity 66.7 is below the floor 70/);
});

test("MPS N/A does not apply the MPS floor; configured floors are used", () => {
  const r = checkFloors(80, computeMps([]));
  assert.equal(r.mps.applied, false);
  assert.equal(r.pass, true);
  assert.equal(checkFloors(80, null, { fidelityFloor: 85, mpsFloor: 70 }).pass, false);
  assert.equal(checkFloors(80, computeMps([{ type: "claim", verdict: "SOFT FAIL" }, { type: "claim", verdict: "PASS" }]), { fidelityFloor: 70, mpsFloor: 50 }).pass, true);
});

test("shadow score: warning only when the gap exceeds the threshold, naming both scores", () => {
  const quiet = compareScores(40, 25);
  assert.equal(quiet.diverged, false); // exactly 15
  assert.equal(quiet.warning, null);
  const loud = compareScores(42.04, 20.5);
  assert.equal(loud.diverged, true);
  assert.equal(loud.difference, 21.5);
  assert.match(loud.warning!, /42/);
  assert.match(loud.warning!, /20.5/);
  assert.equal(compareScores(40, 30, 5).diverged, true);
  assert.equal(compareScores(30, 40, 10).diverged, false);
});
