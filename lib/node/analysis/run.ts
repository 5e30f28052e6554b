// Route-side use of the analysis pool: submit a body, turn the answer (or a full queue, or
// a failure) into the Response.
import { uiHintsOf } from "../../api/analyze-answer";
import type { ApiAnswer } from "../../api/answer";
import type { DocumentReader } from "../../document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../../engine/errors";
import { logError } from "../log";
import { PoolBusyError } from "../pool/task-pool";
import { answerResponse, jsonError } from "../request-body";
import { appAnalysisPool, type AnalysisPool } from "./app-pool";

/** 503 + Retry-After: the queue is full; nothing was read or stored. */
export function busyResponse(err: PoolBusyError, headers: Record<string, string> = {}): Response {
  return jsonError(503, "busy", `The server is busy reading other texts; nothing was changed. Try again in ${err.retryAfterSeconds} s.`, {}, {
    ...headers,
    "retry-after": String(err.retryAfterSeconds),
  });
}

/** The body as a task argument of its own: a tight copy the worker can take over without a second copy. */
export function ownedBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && !(bytes.buffer instanceof SharedArrayBuffer) ? bytes : bytes.slice();
}

/** POST /api/analyze's answer, read on the pool (`request` for its UI-language hints). */
export async function runAnalysis(bytes: Uint8Array, request: Pick<Request, "url" | "headers"> | null = null, pool: AnalysisPool = appAnalysisPool()): Promise<Response> {
  const body = ownedBytes(bytes);
  let answer: ApiAnswer;
  try {
    answer = await pool.run("analyze", { body, ...(request ? { ui: uiHintsOf(request) } : {}) }, body.byteLength, [body.buffer as ArrayBuffer]);
  } catch (err) {
    if (err instanceof PoolBusyError) return busyResponse(err);
    logError("analyze.failed", err, { bytes: body.byteLength });
    return jsonError(500, "internal", "The analysis failed on this text. The text was not stored; please report it with the text if you can.");
  }
  return answerResponse(answer);
}

/**
 * readDocument on the pool, for the LLM routes' deterministic steps (the pipeline's readings
 * of the text and the rewrite, /api/review's). The packs are the server's, on either side; the
 * engine's input errors are thrown here as their own classes again. The reading crosses
 * threads as plain data: its sentences keep ranges and counts, not their token lists (built on
 * demand from the engine's typed arrays), which no LLM step reads.
 */
export function pooledReader(pool: AnalysisPool = appAnalysisPool()): DocumentReader {
  return async (text, { packs: _packs, ...options }) => {
    const outcome = await pool.run("read", { text, options }, text.length * 3);
    if (outcome.ok) return outcome.reading;
    if (outcome.error === "empty-text") throw new EmptyTextError();
    throw new UnsupportedLanguageError(outcome.lang);
  };
}
