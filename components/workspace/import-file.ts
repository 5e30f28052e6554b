"use client";
// Import from the file picker or a drop onto the editor: each file is checked by name and
// size first, read in a worker (import.worker.ts), and becomes a new draft named after it,
// or replaces the open draft's text (kept in its history first). A refused file changes
// nothing; the page says why.
import { maxAnalyzeChars } from "@/lib/api/limits";
import { precheckImport } from "@/lib/import/kinds";
import type { ImportResult } from "@/lib/import/read-file";
import { nameFromFileName } from "@/lib/workspace/drafts";
import { currentDraft, useEditorStore } from "@/components/editor/store";
import type { ImportRequest } from "./import.worker";
import { useWorkspace, type ImportProblem } from "./store";
import { createDraft, snapshotBeforeChange } from "./workspace";

/** A file that takes longer than this to read is given up on (a huge or hostile archive). */
const READ_TIMEOUT_MS = 30_000;

export type ImportMode = "new-draft" | "replace";

function readInWorker(file: File, bytes: ArrayBuffer): Promise<ImportResult | { ok: false; reason: "timeout" | "unreadable" }> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./import.worker.ts", import.meta.url), { type: "module" });
    const timer = setTimeout(() => {
      worker.terminate();
      resolve({ ok: false, reason: "timeout" });
    }, READ_TIMEOUT_MS);
    const done = (r: ImportResult | { ok: false; reason: "unreadable" }) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(r);
    };
    worker.onmessage = (e: MessageEvent<ImportResult>) => done(e.data);
    worker.onerror = () => done({ ok: false, reason: "unreadable" });
    const request: ImportRequest = { name: file.name, bytes };
    worker.postMessage(request, [bytes]);
  });
}

/** Whether the editor can take an import now (not while a rewrite runs or is under review). */
export function canImport(): boolean {
  const s = useEditorStore.getState();
  return s.run.status !== "running" && s.merge === null;
}

async function importOne(file: File, mode: ImportMode): Promise<ImportProblem | null> {
  const maxChars = maxAnalyzeChars({});
  const early = precheckImport(file.name, file.size, maxChars);
  if (early) return { fileName: file.name, reason: early };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { fileName: file.name, reason: "unreadable" };
  }
  const result = await readInWorker(file, bytes);
  if (!result.ok) return { fileName: file.name, reason: result.reason, ...("chars" in result && result.chars ? { chars: result.chars } : {}) };
  const name = nameFromFileName(file.name);
  const ws = useWorkspace.getState();
  const open = useEditorStore.getState();
  const blank = currentDraft().trim() === "" && ws.name === "";
  if (mode === "replace" || blank) {
    // Into the open draft: an empty untitled one takes the file (and its name) instead of a second draft beside it.
    const view = open.view;
    if (!view) return { fileName: file.name, reason: "unreadable" };
    if (!blank) await snapshotBeforeChange("import", file.name);
    const { replaceDraft } = await import("@/components/editor/replace-draft");
    replaceDraft(view, result.text, "input.import");
    useWorkspace.getState().set({ lineBreak: result.lineBreak });
    if (blank) {
      const { renameDraft } = await import("./workspace");
      await renameDraft(ws.draftId, name);
    }
  } else {
    await createDraft({ name, text: result.text, lineBreak: result.lineBreak });
  }
  return null;
}

/** Imports the files in order; the first refusal is shown (the others still import). */
export async function importFiles(files: readonly File[], mode: ImportMode = "new-draft") {
  if (files.length === 0 || !canImport()) return;
  const set = useWorkspace.getState().set;
  set({ importing: true, importProblem: null });
  let problem: ImportProblem | null = null;
  try {
    for (const file of mode === "replace" ? files.slice(0, 1) : files) {
      const p = await importOne(file, mode);
      problem ??= p;
    }
  } finally {
    set({ importing: false, importProblem: problem, ...(problem ? {} : { toast: { kind: "imported", fileName: files.map((f) => f.name).join(", ") } }) });
  }
}
