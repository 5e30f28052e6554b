// How a report states an AI-likeness without enough evidence for a band: the reasons in
// words, in the reader's language (the report page and its Markdown export).
import { evidenceGapText, type UiLang } from "../i18n/catalogue";
import { evidenceGaps } from "../shadow/confidence";
import type { ReportAiLikeness } from "./types";

/** Whether the report shows "not enough evidence" in place of the AI-likeness band. */
export function notEnoughEvidence(ai: ReportAiLikeness): boolean {
  return evidenceGaps(ai).length > 0;
}

/** The reasons a band is withheld, as one phrase in `lang`; undefined when the band stands. */
export function evidenceNote(ai: ReportAiLikeness, lang: UiLang): string | undefined {
  const gaps = evidenceGaps(ai);
  return gaps.length ? evidenceGapText(lang, gaps).join("; ") : undefined;
}
