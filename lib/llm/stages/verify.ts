// Stage 4, verification (seed 000 §15): the meaning anchors of the rewrite are checked; a
// failing one sends its passages back to the model (twice at most) and then restores their
// original text; the model judges fidelity and adds claim anchors, which fail the same way;
// the audit (fidelity, MPS, floors) is the result.
import { applyChunks, toOriginalOffset } from "../chunks";
import type { AnchorReport, AuditVerdictEvent, PipelineEvent, PipelineMode } from "../events";
import { checkMeaning, type MeaningCheck } from "../../meaning/check";
import { buildAudit, claimAnchors } from "../audit";
import { judgeDeterministically } from "../fidelity-judge";
import { fidelityMessages } from "../prompts";
import { registerShift } from "../review";
import { validateFidelity } from "../schemas";
import type { ChunkBook, UnitChunk } from "./chunks";
import { callJson, warn, type StageContext } from "./context";
import { rewriteInBatches, type RewriteState } from "./rewrite";
import type { Unit } from "./detection";

/** Retries of the spans whose anchors failed, before their original text is restored (issue 8: at most twice). */
const ANCHOR_RETRIES = 2;

export interface Verified {
  chunks: UnitChunk[];
  rewrite: string;
  audit: AuditVerdictEvent;
  /** Progress and warnings the retries produced, in order. */
  events: PipelineEvent[];
}

/** Meaning anchors, retried or restored, then the fidelity audit, retried or restored. */
export async function verifyRound(ctx: StageContext, state: RewriteState, book: ChunkBook, round: number): Promise<Verified> {
  const { text, lang, client } = ctx;
  const events: PipelineEvent[] = [];
  const flush = () => {
    while (ctx.warnings.length) events.push(ctx.warnings.shift()!);
  };
  const restored = new Map<string, AnchorReport>();
  let chunks: UnitChunk[] = [];
  let rewrite = text;
  let auditRetries = 0;
  let restoredForAudit = false;
  let audit: AuditVerdictEvent;
  for (;;) {
    // Chunks, rewrite and meaning are recomputed together whenever the replacements change.
    chunks = book.current(ctx, state);
    rewrite = applyChunks(text, chunks);
    let meaning: MeaningCheck = checkMeaning(text, rewrite, lang);
    // An anchor concerns a unit when its original range lies in it, or its rewrite range lies in the
    // unit's replacement (a number the original never had points only at the rewrite).
    const touches = (u: Unit, a: AnchorReport) => {
      if (a.start < u.end && u.start < a.end) return true;
      if (a.rewrite_start === undefined || a.rewrite_end === undefined || a.rewrite_end <= a.rewrite_start) return false;
      const at = toOriginalOffset(chunks, a.rewrite_start);
      return u.start <= at && at < u.end;
    };
    for (let attempt = 0; ; attempt++) {
      const failing = meaning.anchors.filter((a) => a.verdict !== "PASS");
      const affected = state.units.filter((u) => state.replacements.has(u.id) && failing.some((a) => touches(u, a)));
      if (affected.length === 0) break;
      if (client && attempt < ANCHOR_RETRIES) {
        const problems = new Map(affected.map((u) => [u.id, failing.filter((a) => touches(u, a)).map((a) => `${a.reason || a.type} — keep the meaning of "${a.text.slice(0, 160)}"`).join("; ")]));
        await rewriteInBatches(ctx, state, affected, problems);
        flush();
      } else {
        // Seed 000 §15: a HARD FAIL restores the original text; a SOFT FAIL that survived its
        // retries stays, flagged on its chunk, for the reviewer to accept or reject.
        const broken = affected.filter((u) => failing.some((a) => a.verdict === "HARD FAIL" && touches(u, a)));
        if (broken.length === 0) break;
        for (const u of broken) {
          state.replacements.delete(u.id);
          for (const a of failing) if (touches(u, a)) restored.set(`${a.type}:${a.start}`, { ...a, reason: `${a.reason || a.type}; original text restored` });
        }
        warn(ctx, "meaning-restored", `Restored the original text of ${broken.length} passage${broken.length === 1 ? "" : "s"} whose meaning anchors did not survive.`);
      }
      chunks = book.current(ctx, state);
      rewrite = applyChunks(text, chunks);
      meaning = checkMeaning(text, rewrite, lang);
    }
    // What still fails (SOFT FAILs only, by now) is named on the chunk it lies in.
    for (const c of chunks) {
      const about = meaning.anchors.filter((a) => a.verdict !== "PASS" && a.start < Math.max(c.end, c.start + 1) && c.start < a.end);
      if (about.length > 0) c.meaning_flag = about.map((a) => a.reason).join("; ");
    }
    const anchors: AnchorReport[] = meaning.anchors.map((a) => restored.get(`${a.type}:${a.start}`) ?? a);
    for (const r of restored.values()) if (!anchors.some((a) => a.type === r.type && a.start === r.start)) anchors.push(r);

    // Fidelity: the model judges three criteria and adds claim anchors; length is code.
    const shift = registerShift(lang, text, rewrite) !== null;
    let judged = judgeDeterministically(text, rewrite, lang, meaning, shift);
    let judgedBy: PipelineMode = "deterministic";
    const pairs = state.units.filter((u) => state.replacements.has(u.id)).map((u) => ({ original: u.text, rewrite: state.replacements.get(u.id)! }));
    if (client && pairs.length > 0) {
      const f = await callJson(ctx, "verification", fidelityMessages(lang, pairs), "fidelity", validateFidelity, false);
      if (!f) warn(ctx, "fidelity-degraded", "LLM fidelity reply was not valid JSON twice; judged claims, fabrication and register deterministically.");
      else {
        judged = { claims: f.claims, fabrication: f.fabrication, register: f.register };
        judgedBy = "llm";
        const claims = claimAnchors(text, f);
        anchors.push(...claims.anchors);
        if (claims.unlocated > 0) warn(ctx, "unlocated-claims", `${claims.unlocated} claim anchor${claims.unlocated === 1 ? "" : "s"} quoted text not in the original; dropped.`);
      }
    }
    audit = buildAudit({ round, original: text, rewrite, lang, anchors, judged, judgedBy, ...(ctx.cfg.floors ? { floors: ctx.cfg.floors } : {}) });
    // The model's failing claim anchors are remediated like the code's (seed §15), and a failing floor too.
    const failingClaims = anchors.filter((a) => a.source === "llm" && a.verdict !== "PASS");
    if ((audit.floors.pass && failingClaims.length === 0) || judgedBy !== "llm" || restoredForAudit) break;
    const changed = state.units.filter((u) => state.replacements.has(u.id));
    let affected = changed.filter((u) => failingClaims.some((a) => a.start < u.end && u.start < a.end));
    if (affected.length === 0 && !audit.floors.fidelity.pass) affected = changed;
    if (affected.length === 0) break;
    if (auditRetries < ANCHOR_RETRIES) {
      auditRetries++;
      const note = `the meaning audit failed (${audit.floors.messages.join("; ") || "claims weakened"}): keep every claim`;
      await rewriteInBatches(ctx, state, affected, new Map(affected.map((u) => [u.id, note])));
      flush();
      continue;
    }
    for (const u of affected) state.replacements.delete(u.id);
    warn(ctx, "meaning-restored", `The meaning audit still failed after ${ANCHOR_RETRIES} retries; restored the original text of ${affected.length} passage${affected.length === 1 ? "" : "s"}.`);
    restoredForAudit = true;
  }
  flush();
  return { chunks, rewrite, audit, events };
}
