"use client";
// Pickers that re-score at once, Fix with AI with its progress and Cancel, copy,
// downloads and share.
import { useState } from "react";
import { SHIPPED_DOC_TYPES } from "@/lib/scoring/doc-types";
import { draftFile, fileStamp, fileStem, reportFile, type DownloadFile } from "@/lib/editor/downloads";
import { withLineBreak } from "@/lib/import/line-breaks";
import { draftTitle } from "@/lib/workspace/drafts";
import { useWorkspace } from "@/components/workspace/store";
import { WorkspaceButtons } from "@/components/workspace/WorkspaceButtons";
import type { PipelineStage } from "@/lib/llm/events";
import { faultMessage, isModelFault, shownWarnings, withoutModelLabel } from "@/lib/llm/fault-messages";
import { docTypeName } from "@/lib/i18n/lookup";
import { previewAcceptAll, reanalyzeNow } from "./actions";
import { cancelHumanize, startHumanize } from "./humanize";
import { currentDraft, useEditorStore, type LangChoice } from "./store";
import { useT } from "./useT";

const LANGS: LangChoice[] = ["auto", "ko", "en", "zh", "ja"];
const LANG_NAMES: Record<string, string> = { ko: "한국어", en: "English", zh: "中文", ja: "日本語" };
const STAGES: PipelineStage[] = ["detection", "rewrite", "verification", "review"];
const STAGE_KEYS = { detection: "stageDetection", diagnosis: "stageDiagnosis", rewrite: "stageRewrite", verification: "stageVerification", review: "stageReview" } as const;

/** The open draft's file name stem: its name or first words, made safe for any file system. */
function openStem(): string {
  return fileStem(draftTitle({ name: useWorkspace.getState().name, text: currentDraft() }), fileStamp(new Date()));
}

function download(file: DownloadFile) {
  const url = URL.createObjectURL(new Blob([file.body], { type: file.type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Toolbar() {
  const t = useT();
  const uiLang = useEditorStore((s) => s.uiLang);
  const lang = useEditorStore((s) => s.lang);
  const docType = useEditorStore((s) => s.docType);
  const run = useEditorStore((s) => s.run);
  const merge = useEditorStore((s) => s.merge);
  const llmAvailable = useEditorStore((s) => s.serverHasKey || s.settings.key.trim() !== "");
  const set = useEditorStore((s) => s.set);
  const [copied, setCopied] = useState(false);

  const running = run.status === "running";
  return (
    <div className="toolbar" role="toolbar" aria-label={t("toolbar")}>
      <WorkspaceButtons />
      <label className="picker">
        <span>{t("langPicker")}</span>
        <select
          value={lang}
          data-testid="lang-picker"
          onChange={(e) => {
            set({ lang: e.target.value as LangChoice });
            reanalyzeNow();
          }}
        >
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {l === "auto" ? t("langAuto") : LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label className="picker">
        <span>{t("docTypePicker")}</span>
        <select
          value={docType}
          data-testid="doctype-picker"
          onChange={(e) => {
            set({ docType: e.target.value });
            reanalyzeNow();
          }}
        >
          {Object.values(SHIPPED_DOC_TYPES).map((d) => (
            <option key={d.name} value={d.name}>
              {docTypeName(uiLang, d)}
            </option>
          ))}
        </select>
      </label>
      <span className="spacer" />
      {running ? (
        <button type="button" className="btn" data-testid="cancel-fix" onClick={cancelHumanize}>
          {t("cancel")}
        </button>
      ) : (
        <button type="button" className="btn primary" data-testid="fix-with-ai" disabled={merge !== null} onClick={() => void startHumanize()}>
          {t("fixWithAi")}
          {!llmAvailable && <span className="btn-badge">{t("fixDeterministic")}</span>}
        </button>
      )}
      <button type="button" className="btn" data-testid="accept-all-fixes" disabled={merge !== null || running} onClick={() => void previewAcceptAll()}>
        {t("acceptAllFixes")}
      </button>
      <button
        type="button"
        className="btn"
        data-testid="copy"
        onClick={() => {
          void navigator.clipboard?.writeText(withLineBreak(currentDraft(), useWorkspace.getState().lineBreak)).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
      >
        {copied ? t("copied") : t("copy")}
      </button>
      <details className="menu">
        <summary className="btn" data-testid="download">
          {t("download")}
        </summary>
        <div
          className="menu-items"
          onClick={(e) => {
            // A chosen item closes the menu, as a menu does.
            if ((e.target as HTMLElement).closest("button")) (e.currentTarget.parentElement as HTMLDetailsElement).open = false;
          }}
        >
          <button type="button" data-testid="download-md" onClick={() => download(draftFile(currentDraft(), "md", openStem(), useWorkspace.getState().lineBreak))}>
            {t("downloadMd")}
          </button>
          <button type="button" data-testid="download-txt" onClick={() => download(draftFile(currentDraft(), "txt", openStem(), useWorkspace.getState().lineBreak))}>
            {t("downloadTxt")}
          </button>
          <button type="button" data-testid="download-json" onClick={() => download(reportFile(currentDraft(), useEditorStore.getState().reading, openStem(), fileStamp(new Date())))}>
            {t("downloadJson")}
          </button>
        </div>
      </details>
      <button type="button" className="btn" data-testid="share" onClick={() => set({ shareOpen: true })}>
        {t("share")}
      </button>
      {run.status !== "idle" && (
        <div className="run-progress" data-testid="run-progress" role="status" aria-live="polite">
          {run.meta?.mode === "deterministic" && <span className="muted">{t("deterministicRun")}</span>}
          <ol className="stages">
            {STAGES.map((stage) => {
              const p = run.stages[stage];
              const done = p ? p.done >= p.total : false;
              const state = done || (run.status === "done" && p) ? "done" : p ? "active" : run.status === "done" ? "skipped" : "waiting";
              return (
                <li key={stage} className={`stage ${state}`} data-testid={`stage-${stage}`} data-state={state}>
                  {t(STAGE_KEYS[stage])}
                  {p && p.total > 1 ? ` ${p.done}/${p.total}` : ""}
                </li>
              );
            })}
          </ol>
          {run.status === "error" && run.error && (
            <span className="error-text" role="alert" data-testid="run-error" data-code={run.error.code} title={run.error.message}>
              {faultMessage(run.error, uiLang)}
              {isModelFault(run.error) && merge === null && (
                <button type="button" className="btn" data-testid="fix-without-model" onClick={() => void startHumanize({ withoutModel: true })}>
                  {withoutModelLabel(uiLang)}
                </button>
              )}
            </span>
          )}
          {run.status === "cancelled" && <span className="muted">{t("cancelled")}</span>}
          {shownWarnings(run.warnings, uiLang).map((w) => (
            <span key={w.code + w.text} className="muted" data-testid="run-warning" data-code={w.code} title={w.detail}>
              ⚠ {w.text}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
