// The share dialog's input, built from the editor's state.
import type { Lang } from "../engine/types";
import type { AuditVerdictEvent, FinalEvent, ReviewVerdictEvent } from "../llm/events";
import type { ShareSource } from "../store/share-source";

export interface ShareInput {
  text: string;
  lang: Lang | "auto";
  docType: string;
  ignoredFindingIds: string[];
  final: FinalEvent | null;
  audit: AuditVerdictEvent | null;
  review: ReviewVerdictEvent | null;
}

export function buildShareSource(input: ShareInput): ShareSource {
  const strip = <T extends { type: string }>(e: T | null): Omit<T, "type"> | undefined => {
    if (!e) return undefined;
    const { type: _type, ...rest } = e;
    return rest;
  };
  return {
    text: input.text,
    lang: input.lang,
    docType: input.docType,
    ignoredFindingIds: input.ignoredFindingIds,
    rewrite: input.final
      ? {
          text: input.final.rewrite,
          chunks: input.final.chunks,
          scoresAfter: input.final.scoresAfter,
          ...(input.audit ? { audit: strip(input.audit) } : {}),
          ...(input.review ? { review: strip(input.review) } : {}),
        }
      : null,
  };
}
