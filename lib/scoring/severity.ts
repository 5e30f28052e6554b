// Severity points (seed 000 §1). Severity belongs to a detection, not to a pattern.
import { ScoringError } from "./errors";

export type SeverityLevel = "high" | "medium" | "low";

export interface SeverityPoints {
  high: number;
  medium: number;
  low: number;
}

export const DEFAULT_SEVERITY_POINTS: Readonly<SeverityPoints> = Object.freeze({ high: 3, medium: 2, low: 1 });

/** What callers may hand in: detector severities, level names, or the default point values. */
export type SeverityInput = SeverityLevel | "S1" | "S2" | "S3" | 1 | 2 | 3 | string | number;

const BY_NAME: Record<string, SeverityLevel> = {
  s1: "high",
  s2: "medium",
  s3: "low",
  high: "high",
  medium: "medium",
  low: "low",
  "3": "high",
  "2": "medium",
  "1": "low",
};

const EXACT = new Map<unknown, SeverityLevel>([
  ["S1", "high"],
  ["S2", "medium"],
  ["S3", "low"],
  ["high", "high"],
  ["medium", "medium"],
  ["low", "low"],
]);

/** S1/S2/S3, high/medium/low (any case) or 3/2/1 → a level; anything else throws. */
export function parseSeverity(input: unknown): SeverityLevel {
  // The detector's S1/S2/S3 and the canonical names skip the trim and lowercase below.
  const exact = EXACT.get(input);
  if (exact) return exact;
  if (typeof input === "string" || typeof input === "number") {
    const level = BY_NAME[String(input).trim().toLowerCase()];
    if (level) return level;
  }
  throw new ScoringError(`unknown severity ${JSON.stringify(input)} (expected S1/S2/S3, high/medium/low or 3/2/1)`);
}

export function severityPoints(level: SeverityLevel, points: SeverityPoints = DEFAULT_SEVERITY_POINTS): number {
  return points[level];
}
