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

test("fitLogistic reaches the constrained optimum: zero gradient on free weights, outward gradient at a bound", () => {
  const { rows, labels } = synthetic(300, 5);
  const std = fitStandardizer(rows);
  const z = rows.map((r) => standardize(r, std));
  const lambda = 0.05;
  const signs = [-1, 0, 0] as const;
  const fit = fitLogistic(z, labels, { lambda, signs: [...signs] });
  const positives = labels.filter(Boolean).length;
  const grad = [0, 0, 0];
  let gIntercept = 0;
  z.forEach((r, i) => {
    const s = fit.intercept + r.reduce((acc, v, j) => acc + v * fit.weights[j], 0);
    const g = (sigmoid(s) - (labels[i] ? 1 : 0)) * (labels[i] ? 0.5 / positives : 0.5 / (labels.length - positives));
    r.forEach((v, j) => (grad[j] += g * v));
    gIntercept += g;
  });
  grad.forEach((_, j) => (grad[j] += lambda * fit.weights[j]));
  assert.ok(Math.abs(gIntercept) < 1e-8, `intercept gradient ${gIntercept}`);
  // Feature 0 wants a positive weight but may not have one: it sits at 0 with the gradient pushing outward.
  assert.equal(fit.weights[0], 0);
  assert.ok(grad[0] < 0, `bound gradient ${grad[0]}`);
  assert.ok(Math.abs(grad[1]) < 1e-8, `free gradient ${grad[1]}`);
});

test("sample weights act like repeated rows", () => {
  const { rows, labels } = synthetic(120, 9);
  const std = fitStandardizer(rows);
  const z = rows.map((r) => standardize(r, std));
  const weights = z.map((_, i) => (i % 3 === 0 ? 2 : 1));
  const weighted = fitLogistic(z, labels, { lambda: 0.1, sampleWeights: weights });
  const zz: number[][] = [];
  const yy: boolean[] = [];
  z.forEach((r, i) => {
    for (let k = 0; k < weights[i]; k++) {
      zz.push(r);
      yy.push(labels[i]);
    }
  });
  const repeated = fitLogistic(zz, yy, { lambda: 0.1 });
  weighted.weights.forEach((w, j) => assert.ok(Math.abs(w - repeated.weights[j]) < 1e-7));
  assert.ok(Math.abs(weighted.intercept - repeated.intercept) < 1e-7);
});
