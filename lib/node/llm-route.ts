// The request handling the JSON LLM routes share: a size-limited body, the settings
// from env and headers, and errors as {error:{code,message}}. Nothing here logs.
import type { Parsed } from "../api/analyze-request";
import { LLM_BODY_LIMIT } from "../api/limits";
import type { ChatClient } from "../llm/chat-client";
import type { LlmSettings } from "../llm/settings";
import { chatClientFor, llmSettingsFor } from "./llm-request";
import { llmRateLimited } from "./rate-limit";
import { jsonError, readRequestText } from "./request-body";

export type Prepared<T> = { ok: true; value: T; settings: LlmSettings; client: ChatClient | null } | { ok: false; response: Response };

export async function prepareLlmRequest<T>(request: Request, parse: (body: string) => Parsed<T>): Promise<Prepared<T>> {
  const read = await readRequestText(request, LLM_BODY_LIMIT);
  if (!read.ok) return read;
  const parsed = parse(read.text);
  if (!parsed.ok) return { ok: false, response: jsonError(parsed.error.status, parsed.error.code, parsed.error.message) };
  const resolved = llmSettingsFor(request);
  if (!resolved.ok) return { ok: false, response: jsonError(resolved.status, resolved.code, resolved.message) };
  const client = chatClientFor(resolved.settings);
  const limited = client ? await llmRateLimited(request) : null;
  if (limited) return { ok: false, response: limited };
  return { ok: true, value: parsed.value, settings: resolved.settings, client };
}
