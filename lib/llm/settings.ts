// Which model a request may use: the server's environment, or the user's own key from
// request headers (for that request only). A browser-supplied base URL is honoured
// only when the server lists it in LLM_ALLOWED_BASE_URLS: no open proxy.
import type { PipelineMode } from "./events";

export const DEFAULT_MODEL = "gpt-4o-mini";

export interface LlmSettings {
  mode: PipelineMode;
  /** Never logged, never echoed. */
  apiKey: string | null;
  model: string;
  baseURL: string | null;
  /** "header" when the user brought the key. */
  keySource: "env" | "header" | null;
}

export type SettingsResult = { ok: true; settings: LlmSettings } | { ok: false; status: number; code: string; message: string };

type Env = Record<string, string | undefined>;
type HeaderReader = { get(name: string): string | null };

const normalizeUrl = (u: string) => u.trim().replace(/\/+$/u, "");

export function allowedBaseUrls(env: Env): string[] {
  return (env.LLM_ALLOWED_BASE_URLS ?? "").split(/[\s,]+/u).filter(Boolean).map(normalizeUrl);
}

export function resolveLlmSettings(env: Env, headers: HeaderReader): SettingsResult {
  const headerKey = headers.get("x-llm-key")?.trim() || null;
  const headerModel = headers.get("x-llm-model")?.trim() || null;
  const headerBase = headers.get("x-llm-base-url")?.trim() || null;
  let baseURL = env.OPENAI_BASE_URL?.trim() || null;
  if (headerBase) {
    if (!allowedBaseUrls(env).includes(normalizeUrl(headerBase))) {
      return { ok: false, status: 400, code: "base-url-not-allowed", message: "This server does not accept that LLM base URL (it is not in LLM_ALLOWED_BASE_URLS)." };
    }
    baseURL = normalizeUrl(headerBase);
  }
  if (headerModel && !/^[\w.:/@+-]{1,100}$/u.test(headerModel)) {
    return { ok: false, status: 400, code: "bad-model", message: "x-llm-model must be a model name (letters, digits and . : / @ + - _)." };
  }
  // "x-llm-mode: deterministic" asks for the run without any model (the editor's fallback
  // after a model fault), even when the server has a key of its own.
  if (headers.get("x-llm-mode")?.trim() === "deterministic") {
    return { ok: true, settings: { mode: "deterministic", apiKey: null, model: headerModel ?? (env.OPENAI_MODEL?.trim() || DEFAULT_MODEL), baseURL, keySource: null } };
  }
  const apiKey = headerKey ?? (env.OPENAI_API_KEY?.trim() || null);
  const model = headerModel ?? (env.OPENAI_MODEL?.trim() || DEFAULT_MODEL);
  return {
    ok: true,
    settings: { mode: apiKey ? "llm" : "deterministic", apiKey, model, baseURL, keySource: headerKey ? "header" : apiKey ? "env" : null },
  };
}

/** Replaces every occurrence of the key in a message, for errors that quote a request. */
export function redactKey(message: string, key: string | null): string {
  if (!key || key.length < 4) return message;
  return message.split(key).join("[redacted]");
}
