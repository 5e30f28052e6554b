// Audit and review of a rewrite the user made by hand (/api/review), and the meaning
// check alone (/api/verify). The model, when there is one, judges fidelity's three
// criteria and adds claim anchors; if it fails, the answer is the deterministic one
// with a warning, never an error.
import { readDocument, type DocumentReader } from "../document/read-document";
import { UnsupportedLanguageError } from "../engine/errors";
import { detectLanguage } from "../engine/language";
import type { Lang } from "../engine/types";
import { checkMeaning, mpsOf } from "../meaning/check";
import type { PackSet } from "../packs/types";
import { addUsage, LlmError, type ChatClient, type TokenUsage } from "./chat-client";
import { changedCore } from "./chunks";
import type { AnchorReport, AuditVerdictEvent, PipelineMode, ReviewVerdictEvent, RewriteChunk, ScoreSet, WarningEvent } from "./events";
import { buildAudit, claimAnchors, scoreSetOf, scoresAfterRewrite } from "./audit";
import { judgeDeterministically, type JudgedCriteria } from "./fidelity-judge";
import { fidelityMessages } from "./prompts";
import { registerShift, reviewRewrite } from "./review";
import { validateFidelity, type FidelityReply } from "./schemas";

export interface EditCheckOptions {
  lang?: Lang | "auto";
  docType?: string;
  packs?: PackSet;
  callTimeoutMs?: number;
  signal?: AbortSignal;
  /** Reads the texts (the server's analysis threads); readDocument by default. */
  read?: DocumentReader;
}

interface ModelJudgement {
  reply: FidelityReply | null;
  usage: TokenUsage;
  warning: WarningEvent | null;
}

/** With no client there is nothing to ask: no reply, no usage, no warning. */
async function judgeWithModel(client: ChatClient | null, lang: Lang, original: string, rewrite: string, options: EditCheckOptions): Promise<ModelJudgement> {
  let usage: TokenUsage = { prompt_tokens: 0, completion_tokens: 0 };
  if (!client) return { reply: null, usage, warning: null };
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const r = await client.complete({
        messages: fidelityMessages(lang, [changedPassage(original, rewrite)]),
        schemaName: "fidelity",
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.callTimeoutMs ? { timeoutMs: options.callTimeoutMs } : {}),
      });
      usage = addUsage(usage, r.usage);
      const v = validateFidelity(r.content);
      if (v.ok) return { reply: v.value, usage, warning: null };
    }
    return { reply: null, usage, warning: { type: "warning", code: "fidelity-degraded", message: "LLM fidelity reply was not valid JSON twice; judged deterministically." } };
  } catch (err) {
    const message = err instanceof LlmError ? err.message : "The LLM call failed.";
    return { reply: null, usage, warning: { type: "warning", code: "llm-unavailable", message: `${message} Judged deterministically.` } };
  }
}

/** The edited region widened to sentence ends: what the model is shown to judge. */
function changedPassage(original: string, rewrite: string): { original: string; rewrite: string } {
  const core = changedCore(original, rewrite);
  if (!core) return { original, rewrite };
  const ends = /[.!?。！？\n]/u;
  let start = core.start;
  while (start > 0 && !ends.test(original[start - 1])) start--;
  let endOrig = core.end;
  while (endOrig < original.length && !ends.test(original[endOrig - 1] ?? "")) endOrig++;
  const tail = original.length - endOrig;
  return { original: original.slice(start, endOrig), rewrite: rewrite.slice(start, rewrite.length - tail) };
}

/** The whole edit as one chunk (common prefix and suffix trimmed), for the change rate. */
function editChunk(original: string, rewrite: string): RewriteChunk[] {
  const core = changedCore(original, rewrite);
  if (!core) return [];
  return [{ id: "c001", start: core.start, end: core.end, original: original.slice(core.start, core.end), replacement: core.replacement, finding_ids: [], reason: "edited by hand" }];
}

export interface EditReview {
  mode: PipelineMode;
  lang: Lang;
  docType: string;
  audit: Omit<AuditVerdictEvent, "type">;
  review: Omit<ReviewVerdictEvent, "type">;
  scoresBefore: ScoreSet;
  scoresAfter: ScoreSet;
  usage: TokenUsage;
  warnings: WarningEvent[];
}

export async function reviewEdit(original: string, rewrite: string, options: EditCheckOptions, client: ChatClient | null): Promise<EditReview> {
  const read = options.read ?? readDocument;
  const before = await read(original, { lang: options.lang ?? "auto", docType: options.docType ?? "default", ...(options.packs ? { packs: options.packs } : {}) });
  const lang = before.lang;
  const docType = before.docType;
  const after = await read(rewrite, { lang, docType, ...(options.packs ? { packs: options.packs } : {}) });
  const meaning = checkMeaning(original, rewrite, lang);
  let judged: JudgedCriteria = judgeDeterministically(original, rewrite, lang, meaning, registerShift(lang, original, rewrite) !== null);
  let judgedBy: PipelineMode = "deterministic";
  const anchors: AnchorReport[] = [...meaning.anchors];
  const { reply, usage, warning } = await judgeWithModel(client, lang, original, rewrite, options);
  if (reply) {
    judged = { claims: reply.claims, fabrication: reply.fabrication, register: reply.register };
    judgedBy = "llm";
    anchors.push(...claimAnchors(original, reply).anchors);
  }
  const { type: _a, ...audit } = buildAudit({ round: 1, original, rewrite, lang, anchors, judged, judgedBy });
  const { type: _r, ...review } = reviewRewrite({ lang, original, rewrite, chunks: editChunk(original, rewrite), before: before.report, after: after.report, round: 1, maxRounds: 3 });
  return {
    mode: client ? "llm" : "deterministic",
    lang,
    docType,
    audit,
    review,
    scoresBefore: scoreSetOf(before),
    scoresAfter: scoresAfterRewrite(after, audit, docType),
    usage,
    warnings: warning ? [warning] : [],
  };
}

export interface MeaningVerdict {
  mode: PipelineMode;
  lang: Lang;
  meaning_ok: boolean;
  mps: number | null;
  hard_fail: number;
  soft_fail: number;
  anchors: AnchorReport[];
  usage: TokenUsage;
  warnings: WarningEvent[];
}

/** Throws UnsupportedLanguageError when the original's language cannot be told. */
export async function verifyEdit(original: string, rewrite: string, options: EditCheckOptions, client: ChatClient | null): Promise<MeaningVerdict> {
  const detected = options.lang && options.lang !== "auto" ? options.lang : detectLanguage(original).lang;
  if (!detected) throw new UnsupportedLanguageError(null);
  const lang: Lang = detected;
  const meaning = checkMeaning(original, rewrite, lang);
  const anchors = [...meaning.anchors];
  const { reply, usage, warning } = await judgeWithModel(client, lang, original, rewrite, options);
  if (reply) anchors.push(...claimAnchors(original, reply).anchors);
  anchors.sort((a, b) => a.start - b.start || a.end - b.end);
  const mps = mpsOf(anchors);
  const hard = anchors.filter((a) => a.verdict === "HARD FAIL").length;
  return {
    mode: client ? "llm" : "deterministic",
    lang,
    meaning_ok: hard === 0,
    mps: mps.applicable ? mps.score : null,
    hard_fail: hard,
    soft_fail: anchors.filter((a) => a.verdict === "SOFT FAIL").length,
    anchors,
    usage,
    warnings: warning ? [warning] : [],
  };
}
