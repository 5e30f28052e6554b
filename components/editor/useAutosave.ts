"use client";
// Autosave of the draft, its settings, ignore choices and last reading (see
// lib/editor/autosave.ts for the per-tab scheme), plus the BYOK settings.
import { useEffect } from "react";
import { draftToRestore, DRAFT_PREFIX, newTabId, saveDraft, type SavedDraft } from "@/lib/editor/autosave";
import { textHash } from "@/lib/editor/hash";
import type { EditorReading } from "@/lib/editor/reading";
import { isUiLang, pickUiLang, type UiLang } from "@/lib/i18n/locales";
import { currentDraft, useEditorStore, type LangChoice } from "./store";

const TAB_KEY = "patina:tab";
const SETTINGS_KEY = "patina:settings";
const UI_LANG_KEY = "patina:ui-lang";
const SAVE_DELAY_MS = 300;

export interface Restored {
  text: string;
  reading: EditorReading | null;
}

function tabId(): string {
  try {
    let id = sessionStorage.getItem(TAB_KEY);
    if (!id) {
      id = newTabId();
      sessionStorage.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return newTabId();
  }
}

/** Reads everything saved, puts it in the store and returns the draft for the editor. Call once, in the browser. */
export function restoreSession(): Restored {
  const set = useEditorStore.getState().set;
  let uiLang: UiLang = pickUiLang(navigator.languages ?? [navigator.language]);
  try {
    const saved = localStorage.getItem(UI_LANG_KEY);
    if (isUiLang(saved)) uiLang = saved;
    const settings = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? "null") as { model?: unknown; key?: unknown } | null;
    if (settings) {
      set({
        settings: {
          model: typeof settings.model === "string" ? settings.model : "",
          key: typeof settings.key === "string" ? settings.key : "",
          rememberKey: typeof settings.key === "string" && settings.key !== "",
        },
      });
    }
  } catch {
    // Blocked or malformed storage: start with defaults.
  }
  set({ uiLang });
  let draft: SavedDraft | null = null;
  try {
    draft = draftToRestore(localStorage, tabId());
  } catch {
    draft = null;
  }
  if (!draft) return { text: "", reading: null };
  const reading = draft.lastReading && draft.readingHash === textHash(draft.text) ? (draft.lastReading as EditorReading) : null;
  set({
    text: draft.text,
    lang: draft.lang as LangChoice,
    docType: draft.docType,
    ignores: draft.ignores,
    restored: draft.text !== "",
    lastEditAt: draft.editedAt,
  });
  return { text: draft.text, reading };
}

export function saveSettings() {
  const { settings, uiLang } = useEditorStore.getState();
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ model: settings.model, ...(settings.rememberKey ? { key: settings.key } : {}) }));
    localStorage.setItem(UI_LANG_KEY, uiLang);
  } catch {
    // Settings still apply for this visit.
  }
}

export function useAutosave() {
  useEffect(() => {
    const id = tabId();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const s = useEditorStore.getState();
      const text = currentDraft();
      const hash = textHash(text);
      const record: SavedDraft = {
        tabId: id,
        text,
        editedAt: s.lastEditAt || Date.now(),
        lang: s.lang,
        docType: s.docType,
        ignores: s.ignores,
        ...(s.reading && s.readingHash === hash ? { lastReading: s.reading, readingHash: hash } : {}),
      };
      const ok = saveDraft(localStorage, record);
      if (ok === s.saveFailed) s.set({ saveFailed: !ok });
    };
    const unsubscribe = useEditorStore.subscribe((s, prev) => {
      if (s.uiLang !== prev.uiLang) {
        try {
          localStorage.setItem(UI_LANG_KEY, s.uiLang);
        } catch {
          // The choice still applies to this visit.
        }
      }
      if (s.text !== prev.text || s.lang !== prev.lang || s.docType !== prev.docType || s.ignores !== prev.ignores || s.reading !== prev.reading) {
        if (timer) clearTimeout(timer);
        timer = setTimeout(flush, SAVE_DELAY_MS);
      }
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key?.startsWith(DRAFT_PREFIX) && e.key !== DRAFT_PREFIX + id) useEditorStore.getState().set({ otherTab: true });
    };
    window.addEventListener("pagehide", flush);
    window.addEventListener("storage", onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("storage", onStorage);
      flush();
    };
  }, []);
}
