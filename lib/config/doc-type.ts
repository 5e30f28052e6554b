// Parses one document type (doc-types/*.yaml, custom/doc-types/*.yaml, or an inline
// `document-types.{name}` entry in .patina.yaml) into a DocumentType.
import { LANGS } from "../engine/types";
import type { DocumentType } from "../scoring/doc-type";
import { PATTERN_OVERRIDES, normalizePatternKey, type OverrideTable, type PatternOverride, type PatternOverrides } from "../scoring/overrides";
import { ConfigError } from "./errors";
import { checkKeys, expectMap, expectString, isMap, join, parseYaml } from "./read";
import { parseCombinedWeights } from "./weights";

export const DOC_TYPE_NAME = /^[a-z][a-z0-9-]*$/;
const DOC_TYPE_KEYS = ["name", "label", "description", "pattern-overrides", "combined-weights"] as const;

function parseOverrideValue(value: unknown, path: string): PatternOverride {
  if (typeof value === "string" && (PATTERN_OVERRIDES as readonly string[]).includes(value)) return value as PatternOverride;
  throw new ConfigError(path, `expected one of ${PATTERN_OVERRIDES.join(", ")}, got ${JSON.stringify(value)}`);
}

function parseOverrideTable(map: Record<string, unknown>, path: string): OverrideTable {
  const table: OverrideTable = {};
  for (const [rawKey, value] of Object.entries(map)) {
    const key = normalizePatternKey(rawKey);
    if (key === null || rawKey.includes("#")) {
      throw new ConfigError(join(path, rawKey), "unknown key: expected a pattern number (8, 32, VH3) or a language (ko, en, zh, ja)");
    }
    if (key in table) throw new ConfigError(join(path, rawKey), `pattern ${key} is listed twice`);
    table[key] = parseOverrideValue(value, join(path, rawKey));
  }
  return table;
}

/**
 * `pattern-overrides` mixes unscoped entries (`14: suppress`) with per-language
 * sub-sections (`ko: {8: amplify}`); a language key must hold a mapping.
 */
export function parsePatternOverrides(value: unknown, path: string): PatternOverrides {
  if (value === null || value === undefined) return { unscoped: {}, byLang: {} };
  const map = expectMap(value, path);
  const unscopedEntries: Record<string, unknown> = {};
  const byLang: Record<string, OverrideTable> = {};
  for (const [key, entry] of Object.entries(map)) {
    if ((LANGS as readonly string[]).includes(key)) {
      if (entry === null) continue;
      if (!isMap(entry)) throw new ConfigError(join(path, key), "a language sub-section must be a mapping of pattern numbers to policies");
      byLang[key] = parseOverrideTable(entry, join(path, key));
    } else {
      unscopedEntries[key] = entry;
    }
  }
  return { unscoped: parseOverrideTable(unscopedEntries, path), byLang };
}

/** `nameFromKey` is the inline entry's key or the file's base name; a `name:` field must agree with it. */
export function parseDocType(value: unknown, path: string, nameFromKey?: string): DocumentType {
  const map = expectMap(value, path);
  checkKeys(map, DOC_TYPE_KEYS, path);
  const name = map.name === undefined && nameFromKey ? nameFromKey : expectString(map.name, join(path, "name"));
  if (!DOC_TYPE_NAME.test(name)) throw new ConfigError(join(path, "name"), `"${name}" is not a valid name (lowercase letters, digits, hyphens)`);
  if (nameFromKey && name !== nameFromKey) throw new ConfigError(join(path, "name"), `"${name}" does not match "${nameFromKey}"`);
  const labelPath = join(path, "label");
  const label = map.label === undefined ? { ko: name, en: name } : (() => {
    const l = expectMap(map.label, labelPath);
    checkKeys(l, ["ko", "en"], labelPath);
    return { ko: expectString(l.ko, join(labelPath, "ko")), en: expectString(l.en, join(labelPath, "en")) };
  })();
  const doc: DocumentType = {
    name,
    label,
    description: map.description === undefined ? "" : expectString(map.description, join(path, "description")),
    patternOverrides: parsePatternOverrides(map["pattern-overrides"], join(path, "pattern-overrides")),
  };
  if (map["combined-weights"] !== undefined) doc.combinedWeights = parseCombinedWeights(map["combined-weights"], join(path, "combined-weights"));
  return doc;
}

/** One doc-type YAML file. `file` (e.g. "doc-types/blog.yaml") is named in errors; its base name must equal `name`. */
export function parseDocTypeYaml(text: string, file?: string): DocumentType {
  const base = file?.replace(/^.*[\\/]/, "").replace(/\.ya?ml$/, "");
  try {
    return parseDocType(parseYaml(text), "", base);
  } catch (err) {
    if (err instanceof ConfigError && file && !err.file) throw new ConfigError(err.key, err.detail, file);
    throw err;
  }
}
