// Validates an /api/analyze request body. Pure, so the same rules are unit-tested
// and shared by every route that accepts a user's text.
import { LANGS, type Lang } from "../engine/types";
import { isUiLang, type UiLang } from "../i18n/locales";
import { SHIPPED_DOC_TYPES } from "../scoring/doc-types";
import { bodyLimitFor, formatLimit, MAX_ANALYZE_CHARS, type BodyLimit } from "./limits";

/** Largest text accepted for analysis, in UTF-16 code units (PATINA_MAX_ANALYZE_CHARS, lib/api/limits.ts). */
export const MAX_TEXT_LENGTH = MAX_ANALYZE_CHARS;
/** Largest /api/analyze request body read, in bytes (bodyLimitFor). */
export const MAX_BODY_BYTES = bodyLimitFor(MAX_ANALYZE_CHARS);

export const ANALYZE_BODY_LIMIT: BodyLimit = {
  maxBytes: MAX_BODY_BYTES,
  what: `the most the API reads for a text of at most ${formatLimit(MAX_TEXT_LENGTH)} characters (PATINA_MAX_ANALYZE_CHARS)`,
  detail: { limit: MAX_TEXT_LENGTH },
};

export interface ApiError {
  status: number;
  code: "bad-json" | "bad-request" | "empty-text" | "too-large" | "binary" | "unsupported-language" | "unknown-doc-type";
  message: string;
  /** For too-large: the limit that was exceeded (characters, or bytes for a body). */
  limit?: number;
}

/** How much of the reading a response carries: "summary" (the default) is what the clients
 *  show; "full" adds each paragraph's sentences and tokens. */
export type AnalyzeDetail = "summary" | "full";

export interface AnalyzeRequest {
  text: string;
  lang: Lang | "auto";
  docType: string;
  /** Present only when the request named it. */
  detail?: AnalyzeDetail;
  /** The UI language the body asked for (ko, en, zh, ja); present only when it named one. */
  uiLang?: UiLang;
}

export interface ParseOptions {
  /** The text limit in UTF-16 code units; MAX_TEXT_LENGTH by default. */
  maxChars?: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiError };

const fail = (status: number, code: ApiError["code"], message: string): Parsed<never> => ({
  ok: false,
  error: { status, code, message },
});

/** A request body that must be one JSON object; `example` shows its shape in the 400. */
export function parseJsonObject(body: string, example: string): Parsed<Record<string, unknown>> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fail(400, "bad-json", "The request body is not valid JSON.");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return fail(400, "bad-request", `Expected a JSON object like ${example}.`);
  return { ok: true, value: json as Record<string, unknown> };
}

export function parseAnalyzeRequest(body: string, options: ParseOptions = {}): Parsed<AnalyzeRequest> {
  const json = parseJsonObject(body, '{"text": "…", "lang": "auto"}');
  if (!json.ok) return json;
  const { text, lang = "auto", docType = "default", detail, uiLang } = json.value;
  if (typeof text !== "string") return fail(400, "bad-request", '"text" must be a string.');
  if (detail !== undefined && detail !== "summary" && detail !== "full") {
    return fail(400, "bad-request", '"detail" must be "summary" (the default) or "full".');
  }
  const problem = checkLangAndDocType(lang, docType) ?? checkText(text, options.maxChars);
  if (problem) return { ok: false, error: problem };
  const value: AnalyzeRequest = { text, lang: lang as Lang | "auto", docType: docType as string };
  if (detail !== undefined) value.detail = detail;
  if (uiLang !== undefined) {
    if (!isUiLang(uiLang)) return fail(422, "unsupported-language", `Unsupported UI language "${String(uiLang)}": use ko, en, zh or ja.`);
    value.uiLang = uiLang;
  }
  return { ok: true, value };
}

/** An unknown language or document type as a 422; null when both are ones the engine reads. */
export function checkLangAndDocType(lang: unknown, docType: unknown): ApiError | null {
  if (typeof lang !== "string" || (lang !== "auto" && !(LANGS as readonly string[]).includes(lang))) {
    return { status: 422, code: "unsupported-language", message: `Unsupported language "${String(lang)}": use auto, ko, en, zh or ja.` };
  }
  if (typeof docType !== "string" || !Object.prototype.hasOwnProperty.call(SHIPPED_DOC_TYPES, docType)) {
    const known = Object.keys(SHIPPED_DOC_TYPES).sort().join(", ");
    return { status: 422, code: "unknown-doc-type", message: `Unknown document type "${String(docType)}": use one of ${known}.` };
  }
  return null;
}

/** Empty, too long or binary text as a clear error; null when the text can be read. */
export function checkText(text: string, maxChars: number = MAX_TEXT_LENGTH): ApiError | null {
  // The length test first: trimming a text far over the limit would be wasted work.
  if (text.length > maxChars) {
    return {
      status: 413,
      code: "too-large",
      message: `The text has ${formatLimit(text.length)} characters; the limit is ${formatLimit(maxChars)}.`,
      limit: maxChars,
    };
  }
  if (text.trim().length === 0) return { status: 400, code: "empty-text", message: "The text is empty." };
  if (looksBinary(text)) {
    return { status: 400, code: "binary", message: "The text looks like binary data, not prose." };
  }
  return null;
}

/** NUL bytes, or many replacement/control characters, mean a binary file was pasted or posted. */
export function looksBinary(text: string): boolean {
  let suspicious = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c === 0xfffd || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c)) suspicious++;
  }
  return suspicious > Math.max(8, text.length / 50);
}
