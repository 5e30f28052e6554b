// CPU-bound tasks on a pool of worker threads (piscina), with the same task functions
// in-process as the fallback when the pool cannot start. One pool per process and purpose:
// the server's analysis (lib/node/analysis), the CLI's batch scoring (scripts/cli/batch.ts).
//
// Admission is bounded by work, not only by count: each task carries a weight (the bytes of
// text it reads, which its cost is linear in), and a task that would take the work queued past
// `maxQueuedWeight` is refused with PoolBusyError (the API answers 503 + Retry-After) instead of
// waiting behind everything else. An empty pool always takes a task, however heavy.
import { availableParallelism } from "node:os";
import type { TransferListItem } from "node:worker_threads";
import { Piscina } from "piscina";

/** The tasks a pool runs: name → function of one structured-clonable argument. */
export type TaskTable = Record<string, (task: never) => unknown>;

type Arg<F> = F extends (task: infer A) => unknown ? A : never;
type Out<F> = F extends (task: never) => infer R ? Awaited<R> : never;

/** The pool is full: the caller should come back after `retryAfterSeconds`. */
export class PoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`The analysis queue is full; try again in ${retryAfterSeconds} s.`);
  }
}

/** What a worker entry posts (through piscina's message channel) once it has loaded and answered its own probe. */
export interface WorkerReady {
  patinaWorkerReady: true;
  /** Milliseconds from the worker's start to ready. */
  ms: number;
  /** Whatever the entry wants health to show (pack source, probe time…). */
  info?: Record<string, string | number | boolean>;
}

export interface TaskPoolOptions<T extends TaskTable> {
  /** The bundled worker entry (a CommonJS file exporting the task functions); null runs in-process. */
  workerFile: string | null;
  /** Why there is no worker file, when there is none. */
  inProcessReason?: string;
  /** Worker threads; availableParallelism() by default. */
  threads?: number;
  /** Weight (bytes of text) queued or running at most before tasks are refused. */
  maxQueuedWeight?: number;
  /** Tasks queued or running at most. */
  maxQueuedTasks?: number;
  /**
   * Tasks handed to one thread at once (1 by default). More lets a thread start its next task
   * without a round trip to a main thread that may be busy (the CLI's batches).
   */
  tasksPerThread?: number;
  /** The same task functions, run on this thread when the pool cannot start. */
  local: T;
  /** How long the first worker may take to report ready before the pool falls back. */
  startTimeoutMs?: number;
  workerData?: unknown;
  execArgv?: string[];
  /** Told when the pool falls back to in-process, and why. */
  onFallback?: (reason: string) => void;
}

export interface PoolStatus {
  mode: "threads" | "in-process" | "starting";
  /** Threads configured / reported ready. */
  threads: number;
  ready: number;
  /** Tasks and weight queued or running now. */
  queuedTasks: number;
  queuedWeight: number;
  maxQueuedTasks: number;
  maxQueuedWeight: number;
  completed: number;
  refused: number;
  /** Why tasks run in-process, when they do. */
  reason?: string;
  /** From the first ready worker. */
  worker?: Record<string, string | number | boolean>;
}

const DEFAULT_START_TIMEOUT_MS = 30_000;

export class TaskPool<T extends TaskTable> {
  readonly threads: number;
  readonly maxQueuedWeight: number;
  readonly maxQueuedTasks: number;
  private piscina: Piscina | null = null;
  private mode: PoolStatus["mode"];
  private reason: string | undefined;
  private readyCount = 0;
  private workerInfo: Record<string, string | number | boolean> | undefined;
  private started: Promise<void>;
  private queuedTasks = 0;
  private queuedWeight = 0;
  private completed = 0;
  private refused = 0;
  /** Weight done and thread-milliseconds spent on it: the pool's rate, for Retry-After. */
  private doneWeight = 0;
  private doneMs = 0;

  constructor(private readonly options: TaskPoolOptions<T>) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.maxQueuedWeight = options.maxQueuedWeight ?? Infinity;
    this.maxQueuedTasks = options.maxQueuedTasks ?? Infinity;
    if (!options.workerFile) {
      this.mode = "in-process";
      this.reason = options.inProcessReason ?? "no worker file";
      this.started = Promise.resolve();
      return;
    }
    this.mode = "starting";
    this.started = this.start(options.workerFile);
  }

  private start(filename: string): Promise<void> {
    return new Promise<void>((resolve) => {
      let settled = false;
      const settle = (fallback?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (fallback !== undefined) this.fallBack(fallback);
        resolve();
      };
      const pool = new Piscina({
        filename,
        minThreads: this.threads,
        maxThreads: this.threads,
        // Queueing is bounded here, by weight; piscina's own queue only backs that up.
        maxQueue: Number.isFinite(this.maxQueuedTasks) ? this.maxQueuedTasks : Infinity,
        idleTimeout: Infinity,
        // First come, first served: by default a task that finds every thread busy when another
        // one frees up goes to the BACK of the queue, so under sustained load the oldest tasks
        // are passed over again and again (at c200 the p99 wait was 4x the median).
        stricterFIFO: true,
        // The pool keeps its own rate (doneWeight/doneMs, for Retry-After); piscina's
        // histograms of every task's wait and run time are read by no one.
        recordTiming: false,
        concurrentTasksPerWorker: this.options.tasksPerThread ?? 1,
        ...(this.options.workerData !== undefined ? { workerData: this.options.workerData } : {}),
        ...(this.options.execArgv ? { execArgv: this.options.execArgv } : {}),
      });
      this.piscina = pool;
      pool.on("message", (message: unknown) => {
        if (!isReady(message)) return;
        this.readyCount = Math.min(this.threads, this.readyCount + 1);
        this.workerInfo ??= { ...message.info, startMs: Math.round(message.ms) };
        if (this.mode === "starting") this.mode = "threads";
        settle();
      });
      pool.on("workerDestroy", () => {
        this.readyCount = Math.max(0, this.readyCount - 1);
      });
      // A worker that fails before it is ready (a broken bundle, a missing module) means no
      // worker will start: the tasks run here instead. Later failures are piscina's to replace.
      pool.on("error", (err: unknown) => {
        if (this.mode === "starting") settle(`the worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
      });
      // Not unref'd: a caller awaiting ready() keeps the process alive until the pool is up or has fallen back.
      const timer = setTimeout(() => settle(`no worker was ready after ${this.options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS} ms`), this.options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
    });
  }

  private fallBack(reason: string): void {
    this.mode = "in-process";
    this.reason = reason;
    this.readyCount = 0;
    const pool = this.piscina;
    this.piscina = null;
    void pool?.destroy().catch(() => {});
    this.options.onFallback?.(reason);
  }

  /** Resolves once the pool is running or has fallen back (never rejects). */
  ready(): Promise<void> {
    return this.started;
  }

  status(): PoolStatus {
    return {
      mode: this.mode,
      threads: this.mode === "in-process" ? 0 : this.threads,
      ready: this.readyCount,
      queuedTasks: this.queuedTasks,
      queuedWeight: this.queuedWeight,
      maxQueuedTasks: this.maxQueuedTasks,
      maxQueuedWeight: this.maxQueuedWeight,
      completed: this.completed,
      refused: this.refused,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.workerInfo ? { worker: this.workerInfo } : {}),
    };
  }

  /** Seconds until the queued work is likely done, at the rate the pool has shown (1–60). */
  retryAfterSeconds(): number {
    const perThreadMsPerWeight = this.doneWeight > 0 ? this.doneMs / this.doneWeight : 0;
    const seconds = (this.queuedWeight * perThreadMsPerWeight) / this.threads / 1000;
    return Math.min(60, Math.max(1, Math.ceil(seconds)));
  }

  /**
   * Runs one task; `weight` is the work it represents (bytes of text). Rejects with
   * PoolBusyError when the queue is full, and with the task's own error when it throws.
   */
  async run<K extends keyof T & string>(name: K, task: Arg<T[K]>, weight = 1, transferList?: TransferListItem[]): Promise<Out<T[K]>> {
    if (this.mode === "starting") await this.started;
    const pool = this.piscina;
    if (this.mode === "in-process" || !pool) return (await (this.options.local[name] as unknown as (t: Arg<T[K]>) => unknown)(task)) as Out<T[K]>;
    if (this.queuedTasks > 0 && (this.queuedWeight + weight > this.maxQueuedWeight || this.queuedTasks >= this.maxQueuedTasks)) {
      this.refused++;
      throw new PoolBusyError(this.retryAfterSeconds());
    }
    this.queuedTasks++;
    this.queuedWeight += weight;
    const started = performance.now();
    try {
      return (await pool.run(task, { name, ...(transferList ? { transferList } : {}) })) as Out<T[K]>;
    } catch (err) {
      if (err instanceof Error && err.message === "Task queue is at limit") {
        this.refused++;
        throw new PoolBusyError(this.retryAfterSeconds());
      }
      throw err;
    } finally {
      this.queuedTasks--;
      this.queuedWeight -= weight;
      this.completed++;
      // Wall time from submission overstates a task's own time under load; the busy share of
      // it (one thread per task) is what matters, so the rate is kept from tasks that did not wait.
      const ms = performance.now() - started;
      if (this.queuedTasks < this.threads) {
        this.doneWeight += weight;
        this.doneMs += ms;
      }
    }
  }

  /** Stops the workers (the CLI, at the end of its input; tests). */
  async close(): Promise<void> {
    await this.started;
    const pool = this.piscina;
    this.piscina = null;
    if (pool) await pool.destroy();
  }
}

function isReady(message: unknown): message is WorkerReady {
  return typeof message === "object" && message !== null && (message as WorkerReady).patinaWorkerReady === true;
}
