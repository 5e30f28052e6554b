"use client";
// The card of one finding: what, why, the suggested fix, Accept / Ignore. It sits
// under the mark on wide screens and as a bottom sheet on phones. Screen readers
// hear it through EditorView.announce (see actions.openCard) and its live region.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { fixDiff, fixLabelIn } from "@/lib/editor/fix-view";
import { faultMessage } from "@/lib/llm/fault-messages";
import { acceptFix, cardFixes, closeCard, ignoreFix } from "./actions";
import { findingById } from "./cm-findings";
import { useEditorStore } from "./store";
import { cancelSuggest, requestSuggestion } from "./suggest";
import { useMessages, useT } from "./useT";

const CARD_WIDTH = 340;

export function FindingCard() {
  const t = useT();
  const m = useMessages();
  const card = useEditorStore((s) => s.card);
  const view = useEditorStore((s) => s.view);
  const uiLang = useEditorStore((s) => s.uiLang);
  const suggest = useEditorStore((s) => s.suggest);
  const llmAvailable = useEditorStore((s) => s.serverHasKey || s.settings.key.trim() !== "");
  useEditorStore((s) => s.reading); // re-render when findings are replaced
  useEditorStore((s) => s.fixesVersion); // … and when their fixes arrive
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  const finding = card && view ? findingById(view, card.id) : null;

  useLayoutEffect(() => {
    if (!finding || !view) return;
    const place = () => {
      const c = view.coordsAtPos(finding.start);
      if (!c) return setPos(null);
      const left = Math.max(8, Math.min(c.left, window.innerWidth - CARD_WIDTH - 8));
      // Below the mark when it fits, else above it, never off screen.
      const height = ref.current?.offsetHeight ?? 260;
      const below = c.bottom + 6;
      const top = below + height <= window.innerHeight - 8 ? below : Math.max(8, c.top - height - 6);
      setPos({ left, top });
    };
    place();
    const scroller = view.scrollDOM;
    scroller.addEventListener("scroll", place, { passive: true });
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      scroller.removeEventListener("scroll", place);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [finding, view]);

  // Closing the card (or moving to another) cancels a suggestion still in flight and forgets it.
  useEffect(() => {
    return () => {
      const s = useEditorStore.getState();
      if (s.suggest) {
        cancelSuggest();
        s.set({ suggest: null });
      }
    };
  }, [card?.id]);

  useEffect(() => {
    if (!card || card.via !== "hover") return;
    // A hover card closes when the pointer is neither on the mark nor on the card.
    const onMove = (e: MouseEvent) => {
      const el = e.target as HTMLElement;
      if (ref.current?.contains(el)) return;
      if (el.closest?.(`[data-finding-id="${card.id}"]`)) return;
      closeCard(view);
    };
    const timer = setTimeout(() => document.addEventListener("mousemove", onMove), 150);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mousemove", onMove);
    };
  }, [card, view]);

  if (!card || !view || !finding) return null;
  const fixes = finding.scope === "span" ? cardFixes(view, finding.id).slice(0, 3) : [];
  const canAccept = fixes.length > 0;
  const mine = suggest && suggest.findingId === finding.id ? suggest : null;
  const canSuggest = !canAccept && !mine && llmAvailable && finding.scope === "span" && !finding.scoreOnly;
  const style = pos ? { left: pos.left, top: pos.top } : undefined;
  const text = view.state.doc.toString();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const n = e.key >= "1" && e.key <= "3" ? Number(e.key) - 1 : e.key === "Enter" && !(e.target as HTMLElement).closest("button") ? 0 : -1;
    if (n >= 0 && n < fixes.length) {
      e.preventDefault();
      acceptFix(view, finding.id, n);
      view.focus();
    } else if (e.key === "Escape") {
      e.preventDefault();
      closeCard(view);
      view.focus();
    }
  };

  return (
    <div
      ref={ref}
      className="finding-card"
      style={style}
      role="dialog"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      aria-label={`${t("cardAnnounce")}: ${finding.category_label}`}
      data-testid="finding-card"
      data-finding-id={finding.id}
    >
      <div className="card-head">
        <span className={`sev-badge sev-${finding.severity}`}>
          {finding.severity} {t(`sev${finding.severity}`)}
        </span>
        <span className="card-cat">{finding.category_label}</span>
        <button type="button" className="icon-btn" aria-label={t("closeCard")} onClick={() => closeCard(view)}>
          ×
        </button>
      </div>
      {/* The pattern's id stays a detail for people who look it up in the packs, not the headline. */}
      <div className="card-pattern" title={finding.pattern}>
        {m.patternNumber(finding.patternNumber)}
      </div>
      {finding.scope === "span" && <q className="card-span">{finding.text_span}</q>}
      <p className="card-reason" aria-live="polite">
        <b>{t("reason")}:</b> {finding.reason}
      </p>
      <p className="card-fix">
        <b>{t("suggestedFix")}:</b> <span className="card-guidance">{finding.fix_guidance ?? finding.suggested_fix}</span>
      </p>
      {canAccept ? (
        <div className="card-fixes" data-testid="card-fixes">
          <div className="card-fixes-head">
            <b>{t("cardFixes")}</b>
            {mine?.status === "done" && <span className="hint">{t("suggestedBy")}</span>}
          </div>
          <ol>
            {fixes.map((fix, i) => (
              <li key={`${fix.start}:${fix.end}:${fix.replacement}`}>
                <button
                  type="button"
                  className="fix-option"
                  data-fix-index={i}
                  data-testid="fix-option"
                  title={fixLabelIn(uiLang, fix)}
                  onClick={() => {
                    acceptFix(view, finding.id, i);
                    view.focus();
                  }}
                >
                  {/* Heard: the key and the fix in words; seen: the key and the struck and inserted words. */}
                  <kbd>{i + 1}</kbd>
                  <span className="sr-only">{fixLabelIn(uiLang, fix)}</span>
                  <span className="fix-diff" aria-hidden="true">
                    {fixDiff(text, fix).map((p, k) =>
                      p.kind === "del" ? <del key={k}>{p.text}</del> : p.kind === "ins" ? <ins key={k}>{p.text}</ins> : <span key={k} className={p.kind === "context" ? "fix-context" : undefined}>{p.text}</span>,
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <p className="hint">{t("fixKeysHint")}</p>
        </div>
      ) : mine?.status === "loading" ? (
        <p className="hint" role="status" data-testid="suggest-status">
          {t("suggesting")}
        </p>
      ) : mine?.status === "error" ? (
        <p className="hint card-error" role="status" data-testid="suggest-status">
          {m.suggestFailed(faultMessage({ code: mine.code ?? "llm-connection", message: mine.message ?? "" }, uiLang))}
        </p>
      ) : mine?.status === "done" ? (
        <p className="hint" role="status" data-testid="suggest-status">
          {t("suggestNone")}
        </p>
      ) : (
        <p className="hint">{t("noReplacement")}</p>
      )}
      <div className="card-actions">
        {canAccept && (
          <button
            type="button"
            className="btn primary"
            data-testid="accept-fix"
            onClick={() => {
              acceptFix(view, finding.id, 0);
              view.focus();
            }}
          >
            {t("accept")}
          </button>
        )}
        {canSuggest && (
          <button type="button" className="btn primary" data-testid="suggest-fix" onClick={() => void requestSuggestion(finding)}>
            {t("suggestFix")}
          </button>
        )}
        {mine?.status === "loading" && (
          <button type="button" className="btn" data-testid="suggest-cancel" onClick={cancelSuggest}>
            {t("cancel")}
          </button>
        )}
        <button type="button" className="btn" data-testid="ignore-fix" onClick={() => ignoreFix(view, finding.id, "occurrence")}>
          {t("ignore")}
        </button>
        <button type="button" className="btn link" data-testid="ignore-pattern" onClick={() => ignoreFix(view, finding.id, "pattern")}>
          {t("ignorePattern")}
        </button>
      </div>
    </div>
  );
}
