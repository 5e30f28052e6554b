// Reads the draft off the main thread: readDocument, then only what the editor
// shows goes back (see lib/editor/reading.ts). The verified fixes follow in a second
// message, so the marks never wait for them; a cache keyed by the text around each finding
// makes that second step cost only the sentences an edit touched.
import { readDocument } from "../../lib/document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../../lib/engine/errors";
import { toEditorReading } from "../../lib/editor/reading";
import { isIgnored } from "../../lib/editor/ignores";
import { toFindingFix } from "../../lib/fix/attach";
import { fixText } from "../../lib/fix/document";
import { FixCache, fixFindings } from "../../lib/fix/engine";
import type { FindingFix } from "../../lib/detector/types";
import type { AnalysisReply, WorkerRequest } from "./analysis-messages";

const scope = self as unknown as { onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null; postMessage(m: AnalysisReply): void };
const cache = new FixCache();

function acceptAll(request: Extract<WorkerRequest, { kind: "accept-all" }>): AnalysisReply {
  try {
    const reading = readDocument(request.text, { lang: request.lang, docType: request.docType, uiLang: request.uiLang, fixes: false });
    // Findings the writer ignored are not fixed either.
    const findings = reading.report.findings.filter((f) => !isIgnored(f, request.text, request.ignores));
    const fixed = fixText(request.text, { lang: reading.lang, docType: reading.docType, report: { ...reading.report, findings } });
    const patternOf = new Map(findings.map((f) => [f.id, f.pattern]));
    const labelOf = new Map(findings.map((f) => [f.id, f.category_label || f.pattern]));
    return {
      kind: "accept-all",
      id: request.id,
      ok: true,
      meaningOk: fixed.meaningOk,
      edits: fixed.applied.map((a) => ({ start: a.start, end: a.end, replacement: a.replacement, findingIds: a.finding_ids, patterns: [...new Set(a.finding_ids.map((id) => patternOf.get(id) ?? ""))], labels: [...new Set(a.finding_ids.map((id) => labelOf.get(id) ?? ""))] })),
    };
  } catch (err) {
    return { kind: "accept-all", id: request.id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.kind === "accept-all") {
    scope.postMessage(acceptAll(request));
    return;
  }
  const { id, text, lang, docType, ignores, uiLang } = request;
  const started = performance.now();
  try {
    if (text.trim() === "") {
      scope.postMessage({ id, ok: true, reading: null, ms: 0 });
      return;
    }
    const full = readDocument(text, { lang, docType, uiLang, fixes: false });
    const reading = toEditorReading(text, full, ignores);
    scope.postMessage({ id, ok: true, reading, ms: performance.now() - started });
    const t = performance.now();
    const run = fixFindings(text, full.lang, reading.findings, { cache });
    const fixes: Record<string, FindingFix[]> = {};
    for (const [fid, list] of run.candidates) fixes[fid] = list.map(toFindingFix);
    scope.postMessage({ kind: "fixes", id, fixes, ms: performance.now() - t });
  } catch (err) {
    const code = err instanceof UnsupportedLanguageError ? "unsupported-language" : err instanceof EmptyTextError ? "empty-text" : "internal";
    scope.postMessage({ id, ok: false, code, message: err instanceof Error ? err.message : String(err) });
  }
};
