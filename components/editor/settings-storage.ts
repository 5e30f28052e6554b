"use client";
// The settings kept in this browser's localStorage: interface language and the BYOK model
// and key (the key only when "remember" is ticked). Drafts live in the workspace
// (components/workspace), not here.
import { useEffect } from "react";
import { isUiLang, pickUiLang, type UiLang } from "@/lib/i18n/locales";
import { useEditorStore } from "./store";

const SETTINGS_KEY = "patina:settings";
const UI_LANG_KEY = "patina:ui-lang";

/** Reads the saved settings into the store. Call once, in the browser, before the first render that needs them. */
export function restoreSettings() {
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

/** Remembers the interface language whenever it changes. */
export function useRememberUiLang() {
  useEffect(
    () =>
      useEditorStore.subscribe((s, prev) => {
        if (s.uiLang === prev.uiLang) return;
        try {
          localStorage.setItem(UI_LANG_KEY, s.uiLang);
        } catch {
          // The choice still applies to this visit.
        }
      }),
    [],
  );
}
