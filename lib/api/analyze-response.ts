// The /api/analyze response body: what clients show by default, everything on request.
// The full analysis of a 2,000-character draft is ~40 KB, a third of it per-sentence and
// per-token detail no client draws; the summary keeps every paragraph's range, metrics and
// hot flags, the report and the scores.
import type { DocumentReading } from "../document/read-document";
import type { Analysis, Paragraph } from "../engine/types";
import type { AnalyzeDetail } from "./analyze-request";

export type ParagraphSummary = Omit<Paragraph, "sentences">;
export type AnalysisSummary = Omit<Analysis, "text" | "paragraphs"> & { paragraphs: ParagraphSummary[] };

export interface AnalyzeResponse {
  detail: AnalyzeDetail;
  /** Without `text` (the client has it); summary paragraphs leave out `sentences`. */
  analysis: AnalysisSummary | Omit<Analysis, "text">;
  report: DocumentReading["report"];
  scores: DocumentReading["scores"];
}

export function analyzeResponse(reading: DocumentReading, detail: AnalyzeDetail = "summary"): AnalyzeResponse {
  const { text: _text, paragraphs, ...rest } = reading.analysis;
  const analysis =
    detail === "full" ? { ...rest, paragraphs } : { ...rest, paragraphs: paragraphs.map(({ sentences: _sentences, ...paragraph }) => paragraph) };
  return { detail, analysis, report: reading.report, scores: reading.scores };
}
