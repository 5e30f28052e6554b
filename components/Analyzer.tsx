"use client";

import { useEffect, useRef, useState } from "react";
import type { Analysis, Band, Lang } from "@/lib/engine/types";
import { highlightSegments, type HighlightRange } from "@/lib/render/highlight-segments";
import { useAutosavedDraft } from "./useAutosavedDraft";

type LangChoice = Lang | "auto";

interface ApiFailure {
  error: { code: string; message: string };
}

const LANG_LABELS: Record<LangChoice, string> = {
  auto: "Detect language",
  ko: "한국어",
  en: "English",
  zh: "中文",
  ja: "日本語",
};

export function Analyzer() {
  const [draft, setDraft, restored] = useAutosavedDraft("patina:draft");
  const [lang, setLang] = useState<LangChoice>("auto");
  const [result, setResult] = useState<{ text: string; analysis: Analysis } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  async function analyze() {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setError(null);
    const text = draft;
    try {
      const res = await fetch("/api/analyze", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text, lang }),
        signal: controller.signal,
      });
      const body = (await res.json()) as { analysis: Analysis } | ApiFailure;
      if (!res.ok || "error" in body) {
        setError("error" in body ? body.error.message : `The server answered ${res.status}.`);
        return;
      }
      setResult({ text, analysis: body.analysis });
    } catch (err) {
      if ((err as Error).name !== "AbortError") setError("Could not reach the server. Your draft is saved in this browser.");
    } finally {
      if (request.current === controller) setBusy(false);
    }
  }

  return (
    <section className="editor-row">
      <label htmlFor="draft" className="status">
        Paste or type your draft{restored ? " (restored from your last visit)" : ""}
      </label>
      <textarea
        id="draft"
        className="draft"
        data-testid="draft"
        value={draft}
        spellCheck={false}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void analyze();
        }}
      />
      <div className="controls">
        <select aria-label="Language" value={lang} onChange={(e) => setLang(e.target.value as LangChoice)}>
          {(Object.keys(LANG_LABELS) as LangChoice[]).map((l) => (
            <option key={l} value={l}>
              {LANG_LABELS[l]}
            </option>
          ))}
        </select>
        <button className="primary" data-testid="analyze" disabled={busy || draft.trim() === ""} onClick={() => void analyze()}>
          {busy ? "Analyzing…" : "Analyze"}
        </button>
        <span className="status">{draft.length.toLocaleString()} characters · saved in this browser</span>
      </div>
      {error && (
        <div className="error" role="alert" data-testid="error">
          {error}
        </div>
      )}
      {result && <AnalysisView text={result.text} analysis={result.analysis} />}
    </section>
  );
}

function AnalysisView({ text, analysis }: { text: string; analysis: Analysis }) {
  const hot = analysis.paragraphs.filter((p) => p.hot);
  const ranges: HighlightRange[] = [
    ...hot.map((p) => ({ start: p.start, end: p.end, key: `P${p.index}` })),
    ...hot.flatMap((p) => p.zoom.map((z) => ({ start: z.start, end: z.end, key: z.label }))),
  ];
  const segments = highlightSegments(text.length, ranges);
  return (
    <div data-testid="result">
      <div className="summary">
        <span>
          Language <b data-testid="lang">{analysis.lang}</b>
        </span>
        <span>
          Paragraphs <b>{analysis.paragraphs.length}</b>
        </span>
        <span>
          Sentences <b>{analysis.sentenceCount}</b>
        </span>
        <span>
          Suspect paragraphs <b data-testid="hot-count">{hot.length}</b>
        </span>
        {analysis.skip && <span>Too short for the suspect-zone summary ({analysis.skip})</span>}
      </div>
      <div className="marked" data-testid="marked">
        {segments.map((s) => {
          const piece = text.slice(s.start, s.end);
          if (s.keys.length === 0) return <span key={s.start}>{piece}</span>;
          const zoom = s.keys.some((k) => k.includes(".S"));
          return (
            <mark key={s.start} className={zoom ? "zoom" : "hot"} title={s.keys.join(", ")}>
              {piece}
            </mark>
          );
        })}
      </div>
      <table className="paragraphs" data-testid="paragraph-table">
        <thead>
          <tr>
            <th>¶</th>
            <th>Sentences</th>
            <th>Burstiness (CV)</th>
            <th>MATTR</th>
            <th>Why it is suspect</th>
          </tr>
        </thead>
        <tbody>
          {analysis.paragraphs.map((p) => (
            <tr key={p.index} data-hot={p.hot}>
              <td>P{p.index}</td>
              <td>{p.metrics.sentenceCount}</td>
              <td>
                <Metric value={p.metrics.burstiness.cv} band={p.metrics.burstiness.band} />
              </td>
              <td>
                <Metric value={p.metrics.mattr.value} band={p.metrics.mattr.band} />
              </td>
              <td>
                {p.hotReasons.map((r) => (
                  <span key={r} className="tag hot">
                    {r}
                  </span>
                ))}
                {p.zoom.map((z) => (
                  <span key={z.label} className="tag">
                    {z.label}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Metric({ value, band }: { value: number | null; band: Band | null }) {
  if (value === null) return <span className="band-mid">—</span>;
  return (
    <span className={band ? `band-${band}` : "band-mid"}>
      {value.toFixed(2)}
      {band ? ` (${band})` : ""}
    </span>
  );
}
