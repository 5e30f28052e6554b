// Public surface of the configuration module.
export { ConfigError } from "./errors";
export { defaultPatinaConfig } from "./defaults";
export { parsePatinaConfig, resolvePatinaConfig } from "./parse";
export { parseDocType, parseDocTypeYaml, parsePatternOverrides } from "./doc-type";
export { parseStylometryOptions, stylometryToYaml, snakeCase } from "./stylometry";
export type { PatinaConfig } from "./types";
