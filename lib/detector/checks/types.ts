// What every check receives and returns. Checks are pure: text and the engine's
// Analysis in (computed once per detect call), occurrences out.
import type { Analysis, Lang, TextRange } from "../../engine/types";

export interface CheckContext {
  text: string;
  lang: Lang;
  analysis: Analysis;
  /** Pack params with defaults filled in. */
  params: Record<string, number>;
  /** sentence-initial-connective only. */
  terms: readonly string[];
  /** True when a range overlaps protected text (quotes, code, names…). */
  isProtected: (start: number, end: number) => boolean;
}

export interface CheckOccurrence extends TextRange {
  /** "document": the range is the paragraph or text the finding speaks of. */
  scope: "span" | "document";
  /** What was seen here, for the finding's reason. */
  detail: string;
  replacement?: string;
}

export interface CheckResult {
  occurrences: CheckOccurrence[];
  /** A one-line summary of the measurement, e.g. "sentence-length CV 0.12 (below 0.25) over 14 sentences". */
  summary: string;
  /** How clear a document-level signal is (structure patterns are judged by it). */
  strength?: "clear" | "moderate";
}

export type Check = (ctx: CheckContext) => CheckResult | null;
