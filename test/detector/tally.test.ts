// detectTally() is detect() without the findings: it must count exactly what the report lists.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect, detectTally, type DetectInput } from "../../lib/detector/detect";
import { tallyFindings } from "../../lib/detector/tally";
import { LANGS } from "../../lib/engine/types";
import { randomText, seededRandom } from "../helpers/random-text";
import { SAMPLES } from "../shadow/texts";

function byPattern<T extends { pattern: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Asserts the tally equals the report's counts; returns the number of findings. */
function assertSameCounts(text: string, input: DetectInput, label: string): number {
  const report = detect(text, input);
  const tally = detectTally(text, input);
  assert.equal(tally.lang, report.meta.lang, label);
  assert.equal(tally.findings, report.findings.length, `${label}: finding count`);
  assert.equal(tally.findings, report.meta.detected_count, label);
  assert.deepEqual(byPattern(tally.patterns), byPattern(tallyFindings(report.findings)), `${label}: per-pattern tallies`);
  assert.equal(tally.severity_weighted_score, report.meta.severity_weighted_score, `${label}: formula score`);
  return tally.findings;
}

const PIECES: Record<(typeof LANGS)[number], string[]> = {
  en: ["Moreover, ", "it is important to note that ", "delve into ", "the tapestry of ", "innovation, growth, and change", ". ", "\n\n", "- ", "**Key:** ", "🚀 ", "\"quoted\" ", "2024 ", "In conclusion, "],
  ko: ["또한, ", "~를 통해 ", "중요한 역할을 합니다. ", "혁신, 성장, 그리고 변화", "결론적으로 ", "\n\n", "- ", "**핵심:** ", "있습니다. ", "2024년 ", "것입니다. "],
  zh: ["此外，", "值得注意的是", "发挥着重要作用。", "创新、发展和变化", "总之，", "\n\n", "- ", "**关键：**", "2024年", "。"],
  ja: ["さらに、", "重要な役割を果たしています。", "革新、成長、そして変化", "結論として、", "\n\n", "- ", "**ポイント：**", "2024年", "です。", "ます。"],
};

test("the tally of each sample equals the report's findings counted per pattern, for every doc type and minimum", () => {
  for (const lang of LANGS) {
    for (const docType of [undefined, "blog", "academic", "marketing"]) {
      for (const min of [undefined, "S2", "S1"] as const) {
        assertSameCounts(SAMPLES[lang], { lang, docType, min_severity: min }, `${lang} ${docType} ${min}`);
      }
    }
    assertSameCounts(SAMPLES[lang], { lang, categories: ["structure", "style"] }, `${lang} structure+style`);
  }
});

test("the tally matches the report on generated texts dense with tells", () => {
  const rand = seededRandom(7);
  for (const lang of LANGS) {
    let findings = 0;
    for (let i = 0; i < 25; i++) {
      const text = randomText(rand, PIECES[lang], 20 + Math.floor(rand() * 200));
      if (!text.trim()) continue;
      findings += assertSameCounts(text, { lang }, `${lang} #${i}`);
    }
    // Not vacuous: the generated texts are full of findings.
    assert.ok(findings > 100, `${lang}: only ${findings} findings`);
  }
});
