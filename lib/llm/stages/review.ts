// Stage 5, naturalness review (seed 002): the rewrite is read again, residual tells and
// over-polish signals give the verdict, and the verdict says what the next round does:
// nothing (accept, or the last round), rewrite the residual tells, or roll back the passages
// changed most.
import type { RewriteChunk, ReviewVerdictEvent } from "../events";
import type { DocumentReading } from "../../document/read-document";
import { editDistance, toOriginalOffset } from "../chunks";
import { reviewRewrite } from "../review";
import type { StageContext } from "./context";
import { rewritable, type SentenceRange, type Unit } from "./detection";
import type { RewriteState } from "./rewrite";

export interface Reviewed {
  review: ReviewVerdictEvent;
  after: DocumentReading;
}

export async function reviewRound(ctx: StageContext, rewrite: string, chunks: readonly RewriteChunk[], round: number, maxRounds: number): Promise<Reviewed> {
  const after = await ctx.read(rewrite, { lang: ctx.lang, docType: ctx.docType, packs: ctx.packs, fixes: false });
  const review = reviewRewrite({ lang: ctx.lang, original: ctx.text, rewrite, chunks, before: ctx.reading.report, after: after.report, round, maxRounds });
  return { review, after };
}

/**
 * A second round: the rewrite's residual S1/S2 tells, mapped back to the original's sentences,
 * become the units to rewrite (new units for sentences no unit covered). Returns them, or an
 * empty list when nothing is left to try.
 */
export function residualUnits(ctx: StageContext, state: RewriteState, after: DocumentReading, chunks: readonly RewriteChunk[], sentences: readonly SentenceRange[], round: number): { units: Unit[]; problems: Map<string, string> } {
  const residual = rewritable(after.report.findings).filter((f) => f.severity !== "S3");
  const next = new Map<string, Unit>();
  const problems = new Map<string, string>();
  state.roundFixes.clear();
  for (const f of residual) {
    const pos = toOriginalOffset(chunks, f.start);
    const existing = state.units.find((u) => u.start <= pos && pos < u.end);
    const s = existing ?? sentences.find((x) => x.start <= pos && pos < x.end);
    if (!s) continue;
    const unit: Unit = existing ?? {
      id: `u${state.units.length + next.size + 1}`,
      start: s.start,
      end: s.end,
      text: ctx.text.slice(s.start, s.end),
      paragraph: (s as { paragraph?: number }).paragraph ?? 1,
      findingIds: [],
      fixes: [],
    };
    const fix = { quote: f.text_span, pattern: f.pattern, hint: f.suggested_fix };
    unit.fixes = [...unit.fixes, fix];
    state.roundFixes.set(unit.id, [...(state.roundFixes.get(unit.id) ?? []), fix]);
    next.set(unit.id, unit);
    problems.set(unit.id, `round ${round + 1}: the spans in fix still read as AI-written`);
  }
  const added = [...next.values()].filter((u) => !state.units.includes(u) && !state.units.some((x) => x.start < u.end && u.start < x.end));
  state.units = [...state.units, ...added].sort((a, b) => a.start - b.start);
  return { units: [...next.values()].filter((u) => state.units.includes(u)), problems };
}

/** Over-polish: the passages changed most go back to their original text. Returns how many. */
export function rollBack(state: RewriteState, chunks: readonly RewriteChunk[]): number {
  const ranked = chunks.map((c) => ({ c, ratio: editDistance(c.original, c.replacement) / Math.max(1, c.original.length) })).sort((a, b) => b.ratio - a.ratio);
  const cut = ranked.filter((r) => r.ratio > 0.5);
  const toRestore = (cut.length ? cut : ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 2)))).map((r) => r.c);
  for (const c of toRestore) {
    const u = state.units.find((x) => x.start <= c.start && c.end <= x.end);
    if (u) state.replacements.delete(u.id);
  }
  return toRestore.length;
}
