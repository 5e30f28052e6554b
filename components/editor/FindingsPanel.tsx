"use client";
// Findings grouped by category with counts and a bar, filterable by severity, with
// the severity legend. Clicking one scrolls the editor to it and opens its card.
import { useMemo } from "react";
import type { Severity } from "@/lib/detector/types";
import { groupByCategory, severityCounts, type SeverityFilter } from "@/lib/editor/panel";
import { categoryName } from "@/lib/i18n/lookup";
import { openCard } from "./actions";
import { useEditorStore } from "./store";
import { useT } from "./useT";

const SEVERITIES: Severity[] = ["S1", "S2", "S3"];

export function FindingsPanel() {
  const t = useT();
  const uiLang = useEditorStore((s) => s.uiLang);
  const reading = useEditorStore((s) => s.reading);
  const filter = useEditorStore((s) => s.severityFilter);
  const set = useEditorStore((s) => s.set);
  const view = useEditorStore((s) => s.view);
  const cardId = useEditorStore((s) => s.card?.id ?? null);
  const findings = useMemo(() => reading?.findings ?? [], [reading]);
  const groups = useMemo(() => groupByCategory(findings, filter), [findings, filter]);
  const counts = useMemo(() => severityCounts(findings), [findings]);

  return (
    <section className="panel findings-panel" data-testid="findings-panel" aria-labelledby="findings-title">
      <h2 id="findings-title" className="panel-title">
        {t("findings")} <span className="count" data-testid="finding-count">{findings.length}</span>
      </h2>
      <div className="legend" aria-label={t("legend")}>
        {SEVERITIES.map((s) => (
          <span key={s} className="legend-item">
            <span className={`swatch sev-${s}`} aria-hidden="true" /> {s} {t(`sev${s}`)}
          </span>
        ))}
        <span className="legend-item">
          <span className="cm-tell-marker cm-tell-doc" aria-hidden="true">◆</span> {t("documentLevel")}
        </span>
        <span className="legend-item">
          <span className="cm-tell-marker cm-tell-hot" aria-hidden="true">≋</span> {t("hotParagraph")}
        </span>
      </div>
      <div className="filters" role="radiogroup" aria-label={t("severity")}>
        {(["all", ...SEVERITIES] as SeverityFilter[]).map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={filter === s}
            className={`chip${filter === s ? " on" : ""}`}
            data-testid={`filter-${s}`}
            onClick={() => set({ severityFilter: s })}
          >
            {s === "all" ? `${t("filterAll")} ${findings.length}` : `${s} ${counts[s]}`}
          </button>
        ))}
      </div>
      {findings.length === 0 && reading && <p className="hint">{t("noFindings")}</p>}
      {reading?.meta.uniformity_warning && (
        <p className="doc-note" data-testid="uniform-rhythm">
          <span className="cm-tell-marker cm-tell-hot" aria-hidden="true">≋</span> {t("uniformRhythm")}
        </p>
      )}
      {groups.map((g) => (
        <div key={g.category} className="group">
          <div className="group-head">
            <span className="group-name">{categoryName(uiLang, g.category)}</span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${Math.round(g.share * 100)}%` }} />
            </span>
            <span className="count">{g.count}</span>
          </div>
          <ul>
            {g.findings.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  className={`finding-row sev-${f.severity}${cardId === f.id ? " on" : ""}`}
                  data-testid="panel-finding"
                  data-finding-id={f.id}
                  onClick={() => view && openCard(view, f.id, "panel")}
                >
                  <span className={`sev-badge sev-${f.severity}`}>{f.severity}</span>
                  <span className="row-text">{f.scope === "span" ? f.text_span : `${t("documentLevel")}: ${f.category_label}`}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
