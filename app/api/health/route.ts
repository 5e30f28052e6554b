// GET /api/health for load balancers and uptime checks: 200 when this instance can do its
// job (the packs are loaded, the analysis pool is up and a short text reads end to end through
// it), 503 otherwise. It costs about a millisecond. `checks.pool` says whether texts are read
// on worker threads (`mode: "threads"`, with how many are ready and how full the queue is) or
// in-process, and why. On SIGTERM `next start` stops accepting connections, so a draining
// instance drops out of the pool by failing its checks (docs/deploy.md).
import { appAnalysisPool } from "@/lib/node/analysis/app-pool";
import { logError } from "@/lib/node/log";
import { serverPacks } from "@/lib/node/packs";
import { PoolBusyError } from "@/lib/node/pool/task-pool";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET() {
  const checks: Record<string, { ok: boolean; [k: string]: unknown }> = {};
  const pool = appAnalysisPool();
  try {
    const packs = serverPacks();
    const patterns = packs.set.byId.size;
    checks.packs = { ok: patterns > 0, source: packs.source, patterns, skipped: packs.set.errors.length };
    await pool.ready();
    const started = performance.now();
    const probe = await pool.run("probe", null);
    checks.analysis = { ok: probe.ok, ms: Math.round((performance.now() - started) * 100) / 100 };
  } catch (err) {
    // A full queue is busy, not broken: the instance still answers, later.
    if (!(err instanceof PoolBusyError)) logError("health.failed", err);
    checks.analysis = { ok: err instanceof PoolBusyError, error: err instanceof PoolBusyError ? "busy" : err instanceof Error ? err.name : "error" };
  }
  const status = pool.status();
  checks.pool = { ok: status.mode === "in-process" || status.ready > 0, ...status };
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
