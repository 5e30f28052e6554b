"use client";

import { useEffect, useRef, useState } from "react";
import type { DetectorReport, Finding } from "@/lib/detector/types";
import type { Analysis, Band, Lang } from "@/lib/engine/types";
import type { DocumentScores } from "@/lib/shadow/document-scores";
import { FEATURE_LABELS } from "@/lib/shadow/feature-labels";
import { highlightSegments, type HighlightRange } from "@/lib/render/highlight-segments";
import { useAutosavedDraft } from "./useAutosavedDraft";
import { ShareDialog } from "./share/ShareDialog";

type LangChoice = Lang | "auto";

interface AnalyzeResult {
  text: string;
  analysis: Analysis;
  report: DetectorReport;
  scores: DocumentScores;
}

interface ApiFailure {
  error: { code: string; message: string };
}

const DOC_TYPES = ["default", "academic", "blog", "technical", "social", "email", "legal", "medical", "marketing", "namuwiki", "formal", "narrative"];

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
  const [docType, setDocType] = useState("default");
  const [result, setResult] = useState<AnalyzeResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Temporary (issue 10): the new editor mounts the share dialog behind its own Share button.
  const [sharing, setSharing] = useState(false);
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
        body: JSON.stringify({ text, lang, docType }),
        signal: controller.signal,
      });
      const body = (await res.json()) as Omit<AnalyzeResult, "text"> | ApiFailure;
      if (!res.ok || "error" in body) {
        setError("error" in body ? body.error.message : `The server answered ${res.status}.`);
        return;
      }
      setResult({ text, ...body });
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
        <select aria-label="Document type" value={docType} onChange={(e) => setDocType(e.target.value)}>
          {DOC_TYPES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <button className="primary" data-testid="analyze" disabled={busy || draft.trim() === ""} onClick={() => void analyze()}>
          {busy ? "Analyzing…" : "Analyze"}
        </button>
        <button data-testid="share" disabled={draft.trim() === ""} onClick={() => setSharing(true)}>
          Share
        </button>
        <span className="status">{draft.length.toLocaleString()} characters · saved in this browser</span>
      </div>
      {error && (
        <div className="error" role="alert" data-testid="error">
          {error}
        </div>
      )}
      {result && <AnalysisView {...result} />}
      {sharing && <ShareDialog source={{ text: draft, lang, docType }} onClose={() => setSharing(false)} />}
    </section>
  );
}

function AnalysisView({ text, analysis, report, scores }: AnalyzeResult) {
  const hot = analysis.paragraphs.filter((p) => p.hot);
  const spanFindings = report.findings.filter((f) => f.scope === "span");
  const docFindings = report.findings.filter((f) => f.scope === "document");
  const byId = new Map(report.findings.map((f) => [f.id, f]));
  const ranges: HighlightRange[] = [
    ...hot.map((p) => ({ start: p.start, end: p.end, key: `P${p.index}` })),
    ...spanFindings.map((f) => ({ start: f.start, end: f.end, key: f.id })),
  ];
  const segments = highlightSegments(text.length, ranges);
  return (
    <div data-testid="result">
      <div className="summary">
        <span>
          Language <b data-testid="lang">{analysis.lang}</b>
        </span>
        <span>
          Genre <b>{report.meta.estimated_genre}</b>
        </span>
        <span>
          Sentences <b>{analysis.sentenceCount}</b>
        </span>
        <span>
          Suspect paragraphs <b data-testid="hot-count">{hot.length}</b>
        </span>
        <span>
          Findings <b data-testid="finding-count">{report.findings.length}</b>
        </span>
        {analysis.skip && <span>Too short for the suspect-zone summary ({analysis.skip})</span>}
      </div>
      <ScoreCards scores={scores} />
      {report.meta.warnings.map((w) => (
        <div key={w} className="notice">
          {w}
        </div>
      ))}
      <div className="marked" data-testid="marked">
        {segments.map((s) => {
          const piece = text.slice(s.start, s.end);
          const findings = s.keys.map((k) => byId.get(k)).filter((f): f is Finding => f !== undefined);
          if (findings.length > 0) {
            const top = findings.reduce((a, b) => (severityRank(b.severity) > severityRank(a.severity) ? b : a));
            return (
              <mark
                key={s.start}
                className={`finding sev-${top.severity}`}
                data-finding={top.id}
                title={findings.map((f) => `${f.severity} ${f.category_label}: ${f.reason}`).join("\n")}
              >
                {piece}
              </mark>
            );
          }
          if (s.keys.length === 0) return <span key={s.start}>{piece}</span>;
          return (
            <mark key={s.start} className="hot" title={`Suspect paragraph ${s.keys.join(", ")}`}>
              {piece}
            </mark>
          );
        })}
      </div>
      <h2 className="section">Findings</h2>
      {report.findings.length === 0 && <p className="status">No tells found.</p>}
      <ol className="findings" data-testid="findings">
        {[...docFindings, ...spanFindings].map((f) => (
          <li key={f.id} className={`sev-${f.severity}`} data-testid="finding">
            <div className="finding-head">
              <span className={`sev sev-${f.severity}`}>{f.severity}</span>
              <b>{f.category_label}</b>
              <span className="status">
                {f.pattern}
                {f.taxonomy ? ` · ${f.taxonomy}` : ""} · {f.category} · {f.scope}
              </span>
            </div>
            {f.scope === "span" && <q className="span-text">{f.text_span}</q>}
            <div>{f.reason}</div>
            <div className="fix">
              Fix: {f.replacement ? <code>{f.replacement}</code> : null} {f.suggested_fix !== f.replacement ? f.suggested_fix : null}
            </div>
          </li>
        ))}
      </ol>
      <h2 className="section">Paragraphs</h2>
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

function ScoreCards({ scores }: { scores: DocumentScores }) {
  const { shadow, patternCoverage: aiLikeness, divergence } = scores;
  return (
    <div className="scores">
      <div className="score-card" data-testid="shadow-score">
        <div className="score-title">AI-likeness estimate</div>
        <div className="score-value">{shadow.score.toFixed(1)}</div>
        <div className="status">
          {shadow.band.label_en} · {shadow.band.label_ko}
        </div>
        <ul className="contributions">
          {shadow.contributions.slice(0, 4).map((c) => (
            <li key={c.feature}>
              {c.contribution > 0 ? "▲ raises" : "▼ lowers"}: {FEATURE_LABELS[c.feature] ?? c.feature}
            </li>
          ))}
        </ul>
      </div>
      {aiLikeness && (
        <div className="score-card" data-testid="formula-score">
          <div className="score-title">Pattern formula (seed §6)</div>
          <div className="score-value">{aiLikeness.score.toFixed(1)}</div>
          <div className="status">
            {aiLikeness.band.label_en} · {aiLikeness.band.label_ko}
          </div>
        </div>
      )}
      {divergence?.warning && (
        <div className="notice divergence" data-testid="divergence">
          {divergence.warning}
        </div>
      )}
    </div>
  );
}

function severityRank(s: Finding["severity"]): number {
  return s === "S1" ? 3 : s === "S2" ? 2 : 1;
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
