"use client";
// The editor page's client side: restores the settings, opens this tab's draft from the
// workspace, then lays out the draft editor (or the merge review), the score table and
// the findings panel.
import { useEffect } from "react";
import dynamic from "next/dynamic";
import { buildShareSource } from "@/lib/editor/share";
import { translate } from "@/lib/i18n/lookup";
import { UI_LANG_COOKIE, UI_LANG_TAGS } from "@/lib/i18n/locales";
import { DraftEditor } from "./DraftEditor";
import { FindingsPanel } from "./FindingsPanel";
import { ScoreStrip } from "./ScoreStrip";
import { ScoreTable } from "./ScoreTable";
import { Toolbar } from "./Toolbar";
import { UiLangSelect } from "./UiLangSelect";
import { useRememberUiLang } from "./settings-storage";
import { currentDraft, useEditorStore } from "./store";
import { watchTheme } from "./theme";
import { chooseUiLang } from "./ui-lang";
import { LangFallbackNotice } from "./LangFallbackNotice";
import { useT } from "./useT";
import { useWorkspace } from "@/components/workspace/store";
import { bootWorkspace } from "@/components/workspace/workspace";
import { WorkspaceNotices, WorkspaceToast } from "@/components/workspace/WorkspaceNotices";

// The merge review (and @codemirror/merge) loads when a rewrite starts, not with the page.
const MergeReview = dynamic(() => import("./MergeReview").then((m) => m.MergeReview), { ssr: false });
// The drafts list and the history load when first opened.
const DraftsDialog = dynamic(() => import("@/components/workspace/DraftsDialog").then((m) => m.DraftsDialog), { ssr: false });
const HistoryDialog = dynamic(() => import("@/components/workspace/HistoryDialog").then((m) => m.HistoryDialog), { ssr: false });
// So do the dialogs (settings, help, accept-all, share): none is on screen at first paint, and
// each is an overlay, so its arriving a moment after the click moves nothing on the page.
const SettingsDialog = dynamic(() => import("./SettingsDialog").then((m) => m.SettingsDialog), { ssr: false });
const HelpOverlay = dynamic(() => import("./HelpOverlay").then((m) => m.HelpOverlay), { ssr: false });
const AcceptAllDialog = dynamic(() => import("./AcceptAllDialog").then((m) => m.AcceptAllDialog), { ssr: false });
// The finding card (with its fix diff and model suggestion) loads on the first card opened.
const FindingCard = dynamic(() => import("./FindingCard").then((m) => m.FindingCard), { ssr: false });
const ShareDialog = dynamic(() => import("@/components/share/ShareDialog").then((m) => m.ShareDialog), { ssr: false });

function Share() {
  const open = useEditorStore((s) => s.shareOpen);
  if (!open) return null;
  const s = useEditorStore.getState();
  const source = buildShareSource({
    text: currentDraft(),
    lang: s.lang,
    docType: s.docType,
    ignoredFindingIds: s.reading?.ignoredIds ?? [],
    final: s.run.final,
    audit: s.run.audit,
    review: s.run.review,
  });
  return <ShareDialog source={source} uiLang={s.uiLang} onClose={() => useEditorStore.getState().set({ shareOpen: false })} />;
}

export function EditorApp({ serverHasKey }: { serverHasKey: boolean }) {
  useRememberUiLang();
  useEffect(() => watchTheme(), []);
  useEffect(() => void bootWorkspace(), []);
  const ready = useWorkspace((s) => s.ready);
  const editorKey = useWorkspace((s) => s.editorKey);
  const initial = useWorkspace((s) => s.initial);
  const wasRestored = useWorkspace((s) => s.restored);
  const draftsOpen = useWorkspace((s) => s.draftsOpen);
  const historyOpen = useWorkspace((s) => s.historyOpen);
  const t = useT();
  const uiLang = useEditorStore((s) => s.uiLang);
  const merge = useEditorStore((s) => s.merge);
  const docLang = useEditorStore((s) => s.reading?.lang);
  const byok = useEditorStore((s) => s.settings.key.trim() !== "");
  const analysisError = useEditorStore((s) => s.analysisError);
  const set = useEditorStore((s) => s.set);
  const settingsOpen = useEditorStore((s) => s.settingsOpen);
  const helpOpen = useEditorStore((s) => s.helpOpen);
  const acceptAllOpen = useEditorStore((s) => s.acceptAll !== null);
  const cardOpen = useEditorStore((s) => s.card !== null);

  useEffect(() => {
    // The page speaks the UI language; the cookie lets the server render the next visit in it.
    document.documentElement.lang = UI_LANG_TAGS[uiLang];
    document.title = `patina — ${translate(uiLang, "tagline")}`;
    // While English stands in for a pack that failed to load, the cookie keeps the reader's choice.
    document.cookie = `${UI_LANG_COOKIE}=${useEditorStore.getState().uiLangUnavailable ?? uiLang}; path=/; max-age=31536000; samesite=lax`;
  }, [uiLang]);

  return (
    <div className="app">
      <header className="top">
        <div className="brand">
          <h1>patina</h1>
          <p className="tagline">{t("tagline")}</p>
        </div>
        <div className="top-actions">
          <label className="ui-lang-picker">
            <span className="sr-only">{t("uiLang")}</span>
            {/* A drawn globe: emoji fonts are not on every machine. */}
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3">
              <circle cx="8" cy="8" r="6.5" />
              <ellipse cx="8" cy="8" rx="2.8" ry="6.5" />
              <path d="M1.5 8h13M2.6 4.5h10.8M2.6 11.5h10.8" />
            </svg>
            <UiLangSelect testid="ui-lang-toggle" value={uiLang} onChange={(l) => void chooseUiLang(l)} />
          </label>
          <button type="button" className="btn small" data-testid="help" onClick={() => set({ helpOpen: true })} title={t("help")}>
            <span aria-hidden="true">?</span>
            <span className="sr-only">{t("help")}</span>
          </button>
          <button type="button" className="btn small" data-testid="settings" onClick={() => set({ settingsOpen: true })}>
            {t("settings")}
          </button>
        </div>
      </header>
      {!serverHasKey && !byok && (
        <div className="notice" data-testid="llm-notice">
          {t("noKeyNotice")}
        </div>
      )}
      {!serverHasKey && byok && (
        <div className="notice" data-testid="byok-notice">
          {t("byokNotice")}
        </div>
      )}
      <LangFallbackNotice />
      <WorkspaceNotices />
      <Toolbar />
      <div className="workspace">
        <section className="editor-pane" aria-label={t("editorLabel")}>
          {wasRestored && !merge && <p className="hint restored-note">{t("restored")}</p>}
          {analysisError && (
            <div className="notice warn" role="alert" data-testid="error">
              {analysisError}
            </div>
          )}
          <div hidden={merge !== null} className="draft-wrap" data-doc-lang={docLang ?? ""}>
            {ready ? <DraftEditor key={editorKey} initialText={initial.text} initialReading={initial.reading} /> : <div className="loading" style={{ minHeight: 420 }} aria-busy="true" />}
          </div>
          {merge && <MergeReview />}
        </section>
        <aside className="side">
          <ScoreTable />
          <FindingsPanel />
        </aside>
      </div>
      <ScoreStrip />
      {cardOpen && <FindingCard />}
      {acceptAllOpen && <AcceptAllDialog />}
      {helpOpen && <HelpOverlay />}
      {settingsOpen && <SettingsDialog />}
      {draftsOpen && <DraftsDialog />}
      {historyOpen && <HistoryDialog />}
      <WorkspaceToast />
      <Share />
    </div>
  );
}
