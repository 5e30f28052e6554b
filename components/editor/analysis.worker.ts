// Reads the draft off the main thread: readDocument, then only what the editor
// shows goes back (see lib/editor/reading.ts).
import { readDocument } from "../../lib/document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../../lib/engine/errors";
import { toEditorReading } from "../../lib/editor/reading";
import type { AnalysisReply, AnalysisRequest } from "./analysis-messages";

const scope = self as unknown as { onmessage: ((e: MessageEvent<AnalysisRequest>) => void) | null; postMessage(m: AnalysisReply): void };

scope.onmessage = (event) => {
  const { id, text, lang, docType, ignores, uiLang } = event.data;
  const started = performance.now();
  try {
    if (text.trim() === "") {
      scope.postMessage({ id, ok: true, reading: null, ms: 0 });
      return;
    }
    const reading = toEditorReading(text, readDocument(text, { lang, docType, uiLang }), ignores);
    scope.postMessage({ id, ok: true, reading, ms: performance.now() - started });
  } catch (err) {
    const code = err instanceof UnsupportedLanguageError ? "unsupported-language" : err instanceof EmptyTextError ? "empty-text" : "internal";
    scope.postMessage({ id, ok: false, code, message: err instanceof Error ? err.message : String(err) });
  }
};
