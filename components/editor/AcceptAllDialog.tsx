"use client";
// "Accept all safe fixes": the preview (how many fixes, of which patterns) before every
// finding's first verified fix is applied as one transaction, one undo step.
import { confirmAcceptAll } from "./actions";
import { Modal } from "./Modal";
import { useEditorStore } from "./store";
import { useMessages, useT } from "./useT";

export function AcceptAllDialog() {
  const t = useT();
  const m = useMessages();
  const state = useEditorStore((s) => s.acceptAll);
  const view = useEditorStore((s) => s.view);
  const set = useEditorStore((s) => s.set);
  if (!state) return null;
  const close = () => set({ acceptAll: null });
  // Pattern code → its label and how many fixes answer it.
  const byPattern = new Map<string, { label: string; n: number }>();
  if (state.status === "ready")
    for (const e of state.edits)
      e.patterns.forEach((p, i) => {
        const entry = byPattern.get(p) ?? { label: e.labels[i] ?? p, n: 0 };
        entry.n++;
        byPattern.set(p, entry);
      });
  const n = state.status === "ready" ? state.edits.length : 0;
  return (
    <Modal title={t("acceptAllTitle")} closeLabel={t("close")} onClose={close} testid="accept-all-dialog">
      {state.status === "computing" && (
        <p role="status" className="hint">
          {t("acceptAllComputing")}
        </p>
      )}
      {state.status === "error" && (
        <p role="alert" className="hint card-error">
          {state.message === "stale" ? t("acceptAllStale") : t("errorGeneric")}
        </p>
      )}
      {state.status === "ready" && n === 0 && <p className="hint">{t("acceptAllNone")}</p>}
      {state.status === "ready" && n > 0 && (
        <>
          <p data-testid="accept-all-summary" data-count={n}>
            {m.acceptAllSummary(n)}
          </p>
          <h3 className="small-head">{t("acceptAllPatterns")}</h3>
          <ul className="accept-all-patterns" data-testid="accept-all-patterns">
            {[...byPattern].sort((a, b) => b[1].n - a[1].n).map(([p, { label, n: k }]) => (
              // The label names the pattern for the reader; its code stays out of sight (data-pattern).
              <li key={p} data-pattern={p}>
                {label} <b>{k}</b>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="card-actions">
        {state.status === "ready" && n > 0 && view && (
          <button type="button" className="btn primary" data-testid="accept-all-apply" onClick={() => confirmAcceptAll(view)}>
            {m.acceptAllApply(n)}
          </button>
        )}
        <button type="button" className="btn" data-testid="accept-all-close" onClick={close}>
          {t("close")}
        </button>
      </div>
    </Modal>
  );
}
