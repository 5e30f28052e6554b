// POST /api/analyze {text, lang?, docType?, detail?, uiLang?}: the deterministic reading of a text.
// Reasons, labels, fixes and warnings are in the UI language asked for (`uiLang` in the body,
// `?uiLang=`, or Accept-Language), else in the text's own; machine fields never change with it.
// Limits (lib/api/limits.ts): the body is refused unread past its byte cap, the text past
// PATINA_MAX_ANALYZE_CHARS; every bad input is a 4xx with {error: {code, message}}.
import { MAX_BODY_BYTES, MAX_TEXT_LENGTH, parseAnalyzeRequest } from "@/lib/api/analyze-request";
import { analyzeResponse } from "@/lib/api/analyze-response";
import { formatLimit } from "@/lib/api/limits";
import { readDocument } from "@/lib/document/read-document";
import { requestUiLang } from "@/lib/i18n/locales";
import { EmptyTextError, UnsupportedLanguageError } from "@/lib/engine/errors";
import { logError } from "@/lib/node/log";
import { serverPackSet } from "@/lib/node/packs";
import { BodyEncodingError, BodyTooLargeError, readBodyLimited } from "@/lib/node/read-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const error = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error: { code, message, ...extra } }, { status });

const bodyTooLarge = () =>
  error(413, "too-large", `The request body is larger than the API reads for a text of at most ${formatLimit(MAX_TEXT_LENGTH)} characters (PATINA_MAX_ANALYZE_CHARS).`, {
    limit: MAX_TEXT_LENGTH,
    maxBodyBytes: MAX_BODY_BYTES,
  });

export async function POST(request: Request) {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > MAX_BODY_BYTES) return bodyTooLarge();
  let body: string;
  try {
    body = await readBodyLimited(request.body, MAX_BODY_BYTES, { fatal: true });
  } catch (err) {
    if (err instanceof BodyTooLargeError) return bodyTooLarge();
    if (err instanceof BodyEncodingError) return error(400, "bad-encoding", err.message);
    throw err;
  }
  const parsed = parseAnalyzeRequest(body);
  if (!parsed.ok) {
    const { status, code, message, limit } = parsed.error;
    return error(status, code, message, limit === undefined ? {} : { limit });
  }
  const { text, lang, docType, detail } = parsed.value;
  const uiLang = requestUiLang(request, parsed.value.uiLang);
  try {
    const reading = readDocument(text, { lang, docType, packs: serverPackSet(), ...(uiLang ? { uiLang } : {}) });
    return Response.json(analyzeResponse(reading, detail));
  } catch (err) {
    if (err instanceof UnsupportedLanguageError) return error(422, "unsupported-language", err.message);
    if (err instanceof EmptyTextError) return error(400, "empty-text", err.message);
    logError("analyze.failed", err, { chars: text.length, lang, docType });
    return error(500, "internal", "The analysis failed on this text. The text was not stored; please report it with the text if you can.");
  }
}
