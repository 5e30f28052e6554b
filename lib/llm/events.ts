// The event contract of POST /api/humanize (text/event-stream). Each event is
// `event: {type}` + `data: {JSON of the event minus "type"}`. Order: detection_meta
// first; detection_finding (rule ones at once, then LLM ones); rewrite_progress /
// rewrite_chunk; audit_verdict; review_verdict; warning at any point; exactly one
// terminal event, `final` or `error`, last. The editor reads these types directly.
import type { Category, Severity } from "../detector/types";
import type { Lang } from "../engine/types";
import type { BandResult } from "../scoring/bands";
import type { AnchorReport } from "../meaning/types";

// The anchor types belong to the meaning check; the events carry them as they are.
export type { AnchorKind, AnchorReport, AnchorVerdictName } from "../meaning/types";
import type { Confidence } from "../shadow/confidence";

export type PipelineMode = "llm" | "deterministic";
export type PipelineRoute = "none" | "light" | "standard" | "heavy";
export type PipelineStage = "detection" | "diagnosis" | "rewrite" | "verification" | "review";

/** The four scores a rewrite is judged by; null where a score does not apply (no rewrite yet, MPS N/A). */
export interface ScoreSet {
  aiLikeness: { score: number; band: BandResult; lowConfidence: boolean; confidence?: Confidence };
  /** Seed 000 §6 formula, shown as "pattern coverage". */
  patternCoverage: { score: number; band: BandResult } | null;
  fidelity: { score: number; band: BandResult } | null;
  mps: { score: number; band: BandResult } | null;
  combined: { score: number; band: BandResult } | null;
}

export interface DetectionMetaEvent {
  type: "detection_meta";
  lang: Lang;
  docType: string;
  mode: PipelineMode;
  route: PipelineRoute;
  /** Why this route (e.g. "no findings", "dense tells", "over 15,000 characters"). */
  routeReason: string;
  scoresBefore: ScoreSet;
  findingCount: number;
  model: string | null;
}

export interface DetectionFindingEvent {
  type: "detection_finding";
  id: string;
  start: number;
  end: number;
  /** Span scope: always text.slice(start, end) of the submitted text. */
  text_span?: string;
  /** Document scope: the start of the range (lib/detector/excerpt.ts), never the range's whole text. */
  excerpt?: string;
  pattern: string;
  category: Category;
  severity: Severity;
  scope: "span" | "document";
  reason: string;
  suggested_fix: string;
  /** A concrete replacement for text_span, when there is one. */
  replacement?: string;
  source: "rule" | "llm";
}

export interface RewriteProgressEvent {
  type: "rewrite_progress";
  stage: PipelineStage;
  done: number;
  total: number;
}

export interface RewriteChunk {
  id: string; // "c001"
  /** Range in the original text. */
  start: number;
  end: number;
  original: string; // = text.slice(start, end)
  replacement: string;
  finding_ids: string[];
  reason: string;
  /** Set when the meaning check flagged this chunk (and why), so the reviewer sees it. */
  meaning_flag?: string;
  /** Ids of chunks streamed in an earlier round that this one replaces (later review rounds only). */
  supersedes?: string[];
}

export interface RewriteChunkEvent extends RewriteChunk {
  type: "rewrite_chunk";
}

export interface AuditVerdictEvent {
  type: "audit_verdict";
  round: number;
  fidelity: {
    score: number;
    band: BandResult;
    criteria: { claims: number; fabrication: number; register: number; length: number };
    length_ratio: number;
    /** "llm" when the model judged claims/fabrication/register; "deterministic" otherwise. */
    judged_by: PipelineMode;
  };
  mps: { applicable: boolean; score: number | null; band: BandResult | null; anchors: AnchorReport[] };
  floors: { pass: boolean; fidelity: { floor: number; pass: boolean }; mps: { floor: number; pass: boolean; applied: boolean }; messages: string[] };
}

export type ReviewVerdict = "accept" | "accept_with_note" | "rewrite_round_2" | "rollback_and_rewrite" | "hold_and_report";

export interface ReviewVerdictEvent {
  type: "review_verdict";
  round: number;
  s1_residual: number;
  s2_residual: number;
  over_polish_signals: string[];
  /** Character change rate of the rewrite against the original, 0–100. */
  change_rate: number;
  score_before: number;
  score_after: number;
  verdict: ReviewVerdict;
  grade: "A" | "B" | "C" | "D";
}

export interface WarningEvent {
  type: "warning";
  code: string;
  message: string;
}

export interface FinalEvent {
  type: "final";
  rewrite: string;
  chunks: RewriteChunk[];
  scoresBefore: ScoreSet;
  scoresAfter: ScoreSet;
  rounds: number;
  usage: { prompt_tokens: number; completion_tokens: number };
  mode: PipelineMode;
  elapsed_ms: number;
  /** Human-readable outcome, e.g. "already reads as human-written". */
  summary: string;
}

export interface ErrorEvent {
  type: "error";
  code: string;
  message: string;
  retryable: boolean;
}

export type PipelineEvent =
  | DetectionMetaEvent
  | DetectionFindingEvent
  | RewriteProgressEvent
  | RewriteChunkEvent
  | AuditVerdictEvent
  | ReviewVerdictEvent
  | WarningEvent
  | FinalEvent
  | ErrorEvent;

export type PipelineEventType = PipelineEvent["type"];

/** One SSE frame for an event: `event:` the type, `data:` the rest as one JSON line. */
export function encodeSse(event: PipelineEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
