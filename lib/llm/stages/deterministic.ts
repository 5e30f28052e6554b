// Stages 3–4 without a model: the fix engine's first verified fix for every finding it can
// answer (lib/fix), one rewrite chunk per applied fix, and the audit of that rewrite judged
// by code. The event contract is the model's; only `mode` says "deterministic".
import { fixText } from "../../fix/document";
import { checkMeaning } from "../../meaning/check";
import { buildAudit } from "../audit";
import type { AuditVerdictEvent, RewriteChunk } from "../events";
import { judgeDeterministically } from "../fidelity-judge";
import { registerShift } from "../review";
import type { ChunkBook } from "./chunks";
import type { StageContext } from "./context";

export interface FixedDraft {
  chunks: RewriteChunk[];
  rewrite: string;
  audit: AuditVerdictEvent;
}

export function fixDraft(ctx: StageContext, book: ChunkBook): FixedDraft {
  const { text, lang } = ctx;
  const fixed = fixText(text, { lang, packs: ctx.packs, docType: ctx.docType, report: ctx.reading.report });
  const chunks: RewriteChunk[] = fixed.applied.map((a) => ({
    id: book.nextId(),
    start: a.start,
    end: a.end,
    original: a.original,
    replacement: a.replacement,
    finding_ids: a.finding_ids,
    reason: a.fix.label,
  }));
  // The audit's anchors point into the whole original: the check of the whole text.
  const meaning = checkMeaning(text, fixed.rewrite, lang);
  const judged = judgeDeterministically(text, fixed.rewrite, lang, meaning, registerShift(lang, text, fixed.rewrite) !== null);
  const audit = buildAudit({ round: 1, original: text, rewrite: fixed.rewrite, lang, anchors: meaning.anchors, judged, judgedBy: "deterministic", ...(ctx.cfg.floors ? { floors: ctx.cfg.floors } : {}) });
  return { chunks, rewrite: fixed.rewrite, audit };
}
