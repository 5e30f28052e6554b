// The read-only report page as plain React elements, rendered to static HTML by
// route.ts: no client JavaScript, every user string passed as a React child or
// attribute (escaped by React), never as raw HTML. Every word is in the reader's
// language (the catalogue the editor uses); the language switch is plain links.
import type { ReactNode } from "react";
import { bandLabel, categoryName, docTypeName, languageName, messages, reviewWords, type UiMessages } from "@/lib/i18n/catalogue";
import { renderScoreReason } from "@/lib/i18n/features";
import { UI_LANG_NAMES, UI_LANG_TAGS, UI_LANGS, type UiLang } from "@/lib/i18n/locales";
import { highlightSegments, type HighlightRange } from "@/lib/render/highlight-segments";
import { localizeFinding, localizeWarnings, type PatternLookup } from "@/lib/report/localize";
import type { ReportFinding, ReportSnapshot, ScoreValue } from "@/lib/report/types";
import type { ScoreReason } from "@/lib/explain/score-reasons";
import { SHIPPED_DOC_TYPES } from "@/lib/scoring/doc-types";
import { evidenceNote, notEnoughEvidence } from "@/lib/report/evidence";
import { REPORT_PAGE_CSS } from "./report-css";

const SEVERITY_RANK = { S1: 3, S2: 2, S3: 1 } as const;

interface PageWords {
  lang: UiLang;
  m: UiMessages;
}

function Page({ title, lang, switcher, children }: { title: string; lang: UiLang; switcher?: ReactNode; children: ReactNode }) {
  return (
    <html lang={UI_LANG_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{title}</title>
        <style>{REPORT_PAGE_CSS}</style>
      </head>
      <body>
        <main>
          {switcher}
          {children}
        </main>
      </body>
    </html>
  );
}

/** Links to the same page in each UI language: a switch that needs no script. */
function LanguageSwitch({ lang, m }: PageWords) {
  return (
    <nav className="langs" aria-label={m.readIn} data-testid="report-languages">
      {UI_LANGS.map((l) =>
        l === lang ? (
          <span key={l} lang={UI_LANG_TAGS[l]} aria-current="page" className="current">
            {UI_LANG_NAMES[l]}
          </span>
        ) : (
          <a key={l} href={`?uiLang=${l}`} lang={UI_LANG_TAGS[l]} hrefLang={UI_LANG_TAGS[l]} data-testid={`report-lang-${l}`}>
            {UI_LANG_NAMES[l]}
          </a>
        ),
      )}
    </nav>
  );
}

export function GonePage({ status, lang }: { status: 404 | 410 | 503; lang: UiLang }) {
  const m = messages(lang);
  const title = status === 404 ? m.reportNotFound : status === 410 ? m.reportExpired : m.reportUnavailable;
  const message = status === 404 ? m.reportMissingMessage : status === 410 ? m.reportGoneMessage : m.reportStoreDown;
  return (
    <Page title={`${title} — patina`} lang={lang} switcher={<LanguageSwitch lang={lang} m={m} />}>
      <h1>{title}</h1>
      <p data-testid="report-gone">{message}</p>
      <p>
        <a href="/">{m.openEditor}</a>
      </p>
    </Page>
  );
}

function ScoreRow({ name, value, testId, note, bandless, words }: { name: ReactNode; value: ScoreValue | null; testId: string; note?: string; bandless?: string; words: PageWords }) {
  return (
    <tr data-testid={testId}>
      <th scope="row">
        {name}
        {note ? <span className="note evidence-note">{note}</span> : null}
      </th>
      <td className="num" data-testid={`${testId}-value`}>
        {value ? value.score.toFixed(1) : "—"}
      </td>
      <td>{!value ? words.m.notApplicable : bandless ?? bandLabel(words.lang, value.band)}</td>
    </tr>
  );
}

type Worded = ReportFinding & { words: ReturnType<typeof localizeFinding> };

function MarkedText({ text, textLang, findings }: { text: string; textLang: string; findings: Worded[] }) {
  const marks = findings.filter((f) => f.scope === "span" && !f.ignored);
  const byId = new Map(marks.map((f) => [f.id, f]));
  const ranges: HighlightRange[] = marks.map((f) => ({ start: f.start, end: f.end, key: f.id }));
  return (
    <div className="marked" data-testid="report-text" lang={textLang}>
      {highlightSegments(text.length, ranges).map((s) => {
        const piece = text.slice(s.start, s.end);
        const covering = s.keys.map((k) => byId.get(k)).filter((f): f is Worded => f !== undefined);
        if (covering.length === 0) return <span key={s.start}>{piece}</span>;
        const top = covering.reduce((a, b) => (SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a));
        return (
          <mark key={s.start} className={`finding sev-${top.severity}`} data-finding={top.id} title={covering.map((f) => `${f.severity} ${f.words.label}: ${f.words.reason}`).join("\n")}>
            {piece}
          </mark>
        );
      })}
    </div>
  );
}

function FindingsByCategory({ findings, textLang, words }: { findings: Worded[]; textLang: string; words: PageWords }) {
  const { m, lang } = words;
  if (findings.length === 0) return <p className="muted">{m.noFindings}</p>;
  const groups = new Map<string, Worded[]>();
  for (const f of findings) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  return (
    <>
      {[...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([category, list]) => (
          <section key={category} className="category" data-testid="report-category" data-category={category}>
            <h3>
              {categoryName(lang, category)} <span className="muted">({list.length})</span>
            </h3>
            <ol className="findings">
              {list.map((f) => (
                <li key={f.id} id={`finding-${f.id}`} className={`sev-${f.severity}${f.ignored ? " ignored" : ""}`} data-testid="report-finding" data-finding={f.id} data-pattern={f.pattern}>
                  <div className="finding-head">
                    <span className={`sev sev-${f.severity}`}>
                      {f.severity} {m[`sev${f.severity}`]}
                    </span>
                    <b data-testid="report-finding-label">{f.words.label}</b>
                    <span className="muted">
                      {m.scope[f.scope]}
                      {f.ignored ? ` · ${m.ignoredByAuthor}` : ""}
                    </span>
                  </div>
                  {f.scope === "span" && f.text_span !== undefined ? (
                    <q className="span-text" lang={textLang}>
                      {f.text_span}
                    </q>
                  ) : null}
                  <div data-testid="report-finding-reason">{f.words.reason}</div>
                  <div className="fix">
                    {m.fixLabel}{m.colon}{f.words.fix}
                  </div>
                  <div className="pattern-id muted">{f.pattern}</div>
                </li>
              ))}
            </ol>
          </section>
        ))}
    </>
  );
}

function ReasonItem({ reason, textLang, words }: { reason: ScoreReason; textLang: string; words: PageWords }) {
  const first = reason.findingIds[0];
  return (
    <li className={`score-reason toward-${reason.direction}`} data-testid="score-reason" data-feature={reason.feature} data-direction={reason.direction}>
      <span className="dir" aria-hidden="true">
        {reason.direction === "ai" ? "↑" : "↓"}
      </span>{" "}
      {renderScoreReason(words.lang, textLang, reason)}
      {first ? (
        <>
          {" "}
          <a href={`#finding-${first}`}>{words.m.showMarks(reason.findingIds.length)}</a>
        </>
      ) : null}
    </li>
  );
}

function WhyThisScore({ report, words }: { report: ReportSnapshot; words: PageWords }) {
  const reasons = report.scores.reasons;
  const { m } = words;
  if (!reasons || notEnoughEvidence(report.scores.aiLikeness)) return null;
  return (
    <section aria-labelledby="why-title">
      <h3 id="why-title">{m.whyScore}</h3>
      {reasons.main.length === 0 && !reasons.counter ? (
        <p className="muted">{m.noScoreReasons}</p>
      ) : (
        <ul className="score-reasons" data-testid="score-reasons">
          {reasons.main.map((r) => (
            <ReasonItem key={r.feature} reason={r} textLang={report.lang} words={words} />
          ))}
          {reasons.counter ? <ReasonItem reason={reasons.counter} textLang={report.lang} words={words} /> : null}
        </ul>
      )}
    </section>
  );
}

function RewriteView({ report, words }: { report: ReportSnapshot; words: PageWords }) {
  const { m } = words;
  const rw = report.rewrite;
  const text = report.text;
  if (!rw || text === null) return null;
  const ranges: HighlightRange[] = rw.chunks.map((c) => ({ start: c.start, end: c.end, key: c.id }));
  return (
    <section data-testid="report-rewrite">
      <h2>{m.beforeAfter}</h2>
      <div className="before-after">
        <div>
          <h3>{m.beforeHeading}</h3>
          <div className="marked" lang={report.lang}>
            {highlightSegments(text.length, ranges).map((s) =>
              s.keys.length > 0 ? <del key={s.start}>{text.slice(s.start, s.end)}</del> : <span key={s.start}>{text.slice(s.start, s.end)}</span>,
            )}
          </div>
        </div>
        <div>
          <h3>{m.afterHeading}</h3>
          <div className="marked" data-testid="report-rewrite-text" lang={report.lang}>
            {rw.text}
          </div>
        </div>
      </div>
      {rw.chunks.length > 0 && (
        <ol className="changes">
          {rw.chunks.map((c) => (
            <li key={c.id}>
              <del lang={report.lang}>{c.original}</del> → <ins lang={report.lang}>{c.replacement}</ins>
              {c.reason ? <span className="muted"> — {c.reason}</span> : null}
              {c.meaning_flag ? <span className="flag"> ⚠ {c.meaning_flag}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {rw.review && (
        <p className="muted" data-testid="report-review">
          {m.reviewLine(reviewWords(rw.review, m))} {m.changeRateLine(rw.review.changeRate)}
        </p>
      )}
    </section>
  );
}

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export function ReportPage({ report, lang, lookup }: { report: ReportSnapshot; lang: UiLang; lookup: PatternLookup }) {
  const m = messages(lang);
  const words: PageWords = { lang, m };
  const s = report.scores;
  const rw = report.rewrite;
  const exportBase = `/api/reports/${encodeURIComponent(report.id)}`;
  const findings: Worded[] = report.findings.map((f) => ({ ...f, words: localizeFinding(f, lang, lookup) }));
  const docType = SHIPPED_DOC_TYPES[report.docType] ?? { name: report.docType };
  return (
    <Page title={`${m.reportTitle} — patina`} lang={lang} switcher={<LanguageSwitch lang={lang} m={m} />}>
      <header className="top">
        <h1>{m.reportTitle}</h1>
        <p className="muted" data-testid="report-meta">
          {m.reportLanguage}{m.colon}{languageName(lang, report.lang)} · {m.reportDocType}{m.colon}{docTypeName(lang, docType)} · {m.created} <time dateTime={report.createdAt}>{when(report.createdAt)}</time> ·{" "}
          {report.expiresAt ? (
            <>
              {m.expires} <time dateTime={report.expiresAt}>{when(report.expiresAt)}</time>
            </>
          ) : (
            m.neverExpires
          )}
        </p>
      </header>
      <nav className="exports" aria-label={m.export}>
        {m.export}{m.colon}
        <a href={`${exportBase}?format=json&download=1`} data-testid="report-export-json">
          {m.exportJson}
        </a>{" "}
        ·{" "}
        <a href={`${exportBase}?format=md&download=1&uiLang=${lang}`} data-testid="report-export-md">
          {m.exportMd}
        </a>
      </nav>
      <h2>{m.scores}</h2>
      <table className="scores" data-testid="report-scores">
        <thead>
          <tr>
            <th scope="col">{m.scoreColumn}</th>
            <th scope="col">{m.valueColumn}</th>
            <th scope="col">{m.bandColumn}</th>
          </tr>
        </thead>
        <tbody>
          <ScoreRow name={m.aiLikeness} value={s.aiLikeness} testId="score-ai-likeness" note={evidenceNote(s.aiLikeness, words.lang)}
            bandless={notEnoughEvidence(s.aiLikeness) ? m.notEnoughEvidence : undefined}
            words={words}
          />
          <ScoreRow
            name={
              <span title={m.patternCoverageHelp} className="help-term">
                {m.patternCoverage}
              </span>
            }
            value={s.patternCoverage}
            testId="score-pattern-coverage"
            bandless={m.noBand}
            words={words}
          />
          {rw && <ScoreRow name={m.aiLikenessAfter} value={rw.scores.aiLikeness} testId="score-ai-likeness-after" words={words} />}
          <ScoreRow name={m.fidelity} value={s.fidelity} testId="score-fidelity" note={rw ? m.fromAudit : m.noRewriteNote} words={words} />
          <ScoreRow name={m.mps} value={s.mps} testId="score-mps" note={rw ? m.fromAudit : m.noRewriteNote} words={words} />
          <ScoreRow name={m.combined} value={s.combined} testId="score-combined" note={rw ? undefined : m.noRewriteNote} words={words} />
        </tbody>
      </table>
      <p className="muted small">{m.patternCoverageHelp}</p>
      <WhyThisScore report={report} words={words} />
      <h3>{m.perCategory}</h3>
      <table className="categories" data-testid="report-categories">
        <thead>
          <tr>
            <th scope="col">{m.categoryColumn}</th>
            <th scope="col">{m.patternsHit}</th>
            <th scope="col">{m.occurrences}</th>
            <th scope="col">{m.scoreColumn}</th>
          </tr>
        </thead>
        <tbody>
          {s.categories.map((c) => (
            <tr key={c.category}>
              <th scope="row">{categoryName(lang, c.category)}</th>
              <td className="num">
                {c.detected} / {c.patterns}
              </td>
              <td className="num">{c.occurrences}</td>
              <td className="num">{c.score.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {localizeWarnings(report, lang).map((w) => (
        <p key={w} className="notice">
          {w}
        </p>
      ))}
      <h2>{m.textHeading}</h2>
      {report.text !== null ? (
        <MarkedText text={report.text} textLang={report.lang} findings={findings} />
      ) : (
        <p className="notice" data-testid="report-no-text">
          {m.textWithheld(report.textLength)}
        </p>
      )}
      <RewriteView report={report} words={words} />
      <h2>
        {m.findings} <span className="muted" data-testid="report-finding-count">{report.summary.findings}</span>
      </h2>
      <FindingsByCategory findings={findings} textLang={report.lang} words={words} />
      <footer className="muted">
        {m.readOnly} {m.versions}{m.colon}catalog {report.versions.catalog} · lexicon {report.versions.lexicon} · scoring {report.versions.scoring} · patina {report.versions.app}
      </footer>
    </Page>
  );
}
