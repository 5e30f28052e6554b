import { test } from "node:test";
import assert from "node:assert/strict";
import { FEATURE_NAMES, type Features } from "../../lib/shadow/features";
import { evaluateModel, evaluateModelTop, modelLogit, ShadowWeightsError, validateWeights, type LanguageModel, type ShadowWeights } from "../../lib/shadow/model";
import { defaultShadowWeights } from "../../lib/shadow/score";
import { chooseRounds, fitLanguageModel, type TrainingSet } from "../../scripts/fit/train";
import { auroc } from "../../scripts/fit/metrics";
import { groupedStratifiedFolds } from "../../scripts/fit/folds";

function zeros(): Features {
  const f = {} as Features;
  for (const n of FEATURE_NAMES) f[n] = 0;
  return f;
}

const shaped: LanguageModel = {
  intercept: 0.5,
  terms: [
    { feature: "mattr", mean: 0.7, scale: 0.1, weight: 1 },
    { feature: "tells_density", mean: 2, scale: 1, weight: 0.5 },
  ],
  shapes: [{ feature: "mattr", thresholds: [0.6, 0.8], values: [0.4, -0.1, 0.9] }],
};

test("a shape adds its step to its feature's linear contribution, in every evaluation path", () => {
  const f = zeros();
  f.mattr = 0.85; // linear (0.85 − 0.7) / 0.1 = 1.5, shape step 0.9
  f.tells_density = 4; // linear 0.5 × 2 = 1, no shape
  const full = evaluateModel(shaped, f);
  const mattr = full.contributions.find((c) => c.feature === "mattr")!;
  assert.ok(Math.abs(mattr.contribution - 2.4) < 1e-12);
  assert.ok(Math.abs(full.logit - (0.5 + 2.4 + 1)) < 1e-12);
  assert.equal(modelLogit(shaped, f), full.logit);
  const top = evaluateModelTop(shaped, f, 1);
  assert.equal(top.logit, full.logit);
  assert.equal(top.contributions[0].feature, "mattr");
  f.mattr = 0.6; // on the threshold: the lower interval
  assert.ok(Math.abs(evaluateModel(shaped, f).contributions.find((c) => c.feature === "mattr")!.contribution - (-1 + 0.4)) < 1e-12);
});

function withModel(model: LanguageModel): ShadowWeights {
  const shipped = defaultShadowWeights();
  return { ...shipped, models: { en: model } };
}

test("validateWeights rejects malformed shapes and tells shapes that fall", () => {
  assert.doesNotThrow(() => validateWeights(withModel(shaped)));
  const broken: [string, LanguageModel["shapes"]][] = [
    ["length", [{ feature: "mattr", thresholds: [0.6], values: [0.1] }]],
    ["order", [{ feature: "mattr", thresholds: [0.8, 0.6], values: [0, 0, 0] }]],
    ["finite", [{ feature: "mattr", thresholds: [0.6], values: [0, Infinity] }]],
    ["no term", [{ feature: "comma_rate", thresholds: [1], values: [0, 1] }]],
    ["tells fall", [{ feature: "tells_density", thresholds: [1, 3], values: [0.2, 0.5, 0.1] }]],
  ];
  for (const [why, shapes] of broken) {
    assert.throws(() => validateWeights(withModel({ ...shaped, shapes })), ShadowWeightsError, why);
  }
});

test("the shipped models' tell shapes never fall, and their thresholds increase", () => {
  const w = defaultShadowWeights();
  let shapes = 0;
  for (const model of Object.values(w.models)) shapes += model?.shapes?.length ?? 0;
  assert.ok(shapes > 0, "at least one language ships feature shapes");
  assert.doesNotThrow(() => validateWeights(JSON.parse(JSON.stringify(w))));
});

// Rows that are AI when either of two features is high: each feature's effect is a step,
// and the sum of two straight lines ranks (0.9, 0.1) below (0.6, 0.6). Only shapes see it.
function eitherHighSet(n: number): TrainingSet {
  let a = 99;
  const r = () => (a = (Math.imul(a, 1103515245) + 12345) >>> 0) / 4294967296;
  const features: Features[] = [];
  const labels: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const f = zeros();
    f.mattr = r();
    f.comma_rate = r();
    features.push(f);
    const high = f.mattr > 0.8 || f.comma_rate > 0.8;
    labels.push(r() < 0.05 ? !high : high);
  }
  return { features, labels, groups: features.map((_, i) => i) };
}

test("chooseRounds adds shapes where they rank better and keeps the model linear where they do not", () => {
  const names = ["mattr", "comma_rate"] as const;
  const u = eitherHighSet(400);
  const folds = groupedStratifiedFolds(u.groups, u.labels, 4, 1);
  const linear = fitLanguageModel(u, { lambda: 0.1, rounds: 0 }, names);
  const curved = chooseRounds(u, 0.1, [0, 50, 200], folds, names);
  assert.ok(curved.value > 0, JSON.stringify(curved.by));
  const model = fitLanguageModel(u, { lambda: 0.1, rounds: curved.value }, names);
  const read = (m: LanguageModel) => auroc(u.features.map((f) => modelLogit(m, f)), [...u.labels]);
  assert.ok(read(model) > read(linear) + 0.03, `shaped ${read(model)} vs linear ${read(linear)}`);
  // Shapes bend each feature's line, never turn it round: both rise like their linear terms.
  for (const shape of model.shapes ?? []) {
    for (let i = 1; i < shape.values.length; i++) assert.ok(shape.values[i] >= shape.values[i - 1] - 1e-12, shape.feature);
  }
  // A straight relation: more comma_rate, more AI. Shapes add nothing a line does not say.
  const line: TrainingSet = { ...u, labels: u.features.map((f) => f.comma_rate > 0.5) };
  const straight = chooseRounds(line, 0.1, [0, 50, 200], folds, names);
  assert.equal(straight.value, 0, JSON.stringify(straight.by));
});
