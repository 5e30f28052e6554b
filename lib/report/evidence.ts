// How a report states an AI-likeness without enough evidence for a band: the reasons in
// words (English, like the rest of the report page and its Markdown export). Reports stored
// before `confidence` existed carry only `lowConfidence`, which meant "short text".
import { evidenceGapText } from "../i18n/strings";
import type { EvidenceGap } from "../shadow/document-scores";
import type { ReportAiLikeness } from "./types";

function gapsOf(ai: ReportAiLikeness): EvidenceGap[] {
  if (ai.confidence) return ai.confidence.level === "not-enough" ? ai.confidence.reasons : [];
  return ai.lowConfidence ? ["short"] : [];
}

/** Whether the report shows "not enough evidence" in place of the AI-likeness band. */
export function notEnoughEvidence(ai: ReportAiLikeness): boolean {
  return gapsOf(ai).length > 0;
}

/** The reasons a band is withheld, as one English phrase; undefined when the band stands. */
export function evidenceNote(ai: ReportAiLikeness): string | undefined {
  const gaps = gapsOf(ai);
  return gaps.length ? evidenceGapText("en", gaps).join("; ") : undefined;
}
