import { MAX_BODY_BYTES, parseAnalyzeRequest } from "@/lib/api/analyze-request";
import { readDocument } from "@/lib/document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "@/lib/engine/errors";
import { serverPackSet } from "@/lib/node/packs";
import { BodyTooLargeError, readBodyLimited } from "@/lib/node/read-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const error = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

export async function POST(request: Request) {
  let body: string;
  try {
    body = await readBodyLimited(request.body, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return error(413, "too-large", err.message);
    throw err;
  }
  const parsed = parseAnalyzeRequest(body);
  if (!parsed.ok) return error(parsed.error.status, parsed.error.code, parsed.error.message);
  const { text, lang, docType } = parsed.value;
  try {
    const { analysis, report, scores } = readDocument(text, { lang, docType, packs: serverPackSet() });
    // The client already has its text; sending it back would double a 1 MB response.
    const { text: _echo, ...analysisWithoutText } = analysis;
    return Response.json({ analysis: analysisWithoutText, report, scores });
  } catch (err) {
    if (err instanceof UnsupportedLanguageError) return error(422, "unsupported-language", err.message);
    if (err instanceof EmptyTextError) return error(400, "empty-text", err.message);
    throw err;
  }
}
