import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYamlText } from "yaml";
import { parsePatinaConfig } from "../../lib/config/parse";
import { defaultPatinaConfig } from "../../lib/config/defaults";
import { ConfigError } from "../../lib/config/errors";
import { snakeCase, stylometryToYaml } from "../../lib/config/stylometry";
import { DEFAULT_STYLOMETRY_OPTIONS } from "../../lib/engine/options";
import { scoreDocument } from "../../lib/scoring/report";

function errorOf(yaml: string): ConfigError {
  try {
    parsePatinaConfig(yaml);
  } catch (err) {
    assert.ok(err instanceof ConfigError, `expected ConfigError, got ${String(err)}`);
    return err;
  }
  assert.fail("expected a ConfigError");
}

test("empty file and comments-only file give the defaults", () => {
  assert.deepEqual(parsePatinaConfig(""), defaultPatinaConfig());
  assert.deepEqual(parsePatinaConfig("# nothing\n"), defaultPatinaConfig());
});

test("the shipped .patina.default.yaml holds exactly the defaults", () => {
  const text = readFileSync(join(__dirname, "../../.patina.default.yaml"), "utf8");
  assert.deepEqual(parsePatinaConfig(text), defaultPatinaConfig());
  const raw = parseYamlText(text);
  const expected = stylometryToYaml(DEFAULT_STYLOMETRY_OPTIONS);
  assert.deepEqual(raw.stylometry, expected.stylometry, "stylometry section mirrors DEFAULT_STYLOMETRY_OPTIONS");
  assert.deepEqual(raw.lexicon, expected.lexicon, "lexicon section mirrors DEFAULT_STYLOMETRY_OPTIONS.lexicon");
  const d = defaultPatinaConfig();
  assert.deepEqual(raw.scoring["severity-points"], d.scoring.severityPoints);
  assert.deepEqual(raw.scoring["category-weights"], d.scoring.categoryWeights);
  assert.deepEqual(raw.verification, { "fidelity-floor": d.verification.fidelityFloor, "mps-floor": d.verification.mpsFloor });
});

test("scoring keys are read and merged over the defaults", () => {
  const c = parsePatinaConfig(`
scoring:
  severity-points: {high: 4}
  deterministic: {divergence-threshold: 10}
  category-weights:
    en: {content: 0.25, language: 0.15}
  combined-weights:
    academic: {ai-likeness: 0.5, fidelity: 0.5}
    blog: {ai-likeness: 0.8}
verification:
  fidelity-floor: 75
  mps-floor: 60
`);
  assert.deepEqual(c.scoring.severityPoints, { high: 4, medium: 2, low: 1 });
  assert.deepEqual(c.scoring.deterministic, { enabled: true, divergenceThreshold: 10 });
  assert.equal(c.scoring.categoryWeights.en.content, 0.25);
  assert.equal(c.scoring.categoryWeights.en.style, 0.2);
  assert.deepEqual(c.scoring.categoryWeights.ko, defaultPatinaConfig().scoring.categoryWeights.ko);
  assert.deepEqual(c.scoring.combinedWeights.academic, { aiLikeness: 0.5, fidelity: 0.5 });
  assert.ok(Math.abs(c.scoring.combinedWeights.blog.fidelity - 0.2) < 1e-12);
  assert.deepEqual(c.verification, { fidelityFloor: 75, mpsFloor: 60 });
});

test("configuration reaches the scores", () => {
  const c = parsePatinaConfig(`
scoring:
  combined-weights: {default: {ai-likeness: 0.5, fidelity: 0.5}}
  category-weights: {ko: {content: 0.28, viral-hook: 0}}
verification: {fidelity-floor: 95}
`);
  const r = scoreDocument(
    { lang: "ko", detections: [{ pattern: 1, category: "content", severity: "S1" }], fidelity: { claims: 3, fabrication: 2, register: 3, length: 3 } },
    c,
  );
  assert.ok(Math.abs(r.ai_likeness.unrounded - (3 / 18) * 100 * 0.28) < 1e-9);
  assert.deepEqual(r.combined!.weights, { aiLikeness: 0.5, fidelity: 0.5 });
  assert.equal(r.floors.fidelity.pass, false);
});

test("errors name the key path", () => {
  const cases: [string, string, RegExp][] = [
    ["scoring:\n  bogus: 1\n", "scoring.bogus", /unknown key/],
    ["colour: red\n", "colour", /unknown key/],
    ["scoring:\n  severity-points: {high: three}\n", "scoring.severity-points.high", /expected a number/],
    ["scoring:\n  severity-points: {low: -1}\n", "scoring.severity-points.low", /negative/],
    ["scoring:\n  severity-points: {high: 1, medium: 2}\n", "scoring.severity-points", /high ≥ medium ≥ low/],
    ["scoring:\n  deterministic: {enabled: yes please}\n", "scoring.deterministic.enabled", /true or false/],
    ["scoring:\n  category-weights:\n    en: {content: 0.25}\n", "scoring.category-weights.en", /weights sum to 1.05, expected 1/],
    ["scoring:\n  category-weights:\n    en: {content: -0.2, language: 0.6}\n", "scoring.category-weights.en.content", /negative/],
    ["scoring:\n  category-weights:\n    fr: {content: 1}\n", "scoring.category-weights.fr", /unknown key/],
    ["scoring:\n  combined-weights:\n    blog: {ai-likeness: 0.7, fidelity: 0.4}\n", "scoring.combined-weights.blog", /weights sum to 1.1, expected 1/],
    ["scoring:\n  combined-weights:\n    blog: {ai: 0.7}\n", "scoring.combined-weights.blog.ai", /unknown key/],
    ["verification: {mps-floor: 120}\n", "verification.mps-floor", /at most 100/],
    ["verification: {fidelity-floor: '70'}\n", "verification.fidelity-floor", /expected a number/],
    ["stylometry:\n  burstiness: {bands: {low: 0.6}}\n", "stylometry.burstiness.bands", /must not exceed high/],
    ["stylometry:\n  burstiness: {bands: {lo: 0.2}}\n", "stylometry.burstiness.bands.lo", /unknown key/],
    ["stylometry:\n  sentenceZoom: {}\n", "stylometry.sentenceZoom", /unknown key/],
    ["stylometry:\n  lexicon: {density_threshold: 2}\n", "stylometry.lexicon", /unknown key/],
    ["stylometry:\n  languages: [ko, fr]\n", "stylometry.languages[1]", /expected one of/],
    ["stylometry:\n  ttr: {window: 12.5}\n", "stylometry.ttr.window", /integer/],
    ["lexicon:\n  min_hits: {ko: -2}\n", "lexicon.min_hits.ko", /negative/],
    ["lexicon:\n  density_threshold: high\n", "lexicon.density_threshold", /expected a number/],
    ["document-types:\n  memo:\n    pattern-overrides: {8: boost}\n", "document-types.memo.pattern-overrides.8", /expected one of amplify/],
    ["document-types:\n  memo:\n    pattern-overrides: {bold: reduce}\n", "document-types.memo.pattern-overrides.bold", /pattern number/],
    ["document-types:\n  memo:\n    pattern-overrides: {ko: reduce}\n", "document-types.memo.pattern-overrides.ko", /sub-section must be a mapping/],
    ["- just\n- a list\n", "(root)", /expected a mapping/],
    ["scoring: [1\n", "(yaml)", /./],
    ["scoring: {}\nscoring: {}\n", "(yaml)", /./],
  ];
  for (const [yaml, key, detail] of cases) {
    const err = errorOf(yaml);
    assert.equal(err.key, key, `key for ${JSON.stringify(yaml)}: ${err.message}`);
    assert.match(err.message, detail, yaml);
    assert.ok(err.message.startsWith(`${key}: `), err.message);
  }
});

test("stylometry.* and lexicon.* map onto StylometryOptions", () => {
  const c = parsePatinaConfig(`
stylometry:
  languages: [ko, en]
  burstiness: {bands: {low: 0.27}}
  ttr: {bands: {low: 0.5}}
  sentence_zoom: {similarity_threshold: 0.25}
  ko_diagnostics:
    enabled: false
    bands: {eojeol_length_cv: 0.35, pos_class_diversity: 0.3}
lexicon:
  languages: [en]
  density_threshold: 2.5
  min_hits: {ko: 3}
`);
  const s = c.stylometry;
  assert.deepEqual(s.languages, ["ko", "en"]);
  assert.deepEqual(s.burstiness.bands, { low: 0.27, high: 0.5 });
  assert.equal(s.burstiness.minSentences, DEFAULT_STYLOMETRY_OPTIONS.burstiness.minSentences);
  assert.equal(s.ttr.bands.low, 0.5);
  assert.equal(s.sentenceZoom.similarityThreshold, 0.25);
  assert.equal(s.koDiagnostics.enabled, false);
  assert.equal(s.koDiagnostics.bands.eojeolLengthCV, 0.35);
  assert.equal(s.koDiagnostics.bands.posClassDiversity, 0.3);
  assert.equal(s.koDiagnostics.bands.commaPerSentence, DEFAULT_STYLOMETRY_OPTIONS.koDiagnostics.bands.commaPerSentence);
  assert.deepEqual(s.lexicon.languages, ["en"]);
  assert.equal(s.lexicon.densityThreshold, 2.5);
  assert.deepEqual(s.lexicon.minHits, { ...DEFAULT_STYLOMETRY_OPTIONS.lexicon.minHits, ko: 3 });
  // Defaults untouched by parsing.
  assert.equal(DEFAULT_STYLOMETRY_OPTIONS.lexicon.densityThreshold, 3);
});

test("snake_case names follow the seed's spelling", () => {
  assert.equal(snakeCase("eojeolLengthCV"), "eojeol_length_cv");
  assert.equal(snakeCase("sentenceZoom"), "sentence_zoom");
  assert.equal(snakeCase("densityThreshold"), "density_threshold");
  assert.equal(snakeCase("window"), "window");
});

test("inline document types add to or replace the shipped ones", () => {
  const c = parsePatinaConfig(`
document-types:
  memo:
    label: {ko: 메모, en: Memo}
    description: Internal memos.
    pattern-overrides:
      19: reduce
      ko: {8: amplify}
    combined-weights: {ai-likeness: 0.55, fidelity: 0.45}
  blog:
    pattern-overrides: {14: normal}
`);
  assert.deepEqual(c.documentTypes.memo.patternOverrides, { unscoped: { "19": "reduce" }, byLang: { ko: { "8": "amplify" } } });
  assert.deepEqual(c.documentTypes.memo.combinedWeights, { aiLikeness: 0.55, fidelity: 0.45 });
  assert.equal(c.documentTypes.blog.patternOverrides.unscoped["14"], "normal");
  assert.ok(c.documentTypes.academic);
  const r = scoreDocument({ lang: "ko", docType: "memo", detections: [{ pattern: 8, category: "language", severity: "S2" }] }, c);
  assert.equal(r.ai_likeness.categories.language.sum, 3);
});
