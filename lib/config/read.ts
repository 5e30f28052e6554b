// Small typed readers over parsed YAML: each names the key path in its error.
import { parseDocument } from "yaml";
import { ConfigError } from "./errors";

export type YamlMap = Record<string, unknown>;

export function isMap(value: unknown): value is YamlMap {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (isMap(value)) return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** Parses YAML text into plain data; syntax errors and duplicate keys become ConfigError("(yaml)"). */
export function parseYaml(text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    // prettyErrors already appends "at line L, column C:"; keep the first line only.
    throw new ConfigError("(yaml)", err.message.split("\n")[0].replace(/:\s*$/, ""));
  }
  return doc.toJS({ maxAliasCount: 100 });
}

export function expectMap(value: unknown, path: string): YamlMap {
  if (!isMap(value)) throw new ConfigError(path || "(root)", `expected a mapping, got ${typeName(value)}`);
  return value;
}

/** Rejects keys outside `allowed`, naming the first offender and the valid keys. */
export function checkKeys(map: YamlMap, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(map)) {
    if (!allowed.includes(key)) {
      throw new ConfigError(join(path, key), `unknown key (expected one of: ${allowed.join(", ")})`);
    }
  }
}

export function expectNumber(value: unknown, path: string, opts: { min?: number; max?: number; integer?: boolean } = {}): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new ConfigError(path, `expected a number, got ${typeName(value)}`);
  if (opts.integer && !Number.isInteger(value)) throw new ConfigError(path, `expected an integer, got ${value}`);
  if (opts.min !== undefined && value < opts.min) {
    throw new ConfigError(path, opts.min === 0 ? `must not be negative, got ${value}` : `must be at least ${opts.min}, got ${value}`);
  }
  if (opts.max !== undefined && value > opts.max) throw new ConfigError(path, `must be at most ${opts.max}, got ${value}`);
  return value;
}

export function expectBoolean(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") throw new ConfigError(path, `expected true or false, got ${typeName(value)}`);
  return value;
}

export function expectString(value: unknown, path: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new ConfigError(path, `expected a non-empty string, got ${typeName(value)}`);
  return value;
}

export function expectList(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ConfigError(path, `expected a list, got ${typeName(value)}`);
  return value;
}
