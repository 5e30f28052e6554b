"use client";
// What the page renders of the workspace: the open draft, the list, history, storage health,
// what other tabs are doing, and the one undo toast. The controller (workspace.ts) writes it.
import { create } from "zustand";
import type { EditorReading } from "@/lib/editor/reading";
import type { LineBreak } from "@/lib/import/line-breaks";
import type { ImportRefusal } from "@/lib/import/kinds";
import type { DraftSummary } from "@/lib/workspace/drafts";
import type { Snapshot } from "@/lib/workspace/history";
import type { StorageFault } from "./draft-db";

export type Toast =
  | { kind: "deleted"; draftId: string; title: string }
  | { kind: "restored"; /** when the restored version was kept, and when it was restored */ at: number; restoredAt: number; text: string }
  | { kind: "imported"; fileName: string };

export interface ImportProblem {
  fileName: string;
  reason: ImportRefusal | "timeout" | "unreadable";
  chars?: number;
}

export interface WorkspaceState {
  ready: boolean;
  draftId: string;
  /** The draft's own name ("" when untitled). */
  name: string;
  lineBreak: LineBreak;
  drafts: DraftSummary[];
  /** null while every write lands; otherwise why this draft is living in memory only. */
  storageFault: StorageFault | null;
  /** Another tab had this draft open first. */
  elsewhere: boolean;
  /** Another tab saved this draft after this tab last did: this tab's text is kept, not written. */
  conflict: boolean;
  /** This draft was deleted in another tab. */
  deletedElsewhere: boolean;
  /** The editor is re-created with `initial` whenever this changes (a switch of drafts). */
  editorKey: number;
  initial: { text: string; reading: EditorReading | null };
  /** The draft was there from before (reload, another visit): the page says so once. */
  restored: boolean;
  draftsOpen: boolean;
  historyOpen: boolean;
  /** When the open panel was opened: its "3 minutes ago" labels are relative to this. */
  shownAt: number;
  snapshots: Snapshot[];
  toast: Toast | null;
  importing: boolean;
  importProblem: ImportProblem | null;
  set(patch: Partial<WorkspaceState>): void;
}

export const useWorkspace = create<WorkspaceState>((set) => ({
  ready: false,
  draftId: "",
  name: "",
  lineBreak: "\n",
  drafts: [],
  storageFault: null,
  elsewhere: false,
  conflict: false,
  deletedElsewhere: false,
  editorKey: 0,
  initial: { text: "", reading: null },
  restored: false,
  draftsOpen: false,
  historyOpen: false,
  shownAt: 0,
  snapshots: [],
  toast: null,
  importing: false,
  importProblem: null,
  set: (patch) => set(patch),
}));

/** Opens the drafts list or the history (one at a time). */
export function showPanel(panel: "drafts" | "history") {
  useWorkspace.getState().set({ draftsOpen: panel === "drafts", historyOpen: panel === "history", shownAt: Date.now() });
}
