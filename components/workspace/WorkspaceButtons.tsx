"use client";
// The toolbar's workspace buttons: the drafts list (titled with the open draft), Import (a
// file as a new draft, or in place of this one) and the draft's history.
import type { ChangeEvent } from "react";
import { IMPORT_ACCEPT } from "@/lib/import/kinds";
import { firstWords } from "@/lib/workspace/drafts";
import { useEditorStore } from "@/components/editor/store";
import { useMessages, useT } from "@/components/editor/useT";
import type { ImportMode } from "./import-file";
import { showPanel, useWorkspace } from "./store";

export function WorkspaceButtons() {
  const t = useT();
  const m = useMessages();
  const name = useWorkspace((s) => s.name);
  const ready = useWorkspace((s) => s.ready);
  const importing = useWorkspace((s) => s.importing);
  // Only the start of the text matters for the title; slicing keeps this cheap on every store change.
  const preview = useEditorStore((s) => firstWords(s.text.slice(0, 300), 28));
  const locked = useEditorStore((s) => s.run.status === "running" || s.merge !== null);
  const title = name || preview || t("untitled");

  const onFiles = (mode: ImportMode) => (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = ""; // the same file can be chosen again
    (e.target.closest("details") as HTMLDetailsElement | null)?.removeAttribute("open");
    // The import code (and its worker) loads when a file is chosen, not with the page.
    void import("./import-file").then((m) => m.importFiles(files, mode));
  };

  return (
    <>
      <button type="button" className="btn drafts-btn" data-testid="drafts" disabled={!ready || locked} aria-haspopup="dialog" title={title} onClick={() => showPanel("drafts")}>
        <span aria-hidden="true">☰</span> <span className="drafts-label">{t("drafts")}{m.colon.trim()}</span> <span className="draft-current" data-testid="current-draft">{title}</span>
      </button>
      <details className="menu">
        <summary className="btn" data-testid="import" aria-disabled={!ready || locked || importing}>
          {t("importFile")}
        </summary>
        <div className="menu-items">
          <label className="menu-file">
            {t("importNew")}
            <input type="file" className="sr-only" data-testid="import-file" accept={IMPORT_ACCEPT} multiple disabled={!ready || locked || importing} onChange={onFiles("new-draft")} />
          </label>
          <label className="menu-file">
            {t("importReplace")}
            <input type="file" className="sr-only" data-testid="import-replace" accept={IMPORT_ACCEPT} disabled={!ready || locked || importing} onChange={onFiles("replace")} />
          </label>
        </div>
      </details>
      <button type="button" className="btn" data-testid="history" disabled={!ready} aria-haspopup="dialog" onClick={() => showPanel("history")}>
        {t("history")}
      </button>
    </>
  );
}
