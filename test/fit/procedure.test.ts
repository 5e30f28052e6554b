import { test } from "node:test";
import assert from "node:assert/strict";
import { FEATURE_NAMES, type Features } from "../../lib/shadow/features";
import { typicality, validateWeights } from "../../lib/shadow/model";
import { ngramBuckets } from "../../lib/shadow/ngrams";
import { seededRandom } from "../../lib/util/seeded-random";
import { fitLanguage, rowFeatures, settingsFor, sourceFoldsOf, studentWeights, DEFAULT_FIT_SETTINGS, type FitRow } from "../../scripts/fit/procedure";
import { predictScore } from "../../scripts/fit/train";
import { auroc } from "../../scripts/fit/metrics";

const AI_LINES = ["Moreover, it is crucial to consider the broader implications.", "Additionally, this approach fosters meaningful engagement.", "Ultimately, the results underscore a significant shift."];
const HUMAN_LINES = ["honestly i dont know what happened lol", "we went back the next day and it was shut", "my brother said it was fine but it wasnt"];

function rows(n: number, seed: number): FitRow[] {
  const random = seededRandom(seed);
  const out: FitRow[] = [];
  for (let i = 0; i < n; i++) {
    const label = i % 2 === 0;
    const f = {} as Features;
    for (const name of FEATURE_NAMES) f[name] = random();
    // One weak feature; the n-gram side carries most of the signal.
    f.comma_rate = random() + (label ? 0.3 : 0);
    const lines = label ? AI_LINES : HUMAN_LINES;
    const text = `${lines[i % 3]} ${lines[(i + 1) % 3]}`;
    out.push({ features: f, label, group: i, ngrams: ngramBuckets(text, "en") });
  }
  return out;
}

test("fitLanguage: an n-gram term stacked out of fold, a calibration and a typicality limit, all valid weights", () => {
  const train = rows(120, 1);
  const fitted = fitLanguage(train, { ...DEFAULT_FIT_SETTINGS, seed: 5 });
  const model = fitted.model;
  assert.ok(fitted.ngramTable, "an n-gram table");
  assert.ok(model.ngrams && model.terms.some((t) => t.feature === "ngram_llr"));
  assert.ok(model.calibration);
  assert.ok(model.typicalityLimit! > 0);
  // The shipped form passes the loader's checks.
  assert.doesNotThrow(() => validateWeights({ schema: 1, features: [...FEATURE_NAMES], models: { en: JSON.parse(JSON.stringify(model)) }, meta: {} }));
  // Scores on new rows rank by class, through the fitted table.
  const test_ = rows(60, 2);
  const scores = test_.map((r) => predictScore(model, rowFeatures(fitted, r)));
  assert.ok(auroc(scores, test_.map((r) => r.label)) > 0.9);
  // 99% of the training rows lie within the limit.
  const inside = train.filter((r) => typicality(model, rowFeatures(fitted, r)) <= model.typicalityLimit!).length;
  assert.ok(inside / train.length >= 0.95, `${inside}/${train.length}`);
});

test("settingsFor: the n-gram feature only where it carries to held-out sources", () => {
  assert.equal(settingsFor("en").ngram, null);
  assert.ok(settingsFor("ja").ngram);
  assert.equal(settingsFor("zh").ngram, null);
  assert.equal(settingsFor("ko").ngram, null);
  const fitted = fitLanguage(rows(80, 3), { ...settingsFor("zh"), seed: 5 });
  assert.equal(fitted.ngramTable, null);
  assert.equal(fitted.model.ngrams, undefined);
  assert.ok(!fitted.model.terms.some((t) => t.feature === "ngram_llr"));
});

test("settingsFor: Chinese leaves zh_first_person out and places its 51 edge under source-held-out AI readings", () => {
  assert.ok(!settingsFor("zh").names.includes("zh_first_person"));
  assert.equal(settingsFor("zh").unseenAiEdge, true);
  for (const lang of ["en", "ko", "ja"] as const) assert.ok(!settingsFor(lang).unseenAiEdge);
});

test("sourceFoldsOf: one fold per training source, none with fewer than three or an unnamed source", () => {
  const base = rows(6, 4);
  const named = base.map((r, i) => ({ ...r, source: ["a", "b", "c"][i % 3] }));
  assert.deepEqual(sourceFoldsOf(named), [0, 1, 2, 0, 1, 2]);
  assert.equal(sourceFoldsOf(named.map((r, i) => ({ ...r, source: i % 2 ? "a" : "b" }))), null);
  assert.equal(sourceFoldsOf(base), null);
});

test("settingsFor: English leaves doc_tells out of its model, the other languages keep it", () => {
  assert.ok(!settingsFor("en").names.includes("doc_tells"));
  for (const lang of ["zh", "ko", "ja"] as const) assert.ok(settingsFor(lang).names.includes("doc_tells"));
  const fitted = fitLanguage(rows(80, 3), { ...settingsFor("en"), seed: 5 });
  assert.ok(!fitted.model.terms.some((t) => t.feature === "doc_tells"));
});

test("studentWeights: English weighs student writing's human rows, every other row alike; other languages unweighted", () => {
  assert.equal(settingsFor("en").studentHumanWeight, 3);
  for (const lang of ["zh", "ko", "ja"] as const) assert.equal(settingsFor(lang).studentHumanWeight, undefined);
  const base = rows(8, 1);
  const sourced: FitRow[] = base.map((r, i) => ({ ...r, source: i < 4 ? "ghostbuster-essay" : "lorenz-news" }));
  const w = studentWeights(sourced, 3)!;
  // Rows 1 and 3 are the essays' human rows (even rows are AI): 3 against 1, mean 1.
  assert.ok(Math.abs(w.reduce((a, b) => a + b, 0) / w.length - 1) < 1e-12);
  assert.ok(Math.abs(w[1] / w[0] - 3) < 1e-12 && Math.abs(w[3] / w[5] - 3) < 1e-12);
  assert.equal(w[0], w[2]);
  assert.equal(w[4], w[5]);
  assert.equal(studentWeights(sourced, 1), null);
  assert.equal(studentWeights(sourced, undefined), null);
  assert.equal(studentWeights(base, 3), null, "rows without a source are not student writing");
  // The weights reach the fit: the same rows, weighted or not, give different models.
  const many: FitRow[] = rows(80, 4).map((r, i) => ({ ...r, source: i % 4 < 2 ? "ghostbuster-essay" : "m4-llama2" }));
  const plain = fitLanguage(many, { ...settingsFor("en"), studentHumanWeight: undefined, seed: 5 });
  const weighted = fitLanguage(many, { ...settingsFor("en"), seed: 5 });
  assert.notDeepEqual(weighted.model.terms, plain.model.terms);
});

test("settingsFor: only Chinese carries a humanBandMax, placed inside the human bands from source-held-out AI readings", () => {
  assert.equal(settingsFor("zh").humanBandQuantile, 0.05);
  for (const lang of ["en", "ko", "ja"] as const) assert.equal(settingsFor(lang).humanBandQuantile, undefined);
  const named = rows(120, 6).map((r, i) => ({ ...r, source: ["a", "b", "c"][i % 3] }));
  const zh = fitLanguage(named, { ...settingsFor("zh"), seed: 5 }).model;
  // Without source-held-out readings (fewer than three sources) there is nothing to place it on.
  assert.equal(fitLanguage(rows(120, 6), { ...settingsFor("zh"), seed: 5 }).model.humanBandMax, undefined);
  assert.equal(fitLanguage(named, { ...settingsFor("ko"), seed: 5 }).model.humanBandMax, undefined);
  if (zh.humanBandMax !== undefined) assert.ok(zh.humanBandMax > 0 && zh.humanBandMax < 30, String(zh.humanBandMax));
  assert.doesNotThrow(() => validateWeights({ schema: 1, features: [...FEATURE_NAMES], models: { zh: JSON.parse(JSON.stringify(zh)) }, meta: {} }));
});
