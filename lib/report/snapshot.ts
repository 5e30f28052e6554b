// Builds a report snapshot from the server's own reading of the text (and of the
// rewrite, when one is included). Pure: the caller reads the documents, draws the
// id and the clock. What leaves the text out: findings lose text_span and
// replacement, and quoted passages in their reasons become "…". Document-scope findings
// never carry their range's text: the snapshot grows with the text, not findings × text.
import type { DetectorReport, Finding, Severity } from "../detector/types";
import type { DocumentReading } from "../document/read-document";
import { COMBINED_BANDS, FIDELITY_BANDS, MPS_BANDS, bandOf, computeCombined, combinedWeightsFor } from "../scoring";
import type { DocumentScores } from "../shadow/document-scores";
import { redactMsg } from "../i18n/message";
import type { CreateReportRequest } from "./request";
import { EXPIRY_MS, REPORT_SCHEMA_ID, type CategoryBreakdown, type ReportFinding, type ReportScores, type ReportSnapshot, type ReportVersions, type ScoreValue } from "./types";

export interface SnapshotInput {
  id: string;
  request: CreateReportRequest;
  /** readDocument of request.text. */
  reading: DocumentReading;
  /** readDocument of request.rewrite.text, when the rewrite is included. */
  rewriteReading: DocumentReading | null;
  versions: ReportVersions;
  /** Milliseconds since the epoch. */
  now: number;
}

// Quoted passages in a reason ('…', "…", “…”, ‘…’, 「…」, 『…』) are the text's own words.
const QUOTED = /'[^'\n]*'|"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’|「[^」\n]*」|『[^』\n]*』/g;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every occurrence of span in reason, in any case, as "…". A span too long to compile as a
 *  regex (a document-scope finding over a whole long text: V8 overflows its stack) is matched
 *  exactly instead. */
function replaceSpan(reason: string, span: string): string {
  if (span.length > 2_000) return reason.split(span).join("…");
  return reason.replace(new RegExp(escapeRegExp(span), "giu"), "…");
}

/** A reason fit to share without the text: the flagged span itself (in any case), then any quoted passage, become "…". */
export function redactReason(reason: string, span: string): string {
  const trimmed = span.trim();
  const withoutSpan = trimmed ? replaceSpan(reason, trimmed) : reason;
  return withoutSpan.replace(QUOTED, (q) => `${q[0]}…${q[q.length - 1]}`);
}

function categoryBreakdown(report: DetectorReport): CategoryBreakdown[] {
  const stats = report.meta.stats;
  if (!stats) return [];
  return Object.keys(stats.categories)
    .sort()
    .map((category) => ({ category, ...stats.categories[category], score: stats.categoryScores[category] ?? 0 }));
}

function reportFinding(f: Finding, withText: boolean, ignored: ReadonlySet<string>): ReportFinding {
  const out: ReportFinding = {
    id: f.id,
    pattern: f.pattern,
    patternId: f.patternId,
    category: f.category,
    categoryLabel: f.category_label,
    severity: f.severity,
    scope: f.scope,
    start: f.start,
    end: f.end,
    reason: withText ? f.reason : redactReason(f.reason, f.scope === "span" ? f.text_span : f.excerpt),
    suggestedFix: f.suggested_fix,
    ignored: ignored.has(f.id),
  };
  if (f.taxonomy) out.taxonomy = f.taxonomy;
  if (f.reason_template) out.reasonTemplate = withText ? f.reason_template : redactMsg(f.reason_template);
  if (f.fix_template) out.fixTemplate = f.fix_template.matcher === undefined ? { pattern: f.fix_template.pattern } : { pattern: f.fix_template.pattern, matcher: f.fix_template.matcher };
  // Without a replacement to show, the shared fix is the guidance, never the text's own words.
  if (!withText && f.replacement !== undefined && f.fix_guidance !== undefined) out.suggestedFix = f.fix_guidance;
  if (withText) {
    // Only a span finding quotes its text: a document-scope one would repeat whole paragraphs
    // (or the whole text) per finding; the report holds the text once, in `text`.
    if (f.scope === "span") out.text_span = f.text_span;
    if (f.replacement !== undefined) out.replacement = f.replacement;
  }
  return out;
}

function textScores(scores: DocumentScores): Pick<ReportScores, "aiLikeness" | "patternCoverage"> {
  return {
    aiLikeness: {
      score: scores.aiLikeness.score,
      band: scores.aiLikeness.band,
      lowConfidence: scores.aiLikeness.lowConfidence,
      confidence: scores.aiLikeness.confidence,
    },
    patternCoverage: scores.patternCoverage ? { score: scores.patternCoverage.score, band: scores.patternCoverage.band } : null,
  };
}

const scored = (score: number | null, table: Parameters<typeof bandOf>[1]): ScoreValue | null => (score === null ? null : { score, band: bandOf(score, table) });

export function buildSnapshot(input: SnapshotInput): ReportSnapshot {
  const { request, reading, rewriteReading } = input;
  const withText = request.include.text;
  const ignored = new Set(request.ignoredFindingIds);
  const findings = reading.report.findings.map((f) => reportFinding(f, withText, ignored));
  const bySeverity: Record<Severity, number> = { S1: 0, S2: 0, S3: 0 };
  const byCategory: Record<string, number> = {};
  let ignoredCount = 0;
  for (const f of findings) {
    if (f.ignored) {
      ignoredCount++;
      continue;
    }
    bySeverity[f.severity]++;
    byCategory[f.category] = (byCategory[f.category] ?? 0) + 1;
  }

  const rw = request.rewrite;
  let rewrite: ReportSnapshot["rewrite"] = null;
  let fidelity: ScoreValue | null = null;
  let mps: ScoreValue | null = null;
  let combined: ScoreValue | null = null;
  if (rw && rewriteReading) {
    const after = textScores(rewriteReading.scores);
    fidelity = scored(rw.fidelity, FIDELITY_BANDS);
    mps = scored(rw.mps, MPS_BANDS);
    if (fidelity) {
      const c = computeCombined(after.aiLikeness.score, fidelity.score, combinedWeightsFor(reading.docType));
      combined = { score: c.score, band: bandOf(c.unrounded, COMBINED_BANDS) };
    }
    rewrite = {
      text: rw.text,
      chunks: rw.chunks,
      scores: { ...after, categories: categoryBreakdown(rewriteReading.report) },
      findingCount: rewriteReading.report.findings.length,
      audit: rw.audit,
      review: rw.review,
    };
  }

  const expiryMs = EXPIRY_MS[request.expiry];
  const ai = textScores(reading.scores);
  return {
    schema: REPORT_SCHEMA_ID,
    id: input.id,
    createdAt: new Date(input.now).toISOString(),
    expiresAt: expiryMs === null ? null : new Date(input.now + expiryMs).toISOString(),
    expiry: request.expiry,
    lang: reading.lang,
    docType: reading.docType,
    versions: input.versions,
    textIncluded: withText,
    text: withText ? request.text : null,
    textLength: request.text.length,
    scores: {
      aiLikeness: ai.aiLikeness,
      patternCoverage: ai.patternCoverage,
      fidelity,
      mps,
      combined,
      categories: categoryBreakdown(reading.report),
      ...(reading.scores.reasons ? { reasons: reading.scores.reasons } : {}),
    },
    findings,
    summary: { findings: findings.length - ignoredCount, ignored: ignoredCount, bySeverity, byCategory },
    warnings: reading.report.meta.warnings,
    notices: reading.report.meta.notices,
    rewrite,
  };
}
