import { parseReviewRequest } from "@/lib/api/humanize-request";
import { EmptyTextError, UnsupportedLanguageError } from "@/lib/engine/errors";
import { reviewEdit } from "@/lib/llm/check-edit";
import { pipelineTimeouts } from "@/lib/node/llm-request";
import { prepareLlmRequest } from "@/lib/node/llm-route";
import { jsonError } from "@/lib/node/request-body";
import { busyResponse, pooledReader } from "@/lib/node/analysis/run";
import { serverPackSet } from "@/lib/node/packs";
import { PoolBusyError } from "@/lib/node/pool/task-pool";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const prepared = await prepareLlmRequest(request, parseReviewRequest);
  if (!prepared.ok) return prepared.response;
  const { original, rewrite, lang, docType } = prepared.value;
  try {
    const result = await reviewEdit(
      original,
      rewrite,
      { lang, docType, packs: serverPackSet(), read: pooledReader(), callTimeoutMs: pipelineTimeouts().callTimeoutMs, signal: request.signal },
      prepared.client,
    );
    return Response.json(result);
  } catch (err) {
    if (err instanceof UnsupportedLanguageError) return jsonError(422, "unsupported-language", err.message);
    if (err instanceof EmptyTextError) return jsonError(400, "empty-text", err.message);
    if (err instanceof PoolBusyError) return busyResponse(err);
    throw err;
  }
}
