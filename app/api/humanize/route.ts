import { parseHumanizeRequest } from "@/lib/api/humanize-request";
import { encodeSse } from "@/lib/llm/events";
import { runPipeline } from "@/lib/llm/pipeline";
import { pipelineTimeouts } from "@/lib/node/llm-request";
import { prepareLlmRequest } from "@/lib/node/llm-route";
import { pooledReader } from "@/lib/node/analysis/run";
import { serverPackSet } from "@/lib/node/packs";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const prepared = await prepareLlmRequest(request, parseHumanizeRequest);
  if (!prepared.ok) return prepared.response;
  const client = prepared.client;
  const { text, lang, docType } = prepared.value;

  // Once valid, every problem is an event: the stream always ends with final or error.
  const abort = new AbortController();
  request.signal.addEventListener("abort", () => abort.abort(), { once: true });
  const encoder = new TextEncoder();
  const events = runPipeline(text, { lang, docType, packs: serverPackSet(), read: pooledReader(), ...pipelineTimeouts() }, client, abort.signal);
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
