// The span detector's report (detector spec 004, for ko/en/zh/ja).
import type { Lang, TextRange } from "../engine/types";
import type { UiLang } from "../i18n/locales";
import type { Msg } from "../i18n/message";

/** S1 = High (3 points by default), S2 = Medium (2), S3 = Low (1). */
export type Severity = "S1" | "S2" | "S3";

/** The seven shipped categories; custom packs may add more (weight 0.10). */
export type ShippedCategory =
  | "content"
  | "language"
  | "style"
  | "communication"
  | "filler"
  | "structure"
  | "viral-hook";
export type Category = ShippedCategory | (string & {});

/** What every finding carries, whatever its scope. */
export interface FindingFields {
  id: string; // "f001", in document order
  /** "{pack}#{number}", e.g. "ko-language#8" or "en-viral-hook#VH3". */
  pattern: string;
  patternNumber: string; // "8", "VH3"
  patternId: string; // the stable id from the pack, e.g. "ko-jeok-suffix"
  /** Korean translationese taxonomy id when the match came from one (e.g. "A-2"). */
  taxonomy?: string;
  category: Category;
  /** "Language: AI vocabulary" in the UI language (the pattern's own name where that is the tell's name). */
  category_label: string;
  severity: Severity;
  /** UTF-16 offsets into the text; for document scope, the paragraph or text range it speaks of. */
  start: number;
  end: number;
  /** Why, in the UI language asked for (English by default). */
  reason: string;
  /** The same reason as data (lib/i18n/render.ts renders it in any UI language); absent on a model's own findings. */
  reason_template?: Msg;
  /** The replacement when there is one, else the fix guidance in the UI language. */
  suggested_fix: string;
  /** Which guidance suggested_fix reads (and the replacement), to render it in another language. */
  fix_template?: { pattern: string; matcher?: number; replacement?: string };
  /** With a replacement: the pattern's own guidance in the UI language (suggested_fix is then the replacement). */
  fix_guidance?: string;
  /**
   * A concrete replacement for text_span when one exists (one-click fix in the editor). In a
   * reading (lib/document/read-document) it is the first verified fix, when that fix replaces
   * exactly [start, end); detect() alone gives the pack's unverified hint.
   */
  replacement?: string;
  /** Verified fixes, best first (lib/fix): each replaces [start, end) of the text, which may reach past the span. */
  fixes?: FindingFix[];
  scoreOnly?: boolean; // viral-hook: scored, never rewritten
  /**
   * From an `advice` matcher: a wording worth a second look that the score does not count (no
   * tally, no formula, no meta count reads it), shown so a fix can be offered on it.
   */
  advisory?: boolean;
  related_findings?: string[];
  /** Every occurrence this finding stands for, when one finding covers several spans. */
  occurrences?: TextRange[];
}

/** A finding on a stretch of the text: the editor marks exactly this span. */
export interface SpanFinding extends FindingFields {
  scope: "span";
  /** Always text.slice(start, end). */
  text_span: string;
}

/**
 * A finding about a whole paragraph or the whole text. It does not repeat the range's text
 * (that would make a report grow with findings × text): whoever holds the text slices it,
 * and `excerpt` is enough to show which paragraph is meant.
 */
export interface DocumentFinding extends FindingFields {
  scope: "document";
  /** The range's first code units (at most EXCERPT_LENGTH, lib/detector/excerpt.ts): text.slice(start, start + excerpt.length). */
  excerpt: string;
}

export type Finding = SpanFinding | DocumentFinding;

/** One verified fix of a finding, as reports, the API and the CLI carry it. */
export interface FindingFix {
  /** The range it replaces: the finding's own, or wider when the repair reaches past it. */
  start: number;
  end: number;
  replacement: string;
  /** English label, e.g. "Delete “Moreover,”"; UIs render their own language from kind, from and to. */
  label: string;
  kind: "delete" | "replace" | "restructure" | "markup";
  /** The rule that made it (lib/fix/rules), e.g. "en.plain-word". */
  rule: string;
  /** The words taken out and put in, as the label quotes them. */
  from: string;
  to: string;
}

export interface DetectorMeta {
  input_length: number;
  lang: Lang;
  estimated_genre: string;
  sentence_count: number;
  sentence_length_stats: { mean: number; stdev: number; uniformity_warning: boolean };
  detected_count: number;
  ai_tell_density: number;
  severity_weighted_score: number;
  category_summary: Record<string, number>;
  /** Human-readable notes in the UI language asked for. */
  warnings: string[];
  /** The same notes as data, in the same order (code reads these, never the sentences). */
  notices: Msg[];
}

export interface DetectorReport {
  meta: DetectorMeta;
  findings: Finding[];
}

/** Prefix of the meta warning given when the formula score could not be computed. */
export const SCORE_UNAVAILABLE = "score unavailable";

/** One pattern's findings as a document score reads them: how many and how severe, not where or why. */
export interface PatternTally {
  pattern: string; // "ko-language#8"
  category: Category;
  severity: Severity;
  /** Span-scope and document-scope findings of the pattern. */
  spans: number;
  documents: number;
}

/** detectTally(): the report reduced to what the batch scorer prints and the shadow score reads. */
export interface DetectorTally {
  lang: Lang;
  /** What meta.detected_count would be. */
  findings: number;
  /** Patterns with findings, in pattern order. */
  patterns: PatternTally[];
  /** meta.severity_weighted_score; null when the formula could not be computed. */
  severity_weighted_score: number | null;
}

export interface DetectOptions {
  lang?: Lang | "auto";
  /** The language of reasons, labels, fixes and warnings (English by default); machine fields never change with it. */
  uiLang?: UiLang;
  min_severity?: Severity;
  categories?: Category[];
  docType?: string;
}

// ——— Extensions (detector engineer). Additive only: every field above keeps its meaning. ———

/** Per pattern that occurred in the document (before min_severity and docType suppression). */
export interface PatternStat {
  pattern: string; // "ko-language#8"
  patternId: string;
  category: Category;
  /** Occurrences after protection, `unless`, min-count and per-1000 gating. */
  count: number;
  /** Severity from the rubric, before the document-type factor. */
  rawSeverity: Severity;
  /** After the document-type factor; null when the doc type suppresses the pattern. */
  severity: Severity | null;
  per1000Tokens: number;
  paragraphsHit: number;
}

/** Document-level figures for classifiers built on the detector (shadow score, bench:quality). */
export interface DetectorStats {
  tokenCount: number;
  paragraphCount: number;
  /** Non-whitespace characters. */
  charCount: number;
  hotParagraphs: number;
  /** patternId → stat, for every pattern that occurred. */
  patterns: Record<string, PatternStat>;
  /** category → patterns in the catalog, patterns detected, occurrences, severity points summed per pattern. */
  categories: Record<string, { patterns: number; detected: number; occurrences: number; points: number }>;
  /** Occurrences (all patterns, span and document) per 1,000 tokens / per 1,000 non-whitespace characters. */
  occurrencesPer1000Tokens: number;
  occurrencesPer1000Chars: number;
  /** Deterministic AI-likeness breakdown (lib/scoring computeAiLikeness over the detected patterns). */
  categoryScores: Record<string, number>;
}

export interface DetectorMeta {
  /** The document type whose policy was applied, when one was. */
  doc_type?: string;
  stats?: DetectorStats;
}
