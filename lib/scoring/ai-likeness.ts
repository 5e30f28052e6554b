// AI-likeness score (seed 000 §6): per-category share of the maximum points, then a
// weighted sum over the categories of the active language.
import { AI_LIKENESS_BANDS, bandOf, type BandResult } from "./bands";
import { DEFAULT_CATEGORY_CATALOG, type CategoryCatalog } from "./categories";
import { ScoringError } from "./errors";
import { NO_OVERRIDES, applyOverride, normalizePatternKey, resolveOverrides, type OverrideTable, type PatternOverride, type PatternOverrides } from "./overrides";
import { roundTo } from "./round";
import { DEFAULT_SEVERITY_POINTS, parseSeverity, type SeverityInput, type SeverityLevel, type SeverityPoints } from "./severity";
import { boostSeverityPoints } from "./short-text";
import { DEFAULT_CATEGORY_WEIGHTS, categoryWeight, type CategoryWeights } from "./weights";

/** One detected pattern. The detector's Finding fits: pattern "ko-language#8", category, severity "S2". */
export interface ScoredDetection {
  /** 8, "8", "VH3" or "ko-language#8"; omitted: the detection is scored but no override can reach it. */
  pattern?: string | number;
  category: string;
  severity: SeverityInput;
}

export interface AiLikenessInput {
  lang: string;
  detections: readonly ScoredDetection[];
  /** Category → pattern count; defaults to the shipped packs' counts. */
  catalog?: Readonly<CategoryCatalog>;
  /** Weights for `lang`; defaults to the seed's table for that language (en table for unknown languages). */
  weights?: Readonly<CategoryWeights>;
  overrides?: Readonly<PatternOverrides>;
  severityPoints?: Readonly<SeverityPoints>;
  /** Apply the short-text boost at assignment time (see isShortText). */
  shortText?: boolean;
}

export interface CategoryScore {
  patterns: number;
  detected: number;
  sum: number;
  max: number;
  score: number; // one decimal
  unrounded: number;
  weight: number;
  weighted: number; // unrounded category score × weight
}

export interface AdjustedDetection {
  pattern: string | null;
  category: string;
  severity: SeverityLevel;
  raw: number;
  boosted: number;
  override: PatternOverride;
  adjusted: number;
}

export interface AiLikenessResult extends BandResult {
  score: number; // one decimal
  unrounded: number;
  categories: Record<string, CategoryScore>;
  detections: AdjustedDetection[];
}

/**
 * A detection's points after the short-text boost (assignment time) and the
 * document-type policy; each step is capped at the High value.
 */
export function adjustDetection(
  detection: ScoredDetection,
  options: { lang: string; overrides?: Readonly<PatternOverrides>; severityPoints?: Readonly<SeverityPoints>; shortText?: boolean },
): AdjustedDetection {
  const points = options.severityPoints ?? DEFAULT_SEVERITY_POINTS;
  const table = resolveOverrides(options.overrides ?? NO_OVERRIDES, options.lang);
  return adjustWithTable(detection, points, table, options.shortText === true);
}

/** adjustDetection with the override table already resolved (once per document, not per detection). */
function adjustWithTable(
  detection: ScoredDetection,
  points: Readonly<SeverityPoints>,
  table: Readonly<OverrideTable>,
  shortText: boolean,
): AdjustedDetection {
  const severity = parseSeverity(detection.severity);
  const raw = points[severity];
  const boosted = boostSeverityPoints(raw, detection.category, shortText, points.high);
  const key = detection.pattern === undefined ? null : normalizePatternKey(detection.pattern);
  const override = (key !== null ? table[key] : undefined) ?? "normal";
  return {
    pattern: key,
    category: detection.category,
    severity,
    raw,
    boosted,
    override,
    adjusted: applyOverride(boosted, override, points.high),
  };
}

function defaultWeights(lang: string): Readonly<CategoryWeights> {
  return (DEFAULT_CATEGORY_WEIGHTS as Record<string, Readonly<CategoryWeights>>)[lang] ?? DEFAULT_CATEGORY_WEIGHTS.en;
}

interface Tally {
  detected: number;
  sum: number;
}

function addToTally(tally: Map<string, Tally>, d: AdjustedDetection): void {
  const t = tally.get(d.category);
  if (t) {
    t.detected++;
    t.sum += d.adjusted;
  } else tally.set(d.category, { detected: 1, sum: 0 + d.adjusted });
}

export function computeAiLikeness(input: AiLikenessInput): AiLikenessResult {
  const catalog = input.catalog ?? DEFAULT_CATEGORY_CATALOG;
  const weights = input.weights ?? defaultWeights(input.lang);
  const points = input.severityPoints ?? DEFAULT_SEVERITY_POINTS;
  if (!(points.high > 0)) throw new ScoringError("severity points: high must be positive");

  const table = resolveOverrides(input.overrides ?? NO_OVERRIDES, input.lang);
  const shortText = input.shortText === true;
  const detections = input.detections;
  const adjusted: AdjustedDetection[] = new Array(detections.length);
  for (let i = 0; i < detections.length; i++) adjusted[i] = adjustWithTable(detections[i], points, table, shortText);

  // Severity is per pattern (§1): several findings of one pattern are one detection
  // at the highest severity among them, not several detections summed.
  const perPattern = new Map<string, AdjustedDetection>();
  const anonymous: AdjustedDetection[] = [];
  for (const d of adjusted) {
    if (!Object.prototype.hasOwnProperty.call(catalog, d.category) || !(catalog[d.category] > 0)) {
      throw new ScoringError(`unknown category "${d.category}": no pack declares patterns for it`);
    }
    if (d.pattern === null) {
      anonymous.push(d);
      continue;
    }
    const key = `${d.category}\u0000${d.pattern}`;
    const seen = perPattern.get(key);
    if (!seen || d.adjusted > seen.adjusted) perPattern.set(key, d);
  }
  // Per category, in the order the detections are counted (patterns, then anonymous ones):
  // one pass instead of one filter per category, with the sums added in the same order.
  const tally = new Map<string, Tally>();
  for (const d of perPattern.values()) addToTally(tally, d);
  for (const d of anonymous) addToTally(tally, d);

  const categories: Record<string, CategoryScore> = {};
  let total = 0;
  for (const [category, patterns] of Object.entries(catalog)) {
    if (!(patterns > 0)) continue;
    const t = tally.get(category);
    const detected = t ? t.detected : 0;
    const sum = t ? t.sum : 0;
    const max = patterns * points.high;
    const unrounded = Math.min(100, (sum / max) * 100);
    const weight = categoryWeight(weights, category);
    const weighted = unrounded * weight;
    total += weighted;
    categories[category] = { patterns, detected, sum, max, score: roundTo(unrounded, 1), unrounded, weight, weighted };
  }
  // Only custom categories (weight 0.10 each on top of a table summing to 1) can push
  // the sum past 100; the scale stays 0–100.
  const unrounded = Math.min(100, total);
  return { score: roundTo(unrounded, 1), unrounded, ...bandOf(unrounded, AI_LIKENESS_BANDS), categories, detections: adjusted };
}
