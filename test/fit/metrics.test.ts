import { test } from "node:test";
import assert from "node:assert/strict";
import { auroc, bestOrientation, tprAtFpr } from "../../scripts/fit/metrics";

test("auroc: perfect, inverted and chance rankings", () => {
  assert.equal(auroc([0.9, 0.8, 0.2, 0.1], [true, true, false, false]), 1);
  assert.equal(auroc([0.1, 0.2, 0.8, 0.9], [true, true, false, false]), 0);
  assert.equal(auroc([0.5, 0.5, 0.5, 0.5], [true, false, true, false]), 0.5);
});

test("auroc: ties count one half (hand-computed)", () => {
  // Positives 3, 2, 2; negatives 2, 1. Pairs: (3>2) 1, (3>1) 1, (2=2) ½, (2>1) 1, (2=2) ½, (2>1) 1 → 5/6.
  assert.equal(auroc([3, 2, 2, 2, 1], [true, true, true, false, false]), 5 / 6);
  // One positive tied with one of two negatives and above the other: (½ + 1) / 2.
  assert.equal(auroc([1, 1, 0], [true, false, false]), 0.75);
});

test("auroc: undefined with one class, and length mismatch throws", () => {
  assert.ok(Number.isNaN(auroc([1, 2], [true, true])));
  assert.throws(() => auroc([1], [true, false]));
});

test("tprAtFpr: best catch rate within the false-positive budget (hand-computed)", () => {
  // Scores high→low: P P N P N N N N N N N N N N N N N N N N N N (20 negatives).
  const scores = [100, 99, 98, 97, ...Array.from({ length: 19 }, (_, i) => 90 - i)];
  const labels = [true, true, false, true, ...Array.from({ length: 19 }, () => false)];
  // 20 negatives; 5% FPR allows 1 false positive: flag the top 4 → 3/3 positives.
  const at5 = tprAtFpr(scores, labels, 0.05);
  assert.equal(at5.tpr, 1);
  assert.equal(at5.fpr, 0.05);
  // 0% FPR: only the top two positives, before the first negative.
  const at0 = tprAtFpr(scores, labels, 0);
  assert.equal(at0.tpr, 2 / 3);
  assert.equal(at0.fpr, 0);
  assert.equal(at0.threshold, 98);
});

test("tprAtFpr: a tie straddling the limit cannot be split", () => {
  // The top score is shared by one positive and one of 10 negatives (10% FPR > 5%).
  const scores = [5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0];
  const labels = [true, false, false, false, false, false, false, false, false, false, false, true];
  const r = tprAtFpr(scores, labels, 0.05);
  assert.equal(r.tpr, 0);
  assert.equal(r.fpr, 0);
  assert.equal(r.threshold, Infinity);
});

test("bestOrientation flips a score that ranks the wrong way", () => {
  const labels = [true, true, false, false];
  const flipped = bestOrientation([1, 2, 3, 4], labels);
  assert.equal(flipped.flipped, true);
  assert.equal(auroc(flipped.scores, labels), 1);
  assert.equal(bestOrientation([4, 3, 2, 1], labels).flipped, false);
});
