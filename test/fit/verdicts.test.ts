import { test } from "node:test";
import assert from "node:assert/strict";
import { bandVerdictOf, toldShares, verdictOf, verdictTable, withheldTable } from "../../scripts/fit/verdicts";

const long = { charCount: 1200, sentenceCount: 10, findings: 2, unfamiliar: false };

test("verdictOf: the band a writer sees, or not enough evidence by the product's own rule", () => {
  assert.equal(verdictOf({ ...long, score: 12 }), "human (0-30)");
  assert.equal(verdictOf({ ...long, score: 30.4 }), "human (0-30)");
  assert.equal(verdictOf({ ...long, score: 40 }), "mixed (31-50)");
  assert.equal(verdictOf({ ...long, score: 60 }), "AI-like (51-70)");
  assert.equal(verdictOf({ ...long, score: 70.5 }), "AI-generated (71+)");
  assert.equal(verdictOf({ ...long, score: 25, findings: 0 }), "not enough evidence");
  assert.equal(verdictOf({ ...long, score: 90, charCount: 100 }), "not enough evidence");
  assert.equal(verdictOf({ ...long, score: 10, unfamiliar: true }), "not enough evidence");
  assert.equal(verdictOf({ ...long, score: 10, findings: 5, charCount: 2000 }), "not enough evidence");
  assert.equal(verdictOf({ ...long, score: 10, findings: 5, charCount: 4000 }), "human (0-30)");
});

test("verdictTable: shares of each class and how often a verdict is right", () => {
  const verdicts = ["human (0-30)", "human (0-30)", "human (0-30)", "AI-generated (71+)", "not enough evidence"] as const;
  const labels = [false, false, true, true, true];
  const t = verdictTable([...verdicts], labels);
  const human = t.find((r) => r.verdict === "human (0-30)")!;
  assert.deepEqual([human.ai, human.human], [1, 2]);
  assert.ok(Math.abs(human.right - 2 / 3) < 1e-12);
  assert.ok(Math.abs(human.aiShare - 1 / 3) < 1e-12);
  assert.equal(human.humanShare, 1);
  assert.equal(t.find((r) => r.verdict === "AI-generated (71+)")!.right, 1);
  assert.equal(t.find((r) => r.verdict === "not enough evidence")!.right, 1);
  assert.ok(Number.isNaN(t.find((r) => r.verdict === "mixed (31-50)")!.right));
});

test("toldShares: a withheld band counts in the denominator and in no band", () => {
  const verdicts = ["human (0-30)", "not enough evidence", "AI-generated (71+)", "AI-like (51-70)", "not enough evidence", "human (0-30)"] as const;
  const labels = [false, false, false, true, true, true];
  const t = toldShares([...verdicts], labels);
  assert.ok(Math.abs(t.humanAt30 - 1 / 3) < 1e-12);
  assert.ok(Math.abs(t.humanAt71 - 1 / 3) < 1e-12);
  assert.ok(Math.abs(t.aiAt51 - 1 / 3) < 1e-12);
  assert.ok(Math.abs(t.aiAt30 - 1 / 3) < 1e-12);
  assert.deepEqual(t.notEnough, { ai: 1 / 3, human: 1 / 3 });
  assert.ok(Number.isNaN(toldShares(["human (0-30)"], [false]).aiAt51));
});

test("withheldTable: how often a withheld band would have named the wrong class, per reason", () => {
  const t = withheldTable([
    { reasons: ["overlap"], band: "human (0-30)", label: true },
    { reasons: ["overlap"], band: "human (0-30)", label: false },
    { reasons: ["short", "thin"], band: "AI-like (51-70)", label: false },
    { reasons: ["thin"], band: "mixed (31-50)", label: true },
    { reasons: [], band: "human (0-30)", label: true },
  ]);
  const row = (r: string) => t.find((x) => x.reason === r)!;
  assert.deepEqual([row("any").n, row("any").ai], [4, 2]);
  assert.equal(row("any").wrongBand, 2 / 4);
  assert.equal(row("overlap").wrongBand, 1 / 2);
  assert.equal(row("short").wrongBand, 1);
  assert.equal(row("thin").wrongBand, 1 / 2);
  assert.equal(verdictOf({ ...long, score: 20, overlap: true }), "not enough evidence");
  assert.equal(bandVerdictOf(20), "human (0-30)");
});
