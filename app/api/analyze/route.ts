// POST /api/analyze {text, lang?, docType?, detail?, uiLang?}: the deterministic reading of a text.
// Reasons, labels, fixes and warnings are in the UI language asked for (`uiLang` in the body,
// `?uiLang=`, or Accept-Language), else in the text's own; machine fields never change with it.
// Limits (lib/api/limits.ts): the body is refused unread past its byte cap, the text past
// PATINA_MAX_ANALYZE_CHARS; every bad input is a 4xx with {error: {code, message}}. The
// reading runs on the analysis pool's worker threads (lib/node/analysis); a full queue is a
// 503 with Retry-After.
import { ANALYZE_BODY_LIMIT } from "@/lib/api/analyze-request";
import { runAnalysis } from "@/lib/node/analysis/run";
import { readRequestBody } from "@/lib/node/request-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const read = await readRequestBody(request, ANALYZE_BODY_LIMIT);
  if (!read.ok) return read.response;
  return runAnalysis(read.bytes, request);
}
