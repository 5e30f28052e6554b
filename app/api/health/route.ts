// GET /api/health for load balancers and uptime checks: 200 when this instance can do its
// job (the packs are loaded and a short text reads end to end), 503 otherwise. It costs about
// a millisecond. On SIGTERM `next start` stops accepting connections, so a draining instance
// drops out of the pool by failing its checks (docs/deploy.md).
import { readDocument } from "@/lib/document/read-document";
import { logError } from "@/lib/node/log";
import { serverPacks } from "@/lib/node/packs";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const PROBE = "The service reads this sentence. It checks that the engine answers.";

export function GET() {
  const checks: Record<string, { ok: boolean; [k: string]: unknown }> = {};
  try {
    const packs = serverPacks();
    const patterns = packs.set.byId.size;
    checks.packs = { ok: patterns > 0, source: packs.source, patterns, skipped: packs.set.errors.length };
    const started = performance.now();
    const reading = readDocument(PROBE, { lang: "en", packs: packs.set });
    checks.analysis = { ok: reading.report.meta.sentence_count === 2, ms: Math.round((performance.now() - started) * 100) / 100 };
  } catch (err) {
    logError("health.failed", err);
    checks.analysis = { ok: false, error: err instanceof Error ? err.name : "error" };
  }
  const ready = Object.values(checks).every((c) => c.ok);
  return Response.json(
    {
      ok: ready,
      ready,
      checks,
      llm: Boolean(process.env.OPENAI_API_KEY),
      uptimeSeconds: Math.round(process.uptime()),
    },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
