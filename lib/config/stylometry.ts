// Maps the seed's snake_case YAML keys (`stylometry.*`, `lexicon.*`) onto the
// engine's camelCase StylometryOptions. The mapping is derived from the shape of
// DEFAULT_STYLOMETRY_OPTIONS, so an option the engine adds is configurable at once:
// stylometry.ko_diagnostics.bands.eojeol_length_cv ↔ koDiagnostics.bands.eojeolLengthCV,
// lexicon.density_threshold ↔ lexicon.densityThreshold.
import { DEFAULT_STYLOMETRY_OPTIONS, type StylometryOptions } from "../engine/options";
import { LANGS } from "../engine/types";
import { ConfigError } from "./errors";
import { checkKeys, expectBoolean, expectList, expectMap, expectNumber, expectString, isMap, join } from "./read";

/** eojeolLengthCV → eojeol_length_cv, sentenceZoom → sentence_zoom. */
export function snakeCase(camel: string): string {
  return camel
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

// Options counted in whole units (tokens, sentences, hits, characters).
const INTEGER_OPTIONS = new Set([
  "burstiness.minSentences",
  "ttr.window",
  "koDiagnostics.minSentences",
  "koDiagnostics.minEojeols",
  "koDiagnostics.bands.posMatchedMin",
  "endingMonotony.minCount",
  "endingMonotony.minTokens",
  "discourse.candorDocMin",
  "discourse.thematicBreakDocMin",
  "lexicon.minHits.ko",
  "lexicon.minHits.en",
  "lexicon.minHits.zh",
  "lexicon.minHits.ja",
  "lexicon.wildcardMax",
]);

function parseLanguages(value: unknown, path: string): string[] {
  const list = expectList(value, path);
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (typeof item !== "string" || !(LANGS as readonly string[]).includes(item)) {
      throw new ConfigError(`${path}[${i}]`, `expected one of ${LANGS.join(", ")}, got ${JSON.stringify(item)}`);
    }
    if (seen.has(item)) throw new ConfigError(`${path}[${i}]`, `${item} is listed twice`);
    seen.add(item);
  });
  return [...seen];
}

/** Merges `raw` (snake_case YAML) over `base` (camelCase), typed by the base values. */
function mergeSection(raw: unknown, base: Record<string, unknown>, yamlPath: string, optionPath: string, exclude: readonly string[] = []): Record<string, unknown> {
  const map = expectMap(raw, yamlPath);
  const bySnake = new Map<string, string>();
  for (const key of Object.keys(base)) if (!exclude.includes(key)) bySnake.set(snakeCase(key), key);
  checkKeys(map, [...bySnake.keys()], yamlPath);
  const out: Record<string, unknown> = { ...base };
  for (const [snake, value] of Object.entries(map)) {
    const key = bySnake.get(snake)!;
    const path = join(yamlPath, snake);
    const option = optionPath ? `${optionPath}.${key}` : key;
    const current = base[key];
    if (typeof current === "number") {
      out[key] = expectNumber(value, path, { min: 0, integer: INTEGER_OPTIONS.has(option) });
    } else if (typeof current === "boolean") {
      out[key] = expectBoolean(value, path);
    } else if (Array.isArray(current)) {
      out[key] = parseLanguages(value, path);
    } else if (typeof current === "string") {
      out[key] = expectString(value, path);
    } else if (isMap(current)) {
      out[key] = mergeSection(value, current, path, option);
    }
  }
  return out;
}

function checkBands(bands: { low: number; high: number }, path: string, max?: number): void {
  if (bands.low > bands.high) throw new ConfigError(path, `low (${bands.low}) must not exceed high (${bands.high})`);
  if (max !== undefined && bands.high > max) throw new ConfigError(join(path, "high"), `must be at most ${max}, got ${bands.high}`);
}

/**
 * `stylometry` and `lexicon` sections of .patina.yaml (either may be undefined)
 * merged over `base`. The lexicon tunables live under StylometryOptions.lexicon but
 * keep their own top-level YAML section, as the seed names them.
 */
export function parseStylometryOptions(stylometry: unknown, lexicon: unknown, base: StylometryOptions = DEFAULT_STYLOMETRY_OPTIONS): StylometryOptions {
  const baseRecord = base as unknown as Record<string, unknown>;
  let merged: Record<string, unknown> = { ...baseRecord };
  if (stylometry !== undefined && stylometry !== null) merged = mergeSection(stylometry, baseRecord, "stylometry", "", ["lexicon"]);
  if (lexicon !== undefined && lexicon !== null) {
    merged.lexicon = mergeSection(lexicon, baseRecord.lexicon as Record<string, unknown>, "lexicon", "lexicon");
  }
  const options = merged as unknown as StylometryOptions;
  checkBands(options.burstiness.bands, "stylometry.burstiness.bands");
  checkBands(options.ttr.bands, "stylometry.ttr.bands", 1);
  if (options.ttr.window < 1) throw new ConfigError("stylometry.ttr.window", "must be at least 1");
  return options;
}

/** The reverse mapping, for writing the shipped defaults out as YAML. */
export function stylometryToYaml(options: StylometryOptions): { stylometry: Record<string, unknown>; lexicon: Record<string, unknown> } {
  const convert = (value: unknown): unknown => {
    if (!isMap(value)) return Array.isArray(value) ? [...value] : value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[snakeCase(k)] = convert(v);
    return out;
  };
  const { lexicon, ...rest } = options;
  return { stylometry: convert(rest) as Record<string, unknown>, lexicon: convert(lexicon) as Record<string, unknown> };
}
