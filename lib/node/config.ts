// Server/CLI side of the configuration: reads `.patina.yaml` and document-type
// files from disk, then hands the text to the pure parsers in lib/config.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseDocTypeYaml } from "../config/doc-type";
import { defaultPatinaConfig } from "../config/defaults";
import { ConfigError } from "../config/errors";
import { parsePatinaConfig } from "../config/parse";
import type { PatinaConfig } from "../config/types";
import type { DocumentType } from "../scoring/doc-type";

export const PROJECT_CONFIG_FILE = ".patina.yaml";

function withFile<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ConfigError && !err.file) throw new ConfigError(err.key, err.detail, file);
    throw err;
  }
}

function readYamlDir(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), "utf8")]);
}

/**
 * Document types from `doc-types/*.yaml` and `custom/doc-types/*.yaml` under
 * `root`; a custom file replaces a shipped type of the same name.
 */
export function loadDocTypes(root: string = process.cwd()): Record<string, DocumentType> {
  const types: Record<string, DocumentType> = {};
  for (const dir of ["doc-types", "custom/doc-types"]) {
    for (const [name, text] of readYamlDir(join(root, dir))) {
      const type = parseDocTypeYaml(text, `${dir}/${name}`);
      types[type.name] = type;
    }
  }
  return types;
}

/**
 * The effective configuration for a project: shipped defaults, then document types
 * from disk (shipped and custom), then `.patina.yaml` when present. Errors name the
 * file and the key path.
 */
export function loadProjectConfig(root: string = process.cwd()): PatinaConfig {
  const file = join(root, PROJECT_CONFIG_FILE);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const base = defaultPatinaConfig();
  // Files win over the embedded copies; inline `document-types` in .patina.yaml win over files.
  base.documentTypes = { ...base.documentTypes, ...loadDocTypes(root) };
  const config = withFile(PROJECT_CONFIG_FILE, () => parsePatinaConfig(text, base));
  for (const name of Object.keys(config.scoring.combinedWeights)) {
    if (!(name in config.documentTypes)) {
      throw new ConfigError(`scoring.combined-weights.${name}`, `no document type named "${name}" (known: ${Object.keys(config.documentTypes).sort().join(", ")})`, PROJECT_CONFIG_FILE);
    }
  }
  return config;
}
