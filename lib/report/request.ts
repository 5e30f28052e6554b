// Validates a POST /api/reports body (pure: the route reads the body, size-capped,
// and hands the string here). Every rule answers with a status, a code and a
// message that says what to change; nothing is trusted that the server can
// recompute — scores and findings are computed again from the text.
import { checkLangAndDocType, checkText, parseJsonObject } from "../api/analyze-request";
import type { Lang } from "../engine/types";
import { ANCHOR_KINDS, ANCHOR_VERDICTS } from "../meaning/types";
import type { ReviewVerdict, RewriteChunk } from "../llm/events";
import { DEFAULT_MAX_ANALYZE_CHARS } from "../api/limits";
import { DEFAULT_EXPIRY, REPORT_EXPIRIES, type ReportAudit, type ReportExpiry, type ReportReview } from "./types";

/** Largest request body in bytes: the text and a rewrite of it at the text limit, in CJK (3 bytes a character), with room for chunks. */
export const MAX_REPORT_BODY_BYTES = 4 * 1024 * 1024;
/** Largest text (and rewrite) a report holds, in UTF-16 code units (the deterministic analysis limit). */
export const MAX_REPORT_TEXT_LENGTH = DEFAULT_MAX_ANALYZE_CHARS;
export const MAX_CHUNKS = 5_000;
export const MAX_IGNORED_IDS = 10_000;
const MAX_SHORT_STRING = 2_000;
const MAX_LIST = 1_000;

export type ReportErrorCode =
  | "bad-json"
  | "bad-request"
  | "empty-text"
  | "too-large"
  | "binary"
  | "unsupported-language"
  | "unknown-doc-type"
  | "bad-expiry"
  | "bad-rewrite";

export interface ReportRequestError {
  status: number;
  code: ReportErrorCode;
  message: string;
}

/** A rewrite as submitted, checked against the text; its scores are the audit's, bands recomputed later. */
export interface SubmittedRewrite {
  text: string;
  chunks: RewriteChunk[];
  fidelity: number | null;
  mps: number | null;
  audit: ReportAudit | null;
  review: ReportReview | null;
}

export interface CreateReportRequest {
  text: string;
  lang: Lang | "auto";
  docType: string;
  include: { text: boolean; rewrite: boolean };
  expiry: ReportExpiry;
  ignoredFindingIds: string[];
  /** Present only when include.rewrite. */
  rewrite: SubmittedRewrite | null;
}

export type ParsedReport = { ok: true; value: CreateReportRequest } | { ok: false; error: ReportRequestError };

class Invalid extends Error {
  constructor(
    readonly status: number,
    readonly code: ReportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const bad = (message: string, code: ReportErrorCode = "bad-request", status = 400) => new Invalid(status, code, message);

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function str(v: unknown, what: string, max = MAX_SHORT_STRING, code: ReportErrorCode = "bad-rewrite"): string {
  if (typeof v !== "string") throw bad(`${what} must be a string.`, code);
  if (v.length > max) throw bad(`${what} is longer than ${max.toLocaleString("en")} characters.`, code, 413);
  return v;
}

function int(v: unknown, what: string, min: number, max: number): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) throw bad(`${what} must be an integer from ${min} to ${max}.`, "bad-rewrite");
  return v;
}

function num(v: unknown, what: string, min: number, max: number): number {
  if (typeof v !== "number" || !Number.isFinite(v) || v < min || v > max) throw bad(`${what} must be a number from ${min} to ${max}.`, "bad-rewrite");
  return v;
}

function oneOf<T extends string>(v: unknown, what: string, allowed: readonly T[]): T {
  if (typeof v !== "string" || !(allowed as readonly string[]).includes(v)) throw bad(`${what} must be one of ${allowed.join(", ")}.`, "bad-rewrite");
  return v as T;
}

function list(v: unknown, what: string, max = MAX_LIST): unknown[] {
  if (!Array.isArray(v)) throw bad(`${what} must be an array.`, "bad-rewrite");
  if (v.length > max) throw bad(`${what} has more than ${max.toLocaleString("en")} entries.`, "bad-rewrite", 413);
  return v;
}

function strings(v: unknown, what: string, max = MAX_LIST): string[] {
  return list(v, what, max).map((s, i) => str(s, `${what}[${i}]`));
}

/** The score of a ScoreSet entry ({score, band}) or null; the band is recomputed, so only the number is read. */
function scoreOf(v: unknown, what: string): number | null {
  if (v === null || v === undefined) return null;
  if (!isObject(v)) throw bad(`${what} must be {"score": number} or null.`, "bad-rewrite");
  return num(v.score, `${what}.score`, 0, 100);
}

const REVIEW_VERDICTS: readonly ReviewVerdict[] = ["accept", "accept_with_note", "rewrite_round_2", "rollback_and_rewrite", "hold_and_report"];

function parseChunk(v: unknown, i: number, text: string): RewriteChunk {
  const what = `rewrite.chunks[${i}]`;
  if (!isObject(v)) throw bad(`${what} must be an object.`, "bad-rewrite");
  const start = int(v.start, `${what}.start`, 0, text.length);
  const end = int(v.end, `${what}.end`, start, text.length);
  const original = str(v.original, `${what}.original`, MAX_REPORT_TEXT_LENGTH);
  // Offsets are never trusted: the chunk must quote the text exactly where it says.
  if (original !== text.slice(start, end)) throw bad(`${what}.original is not the text between its start and end offsets.`, "bad-rewrite");
  const chunk: RewriteChunk = {
    id: str(v.id, `${what}.id`, 64),
    start,
    end,
    original,
    replacement: str(v.replacement, `${what}.replacement`, MAX_REPORT_TEXT_LENGTH),
    finding_ids: strings(v.finding_ids ?? [], `${what}.finding_ids`),
    reason: str(v.reason ?? "", `${what}.reason`),
  };
  if (v.meaning_flag !== undefined) chunk.meaning_flag = str(v.meaning_flag, `${what}.meaning_flag`);
  return chunk;
}

function parseAudit(v: unknown, text: string): ReportAudit | null {
  if (v === undefined || v === null) return null;
  if (!isObject(v)) throw bad("rewrite.audit must be an object.", "bad-rewrite");
  const f = v.fidelity;
  const m = v.mps;
  const fl = v.floors;
  return {
    round: int(v.round ?? 1, "rewrite.audit.round", 0, 100),
    fidelity: isObject(f)
      ? {
          criteria: {
            claims: num((f.criteria as Obj | undefined)?.claims, "rewrite.audit.fidelity.criteria.claims", 0, 100),
            fabrication: num((f.criteria as Obj | undefined)?.fabrication, "rewrite.audit.fidelity.criteria.fabrication", 0, 100),
            register: num((f.criteria as Obj | undefined)?.register, "rewrite.audit.fidelity.criteria.register", 0, 100),
            length: num((f.criteria as Obj | undefined)?.length, "rewrite.audit.fidelity.criteria.length", 0, 100),
          },
          lengthRatio: num(f.length_ratio, "rewrite.audit.fidelity.length_ratio", 0, 1_000),
          judgedBy: oneOf(f.judged_by, "rewrite.audit.fidelity.judged_by", ["llm", "deterministic"] as const),
        }
      : null,
    mps: isObject(m)
      ? {
          applicable: m.applicable === true,
          anchors: list(m.anchors ?? [], "rewrite.audit.mps.anchors").map((a, i) => {
            const what = `rewrite.audit.mps.anchors[${i}]`;
            if (!isObject(a)) throw bad(`${what} must be an object.`, "bad-rewrite");
            const start = int(a.start, `${what}.start`, 0, text.length);
            const end = int(a.end, `${what}.end`, start, text.length);
            const anchor: NonNullable<ReportAudit["mps"]>["anchors"][number] = {
              type: oneOf(a.type, `${what}.type`, ANCHOR_KINDS),
              text: str(a.text, `${what}.text`),
              start,
              end,
              verdict: oneOf(a.verdict, `${what}.verdict`, ANCHOR_VERDICTS),
            };
            // "reason" since the meaning check names why; "note" in snapshots made before it.
            const why = a.reason ?? a.note;
            if (why !== undefined) anchor.reason = str(why, `${what}.reason`);
            return anchor;
          }),
        }
      : null,
    floors: isObject(fl) ? { pass: fl.pass === true, messages: strings(fl.messages ?? [], "rewrite.audit.floors.messages") } : null,
  };
}

function parseReview(v: unknown): ReportReview | null {
  if (v === undefined || v === null) return null;
  if (!isObject(v)) throw bad("rewrite.review must be an object.", "bad-rewrite");
  return {
    round: int(v.round ?? 1, "rewrite.review.round", 0, 100),
    verdict: oneOf(v.verdict, "rewrite.review.verdict", REVIEW_VERDICTS),
    grade: oneOf(v.grade, "rewrite.review.grade", ["A", "B", "C", "D"] as const),
    changeRate: num(v.change_rate, "rewrite.review.change_rate", 0, 100),
    overPolishSignals: strings(v.over_polish_signals ?? [], "rewrite.review.over_polish_signals"),
  };
}

function parseRewrite(v: unknown, text: string): SubmittedRewrite {
  if (!isObject(v)) throw bad('include.rewrite is true but there is no "rewrite" object.', "bad-rewrite");
  const rewriteText = str(v.text, "rewrite.text", MAX_REPORT_TEXT_LENGTH);
  if (rewriteText.trim() === "") throw bad("rewrite.text is empty.", "bad-rewrite");
  const chunks = list(v.chunks ?? [], "rewrite.chunks", MAX_CHUNKS).map((c, i) => parseChunk(c, i, text));
  const scoresAfter = v.scoresAfter;
  if (scoresAfter !== undefined && scoresAfter !== null && !isObject(scoresAfter)) throw bad("rewrite.scoresAfter must be an object.", "bad-rewrite");
  const audit = parseAudit(v.audit, text);
  const auditObj = isObject(v.audit) ? v.audit : {};
  // The audit event carries the figures too; the ScoreSet wins when both are present.
  const fidelity = scoreOf(scoresAfter?.fidelity, "rewrite.scoresAfter.fidelity") ?? scoreOf(auditObj.fidelity, "rewrite.audit.fidelity");
  const mps = scoreOf(scoresAfter?.mps, "rewrite.scoresAfter.mps") ?? (isObject(auditObj.mps) && auditObj.mps.score !== null ? scoreOf(auditObj.mps, "rewrite.audit.mps") : null);
  return { text: rewriteText, chunks, fidelity, mps, audit, review: parseReview(v.review) };
}

function parseFields(json: Record<string, unknown>): CreateReportRequest {
  const { text, lang = "auto", docType = "default", include = {}, expiry = DEFAULT_EXPIRY, ignoredFindingIds = [], rewrite } = json;
  if (typeof text !== "string") throw bad('"text" must be a string.');
  const unknown = checkLangAndDocType(lang, docType);
  if (unknown) throw new Invalid(unknown.status, unknown.code, unknown.message);
  if (text.length > MAX_REPORT_TEXT_LENGTH) {
    throw new Invalid(413, "too-large", `The text has ${text.length.toLocaleString("en")} characters; a report holds at most ${MAX_REPORT_TEXT_LENGTH.toLocaleString("en")}.`);
  }
  const problem = checkText(text);
  if (problem) throw new Invalid(problem.status, problem.code, problem.message);
  if (!isObject(include)) throw bad('"include" must be an object like {"text": false, "rewrite": false}.');
  for (const key of ["text", "rewrite"] as const) {
    if (include[key] !== undefined && typeof include[key] !== "boolean") throw bad(`"include.${key}" must be true or false.`);
  }
  const includeText = include.text === true;
  const includeRewrite = include.rewrite === true;
  if (includeRewrite && !includeText) {
    throw bad('A rewrite is shown beside the text it rewrites: set "include.text" to true to include the rewrite.');
  }
  if (typeof expiry !== "string" || !(REPORT_EXPIRIES as readonly string[]).includes(expiry)) {
    throw new Invalid(400, "bad-expiry", `"expiry" must be one of ${REPORT_EXPIRIES.join(", ")}.`);
  }
  if (!Array.isArray(ignoredFindingIds) || ignoredFindingIds.length > MAX_IGNORED_IDS || ignoredFindingIds.some((id) => typeof id !== "string" || id.length > 64)) {
    throw bad(`"ignoredFindingIds" must be an array of at most ${MAX_IGNORED_IDS.toLocaleString("en")} finding ids.`);
  }
  return {
    text,
    lang: lang as Lang | "auto",
    docType: docType as string,
    include: { text: includeText, rewrite: includeRewrite },
    expiry: expiry as ReportExpiry,
    ignoredFindingIds: ignoredFindingIds as string[],
    rewrite: includeRewrite ? parseRewrite(rewrite, text) : null,
  };
}

export function parseCreateReportRequest(body: string): ParsedReport {
  const json = parseJsonObject(body, '{"text": "…", "lang": "auto", "expiry": "30d"}');
  if (!json.ok) return { ok: false, error: { status: json.error.status, code: json.error.code, message: json.error.message } };
  try {
    return { ok: true, value: parseFields(json.value) };
  } catch (err) {
    if (err instanceof Invalid) return { ok: false, error: { status: err.status, code: err.code, message: err.message } };
    throw err;
  }
}
