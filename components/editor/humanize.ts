"use client";
// Streams POST /api/humanize into the store, event by event, and opens the merge
// review when the final rewrite arrives. The key (BYOK) travels per request in a
// header and is never stored server-side.
import { SseReader } from "@/lib/editor/sse";
import type { PipelineEvent } from "@/lib/llm/events";
import { llmHeaders } from "./llm-headers";
import { IDLE_RUN, useEditorStore } from "./store";

let active: AbortController | null = null;

/**
 * Silence after which the browser gives up on a run. The server ends every run by its own
 * deadline (LLM_REQUEST_TIMEOUT_MS, 180 s by default) with an error event; this bounds the
 * run when something between the two (a proxy, a sleeping laptop) swallows that ending.
 */
const STALL_MS = 200_000;


function apply(event: PipelineEvent) {
  const store = useEditorStore.getState();
  const { updateRun } = store;
  switch (event.type) {
    case "detection_meta":
      updateRun((r) => ({ meta: event, stages: { ...r.stages, detection: { done: 1, total: 1 } } }));
      break;
    case "detection_finding":
      updateRun((r) => ({ findings: [...r.findings, event] }));
      break;
    case "rewrite_progress":
      updateRun((r) => ({ stages: { ...r.stages, [event.stage]: { done: event.done, total: event.total } } }));
      break;
    case "rewrite_chunk":
      updateRun((r) => ({ stages: { ...r.stages, rewrite: { done: (r.stages.rewrite?.done ?? 0) + 1, total: Math.max(r.stages.rewrite?.total ?? 0, 1) } } }));
      break;
    case "audit_verdict":
      updateRun((r) => ({ audit: event, stages: { ...r.stages, verification: { done: 1, total: 1 } } }));
      break;
    case "review_verdict":
      updateRun((r) => ({ review: event, stages: { ...r.stages, review: { done: 1, total: 1 } } }));
      break;
    case "warning":
      updateRun((r) => ({ warnings: [...r.warnings, event] }));
      break;
    case "final": {
      const original = store.run.original;
      const findings = store.run.findings;
      updateRun({ status: "done", final: event });
      // Loaded with the rewrite, not the page (it brings @codemirror/merge's diff).
      void import("@/lib/editor/rewrite-chunks").then(({ reviewChunks }) => {
        const chunks = reviewChunks(original, event.rewrite, event.chunks, findings);
        useEditorStore.getState().set({ merge: { original, rewrite: event.rewrite, chunks }, handEdit: null, card: null });
      });
      break;
    }
    case "error":
      updateRun({ status: "error", error: event });
      break;
  }
}

/** Options of one run; `withoutModel` is the fallback offered after a model fault. */
export interface HumanizeOptions {
  withoutModel?: boolean;
}

export async function startHumanize(options: HumanizeOptions = {}) {
  const store = useEditorStore.getState();
  const view = store.view;
  if (!view || store.run.status === "running") return;
  const text = view.state.doc.toString();
  if (text.trim() === "") return;
  active?.abort();
  void import("./MergeReview"); // fetch the review's code while the model works
  const controller = new AbortController();
  active = controller;
  let stalled = false;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  const armStallTimer = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, STALL_MS);
  };
  armStallTimer();
  store.set({ run: { ...IDLE_RUN, status: "running", original: text, stages: { detection: { done: 0, total: 1 } } }, merge: null });
  try {
    const res = await fetch("/api/humanize", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", ...(options.withoutModel ? { "x-llm-mode": "deterministic" } : llmHeaders()) },
      body: JSON.stringify({ text, lang: store.lang, docType: store.docType }),
      signal: controller.signal,
    });
    if (!res.ok || !res.body) {
      let message = `The server answered ${res.status}.`;
      try {
        const body = (await res.json()) as { error?: { message?: string } };
        if (body.error?.message) message = body.error.message;
      } catch {
        // Not JSON: keep the status line.
      }
      apply({ type: "error", code: `http-${res.status}`, message, retryable: res.status >= 500 });
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const sse = new SseReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      armStallTimer();
      for (const event of sse.push(value)) apply(event);
    }
    const status = useEditorStore.getState().run.status;
    if (status === "running") apply({ type: "error", code: "stream-ended", message: "The rewrite stream ended without a result.", retryable: true });
  } catch (err) {
    if (stalled) apply({ type: "error", code: "stalled", message: `No progress from the server for ${STALL_MS / 1000} s.`, retryable: true });
    else if ((err as Error).name === "AbortError") useEditorStore.getState().updateRun({ status: "cancelled" });
    else apply({ type: "error", code: "network", message: (err as Error).message, retryable: true });
  } finally {
    clearTimeout(stallTimer);
    if (active === controller) active = null;
  }
}

export function cancelHumanize() {
  active?.abort();
}
