// The span detector's report (detector spec 004, for ko/en/zh/ja).
import type { Lang, TextRange } from "../engine/types";

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

export interface Finding {
  id: string; // "f001", in document order
  /** "{pack}#{number}", e.g. "ko-language#8" or "en-viral-hook#VH3". */
  pattern: string;
  patternNumber: string; // "8", "VH3"
  patternId: string; // the stable id from the pack, e.g. "ko-jeok-suffix"
  /** Korean translationese taxonomy id when the match came from one (e.g. "A-2"). */
  taxonomy?: string;
  category: Category;
  category_label: string;
  severity: Severity;
  scope: "span" | "document";
  /** For document-scope findings the whole text (or paragraph) range it speaks of. */
  start: number;
  end: number;
  /** Always text.slice(start, end). */
  text_span: string;
  reason: string;
  suggested_fix: string;
  /** A concrete replacement for text_span when one exists (one-click fix in the editor). */
  replacement?: string;
  scoreOnly?: boolean; // viral-hook: scored, never rewritten
  related_findings?: string[];
  /** Every occurrence this finding stands for, when one finding covers several spans. */
  occurrences?: TextRange[];
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
  warnings: string[];
}

export interface DetectorReport {
  meta: DetectorMeta;
  findings: Finding[];
}

export interface DetectOptions {
  lang?: Lang | "auto";
  min_severity?: Severity;
  categories?: Category[];
  docType?: string;
}
