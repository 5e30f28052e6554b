// Per-client rate limits whose counters live in the report store (SQLite, or the shared
// PostgreSQL when DATABASE_URL is set), so every app instance behind a load balancer counts
// against the same limit. Over the limit: 429 with Retry-After.
//
// The LLM routes count only requests that would call a model (a server key or the user's own):
// without one they run the deterministic pipeline, which costs no more than /api/analyze. The
// client is the first X-Forwarded-For hop (Next sets it to the socket address; a proxy in front
// must forward it). A request with no client address at all can only come from inside the
// process (a test calling a handler), and is not counted. If the store cannot be reached the
// request goes through and the failure is logged: the limit protects a budget, it must not
// take the rewrite feature down with the database.
import { limitFromEnv } from "../api/limits";
import type { ReportStore } from "../store/report-store";
import { logError } from "./log";

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** PATINA_LLM_RATE_LIMIT model-using requests per client per PATINA_LLM_RATE_WINDOW_MS (20 a minute). */
export function llmRateLimitPolicy(env: Readonly<Record<string, string | undefined>> = process.env): RateLimitPolicy {
  return { limit: limitFromEnv("PATINA_LLM_RATE_LIMIT", 20, env), windowMs: limitFromEnv("PATINA_LLM_RATE_WINDOW_MS", 60_000, env) };
}

export interface RateLimitDeps {
  store: () => ReportStore;
  now: () => number;
}

/** The client for rate limiting: the first x-forwarded-for hop (the socket address Next forwards), else x-real-ip. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
}

async function defaultStore(): Promise<ReportStore> {
  const { getReportStore } = await import("./store/index");
  return getReportStore();
}

/** null when the request may go on; else the 429 to send. `scope` names the budget ("llm"). */
export async function rateLimited(request: Request, scope: string, policy: RateLimitPolicy, deps?: RateLimitDeps): Promise<Response | null> {
  const client = clientKey(request);
  if (client === "unknown") return null;
  let result;
  try {
    const store = deps ? deps.store() : await defaultStore();
    result = await store.hit(`${scope}:${client}`, policy.windowMs, policy.limit, (deps?.now ?? Date.now)());
  } catch (err) {
    logError("rate-limit.store-failed", err, { scope });
    return null;
  }
  if (result.allowed) return null;
  const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  return Response.json(
    {
      error: {
        code: "rate-limited",
        message: `Too many requests: at most ${policy.limit} per ${Math.round(policy.windowMs / 1000)} s from one client. Try again in ${seconds} s.`,
        retryAfterSeconds: seconds,
      },
    },
    { status: 429, headers: { "retry-after": String(seconds), "cache-control": "no-store" } },
  );
}

/** The LLM routes' limit, for a request that will call a model. */
export function llmRateLimited(request: Request): Promise<Response | null> {
  return rateLimited(request, "llm", llmRateLimitPolicy());
}
