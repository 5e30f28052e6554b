import { parseHumanizeRequest } from "@/lib/api/humanize-request";
import { MAX_BODY_BYTES } from "@/lib/api/analyze-request";
import { encodeSse } from "@/lib/llm/events";
import { runPipeline } from "@/lib/llm/pipeline";
import { chatClientFor, llmSettingsFor, pipelineTimeouts } from "@/lib/node/llm-request";
import { serverPackSet } from "@/lib/node/packs";
import { llmRateLimited } from "@/lib/node/rate-limit";
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
  const parsed = parseHumanizeRequest(body);
  if (!parsed.ok) return error(parsed.error.status, parsed.error.code, parsed.error.message);
  const resolved = llmSettingsFor(request);
  if (!resolved.ok) return error(resolved.status, resolved.code, resolved.message);
  const client = chatClientFor(resolved.settings);
  const limited = client ? await llmRateLimited(request) : null;
  if (limited) return limited;
  const { text, lang, docType } = parsed.value;

  // Once valid, every problem is an event: the stream always ends with final or error.
  const abort = new AbortController();
  request.signal.addEventListener("abort", () => abort.abort(), { once: true });
  const encoder = new TextEncoder();
  const events = runPipeline(text, { lang, docType, packs: serverPackSet(), ...pipelineTimeouts() }, client, abort.signal);
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(encodeSse(next.value)));
      } catch {
        controller.enqueue(encoder.encode(encodeSse({ type: "error", code: "internal", message: "The rewrite failed unexpectedly.", retryable: false })));
        controller.close();
      }
    },
    async cancel() {
      abort.abort();
      await events.return(undefined);
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
  });
}
