// Request bodies of the LLM routes. The shared rules (JSON shape, language, doc type,
// empty/binary text) come from analyze-request; these routes add a tighter length
// limit, because every character here may be sent to a paid model.
import { checkText, parseAnalyzeRequest, parseJsonObject, type AnalyzeRequest, type ApiError, type Parsed } from "./analyze-request";
import { PATINA_MAX_LLM_CHARS } from "./limits";

/** Largest text the LLM routes take, in UTF-16 code units: PATINA_MAX_LLM_CHARS (lib/api/limits.ts), 20,000 by default. */
export const LLM_MAX_TEXT_LENGTH = PATINA_MAX_LLM_CHARS;

function tooLarge(what: string, length: number): ApiError {
  return {
    status: 413,
    code: "too-large",
    message: `The ${what} has ${length.toLocaleString("en")} characters; the limit for AI rewriting is ${LLM_MAX_TEXT_LENGTH.toLocaleString("en")}.`,
    limit: LLM_MAX_TEXT_LENGTH,
  };
}

export function parseHumanizeRequest(body: string): Parsed<AnalyzeRequest> {
  const parsed = parseAnalyzeRequest(body);
  if (!parsed.ok) return parsed;
  if (parsed.value.text.length > LLM_MAX_TEXT_LENGTH) return { ok: false, error: tooLarge("text", parsed.value.text.length) };
  return parsed;
}

export interface ReviewRequest {
  original: string;
  rewrite: string;
  lang: AnalyzeRequest["lang"];
  docType: string;
}

/** { original, rewrite, lang?, docType? } for /api/review and /api/verify. */
export function parseReviewRequest(body: string): Parsed<ReviewRequest> {
  const json = parseJsonObject(body, '{"original": "…", "rewrite": "…"}');
  if (!json.ok) return json;
  const { original, rewrite, ...rest } = json.value;
  if (typeof original !== "string" || typeof rewrite !== "string") {
    return { ok: false, error: { status: 400, code: "bad-request", message: '"original" and "rewrite" must be strings.' } };
  }
  // Language and doc type are validated by the shared parser, on the original.
  const base = parseAnalyzeRequest(JSON.stringify({ ...rest, text: original }));
  if (!base.ok) return base;
  const problem = checkText(rewrite);
  if (problem) return { ok: false, error: { ...problem, message: `rewrite: ${problem.message}` } };
  for (const [what, t] of [["original", original], ["rewrite", rewrite]] as const) {
    if (t.length > LLM_MAX_TEXT_LENGTH) return { ok: false, error: tooLarge(what, t.length) };
  }
  return { ok: true, value: { original, rewrite, lang: base.value.lang, docType: base.value.docType } };
}

export interface SuggestBody extends AnalyzeRequest {
  /** The finding to suggest a fix for, by its range in `text` (and pattern, when given). */
  start: number;
  end: number;
  patternId?: string;
}

/** { text, lang?, docType?, start, end, patternId? } for /api/suggest. */
export function parseSuggestRequest(body: string): Parsed<SuggestBody> {
  const json = parseJsonObject(body, '{"text": "…", "start": 0, "end": 9}');
  if (!json.ok) return json;
  const { start, end, patternId, ...rest } = json.value;
  const base = parseHumanizeRequest(JSON.stringify(rest));
  if (!base.ok) return base;
  const len = base.value.text.length;
  if (!Number.isInteger(start) || !Number.isInteger(end) || (start as number) < 0 || (end as number) <= (start as number) || (end as number) > len) {
    return { ok: false, error: { status: 400, code: "bad-request", message: `"start" and "end" must be integers with 0 ≤ start < end ≤ ${len} (the finding's range in the text).` } };
  }
  if (patternId !== undefined && typeof patternId !== "string") return { ok: false, error: { status: 400, code: "bad-request", message: '"patternId" must be a string.' } };
  return { ok: true, value: { ...base.value, start: start as number, end: end as number, ...(patternId ? { patternId } : {}) } };
}
