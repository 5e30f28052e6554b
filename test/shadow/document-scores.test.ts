import { test } from "node:test";
import assert from "node:assert/strict";
import { AI_LIKENESS_BANDS, bandOf } from "../../lib/scoring/bands";
import { compareReadings, confidenceOf, documentScores, isLowConfidence, type AiLikenessScore } from "../../lib/shadow/document-scores";
import { validateWeights, type ShadowWeights } from "../../lib/shadow/model";
import type { ShadowScore } from "../../lib/shadow/score";
import weightsJson from "../../lib/shadow/weights.json";

function reading(score: number, lowConfidence = false): AiLikenessScore {
  return { score, band: bandOf(score, AI_LIKENESS_BANDS), lowConfidence, confidence: { level: lowConfidence ? "not-enough" : "enough", reasons: lowConfidence ? ["short"] : [] } };
}

function shadowOf(score: number, unfamiliar = false): ShadowScore {
  return { lang: "en", score, probability: score, band: bandOf(score, AI_LIKENESS_BANDS), contributions: [], unfamiliar };
}

// A formula calibration that maps formula f to 10·f + 5 over 0–9 (so 2.5 → 30, 4.6 → 51).
function weightsWithLinearFormula(): ShadowWeights {
  const w = validateWeights(JSON.parse(JSON.stringify(weightsJson)));
  w.formulaCalibration = { en: { x: [0, 9], y: [5, 95] } };
  return w;
}

test("divergence fires only when one reading is human (≤30) and the other AI-generated (≥71)", () => {
  assert.equal(compareReadings(reading(10), 8, 80).diverged, true);
  assert.equal(compareReadings(reading(80), 0, 10).diverged, true);
  // Far apart but one of them in between: no confident verdicts disagree.
  assert.equal(compareReadings(reading(10), 4, 45).diverged, false);
  assert.equal(compareReadings(reading(60), 9, 99).diverged, false);
  // "AI-like" (51–70) against human is not enough: one finding on a human text gets there.
  assert.equal(compareReadings(reading(12), 6, 65).diverged, false);
  assert.equal(compareReadings(reading(65), 0, 5).diverged, false);
  // Same side.
  assert.equal(compareReadings(reading(75), 1, 95).diverged, false);
  // Edges are judged on rounded values: 30.4 is human, 70.5 is AI-generated.
  assert.equal(compareReadings(reading(30.4), 7, 70.5).diverged, true);
  assert.equal(compareReadings(reading(30.5), 7, 70.5).diverged, false);
  assert.equal(compareReadings(reading(30), 7, 70.4).diverged, false);
});

test("a low-confidence reading never diverges, and the threshold still applies", () => {
  assert.equal(compareReadings(reading(10, true), 8, 80).diverged, false);
  assert.equal(compareReadings(reading(30), 7, 71, 45).diverged, false);
});

test("the warning names both readings and the formula's raw value", () => {
  const c = compareReadings(reading(12), 7.25, 77.5);
  assert.equal(c.llm, 12);
  assert.equal(c.deterministic, 77.5);
  assert.equal(c.difference, 65.5);
  assert.match(c.warning ?? "", /AI-likeness 12 .*pattern coverage \(seed §6\) 7\.3 disagree.*77\.5/);
});

test("documentScores: the calibrated shadow score is the AI-likeness; the formula stays exact", () => {
  const w = weightsWithLinearFormula();
  const s = documentScores({ formula: 7.123, shadow: shadowOf(20), charCount: 900, sentenceCount: 8, findings: 3, weights: w });
  assert.equal(s.aiLikeness.score, 20);
  assert.equal(s.aiLikeness.band.band, "mostly-human");
  assert.equal(s.patternCoverage?.score, 7.123);
  assert.equal(s.patternCoverage?.band.band, "human");
  assert.ok(s.divergence);
  assert.equal(s.divergence.deterministic, 76.2);
  assert.equal(s.divergence.diverged, true);
  const agree = documentScores({ formula: 7.123, shadow: shadowOf(70), charCount: 900, sentenceCount: 8, findings: 3, weights: w });
  assert.equal(agree.divergence?.diverged, false);
  assert.equal(agree.divergence?.warning, null);
});

test("documentScores: no formula, no divergence; short texts are low confidence", () => {
  const s = documentScores({ formula: null, shadow: shadowOf(90), charCount: 120, sentenceCount: 2, findings: 0 });
  assert.equal(s.patternCoverage, null);
  assert.equal(s.divergence, null);
  assert.equal(s.aiLikeness.lowConfidence, true);
  assert.equal(isLowConfidence(299, 5), true);
  assert.equal(isLowConfidence(300, 2), true);
  assert.equal(isLowConfidence(300, 3), false);
});

test("confidence: a short text never carries a band; a low reading with nothing found or on unfamiliar text is not enough evidence", () => {
  const base = { charCount: 900, sentenceCount: 8, findings: 2, unfamiliar: false };
  assert.deepEqual(confidenceOf({ ...base, score: 20 }), { level: "enough", reasons: [] });
  assert.deepEqual(confidenceOf({ ...base, score: 90, charCount: 200 }), { level: "not-enough", reasons: ["short"] });
  assert.deepEqual(confidenceOf({ ...base, score: 60, sentenceCount: 2 }), { level: "not-enough", reasons: ["short"] });
  // Nothing found and a reading above the clear human band: an absence of evidence.
  assert.deepEqual(confidenceOf({ ...base, score: 24, findings: 0 }), { level: "not-enough", reasons: ["thin"] });
  assert.deepEqual(confidenceOf({ ...base, score: 50.4, findings: 0 }), { level: "not-enough", reasons: ["thin"] });
  // The clear human band (≤15) and the AI bands (≥51, judged rounded) stand without findings.
  assert.equal(confidenceOf({ ...base, score: 15.4, findings: 0 }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 50.5, findings: 0 }).level, "enough");
  // Unfamiliar text: only a reading below AI-like loses its band.
  assert.deepEqual(confidenceOf({ ...base, score: 10, unfamiliar: true }), { level: "not-enough", reasons: ["unfamiliar"] });
  assert.equal(confidenceOf({ ...base, score: 80, unfamiliar: true }).level, "enough");
  assert.deepEqual(confidenceOf({ ...base, score: 30, findings: 0, unfamiliar: true, charCount: 10 }).reasons, ["short", "thin", "unfamiliar"]);
});

test("confidence: a human-band reading contradicted by dense findings is not enough evidence", () => {
  const base = { charCount: 1500, sentenceCount: 12, findings: 4, unfamiliar: false };
  // 4 findings in 1,500 characters (2.7 per 1,000): the patterns and the style disagree.
  assert.deepEqual(confidenceOf({ ...base, score: 12 }), { level: "not-enough", reasons: ["contradictory"] });
  assert.deepEqual(confidenceOf({ ...base, score: 30.4 }), { level: "not-enough", reasons: ["contradictory"] });
  // Above the human bands the reading claims no human writer, so the findings contradict nothing.
  assert.equal(confidenceOf({ ...base, score: 40 }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 75 }).level, "enough");
  // Three findings are not "several"; four spread over a long text are not dense.
  assert.equal(confidenceOf({ ...base, score: 12, findings: 3 }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 12, charCount: 2100 }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 12, findings: 8, charCount: 4000 }).level, "not-enough");
});

test("confidence: in Chinese three dense findings already contradict a human band", () => {
  const base = { charCount: 1000, sentenceCount: 12, findings: 3, unfamiliar: false, score: 12 };
  assert.deepEqual(confidenceOf({ ...base, lang: "zh" }), { level: "not-enough", reasons: ["contradictory"] });
  for (const lang of ["en", "ko", "ja"] as const) assert.equal(confidenceOf({ ...base, lang }).level, "enough");
  assert.equal(confidenceOf(base).level, "enough");
  // Still dense only: three findings over 2,000 characters (1.5 per 1,000) keep the band.
  assert.equal(confidenceOf({ ...base, lang: "zh", charCount: 2000 }).level, "enough");
});

test("confidence: in English one finding contradicts a mostly-human reading (16-30), not the clear human band", () => {
  const base = { charCount: 3000, sentenceCount: 20, findings: 1, unfamiliar: false, lang: "en" as const };
  assert.deepEqual(confidenceOf({ ...base, score: 16 }), { level: "not-enough", reasons: ["contradictory"] });
  assert.deepEqual(confidenceOf({ ...base, score: 30.4 }), { level: "not-enough", reasons: ["contradictory"] });
  // The clear human band (judged ≤15) and readings above the human bands keep theirs.
  assert.equal(confidenceOf({ ...base, score: 15.4 }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 35 }).level, "enough");
  // Nothing found is thin, as before; other languages keep the four-pattern rule.
  assert.deepEqual(confidenceOf({ ...base, score: 24, findings: 0 }).reasons, ["thin"]);
  for (const lang of ["ko", "zh", "ja"] as const) assert.equal(confidenceOf({ ...base, score: 24, lang }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 24, lang: undefined }).level, "enough");
});

test("documentScores carries the confidence of the shadow score's reading", () => {
  const thin = documentScores({ formula: 0, shadow: shadowOf(25), charCount: 900, sentenceCount: 8, findings: 0 });
  assert.deepEqual(thin.aiLikeness.confidence, { level: "not-enough", reasons: ["thin"] });
  assert.equal(thin.aiLikeness.lowConfidence, false);
  const unfamiliar = documentScores({ formula: 1, shadow: shadowOf(12, true), charCount: 900, sentenceCount: 8, findings: 1 });
  assert.deepEqual(unfamiliar.aiLikeness.confidence.reasons, ["unfamiliar"]);
  const sure = documentScores({ formula: 1, shadow: shadowOf(12), charCount: 900, sentenceCount: 8, findings: 1 });
  assert.equal(sure.aiLikeness.confidence.level, "enough");
  const contradicted = documentScores({ formula: 9, shadow: shadowOf(12), charCount: 900, sentenceCount: 8, findings: 5 });
  assert.deepEqual(contradicted.aiLikeness.confidence.reasons, ["contradictory"]);
});

test("confidence: a human-band reading above the model's humanBandMax overlaps unseen AI readings", () => {
  const base = { charCount: 1200, sentenceCount: 10, findings: 1, unfamiliar: false, lang: "zh" as const };
  assert.deepEqual(confidenceOf({ ...base, score: 20, overlap: true }), { level: "not-enough", reasons: ["overlap"] });
  assert.deepEqual(confidenceOf({ ...base, score: 30.4, overlap: true }), { level: "not-enough", reasons: ["overlap"] });
  // Only the human bands are withheld: above 30 the reading claims no human writer.
  assert.equal(confidenceOf({ ...base, score: 40, overlap: true }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 60, overlap: true }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 20, overlap: false }).level, "enough");
  assert.equal(confidenceOf({ ...base, score: 20 }).level, "enough");
  // Chinese: only a Chinese model carries humanBandMax (an English 16-30 reading with a finding is contradictory anyway).
  const withheld = documentScores({ formula: 1, shadow: { ...shadowOf(22), lang: "zh", overlap: true }, charCount: 900, sentenceCount: 8, findings: 1 });
  assert.deepEqual(withheld.aiLikeness.confidence.reasons, ["overlap"]);
});
