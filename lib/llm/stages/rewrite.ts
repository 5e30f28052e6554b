// Stage 3, rewrite (with a model): the units are rewritten by the model, in batches on the
// heavy route, only where the findings are; a reply that breaks a guard keeps the original,
// and an invalid reply (twice) falls back to the fix engine's verified fixes for its units.
import type { SpanFinding } from "../../detector/types";
import { rejectReplacement } from "../guards";
import type { PipelineEvent } from "../events";
import { rewriteMessages, unitInput, type RewriteUnitInput } from "../prompts";
import { protectedStrings } from "../guards";
import { validateRewrite } from "../schemas";
import { callJson, clip, patternDefs, warn, type StageContext } from "./context";
import type { Unit } from "./detection";

/** Units and characters per rewrite call on the heavy route. */
const UNITS_PER_CALL = 24;
const CHARS_PER_CALL = 2_500;

export interface RewriteState {
  units: Unit[];
  /** Unit id → its rewritten text. */
  replacements: Map<string, string>;
  /** Per unit, the fixes of the current round when they are not the unit's first-round ones. */
  roundFixes: Map<string, Unit["fixes"]>;
}

/** A unit with the verified fixes (lib/fix) of its findings applied, or null when it has none. */
export function unitWithFixes(unit: Unit, findings: Map<string, SpanFinding>): string | null {
  const edits = unit.findingIds
    .map((id) => findings.get(id)?.fixes?.[0])
    .filter((x): x is NonNullable<typeof x> => x !== undefined && x.start >= unit.start && x.end <= unit.end)
    .sort((a, b) => a.start - b.start);
  let out = "";
  let at = unit.start;
  for (const e of edits) {
    if (e.start < at) continue;
    out += unit.text.slice(at - unit.start, e.start - unit.start) + e.replacement;
    at = e.end;
  }
  if (at === unit.start) return null;
  out += unit.text.slice(at - unit.start);
  return out === unit.text ? null : out;
}

/** Rewrites one batch of units with the model; falls back to the verified fixes per batch. */
export async function rewriteUnits(ctx: StageContext, state: RewriteState, batch: Unit[], problems: Map<string, string> = new Map()): Promise<void> {
  const { lang, docType } = ctx;
  const inputs: RewriteUnitInput[] = batch.map((u) =>
    // How to fix each pattern is in the catalog once; later rounds send only what is left to fix.
    unitInput(u.id, u.text, state.roundFixes.get(u.id) ?? u.fixes, protectedStrings(u.text, lang), problems.get(u.id)),
  );
  const patterns = patternDefs(ctx, batch.flatMap((u) => u.findingIds.map((id) => ctx.findings.get(id)!)));
  const reply = await callJson(ctx, "rewrite", rewriteMessages(lang, docType, inputs, patterns), "rewrite", validateRewrite, true);
  if (!reply) {
    const paragraphs = [...new Set(batch.map((u) => u.paragraph))].join(", ");
    warn(ctx, "rewrite-degraded", `LLM reply was not valid JSON twice; used the deterministic fixes for paragraph ${paragraphs}.`);
    for (const u of batch) {
      const d = unitWithFixes(u, ctx.findings);
      if (d !== null && !rejectReplacement(u.text, d, lang)) state.replacements.set(u.id, d);
    }
    return;
  }
  const byId = new Map(batch.map((u) => [u.id, u]));
  let outside = 0;
  for (const r of reply.units) {
    const u = byId.get(r.id);
    if (!u) {
      outside++;
      continue;
    }
    if (r.text === u.text) continue;
    const why = rejectReplacement(u.text, r.text, lang);
    if (why) {
      warn(ctx, "rewrite-rejected", `Kept the original of "${clip(u.text)}": ${why}.`);
      state.replacements.delete(u.id);
      continue;
    }
    state.replacements.set(u.id, r.text);
  }
  if (outside > 0) warn(ctx, "rewrite-outside-findings", `${outside} rewritten passage${outside === 1 ? " was" : "s were"} outside the finding ranges; dropped.`);
}

/** The units in calls (grouped on the heavy route), `concurrency` calls at a time; progress per wave. */
export async function rewriteInBatches(ctx: StageContext, state: RewriteState, batch: Unit[], problems?: Map<string, string>): Promise<PipelineEvent[]> {
  const progress: PipelineEvent[] = [];
  const groups: Unit[][] = [];
  if (ctx.route === "heavy") {
    // Consecutive units up to a size per call: each call repeats the instructions, so fewer is cheaper.
    let size = 0;
    for (const u of batch) {
      const last = groups[groups.length - 1];
      if (last && last.length < UNITS_PER_CALL && size + u.text.length <= CHARS_PER_CALL) {
        last.push(u);
        size += u.text.length;
      } else {
        groups.push([u]);
        size = u.text.length;
      }
    }
  } else groups.push(batch);
  let done = 0;
  for (let i = 0; i < groups.length; i += ctx.cfg.concurrency) {
    const wave = groups.slice(i, i + ctx.cfg.concurrency);
    await Promise.all(wave.map((g) => rewriteUnits(ctx, state, g, problems)));
    done += wave.length;
    progress.push({ type: "rewrite_progress", stage: "rewrite", done, total: groups.length });
  }
  return progress;
}
