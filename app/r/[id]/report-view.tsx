// The read-only report page as plain React elements, rendered to static HTML by
// route.ts: no client JavaScript, every user string passed as a React child or
// attribute (escaped by React), never as raw HTML.
import type { ReactNode } from "react";
import { highlightSegments, type HighlightRange } from "@/lib/render/highlight-segments";
import type { ReportFinding, ReportSnapshot, ScoreValue } from "@/lib/report/types";
import { evidenceNote, notEnoughEvidence } from "@/lib/report/evidence";
import { translate } from "@/lib/i18n/strings";
import { REPORT_PAGE_CSS } from "./report-css";

const SEVERITY_RANK = { S1: 3, S2: 2, S3: 1 } as const;

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{title}</title>
        <style>{REPORT_PAGE_CSS}</style>
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

const UNAVAILABLE_TITLES = { 404: "Report not found", 410: "This report has expired", 503: "Report temporarily unavailable" } as const;

export function GonePage({ status, message }: { status: 404 | 410 | 503; message: string }) {
  return (
    <Page title={`${UNAVAILABLE_TITLES[status]} — patina`}>
      <h1>{UNAVAILABLE_TITLES[status]}</h1>
      <p data-testid="report-gone">{message}</p>
      <p>
        <a href="/">Open the patina editor</a>
      </p>
    </Page>
  );
}

// The formula's own scale puts clearly AI text at 5–20: its seed band would read
// "strongly human-like" beside an "AI-generated" AI-likeness, so none is shown.
const COVERAGE_NOTE = "formula score, not a band · 공식 점수 (등급 아님)";

function ScoreRow({ name, value, testId, note, bandless }: { name: string; value: ScoreValue | null; testId: string; note?: string; bandless?: string }) {
  return (
    <tr data-testid={testId}>
      <th scope="row">
        {name}
        {note ? <span className="note"> ({note})</span> : null}
      </th>
      <td className="num" data-testid={`${testId}-value`}>
        {value ? value.score.toFixed(1) : "—"}
      </td>
      <td>{!value ? "not applicable" : bandless ?? `${value.band.label_en} · ${value.band.label_ko}`}</td>
    </tr>
  );
}

function MarkedText({ text, findings }: { text: string; findings: ReportFinding[] }) {
  const marks = findings.filter((f) => f.scope === "span" && !f.ignored);
  const byId = new Map(marks.map((f) => [f.id, f]));
  const ranges: HighlightRange[] = marks.map((f) => ({ start: f.start, end: f.end, key: f.id }));
  return (
    <div className="marked" data-testid="report-text">
      {highlightSegments(text.length, ranges).map((s) => {
        const piece = text.slice(s.start, s.end);
        const covering = s.keys.map((k) => byId.get(k)).filter((f): f is ReportFinding => f !== undefined);
        if (covering.length === 0) return <span key={s.start}>{piece}</span>;
        const top = covering.reduce((a, b) => (SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a));
        return (
          <mark key={s.start} className={`finding sev-${top.severity}`} data-finding={top.id} title={covering.map((f) => `${f.severity} ${f.categoryLabel}: ${f.reason}`).join("\n")}>
            {piece}
          </mark>
        );
      })}
    </div>
  );
}

function FindingsByCategory({ findings }: { findings: ReportFinding[] }) {
  if (findings.length === 0) return <p className="muted">No tells found.</p>;
  const groups = new Map<string, ReportFinding[]>();
  for (const f of findings) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  return (
    <>
      {[...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([category, list]) => (
          <section key={category} className="category" data-testid="report-category" data-category={category}>
            <h3>
              {category} <span className="muted">({list.length})</span>
            </h3>
            <ol className="findings">
              {list.map((f) => (
                <li key={f.id} className={`sev-${f.severity}${f.ignored ? " ignored" : ""}`} data-testid="report-finding" data-finding={f.id} data-pattern={f.pattern}>
                  <div className="finding-head">
                    <span className={`sev sev-${f.severity}`}>{f.severity}</span>
                    <b>{f.categoryLabel}</b>
                    <span className="muted">
                      {f.pattern} · {f.scope}
                      {f.ignored ? " · ignored by the author" : ""}
                    </span>
                  </div>
                  {f.scope === "span" && f.text_span !== undefined ? <q className="span-text">{f.text_span}</q> : null}
                  <div>{f.reason}</div>
                  <div className="fix">Fix: {f.suggestedFix}</div>
                </li>
              ))}
            </ol>
          </section>
        ))}
    </>
  );
}

function RewriteView({ report }: { report: ReportSnapshot }) {
  const rw = report.rewrite;
  const text = report.text;
  if (!rw || text === null) return null;
  const ranges: HighlightRange[] = rw.chunks.map((c) => ({ start: c.start, end: c.end, key: c.id }));
  return (
    <section data-testid="report-rewrite">
      <h2>Before and after</h2>
      <div className="before-after">
        <div>
          <h3>Before</h3>
          <div className="marked">
            {highlightSegments(text.length, ranges).map((s) =>
              s.keys.length > 0 ? <del key={s.start}>{text.slice(s.start, s.end)}</del> : <span key={s.start}>{text.slice(s.start, s.end)}</span>,
            )}
          </div>
        </div>
        <div>
          <h3>After</h3>
          <div className="marked" data-testid="report-rewrite-text">
            {rw.text}
          </div>
        </div>
      </div>
      {rw.chunks.length > 0 && (
        <ol className="changes">
          {rw.chunks.map((c) => (
            <li key={c.id}>
              <del>{c.original}</del> → <ins>{c.replacement}</ins>
              {c.reason ? <span className="muted"> — {c.reason}</span> : null}
              {c.meaning_flag ? <span className="flag"> ⚠ {c.meaning_flag}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {rw.review && (
        <p className="muted">
          Review: {rw.review.verdict} (grade {rw.review.grade}), {rw.review.changeRate.toFixed(1)}% of characters changed.
        </p>
      )}
    </section>
  );
}

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export function ReportPage({ report }: { report: ReportSnapshot }) {
  const s = report.scores;
  const rw = report.rewrite;
  const exportBase = `/api/reports/${encodeURIComponent(report.id)}`;
  return (
    <Page title="Score report — patina">
      <header className="top">
        <h1>Score report</h1>
        <p className="muted" data-testid="report-meta">
          {report.lang} · {report.docType} · created <time dateTime={report.createdAt}>{when(report.createdAt)}</time> ·{" "}
          {report.expiresAt ? (
            <>
              expires <time dateTime={report.expiresAt}>{when(report.expiresAt)}</time>
            </>
          ) : (
            "never expires"
          )}
        </p>
      </header>
      <nav className="exports">
        Export:{" "}
        <a href={`${exportBase}?format=json&download=1`} data-testid="report-export-json">
          JSON
        </a>{" "}
        ·{" "}
        <a href={`${exportBase}?format=md&download=1`} data-testid="report-export-md">
          Markdown
        </a>
      </nav>
      <h2>Scores</h2>
      <table className="scores" data-testid="report-scores">
        <thead>
          <tr>
            <th>Score</th>
            <th>Value</th>
            <th>Band</th>
          </tr>
        </thead>
        <tbody>
          <ScoreRow
            name="AI-likeness"
            value={s.aiLikeness}
            testId="score-ai-likeness"
            note={evidenceNote(s.aiLikeness)}
            bandless={notEnoughEvidence(s.aiLikeness) ? translate("en", "notEnoughEvidence") : undefined}
          />
          <ScoreRow name="Pattern coverage (seed §6)" value={s.patternCoverage} testId="score-pattern-coverage" bandless={COVERAGE_NOTE} />
          {rw && <ScoreRow name="AI-likeness after the rewrite" value={rw.scores.aiLikeness} testId="score-ai-likeness-after" />}
          <ScoreRow name="Fidelity" value={s.fidelity} testId="score-fidelity" note={rw ? "from the editor's audit" : "no rewrite"} />
          <ScoreRow name="Meaning preservation (MPS)" value={s.mps} testId="score-mps" note={rw ? "from the editor's audit" : "no rewrite"} />
          <ScoreRow name="Combined" value={s.combined} testId="score-combined" note={rw ? undefined : "no rewrite"} />
        </tbody>
      </table>
      <h3>By category</h3>
      <table className="categories" data-testid="report-categories">
        <thead>
          <tr>
            <th>Category</th>
            <th>Patterns hit</th>
            <th>Occurrences</th>
            <th>Score</th>
          </tr>
        </thead>
        <tbody>
          {s.categories.map((c) => (
            <tr key={c.category}>
              <th scope="row">{c.category}</th>
              <td className="num">
                {c.detected} / {c.patterns}
              </td>
              <td className="num">{c.occurrences}</td>
              <td className="num">{c.score.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.warnings.map((w) => (
        <p key={w} className="notice">
          {w}
        </p>
      ))}
      <h2>Text</h2>
      {report.text !== null ? (
        <MarkedText text={report.text} findings={report.findings} />
      ) : (
        <p className="notice" data-testid="report-no-text">
          The author shared the scores and findings without the text ({report.textLength.toLocaleString("en")} characters).
        </p>
      )}
      <RewriteView report={report} />
      <h2>
        Findings <span className="muted" data-testid="report-finding-count">{report.summary.findings}</span>
      </h2>
      <FindingsByCategory findings={report.findings} />
      <footer className="muted">
        Read-only report. Catalog {report.versions.catalog} · lexicon {report.versions.lexicon} · scoring {report.versions.scoring} · patina {report.versions.app}
      </footer>
    </Page>
  );
}
