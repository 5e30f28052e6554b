// Tunables of the stylometry engine with the seed's defaults (001 §4–§8, §16).
// The YAML keys in .patina.yaml mirror these names: stylometry.burstiness.bands.low
// is burstiness.bands.low here, lexicon.density_threshold is lexicon.densityThreshold.
import type { Lang } from "./types";

export interface StylometryOptions {
  languages: Lang[];
  burstiness: { bands: { low: number; high: number }; minSentences: number };
  ttr: { window: number; bands: { low: number; high: number } };
  sentenceZoom: { similarityThreshold: number };
  koDiagnostics: {
    enabled: boolean;
    minSentences: number;
    minEojeols: number;
    bands: {
      eojeolLengthCV: number; // hot when below
      commaPerSentence: number; // hot when below
      posMatchedMin: number; // hot needs at least this many suffix matches
      posClassDiversity: number; // hot when below
    };
  };
  endingMonotony: { minRatio: number; minCount: number; minTokens: number };
  discourse: { candorDocMin: number; thematicBreakDocMin: number };
  lexicon: {
    languages: Lang[];
    densityThreshold: number; // per 1,000 tokens, hot when strictly above
    minHits: Record<Lang, number>;
    wildcardMax: number; // `~` in a phrase matches up to this many characters
  };
}

export const DEFAULT_STYLOMETRY_OPTIONS: StylometryOptions = {
  languages: ["ko", "en", "zh", "ja"],
  burstiness: { bands: { low: 0.3, high: 0.5 }, minSentences: 3 },
  ttr: { window: 50, bands: { low: 0.55, high: 0.7 } },
  sentenceZoom: { similarityThreshold: 0.2 },
  koDiagnostics: {
    enabled: true,
    minSentences: 4,
    minEojeols: 20,
    bands: { eojeolLengthCV: 0.38, commaPerSentence: 1, posMatchedMin: 10, posClassDiversity: 0.26 },
  },
  endingMonotony: { minRatio: 0.6, minCount: 2, minTokens: 20 },
  discourse: { candorDocMin: 2, thematicBreakDocMin: 3 },
  lexicon: {
    languages: ["en", "ko", "zh", "ja"],
    densityThreshold: 3.0,
    minHits: { en: 1, ko: 2, zh: 2, ja: 2 },
    wildcardMax: 40,
  },
};

/** Partial options at any depth; arrays are replaced whole, never merged. */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function mergeInto(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    out[k] = isPlainObject(v) && isPlainObject(base[k]) ? mergeInto(base[k] as Record<string, unknown>, v) : v;
  }
  return out;
}

/** The seed defaults with `patch` laid over them (a fresh object; the defaults are never mutated). */
export function resolveStylometryOptions(patch?: DeepPartial<StylometryOptions>): StylometryOptions {
  if (!patch) return DEFAULT_STYLOMETRY_OPTIONS;
  return mergeInto(
    DEFAULT_STYLOMETRY_OPTIONS as unknown as Record<string, unknown>,
    patch as Record<string, unknown>,
  ) as unknown as StylometryOptions;
}
