// Runs the worker as the user types. One request in flight at a time; edits made
// while it runs are collected in a ChangeSet and the answer's findings are mapped
// through them, so marks land on the text they were computed for. Answers that
// arrive mid-composition (IME) wait until the composition ends.
import { ChangeSet } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import type { EditorReading } from "@/lib/editor/reading";
import type { IgnoreChoices } from "@/lib/editor/ignores";
import type { UiLang } from "@/lib/i18n/locales";
import { mapFindings, mapParagraphs } from "@/lib/editor/map-findings";
import type { AnalysisReply, AnalysisRequest } from "./analysis-messages";
import { setFindings } from "./cm-findings";
import type { LangChoice } from "./store";

// Short: one request is in flight at a time, so fast typing coalesces by itself.
const TYPING_DEBOUNCE_MS = 12;

export interface AnalysisSink {
  options(): { lang: LangChoice; docType: string; ignores: IgnoreChoices; uiLang: UiLang };
  busy(busy: boolean): void;
  reading(reading: EditorReading | null, text: string): void;
  failed(code: string, message: string): void;
}

export class AnalysisController {
  private workerInstance: Worker | null = null;
  private view: EditorView | null = null;
  private nextId = 1;
  private inflight: { id: number; changes: ChangeSet } | null = null;
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private held: AnalysisReply | null = null;
  /** performance.now() when each answer was applied; the bench reads it. */
  lastAppliedAt = 0;
  lastWorkerMs = 0;

  constructor(private sink: AnalysisSink) {}

  /** Created on first use, so a restored draft paints its saved marks before the worker's code loads. */
  private get worker(): Worker {
    if (!this.workerInstance) {
      const worker = new Worker(new URL("./analysis.worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = (e: MessageEvent<AnalysisReply>) => this.answer(e.data);
      worker.onerror = (e) => {
        this.inflight = null;
        this.sink.busy(false);
        this.sink.failed("worker", e.message || "the analysis worker stopped");
      };
      this.workerInstance = worker;
    }
    return this.workerInstance;
  }

  attach(view: EditorView) {
    this.view = view;
  }

  /** Every document change of the draft editor passes through here. */
  docChanged(changes: ChangeSet) {
    if (this.inflight) this.inflight.changes = this.inflight.changes.compose(changes);
    this.schedule(TYPING_DEBOUNCE_MS);
  }

  /** Re-read now (picker change, accepted or ignored fix). */
  now() {
    this.schedule(0);
  }

  /** Re-read soon: after a restore, once the saved marks have painted. */
  soon(delayMs: number) {
    this.schedule(delayMs);
  }

  compositionEnded() {
    if (this.held) {
      const reply = this.held;
      this.held = null;
      this.answer(reply);
    }
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.send();
    }, delay);
  }

  private send() {
    const view = this.view;
    if (!view) return;
    if (this.inflight) {
      this.dirty = true;
      return;
    }
    const { lang, docType, ignores, uiLang } = this.sink.options();
    const text = view.state.doc.toString();
    const id = this.nextId++;
    this.inflight = { id, changes: ChangeSet.empty(text.length) };
    this.dirty = false;
    this.sink.busy(true);
    const request: AnalysisRequest = { id, text, lang, docType, ignores, uiLang };
    this.worker.postMessage(request);
  }

  private answer(reply: AnalysisReply) {
    const view = this.view;
    if (!view || !this.inflight || reply.id !== this.inflight.id) return;
    if (view.composing) {
      this.held = reply;
      return;
    }
    const { changes } = this.inflight;
    this.inflight = null;
    if (reply.ok) {
      this.lastWorkerMs = reply.ms;
      const reading = reply.reading;
      const findings = reading ? (changes.empty ? reading.findings : mapFindings(reading.findings, changes)) : [];
      const hot = reading ? mapParagraphs(reading.hotParagraphs, changes) : [];
      view.dispatch({ effects: setFindings.of({ findings, hot }) });
      this.lastAppliedAt = performance.now();
      this.sink.reading(reading ? { ...reading, findings } : null, view.state.doc.toString());
    } else {
      view.dispatch({ effects: setFindings.of({ findings: [], hot: [] }) });
      this.sink.failed(reply.code, reply.message);
    }
    if (this.dirty) this.schedule(0);
    else this.sink.busy(false);
  }

  destroy() {
    if (this.timer) clearTimeout(this.timer);
    this.workerInstance?.terminate();
    this.view = null;
  }
}
