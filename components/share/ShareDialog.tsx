"use client";
// The share dialog: what to include, how long the link lives, then the link with
// a copy button and the delete token (shown once, kept in this browser). Export
// builds the same report as JSON or Markdown without sharing anything.
import { useEffect, useRef, useState } from "react";
import type { CreatedReport, ReportExpiry } from "@/lib/report/types";
import type { ShareSource } from "@/lib/store/share-source";
import { forgetReport, loadSavedReports, saveReport, type SavedReport } from "./report-tokens";
import { messages, type UiMessages } from "@/lib/i18n/lookup";
import { pickUiLang, type UiLang } from "@/lib/i18n/locales";
import styles from "./ShareDialog.module.css";

export interface ShareDialogProps {
  source: ShareSource;
  onClose(): void;
  /** The dialog's language; the browser's when omitted. */
  uiLang?: UiLang;
}

const EXPIRIES: ReportExpiry[] = ["1d", "7d", "30d", "never"];

/** The browser's own language choice, when the editor does not pass one. */
function browserUiLang(): UiLang {
  return typeof navigator === "undefined" ? "en" : pickUiLang(navigator.languages ?? [navigator.language]);
}

async function errorMessage(res: Response, m: UiMessages): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not JSON: fall through to the status.
  }
  return m.serverAnswered(res.status);
}

async function deleteOnServer(report: SavedReport, m: UiMessages): Promise<{ ok: boolean; message?: string }> {
  const res = await fetch(`/api/reports/${encodeURIComponent(report.id)}`, { method: "DELETE", headers: { authorization: `Bearer ${report.token}` } });
  // 404: already gone (deleted elsewhere or expired), which is what the user asked for.
  if (res.ok || res.status === 404 || res.status === 410) return { ok: true };
  return { ok: false, message: await errorMessage(res, m) };
}

export function ShareDialog({ source, onClose, uiLang }: ShareDialogProps) {
  const lang = uiLang ?? browserUiLang();
  const m = messages(lang);
  const hasRewrite = Boolean(source.rewrite);
  const [includeText, setIncludeText] = useState(false);
  const [includeRewrite, setIncludeRewrite] = useState(false);
  const [expiry, setExpiry] = useState<ReportExpiry>("30d");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedReport | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [copied, setCopied] = useState(false);
  const [saved, setSaved] = useState<SavedReport[]>(() => loadSavedReports());
  const dialog = useRef<HTMLDivElement>(null);

  // Focus moves into the dialog when it opens, so Escape closes it and Tab starts inside.
  useEffect(() => dialog.current?.focus(), []);

  function body(): string {
    return JSON.stringify({
      text: source.text,
      lang: source.lang,
      docType: source.docType,
      include: { text: includeText || includeRewrite, rewrite: includeRewrite },
      expiry,
      ignoredFindingIds: source.ignoredFindingIds ?? [],
      ...(includeRewrite && source.rewrite ? { rewrite: source.rewrite } : {}),
    });
  }

  async function create() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/reports?uiLang=${lang}`, { method: "POST", headers: { "content-type": "application/json" }, body: body() });
      if (!res.ok) {
        setError(await errorMessage(res, m));
        return;
      }
      const made = (await res.json()) as CreatedReport;
      const url = new URL(made.url, window.location.origin).toString();
      setCreated({ ...made, url });
      setDeleted(false);
      setCopied(false);
      saveReport({ id: made.id, token: made.deleteToken, url, createdAt: made.report.createdAt, expiresAt: made.expiresAt });
      setSaved(loadSavedReports());
    } catch {
      setError(m.shareFailed);
    } finally {
      setBusy(false);
    }
  }

  async function remove(report: SavedReport) {
    setError(null);
    try {
      const result = await deleteOnServer(report, m);
      if (!result.ok) {
        setError(result.message ?? m.shareFailed);
        return;
      }
      forgetReport(report.id);
      setSaved(loadSavedReports());
      if (created?.id === report.id) setDeleted(true);
    } catch {
      setError(m.shareFailed);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (plain http, older browsers): select the link for a manual copy.
      const range = document.createRange();
      const node = document.querySelector(`[data-testid="share-link"]`);
      if (node) {
        range.selectNodeContents(node);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
    }
  }

  async function exportAs(format: "json" | "md") {
    setError(null);
    try {
      const res = await fetch(`/api/reports/export?format=${format}&uiLang=${lang}`, { method: "POST", headers: { "content-type": "application/json" }, body: body() });
      if (!res.ok) {
        setError(await errorMessage(res, m));
        return;
      }
      const blob = await res.blob();
      const href = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = href;
      a.download = `patina-report.${format}`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      setError(m.shareFailed);
    }
  }

  const current = created && !deleted ? saved.find((r) => r.id === created.id) ?? { id: created.id, token: created.deleteToken, url: created.url, createdAt: created.report.createdAt, expiresAt: created.expiresAt } : null;
  const others = saved.filter((r) => r.id !== created?.id);

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-title"
        className={styles.dialog}
        data-testid="share-dialog"
        onKeyDown={(e) => e.key === "Escape" && onClose()}
      >
        <h2 id="share-title" className={styles.title}>
          {m.shareTitle}
        </h2>
        <p className={styles.muted}>{m.shareIntro}</p>
        <fieldset className={styles.options} disabled={busy}>
          <label className={styles.check}>
            <input type="checkbox" data-testid="share-include-text" checked={includeText || includeRewrite} disabled={includeRewrite} onChange={(e) => setIncludeText(e.target.checked)} />
            {m.includeText}
          </label>
          <label className={styles.check}>
            <input type="checkbox" data-testid="share-include-rewrite" checked={includeRewrite} disabled={!hasRewrite} onChange={(e) => setIncludeRewrite(e.target.checked)} />
            {hasRewrite ? m.includeRewrite : `${m.includeRewrite} — ${m.noRewrite}`}
          </label>
          <label className={styles.row}>
            {m.expiry}
            <select data-testid="share-expiry" value={expiry} onChange={(e) => setExpiry(e.target.value as ReportExpiry)}>
              {EXPIRIES.map((x) => (
                <option key={x} value={x}>
                  {m.expiries[x]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} data-testid="share-create" disabled={busy} onClick={() => void create()}>
            {busy ? m.creating : m.createLink}
          </button>
          <span className={styles.muted}>{m.export}{m.colon}</span>
          <button type="button" data-testid="share-export-json" onClick={() => void exportAs("json")}>
            {m.exportJson}
          </button>
          <button type="button" data-testid="share-export-md" onClick={() => void exportAs("md")}>
            {m.exportMd}
          </button>
        </div>
        {error && (
          <p role="alert" className={styles.error} data-testid="share-error">
            {error}
          </p>
        )}
        {current && created && (
          <div className={styles.result}>
            <div className={styles.row}>
              <span>{m.link}</span>
              <a href={current.url} target="_blank" rel="noreferrer noopener" data-testid="share-link" className={styles.link}>
                {current.url}
              </a>
              <button type="button" data-testid="share-copy" onClick={() => void copy(current.url)}>
                {copied ? m.copied : m.copy}
              </button>
            </div>
            <label className={styles.token}>
              {m.deleteToken}
              <input readOnly value={created.deleteToken} data-testid="share-token" onFocus={(e) => e.target.select()} />
            </label>
            <div className={styles.actions}>
              <button type="button" data-testid="share-delete" className={styles.danger} onClick={() => void remove(current)}>
                {m.deleteReport}
              </button>
            </div>
          </div>
        )}
        {deleted && (
          <p className={styles.muted} data-testid="share-deleted">
            {m.reportDeleted}
          </p>
        )}
        {others.length > 0 && (
          <details className={styles.previous}>
            <summary>
              {m.previousReports} ({others.length})
            </summary>
            <ul>
              {others.map((r) => (
                <li key={r.id} data-testid="share-saved">
                  <a href={r.url} target="_blank" rel="noreferrer noopener">
                    {r.url}
                  </a>{" "}
                  <button type="button" className={styles.danger} onClick={() => void remove(r)}>
                    {m.deleteReport}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className={styles.footer}>
          <button type="button" data-testid="share-close" onClick={onClose}>
            {m.close}
          </button>
        </div>
      </div>
    </div>
  );
}
