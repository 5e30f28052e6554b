import { test } from "node:test";
import assert from "node:assert/strict";
import { applyOverride, normalizePatternKey, resolveOverrides, OVERRIDE_FACTORS, type PatternOverrides } from "../../lib/scoring/overrides";
import { computeAiLikeness } from "../../lib/scoring/ai-likeness";
import { SHIPPED_DOC_TYPES } from "../../lib/scoring/doc-types";

test("override factors: amplify ×1.5 capped at 3, reduce ×0.5, suppress ×0, normal ×1", () => {
  assert.deepEqual(OVERRIDE_FACTORS, { amplify: 1.5, reduce: 0.5, suppress: 0, normal: 1 });
  assert.equal(applyOverride(1, "amplify"), 1.5);
  assert.equal(applyOverride(2, "amplify"), 3);
  assert.equal(applyOverride(3, "amplify"), 3); // 4.5 capped
  assert.equal(applyOverride(3, "reduce"), 1.5);
  assert.equal(applyOverride(1, "reduce"), 0.5);
  assert.equal(applyOverride(3, "suppress"), 0);
  assert.equal(applyOverride(2, "normal"), 2);
  // With High configured at 5 points, amplify caps at 5.
  assert.equal(applyOverride(4, "amplify", 5), 5);
});

test("pattern keys normalize from every form they arrive in", () => {
  assert.equal(normalizePatternKey(8), "8");
  assert.equal(normalizePatternKey("#8"), "8");
  assert.equal(normalizePatternKey("ko-language#8"), "8");
  assert.equal(normalizePatternKey("vh3"), "VH3");
  assert.equal(normalizePatternKey("en-viral-hook#VH3"), "VH3");
  assert.equal(normalizePatternKey("08"), "8");
  assert.equal(normalizePatternKey("bold"), null);
});

const MIXED: PatternOverrides = {
  unscoped: { "8": "reduce", "14": "suppress", VH4: "reduce" },
  byLang: { ko: { "8": "amplify", "18": "reduce" }, en: { "13": "reduce" } },
};

test("scoped vs unscoped: unscoped first, the language's sub-section wins on conflict", () => {
  assert.deepEqual(resolveOverrides(MIXED, "ko"), { "8": "amplify", "14": "suppress", VH4: "reduce", "18": "reduce" });
  assert.deepEqual(resolveOverrides(MIXED, "en"), { "8": "reduce", "14": "suppress", VH4: "reduce", "13": "reduce" });
});

test("a language without a sub-section uses the unscoped overrides only", () => {
  assert.deepEqual(resolveOverrides(MIXED, "zh"), { "8": "reduce", "14": "suppress", VH4: "reduce" });
  assert.deepEqual(resolveOverrides({ unscoped: {}, byLang: { ko: { "8": "amplify" } } }, "ja"), {});
});

test("overrides change the category sum in the score", () => {
  const detections = [
    { pattern: 8, category: "language", severity: "S2" },
    { pattern: 14, category: "style", severity: "S1" },
  ];
  const ko = computeAiLikeness({ lang: "ko", detections, overrides: MIXED });
  assert.equal(ko.categories.language.sum, 3); // amplify 2 → 3 (ko scope)
  assert.equal(ko.categories.style.sum, 0); // suppress
  const en = computeAiLikeness({ lang: "en", detections, overrides: MIXED });
  assert.equal(en.categories.language.sum, 1); // reduce 2 → 1 (unscoped)
  const zh = computeAiLikeness({ lang: "zh", detections, overrides: MIXED });
  assert.equal(zh.categories.language.sum, 1);
});

test("seed §5 example: the blog type suppresses #14, so it contributes 0 to style", () => {
  const detections = [{ pattern: 14, category: "style", severity: "S1" }];
  const blog = computeAiLikeness({ lang: "ko", detections, overrides: SHIPPED_DOC_TYPES.blog.patternOverrides });
  assert.equal(blog.categories.style.sum, 0);
  const plain = computeAiLikeness({ lang: "ko", detections, overrides: SHIPPED_DOC_TYPES.default.patternOverrides });
  assert.equal(plain.categories.style.sum, 3);
});
