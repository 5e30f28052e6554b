// What the browser keeps of one document reading: the findings, the paragraph
// flags the gutter needs and the scores. The full stylometry analysis (tokens,
// sentences, lexicon hits) stays in the worker; posting it would cost more than
// computing it.
import type { DocumentReading } from "../document/read-document";
import type { DetectorMeta, Finding, FindingFields } from "../detector/types";
import { scoredCount } from "../detector/tally";
import type { HotReason, Lang } from "../engine/types";
import type { DocumentScores } from "../shadow/document-scores";
import { scoreAndExplain } from "../explain/explain-reading";
import { documentScores } from "../shadow/document-scores";
import { countNonWhitespaceChars } from "../scoring/short-text";
import { isIgnored, type IgnoreChoices } from "./ignores";

/**
 * A finding as the editor keeps it: the detector's own fields, without overlap links and
 * occurrence lists. `text_span` is the marked span, "" for a document-scope finding (the
 * editor holds the text; nothing shows a document finding's words).
 */
export type EditorFinding = Pick<
  FindingFields,
  "id" | "pattern" | "patternNumber" | "patternId" | "category" | "category_label" | "severity" | "start" | "end" | "reason" | "suggested_fix" | "fix_guidance" | "replacement" | "scoreOnly" | "advisory" | "fixes"
> & { scope: Finding["scope"]; text_span: string };

export interface ParagraphFlag {
  index: number;
  start: number;
  end: number;
  hotReasons: HotReason[];
}

export interface EditorReading {
  lang: Lang;
  docType: string;
  textLength: number;
  findings: EditorFinding[];
  /** Hot paragraphs only: the gutter marks them, the text stays unwashed. */
  hotParagraphs: ParagraphFlag[];
  meta: Pick<DetectorMeta, "estimated_genre" | "sentence_count" | "detected_count" | "category_summary" | "warnings"> & {
    uniformity_warning: boolean;
    categoryScores: Record<string, number>;
  };
  scores: DocumentScores;
  /** How many findings the user's ignore choices hid (scores leave them out too). */
  ignoredCount: number;
  /** Their ids in the full report (what a shared report leaves unmarked). */
  ignoredIds: string[];
}

function slimFinding(f: Finding): EditorFinding {
  const out: EditorFinding = {
    id: f.id,
    pattern: f.pattern,
    patternNumber: f.patternNumber,
    patternId: f.patternId,
    category: f.category,
    category_label: f.category_label,
    severity: f.severity,
    scope: f.scope,
    start: f.start,
    end: f.end,
    text_span: f.scope === "span" ? f.text_span : "",
    reason: f.reason,
    suggested_fix: f.suggested_fix,
  };
  if (f.replacement !== undefined) out.replacement = f.replacement;
  if (f.fix_guidance !== undefined) out.fix_guidance = f.fix_guidance;
  if (f.fixes?.length) out.fixes = f.fixes;
  if (f.scoreOnly) out.scoreOnly = true;
  if (f.advisory) out.advisory = true;
  return out;
}

/**
 * Reduces a reading to what the editor shows. Ignored findings are dropped and the
 * AI-likeness is recomputed without them, so ignoring a tell re-scores the text the
 * way removing it would; the seed §6 pattern coverage stays the detector's own.
 */
export function toEditorReading(text: string, reading: DocumentReading, ignores: IgnoreChoices): EditorReading {
  const { report, analysis } = reading;
  const kept: typeof report.findings = [];
  const ignoredIds: string[] = [];
  for (const f of report.findings) {
    if (isIgnored(f, text, ignores)) ignoredIds.push(f.id);
    else kept.push(f);
  }
  const ignoredCount = ignoredIds.length;
  let scores = reading.scores;
  if (ignoredCount > 0) {
    const { shadow, reasons } = scoreAndExplain(text, analysis, kept);
    scores = documentScores({
      formula: reading.scores.patternCoverage?.score ?? null,
      shadow,
      charCount: countNonWhitespaceChars(text),
      sentenceCount: analysis.sentenceCount,
      findings: scoredCount(kept),
    });
    scores.reasons = reasons;
  }
  const meta = report.meta;
  return {
    lang: reading.lang,
    docType: reading.docType,
    textLength: text.length,
    findings: kept.map(slimFinding),
    hotParagraphs: analysis.paragraphs
      .filter((p) => p.hot)
      .map((p) => ({ index: p.index, start: p.start, end: p.end, hotReasons: p.hotReasons })),
    meta: {
      estimated_genre: meta.estimated_genre,
      sentence_count: meta.sentence_count,
      detected_count: meta.detected_count,
      category_summary: meta.category_summary,
      warnings: meta.warnings,
      uniformity_warning: meta.sentence_length_stats.uniformity_warning,
      categoryScores: meta.stats?.categoryScores ?? {},
    },
    scores,
    ignoredCount,
    ignoredIds,
  };
}
