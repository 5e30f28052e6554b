// "Why this score": every model feature has plain words in every UI language and reference
// data in every language the model scores; the reasons follow the model's own terms; and a
// reason reads as a magnitude a writer understands.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readDocument } from "../../lib/document/read-document";
import { explainScore, type ScoreReason } from "../../lib/explain/score-reasons";
import { FEATURE_REFERENCE } from "../../lib/explain/reference";
import { FEATURE_WORDS } from "../../lib/i18n/catalogue";
import { renderScoreReason } from "../../lib/i18n/features";
import { UI_LANGS } from "../../lib/i18n/locales";
import { evaluateModel } from "../../lib/shadow/model";
import { defaultShadowWeights } from "../../lib/shadow/score";
import { extractFeatures } from "../../lib/shadow/features";
import { tallyFindings } from "../../lib/detector/tally";

const weights = defaultShadowWeights();

test("every feature the shipped model uses has a label in all four UI languages and reference data for its language", () => {
  const missing: string[] = [];
  for (const [lang, model] of Object.entries(weights.models)) {
    for (const t of model!.terms) {
      for (const ui of UI_LANGS) if (!FEATURE_WORDS[ui].labels[t.feature]?.trim()) missing.push(`label ${ui}: ${t.feature}`);
      if (!FEATURE_REFERENCE.languages[lang as "en"]?.features[t.feature]) missing.push(`reference ${lang}: ${t.feature} (run scripts/fit-feature-reference.ts)`);
    }
  }
  assert.deepEqual(missing, []);
  // The comparison numbers come from the corpus the model was fitted on.
  assert.equal(FEATURE_REFERENCE.corpus.sha256, weights.meta.corpus.sha256, "feature-reference.json and weights.json were computed from different corpora: run scripts/fit-feature-reference.ts");
});

const AI_EN = [
  "In today's fast-paced world, it is important to note that AI plays a pivotal role in shaping the future of work. Moreover, it is crucial to leverage these innovative tools to unlock new possibilities.",
  "Furthermore, this comprehensive approach not only enhances productivity but also fosters collaboration. In conclusion, embracing AI is essential for success in the ever-evolving landscape.",
  "I hope this helps! Let me know if you have any other questions.",
].join("\n\n");

const HUMAN_EN =
  "I walked to the shop yesterday and it was shut, which annoyed me more than it should have. So I went home, made toast, and called my sister. She laughed at me. We talked for an hour about nothing much: her cat, my broken bike, whether Dad will ever learn to text properly. Then the rain came in sideways and I gave up on the day.";

test("an AI-like text is explained by the terms that raised it, strongest first, with the strongest one against", () => {
  const reading = readDocument(AI_EN, { lang: "en" });
  const reasons = reading.scores.reasons!;
  assert.equal(reasons.leaning, "ai");
  assert.ok(reasons.main.length >= 3 && reasons.main.length <= 5, `${reasons.main.length} reasons`);
  for (let i = 1; i < reasons.main.length; i++) assert.ok(reasons.main[i - 1].contribution >= reasons.main[i].contribution);
  assert.ok(reasons.main.every((r) => r.direction === "ai" && r.contribution > 0));
  assert.ok(reasons.counter && reasons.counter.direction === "human" && reasons.counter.contribution < 0);
  // The reasons are the model's own terms: the same features and contributions evaluateModel reports.
  const features = extractFeatures(AI_EN, reading.analysis, tallyFindings(reading.report.findings));
  const terms = new Map(evaluateModel(weights.models.en!, features).contributions.map((c) => [c.feature, c.contribution]));
  for (const r of reasons.main) assert.ok(Math.abs((terms.get(r.feature as never) ?? NaN) - r.contribution) < 1e-3, r.feature);
  // Tell features link to the findings that make them.
  const tells = reasons.main.find((r) => r.feature.startsWith("tells_"));
  assert.ok(tells && tells.findingIds.length > 0);
  const ids = new Set(reading.report.findings.map((f) => f.id));
  assert.ok(tells.findingIds.every((id) => ids.has(id)));
});

test("a human-like text leans human and names what reads as human", () => {
  const reading = readDocument(HUMAN_EN, { lang: "en" });
  assert.ok(reading.scores.aiLikeness.score < 50, String(reading.scores.aiLikeness.score));
  const reasons = reading.scores.reasons!;
  assert.equal(reasons.leaning, "human");
  assert.ok(reasons.main.length >= 1 && reasons.main.every((r) => r.direction === "human"));
});

test("a reason reads as a magnitude against human writing, in each UI language", () => {
  const vocab: ScoreReason = { feature: "lexicon_density", direction: "ai", contribution: 1.2, value: 51, typical: { value: 12.5, basis: "median", share: 0.6 }, findingIds: [] };
  assert.equal(renderScoreReason("en", "en", vocab), "AI-typical vocabulary: 51 per 1,000 words, about 4 times typical human writing in English (12.5 per 1,000 words)");
  assert.equal(renderScoreReason("ko", "en", vocab), "AI가 즐겨 쓰는 어휘: 1,000단어당 51회, 사람이 쓴 영어 글의 보통 수준(1,000단어당 12.5회)의 약 4배");
  assert.match(renderScoreReason("zh", "ko", vocab), /^AI 惯用词：每千词 51 次，约为人写的韩语文本一般水平（每千词 12\.5 次）的 4 倍$/);
  assert.match(renderScoreReason("ja", "zh", vocab), /^AI がよく使う語彙：1,000 語あたり 51 回。人が書いた中国語の文章の標準的な水準（1,000 語あたり 12\.5 回）の約 4 倍$/);
  const even: ScoreReason = { feature: "sent_cv", direction: "ai", contribution: 0.8, value: 0.18, typical: { value: 0.46, basis: "median", share: 1 }, findingIds: [] };
  assert.equal(renderScoreReason("en", "en", even), "How much sentence length varies: 0.18, about 39% of what typical human writing in English shows (0.46)");
  const rare: ScoreReason = { feature: "tells_communication", direction: "ai", contribution: 2, value: 40, typical: { value: 0.5, basis: "mean", share: 0.05 }, findingIds: ["f001"] };
  assert.equal(renderScoreReason("en", "en", rare), "Chatbot phrasing: far above human writing in English, where only 5% of texts have any");
  // A feature this build has no words for still reads, by its id.
  const unknown: ScoreReason = { feature: "new_feature", direction: "human", contribution: -0.4, value: 2, typical: null, findingIds: [] };
  assert.equal(renderScoreReason("en", "en", unknown), "new_feature");
});

test("with no model for a language there are no reasons, not an error", () => {
  const reading = readDocument(AI_EN, { lang: "en" });
  const features = extractFeatures(AI_EN, reading.analysis, tallyFindings(reading.report.findings));
  assert.deepEqual(explainScore({ features, lang: "en", score: 90, weights: { ...weights, models: {} }, findings: [] }), { leaning: "ai", main: [], counter: null });
});
