"use client";
// The editor's one client store. The CodeMirror views own their documents; the
// store holds everything the rest of the page renders from.
import { create } from "zustand";
import type { EditorView } from "@codemirror/view";
import type { Lang } from "@/lib/engine/types";
import type { EditorReading } from "@/lib/editor/reading";
import { NO_IGNORES, type IgnoreChoices } from "@/lib/editor/ignores";
import type { SeverityFilter } from "@/lib/editor/panel";
import type { ReviewChunk } from "@/lib/editor/rewrite-chunks";
import type { UiLang } from "@/lib/i18n/locales";
import type { ThemeChoice } from "@/lib/editor/theme";
import type {
  AuditVerdictEvent,
  DetectionFindingEvent,
  DetectionMetaEvent,
  ErrorEvent,
  FinalEvent,
  PipelineStage,
  ReviewVerdictEvent,
  WarningEvent,
} from "@/lib/llm/events";

export type LangChoice = Lang | "auto";

export interface StageProgress {
  done: number;
  total: number;
}

export interface RunState {
  status: "idle" | "running" | "done" | "error" | "cancelled";
  /** The draft the run was started on: the merge view's original. */
  original: string;
  meta: DetectionMetaEvent | null;
  findings: DetectionFindingEvent[];
  stages: Partial<Record<PipelineStage, StageProgress>>;
  audit: AuditVerdictEvent | null;
  review: ReviewVerdictEvent | null;
  final: FinalEvent | null;
  warnings: WarningEvent[];
  error: ErrorEvent | null;
}

export const IDLE_RUN: RunState = {
  status: "idle",
  original: "",
  meta: null,
  findings: [],
  stages: {},
  audit: null,
  review: null,
  final: null,
  warnings: [],
  error: null,
};

export interface MergeState {
  original: string;
  rewrite: string;
  chunks: ReviewChunk[];
}

export interface HandEditCheck {
  status: "checking" | "done" | "error";
  message: string;
}

export interface LlmSettings {
  model: string;
  key: string;
  /** Keep the key in localStorage; otherwise it lives in this tab's memory only. */
  rememberKey: boolean;
}

/** "Accept all safe fixes": computing, the preview of what it will do, or why it could not. */
export type AcceptAllState =
  | { status: "computing" }
  | { status: "ready"; text: string; edits: import("./analysis-messages").AcceptAllEdit[]; meaningOk: boolean }
  | { status: "error"; message: string };

/** "Suggest a fix" for one card. */
export interface SuggestState {
  findingId: string;
  status: "loading" | "done" | "error";
  candidates: import("@/lib/detector/types").FindingFix[];
  /** Error code (llm-timeout, …) when status is error. */
  code?: string;
  message?: string;
  /** How many alternatives verification dropped. */
  dropped?: number;
}

export interface CardState {
  id: string;
  /** How it was opened: a hover card closes when the pointer leaves, the others stay. */
  via: "hover" | "click" | "keyboard" | "panel";
}

export interface EditorStore {
  uiLang: UiLang;
  /** The language the reader chose whose pack could not be fetched: the interface speaks English meanwhile (ui-lang.ts). */
  uiLangUnavailable: UiLang | null;
  /** Where the page's first language pack stands: the editor renders once one is in (EditorLoader). */
  uiStart: "loading" | "ready" | "failed";
  serverHasKey: boolean;
  text: string;
  lang: LangChoice;
  docType: string;
  ignores: IgnoreChoices;
  reading: EditorReading | null;
  analyzing: boolean;
  analysisError: string | null;
  /** Date.now() of the last edit of the draft (the drafts list's "edited" time). */
  lastEditAt: number;
  /** Hash of the text `reading` was computed for (the workspace stores the reading only with its text). */
  readingHash: number;
  /** The colour theme chosen in Settings, and whether the page is dark now (the choice or the system's). */
  theme: ThemeChoice;
  dark: boolean;
  card: CardState | null;
  severityFilter: SeverityFilter;
  helpOpen: boolean;
  settingsOpen: boolean;
  shareOpen: boolean;
  settings: LlmSettings;
  run: RunState;
  merge: MergeState | null;
  handEdit: HandEditCheck | null;
  acceptAll: AcceptAllState | null;
  suggest: SuggestState | null;
  /** Bumped when verified fixes arrive for the current findings (the card re-reads them). */
  fixesVersion: number;
  view: EditorView | null;
  set(patch: Partial<EditorStore>): void;
  updateRun(patch: Partial<RunState> | ((run: RunState) => Partial<RunState>)): void;
}

export const useEditorStore = create<EditorStore>((set) => ({
  uiLang: "en",
  uiLangUnavailable: null,
  uiStart: "loading",
  serverHasKey: false,
  text: "",
  lang: "auto",
  docType: "default",
  ignores: NO_IGNORES,
  reading: null,
  analyzing: false,
  analysisError: null,
  lastEditAt: 0,
  readingHash: 0,
  theme: "system",
  dark: false,
  card: null,
  severityFilter: "all",
  helpOpen: false,
  settingsOpen: false,
  shareOpen: false,
  settings: { model: "", key: "", rememberKey: false },
  run: IDLE_RUN,
  merge: null,
  handEdit: null,
  acceptAll: null,
  suggest: null,
  fixesVersion: 0,
  view: null,
  set: (patch) => set(patch),
  updateRun: (patch) => set((s) => ({ run: { ...s.run, ...(typeof patch === "function" ? patch(s.run) : patch) } })),
}));

/** The draft as it is now: the editor's document, or the store's copy before the editor exists. */
export function currentDraft(): string {
  const s = useEditorStore.getState();
  return s.view?.state.doc.toString() ?? s.text;
}
