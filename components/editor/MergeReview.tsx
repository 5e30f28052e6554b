"use client";
// The rewrite under review: a unified merge view of the draft (original) against
// the rewrite, one Accept / Reject per fix, Accept all, and Done, which puts the
// original side (the draft with the accepted fixes) back into the draft editor as
// one undoable change. Hand edits are re-checked through /api/review.
import { useEffect, useMemo, useRef, useState } from "react";
import { Compartment, EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { history, historyKeymap, defaultKeymap } from "@codemirror/commands";
import { keymap } from "@codemirror/view";
import { getOriginalDoc, unifiedMergeView } from "@codemirror/merge";
import { acceptAllReview, reviewChunksField, setChunkFlags, trackedChunks, type TrackedChunk } from "./cm-review";
import { flagsForChunks, quote } from "@/lib/editor/meaning-flags";
import type { AnchorReport } from "@/lib/meaning/types";
import { llmHeaders } from "./llm-headers";
import { reanalyzeNow } from "./actions";
import { replaceDraft } from "./replace-draft";
import type { AuditVerdictEvent, ReviewVerdictEvent, ScoreSet } from "@/lib/llm/events";
import { messages, reviewWords, type StringKey, type UiMessages } from "@/lib/i18n/lookup";
import type { ReviewChunk } from "@/lib/editor/rewrite-chunks";
import { useEditorStore } from "./store";
import { useMessages, useT } from "./useT";
import { snapshotBeforeChange } from "@/components/workspace/history";

const RECHECK_MS = 700;
/** The merge view's own colours (cursor, selection, inserted and deleted text) follow the page's theme. */
const darkness = new Compartment();

/** The parts of POST /api/review's answer (lib/llm/check-edit EditReview) the review shows. */
interface ReviewAnswer {
  audit?: Omit<AuditVerdictEvent, "type">;
  review?: Omit<ReviewVerdictEvent, "type">;
  scoresAfter?: ScoreSet;
  error?: { message?: string };
}

/** A finding as people name it: its label from the pipeline's detection, else its pattern, else its id. */
function findingName(id: string): string {
  const s = useEditorStore.getState();
  const event = s.run.findings.find((f) => f.id === id);
  const local = s.reading?.findings.find((f) => f.id === id && (!event || f.pattern === event.pattern));
  if (local) return local.category_label;
  return event ? `${event.pattern} “${(event.text_span ?? event.excerpt ?? "").slice(0, 24)}”` : id;
}

/** The server's own words for a chunk with no fix hint (lib/llm/pipeline.ts): said in the UI language here. */
const GENERIC_CHUNK_REASON = "rewrite of a flagged sentence";

/**
 * Why a chunk was rewritten, in the UI language: the guidance of the findings it fixes (the
 * editor's own reading, worded in the UI language), else the model's own reason.
 */
function chunkReason(c: ReviewChunk, m: UiMessages): string {
  const s = useEditorStore.getState();
  if (s.run.meta?.mode !== "llm" || !c.reason) {
    const local = c.findingIds.map((id) => s.reading?.findings.find((f) => f.id === id)).find((f) => f !== undefined);
    if (local) return local.fix_guidance ?? local.suggested_fix;
  }
  return c.reason === GENERIC_CHUNK_REASON ? m.chunkRewritten : c.reason;
}

/** The floors a rewrite missed, in words. */
function floorLines(audit: Omit<AuditVerdictEvent, "type">, m: UiMessages): string[] {
  const lines: string[] = [];
  if (!audit.floors.fidelity.pass) lines.push(m.floorFidelity({ score: audit.fidelity.score, floor: audit.floors.fidelity.floor }));
  if (audit.floors.mps.applied && !audit.floors.mps.pass && audit.mps.score !== null) lines.push(m.floorMps({ score: audit.mps.score, floor: audit.floors.mps.floor }));
  return lines;
}

/**
 * Re-scores a rewrite against its original through POST /api/review and shows the
 * result: the hand-edit note and the score table's "after" values. `current`
 * tells whether a newer check has replaced this one.
 */
async function recheckRewrite(original: string, rewrite: string, current: () => boolean = () => true) {
  const s = useEditorStore.getState();
  const m = messages(s.uiLang);
  s.set({ handEdit: { status: "checking", message: "" } });
  try {
    const res = await fetch("/api/review", {
      method: "POST",
      headers: { "content-type": "application/json", ...llmHeaders() },
      body: JSON.stringify({ original, rewrite, lang: s.lang, docType: s.docType, uiLang: s.uiLang }),
    });
    const body = (await res.json()) as ReviewAnswer;
    if (!current()) return;
    if (!res.ok) throw new Error(body.error?.message ?? `HTTP ${res.status}`);
    const parts = [
      body.audit && `${m.fidelity} ${body.audit.fidelity.score.toFixed(1)}`,
      body.audit?.mps.score != null && `${m.mps} ${body.audit.mps.score.toFixed(1)}`,
      body.scoresAfter?.combined && `${m.combined} ${body.scoresAfter.combined.score.toFixed(1)}`,
      body.review && m.reviewLine(reviewWords(body.review, m)),
      ...(body.audit ? floorLines(body.audit, m) : []),
    ].filter(Boolean);
    useEditorStore.getState().updateRun((r) => ({
      ...(body.audit ? { audit: { type: "audit_verdict" as const, ...body.audit } } : {}),
      ...(body.review ? { review: { type: "review_verdict" as const, ...body.review } } : {}),
      ...(r.final && body.scoresAfter ? { final: { ...r.final, scoresAfter: body.scoresAfter } } : {}),
    }));
    useEditorStore.getState().set({ handEdit: { status: "done", message: parts.join(" · ") } });
  } catch (err) {
    if (current()) useEditorStore.getState().set({ handEdit: { status: "error", message: (err as Error).message } });
  }
}

/** One flagged anchor in the UI language: "Number changed: “30” → “61”". */
function anchorLine(a: AnchorReport, t: (k: StringKey) => string): { label: string; original: string; rewrite: string } {
  return {
    label: `${t(`anchor.${a.type}` as StringKey)} ${t(`change.${a.change ?? "changed"}` as StringKey)} · ${t(a.verdict === "HARD FAIL" ? "meaningHard" : "meaningSoft")}`,
    original: quote(a.text),
    rewrite: quote(a.rewrite_text ?? ""),
  };
}

/** A flagged anchor as a list item: what changed, the original's words next to the rewrite's. */
function AnchorItem({ a, t }: { a: AnchorReport; t: (k: StringKey) => string }) {
  const l = anchorLine(a, t);
  return (
    <li className={a.verdict === "HARD FAIL" ? "flag-text" : "muted"}>
      ⚠ {l.label}: <span className="quote-original" title={t("meaningOriginalSide")}>“{l.original}”</span> →{" "}
      <span className="quote-rewrite" title={t("meaningRewriteSide")}>“{l.rewrite || "∅"}”</span>
    </li>
  );
}

export function MergeReview() {
  const t = useT();
  const m = useMessages();
  const review = useEditorStore((s) => s.run.review);
  const audit = useEditorStore((s) => s.run.audit);
  const merge = useEditorStore((s) => s.merge);
  const handEdit = useEditorStore((s) => s.handEdit);
  const final = useEditorStore((s) => s.run.final);
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [chunks, setChunks] = useState<TrackedChunk[]>([]);
  // The latest audit's failing anchors, placed on the fixes they speak about.
  const flags = useMemo(() => flagsForChunks(chunks, audit?.mps.anchors ?? []), [chunks, audit]);
  // Failing anchors that no fix holds (a hand edit outside the fixes): listed under the review.
  const elsewhere = useMemo(() => {
    const onChunks = new Set([...flags.values()].flat());
    return (audit?.mps.anchors ?? []).filter((a) => a.verdict !== "PASS" && a.source === "code" && !onChunks.has(a));
  }, [flags, audit]);
  const sentFlags = useRef("");
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const summaries: Record<string, string> = {};
    for (const [id, list] of flags) summaries[id] = list.map((a) => { const l = anchorLine(a, t); return `${l.label}: “${l.original}” → “${l.rewrite}”`; }).join("\n");
    const key = JSON.stringify(summaries);
    if (key === sentFlags.current) return;
    sentFlags.current = key;
    view.dispatch({ effects: setChunkFlags.of(summaries) });
  }, [flags, t]);
  /** Accept all was used in this review: the history names the snapshot before Done after it. */
  const acceptedAll = useRef(false);
  const dark = useEditorStore((s) => s.dark);

  useEffect(() => {
    const parent = host.current;
    if (!parent || !merge) return;
    const tt = (k: Parameters<typeof t>[0]) => t(k);
    const findingLabel = (id: string) => findingName(id);
    // The rewrite is in the draft's language: fonts and screen readers read it as such.
    const textLang = useEditorStore.getState().reading?.lang;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let seq = 0;
    // The rewrite is read when the check runs, not on every keystroke that postpones it.
    const recheck = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        const mine = ++seq;
        void recheckRewrite(merge.original, view.state.doc.toString(), () => mine === seq);
      }, RECHECK_MS);
    };
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: merge.rewrite,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          darkness.of(EditorView.darkTheme.of(useEditorStore.getState().dark)),
          unifiedMergeView({ original: merge.original, mergeControls: false, allowInlineDiffs: true, gutter: true }),
          reviewChunksField(merge.chunks, {
            accept: tt("acceptChunk"),
            reject: tt("rejectChunk"),
            addresses: (c) =>
              [c.findingIds.length ? `${tt("chunkFindings")}: ${c.findingIds.map(findingLabel).join(", ")}` : "", chunkReason(c, messages(useEditorStore.getState().uiLang)), c.meaningFlag ? `${tt("meaningFlag")}: ${c.meaningFlag}` : ""]
                .filter(Boolean)
                .join(" — "),
          }),
          EditorView.contentAttributes.of({ "aria-label": tt("mergeTitle"), tabindex: "0", ...(textLang ? { lang: textLang } : {}) }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged || u.transactions.some((tr) => tr.effects.length > 0)) setChunks(trackedChunks(u.state));
            const handTyped = u.transactions.some((tr) => tr.docChanged && !tr.isUserEvent("review"));
            if (handTyped) recheck();
          }),
        ],
      }),
    });
    view.dom.setAttribute("data-testid", "merge-editor");
    viewRef.current = view;
    setChunks(trackedChunks(view.state));
    return () => {
      if (timer) clearTimeout(timer);
      seq++; // a check still in flight no longer speaks for this review
      viewRef.current = null;
      view.destroy();
    };
    // One merge view per rewrite; the labels are read when it is created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [merge]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: darkness.reconfigure(EditorView.darkTheme.of(dark)) });
  }, [dark]);

  if (!merge) return null;
  const pending = chunks.filter((c) => c.decision === "pending").length;

  const finish = (apply: boolean) => {
    const s = useEditorStore.getState();
    const mv = viewRef.current;
    s.set({ merge: null, handEdit: null });
    if (apply && mv && s.view) {
      const accepted = getOriginalDoc(mv.state).toString();
      if (accepted !== s.view.state.doc.toString()) void snapshotBeforeChange(acceptedAll.current ? "accept-all" : "review");
      replaceDraft(s.view, accepted, "input.rewrite");
      reanalyzeNow();
      // The rewrite's scores were for every fix; the table should show what was kept.
      if (accepted !== merge.original) void recheckRewrite(merge.original, accepted);
    }
    setTimeout(() => useEditorStore.getState().view?.focus(), 0);
  };

  return (
    <section className="merge-review" data-testid="merge-view" aria-label={t("mergeTitle")}>
      <div className="merge-head">
        <h2 className="panel-title">{t("mergeTitle")}</h2>
        <span className="muted" data-testid="pending-count">
          {m.pendingChunks(pending)}
        </span>
        <span className="spacer" />
        <button type="button" className="btn" data-testid="accept-all" onClick={() => {
            if (!viewRef.current) return;
            acceptedAll.current = true;
            acceptAllReview(viewRef.current);
          }}>
          {t("acceptAll")}
        </button>
        <button type="button" className="btn primary" data-testid="finish-review" onClick={() => finish(true)}>
          {t("finishReview")}
        </button>
        <button type="button" className="btn link" data-testid="discard-review" onClick={() => finish(false)}>
          {t("discardReview")}
        </button>
      </div>
      {final && (
        <p className="hint" data-testid="merge-summary">
          {m.mergeSummary({
            deterministic: final.mode === "deterministic",
            passages: final.chunks.length,
            nothingToFix: final.chunks.length === 0 && review === null,
            floorsFailed: audit !== null && !audit.floors.pass,
            ...(review ? reviewWords(review, m) : { verdict: "", grade: "" }),
          })}
        </p>
      )}
      {merge.chunks.length === 0 && <p className="hint">{t("noChanges")}</p>}
      <div ref={host} className="merge-host" />
      {handEdit && (
        <p className={`hint${handEdit.status === "error" ? " error-text" : ""}`} data-testid="hand-edit-check" role="status">
          {handEdit.status === "checking" ? t("analyzing") : `${t("handEditChecked")}: ${handEdit.message}`}
        </p>
      )}
      {handEdit?.status === "done" && elsewhere.length > 0 && (
        <ul className="meaning-why" data-testid="meaning-elsewhere" aria-label={t("meaningFlag")}>
          {elsewhere.map((a, i) => (
            <AnchorItem key={i} a={a} t={t} />
          ))}
        </ul>
      )}
      <ol className="chunk-list">
        {merge.chunks.map((c) => {
          const decision = chunks.find((x) => x.id === c.id)?.decision ?? "pending";
          return (
          <li key={c.id} className={`chunk-item ${decision}`} data-chunk-id={c.id}>
            <span className="chunk-state">{decision === "accepted" ? "✓" : decision === "rejected" ? "✗" : "•"}</span>
            <span>
              <del>{merge.original.slice(c.fromA, c.toA) || "∅"}</del> → <ins>{merge.rewrite.slice(c.fromB, c.toB) || "∅"}</ins>
              {c.findingIds.length > 0 && (
                <span className="muted">
                  {" "}
                  · {t("chunkFindings")}: {[...new Set(c.findingIds.map(findingName))].join(", ")}
                </span>
              )}
              {chunkReason(c, m) && <span className="muted"> · {chunkReason(c, m)}</span>}
              {flags.get(c.id) ? (
                <ul className="meaning-why" data-testid="meaning-why">
                  {flags.get(c.id)!.map((a, i) => (
                    <AnchorItem key={i} a={a} t={t} />
                  ))}
                </ul>
              ) : (
                c.meaningFlag && (
                  <span className="flag-text">
                    {" "}
                    ⚠ {t("meaningFlag")}: {c.meaningFlag}
                  </span>
                )
              )}
            </span>
          </li>
          );
        })}
      </ol>
    </section>
  );
}
