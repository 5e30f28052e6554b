// A configuration problem, always tied to the key path that caused it so the user
// can find the line: `scoring.category-weights.en: weights sum to 1.05, expected 1`.
export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(
    /** Dotted key path, e.g. "scoring.severity-points.high"; "(root)" or "(yaml)" for the file as a whole. */
    readonly key: string,
    readonly detail: string,
    /** The file the text came from, when known. */
    readonly file?: string,
  ) {
    super(`${file ? `${file}: ` : ""}${key}: ${detail}`);
  }
}
