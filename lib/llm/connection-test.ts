// "Test connection" for the settings dialog: one tiny call, answered as
// {ok, model, mode, message}. The message never repeats the key.
import { LlmError, type ChatClient } from "./chat-client";
import type { PipelineMode } from "./events";
import { pingMessages } from "./prompts";

export interface ConnectionResult {
  ok: boolean;
  model: string | null;
  mode: PipelineMode;
  message: string;
}

export async function testConnection(client: ChatClient | null, timeoutMs: number, signal?: AbortSignal): Promise<ConnectionResult> {
  if (!client) return { ok: false, model: null, mode: "deterministic", message: "No API key: the editor works deterministically (detector fixes only)." };
  const started = Date.now();
  try {
    await client.complete({ messages: pingMessages(), schemaName: "ping", timeoutMs, ...(signal ? { signal } : {}) });
    return { ok: true, model: client.model, mode: "llm", message: `Connected to ${client.model} in ${Date.now() - started} ms.` };
  } catch (err) {
    const message = err instanceof LlmError ? err.message : "The LLM call failed.";
    return { ok: false, model: client.model, mode: "llm", message };
  }
}
