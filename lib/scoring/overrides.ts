// Document-type pattern policy (seed 000 §5): a factor applied to a detection's
// severity points before they are summed into its category.
import { DEFAULT_SEVERITY_POINTS } from "./severity";

export type PatternOverride = "amplify" | "reduce" | "suppress" | "normal";
export const PATTERN_OVERRIDES: readonly PatternOverride[] = ["amplify", "reduce", "suppress", "normal"];

export const OVERRIDE_FACTORS: Readonly<Record<PatternOverride, number>> = Object.freeze({
  amplify: 1.5,
  reduce: 0.5,
  suppress: 0,
  normal: 1,
});

/** Pattern key ("8", "VH3") → policy. */
export type OverrideTable = Record<string, PatternOverride>;

/**
 * Overrides as a document type declares them: unscoped ones for every language and
 * per-language sub-sections, because the same number names unrelated patterns in
 * ko and en (ko #8 ~적 접미사, en #8 copula avoidance).
 */
export interface PatternOverrides {
  unscoped: OverrideTable;
  byLang: Record<string, OverrideTable>;
}

export const NO_OVERRIDES: Readonly<PatternOverrides> = Object.freeze({ unscoped: {}, byLang: {} });

const PATTERN_KEY = /^(?:\d+|VH\d+)$/;

/**
 * The number part of any pattern reference: 8, "8", "#8", "vh3", "ko-language#8"
 * → "8" / "VH3". Returns null when nothing number-like remains.
 */
export function normalizePatternKey(pattern: string | number): string | null {
  const raw = String(pattern);
  const known = keyCache.get(raw);
  if (known !== undefined) return known;
  const key = patternKeyOf(raw);
  // Detectors send the same few hundred pattern names over and over; the bound only
  // matters for callers that invent names.
  if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
  keyCache.set(raw, key);
  return key;
}

const KEY_CACHE_LIMIT = 4096;
const keyCache = new Map<string, string | null>();

function patternKeyOf(raw: string): string | null {
  let key = raw.trim();
  const hash = key.lastIndexOf("#");
  if (hash !== -1) key = key.slice(hash + 1);
  key = key.trim().toUpperCase().replace(/^0+(?=\d)/, "");
  return PATTERN_KEY.test(key) ? key : null;
}

/**
 * The table in force for one language: unscoped overrides first, then the
 * language's own sub-section on top (it wins on conflict). A language without a
 * sub-section gets the unscoped overrides only.
 */
export function resolveOverrides(overrides: Readonly<PatternOverrides>, lang: string): OverrideTable {
  return { ...overrides.unscoped, ...(overrides.byLang[lang] ?? {}) };
}

/**
 * Points after the policy. Amplify never lifts a detection above the maximum one
 * detection can score (High, 3 points by default), so a category stays within 0–100.
 */
export function applyOverride(points: number, override: PatternOverride, cap: number = DEFAULT_SEVERITY_POINTS.high): number {
  const adjusted = points * OVERRIDE_FACTORS[override];
  return override === "amplify" ? Math.min(adjusted, Math.max(cap, points)) : adjusted;
}
