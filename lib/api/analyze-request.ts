// Validates an /api/analyze request body. Pure, so the same rules are unit-tested
// and shared by every route that accepts a user's text.
import { LANGS, type Lang } from "../engine/types";
import { SHIPPED_DOC_TYPES } from "../scoring/doc-types";

/** Largest text accepted, in UTF-16 code units: a 1 MB paste fits with room to spare. */
export const MAX_TEXT_LENGTH = 2_000_000;
/** Largest request body in bytes (UTF-8 can take 3 bytes per CJK character, plus JSON escaping). */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export interface ApiError {
  status: number;
  code: "bad-json" | "bad-request" | "empty-text" | "too-large" | "binary" | "unsupported-language" | "unknown-doc-type";
  message: string;
}

export interface AnalyzeRequest {
  text: string;
  lang: Lang | "auto";
  docType: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiError };

const fail = (status: number, code: ApiError["code"], message: string): Parsed<never> => ({
  ok: false,
  error: { status, code, message },
});

export function parseAnalyzeRequest(body: string): Parsed<AnalyzeRequest> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fail(400, "bad-json", "The request body is not valid JSON.");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return fail(400, "bad-request", 'Expected a JSON object like {"text": "…", "lang": "auto"}.');
  }
  const { text, lang = "auto", docType = "default" } = json as Record<string, unknown>;
  if (typeof text !== "string") return fail(400, "bad-request", '"text" must be a string.');
  if (typeof lang !== "string" || (lang !== "auto" && !(LANGS as readonly string[]).includes(lang))) {
    return fail(422, "unsupported-language", `Unsupported language "${String(lang)}": use auto, ko, en, zh or ja.`);
  }
  if (typeof docType !== "string" || !Object.prototype.hasOwnProperty.call(SHIPPED_DOC_TYPES, docType)) {
    const known = Object.keys(SHIPPED_DOC_TYPES).sort().join(", ");
    return fail(422, "unknown-doc-type", `Unknown document type "${String(docType)}": use one of ${known}.`);
  }
  const problem = checkText(text);
  if (problem) return { ok: false, error: problem };
  return { ok: true, value: { text, lang: lang as Lang | "auto", docType } };
}

export function checkText(text: string): ApiError | null {
  if (text.trim().length === 0) return { status: 400, code: "empty-text", message: "The text is empty." };
  if (text.length > MAX_TEXT_LENGTH) {
    return {
      status: 413,
      code: "too-large",
      message: `The text has ${text.length.toLocaleString("en")} characters; the limit is ${MAX_TEXT_LENGTH.toLocaleString("en")}.`,
    };
  }
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
