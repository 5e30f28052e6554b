"use client";
// The drafts list: each draft's title (its name, else its first words), when it was last
// edited and its length; open, rename, delete (undone from the toast), and a new draft.
import { useState } from "react";
import { editedWords } from "@/lib/workspace/words";
import { Modal } from "@/components/editor/Modal";
import { useEditorStore } from "@/components/editor/store";
import { useMessages, useT } from "@/components/editor/useT";
import { useWorkspace } from "./store";
import { createDraft, deleteDraft, renameDraft, switchDraft } from "./workspace";

export function DraftsDialog() {
  const t = useT();
  const m = useMessages();
  const uiLang = useEditorStore((s) => s.uiLang);
  const open = useWorkspace((s) => s.draftsOpen);
  const drafts = useWorkspace((s) => s.drafts);
  const current = useWorkspace((s) => s.draftId);
  const now = useWorkspace((s) => s.shownAt);
  const set = useWorkspace((s) => s.set);
  const [renaming, setRenaming] = useState<{ id: string; value: string } | null>(null);
  if (!open) return null;
  const close = () => {
    setRenaming(null);
    set({ draftsOpen: false });
  };
  const commitRename = () => {
    if (renaming) void renameDraft(renaming.id, renaming.value);
    setRenaming(null);
  };

  return (
    <Modal title={t("draftsTitle")} closeLabel={t("close")} onClose={close} testid="drafts-dialog" wide>
      <div className="row drafts-head">
        <button
          type="button"
          className="btn primary"
          data-testid="new-draft"
          onClick={() => {
            close();
            void createDraft();
          }}
        >
          + {t("newDraft")}
        </button>
        <span className="hint">{t("draftsLocal")}</span>
      </div>
      <ul className="draft-list">
        {drafts.map((d) => {
          const title = d.name || d.preview || t("untitled");
          const isCurrent = d.id === current;
          return (
            <li key={d.id} className={`draft-item${isCurrent ? " current" : ""}`} data-testid="draft-item" data-draft-id={d.id} aria-current={isCurrent ? "true" : undefined}>
              {renaming?.id === d.id ? (
                <form
                  className="draft-rename"
                  onSubmit={(e) => {
                    e.preventDefault();
                    commitRename();
                  }}
                >
                  <input
                    type="text"
                    autoFocus
                    value={renaming.value}
                    aria-label={t("draftName")}
                    data-testid="draft-name-input"
                    maxLength={120}
                    onChange={(e) => setRenaming({ id: d.id, value: e.target.value })}
                    onKeyDown={(e) => {
                      // Escape leaves the rename, not the dialog.
                      if (e.key === "Escape") {
                        e.stopPropagation();
                        setRenaming(null);
                      }
                    }}
                  />
                  <button type="submit" className="btn small">
                    {t("save")}
                  </button>
                </form>
              ) : (
                <button
                  type="button"
                  className="draft-open"
                  data-testid="draft-open"
                  onClick={() => {
                    close();
                    void switchDraft(d.id);
                  }}
                >
                  <span className="draft-title">
                    <span className="draft-title-text">{title}</span>
                    {isCurrent && <span className="draft-badge">{t("openDraft")}</span>}
                  </span>
                  {d.name && d.preview && <span className="draft-preview">{d.preview}</span>}
                  <span className="draft-meta">
                    {editedWords(uiLang, d.editedAt, now)} · {m.charCount(d.chars)}
                  </span>
                </button>
              )}
              <div className="draft-actions">
                <button type="button" className="btn small" data-testid="draft-rename" aria-label={`${t("rename")}${m.colon}${title}`} onClick={() => setRenaming({ id: d.id, value: d.name || d.preview.replace(/…$/, "") })}>
                  {t("rename")}
                </button>
                <button type="button" className="btn small danger" data-testid="draft-delete" aria-label={`${t("deleteDraft")}${m.colon}${title}`} onClick={() => void deleteDraft(d.id)}>
                  {t("deleteDraft")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
