"use client";
// The editor restores its draft from localStorage as it is created, so it renders
// in the browser only; the server sends a placeholder of the same size. It is
// imported statically (not next/dynamic) so its code loads with the page instead
// of after hydration: a restored draft shows its marks sooner.
import { useEffect } from "react";
import { EditorApp } from "./EditorApp";
import { restoreSettings } from "./settings-storage";
import { useEditorStore } from "./store";
import { startUiLang } from "./ui-lang";

/**
 * The UI language's words, asked for as soon as the page's scripts run (before React hydrates),
 * so the language pack's fetch overlaps hydration. When it cannot be fetched the interface
 * falls back to English (ui-lang.ts); when no pack comes at all, a retry shows instead of the editor.
 */
function start() {
  const { set, uiLang } = useEditorStore.getState();
  set({ uiStart: "loading" });
  startUiLang(uiLang).then(
    () => set({ uiStart: "ready" }),
    () => set({ uiStart: "failed" }),
  );
}
if (typeof window !== "undefined") {
  restoreSettings();
  start();
}

export function EditorLoader({ serverHasKey }: { serverHasKey: boolean }) {
  // In an effect, not during a render (React warns when a render updates the store others read).
  // It runs in the hydrating commit, before the UI language is in and EditorApp first renders.
  useEffect(() => {
    useEditorStore.getState().set({ serverHasKey });
  }, [serverHasKey]);
  // "loading" on the server and in the hydrating render (zustand reads the initial state there), then "ready" once a language is in.
  const state = useEditorStore((s) => s.uiStart);
  if (state === "ready") return <EditorApp serverHasKey={serverHasKey} />;
  if (state === "failed") {
    // No pack at all (offline?): words built in, since none could be loaded. Drafts stay in this browser's storage.
    return (
      <div className="notice" role="alert" data-testid="ui-load-failed">
        {"The editor's interface couldn't load (are you offline?). Your drafts are kept in this browser. "}
        <button type="button" className="btn small" data-testid="ui-load-retry" onClick={start}>
          Retry
        </button>
      </div>
    );
  }
  return <div className="loading" style={{ minHeight: 420 }} aria-busy="true" />;
}
