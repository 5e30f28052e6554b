import { test } from "node:test";
import assert from "node:assert/strict";
import { sigmoid } from "../../lib/shadow/logistic";
import { fitLogistic, fitStandardizer, standardize } from "../../scripts/fit/logistic";
import { seededRandom } from "../../scripts/fit/folds";

function synthetic(n: number, seed: number) {
  const random = seededRandom(seed);
  const rows: number[][] = [];
  const labels: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const label = i % 2 === 0;
    // Feature 0 carries the label, feature 1 is noise, feature 2 is constant.
    rows.push([(label ? 1 : -1) + (random() - 0.5) * 2.5, random(), 7]);
    labels.push(label);
  }
  return { rows, labels };
}

test("standardizer: zero mean, unit scale, constant features marked 0", () => {
  const s = fitStandardizer([[1, 5], [3, 5], [5, 5]]);
  assert.deepEqual(s.mean, [3, 5]);
  assert.ok(Math.abs(s.scale[0] - Math.sqrt(8 / 3)) < 1e-12);
  assert.equal(s.scale[1], 0);
  assert.deepEqual(standardize([3, 9], s), [0, 0]);
});

test("fitLogistic finds the informative feature and is deterministic", () => {
  const { rows, labels } = synthetic(200, 7);
  const std = fitStandardizer(rows);
  const z = rows.map((r) => standardize(r, std));
  const a = fitLogistic(z, labels, { lambda: 0.01 });
  const b = fitLogistic(z, labels, { lambda: 0.01 });
  assert.deepEqual(a, b);
  assert.ok(a.weights[0] > 1, `informative weight ${a.weights[0]}`);
  assert.ok(Math.abs(a.weights[1]) < 0.5, `noise weight ${a.weights[1]}`);
  assert.equal(a.weights[2], 0);
});

test("stronger L2 shrinks the weights", () => {
  const { rows, labels } = synthetic(200, 11);
  const std = fitStandardizer(rows);
  const z = rows.map((r) => standardize(r, std));
  const weak = fitLogistic(z, labels, { lambda: 0.001 });
  const strong = fitLogistic(z, labels, { lambda: 1 });
  assert.ok(Math.abs(strong.weights[0]) < Math.abs(weak.weights[0]));
});

test("sign constraints hold even against the data", () => {
  const { rows, labels } = synthetic(200, 3);
  const std = fitStandardizer(rows);
  const z = rows.map((r) => standardize(r, std));
  // Feature 0 is positively related to the label; forbid a positive weight.
  const fit = fitLogistic(z, labels, { lambda: 0.01, signs: [-1, 0, 0] });
  assert.ok(fit.weights[0] <= 0);
});

test("sigmoid is stable at the extremes", () => {
  assert.equal(sigmoid(0), 0.5);
  assert.equal(sigmoid(1000), 1);
  assert.equal(sigmoid(-1000), 0);
  assert.ok(Math.abs(sigmoid(2) + sigmoid(-2) - 1) < 1e-15);
});
