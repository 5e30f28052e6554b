"use client";
// The card of one finding: what, why, the suggested fix, Accept / Ignore. It sits
// under the mark on wide screens and as a bottom sheet on phones. Screen readers
// hear it through EditorView.announce (see actions.openCard) and its live region.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { acceptFix, closeCard, ignoreFix } from "./actions";
import { findingById } from "./cm-findings";
import { useEditorStore } from "./store";
import { useMessages, useT } from "./useT";

const CARD_WIDTH = 340;

export function FindingCard() {
  const t = useT();
  const m = useMessages();
  const card = useEditorStore((s) => s.card);
  const view = useEditorStore((s) => s.view);
  useEditorStore((s) => s.reading); // re-render when findings are replaced
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
  const canAccept = finding.replacement !== undefined && finding.scope === "span";
  const style = pos ? { left: pos.left, top: pos.top } : undefined;

  return (
    <div
      ref={ref}
      className="finding-card"
      style={style}
      role="dialog"
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
        <p className="card-replacement">
          {t("replaceWith")}: <ins>{finding.replacement === "" ? "∅" : finding.replacement}</ins>
        </p>
      ) : (
        <p className="hint">{t("noReplacement")}</p>
      )}
      <div className="card-actions">
        {canAccept && (
          <button type="button" className="btn primary" data-testid="accept-fix" onClick={() => acceptFix(view, finding.id)}>
            {t("accept")}
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
