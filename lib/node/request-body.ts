// The one reader of API request bodies: the size is capped while reading (and by
// Content-Length before), so no route buffers more than its limit, and every refusal is the
// API's JSON error. Each route passes its own limit and says in the 413 what the limit is for.
import { errorAnswer, type ApiAnswer } from "../api/answer";
import type { BodyLimit } from "../api/limits";

export type { BodyLimit };

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} bytes`;
}

export function answerResponse(answer: ApiAnswer): Response {
  return new Response(answer.json, { status: answer.status, headers: { "content-type": "application/json", ...answer.headers } });
}

/** {error: {code, message, ...extra}} as a Response. */
export function jsonError(status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Response {
  return answerResponse(errorAnswer(status, code, message, extra, headers));
}

function tooLarge(limit: BodyLimit): Response {
  const message = `The request body is larger than ${formatBytes(limit.maxBytes)} (${limit.maxBytes.toLocaleString("en")} bytes), ${limit.what}.`;
  return jsonError(413, "too-large", message, { maxBodyBytes: limit.maxBytes, ...limit.detail }, limit.headers);
}

/** The body's bytes, or the 413 that refuses it; never more than limit.maxBytes are buffered. */
export async function readRequestBody(request: Request, limit: BodyLimit): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit.maxBytes) return { ok: false, response: tooLarge(limit) };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit.maxBytes) {
      await reader.cancel();
      return { ok: false, response: tooLarge(limit) };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) };
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The body as text, or null when it is not valid UTF-8 (a user's text is refused, never silently altered). */
export function decodeBody(bytes: Uint8Array): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

export const BAD_ENCODING = "The request body is not valid UTF-8.";

/** The body as text, or the 400 that refuses a body that is not UTF-8. */
export async function readRequestText(request: Request, limit: BodyLimit): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const read = await readRequestBody(request, limit);
  if (!read.ok) return read;
  const text = decodeBody(read.bytes);
  return text === null ? { ok: false, response: jsonError(400, "bad-encoding", BAD_ENCODING, {}, limit.headers) } : { ok: true, text };
}
