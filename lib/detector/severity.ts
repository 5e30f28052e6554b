// Severity per the scoring seed's rubric (000 §2), as small rules over document counts.
// Severity belongs to a pattern's presence in this document, not to the pattern:
// every finding of a pattern carries the severity its document count earns.
import type { Severity } from "./types";

export interface SeverityInput {
  /** Occurrences of the pattern in the document (after protection and gating). */
  count: number;
  /** Non-empty paragraphs in the document. */
  paragraphs: number;
  /** Paragraphs with at least one occurrence. */
  paragraphsHit: number;
  /** Most occurrences in any one paragraph. */
  maxInOneParagraph: number;
  /** Pack flag: one clear instance may be S1 (#19–21). */
  strong?: boolean;
  /** Structure pattern (#25–28, 30): judged at document level. */
  structure?: boolean;
  /** For document-level (check) hits: how clear the structural signal is. */
  strength?: "clear" | "moderate";
  /** Occurrences per 1,000 tokens in this document. */
  rate?: number;
  /** Pack's s1-per-1000: a count-earned S1 needs at least this rate. */
  s1Rate?: number;
}

export const SEVERITY_POINTS: Record<Severity, number> = { S1: 3, S2: 2, S3: 1 };
const BY_POINTS: Severity[] = ["S3", "S3", "S2", "S1"];

/**
 * Count thresholds for S2 and S1. The general rubric (4+ paragraphs) is 3 and 6;
 * shorter texts scale them by paragraphs/4, but never below 2 and 3, so that
 * "2 instances in 2 paragraphs = Medium" and a lone instance stays Low.
 */
export function countThresholds(paragraphs: number): { s2: number; s1: number } {
  if (paragraphs >= 4) return { s2: 3, s1: 6 };
  const scale = Math.max(1, paragraphs) / 4;
  return { s2: Math.max(2, Math.ceil(3 * scale)), s1: Math.max(3, Math.ceil(6 * scale)) };
}

/** "Pervasive": present in most paragraphs of a document long enough to say so. */
export function isPervasive(paragraphsHit: number, paragraphs: number): boolean {
  return paragraphs >= 3 && paragraphsHit >= 3 && paragraphsHit / paragraphs > 0.5;
}

/** "Concentrated in one section": several occurrences packed into one paragraph of a longer text. */
export function isConcentrated(maxInOneParagraph: number, paragraphs: number): boolean {
  return paragraphs >= 3 && maxInOneParagraph >= 2;
}

export function severityFromCount(input: SeverityInput): Severity {
  const { count, paragraphs, paragraphsHit, maxInOneParagraph } = input;
  const t = countThresholds(paragraphs);
  if (count >= t.s1 || isPervasive(paragraphsHit, paragraphs)) return "S1";
  if (count >= t.s2 || isConcentrated(maxInOneParagraph, paragraphs)) return "S2";
  return "S3";
}

export function assignSeverity(input: SeverityInput): Severity {
  if (input.count <= 0) return "S3";
  if (input.strong) return "S1";
  if (input.strength) return input.strength === "clear" ? "S1" : "S2";
  let byCount = severityFromCount(input);
  // Six connectives in a long essay are ordinary writing; the same six in a short one are
  // not. Where a pack knows the rate human writing reaches, a count alone does not earn S1.
  if (byCount === "S1" && input.s1Rate && (input.rate ?? 0) < input.s1Rate) byCount = "S2";
  // A structural pattern seen throughout is a document-level hit, never a stray Low.
  if (input.structure && byCount === "S3" && input.count >= 2) return "S2";
  return byCount;
}

/**
 * Document-type policy (000 §5) on a reported severity: amplify ×1.5 (cap S1),
 * reduce ×0.5, rounded half up to a level and never below S3. Suppression (factor 0)
 * is handled by the caller, which drops the pattern; null here.
 */
export function applyFactor(severity: Severity, factor: number): Severity | null {
  if (factor <= 0) return null;
  const points = SEVERITY_POINTS[severity] * factor;
  return BY_POINTS[Math.min(3, Math.max(1, Math.floor(points + 0.5)))];
}

export function severityRank(s: Severity): number {
  return SEVERITY_POINTS[s];
}

export function meetsMinimum(s: Severity, min: Severity | undefined): boolean {
  return !min || SEVERITY_POINTS[s] >= SEVERITY_POINTS[min];
}
