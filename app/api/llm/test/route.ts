import { testConnection } from "@/lib/llm/connection-test";
import { chatClientFor, llmSettingsFor } from "@/lib/node/llm-request";
import { jsonError } from "@/lib/node/request-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A short timeout: this answers a button in the settings dialog. */
const TEST_TIMEOUT_MS = 15_000;

export async function POST(request: Request) {
  const resolved = llmSettingsFor(request);
  if (!resolved.ok) return jsonError(resolved.status, resolved.code, resolved.message);
  const timeout = Math.min(TEST_TIMEOUT_MS, Number(process.env.LLM_CALL_TIMEOUT_MS) || TEST_TIMEOUT_MS);
  return Response.json(await testConnection(chatClientFor(resolved.settings), timeout, request.signal));
}
