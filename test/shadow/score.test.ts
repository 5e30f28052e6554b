import { test } from "node:test";
import assert from "node:assert/strict";
import { analyzeText } from "../../lib/engine/analyze";
import { LANGS } from "../../lib/engine/types";
import type { Finding } from "../../lib/detector/types";
import { FEATURE_NAMES, NON_NEGATIVE_FEATURES, extractFeatures, type Features } from "../../lib/shadow/features";
import { applyCalibration } from "../../lib/shadow/calibration";
import { evaluateModel, ShadowWeightsError, validateWeights } from "../../lib/shadow/model";
import { defaultPipeline, scoreText, scoreTextTally } from "../../lib/shadow/pipeline";
import { detect } from "../../lib/detector/detect";
import { tallyFindings } from "../../lib/detector/tally";
import { scoreAndExplain } from "../../lib/explain/explain-reading";
import { TOP_CONTRIBUTIONS, defaultShadowWeights, shadowScore, shadowScoreFromFeatures, withNgramScore } from "../../lib/shadow/score";
import weightsJson from "../../lib/shadow/weights.json";
import { SAMPLES } from "./texts";

test("weights.json loads, lists exactly the extractor's features and has a model per language", () => {
  const w = validateWeights(weightsJson);
  assert.deepEqual(w.features, [...FEATURE_NAMES]);
  for (const lang of LANGS) {
    const model = w.models[lang];
    assert.ok(model, `model for ${lang}`);
    assert.ok(model.terms.length >= 5, `${lang} has ${model.terms.length} terms`);
    for (const t of model.terms) {
      assert.ok((FEATURE_NAMES as readonly string[]).includes(t.feature));
      if (NON_NEGATIVE_FEATURES.has(t.feature)) assert.ok(t.weight >= 0, `${lang}.${t.feature} = ${t.weight}`);
    }
    const meta = w.meta.perLanguage[lang];
    assert.ok(meta && meta.n.ai > 0 && meta.n.human > 0 && meta.inSampleAuroc > 0.5, `${lang} fit metadata`);
  }
  assert.match(w.meta.corpus.sha256, /^[0-9a-f]{64}$/);
});

test("validateWeights rejects unknown features and degenerate scales", () => {
  const w = JSON.parse(JSON.stringify(weightsJson));
  w.models.en.terms[0].feature = "text_length";
  w.features.push("text_length");
  assert.throws(() => validateWeights(w), ShadowWeightsError);
  const v = JSON.parse(JSON.stringify(weightsJson));
  v.models.ko.terms[0].scale = 0;
  assert.throws(() => validateWeights(v), ShadowWeightsError);
});

function featuresOf(value: number): Features {
  const f = {} as Features;
  for (const n of FEATURE_NAMES) f[n] = value;
  return f;
}

test("the score stays in [0, 100] with one decimal, even for extreme features", () => {
  for (const lang of LANGS) {
    for (const v of [0, 1, -1e6, 1e6]) {
      const s = shadowScoreFromFeatures(featuresOf(v), lang);
      assert.ok(s.score >= 0 && s.score <= 100, `${lang} ${v}: ${s.score}`);
      assert.equal(Math.round(s.score * 10) / 10, s.score);
    }
    const { shadow } = scoreText(SAMPLES[lang], lang);
    assert.ok(shadow.score >= 0 && shadow.score <= 100);
    assert.ok(shadow.band.range[0] <= Math.round(shadow.score) && Math.round(shadow.score) <= shadow.band.range[1]);
  }
});

test("monotone: more tells, more AI lexicon or more hot text never lower the score", () => {
  for (const lang of LANGS) {
    const text = SAMPLES[lang];
    const analysis = analyzeText(text, { lang });
    const base = extractFeatures(text, analysis, defaultPipeline.tally(text, lang, analysis).patterns);
    const before = shadowScoreFromFeatures(base, lang);
    for (const name of NON_NEGATIVE_FEATURES) {
      for (const bump of [0.5, 5, 50]) {
        const after = shadowScoreFromFeatures({ ...base, [name]: base[name] + bump }, lang);
        assert.ok(after.score >= before.score, `${lang} ${name} +${bump}: ${before.score} → ${after.score}`);
      }
    }
  }
});

test("monotone end to end: adding a finding to the report never lowers the score", () => {
  for (const lang of LANGS) {
    const text = SAMPLES[lang];
    const analysis = analyzeText(text, { lang });
    const report = defaultPipeline.detect(text, lang, analysis);
    const before = shadowScore(text, analysis, report).score;
    for (const category of ["content", "language", "style", "communication", "filler", "structure", "viral-hook"]) {
      const extra: Finding = {
        id: "fx", pattern: `${lang}-${category}#1`, patternNumber: "1", patternId: "x", category, category_label: category,
        severity: "S1", scope: "span", start: 0, end: 3, text_span: text.slice(0, 3), reason: "r", suggested_fix: "s",
      };
      const after = shadowScore(text, analysis, { ...report, findings: [...report.findings, extra] }).score;
      assert.ok(after >= before, `${lang} +${category}: ${before} → ${after}`);
    }
  }
});

test("contributions explain the score: largest first, and all of them sum to the logit", () => {
  const w = defaultShadowWeights();
  for (const lang of LANGS) {
    const text = SAMPLES[lang];
    const analysis = analyzeText(text, { lang });
    const f = extractFeatures(text, analysis, defaultPipeline.tally(text, lang, analysis).patterns);
    const s = shadowScoreFromFeatures(f, lang, w);
    assert.ok(s.contributions.length > 0 && s.contributions.length <= TOP_CONTRIBUTIONS);
    for (let i = 1; i < s.contributions.length; i++) {
      assert.ok(Math.abs(s.contributions[i - 1].contribution) >= Math.abs(s.contributions[i].contribution));
    }
    const full = evaluateModel(w.models[lang]!, f);
    const sum = w.models[lang]!.intercept + full.contributions.reduce((a, c) => a + c.contribution, 0);
    assert.ok(Math.abs(sum - full.logit) < 1e-9);
    assert.ok(Math.abs(full.probability - 100 / (1 + Math.exp(-full.logit))) < 1e-9);
    // The score users see is the calibrated logit, and the rounded score is what the shadow reports.
    assert.ok(Math.abs(full.score - applyCalibration(w.models[lang]!.calibration!, full.logit)) < 1e-9);
    assert.equal(s.score, Math.round(full.score * 10) / 10);
  }
});

test("deterministic: the same text always gets the same score", () => {
  for (const lang of LANGS) {
    assert.deepEqual(scoreText(SAMPLES[lang], lang).shadow, scoreText(SAMPLES[lang], lang).shadow);
  }
});

test("a model missing for a language is an error, not a silent 0", () => {
  const w = validateWeights(JSON.parse(JSON.stringify(weightsJson)));
  delete w.models.ja;
  assert.throws(() => shadowScoreFromFeatures(featuresOf(0), "ja", w), ShadowWeightsError);
});

test("the editor and the API score a text exactly as score --jsonl does, n-gram term included", () => {
  for (const lang of ["ko", "en", "zh", "ja"] as const) {
    const text = SAMPLES[lang];
    const analysis = analyzeText(text, { lang });
    const { shadow } = scoreAndExplain(text, analysis, detect(text, { lang, analysis }).findings);
    assert.deepEqual(shadow, scoreTextTally(text, lang).shadow, lang);
  }
  // ja is the language whose model reads an n-gram table: the term must carry a value.
  const ja = SAMPLES.ja;
  const analysis = analyzeText(ja, { lang: "ja" });
  const features = withNgramScore(extractFeatures(ja, analysis, tallyFindings(detect(ja, { lang: "ja", analysis }).findings)), ja, "ja");
  assert.notEqual(features.ngram_llr, 0);
});

test("humanBandMax: validated, and only a model that carries it sets overlap on its readings", () => {
  for (const bad of [0, 100, -1, Number.NaN, "12"]) {
    const w = JSON.parse(JSON.stringify(weightsJson));
    w.models.zh.humanBandMax = bad;
    assert.throws(() => validateWeights(w), ShadowWeightsError, String(bad));
  }
  const w = validateWeights(JSON.parse(JSON.stringify(weightsJson)));
  const f = Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as Features;
  // Other languages' readings keep their shape: no overlap key at all.
  for (const lang of ["en", "ko", "ja"] as const) {
    assert.equal(w.models[lang]!.humanBandMax, undefined);
    assert.equal("overlap" in shadowScoreFromFeatures({ ...f }, lang, w), false);
  }
  const zh = shadowScoreFromFeatures({ ...f }, "zh", w);
  w.models.zh!.humanBandMax = zh.score + 1;
  assert.equal(shadowScoreFromFeatures({ ...f }, "zh", w).overlap, false);
  w.models.zh!.humanBandMax = Math.max(0.1, zh.score - 1);
  assert.equal(shadowScoreFromFeatures({ ...f }, "zh", w).overlap, zh.score > w.models.zh!.humanBandMax);
});
