// computeAiLikeness resolves the override table once per call and tallies categories in one
// pass; the result must equal the per-detection definition (adjustDetection, then §6).
import { test } from "node:test";
import assert from "node:assert/strict";
import { adjustDetection, computeAiLikeness, type ScoredDetection } from "../../lib/scoring/ai-likeness";
import { DEFAULT_CATEGORY_CATALOG } from "../../lib/scoring/categories";
import type { PatternOverrides } from "../../lib/scoring/overrides";

const OVERRIDES: PatternOverrides = {
  unscoped: { "8": "amplify", "3": "suppress", VH2: "reduce" },
  byLang: { ko: { "8": "reduce", "12": "amplify" }, en: { "1": "reduce" } },
};

test("scores equal the per-detection definition on random detections", () => {
  let a = 11;
  const rand = () => ((a = (Math.imul(a, 1103515245) + 12345) >>> 0) / 4294967296);
  const categories = Object.keys(DEFAULT_CATEGORY_CATALOG);
  const severities = ["S1", "S2", "S3", "high", "low", 2, " Medium "];
  const patterns = [1, "3", "ko-style#8", "en-viral-hook#VH2", "#012", "12", undefined, "x"];
  for (let k = 0; k < 300; k++) {
    const detections: ScoredDetection[] = Array.from({ length: Math.floor(rand() * 25) }, () => ({
      pattern: patterns[Math.floor(rand() * patterns.length)],
      category: categories[Math.floor(rand() * categories.length)],
      severity: severities[Math.floor(rand() * severities.length)],
    }));
    const lang = ["ko", "en", "zh"][k % 3];
    const shortText = k % 2 === 0;
    const overrides = k % 4 < 2 ? OVERRIDES : undefined;
    const r = computeAiLikeness({ lang, detections, overrides, shortText });
    const adjusted = detections.map((d) => adjustDetection(d, { lang, overrides, shortText }));
    assert.deepEqual(r.detections, adjusted);
    // Per pattern the highest, anonymous ones each on their own; sums in that order.
    const best = new Map<string, (typeof adjusted)[number]>();
    const anonymous = adjusted.filter((d) => d.pattern === null);
    for (const d of adjusted) {
      if (d.pattern === null) continue;
      const key = `${d.category}\u0000${d.pattern}`;
      const seen = best.get(key);
      if (!seen || d.adjusted > seen.adjusted) best.set(key, d);
    }
    const counted = [...best.values(), ...anonymous];
    for (const [category, c] of Object.entries(r.categories)) {
      const mine = counted.filter((d) => d.category === category);
      assert.equal(c.detected, mine.length);
      assert.equal(c.sum, mine.reduce((s, d) => s + d.adjusted, 0));
    }
  }
});
