import { test } from "node:test";
import assert from "node:assert/strict";
import { analyzeText } from "../../lib/engine/analyze";
import { LANGS } from "../../lib/engine/types";
import type { DetectorReport, Finding } from "../../lib/detector/types";
import { tallyFindings } from "../../lib/detector/tally";
import { FEATURE_NAMES, extractFeatures } from "../../lib/shadow/features";
import { defaultPipeline } from "../../lib/shadow/pipeline";
import { SAMPLES } from "./texts";

function close(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The report of text + sep + text, were the detector to find exactly the same things twice. */
function doubledReport(report: DetectorReport, shift: number, length: number): DetectorReport {
  const moved = (f: Finding): Finding =>
    f.scope === "document"
      ? f
      : { ...f, start: f.start + shift, end: f.end + shift, occurrences: f.occurrences?.map((o) => ({ start: o.start + shift, end: o.end + shift })) };
  const spans = report.findings.filter((f) => f.scope === "span");
  return { meta: { ...report.meta, input_length: length }, findings: [...report.findings, ...spans.map(moved)] };
}

for (const lang of LANGS) {
  test(`${lang}: duplicating a document (text + "\\n\\n" + text) leaves every feature unchanged`, () => {
    const text = SAMPLES[lang];
    const doubled = `${text}\n\n${text}`;
    const analysis = analyzeText(text, { lang });
    const report = defaultPipeline.detect(text, lang, analysis);
    const a = extractFeatures(text, analysis, tallyFindings(report.findings));
    const b = extractFeatures(doubled, analyzeText(doubled, { lang }), tallyFindings(doubledReport(report, text.length + 2, doubled.length).findings));
    for (const name of FEATURE_NAMES) {
      assert.ok(close(a[name], b[name], 1e-9), `${name}: ${a[name]} vs ${b[name]}`);
    }
  });

  test(`${lang}: engine and text features survive duplication through the real pipeline`, () => {
    const text = SAMPLES[lang];
    const doubled = `${text}\n\n${text}`;
    const a = extractFeatures(text, analyzeText(text, { lang }), []);
    const da = analyzeText(doubled, { lang });
    const b = extractFeatures(doubled, da, []);
    for (const name of FEATURE_NAMES) assert.ok(close(a[name], b[name], 0.02), `${name}: ${a[name]} vs ${b[name]}`);
  });
}

test("features are finite for every language and rates ignore zero-width characters", () => {
  for (const lang of LANGS) {
    const text = SAMPLES[lang];
    const analysis = analyzeText(text, { lang });
    const f = extractFeatures(text, analysis, []);
    for (const name of FEATURE_NAMES) assert.ok(Number.isFinite(f[name]), `${lang} ${name} = ${f[name]}`);
    const zw = [...text].map((c, i) => (i % 3 === 2 ? c + "\u200B" : c)).join("");
    const za = analyzeText(zw, { lang });
    const g = extractFeatures(zw, za, []);
    for (const name of ["comma_rate", "digit_share", "latin_share", "question_rate"] as const) {
      assert.ok(close(f[name], g[name], 1e-9), `${lang} ${name}: ${f[name]} vs ${g[name]}`);
    }
  }
});

test("length is not a feature: no feature name speaks of raw size", () => {
  for (const name of FEATURE_NAMES) assert.doesNotMatch(name, /^(length|chars|tokens|words|paragraphs|sentences)$|_count$/);
});

test("span findings raise their category's density; document findings count once", () => {
  const text = SAMPLES.en;
  const analysis = analyzeText(text, { lang: "en" });
  const base = extractFeatures(text, analysis, []);
  const finding = (scope: "span" | "document"): Finding => ({
    id: "f001", pattern: "en-language#7", patternNumber: "7", patternId: "x", category: "language", category_label: "x",
    severity: "S2", start: 0, end: 5, reason: "r", suggested_fix: "s",
    ...(scope === "span" ? { scope, text_span: text.slice(0, 5) } : { scope, excerpt: text.slice(0, 5) }),
  });
  const withSpan = extractFeatures(text, analysis, tallyFindings([finding("span")]));
  assert.ok(withSpan.tells_language > base.tells_language);
  assert.ok(withSpan.tells_density > base.tells_density);
  const withDoc = extractFeatures(text, analysis, tallyFindings([finding("document")]));
  assert.equal(withDoc.tells_density, base.tells_density);
  assert.equal(withDoc.doc_tells, 2);
});
