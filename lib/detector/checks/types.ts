// What every check receives and returns. Checks are pure: text and the engine's
// Analysis in (computed once per detect call), occurrences out.
import type { Analysis, Lang, TextRange } from "../../engine/types";
import type { Msg } from "../../i18n/message";

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
  /** What was seen here, for the finding's reason (lib/i18n/findings renders it). */
  detail: Msg;
  replacement?: string;
}

export interface CheckResult {
  occurrences: CheckOccurrence[];
  /** The document's measurement, e.g. "sentence lengths barely vary: of 14 sentences most run 11–13 words". */
  summary: Msg;
  /** How clear a document-level signal is (structure patterns are judged by it). */
  strength?: "clear" | "moderate";
}

export type Check = (ctx: CheckContext) => CheckResult | null;
