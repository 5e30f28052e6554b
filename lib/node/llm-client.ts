// The one place the openai SDK is constructed. It implements ChatClient with bounded
// retries (exponential backoff, Retry-After honoured up to a cap), a per-call timeout,
// and typed errors for refused connections, truncated streams and empty replies.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { LlmError, type ChatClient, type ChatReply, type ChatRequest } from "../llm/chat-client";
import { redactKey, type LlmSettings } from "../llm/settings";

export interface RetryPolicy {
  /** Attempts per call, the first included. */
  attempts: number;
  backoffMs: number;
  maxBackoffMs: number;
  /** A Retry-After longer than this ends the call instead of waiting. */
  maxRetryAfterMs: number;
  callTimeoutMs: number;
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/u.test(v) ? Number(v) : d);

export function retryPolicyFromEnv(env: Record<string, string | undefined> = process.env): RetryPolicy {
  return {
    attempts: int(env.LLM_MAX_ATTEMPTS, 3),
    backoffMs: int(env.LLM_BACKOFF_MS, 500),
    maxBackoffMs: int(env.LLM_MAX_BACKOFF_MS, 8_000),
    maxRetryAfterMs: int(env.LLM_MAX_RETRY_AFTER_MS, 20_000),
    callTimeoutMs: int(env.LLM_CALL_TIMEOUT_MS, 60_000),
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError("aborted", "The request was cancelled.", true));
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new LlmError("aborted", "The request was cancelled.", true));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Retry-After in ms: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+(\.\d+)?$/u.test(value.trim())) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const timeoutText = (ms: number) => (ms < 2000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

class Truncated extends Error {}
class Empty extends Error {}

export function createChatClient(settings: LlmSettings, policy: RetryPolicy = retryPolicyFromEnv()): ChatClient {
  if (!settings.apiKey) throw new Error("createChatClient needs an API key; without one the pipeline runs deterministically");
  const key = settings.apiKey;
  const sdk = new OpenAI({
    apiKey: key,
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    maxRetries: 0, // retries are ours, so Retry-After and the request deadline are respected together
    timeout: policy.callTimeoutMs + 1_000,
  });

  /** Set once the server refuses a json_schema response format: JSON mode from then on. */
  let structuredRefused = false;

  async function once(request: ChatRequest, signal: AbortSignal): Promise<ChatReply> {
    if (request.responseSchema && !structuredRefused) {
      try {
        return await attempt(request, signal, zodResponseFormat(request.responseSchema, request.schemaName));
      } catch (err) {
        // A server without structured outputs says so with a 400 about the response format: ask again in JSON mode.
        if (!(err instanceof APIError && err.status === 400 && /response_format|json_schema|structured/iu.test(err.message))) throw err;
        structuredRefused = true;
      }
    }
    return attempt(request, signal, { type: "json_object" as const });
  }

  async function attempt(request: ChatRequest, signal: AbortSignal, responseFormat: { type: "json_object" } | ReturnType<typeof zodResponseFormat>): Promise<ChatReply> {
    const base = { model: settings.model, messages: request.messages, response_format: responseFormat, temperature: 0.3 };
    if (request.stream) {
      const stream = await sdk.chat.completions.create({ ...base, stream: true, stream_options: { include_usage: true } }, { signal });
      let content = "";
      let finished = false;
      let usage = { prompt_tokens: 0, completion_tokens: 0 };
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.delta?.content) content += choice.delta.content;
        if (choice?.finish_reason) {
          finished = true;
          if (choice.finish_reason === "length") throw new Truncated("the reply hit the length limit");
        }
        if (chunk.usage) usage = { prompt_tokens: chunk.usage.prompt_tokens, completion_tokens: chunk.usage.completion_tokens };
      }
      if (!finished) throw new Truncated("the reply stream ended before it finished");
      if (content.trim() === "") throw new Empty("the model sent an empty reply");
      return { content, usage };
    }
    const completion = await sdk.chat.completions.create({ ...base, stream: false }, { signal });
    const choice = completion.choices?.[0];
    if (!choice) throw new Empty("the reply had no choices");
    if (choice.finish_reason === "length") throw new Truncated("the reply hit the length limit");
    const content = choice.message?.content ?? "";
    if (content.trim() === "") throw new Empty("the model sent an empty reply");
    const u = completion.usage;
    return { content, usage: { prompt_tokens: u?.prompt_tokens ?? 0, completion_tokens: u?.completion_tokens ?? 0 } };
  }

  /** Maps a failure to a typed error and whether (and after how long) to try again. */
  function classify(err: unknown, outer: AbortSignal | undefined, timedOut: boolean): { error: LlmError; waitMs: number | null } {
    const text = (m: string) => redactKey(m, key);
    if (outer?.aborted) return { error: new LlmError("aborted", "The request was cancelled.", true), waitMs: null };
    if (err instanceof LlmError) return { error: err, waitMs: null };
    if (timedOut || err instanceof APIConnectionTimeoutError || (err instanceof APIUserAbortError && timedOut)) {
      return { error: new LlmError("timeout", `The model did not answer within ${timeoutText(policy.callTimeoutMs)}.`, true), waitMs: 0 };
    }
    if (err instanceof Truncated) return { error: new LlmError("truncated", `The model's reply was cut off: ${err.message}.`, true), waitMs: 0 };
    if (err instanceof Empty) return { error: new LlmError("empty-reply", `The model sent nothing back: ${err.message}.`, true), waitMs: 0 };
    if (err instanceof APIConnectionError) return { error: new LlmError("connection", "Could not reach the LLM server (connection refused or reset).", true), waitMs: 0 };
    if (err instanceof APIError) {
      const status = err.status ?? 0;
      if (status === 429) {
        const after = retryAfterMs(err.headers?.get("retry-after"));
        if (after !== null && after > policy.maxRetryAfterMs) {
          return { error: new LlmError("rate-limited", `The LLM server is rate-limiting; it asked to wait ${Math.round(after / 1000)} s.`, true), waitMs: null };
        }
        return { error: new LlmError("rate-limited", "The LLM server is rate-limiting requests (429).", true), waitMs: after ?? 0 };
      }
      if (status >= 500) return { error: new LlmError("server-error", `The LLM server failed (${status}).`, true), waitMs: 0 };
      if (status === 401 || status === 403) return { error: new LlmError("auth", "The LLM server refused the API key.", false), waitMs: null };
      return { error: new LlmError("bad-request", text(`The LLM server rejected the request (${status}).`), false), waitMs: null };
    }
    // A body cut mid-JSON surfaces as a parse error from the SDK.
    if (err instanceof SyntaxError) return { error: new LlmError("truncated", "The model's reply was cut off mid-way.", true), waitMs: 0 };
    return { error: new LlmError("connection", "The LLM call failed.", true), waitMs: 0 };
  }

  return {
    model: settings.model,
    async complete(request: ChatRequest): Promise<ChatReply> {
      const timeoutMs = Math.min(request.timeoutMs ?? policy.callTimeoutMs, policy.callTimeoutMs);
      let last: LlmError | null = null;
      for (let attempt = 0; attempt < policy.attempts; attempt++) {
        const ctl = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          ctl.abort();
        }, timeoutMs);
        const signal = request.signal ? AbortSignal.any([request.signal, ctl.signal]) : ctl.signal;
        try {
          return await once(request, signal);
        } catch (err) {
          const { error, waitMs } = classify(err, request.signal, timedOut);
          last = error;
          if (waitMs === null || attempt === policy.attempts - 1) throw error;
          const backoff = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** attempt) * (0.75 + Math.random() * 0.5);
          await sleep(Math.max(waitMs, backoff), request.signal);
        } finally {
          clearTimeout(timer);
        }
      }
      throw last ?? new LlmError("connection", "The LLM call failed.", true);
    },
  };
}
