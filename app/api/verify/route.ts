import { parseReviewRequest } from "@/lib/api/humanize-request";
import { UnsupportedLanguageError } from "@/lib/engine/errors";
import { verifyEdit } from "@/lib/llm/check-edit";
import { pipelineTimeouts } from "@/lib/node/llm-request";
import { prepareLlmRequest } from "@/lib/node/llm-route";
import { jsonError } from "@/lib/node/request-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const prepared = await prepareLlmRequest(request, parseReviewRequest);
  if (!prepared.ok) return prepared.response;
  const { original, rewrite, lang } = prepared.value;
  try {
    const result = await verifyEdit(original, rewrite, { lang, callTimeoutMs: pipelineTimeouts().callTimeoutMs, signal: request.signal }, prepared.client);
    return Response.json(result);
  } catch (err) {
    if (err instanceof UnsupportedLanguageError) return jsonError(422, "unsupported-language", err.message);
    throw err;
  }
}
