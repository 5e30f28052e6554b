"use client";
// Model and optional key (BYOK), kept only in this browser and sent per request;
// "test connection" asks /api/llm/test. Also the interface language and the colour theme.
import { useState } from "react";
import { Modal } from "./Modal";
import { UiLangSelect } from "./UiLangSelect";
import { llmHeaders } from "./llm-headers";
import { saveSettings } from "./settings-storage";
import { setThemeChoice } from "./theme";
import { useEditorStore } from "./store";
import { chooseUiLang } from "./ui-lang";
import { useMessages, useT } from "./useT";

export function SettingsDialog() {
  const t = useT();
  const m = useMessages();
  const open = useEditorStore((s) => s.settingsOpen);
  const settings = useEditorStore((s) => s.settings);
  const uiLang = useEditorStore((s) => s.uiLang);
  const theme = useEditorStore((s) => s.theme);
  const set = useEditorStore((s) => s.set);
  const [test, setTest] = useState<{ ok: boolean; message: string; detail: string } | "testing" | null>(null);
  if (!open) return null;
  const close = () => {
    saveSettings();
    setTest(null);
    set({ settingsOpen: false });
  };
  const update = (patch: Partial<typeof settings>) => set({ settings: { ...settings, ...patch } });

  const testConnection = async () => {
    setTest("testing");
    try {
      const res = await fetch("/api/llm/test", { method: "POST", headers: { "content-type": "application/json", ...llmHeaders() }, body: "{}" });
      const body = (await res.json().catch(() => ({}))) as { ok?: boolean; model?: string | null; mode?: string; message?: string; error?: { message?: string } };
      const detail = body.message ?? body.error?.message ?? `HTTP ${res.status}`;
      // The server's sentence is English and technical: the dialog says it in the UI language, with the detail on hover.
      const message = body.ok ? m.connectedTo(body.model ?? "") : body.mode === "deterministic" ? m.connectionNoKey : m.connectionFailed;
      setTest({ ok: Boolean(body.ok), message, detail });
    } catch (err) {
      setTest({ ok: false, message: m.connectionFailed, detail: (err as Error).message });
    }
  };

  return (
    <Modal title={t("settings")} closeLabel={t("close")} onClose={close} testid="settings-dialog">
      <label className="field">
        <span>{t("uiLang")}</span>
        <UiLangSelect testid="ui-lang" value={uiLang} onChange={(l) => void chooseUiLang(l)} />
      </label>
      <label className="field">
        <span>{t("theme")}</span>
        <select value={theme} data-testid="theme" onChange={(e) => setThemeChoice(e.target.value)}>
          <option value="system">{t("themeSystem")}</option>
          <option value="light">{t("themeLight")}</option>
          <option value="dark">{t("themeDark")}</option>
        </select>
      </label>
      <label className="field">
        <span>{t("model")}</span>
        <input type="text" value={settings.model} data-testid="settings-model" autoComplete="off" spellCheck={false} onChange={(e) => update({ model: e.target.value })} />
      </label>
      <label className="field">
        <span>{t("apiKey")}</span>
        <input type="password" value={settings.key} data-testid="settings-key" autoComplete="off" spellCheck={false} onChange={(e) => update({ key: e.target.value })} />
      </label>
      <label className="check">
        <input type="checkbox" checked={settings.rememberKey} data-testid="settings-remember" onChange={(e) => update({ rememberKey: e.target.checked })} />
        <span>{t("rememberKey")}</span>
      </label>
      <div className="row">
        <button type="button" className="btn" data-testid="test-connection" onClick={() => void testConnection()} disabled={test === "testing"}>
          {test === "testing" ? t("testing") : t("testConnection")}
        </button>
        {test && test !== "testing" && (
          <span className={test.ok ? "ok-text" : "error-text"} data-testid="test-result" role="status" title={test.detail}>
            {test.ok ? "✓" : "✗"} {test.message}
          </span>
        )}
      </div>
      <div className="row end">
        <button type="button" className="btn primary" data-testid="settings-save" onClick={close}>
          {t("save")}
        </button>
      </div>
    </Modal>
  );
}
