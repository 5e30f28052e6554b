import { test } from "node:test";
import assert from "node:assert/strict";
import { applyFactor, assignSeverity, countThresholds, isConcentrated, isPervasive, meetsMinimum, severityFromCount } from "../../lib/detector/severity";

const doc = (count: number, paragraphs = 6, paragraphsHit = 1, maxInOneParagraph = 1) => ({ count, paragraphs, paragraphsHit, maxInOneParagraph });

test("general rubric: 1–2 S3, 3–5 S2, 6+ S1", () => {
  assert.equal(severityFromCount(doc(1)), "S3");
  assert.equal(severityFromCount(doc(2, 6, 2)), "S3");
  assert.equal(severityFromCount(doc(3, 6, 1, 1)), "S2");
  assert.equal(severityFromCount(doc(5, 8, 2, 3)), "S2");
  assert.equal(severityFromCount(doc(6, 12, 3, 2)), "S1");
});

test("concentrated in one paragraph is S2; pervasive across most paragraphs is S1", () => {
  assert.equal(isConcentrated(2, 5), true);
  assert.equal(severityFromCount(doc(2, 5, 1, 2)), "S2");
  assert.equal(isPervasive(4, 6), true);
  assert.equal(isPervasive(2, 6), false);
  assert.equal(severityFromCount(doc(4, 6, 4, 1)), "S1");
});

test("short texts scale thresholds: 2 instances in 2 paragraphs = S2, a lone one stays S3", () => {
  assert.deepEqual(countThresholds(2), { s2: 2, s1: 3 });
  assert.deepEqual(countThresholds(8), { s2: 3, s1: 6 });
  assert.equal(severityFromCount(doc(2, 2, 2, 1)), "S2");
  assert.equal(severityFromCount(doc(1, 1, 1, 1)), "S3");
  assert.equal(severityFromCount(doc(3, 1, 1, 3)), "S1");
});

test("strong patterns: one clear instance is S1; structure judged by strength", () => {
  assert.equal(assignSeverity({ ...doc(1), strong: true }), "S1");
  assert.equal(assignSeverity({ ...doc(1), structure: true, strength: "clear" }), "S1");
  assert.equal(assignSeverity({ ...doc(1), structure: true, strength: "moderate" }), "S2");
  assert.equal(assignSeverity({ ...doc(2, 6, 2, 1), structure: true }), "S2");
  assert.equal(assignSeverity({ ...doc(1), structure: true }), "S3");
});

test("document-type factors: amplify ×1.5 capped, reduce ×0.5 floored at S3, suppress drops", () => {
  assert.equal(applyFactor("S3", 1.5), "S2");
  assert.equal(applyFactor("S2", 1.5), "S1");
  assert.equal(applyFactor("S1", 1.5), "S1");
  assert.equal(applyFactor("S1", 0.5), "S2");
  assert.equal(applyFactor("S2", 0.5), "S3");
  assert.equal(applyFactor("S3", 0.5), "S3");
  assert.equal(applyFactor("S1", 0), null);
  assert.equal(meetsMinimum("S3", "S2"), false);
  assert.equal(meetsMinimum("S1", "S2"), true);
});
