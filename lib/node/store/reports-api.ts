// The /api/reports handlers as plain Request → Response functions over a
// ReportStore, so the Next route files stay one line each and the same code runs
// under a test server. Errors are JSON {error: {code, message}}; nothing here logs
// user text.
import type { BodyLimit } from "../../api/limits";
import { isReportId } from "../../report/ids";
import { requestUiLang } from "../../i18n/locales";
import { patternLookup } from "../../report/localize";
import { reportMarkdown, type MarkdownOptions } from "../../report/markdown";
import { MAX_REPORT_BODY_BYTES } from "../../report/request";
import type { PackSet } from "../../packs/types";
import type { CreatedReport, ReportSnapshot, ReportVersions } from "../../report/types";
import type { ReportStore } from "../../store/report-store";
import type { AnalysisPool } from "../analysis/app-pool";
import type { StoredSnapshot } from "../analysis/tasks";
import { busyResponse, ownedBytes } from "../analysis/run";
import { logError } from "../log";
import { PoolBusyError } from "../pool/task-pool";
import { clientKey } from "../rate-limit";
import { jsonError, readRequestBody } from "../request-body";
import { hashToken, newDeleteToken, newReportId, tokenMatches } from "./secrets";
import { decodeSnapshot } from "./snapshot-codec";

export interface ReportsApiDeps {
  store: ReportStore;
  /** Where the texts are read (worker threads, or in-process). */
  analysis: AnalysisPool;
  /** The server's packs: the Markdown export words findings from them. */
  packs?: PackSet;
  versions: ReportVersions;
  now(): number;
  /** Report creations allowed per client per window. */
  rateLimit: { limit: number; windowMs: number };
  maxBodyBytes: number;
}

/** Defaults, each overridable by the environment (documented in docs/report-schema.md). */
export function reportsApiLimits(env: Readonly<Record<string, string | undefined>> = process.env): Pick<ReportsApiDeps, "rateLimit" | "maxBodyBytes"> {
  const positive = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    rateLimit: { limit: positive("PATINA_REPORT_RATE_LIMIT", 30), windowMs: positive("PATINA_REPORT_RATE_WINDOW_MS", 10 * 60 * 1000) },
    maxBodyBytes: positive("PATINA_REPORT_MAX_BYTES", MAX_REPORT_BODY_BYTES),
  };
}

// Reports are private by link: never cached by shared caches, never indexed, and the
// link never leaks to other sites through the Referer header.
export const PRIVATE_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer", "x-content-type-options": "nosniff" };

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
}

const errorResponse = (status: number, code: string, message: string, headers: Record<string, string> = {}) => jsonError(status, code, message, {}, { ...PRIVATE_HEADERS, ...headers });

const bodyLimit = (deps: ReportsApiDeps): BodyLimit => ({ maxBytes: deps.maxBodyBytes, what: "the limit for reports (PATINA_REPORT_MAX_BYTES)", headers: PRIVATE_HEADERS });

// Expired reports are purged by the read that finds them, and in bulk at most once a minute per process.
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;
async function purgeNowAndThen(deps: ReportsApiDeps): Promise<void> {
  const now = deps.now();
  if (now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  await deps.store.purgeExpired(now);
}

type Built = { ok: true; snapshot: Extract<StoredSnapshot, { ok: true }> } | { ok: false; response: Response };

/** The request's snapshot, read on the analysis pool: the store is not touched here. */
async function buildFromRequest(request: Request, deps: ReportsApiDeps, id: string): Promise<Built> {
  const read = await readRequestBody(request, bodyLimit(deps));
  if (!read.ok) return read;
  const body = ownedBytes(read.bytes);
  let built: StoredSnapshot;
  try {
    // The stored sentences are in the author's UI language; the templates beside them re-word any reader's copy.
    const uiLang = requestUiLang(request);
    const context = { id, versions: deps.versions, now: deps.now(), ...(uiLang ? { uiLang } : {}) };
    built = await deps.analysis.run("report", { body, context }, body.byteLength, [body.buffer as ArrayBuffer]);
  } catch (err) {
    if (err instanceof PoolBusyError) return { ok: false, response: busyResponse(err, PRIVATE_HEADERS) };
    logError("report.build-failed", err, { bytes: body.byteLength });
    return { ok: false, response: errorResponse(500, "internal", "The report could not be built from this text; nothing was stored.") };
  }
  if (!built.ok) return { ok: false, response: errorResponse(built.status, built.code, built.message) };
  return { ok: true, snapshot: built };
}

/**
 * A database that is down or unreachable answers 503 with a JSON error instead of a
 * crash page. Only the error's class and message are logged: never the request.
 */
class StoreUnavailableError extends Error {}

/** Runs one store call; its failure becomes a StoreUnavailableError (other failures stay bugs and propagate). */
async function stored<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw new StoreUnavailableError(err instanceof Error ? `${err.name}: ${err.message}` : "unknown error");
  }
}

async function guarded(what: string, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof StoreUnavailableError)) throw err;
    console.error(`patina: ${what} failed in the report store: ${err.message}`);
    return errorResponse(503, "store-unavailable", "The report store is not available right now; nothing was changed. Try again shortly.", { "retry-after": "5" });
  }
}

/** POST /api/reports → 201 {id, url, deleteToken, expiresAt, report}. */
export function createReport(request: Request, deps: ReportsApiDeps): Promise<Response> {
  return guarded("creating a report", () => createReportUnguarded(request, deps));
}

async function createReportUnguarded(request: Request, deps: ReportsApiDeps): Promise<Response> {
  const limit = await stored(() => deps.store.hit(`report-create:${clientKey(request)}`, deps.rateLimit.windowMs, deps.rateLimit.limit, deps.now()));
  if (!limit.allowed) {
    const seconds = Math.ceil(limit.retryAfterMs / 1000);
    return errorResponse(429, "rate-limited", `Too many reports from this address: try again in ${seconds} s.`, { "retry-after": String(seconds) });
  }
  const id = newReportId();
  const built = await buildFromRequest(request, deps, id);
  if (!built.ok) return built.response;
  const token = newDeleteToken();
  const { snapshot } = built;
  await stored(() => deps.store.create({ id, tokenHash: hashToken(token), snapshot: snapshot.stored, createdAt: snapshot.createdAt, expiresAt: snapshot.expiresAt }));
  await stored(() => purgeNowAndThen(deps));
  const url = `/r/${id}`;
  // The CreatedReport, with the snapshot's JSON spliced in as built: it is not parsed and serialized again.
  const created: Omit<CreatedReport, "report"> = { id, url, deleteToken: token, expiresAt: snapshot.expiresAt === null ? null : new Date(snapshot.expiresAt).toISOString() };
  const head = JSON.stringify(created);
  return new Response(`${head.slice(0, -1)},"report":${snapshot.json}}`, {
    status: 201,
    headers: { ...PRIVATE_HEADERS, "content-type": "application/json", location: url },
  });
}

/** The id an unsaved export carries: the right shape, and not one newReportId can draw in practice. */
const UNSAVED_ID = "unsaved-draft-0000000000";

/** POST /api/reports/export?format=json|md → the report a share would hold, without storing anything. */
export async function exportDraft(request: Request, deps: ReportsApiDeps): Promise<Response> {
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "md") return errorResponse(400, "bad-format", 'format must be "json" or "md".');
  const built = await buildFromRequest(request, deps, UNSAVED_ID);
  if (!built.ok) return built.response;
  return exportResponse(built.snapshot.json, format, null, "patina-report", true, markdownOptions(request, deps));
}

/** The Markdown's language (`?uiLang=`, cookie, Accept-Language; English) and its pattern lookup. */
function markdownOptions(request: Request, deps: Pick<ReportsApiDeps, "packs">): MarkdownOptions {
  const patterns = deps.packs ? Object.values(deps.packs.byLang).flatMap((c) => c.patterns) : [];
  return { uiLang: requestUiLang(request) ?? "en", lookup: patternLookup(patterns) };
}

/** A snapshot (its stored JSON) as the JSON or Markdown export; the JSON goes out as stored. */
function exportResponse(json: string, format: "json" | "md", pageUrl: string | null, fileStem: string, download: boolean, words: MarkdownOptions): Response {
  const disposition: Record<string, string> = download ? { "content-disposition": `attachment; filename="${fileStem}.${format}"` } : {};
  if (format === "md") {
    const snapshot = JSON.parse(json) as ReportSnapshot;
    return new Response(reportMarkdown(snapshot, pageUrl ? { ...words, page: pageUrl } : words), {
      headers: { ...PRIVATE_HEADERS, "content-type": "text/markdown; charset=utf-8", ...disposition },
    });
  }
  return new Response(json, { headers: { ...PRIVATE_HEADERS, "content-type": "application/json", ...disposition } });
}

/** A stored report's JSON, or why there is none. */
async function lookupStored(id: string, deps: Pick<ReportsApiDeps, "store" | "now">): Promise<{ status: "found"; json: string } | { status: "expired" | "missing" }> {
  if (!isReportId(id)) return { status: "missing" };
  const found = await stored(() => deps.store.get(id, deps.now()));
  if (found.status !== "found") return { status: found.status };
  return { status: "found", json: decodeSnapshot(found.report.snapshot) };
}

/** Reads a report for the page: the snapshot, or why there is none. */
export async function lookupReport(id: string, deps: Pick<ReportsApiDeps, "store" | "now">): Promise<{ status: "found"; snapshot: ReportSnapshot } | { status: "expired" | "missing" }> {
  const found = await lookupStored(id, deps);
  return found.status === "found" ? { status: "found", snapshot: JSON.parse(found.json) as ReportSnapshot } : found;
}

export const GONE_MESSAGE = "This report has expired and was deleted.";
export const MISSING_MESSAGE = "There is no report at this address (it may have been deleted).";

/** GET /api/reports/{id}[?format=json|md][&download=1]. */
export function getReport(request: Request, id: string, deps: ReportsApiDeps): Promise<Response> {
  return guarded("reading a report", () => getReportUnguarded(request, id, deps));
}

async function getReportUnguarded(request: Request, id: string, deps: ReportsApiDeps): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "json";
  if (format !== "json" && format !== "md") return errorResponse(400, "bad-format", 'format must be "json" or "md".');
  const found = await lookupStored(id, deps);
  await stored(() => purgeNowAndThen(deps));
  if (found.status === "expired") return errorResponse(410, "expired", GONE_MESSAGE);
  if (found.status !== "found") return errorResponse(404, "not-found", MISSING_MESSAGE);
  const page = new URL(`/r/${id}`, request.url).toString();
  return exportResponse(found.json, format, page, `patina-report-${id}`, params.get("download") === "1", markdownOptions(request, deps));
}

/** The delete token from `authorization: Bearer …` or `x-delete-token`. */
function deleteTokenOf(request: Request): string | null {
  const auth = request.headers.get("authorization");
  const bearer = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
  return bearer ?? request.headers.get("x-delete-token")?.trim() ?? null;
}

/** DELETE /api/reports/{id} with the token → 200; 403 without it or with a wrong one; 404 unknown. */
export function deleteReport(request: Request, id: string, deps: ReportsApiDeps): Promise<Response> {
  return guarded("deleting a report", () => deleteReportUnguarded(request, id, deps));
}

async function deleteReportUnguarded(request: Request, id: string, deps: ReportsApiDeps): Promise<Response> {
  const token = deleteTokenOf(request) ?? "";
  const storedHash = isReportId(id) ? await stored(() => deps.store.tokenHash(id, deps.now())) : null;
  // Hashed and compared every time — against a dummy when there is no report — so an
  // unknown id costs the same work as a wrong token.
  const matches = tokenMatches(token, storedHash);
  if (storedHash === null) return errorResponse(404, "not-found", MISSING_MESSAGE);
  if (!matches) {
    return errorResponse(403, token ? "wrong-token" : "token-required", token ? "That delete token does not belong to this report." : "Deleting a report needs its delete token (authorization: Bearer <token> or x-delete-token).");
  }
  await stored(() => deps.store.delete(id));
  return jsonResponse({ deleted: true, id });
}
