// `compute FILE`: every score, band and floor result from a JSON document of
// detections, fidelity criteria and MPS anchors (seed 000), printed as JSON.
//
// Input (every part optional; lang defaults to "ko", docType to "default"):
//   {
//     "lang": "ko" | "en" | "zh" | "ja",
//     "docType": "blog",
//     "text": "…",                      // optional: decides the short-text boost
//     "shortText": true,                // optional: forces it on/off instead
//     "categories": {"domain": 4},      // optional: extra/merged category pattern counts (custom packs)
//     "detections": [{"pattern": 8, "category": "language", "severity": "S2"}],
//                                       // severity: S1/S2/S3, high/medium/low or 3/2/1
//     "fidelity": {"claims": 3, "fabrication": 2, "register": 3,
//                  "original": "…", "output": "…"},   // or "length": 0–3, or "length_ratio": 68
//     "anchors": [{"id": "a1", "type": "claim", "verdict": "SOFT FAIL", "retried": "PASS",
//                  "span": {"start": 0, "end": 12}}],
//                                       // retried: the verdict after retry, or true = passed after retry
//     "deterministicScore": 20,         // optional: the shadow score to compare
//     "aiLikeness": 62.4                // optional: the calibrated AI-likeness (score --jsonl's
//                                       // "score"); when given it, not the seed formula, enters combined
//   }
// The project's .patina.yaml (in --root DIR, default the working directory) tunes the scores.
import { readTextInput, parseArgs, CliError } from "./io";
import { loadProjectConfig } from "../../lib/node/config";
import { ConfigError } from "../../lib/config/errors";
import { DEFAULT_CATEGORY_CATALOG, type CategoryCatalog } from "../../lib/scoring/categories";
import { ScoringError } from "../../lib/scoring/errors";
import type { FidelityInput } from "../../lib/scoring/fidelity";
import { parseAnchorType, parseVerdict, type Anchor } from "../../lib/scoring/mps";
import { roundTo } from "../../lib/scoring/round";
import { scoreDocument, type DocumentScores } from "../../lib/scoring/report";
import type { ScoredDetection } from "../../lib/scoring/ai-likeness";
import { parseSeverity } from "../../lib/scoring/severity";

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function objectAt(v: unknown, path: string): Json {
  if (!isObject(v)) throw new CliError(`${path}: expected an object`);
  return v;
}

function onlyKeys(obj: Json, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) throw new CliError(`${path}.${key}: unknown field (expected one of: ${allowed.join(", ")})`);
  }
}

function listAt(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw new CliError(`${path}: expected an array`);
  return v;
}

function stringAt(v: unknown, path: string): string {
  if (typeof v !== "string") throw new CliError(`${path}: expected a string`);
  return v;
}

function numberAt(v: unknown, path: string): number {
  if (typeof v !== "number" || !Number.isFinite(v)) throw new CliError(`${path}: expected a number`);
  return v;
}

function parseDetection(v: unknown, path: string): ScoredDetection {
  const d = objectAt(v, path);
  onlyKeys(d, ["pattern", "category", "severity"], path);
  if (d.pattern !== undefined && typeof d.pattern !== "string" && typeof d.pattern !== "number") {
    throw new CliError(`${path}.pattern: expected a number or string`);
  }
  try {
    parseSeverity(d.severity);
  } catch (err) {
    throw new CliError(`${path}.severity: ${(err as Error).message}`);
  }
  return {
    ...(d.pattern !== undefined ? { pattern: d.pattern as string | number } : {}),
    category: stringAt(d.category, `${path}.category`),
    severity: d.severity as string,
  };
}

function parseFidelity(v: unknown): FidelityInput {
  const f = objectAt(v, "fidelity");
  onlyKeys(f, ["claims", "fabrication", "register", "length", "length_ratio", "original", "output"], "fidelity");
  if ((f.original === undefined) !== (f.output === undefined)) throw new CliError("fidelity: give both original and output, or neither");
  return {
    claims: numberAt(f.claims, "fidelity.claims"),
    fabrication: numberAt(f.fabrication, "fidelity.fabrication"),
    register: numberAt(f.register, "fidelity.register"),
    ...(f.length !== undefined ? { length: numberAt(f.length, "fidelity.length") } : {}),
    ...(f.length_ratio !== undefined ? { lengthRatio: numberAt(f.length_ratio, "fidelity.length_ratio") } : {}),
    ...(f.original !== undefined ? { original: stringAt(f.original, "fidelity.original"), output: stringAt(f.output, "fidelity.output") } : {}),
  };
}

function parseAnchor(v: unknown, path: string): Anchor {
  const a = objectAt(v, path);
  onlyKeys(a, ["id", "type", "verdict", "retried", "span", "content"], path);
  const anchor: Anchor = { type: parseAnchorType(a.type), verdict: parseVerdict(a.verdict) };
  if (a.id !== undefined) anchor.id = String(a.id);
  if (a.retried === true) anchor.afterRetry = "PASS";
  else if (a.retried !== undefined && a.retried !== false && a.retried !== null) anchor.afterRetry = parseVerdict(a.retried);
  if (a.span !== undefined) {
    const s = objectAt(a.span, `${path}.span`);
    const start = numberAt(s.start, `${path}.span.start`);
    const end = numberAt(s.end, `${path}.span.end`);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) throw new CliError(`${path}.span: expected 0 ≤ start ≤ end (integers)`);
    anchor.span = { start, end };
  }
  return anchor;
}

function parseCatalog(v: unknown): CategoryCatalog {
  const c = objectAt(v, "categories");
  const catalog: CategoryCatalog = { ...DEFAULT_CATEGORY_CATALOG };
  for (const [name, count] of Object.entries(c)) {
    const n = numberAt(count, `categories.${name}`);
    if (!Number.isInteger(n) || n < 0) throw new CliError(`categories.${name}: expected a non-negative integer`);
    // A custom pack landing on a shipped category adds its patterns (seed 000 §3).
    catalog[name] = (catalog[name] ?? 0) + n;
  }
  return catalog;
}

/** Trims the result to what a reader needs: rounded figures, no internal detail. */
function present(s: DocumentScores): Json {
  const ai = s.ai_likeness;
  const categories: Json = {};
  for (const [name, c] of Object.entries(ai.categories)) {
    categories[name] = { patterns: c.patterns, detected: c.detected, sum: roundTo(c.sum, 3), max: c.max, score: c.score, weight: c.weight, weighted: roundTo(c.weighted, 3) };
  }
  const band = (b: { band: string; label_ko: string; label_en: string }) => ({ band: b.band, label_ko: b.label_ko, label_en: b.label_en });
  return {
    lang: s.lang,
    doc_type: s.doc_type,
    short_text: s.short_text,
    ai_likeness: { score: ai.score, unrounded: roundTo(ai.unrounded, 3), ...band(ai), categories },
    fidelity: s.fidelity
      ? { score: s.fidelity.score, unrounded: roundTo(s.fidelity.unrounded, 3), ...band(s.fidelity), criteria: s.fidelity.criteria, length_ratio: s.fidelity.length_ratio }
      : null,
    mps:
      s.mps && s.mps.applicable
        ? {
            score: s.mps.score,
            unrounded: roundTo(s.mps.unrounded, 3),
            ...band(s.mps),
            formula: s.mps.formula,
            pass_count: s.mps.pass_count,
            total: s.mps.total,
            polarity_pass_count: s.mps.polarity_pass_count,
            polarity_total: s.mps.polarity_total,
            failing: s.mps.failing,
          }
        : "N/A",
    combined: s.combined
      ? { score: s.combined.score, unrounded: roundTo(s.combined.unrounded, 3), ...band(s.combined), weights: s.combined.weights, ai_likeness: s.combined_ai_likeness }
      : null,
    floors: {
      ...s.floors,
      fidelity: { ...s.floors.fidelity, score: s.floors.fidelity.score === null ? null : roundTo(s.floors.fidelity.score, 3) },
      mps: { ...s.floors.mps, score: s.floors.mps.score === null ? null : roundTo(s.floors.mps.score, 3) },
    },
    shadow: s.shadow,
  };
}

export function computeFromJson(text: string, root: string = process.cwd()): Json {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new CliError(`malformed JSON: ${(err as Error).message}`);
  }
  const d = objectAt(doc, "document");
  onlyKeys(d, ["lang", "docType", "text", "shortText", "categories", "detections", "fidelity", "anchors", "deterministicScore", "aiLikeness"], "document");
  if (d.shortText !== undefined && typeof d.shortText !== "boolean") throw new CliError("document.shortText: expected true or false");
  let config;
  try {
    config = loadProjectConfig(root);
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(err.message);
    throw err;
  }
  try {
    const scores = scoreDocument(
      {
        lang: d.lang === undefined ? "ko" : stringAt(d.lang, "document.lang"),
        ...(d.docType !== undefined ? { docType: stringAt(d.docType, "document.docType") } : {}),
        ...(d.text !== undefined ? { text: stringAt(d.text, "document.text") } : {}),
        ...(d.shortText !== undefined ? { shortText: d.shortText as boolean } : {}),
        ...(d.categories !== undefined ? { catalog: parseCatalog(d.categories) } : {}),
        detections: d.detections === undefined ? [] : listAt(d.detections, "detections").map((x, i) => parseDetection(x, `detections[${i}]`)),
        ...(d.fidelity !== undefined ? { fidelity: parseFidelity(d.fidelity) } : {}),
        anchors: d.anchors === undefined ? [] : listAt(d.anchors, "anchors").map((x, i) => parseAnchor(x, `anchors[${i}]`)),
        ...(d.deterministicScore !== undefined ? { deterministicScore: numberAt(d.deterministicScore, "document.deterministicScore") } : {}),
        ...(d.aiLikeness !== undefined ? { aiLikeness: numberAt(d.aiLikeness, "document.aiLikeness") } : {}),
      },
      config,
    );
    return present(scores);
  } catch (err) {
    if (err instanceof ScoringError) throw new CliError(err.message);
    throw err;
  }
}

export function run(argv: string[]): number {
  const { flags, positionals } = parseArgs(argv);
  for (const flag of Object.keys(flags)) if (flag !== "root") throw new CliError(`compute: unknown option --${flag}`);
  if (positionals.length > 1) throw new CliError("compute: give one FILE (or - for stdin)");
  const root = typeof flags.root === "string" ? flags.root : process.cwd();
  const result = computeFromJson(readTextInput(positionals[0]), root);
  process.stdout.write(JSON.stringify(result, null, 2) + "\n");
  return 0;
}
