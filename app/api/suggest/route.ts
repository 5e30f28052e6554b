// POST /api/suggest {text, lang?, docType?, start, end, patternId?}: "Suggest a fix" for one
// finding, with the model. The finding is found again in a fresh reading of the text (the
// client's word for its pattern is not taken); the model rewrites only its sentence and only
// alternatives that pass the fix engine's verification come back: {candidates, offered, dropped}.
import { parseSuggestRequest } from "@/lib/api/humanize-request";
import type { SpanFinding } from "@/lib/detector/types";
import { EmptyTextError, UnsupportedLanguageError } from "@/lib/engine/errors";
import { toFindingFix } from "@/lib/fix/attach";
import { fixable } from "@/lib/fix/engine";
import { LlmError } from "@/lib/llm/chat-client";
import { suggestFix, SuggestReplyError } from "@/lib/llm/suggest";
import { pipelineTimeouts } from "@/lib/node/llm-request";
import { busyResponse, pooledReader } from "@/lib/node/analysis/run";
import { prepareLlmRequest } from "@/lib/node/llm-route";
import { serverPackSet } from "@/lib/node/packs";
import { PoolBusyError } from "@/lib/node/pool/task-pool";
import { jsonError } from "@/lib/node/request-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const LLM_STATUS: Record<string, number> = { timeout: 504, aborted: 499, "rate-limited": 429, auth: 401, "bad-request": 502 };

export async function POST(request: Request) {
  const prepared = await prepareLlmRequest(request, parseSuggestRequest);
  if (!prepared.ok) return prepared.response;
  if (!prepared.client) return jsonError(409, "no-model", "Suggesting a fix needs a language model: add an API key in Settings.");
  const { text, lang, docType, start, end, patternId } = prepared.value;
  const packs = serverPackSet();
  try {
    // The text is read on the analysis threads, like the other LLM routes' deterministic steps.
    const reading = await pooledReader()(text, { lang, docType, packs, fixes: false });
    const finding = reading.report.findings.find((f): f is SpanFinding => f.scope === "span" && f.start === start && f.end === end && fixable(f) && (!patternId || f.patternId === patternId));
    if (!finding) return jsonError(422, "finding-not-found", "No finding that a fix may touch has that range in this text; it may have changed since.");
    const result = await suggestFix({ text, lang: reading.lang, docType: reading.docType, finding, packs }, prepared.client, {
      signal: request.signal,
      timeoutMs: pipelineTimeouts().callTimeoutMs,
    });
    return Response.json({ finding: finding.id, candidates: result.candidates.map(toFindingFix), offered: result.offered, dropped: result.dropped, model: prepared.client.model });
  } catch (err) {
    if (err instanceof UnsupportedLanguageError) return jsonError(422, "unsupported-language", err.message);
    if (err instanceof EmptyTextError) return jsonError(400, "empty-text", err.message);
    if (err instanceof PoolBusyError) return busyResponse(err);
    if (err instanceof SuggestReplyError) return jsonError(502, "llm-invalid-reply", err.message);
    if (err instanceof LlmError) return jsonError(LLM_STATUS[err.code] ?? 502, `llm-${err.code}`, err.message);
    throw err;
  }
}
