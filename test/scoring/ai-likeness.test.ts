import { test } from "node:test";
import assert from "node:assert/strict";
import { computeAiLikeness, adjustDetection, type ScoredDetection } from "../../lib/scoring/ai-likeness";
import { buildCategoryCatalog, categoryOfPack, languageOfPack, DEFAULT_CATEGORY_CATALOG } from "../../lib/scoring/categories";
import { parseSeverity } from "../../lib/scoring/severity";
import { ScoringError } from "../../lib/scoring/errors";
import { roundTo } from "../../lib/scoring/round";
import { UNKNOWN_CATEGORY_WEIGHT, DEFAULT_CATEGORY_WEIGHTS } from "../../lib/scoring/weights";

// Seed 000 §6 worked example (Korean, default document type).
const SEED_KO: ScoredDetection[] = [
  { pattern: 1, category: "content", severity: "high" },
  { pattern: 3, category: "content", severity: "medium" },
  { pattern: 5, category: "content", severity: "low" },
  { pattern: 8, category: "language", severity: "medium" },
  { pattern: 14, category: "style", severity: "high" },
  { pattern: 22, category: "filler", severity: "low" },
  { pattern: 25, category: "structure", severity: "high" },
];

test("seed §6 Korean example: 13.3, unrounded 13.349", () => {
  const r = computeAiLikeness({ lang: "ko", detections: SEED_KO });
  assert.equal(r.score, 13.3);
  assert.equal(roundTo(r.unrounded, 3), 13.349);
  assert.equal(r.band, "human");
  assert.equal(r.label_ko, "사람다움");
  assert.equal(r.label_en, "Strongly human-like");
  const scores = Object.fromEntries(Object.entries(r.categories).map(([k, c]) => [k, c.score]));
  assert.deepEqual(scores, { content: 33.3, language: 7.4, style: 14.3, communication: 0, filler: 5.6, structure: 20, "viral-hook": 0 });
  assert.equal(r.categories.content.sum, 6);
  assert.equal(r.categories.content.max, 18);
  assert.equal(r.categories.content.detected, 3);
  // Weighted terms from unrounded category scores (6.000 + 1.333 + 2.571 + 0 + 0.444 + 3.000).
  assert.deepEqual(
    Object.values(r.categories).map((c) => roundTo(c.weighted, 3)),
    [6, 1.333, 2.571, 0, 0.444, 3, 0],
  );
});

test("severity inputs: S1/S2/S3, high/medium/low and 3/2/1 are interchangeable", () => {
  for (const [a, b, c] of [["S1", "high", 3], ["S2", "medium", 2], ["S3", "low", 1]] as const) {
    assert.equal(parseSeverity(a), parseSeverity(b));
    assert.equal(parseSeverity(b), parseSeverity(c));
  }
  assert.equal(parseSeverity("s2"), "medium");
  assert.equal(parseSeverity("HIGH"), "high");
  for (const bad of ["S4", "critical", 0, 4, null, undefined, ""]) assert.throws(() => parseSeverity(bad), ScoringError);
});

test("seed example scores the same with detector-style findings", () => {
  const detectorSeverity = { high: "S1", medium: "S2", low: "S3" } as const;
  const findings = SEED_KO.map((d) => ({
    pattern: `ko-${d.category}#${d.pattern}`,
    category: d.category,
    severity: detectorSeverity[parseSeverity(d.severity)],
  }));
  const r = computeAiLikeness({ lang: "ko", detections: findings });
  assert.equal(roundTo(r.unrounded, 3), 13.349);
});

test("configured severity points change the sum and the maximum", () => {
  const points = { high: 5, medium: 3, low: 1 };
  const r = computeAiLikeness({ lang: "ko", detections: [{ pattern: 1, category: "content", severity: "S2" }], severityPoints: points });
  assert.equal(r.categories.content.sum, 3);
  assert.equal(r.categories.content.max, 30);
  assert.equal(r.categories.content.unrounded, 10);
});

test("one pattern found several times counts once, at its highest severity", () => {
  const r = computeAiLikeness({
    lang: "en",
    detections: [
      { pattern: "en-language#7", category: "language", severity: "S3" },
      { pattern: "7", category: "language", severity: "S1" },
      { pattern: 7, category: "language", severity: "S2" },
    ],
  });
  assert.equal(r.categories.language.sum, 3);
  assert.equal(r.categories.language.detected, 1);
});

test("en weights apply to en; the seed tables each sum to 1", () => {
  const r = computeAiLikeness({ lang: "en", detections: SEED_KO });
  assert.equal(r.categories.content.weight, 0.2);
  assert.equal(r.categories.structure.weight, 0.1);
  for (const table of Object.values(DEFAULT_CATEGORY_WEIGHTS)) {
    assert.ok(Math.abs(Object.values(table).reduce((s, w) => s + w, 0) - 1) < 1e-9);
  }
  // en: 33.33×0.2 + 7.41×0.2 + 14.29×0.2 + 5.56×0.08 + 20×0.1
  assert.equal(roundTo(r.unrounded, 3), roundTo((100 / 3 + 200 / 27 + 100 / 7) * 0.2 + (100 / 18) * 0.08 + 2, 3));
});

test("categoryOfPack strips the language prefix", () => {
  assert.equal(categoryOfPack("ko-content"), "content");
  assert.equal(categoryOfPack("en-viral-hook"), "viral-hook");
  assert.equal(categoryOfPack("ko-custom"), "custom");
  assert.equal(categoryOfPack("domain"), "domain");
  assert.equal(languageOfPack("zh-style"), "zh");
  assert.equal(languageOfPack("domain"), null);
});

test("catalog from pack frontmatter: same-category packs merge and counts sum; other languages ignored", () => {
  const catalog = buildCategoryCatalog(
    [
      { pack: "ko-content", patterns: 6 },
      { pack: "ko-content", patterns: 2 }, // custom/ko-content.md
      { pack: "ko-domain", patterns: 4 },
      { pack: "en-content", patterns: 6 },
    ],
    "ko",
  );
  assert.deepEqual(catalog, { content: 8, domain: 4 });
  const r = computeAiLikeness({
    lang: "ko",
    catalog,
    detections: [
      { pattern: 1, category: "content", severity: "S1" },
      { pattern: 40, category: "domain", severity: "S2" },
    ],
  });
  assert.equal(r.categories.content.max, 24);
  assert.equal(r.categories.content.unrounded, 12.5);
  // Unknown (custom) category: default weight 0.10.
  assert.equal(r.categories.domain.weight, UNKNOWN_CATEGORY_WEIGHT);
  assert.equal(UNKNOWN_CATEGORY_WEIGHT, 0.1);
  assert.equal(roundTo(r.unrounded, 6), roundTo(12.5 * 0.18 + (2 / 12) * 100 * 0.1, 6));
});

test("a category no pack declares is an error, not a silent zero", () => {
  assert.throws(() => computeAiLikeness({ lang: "ko", detections: [{ pattern: 1, category: "nonsense", severity: "S1" }] }), /unknown category "nonsense"/);
});

test("no detections score 0; every shipped category at High scores 100", () => {
  assert.equal(computeAiLikeness({ lang: "ko", detections: [] }).unrounded, 0);
  const all: ScoredDetection[] = [];
  for (const [category, count] of Object.entries(DEFAULT_CATEGORY_CATALOG)) {
    for (let i = 0; i < count; i++) all.push({ pattern: category === "viral-hook" ? `VH${i + 1}` : `${category}-${i}`, category, severity: "S1" });
  }
  // Patterns named "content-0" are not number keys: they count as anonymous detections.
  const r = computeAiLikeness({ lang: "ko", detections: all });
  assert.equal(roundTo(r.unrounded, 9), 100);
  assert.equal(r.band, "ai-generated");
});

test("adjustDetection reports each step", () => {
  const d = adjustDetection({ pattern: "ko-style#14", category: "style", severity: "S2" }, { lang: "ko", shortText: true });
  assert.deepEqual([d.pattern, d.raw, d.boosted, d.override, d.adjusted], ["14", 2, 3, "normal", 3]);
});
