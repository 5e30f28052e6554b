"use client";
// The editor restores its draft from localStorage as it is created, so it renders
// in the browser only; the server sends a placeholder of the same size. It is
// imported statically (not next/dynamic) so its code loads with the page instead
// of after hydration: a restored draft shows its marks sooner.
import { useSyncExternalStore } from "react";
import { hasLangPack } from "@/lib/i18n/lookup";
import { EditorApp } from "./EditorApp";
import { restoreSettings } from "./settings-storage";
import { useEditorStore } from "./store";
import { loadUiLang } from "./ui-lang";

/**
 * The saved settings and the UI language's words, asked for as soon as the page's scripts run
 * (before React hydrates), so the language pack's fetch overlaps hydration. A failed fetch is
 * tried once more.
 */
function start(): Promise<void> {
  restoreSettings();
  const lang = useEditorStore.getState().uiLang;
  return loadUiLang(lang).catch(() => loadUiLang(lang));
}
const starting: Promise<void> | null = typeof window === "undefined" ? null : start();

const whenStarted = (done: () => void) => {
  void starting?.then(done, () => {});
  return () => {};
};
const languageReady = () => hasLangPack(useEditorStore.getState().uiLang);

export function EditorLoader({ serverHasKey }: { serverHasKey: boolean }) {
  // false on the server and in the hydrating render (both show the placeholder), then true once the language is in.
  const ready = useSyncExternalStore(whenStarted, languageReady, () => false);
  if (!ready) return <div className="loading" style={{ minHeight: 420 }} aria-busy="true" />;
  return <EditorApp serverHasKey={serverHasKey} />;
}
