"use client";
// The always-visible score table: AI-likeness with its band (or "not enough evidence"
// and why, when the text is short or a low reading rests on too little) and why this
// score ("Why this score": the model's strongest reasons, linked to their marks), the
// pattern score as a detail row, and fidelity / meaning kept /
// combined — "—" until a rewrite exists, then before → after.
import type { BandResult } from "@/lib/scoring/bands";
import type { ScoreSet } from "@/lib/llm/events";
import type { DocumentScores } from "@/lib/shadow/document-scores";
import type { ScoreReason, ScoreReasons } from "@/lib/explain/score-reasons";
import { bandLabel, categoryName, evidenceGapText, reviewWords } from "@/lib/i18n/lookup";
import { renderScoreReason } from "@/lib/i18n/features";
import { evidenceGaps } from "@/lib/shadow/confidence";
import { openCard } from "./actions";
import { useEditorStore } from "./store";
import { useMessages, useT } from "./useT";

type Scored = { score: number; band: BandResult } | null;

function Value({ v, testid }: { v: Scored; testid?: string }) {
  const uiLang = useEditorStore((s) => s.uiLang);
  if (!v) return <span data-testid={testid}>—</span>;
  return (
    <span data-testid={testid}>
      <b className="score-num">{v.score.toFixed(1)}</b> <span className={`band band-${v.band.band}`}>{bandLabel(uiLang, v.band)}</span>
    </span>
  );
}

/**
 * The seed §6 formula's own number, without a band chip: on its scale clearly AI text
 * scores 5–20, so the seed's bands would call it "strongly human-like" beside an
 * "AI-generated" AI-likeness. Its reading on the AI-likeness scale is what compares.
 */
function Coverage({ scores }: { scores: DocumentScores | null }) {
  const t = useT();
  const coverage = scores?.patternCoverage;
  if (!coverage) return <span>—</span>;
  const onScale = scores.divergence?.deterministic;
  return (
    <span>
      <b className="score-num">{coverage.score.toFixed(1)}</b>
      {onScale !== undefined && (
        <span className="muted small" data-testid="score-coverage-on-scale">
          {" "}
          {t("coverageOnScale")} {Math.round(onScale)}
        </span>
      )}
    </span>
  );
}

function BeforeAfter({ before, after, testid }: { before: Scored; after: Scored; testid: string }) {
  const t = useT();
  return (
    <span data-testid={testid} className="before-after" title={`${t("before")} → ${t("after")}`}>
      {/* Fidelity and MPS compare a rewrite with the draft: they have no "before" of their own. */}
      {before ? (
        <span className="nowrap">
          <Value v={before} /> <span aria-hidden="true">→</span>
        </span>
      ) : (
        <span className="muted small">{t("after")}</span>
      )}{" "}
      <Value v={after} />
    </span>
  );
}

function ReasonItem({ reason, textLang }: { reason: ScoreReason; textLang: string }) {
  const m = useMessages();
  const uiLang = useEditorStore((s) => s.uiLang);
  const view = useEditorStore((s) => s.view);
  const shown = useEditorStore((s) => s.reading?.findings);
  // Only marks still on screen (ignored findings are gone from the reading).
  const ids = reason.findingIds.filter((id) => shown?.some((f) => f.id === id));
  return (
    <li className={`score-reason toward-${reason.direction}`} data-testid="score-reason" data-feature={reason.feature} data-direction={reason.direction}>
      <span className="dir" aria-hidden="true">
        {reason.direction === "ai" ? "↑" : "↓"}
      </span>
      <span>
        {renderScoreReason(uiLang, textLang, reason)}
        {ids.length > 0 && view && (
          <>
            {" "}
            <button type="button" className="btn link" data-testid="score-reason-marks" onClick={() => openCard(view, ids[0], "panel")}>
              {m.showMarks(ids.length)}
            </button>
          </>
        )}
      </span>
    </li>
  );
}

/** "Why this score": the strongest reasons in the score's direction, then the strongest the other way. */
function WhyThisScore({ reasons, textLang }: { reasons: ScoreReasons; textLang: string }) {
  const t = useT();
  const main = reasons.leaning === "ai" ? t("towardAi") : t("towardHuman");
  const other = reasons.leaning === "ai" ? t("towardHuman") : t("towardAi");
  return (
    <section className="score-reasons-block" aria-labelledby="why-score-title" data-testid="why-score">
      <h3 id="why-score-title">{t("whyScore")}</h3>
      {reasons.main.length === 0 && !reasons.counter ? (
        <p className="hint">{t("noScoreReasons")}</p>
      ) : (
        <ul className="score-reasons" data-testid="score-reasons">
          {reasons.main.length > 0 && (
            <li className="score-reasons-sub" aria-hidden="true">
              {main}
            </li>
          )}
          {reasons.main.map((r) => (
            <ReasonItem key={r.feature} reason={r} textLang={textLang} />
          ))}
          {reasons.counter && (
            <>
              <li className="score-reasons-sub" aria-hidden="true">
                {other}
              </li>
              <ReasonItem reason={reasons.counter} textLang={textLang} />
            </>
          )}
        </ul>
      )}
    </section>
  );
}

export function ScoreTable() {
  const t = useT();
  const m = useMessages();
  const uiLang = useEditorStore((s) => s.uiLang);
  const reading = useEditorStore((s) => s.reading);
  const run = useEditorStore((s) => s.run);
  const analyzing = useEditorStore((s) => s.analyzing);
  const ai = reading?.scores.aiLikeness ?? null;
  const final = run.final;
  const before: ScoreSet | null = final?.scoresBefore ?? run.meta?.scoresBefore ?? null;
  const after: ScoreSet | null = final?.scoresAfter ?? null;
  const categories = Object.entries(reading?.meta.categoryScores ?? {})
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);

  return (
    <section className="panel score-panel" aria-labelledby="score-title">
      <h2 id="score-title" className="panel-title">
        {t("scores")} {analyzing && <span className="status-dot" aria-label={t("analyzing")} />}
      </h2>
      <table className="score-table" data-testid="score-table">
        <tbody>
          <tr>
            <th scope="row">{t("aiLikeness")}</th>
            <td data-testid="score-ai" data-score={ai?.score ?? ""}>
              {!ai ? (
                "—"
              ) : evidenceGaps(ai).length > 0 ? (
                <span>
                  <b className="score-num">{ai.score.toFixed(1)}</b>{" "}
                  <span className="band band-not-enough" data-testid="not-enough-evidence" data-reasons={evidenceGaps(ai).join(" ")}>
                    {t("notEnoughEvidence")}
                  </span>
                  {evidenceGapText(uiLang, evidenceGaps(ai)).map((why) => (
                    <span key={why} className="low-confidence">
                      {why}
                    </span>
                  ))}
                </span>
              ) : (
                <Value v={ai} />
              )}
              {after && (
                <div className="after-line">
                  {t("after")}: <Value v={after.aiLikeness} />
                </div>
              )}
            </td>
          </tr>
          {reading?.scores.reasons && evidenceGaps(reading.scores.aiLikeness).length === 0 && (
            <tr className="reasons-row">
              <td colSpan={2}>
                <WhyThisScore reasons={reading.scores.reasons} textLang={reading.lang} />
              </td>
            </tr>
          )}
          <tr className="detail">
            <th scope="row">
              <span className="help-term" title={t("patternCoverageHelp")} aria-describedby="coverage-help">
                {t("patternCoverage")}
              </span>
            </th>
            <td data-testid="score-coverage">
              <Coverage scores={reading?.scores ?? null} />
            </td>
          </tr>
          {categories.length > 0 && (
            <tr className="detail">
              <th scope="row">{t("perCategory")}</th>
              <td>
                <ul className="cat-scores">
                  {categories.map(([cat, v]) => (
                    <li key={cat}>
                      <span>{categoryName(uiLang, cat)}</span> <b>{v.toFixed(1)}</b>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">{t("fidelity")}</th>
            <td>{after ? <BeforeAfter before={before?.fidelity ?? null} after={after.fidelity} testid="score-fidelity" /> : <NoRewrite testid="score-fidelity" />}</td>
          </tr>
          <tr>
            <th scope="row">{t("mps")}</th>
            <td>{after ? <BeforeAfter before={before?.mps ?? null} after={after.mps} testid="score-mps" /> : <NoRewrite testid="score-mps" />}</td>
          </tr>
          <tr>
            <th scope="row">{t("combined")}</th>
            <td>{after ? <BeforeAfter before={before?.combined ?? null} after={after.combined} testid="score-combined" /> : <NoRewrite testid="score-combined" />}</td>
          </tr>
          {run.review && (
            <>
              <tr className="detail">
                <th scope="row">{t("changeRate")}</th>
                <td data-testid="score-change-rate">{run.review.change_rate.toFixed(1)}%</td>
              </tr>
              <tr className="detail">
                <th scope="row">{t("residual")}</th>
                <td>
                  {run.review.s1_residual} / {run.review.s2_residual}
                </td>
              </tr>
              <tr className="detail">
                <th scope="row">
                  {t("grade")} · {t("verdict")}
                </th>
                <td data-testid="score-verdict">
                  <b>{reviewWords(run.review, m).grade}</b> · {reviewWords(run.review, m).verdict}
                </td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      <p id="coverage-help" className="sr-only">
        {t("patternCoverageHelp")}
      </p>
      {!after && <p className="hint">{t("noRewriteHint")}</p>}
      {reading?.scores.divergence?.diverged && (
        <details className="divergence" data-testid="divergence">
          <summary>⚠ {t("divergence")}</summary>
          <p>
            {m.divergenceDetail({
              ai: reading.scores.aiLikeness.score,
              aiBand: bandLabel(uiLang, reading.scores.aiLikeness.band),
              coverage: reading.scores.patternCoverage?.score ?? 0,
              onScale: reading.scores.divergence.deterministic,
              humanStyle: reading.scores.aiLikeness.score <= 30,
            })}
          </p>
        </details>
      )}
      {reading && reading.ignoredCount > 0 && (
        <p className="hint">
          {m.ignoredCount(reading.ignoredCount)}
        </p>
      )}
    </section>
  );
}

function NoRewrite({ testid }: { testid: string }) {
  const t = useT();
  return (
    <span data-testid={testid} className="muted" title={t("noRewriteHint")}>
      {t("noRewriteYet")}
    </span>
  );
}
