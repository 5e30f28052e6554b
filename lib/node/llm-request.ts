// What the LLM routes share on the server: settings from env + headers, the chat
// client for them, and the timeouts. No route logs a key or echoes a header.
import type { ChatClient } from "../llm/chat-client";
import { resolveLlmSettings, type LlmSettings, type SettingsResult } from "../llm/settings";
import { createChatClient, retryPolicyFromEnv } from "./llm-client";

export function llmSettingsFor(request: Request): SettingsResult {
  return resolveLlmSettings(process.env, request.headers);
}

export function chatClientFor(settings: LlmSettings): ChatClient | null {
  return settings.apiKey ? createChatClient(settings, retryPolicyFromEnv()) : null;
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/u.test(v) ? Number(v) : d);

export function pipelineTimeouts(env: Record<string, string | undefined> = process.env) {
  return { requestTimeoutMs: int(env.LLM_REQUEST_TIMEOUT_MS, 180_000), callTimeoutMs: int(env.LLM_CALL_TIMEOUT_MS, 60_000) };
}
