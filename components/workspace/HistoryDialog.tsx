"use client";
// The open draft's history: each snapshot's time, why it was taken and its first words, with
// Restore (itself kept in the history first, and one undo step in the editor).
import { useEffect } from "react";
import { UI_LANG_TAGS } from "@/lib/i18n/locales";
import { firstWords } from "@/lib/workspace/drafts";
import { snapshotTime } from "@/lib/workspace/when";
import { snapshotWhy } from "@/lib/workspace/words";
import { Modal } from "@/components/editor/Modal";
import { useEditorStore } from "@/components/editor/store";
import { useMessages, useT } from "@/components/editor/useT";
import { useWorkspace } from "./store";
import { loadHistory, restoreSnapshot } from "./workspace";

export function HistoryDialog() {
  const t = useT();
  const m = useMessages();
  const uiLang = useEditorStore((s) => s.uiLang);
  const locked = useEditorStore((s) => s.run.status === "running" || s.merge !== null);
  const open = useWorkspace((s) => s.historyOpen);
  const snapshots = useWorkspace((s) => s.snapshots);
  const now = useWorkspace((s) => s.shownAt);
  const set = useWorkspace((s) => s.set);
  useEffect(() => {
    if (open) void loadHistory();
  }, [open]);
  if (!open) return null;
  return (
    <Modal title={t("historyTitle")} closeLabel={t("close")} onClose={() => set({ historyOpen: false })} testid="history-dialog" wide>
      {snapshots.length === 0 ? (
        <p className="hint" data-testid="history-empty">
          {t("historyEmpty")}
        </p>
      ) : (
        <>
          <p className="hint">{t("historyKept")}</p>
          <ol className="history-list">
            {snapshots.map((s) => (
              <li key={`${s.id ?? "m"}-${s.at}`} className="history-item" data-testid="history-item" data-reason={s.reason}>
                <div className="history-text">
                  <div>
                    <time dateTime={new Date(s.at).toISOString()} className="history-time">
                      {snapshotTime(s.at, now, UI_LANG_TAGS[uiLang])}
                    </time>{" "}
                    <span className="history-why">{snapshotWhy(uiLang, s, now)}</span>
                  </div>
                  <div className="draft-preview">{firstWords(s.text, 90)}</div>
                  <div className="draft-meta">{m.charCount(s.text.length)}</div>
                </div>
                <button type="button" className="btn small" data-testid="history-restore" disabled={locked} onClick={() => void restoreSnapshot(s)}>
                  {t("restore")}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
