// Size limits of the API, configurable through the environment. Read from an env object
// passed in (process.env by default on the server), so the rules stay testable and the module
// also loads in the browser, where there is no process.env and the defaults apply.

/** Deterministic analysis (/api/analyze, the detector and scores): characters = UTF-16 code units. */
export const DEFAULT_MAX_ANALYZE_CHARS = 200_000;
/** Anything sent to the LLM (/api/humanize, /api/review, /api/verify). */
export const DEFAULT_MAX_LLM_CHARS = 20_000;

type Env = Readonly<Record<string, string | undefined>>;

const serverEnv = (): Env => (typeof process !== "undefined" && process.env ? process.env : {});

/** A positive integer from env[name], or the fallback when unset; a malformed value is an error at start-up, not a silent default. */
export function limitFromEnv(name: string, fallback: number, env: Env = serverEnv()): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function maxAnalyzeChars(env: Env = serverEnv()): number {
  return limitFromEnv("PATINA_MAX_ANALYZE_CHARS", DEFAULT_MAX_ANALYZE_CHARS, env);
}

export function maxLlmChars(env: Env = serverEnv()): number {
  return limitFromEnv("PATINA_MAX_LLM_CHARS", DEFAULT_MAX_LLM_CHARS, env);
}

/** The limits in force in this process (read once, at first import). */
export const MAX_ANALYZE_CHARS = maxAnalyzeChars();
export const PATINA_MAX_LLM_CHARS = maxLlmChars();

/**
 * The largest request body worth reading for a text of `maxChars` code units: UTF-8 takes at
 * most 3 bytes per code unit, and JSON escaping at most 6 (\uXXXX, for control characters and
 * lone surrogates); 64 KiB more for the other fields. Anything larger is refused unread.
 */
export function bodyLimitFor(maxChars: number): number {
  return maxChars * 6 + 64 * 1024;
}

/** "200,000": limits are named in messages the way people read numbers. */
export function formatLimit(n: number): string {
  return n.toLocaleString("en");
}

/** A request body's size limit, and what it is for (said in the 413 and read by lib/node/request-body.ts). */
export interface BodyLimit {
  maxBytes: number;
  /** Ends the 413 message "The request body is larger than 1.2 MB (… bytes), {what}." */
  what: string;
  /** More fields of the 413's error object (e.g. the text limit in characters). */
  detail?: Record<string, unknown>;
  /** Headers every refusal carries (e.g. the report routes' privacy headers). */
  headers?: Record<string, string>;
}

/** The LLM routes take one text, or an original and its rewrite, each of at most PATINA_MAX_LLM_CHARS. */
export const LLM_BODY_LIMIT: BodyLimit = {
  maxBytes: bodyLimitFor(2 * PATINA_MAX_LLM_CHARS),
  what: `the most the LLM routes read for texts of at most ${formatLimit(PATINA_MAX_LLM_CHARS)} characters (PATINA_MAX_LLM_CHARS)`,
  detail: { limit: PATINA_MAX_LLM_CHARS },
};
