// What the editor hands the share dialog: the draft as analyzed and, when there is
// one, the rewrite under review. The server recomputes scores and findings from
// the text (so a shared report cannot claim scores its text does not earn) and
// keeps the text itself only when the user ticks "include the text".
import type { Lang } from "../engine/types";
import type { AuditVerdictEvent, ReviewVerdictEvent, RewriteChunk, ScoreSet } from "../llm/events";

export interface ShareRewrite {
  text: string;
  chunks: RewriteChunk[];
  scoresAfter: ScoreSet;
  audit?: Omit<AuditVerdictEvent, "type">;
  review?: Omit<ReviewVerdictEvent, "type">;
}

export interface ShareSource {
  text: string;
  lang: Lang | "auto";
  docType: string;
  /** Findings the user chose to ignore in the editor (their ids are not shared as marks). */
  ignoredFindingIds?: string[];
  rewrite?: ShareRewrite | null;
}
