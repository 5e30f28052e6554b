// The "Fix it for me" pipeline as one async generator: text, options, an injected chat
// client (null = deterministic mode) and an abort signal in; the /api/humanize events
// out, in contract order, ending with exactly one `final` or `error`. It reads as the
// seed's stages, each in its own module under lib/llm/stages: detection, diagnosis,
// rewrite (the model's, or the fix engine's without one), verification, review.
import { scoredCount } from "../detector/tally";
import { readDocument, type DocumentReader, type DocumentReading } from "../document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../engine/errors";
import type { Lang } from "../engine/types";
import { defaultPackSet } from "../packs";
import type { PackSet } from "../packs/types";
import type { Floors } from "../scoring";
import { LlmError, type ChatClient, type TokenUsage } from "./chat-client";
import { applyChunks } from "./chunks";
import type { AuditVerdictEvent, PipelineEvent, PipelineMode, PipelineStage, ReviewVerdictEvent, RewriteChunk } from "./events";
import { scoreSetOf, scoresAfterRewrite } from "./audit";
import { ChunkBook } from "./stages/chunks";
import { Abort, checkAbort, type PipelineConfig, type StageContext } from "./stages/context";
import { buildUnits, findingEvent, isSpan, planRoute, rewritable, sentenceRanges } from "./stages/detection";
import { fixDraft } from "./stages/deterministic";
import { diagnose } from "./stages/diagnose";
import { rewriteInBatches, type RewriteState } from "./stages/rewrite";
import { residualUnits, reviewRound, rollBack } from "./stages/review";
import { verifyRound } from "./stages/verify";

export { planRoute } from "./stages/detection";

export interface PipelineOptions {
  lang?: Lang | "auto";
  docType?: string;
  packs?: PackSet;
  /** Review rounds at most (seed 002: 3). */
  maxRounds?: number;
  /** Parallel rewrite calls on the heavy route. */
  concurrency?: number;
  /** The whole request, and each model call. */
  requestTimeoutMs?: number;
  callTimeoutMs?: number;
  floors?: Floors;
  /** Over this many characters the heavy route is taken. */
  heavyChars?: number;
  /** Told the prompt tokens of every call, by stage (bench:llm reads this). */
  onUsage?: (stage: PipelineStage, usage: TokenUsage) => void;
  /** Reads the text and the rewrite (the server's analysis threads); readDocument by default. */
  read?: DocumentReader;
}

export const DEFAULTS = { maxRounds: 3, concurrency: 3, requestTimeoutMs: 180_000, callTimeoutMs: 60_000, heavyChars: 15_000 };

function* flush(ctx: StageContext): Generator<PipelineEvent> {
  while (ctx.warnings.length) yield ctx.warnings.shift()!;
}

export async function* runPipeline(text: string, options: PipelineOptions, client: ChatClient | null, signal?: AbortSignal): AsyncGenerator<PipelineEvent> {
  const started = Date.now();
  const cfg: PipelineConfig = { ...DEFAULTS, ...stripUndefined(options) };
  const mode: PipelineMode = client ? "llm" : "deterministic";
  const deadline = AbortSignal.timeout(cfg.requestTimeoutMs);
  const sig = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const packs = options.packs ?? defaultPackSet();
  const read = options.read ?? readDocument;

  // 1. Detection.
  let reading: DocumentReading;
  try {
    reading = await read(text, { lang: options.lang ?? "auto", docType: options.docType ?? "default", packs });
  } catch (err) {
    if (err instanceof EmptyTextError) yield { type: "error", code: "empty-text", message: err.message, retryable: false };
    else if (err instanceof Error && "retryAfterSeconds" in err) yield { type: "error", code: "busy", message: err.message, retryable: true };
    else if (err instanceof UnsupportedLanguageError) yield { type: "error", code: "unsupported-language", message: err.message, retryable: false };
    else yield { type: "error", code: "internal", message: "The text could not be analysed.", retryable: false };
    return;
  }
  const { route, reason } = planRoute(reading, text, cfg.heavyChars);
  const ctx: StageContext = {
    text,
    lang: reading.lang,
    docType: reading.docType,
    packs,
    reading,
    route,
    client,
    signal: sig,
    cfg,
    usage: { prompt_tokens: 0, completion_tokens: 0 },
    warnings: [],
    findings: new Map(reading.report.findings.filter(isSpan).map((f) => [f.id, f])),
    read,
  };
  const scoresBefore = scoreSetOf(reading);
  yield { type: "detection_meta", lang: ctx.lang, docType: ctx.docType, mode, route, routeReason: reason, scoresBefore, findingCount: scoredCount(reading.report.findings), model: client?.model ?? null };
  for (const f of reading.report.findings) yield findingEvent(f, "rule");

  const final = (rewrite: string, chunks: RewriteChunk[], scoresAfter: typeof scoresBefore, rounds: number, summary: string): PipelineEvent => ({
    type: "final",
    rewrite,
    chunks,
    scoresBefore,
    scoresAfter,
    rounds,
    usage: ctx.usage,
    mode,
    elapsed_ms: Date.now() - started,
    summary,
  });
  if (route === "none") {
    yield final(text, [], scoresBefore, 0, "already reads as human-written: nothing to fix");
    return;
  }

  try {
    const book = new ChunkBook();
    if (!client) {
      // 3–5 without a model: the fix engine's verified fixes, one chunk each, one round.
      yield { type: "rewrite_progress", stage: "rewrite", done: 0, total: 1 };
      const fixed = fixDraft(ctx, book);
      yield { type: "rewrite_progress", stage: "rewrite", done: 1, total: 1 };
      yield { type: "rewrite_progress", stage: "verification", done: 0, total: 1 };
      yield { type: "rewrite_progress", stage: "verification", done: 1, total: 1 };
      for (const c of fixed.chunks) yield { type: "rewrite_chunk", ...c };
      yield fixed.audit;
      yield { type: "rewrite_progress", stage: "review", done: 0, total: 1 };
      const { review, after } = await reviewRound(ctx, fixed.rewrite, fixed.chunks, 1, 1);
      yield { type: "rewrite_progress", stage: "review", done: 1, total: 1 };
      yield review;
      yield* flush(ctx);
      const n = fixed.chunks.length;
      yield final(
        fixed.rewrite,
        fixed.chunks,
        scoresAfterRewrite(after, fixed.audit, ctx.docType),
        1,
        `deterministic fixes only (no LLM key): ${n} verified fix${n === 1 ? "" : "es"} applied; review ${review.verdict}, grade ${review.grade}` + (fixed.audit.floors.pass ? "" : "; verification floors not met"),
      );
      return;
    }

    // 2. Diagnosis: the model confirms and extends (standard and heavy routes).
    let targets = rewritable(reading.report.findings);
    if (route === "standard" || route === "heavy") {
      yield { type: "rewrite_progress", stage: "diagnosis", done: 0, total: 1 };
      const added = await diagnose(ctx, targets);
      targets = [...targets, ...added];
      for (const f of added) yield findingEvent(f, "llm");
      yield { type: "rewrite_progress", stage: "diagnosis", done: 1, total: 1 };
      yield* flush(ctx);
    }
    targets = targets.sort((a, b) => a.start - b.start);
    const sentences = sentenceRanges(reading, text);
    const state: RewriteState = { units: buildUnits(text, targets, sentences), replacements: new Map(), roundFixes: new Map() };

    let rounds = 0;
    let audit: AuditVerdictEvent | null = null;
    let review: ReviewVerdictEvent | null = null;
    let afterReading: DocumentReading = reading;
    let finalChunks: RewriteChunk[] = [];
    let roundUnits = state.units;
    let nextProblems = new Map<string, string>();
    for (let round = 1; round <= cfg.maxRounds; round++) {
      rounds = round;
      checkAbort(ctx);
      const beforeRound = new Map(state.replacements);
      // 3. Rewrite.
      yield { type: "rewrite_progress", stage: "rewrite", done: 0, total: 1 };
      for (const e of await rewriteInBatches(ctx, state, roundUnits, nextProblems)) yield e;
      yield* flush(ctx);

      // 4. Verify: failing anchors retry their spans, then restore.
      yield { type: "rewrite_progress", stage: "verification", done: 0, total: 1 };
      const verified = await verifyRound(ctx, state, book, round);
      for (const e of verified.events) yield e;
      audit = verified.audit;
      yield { type: "rewrite_progress", stage: "verification", done: 1, total: 1 };
      const chunkEvents = book.stream(ctx, verified.chunks, round);
      yield* flush(ctx);
      for (const e of chunkEvents) yield e;
      finalChunks = verified.chunks.map(({ unit: _u, supersedes: _s, ...c }) => c);
      yield audit;

      // 5. Review.
      yield { type: "rewrite_progress", stage: "review", done: 0, total: 1 };
      // A round that changed nothing: nothing further can be tried, so this round is the last.
      const changed = state.replacements.size !== beforeRound.size || [...state.replacements].some(([k, v]) => beforeRound.get(k) !== v);
      const stuck = round > 1 && !changed;
      const reviewed = await reviewRound(ctx, verified.rewrite, finalChunks, round, stuck ? round : cfg.maxRounds);
      review = reviewed.review;
      afterReading = reviewed.after;
      yield { type: "rewrite_progress", stage: "review", done: 1, total: 1 };
      yield review;

      if (stuck) break;
      if (review.verdict === "rewrite_round_2") {
        const next = residualUnits(ctx, state, afterReading, finalChunks, sentences, round);
        nextProblems = next.problems;
        roundUnits = next.units;
        if (roundUnits.length === 0) break;
        continue;
      }
      if (review.verdict === "rollback_and_rewrite") {
        const rolledBack = rollBack(state, finalChunks);
        ctx.warnings.push({ type: "warning", code: "rolled-back", message: `Over-polish: rolled back ${rolledBack} passage${rolledBack === 1 ? "" : "s"}.` });
        roundUnits = [];
        continue;
      }
      break;
    }
    yield* flush(ctx);

    const rewrite = applyChunks(text, finalChunks);
    const fixed = finalChunks.length;
    yield final(
      rewrite,
      finalChunks,
      scoresAfterRewrite(afterReading, audit!, ctx.docType),
      rounds,
      `${fixed} passage${fixed === 1 ? "" : "s"} rewritten; review ${review!.verdict}, grade ${review!.grade}` + (audit!.floors.pass ? "" : "; verification floors not met"),
    );
  } catch (err) {
    yield* flush(ctx);
    if (err instanceof Abort || (err instanceof LlmError && err.code === "aborted") || sig.aborted) {
      if (signal?.aborted) yield { type: "error", code: "aborted", message: "The request was cancelled.", retryable: true };
      else yield { type: "error", code: "timeout", message: `The request took longer than ${Math.round(cfg.requestTimeoutMs / 1000)} s and was stopped.`, retryable: true };
      return;
    }
    if (err instanceof LlmError) {
      yield { type: "error", code: `llm-${err.code}`, message: err.message, retryable: err.retryable };
      return;
    }
    yield { type: "error", code: "internal", message: "The rewrite failed unexpectedly.", retryable: false };
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
