// The server's analysis pool: one per process, shared by every route (kept on globalThis,
// because Next may load the route modules in separate chunks, each with its own module state).
//
// Under `next start` (NODE_ENV=production) it runs the worker bundle the build wrote
// (lib/node/analysis/worker-file.ts) on availableParallelism() threads. Anywhere else — `next
// dev`, the unit tests, a build without the bundle, PATINA_ANALYSIS_THREADS=0 — the same tasks
// run in-process, and health says why. PATINA_ANALYSIS_WORKER names a bundle explicitly.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { limitFromEnv } from "../../api/limits";
import { logEvent } from "../log";
import { serverPackSet } from "../packs";
import type { PackSet } from "../../packs/types";
import { TaskPool } from "../pool/task-pool";
import { analysisTasks, type AnalysisTasks } from "./tasks";
import { nextDistDir, workerFileIn } from "./worker-file";

export type AnalysisPool = TaskPool<AnalysisTasks>;

type Env = Readonly<Record<string, string | undefined>>;

/** Bytes of request bodies queued or running per thread before requests are refused with 503 (about 2 s of dense text). */
export const DEFAULT_QUEUE_BYTES_PER_THREAD = 4 * 1024 * 1024;
/** Requests queued or running per thread at most. */
export const DEFAULT_QUEUE_TASKS_PER_THREAD = 256;

/** Which worker bundle to run, or why none. */
export function workerFileFor(env: Env = process.env, root: string = process.cwd()): { file: string } | { reason: string } {
  if (env.PATINA_ANALYSIS_THREADS?.trim() === "0") return { reason: "PATINA_ANALYSIS_THREADS=0" };
  const named = env.PATINA_ANALYSIS_WORKER?.trim();
  if (named) return existsSync(named) ? { file: named } : { reason: `PATINA_ANALYSIS_WORKER=${named} does not exist` };
  if (env.NODE_ENV !== "production") return { reason: `not a production server (NODE_ENV=${env.NODE_ENV ?? "unset"})` };
  const file = workerFileIn(join(/*turbopackIgnore: true*/ root, nextDistDir(env)));
  return existsSync(file) ? { file } : { reason: `no worker bundle at ${file} (built by next build)` };
}

export function createAnalysisPool(env: Env = process.env, root: string = process.cwd()): AnalysisPool {
  const where = workerFileFor(env, root);
  // 0 means in-process (workerFileFor says so); any other value is the thread count.
  const threads = "file" in where ? limitFromEnv("PATINA_ANALYSIS_THREADS", availableParallelism(), env) : 1;
  const pool = new TaskPool({
    workerFile: "file" in where ? where.file : null,
    ...("reason" in where ? { inProcessReason: where.reason } : {}),
    threads,
    maxQueuedWeight: limitFromEnv("PATINA_ANALYSIS_QUEUE_BYTES", DEFAULT_QUEUE_BYTES_PER_THREAD * threads, env),
    maxQueuedTasks: limitFromEnv("PATINA_ANALYSIS_QUEUE_TASKS", DEFAULT_QUEUE_TASKS_PER_THREAD * threads, env),
    local: analysisTasks(() => serverPackSet(root)),
    onFallback: (reason) => logEvent("analysis.pool.fallback", { reason }, "warn"),
  });
  if ("file" in where) {
    void pool.ready().then(() => {
      const s = pool.status();
      if (s.mode === "threads") logEvent("analysis.pool.ready", { threads: s.threads, startMs: Number(s.worker?.startMs ?? NaN) });
    });
  }
  return pool;
}

const KEY = Symbol.for("patina.analysis-pool");
type Holder = { [KEY]?: AnalysisPool };

/** The process's pool, started on first use. */
export function appAnalysisPool(): AnalysisPool {
  const g = globalThis as Holder;
  return (g[KEY] ??= createAnalysisPool());
}

/** The tasks on this thread over the given packs (tests, and callers that hold their own pack set). */
export function inProcessAnalysisPool(packs: PackSet, reason = "in-process by choice"): AnalysisPool {
  return new TaskPool({ workerFile: null, inProcessReason: reason, local: analysisTasks(() => packs) });
}
