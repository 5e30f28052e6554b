import { test } from "node:test";
import assert from "node:assert/strict";
import { FEATURE_NAMES, type Features } from "../../lib/shadow/features";
import { compareContributions, evaluateModel, evaluateModelTop, type LanguageModel } from "../../lib/shadow/model";
import { defaultShadowWeights } from "../../lib/shadow/score";
import { LANGS } from "../../lib/engine/types";

function randomFeatures(seed: number, zeroShare: number): Features {
  let a = seed >>> 0;
  const rand = () => ((a = (Math.imul(a, 1103515245) + 12345) >>> 0) / 4294967296);
  const f = {} as Features;
  for (const name of FEATURE_NAMES) f[name] = rand() < zeroShare ? 0 : rand() * 4 - 1;
  return f;
}

test("evaluateModelTop keeps the full evaluation's score, logit and first k sorted contributions", () => {
  const weights = defaultShadowWeights();
  let checked = 0;
  for (const lang of LANGS) {
    const model = weights.models[lang];
    if (!model) continue;
    // Means as values make many contributions exactly 0, which must be left out.
    const atMean = {} as Features;
    for (const name of FEATURE_NAMES) atMean[name] = 0;
    for (const t of model.terms) atMean[t.feature] = t.mean;
    const inputs = [atMean, ...Array.from({ length: 60 }, (_, i) => randomFeatures(i + 1, i % 3 === 0 ? 0.6 : 0))];
    for (const features of inputs) {
      const full = evaluateModel(model, features);
      const sorted = full.contributions.filter((c) => c.contribution !== 0).sort(compareContributions);
      for (const k of [0, 1, 6, 100]) {
        const top = evaluateModelTop(model, features, k);
        assert.equal(top.logit, full.logit);
        assert.equal(top.score, full.score);
        assert.deepEqual(top.contributions, sorted.slice(0, k));
        checked++;
      }
    }
  }
  assert.ok(checked > 100);
});

test("ties in |contribution| are ordered by feature name", () => {
  const model: LanguageModel = {
    intercept: 0,
    terms: [
      { feature: "tells_style", mean: 0, scale: 1, weight: 1 },
      { feature: "comma_rate", mean: 0, scale: 1, weight: -1 },
      { feature: "mattr", mean: 0, scale: 1, weight: 1 },
    ],
  };
  const f = randomFeatures(1, 0);
  f.tells_style = 2;
  f.comma_rate = 2;
  f.mattr = 1;
  const top = evaluateModelTop(model, f, 2);
  assert.deepEqual(top.contributions.map((c) => c.feature), ["comma_rate", "tells_style"]);
});
