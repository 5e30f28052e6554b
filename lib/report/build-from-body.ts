// A report snapshot from a POST /api/reports body: parse, read the text (and the rewrite),
// build, serialize. Pure, so a worker thread can run it (lib/node/analysis); the route keeps
// what touches the store (rate limit, id, saving).
import { readDocument } from "../document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../engine/errors";
import type { UiLang } from "../i18n/locales";
import type { PackSet } from "../packs/types";
import { parseCreateReportRequest } from "./request";
import { buildSnapshot } from "./snapshot";
import type { ReportVersions } from "./types";

export interface SnapshotContext {
  id: string;
  /** The author's UI language, for the stored sentences (the templates beside them re-word any reader's copy). */
  uiLang?: UiLang;
  versions: ReportVersions;
  /** Milliseconds since the epoch. */
  now: number;
}

export type BuiltSnapshot =
  /** `json` is the snapshot as stored and sent; createdAt and expiresAt are its own fields, in ms. */
  | { ok: true; json: string; createdAt: number; expiresAt: number | null }
  | { ok: false; status: number; code: string; message: string };

export function snapshotFromBody(body: string, context: SnapshotContext, packs: PackSet): BuiltSnapshot {
  const parsed = parseCreateReportRequest(body);
  if (!parsed.ok) return { ok: false, ...parsed.error };
  const req = parsed.value;
  try {
    const reading = readDocument(req.text, { lang: req.lang, docType: req.docType, packs, ...(context.uiLang ? { uiLang: context.uiLang } : {}) });
    const rewriteReading = req.rewrite ? readDocument(req.rewrite.text, { lang: reading.lang, docType: req.docType, packs }) : null;
    const snapshot = buildSnapshot({ id: context.id, request: req, reading, rewriteReading, versions: context.versions, now: context.now });
    return {
      ok: true,
      json: JSON.stringify(snapshot),
      createdAt: Date.parse(snapshot.createdAt),
      expiresAt: snapshot.expiresAt === null ? null : Date.parse(snapshot.expiresAt),
    };
  } catch (err) {
    if (err instanceof UnsupportedLanguageError) return { ok: false, status: 422, code: "unsupported-language", message: err.message };
    if (err instanceof EmptyTextError) return { ok: false, status: 400, code: "empty-text", message: err.message };
    throw err;
  }
}
