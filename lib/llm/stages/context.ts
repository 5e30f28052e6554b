// What every pipeline stage shares: the draft and its reading, the options, the model
// client (null in deterministic mode), the abort signal, token usage and the warnings
// waiting to be streamed. Stages take it and return their results; only the orchestrator
// (lib/llm/pipeline.ts) yields events.
import type { Finding, SpanFinding } from "../../detector/types";
import type { DocumentReader, DocumentReading } from "../../document/read-document";
import type { Lang } from "../../engine/types";
import type { PackSet, PatternDef } from "../../packs/types";
import type { Floors } from "../../scoring";
import { addUsage, type ChatClient, type ChatMessage, type TokenUsage } from "../chat-client";
import type { PipelineEvent, PipelineRoute, PipelineStage } from "../events";
import type { Validated } from "../schemas";

export interface PipelineConfig {
  maxRounds: number;
  concurrency: number;
  requestTimeoutMs: number;
  callTimeoutMs: number;
  heavyChars: number;
  floors?: Floors;
  onUsage?: (stage: PipelineStage, usage: TokenUsage) => void;
}

export interface StageContext {
  text: string;
  lang: Lang;
  docType: string;
  packs: PackSet;
  reading: DocumentReading;
  route: PipelineRoute;
  client: ChatClient | null;
  signal: AbortSignal;
  cfg: PipelineConfig;
  usage: TokenUsage;
  warnings: PipelineEvent[];
  /** Every span finding by id: the rule ones, then those the model added in diagnosis (units hold only these: a document-scope finding covers whole paragraphs, not words to confirm or rewrite). */
  findings: Map<string, SpanFinding>;
  /** Reads the text and the rewrite (the server's analysis threads); readDocument by default. */
  read: DocumentReader;
}

/** Thrown when the request was cancelled or ran out of time; the orchestrator ends the stream with the right error. */
export class Abort extends Error {}

export function checkAbort(ctx: StageContext): void {
  if (ctx.signal.aborted) throw new Abort();
}

export function warn(ctx: StageContext, code: string, message: string): void {
  ctx.warnings.push({ type: "warning", code, message });
}

/** One model call with a JSON reply, validated; a second try on an invalid reply; null after two. */
export async function callJson<T>(ctx: StageContext, stage: PipelineStage, messages: ChatMessage[], schemaName: string, validate: (c: string) => Validated<T>, stream: boolean): Promise<T | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    checkAbort(ctx);
    const reply = await ctx.client!.complete({ messages, schemaName, stream, signal: ctx.signal, timeoutMs: ctx.cfg.callTimeoutMs });
    ctx.usage = addUsage(ctx.usage, reply.usage);
    ctx.cfg.onUsage?.(stage, reply.usage);
    const v = validate(reply.content);
    if (v.ok) return v.value;
  }
  return null;
}

/** The definitions of the patterns behind some findings, each once. */
export function patternDefs(ctx: Pick<StageContext, "packs">, findings: readonly Finding[]): PatternDef[] {
  const seen = new Map<string, PatternDef>();
  for (const f of findings) {
    const def = ctx.packs.byId.get(f.patternId);
    if (def && !seen.has(def.id)) seen.set(def.id, def);
  }
  return [...seen.values()];
}

export const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
