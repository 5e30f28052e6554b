"use client";
// What the page says about the workspace: storage that refuses (the text is kept here), a
// draft open or changed in another tab (copy it, or take theirs), an import refused, and the
// one toast with its Undo (a deleted draft, a restore).
import { useEffect } from "react";
import { undo } from "@codemirror/commands";
import { MAX_ANALYZE_CHARS } from "@/lib/api/limits";
import type { UiMessages } from "@/lib/i18n/lookup";
import { UI_LANG_TAGS } from "@/lib/i18n/locales";
import { snapshotTime } from "@/lib/workspace/when";
import { useEditorStore } from "@/components/editor/store";
import { useMessages, useT } from "@/components/editor/useT";
import { useWorkspace, type ImportProblem } from "./store";
import { forkDraft, keepDeletedDraft, loadOtherVersion, undoDelete, UNDO_DELETE_MS } from "./workspace";

const TOAST_MS = 4000;

function importMessage(m: UiMessages, p: ImportProblem): string {
  return p.reason === "too-large" ? m.importTooLarge({ file: p.fileName, limit: MAX_ANALYZE_CHARS, chars: p.chars }) : m.importRefused[p.reason](p.fileName);
}

interface NoticeAction {
  label: string;
  testid: string;
  primary?: boolean;
  run(): void;
}

/** A notice with its way out: a warning is an alert, the rest a status. */
function ActionNotice({ testid, warn, message, actions }: { testid: string; warn?: boolean; message: string; actions: NoticeAction[] }) {
  return (
    <div className={warn ? "notice warn" : "notice"} role={warn ? "alert" : "status"} data-testid={testid}>
      {message}
      <span className="notice-actions">
        {actions.map((a) => (
          <button key={a.testid} type="button" className={a.primary ? "btn small primary" : "btn small"} data-testid={a.testid} onClick={a.run}>
            {a.label}
          </button>
        ))}
      </span>
    </div>
  );
}

export function WorkspaceNotices() {
  const t = useT();
  const m = useMessages();
  const fault = useWorkspace((s) => s.storageFault);
  const elsewhere = useWorkspace((s) => s.elsewhere);
  const conflict = useWorkspace((s) => s.conflict);
  const deletedElsewhere = useWorkspace((s) => s.deletedElsewhere);
  const importing = useWorkspace((s) => s.importing);
  const problem = useWorkspace((s) => s.importProblem);
  const set = useWorkspace((s) => s.set);
  return (
    <>
      {fault && (
        <div className="notice warn" role="alert" data-testid="storage-notice" data-fault={fault}>
          {t(fault === "full" ? "storageFull" : "storageUnavailable")}
        </div>
      )}
      {conflict ? (
        <ActionNotice
          testid="draft-conflict"
          warn
          message={t("conflict")}
          actions={[
            { label: t("saveAsCopy"), testid: "save-as-copy", primary: true, run: () => void forkDraft() },
            { label: t("loadOther"), testid: "load-other", run: () => void loadOtherVersion() },
          ]}
        />
      ) : (
        elsewhere && (
          <ActionNotice
            testid="draft-elsewhere"
            message={t("elsewhere")}
            actions={[
              { label: t("forkDraft"), testid: "fork-draft", primary: true, run: () => void forkDraft() },
              { label: t("keepEditing"), testid: "keep-editing", run: () => set({ elsewhere: false }) },
            ]}
          />
        )
      )}
      {deletedElsewhere && <ActionNotice testid="draft-deleted-elsewhere" warn message={t("deletedElsewhere")} actions={[{ label: t("keepDraft"), testid: "keep-draft", run: () => void keepDeletedDraft() }]} />}
      {importing && (
        <div className="notice" role="status" data-testid="importing">
          {t("importing")}
        </div>
      )}
      {problem && (
        <div className="notice warn" role="alert" data-testid="import-error" data-reason={problem.reason}>
          {importMessage(m, problem)}
          <button type="button" className="icon-btn" aria-label={t("dismiss")} onClick={() => set({ importProblem: null })}>
            ×
          </button>
        </div>
      )}
    </>
  );
}

export function WorkspaceToast() {
  const t = useT();
  const m = useMessages();
  const uiLang = useEditorStore((s) => s.uiLang);
  const toast = useWorkspace((s) => s.toast);
  const set = useWorkspace((s) => s.set);
  useEffect(() => {
    if (!toast) return;
    // A toast with an Undo stays as long as the undo is possible; a plain one goes sooner.
    const timer = setTimeout(() => set({ toast: null }), toast.kind === "imported" ? TOAST_MS : UNDO_DELETE_MS);
    return () => clearTimeout(timer);
  }, [toast, set]);
  if (!toast) return null;
  let message: string;
  let action: { label: string; testid: string; run(): void } | null = null;
  if (toast.kind === "deleted") {
    message = m.draftDeleted(toast.title || t("untitled"));
    action = { label: t("undo"), testid: "undo-delete", run: () => void undoDelete(toast.draftId) };
  } else if (toast.kind === "restored") {
    message = m.restoredVersion(snapshotTime(toast.at, toast.restoredAt, UI_LANG_TAGS[uiLang]));
    const view = useEditorStore.getState().view;
    // Undo is the editor's own, while nothing has been typed over the restored text.
    const untouched = () => view?.state.doc.toString() === toast.text;
    if (view && untouched())
      action = {
        label: t("undo"),
        testid: "undo-restore",
        run: () => {
          if (untouched()) undo(view);
          set({ toast: null });
        },
      };
  } else message = m.imported(toast.fileName);
  return (
    <div className="toast" role="status" data-testid="toast">
      <span>{message}</span>
      {action && (
        <button type="button" className="btn small" data-testid={action.testid} onClick={action.run}>
          {action.label}
        </button>
      )}
      <button type="button" className="icon-btn" aria-label={t("dismiss")} onClick={() => set({ toast: null })}>
        ×
      </button>
    </div>
  );
}
