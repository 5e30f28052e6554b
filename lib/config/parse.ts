// .patina.yaml → PatinaConfig: parse, validate every key, merge over the defaults.
// Pure (text in, data out); reading the file is lib/node/config.ts's job.
import { LANGS, type Lang } from "../engine/types";
import type { CombinedWeights } from "../scoring/combined";
import type { SeverityPoints } from "../scoring/severity";
import type { CategoryWeights } from "../scoring/weights";
import { defaultPatinaConfig } from "./defaults";
import { DOC_TYPE_NAME, parseDocType } from "./doc-type";
import { ConfigError } from "./errors";
import { checkKeys, expectBoolean, expectMap, expectNumber, join, parseYaml, type YamlMap } from "./read";
import { parseStylometryOptions } from "./stylometry";
import type { PatinaConfig } from "./types";
import { checkWeightSum, parseCombinedWeights } from "./weights";

const TOP_KEYS = ["scoring", "verification", "stylometry", "lexicon", "document-types"];
const SCORING_KEYS = ["severity-points", "deterministic", "category-weights", "combined-weights"];
const CATEGORY_NAME = /^[a-z][a-z0-9-]*$/;

function present(map: YamlMap, key: string): boolean {
  return map[key] !== undefined && map[key] !== null;
}

function parseSeverityPoints(value: unknown, base: SeverityPoints): SeverityPoints {
  const path = "scoring.severity-points";
  const map = expectMap(value, path);
  checkKeys(map, ["high", "medium", "low"], path);
  const points = { ...base };
  for (const level of ["high", "medium", "low"] as const) {
    if (map[level] !== undefined) points[level] = expectNumber(map[level], join(path, level), { min: 0 });
  }
  if (!(points.high > 0)) throw new ConfigError(join(path, "high"), "must be greater than 0 (it is the maximum a detection can score)");
  if (points.high < points.medium || points.medium < points.low) {
    throw new ConfigError(path, `expected high ≥ medium ≥ low, got ${points.high}, ${points.medium}, ${points.low}`);
  }
  return points;
}

function parseDeterministic(value: unknown, base: PatinaConfig["scoring"]["deterministic"]): PatinaConfig["scoring"]["deterministic"] {
  const path = "scoring.deterministic";
  const map = expectMap(value, path);
  checkKeys(map, ["enabled", "divergence-threshold"], path);
  return {
    enabled: map.enabled === undefined ? base.enabled : expectBoolean(map.enabled, join(path, "enabled")),
    divergenceThreshold:
      map["divergence-threshold"] === undefined
        ? base.divergenceThreshold
        : expectNumber(map["divergence-threshold"], join(path, "divergence-threshold"), { min: 0, max: 100 }),
  };
}

/** A language's table is merged over its default (name only the weights you change), then must sum to 1. */
function parseCategoryWeights(value: unknown, base: Record<Lang, CategoryWeights>): Record<Lang, CategoryWeights> {
  const path = "scoring.category-weights";
  const map = expectMap(value, path);
  checkKeys(map, LANGS, path);
  const out = structuredClone(base);
  for (const lang of LANGS) {
    if (!present(map, lang)) continue;
    const langPath = join(path, lang);
    const table = expectMap(map[lang], langPath);
    for (const [category, weight] of Object.entries(table)) {
      if (!CATEGORY_NAME.test(category)) throw new ConfigError(join(langPath, category), "not a category name (lowercase letters, digits, hyphens)");
      out[lang][category] = expectNumber(weight, join(langPath, category), { min: 0 });
    }
    checkWeightSum(out[lang], langPath);
  }
  return out;
}

function parseCombinedWeightTables(value: unknown, base: Record<string, CombinedWeights>): Record<string, CombinedWeights> {
  const path = "scoring.combined-weights";
  const map = expectMap(value, path);
  const out = { ...base };
  for (const [name, weights] of Object.entries(map)) {
    if (!DOC_TYPE_NAME.test(name)) throw new ConfigError(join(path, name), "not a document type name (lowercase letters, digits, hyphens)");
    out[name] = parseCombinedWeights(weights, join(path, name));
  }
  return out;
}

function parseVerification(value: unknown, base: PatinaConfig["verification"]): PatinaConfig["verification"] {
  const path = "verification";
  const map = expectMap(value, path);
  checkKeys(map, ["fidelity-floor", "mps-floor"], path);
  return {
    fidelityFloor: map["fidelity-floor"] === undefined ? base.fidelityFloor : expectNumber(map["fidelity-floor"], join(path, "fidelity-floor"), { min: 0, max: 100 }),
    mpsFloor: map["mps-floor"] === undefined ? base.mpsFloor : expectNumber(map["mps-floor"], join(path, "mps-floor"), { min: 0, max: 100 }),
  };
}

/** Validates already-parsed YAML data and merges it over `base`. */
export function resolvePatinaConfig(raw: unknown, base: PatinaConfig = defaultPatinaConfig()): PatinaConfig {
  const config = structuredClone(base);
  if (raw === null || raw === undefined) return config; // an empty file
  const root = expectMap(raw, "");
  checkKeys(root, TOP_KEYS, "");

  if (present(root, "scoring")) {
    const scoring = expectMap(root.scoring, "scoring");
    checkKeys(scoring, SCORING_KEYS, "scoring");
    if (present(scoring, "severity-points")) config.scoring.severityPoints = parseSeverityPoints(scoring["severity-points"], config.scoring.severityPoints);
    if (present(scoring, "deterministic")) config.scoring.deterministic = parseDeterministic(scoring.deterministic, config.scoring.deterministic);
    if (present(scoring, "category-weights")) config.scoring.categoryWeights = parseCategoryWeights(scoring["category-weights"], config.scoring.categoryWeights);
    if (present(scoring, "combined-weights")) config.scoring.combinedWeights = parseCombinedWeightTables(scoring["combined-weights"], config.scoring.combinedWeights);
  }
  if (present(root, "verification")) config.verification = parseVerification(root.verification, config.verification);
  config.stylometry = parseStylometryOptions(root.stylometry, root.lexicon, config.stylometry);
  if (present(root, "document-types")) {
    const types = expectMap(root["document-types"], "document-types");
    for (const [name, def] of Object.entries(types)) {
      if (!DOC_TYPE_NAME.test(name)) throw new ConfigError(join("document-types", name), "not a document type name (lowercase letters, digits, hyphens)");
      config.documentTypes[name] = parseDocType(def, join("document-types", name), name);
    }
  }
  return config;
}

/**
 * Parses the text of a `.patina.yaml` over the shipped defaults. Throws ConfigError
 * (with `.key`, the dotted path of the offending key) on any unknown key, wrong
 * type, negative weight, or weight table that does not sum to 1.
 */
export function parsePatinaConfig(yamlText: string, base?: PatinaConfig): PatinaConfig {
  return resolvePatinaConfig(parseYaml(yamlText), base);
}
