// A shared score report, version 1 (documented in docs/report-schema.md, JSON
// Schema in schemas/report-v1.json). This is both what the store keeps and what
// the JSON export hands out; change it only additively, or bump the version.
import type { Category, Severity } from "../detector/types";
import type { Lang } from "../engine/types";
import type { AnchorKind, AnchorVerdictName } from "../meaning/types";
import type { PipelineMode, ReviewVerdict, RewriteChunk } from "../llm/events";
import type { ScoreReasons } from "../explain/score-reasons";
import type { Msg } from "../i18n/message";
import type { BandResult } from "../scoring/bands";
import type { Confidence } from "../shadow/confidence";

export const REPORT_SCHEMA_ID = "patina-report/v1";

export const REPORT_EXPIRIES = ["1d", "7d", "30d", "never"] as const;
export type ReportExpiry = (typeof REPORT_EXPIRIES)[number];
export const DEFAULT_EXPIRY: ReportExpiry = "30d";

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRY_MS: Readonly<Record<ReportExpiry, number | null>> = { "1d": DAY_MS, "7d": 7 * DAY_MS, "30d": 30 * DAY_MS, never: null };

export interface ScoreValue {
  score: number;
  band: BandResult;
}

/** One category of the seed 000 §6 breakdown: how many of its patterns fired and its 0–100 score. */
export interface CategoryBreakdown {
  category: string;
  /** Patterns the category holds in this language's catalog. */
  patterns: number;
  detected: number;
  occurrences: number;
  points: number;
  score: number;
}

/** The AI-likeness of a report; `confidence` is absent on reports stored before it existed. */
export type ReportAiLikeness = ScoreValue & { lowConfidence: boolean; confidence?: Confidence };

export interface ReportScores {
  /** The AI-likeness users see (calibrated per language), of the submitted text. */
  aiLikeness: ReportAiLikeness;
  /** Seed 000 §6 category formula of the submitted text; null when it could not be computed. */
  patternCoverage: ScoreValue | null;
  /** Of the rewrite against the text; null without a rewrite (and when the editor had no audit). */
  fidelity: ScoreValue | null;
  /** Meaning preservation of the rewrite; null without a rewrite or when MPS does not apply. */
  mps: ScoreValue | null;
  /** Combined score of the rewrite (its AI-likeness and fidelity, weighted by document type); null without one. */
  combined: ScoreValue | null;
  /** Per-category breakdown of the submitted text. */
  categories: CategoryBreakdown[];
  /** Why the AI-likeness is what it is, as data (rendered in the reader's language). */
  reasons?: ScoreReasons;
}

export interface ReportFinding {
  id: string;
  pattern: string;
  patternId: string;
  category: Category;
  categoryLabel: string;
  severity: Severity;
  scope: "span" | "document";
  /** UTF-16 offsets into the text (meaningful to whoever holds the text). */
  start: number;
  end: number;
  /**
   * text.slice(start, end); present only on span findings, and only when the text is included.
   * (Reports stored before document-scope findings stopped quoting their range may carry it on
   * those too; it still equals text.slice(start, end) there.)
   */
  text_span?: string;
  /** Why it was flagged; without the text, quoted passages are replaced by "…". */
  reason: string;
  suggestedFix: string;
  /** A concrete replacement; present only when the text is included. */
  replacement?: string;
  /** Korean translationese sub-pattern (A-2, …), for the label. */
  taxonomy?: string;
  /** The reason as data, rendered in the reader's language (quoted text already "…" without the text). */
  reasonTemplate?: Msg;
  /** Which pattern (and matcher) guidance the fix reads, rendered in the reader's language. */
  fixTemplate?: { pattern: string; matcher?: number };
  /** The author chose to ignore this finding in the editor: listed, not marked. */
  ignored: boolean;
}

export interface ReportAudit {
  round: number;
  fidelity: { criteria: { claims: number; fabrication: number; register: number; length: number }; lengthRatio: number; judgedBy: PipelineMode } | null;
  mps: { applicable: boolean; anchors: { type: AnchorKind; text: string; start: number; end: number; verdict: AnchorVerdictName; reason?: string }[] } | null;
  floors: { pass: boolean; messages: string[] } | null;
}

export interface ReportReview {
  round: number;
  verdict: ReviewVerdict;
  grade: "A" | "B" | "C" | "D";
  changeRate: number;
  overPolishSignals: string[];
}

export interface ReportRewrite {
  text: string;
  chunks: RewriteChunk[];
  /** Recomputed by the server from the rewrite's text. */
  scores: { aiLikeness: ReportAiLikeness; patternCoverage: ScoreValue | null; categories: CategoryBreakdown[] };
  findingCount: number;
  /** Fidelity and MPS come from the editor's audit (the server makes no LLM call); bands are recomputed. */
  audit: ReportAudit | null;
  review: ReportReview | null;
}

export interface ReportVersions {
  app: string;
  /** Pattern catalog: the packs' common frontmatter version + a hash of every pack file. */
  catalog: string;
  /** AI lexicons: a hash of every lexicon file. */
  lexicon: string;
  /** Scoring configuration: a hash of weights, bands, severity points, floors, document types and the shadow model. */
  scoring: string;
}

export interface ReportSnapshot {
  schema: typeof REPORT_SCHEMA_ID;
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  expiresAt: string | null;
  expiry: ReportExpiry;
  lang: Lang;
  docType: string;
  versions: ReportVersions;
  textIncluded: boolean;
  text: string | null;
  /** Length of the text in UTF-16 code units (also when the text is not included). */
  textLength: number;
  scores: ReportScores;
  findings: ReportFinding[];
  summary: { findings: number; ignored: number; bySeverity: Record<Severity, number>; byCategory: Record<string, number> };
  warnings: string[];
  /** The warnings as data, in the same order (rendered in the reader's language). */
  notices?: Msg[];
  rewrite: ReportRewrite | null;
}

/** The 201 answer of POST /api/reports: the stored report, its page and the delete token (shown once). */
export interface CreatedReport {
  id: string;
  url: string;
  deleteToken: string;
  expiresAt: string | null;
  report: ReportSnapshot;
}
