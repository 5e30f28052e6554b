// The one interface the pipeline talks to a model through. The pipeline never sees
// an SDK: lib/node/llm-client.ts implements this with the openai package, tests
// implement it with a scripted object, so every branch runs without a network.

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Name of the JSON shape the reply must have (diagnosis, rewrite, fidelity, …). */
  schemaName: string;
  /**
   * The reply's shape as a zod schema: sent as a structured-output response format where the
   * server supports one (JSON mode where it refuses it); the caller still validates the reply.
   */
  responseSchema?: import("zod").ZodType;
  /** Stream the reply (a cut stream is detected as truncated, not taken as complete). */
  stream?: boolean;
  signal?: AbortSignal;
  /** Per-call timeout in ms; the implementation aborts the call when it passes. */
  timeoutMs?: number;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface ChatReply {
  content: string;
  usage: TokenUsage;
}

export interface ChatClient {
  readonly model: string;
  complete(request: ChatRequest): Promise<ChatReply>;
}

export type LlmErrorCode =
  | "timeout"
  | "rate-limited"
  | "server-error"
  | "connection"
  | "truncated"
  | "empty-reply"
  | "auth"
  | "bad-request"
  | "aborted";

/** A call that failed after the client's own bounded retries. */
export class LlmError extends Error {
  constructor(
    readonly code: LlmErrorCode,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "LlmError";
  }
}

export const addUsage = (a: TokenUsage, b: TokenUsage): TokenUsage => ({
  prompt_tokens: a.prompt_tokens + b.prompt_tokens,
  completion_tokens: a.completion_tokens + b.completion_tokens,
});
