"use client";
// "Suggest a fix": POST /api/suggest for the card's finding, with the BYOK headers. The card
// shows what comes back; any fault leaves the draft as it was and says why. Closing the card
// or asking again cancels the call in flight.
import { llmHeaders } from "./llm-headers";
import { currentDraft, useEditorStore } from "./store";
import type { FindingFix } from "@/lib/detector/types";

let active: AbortController | null = null;

export function cancelSuggest() {
  active?.abort();
  active = null;
  const s = useEditorStore.getState();
  if (s.suggest?.status === "loading") s.set({ suggest: null });
}

export async function requestSuggestion(finding: { id: string; start: number; end: number; patternId: string }): Promise<void> {
  active?.abort();
  const abort = new AbortController();
  active = abort;
  const store = useEditorStore.getState();
  const text = currentDraft();
  store.set({ suggest: { findingId: finding.id, status: "loading", candidates: [] } });
  try {
    const res = await fetch("/api/suggest", {
      method: "POST",
      headers: { "content-type": "application/json", ...llmHeaders() },
      body: JSON.stringify({ text, lang: store.lang, docType: store.docType, start: finding.start, end: finding.end, patternId: finding.patternId }),
      signal: abort.signal,
    });
    const body = (await res.json().catch(() => null)) as { candidates?: FindingFix[]; dropped?: number; error?: { code: string; message: string } } | null;
    if (active !== abort) return;
    // The draft changed while the model thought: its ranges no longer hold.
    if (currentDraft() !== text) return useEditorStore.getState().set({ suggest: null });
    if (!res.ok || !body?.candidates) {
      useEditorStore.getState().set({ suggest: { findingId: finding.id, status: "error", candidates: [], code: body?.error?.code ?? `http-${res.status}`, message: body?.error?.message ?? res.statusText } });
      return;
    }
    useEditorStore.getState().set({ suggest: { findingId: finding.id, status: "done", candidates: body.candidates, dropped: body.dropped ?? 0 } });
  } catch (err) {
    if (abort.signal.aborted) return;
    useEditorStore.getState().set({ suggest: { findingId: finding.id, status: "error", candidates: [], code: "llm-connection", message: err instanceof Error ? err.message : String(err) } });
  } finally {
    if (active === abort) active = null;
  }
}
