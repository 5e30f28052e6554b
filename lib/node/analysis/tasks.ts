// The server's CPU-bound work as tasks of plain data: run on a worker thread by the analysis
// pool, or on the main thread by the same functions when there is no pool. Bodies arrive as
// bytes and are decoded here, so the main thread only reads the socket and writes the answer.
import { answerAnalyze, type UiHints } from "../../api/analyze-answer";
import { errorAnswer, type ApiAnswer } from "../../api/answer";
import { readDocument, type DocumentReading, type ReadOptions } from "../../document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../../engine/errors";
import type { PackSet } from "../../packs/types";
import { snapshotFromBody, type BuiltSnapshot, type SnapshotContext } from "../../report/build-from-body";
import { BAD_ENCODING, decodeBody } from "../request-body";
import { encodeSnapshot } from "../store/snapshot-codec";

export interface AnalyzeTask {
  body: Uint8Array;
  /** The request's UI-language hints besides the body's uiLang. */
  ui?: UiHints;
}

export interface ReportTask {
  body: Uint8Array;
  context: SnapshotContext;
}

export interface ReadTask {
  text: string;
  options: Omit<ReadOptions, "packs">;
}

/** A built snapshot with its stored form (lib/node/store/snapshot-codec.ts), or why there is none. */
export type StoredSnapshot = (Extract<BuiltSnapshot, { ok: true }> & { stored: string }) | Extract<BuiltSnapshot, { ok: false }>;

/** A reading, or the input error the engine raised (errors lose their class between threads, so it is named). */
export type ReadOutcome = { ok: true; reading: DocumentReading } | { ok: false; error: "empty-text" } | { ok: false; error: "unsupported-language"; lang: string | null };

export interface Probe {
  ok: boolean;
  ms: number;
}

const PROBE = "The service reads this sentence. It checks that the engine answers.";

/** The tasks over one pack set (the worker's own, or the server's for the in-process fallback). */
export function analysisTasks(packs: () => PackSet) {
  return {
    analyze(task: AnalyzeTask): ApiAnswer {
      const body = decodeBody(task.body);
      return body === null ? errorAnswer(400, "bad-encoding", BAD_ENCODING) : answerAnalyze(body, packs(), task.ui ?? null);
    },
    /** The snapshot, and its stored form (deflated on this thread too). */
    report(task: ReportTask): StoredSnapshot {
      const body = decodeBody(task.body);
      if (body === null) return { ok: false, status: 400, code: "bad-encoding", message: BAD_ENCODING };
      const built = snapshotFromBody(body, task.context, packs());
      return built.ok ? { ...built, stored: encodeSnapshot(built.json) } : built;
    },
    read(task: ReadTask): ReadOutcome {
      try {
        return { ok: true, reading: readDocument(task.text, { ...task.options, packs: packs() }) };
      } catch (err) {
        if (err instanceof EmptyTextError) return { ok: false, error: "empty-text" };
        if (err instanceof UnsupportedLanguageError) return { ok: false, error: "unsupported-language", lang: err.lang };
        throw err;
      }
    },
    /** A short text read end to end: what health checks. */
    probe(_task: null): Probe {
      const started = performance.now();
      const reading = readDocument(PROBE, { lang: "en", packs: packs() });
      return { ok: reading.report.meta.sentence_count === 2, ms: Math.round((performance.now() - started) * 100) / 100 };
    },
  };
}

export type AnalysisTasks = ReturnType<typeof analysisTasks>;
