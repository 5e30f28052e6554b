import { test } from "node:test";
import assert from "node:assert/strict";
import { applyCalibration, calibrationProblem, KNOT_SCORES, type Calibration } from "../../lib/shadow/calibration";
import { fitCalibration, quantile } from "../../scripts/fit/calibration";
import { bandShares, BAND_TARGETS } from "../../scripts/fit/quality";
import { ShadowWeightsError, validateWeights } from "../../lib/shadow/model";
import { LANGS } from "../../lib/engine/types";
import { seededRandom } from "../../lib/util/seeded-random";
import weightsJson from "../../lib/shadow/weights.json";

function normalSample(n: number, mean: number, sd: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const u = Math.max(1e-12, random());
    const v = random();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  });
}

const CAL: Calibration = { x: [-4, -1, 0, 1, 2, 6], y: [3, 15, 30, 51, 71, 97] };

test("applyCalibration passes through its knots, interpolates between them and stays inside 0–100", () => {
  CAL.x.forEach((x, i) => assert.ok(Math.abs(applyCalibration(CAL, x) - CAL.y[i]) < 1e-9));
  assert.ok(Math.abs(applyCalibration(CAL, 0.5) - 40.5) < 1e-9);
  for (const v of [-1e6, -50, 50, 1e6]) {
    const s = applyCalibration(CAL, v);
    assert.ok(s >= 0 && s <= 100, `${v} → ${s}`);
  }
  assert.ok(applyCalibration(CAL, -5) < 3 && applyCalibration(CAL, -5) > 0);
  assert.ok(applyCalibration(CAL, 7) > 97 && applyCalibration(CAL, 7) < 100);
});

test("applyCalibration is strictly increasing over a wide range (order, and so AUROC, is kept)", () => {
  let last = -Infinity;
  for (let v = -30; v <= 30; v += 0.01) {
    const s = applyCalibration(CAL, v);
    // Strictly inside the range that matters; far tails may saturate to the float next to 0 or 100.
    if (Math.abs(v) <= 10) assert.ok(s > last, `not increasing at ${v}`);
    else assert.ok(s >= last, `decreasing at ${v}`);
    last = s;
  }
});

test("fitCalibration on separable classes puts the band edges where the targets ask", () => {
  const human = normalSample(300, -2, 1, 1);
  const ai = normalSample(300, 2, 1, 2);
  const readings = [...human, ...ai];
  const labels = [...human.map(() => false), ...ai.map(() => true)];
  const cal = fitCalibration(readings, labels);
  assert.equal(calibrationProblem(cal), null);
  assert.deepEqual(cal.y, [KNOT_SCORES.floor, KNOT_SCORES.human, KNOT_SCORES.mostlyHuman, KNOT_SCORES.aiLike, KNOT_SCORES.aiGenerated, KNOT_SCORES.ceiling]);
  const b = bandShares(readings.map((r) => applyCalibration(cal, r)), labels);
  assert.ok(b.aiAt51 >= BAND_TARGETS.aiAt51, `AI ≥51: ${b.aiAt51}`);
  assert.ok(b.humanAt30 >= BAND_TARGETS.humanAt30, `human ≤30: ${b.humanAt30}`);
  assert.ok(b.humanAt71 < BAND_TARGETS.humanAt71, `human ≥71: ${b.humanAt71}`);
  // New readings from the same distributions keep the targets too.
  const h2 = normalSample(400, -2, 1, 3).map((r) => applyCalibration(cal, r));
  const a2 = normalSample(400, 2, 1, 4).map((r) => applyCalibration(cal, r));
  const b2 = bandShares([...h2, ...a2], [...h2.map(() => false), ...a2.map(() => true)]);
  assert.ok(b2.aiAt51 >= 0.8 && b2.humanAt30 >= 0.8 && b2.humanAt71 < 0.02, JSON.stringify(b2));
});

test("fitCalibration on overlapping classes meets at the balanced split and stays monotone", () => {
  const human = normalSample(200, 0, 1, 5);
  const ai = normalSample(200, 0.5, 1, 6);
  const labels = [...human.map(() => false), ...ai.map(() => true)];
  const cal = fitCalibration([...human, ...ai], labels);
  assert.equal(calibrationProblem(cal), null);
  // The 30 and 51 knots sit close together around the split, between the class medians.
  assert.ok(cal.x[3] - cal.x[2] < 0.2, `mixed band width ${cal.x[3] - cal.x[2]}`);
  const sortedHuman = [...human].sort((a, b) => a - b);
  const sortedAi = [...ai].sort((a, b) => a - b);
  assert.ok(cal.x[2] > quantile(sortedHuman, 0.5) && cal.x[3] < quantile(sortedAi, 0.9));
});

test("fitCalibration needs both classes", () => {
  assert.throws(() => fitCalibration([1, 2, 3], [true, true, true]));
});

test("calibrationProblem names broken knots; validateWeights rejects them", () => {
  assert.match(calibrationProblem({ x: [0, 1], y: [50, 40] }) ?? "", /increase/);
  assert.match(calibrationProblem({ x: [0, 1], y: [0, 40] }) ?? "", /inside/);
  assert.match(calibrationProblem({ x: [0], y: [10] }) ?? "", /length/);
  const w = JSON.parse(JSON.stringify(weightsJson));
  w.models.en.calibration.x[2] = w.models.en.calibration.x[1];
  assert.throws(() => validateWeights(w), ShadowWeightsError);
  const v = JSON.parse(JSON.stringify(weightsJson));
  v.formulaCalibration.ko.y = [1, 2];
  assert.throws(() => validateWeights(v), ShadowWeightsError);
});

test("the shipped weights carry a calibration of the model and of the formula for every language", () => {
  const w = validateWeights(weightsJson);
  for (const lang of LANGS) {
    assert.ok(w.models[lang]?.calibration, `${lang} model calibration`);
    assert.ok(w.formulaCalibration?.[lang], `${lang} formula calibration`);
  }
});

test("fitCalibration: human readings of unseen sources lift only the AI-generated edge", () => {
  const human = normalSample(300, -2, 1, 5);
  const ai = normalSample(300, 2, 1, 6);
  const labels = [...human.map(() => false), ...ai.map(() => true)];
  const plain = fitCalibration([...human, ...ai], labels);
  // A held-out source that reads a whole 1.5 higher than the inner folds show.
  const unseen = normalSample(200, -0.5, 1, 7);
  const cal = fitCalibration([...human, ...ai], labels, unseen);
  assert.equal(calibrationProblem(cal), null);
  assert.deepEqual(cal.x.slice(0, 4), plain.x.slice(0, 4));
  assert.ok(cal.x[4] > plain.x[4], `edge 71: ${cal.x[4]} vs ${plain.x[4]}`);
  const at71 = (c: typeof cal) => unseen.filter((r) => applyCalibration(c, r) >= 70.5).length / unseen.length;
  assert.ok(at71(cal) < 0.02 && at71(plain) > at71(cal), `${at71(plain)} → ${at71(cal)}`);
  // Readings that sit lower than the inner folds' leave the edge where it was.
  assert.deepEqual(fitCalibration([...human, ...ai], labels, normalSample(200, -4, 1, 8)).x, plain.x);
});

test("fitCalibration: AI readings of unseen sources can only lower the AI-like edge", () => {
  const human = normalSample(300, -2, 1, 5);
  const ai = normalSample(300, 2, 1, 6);
  const labels = [...human.map(() => false), ...ai.map(() => true)];
  const plain = fitCalibration([...human, ...ai], labels);
  // AI text of a source the fit has not seen reads a whole 1.5 lower than the inner folds show.
  const unseenAi = normalSample(200, 0.5, 1, 9);
  const cal = fitCalibration([...human, ...ai], labels, [], unseenAi);
  assert.equal(calibrationProblem(cal), null);
  assert.ok(cal.x[3] < plain.x[3], `edge 51: ${cal.x[3]} vs ${plain.x[3]}`);
  const at51 = (c: typeof cal) => unseenAi.filter((r) => applyCalibration(c, r) >= 50.5).length / unseenAi.length;
  assert.ok(at51(cal) > at51(plain), `${at51(plain)} → ${at51(cal)}`);
  // Unseen AI readings higher than the inner folds' leave the map as it was.
  assert.deepEqual(fitCalibration([...human, ...ai], labels, [], normalSample(200, 4, 1, 10)).x, plain.x);
});
