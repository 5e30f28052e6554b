// POST /api/analyze as a pure function of the request body: parse, read, shape, serialize.
// The route runs it on a worker thread (lib/node/analysis), or in-process when there is none.
import { readDocument } from "../document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../engine/errors";
import { requestUiLang } from "../i18n/locales";
import type { PackSet } from "../packs/types";
import { parseAnalyzeRequest } from "./analyze-request";
import { analyzeResponse } from "./analyze-response";
import { errorAnswer, jsonAnswer, type ApiAnswer } from "./answer";

/** What of the request besides its body chooses the UI language (?uiLang=, cookie, Accept-Language). */
export interface UiHints {
  url: string;
  cookie: string | null;
  acceptLanguage: string | null;
}

export function uiHintsOf(request: Pick<Request, "url" | "headers">): UiHints {
  return { url: request.url, cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") };
}

/** The answer to one request body (decoded text). Throws only on a bug in the analysis: the caller logs it and answers 500. */
export function answerAnalyze(body: string, packs: PackSet, hints: UiHints | null = null): ApiAnswer {
  const parsed = parseAnalyzeRequest(body);
  if (!parsed.ok) {
    const { status, code, message, limit } = parsed.error;
    return errorAnswer(status, code, message, limit === undefined ? {} : { limit });
  }
  const { text, lang, docType, detail } = parsed.value;
  const headers = new Headers();
  if (hints?.cookie) headers.set("cookie", hints.cookie);
  if (hints?.acceptLanguage) headers.set("accept-language", hints.acceptLanguage);
  const uiLang = requestUiLang({ url: hints?.url ?? "http://localhost/", headers }, parsed.value.uiLang);
  try {
    return jsonAnswer(analyzeResponse(readDocument(text, { lang, docType, packs, ...(uiLang ? { uiLang } : {}) }), detail));
  } catch (err) {
    if (err instanceof UnsupportedLanguageError) return errorAnswer(422, "unsupported-language", err.message);
    if (err instanceof EmptyTextError) return errorAnswer(400, "empty-text", err.message);
    throw err;
  }
}
