// JSON lines in, JSON lines out, for `score --jsonl`, `detect --jsonl` and `fix --jsonl`.
//
// On every core: stdin is cut into batches of whole lines of one language, answered by worker
// threads (scripts/cli/batch-tasks.ts) and by the main thread itself, and the answers are
// written in input order (scripts/cli/batch-pipe.ts, which also keeps memory bounded).
//
// Where the time went: on dev ×8 (≈8.7 M characters) one thread spends about as long getting
// V8 to optimise the engine's code (the compiler threads, and the first batches run slowly
// until it has) as scoring itself, and every isolate pays that again. The workers used to start
// only once the main thread had answered two batches, so on 2 cores the worker was still
// warming up when the main thread had done most of the work and bought nothing. Now the workers
// start before stdin is read when it is a file (else at the first whole batch), warming up
// beside the main thread, and each thread keeps to its languages (less to optimise, fewer
// deoptimisations). A batch a worker fails on is answered on the main thread: no line is lost.
//
// The worker threads run the CLI's own bundle (scripts/run.mjs builds it) through
// scripts/bundle-worker.cjs, with the main thread's V8 code cache; off the main thread
// scripts/cli.ts exports the batch tasks instead of running a command.
import { availableParallelism, loadavg } from "node:os";
import { existsSync, fstatSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Readable, Writable } from "node:stream";
import type { TaskPool } from "../../lib/node/pool/task-pool";
import { answerLines, BATCH_TASKS, type DetectLineSettings, type FixLineSettings } from "./batch-tasks";
import { BATCH_BYTES, BATCHES_PER_WORKER, pipeBatches, type BatchWorkers } from "./batch-pipe";
import { CliError } from "./io";

/** The answer to one input line, as the line to print (a blank line is answered with an error). */
export function answerWith(answer: (line: string) => unknown): (raw: string) => string {
  return (raw) => {
    let line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    // A blank line still gets an answer (an error) so output line n answers input line n.
    return JSON.stringify(line.trim() === "" ? { error: "empty line" } : answer(line));
  };
}

/**
 * On the main thread: reads stdin chunk by chunk and answers every complete line of a chunk
 * with one write: a promise and a write per line (readline's line iterator) cost more than the
 * scoring itself. Lines are cut from the bytes (a UTF-8 line feed is never part of another
 * character) and each is decoded on its own, so no chunk-sized string is built only to be split
 * again. Output still streams: each chunk's answers go out before the next chunk is read.
 */
export async function runJsonl(answerLine: (raw: string) => string, input: Readable = process.stdin, output: Writable = process.stdout): Promise<number> {
  let partial: Buffer[] = [];
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let out = "";
    let from = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, from)) {
      const line = partial.length === 0 ? chunk.toString("utf8", from, nl) : Buffer.concat([...partial, chunk.subarray(from, nl)]).toString("utf8");
      partial = [];
      out += answerLine(line) + "\n";
      from = nl + 1;
    }
    if (from < chunk.length) partial.push(chunk.subarray(from));
    if (out !== "" && !output.write(out)) await new Promise<void>((resolve) => output.once("drain", () => resolve()));
  }
  // A last line without a line break is still a line.
  if (partial.length > 0) output.write(answerLine(Buffer.concat(partial).toString("utf8")) + "\n");
  return 0;
}

export interface BatchOptions {
  /** Worker threads; 0 answers on the main thread. By default threadsFlag's: the cores left idle. */
  threads?: number;
  input?: Readable;
  output?: Writable;
  batchBytes?: number;
}

export type BatchJob = { kind: "score" } | { kind: "detect"; settings: DetectLineSettings } | { kind: "fix"; settings: FixLineSettings };

/**
 * The cores the main thread's run keeps busy: its own and half of another, where V8 optimises
 * and collects for it (--threads 0 used 1.35 cores on dev ×8).
 */
const MAIN_THREAD_CORES = 1.5;

/**
 * --threads N (0 = the main thread only), or by default a worker for each core left idle by the
 * main thread's run and by the 1-minute load average (as `make -l` holds back jobs), at most
 * cores - 1: on 2 cores, none. A worker is a V8 isolate of its own, and its start and V8
 * optimising the engine again cost CPU that a core the main thread half uses does not have.
 * Measured on 2 cores, quiet (farm-bench, dev ×8): one worker beside the main thread took 1.34×
 * the CPU of none and 1.09× the wall time, even with the workers started before stdin is read
 * and each thread keeping to its languages (scripts/cli/batch-pipe.ts). Why: each isolate
 * spends ≈1.4 s of CPU running the engine unoptimised and optimising it before it reaches its
 * steady ≈0.32 s per dev ×1 (dev ×8 is ≈40% warm-up on one thread), and its compiler and GC
 * threads already keep the second core a third busy; under callgrind, dev ×2 took 1.54× the
 * instructions with two workers as with none. The main thread only cuts lines and writes
 * bytes (0.3 s of a run at --threads 2); with two workers both finish within 25 ms of each other.
 */
export function threadsFlag(value: string | true | undefined, cores: number = availableParallelism(), load: number = loadavg()[0]): number {
  if (value === undefined) return Math.max(0, Math.min(cores - 1, Math.floor(cores - MAIN_THREAD_CORES - load)));
  return countFlag(value);
}

/**
 * The cores `fix --jsonl` on the main thread alone keeps busy: its thread and V8's helper
 * threads. On dev (980 lines, per-thread CPU from /proc, with fix.ts's interrupt budget) its
 * main thread ran about 2.45 s and the helpers (optimising compiler, GC) 0.35 s: 1.05 cores.
 */
const FIX_MAIN_THREAD_CORES = 1.05;

/**
 * --threads for `fix --jsonl`: by default a worker for each core left idle, rounded (half a core
 * left idle is enough for one). A fix batch costs about 2.5 times a score batch of the same
 * bytes, so a worker takes a large share off the main thread: on dev, with one worker, the
 * main thread ran 1.57 s and the worker 1.4 s of CPU and the helpers 0.4 s (against 2.45 s and
 * 0.35 s alone), about 1.6-1.8 s on the critical path of two otherwise idle cores instead of
 * 2.45 s. The worker's start and V8 optimising the shared code a second time cost about a
 * quarter more CPU in all (paired, 1.26×): on a busy machine the kernel shares the cores between
 * sessions (autogroup), a second thread buys no more CPU time, and that quarter only makes the
 * run slower (paired at load 12: 1.38× the wall time). The load average keeps it at none there.
 */
export function fixThreadsFlag(value: string | true | undefined, cores: number = availableParallelism(), load: number = loadavg()[0]): number {
  if (value === undefined) return Math.max(0, Math.min(cores - 1, Math.floor(cores - FIX_MAIN_THREAD_CORES - load + 0.5)));
  return countFlag(value);
}

function countFlag(value: string | true): number {
  if (typeof value !== "string" || !/^\d+$/.test(value)) throw new CliError("--threads must be a whole number (0 = no worker threads)");
  return Number(value);
}

/** The bundle this code runs from, when it is one a worker thread can load. */
function ownBundle(): string | null {
  return typeof __filename === "string" && /\.c?js$/.test(__filename) ? __filename : null;
}

/**
 * The worker entry that loads `bundle` with the code cache: scripts/bundle-worker.cjs, beside
 * the bundles' folder (node_modules/.cache/patina-run, scripts/run.mjs); else the bundle itself.
 */
function workerEntry(bundle: string): string {
  const entry = join(dirname(bundle), "..", "..", "..", "scripts", "bundle-worker.cjs");
  return existsSync(entry) ? entry : bundle;
}

/** The size of the input when it is a regular file (stdin redirected from one), else null: a pipe's length is unknown. */
function fileSize(input: Readable): number | null {
  const fd = (input as Readable & { fd?: unknown }).fd;
  if (typeof fd !== "number") return null;
  try {
    const stat = fstatSync(fd);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

export async function runJsonlBatch(job: BatchJob, answerLine: (raw: string) => string, options: BatchOptions = {}): Promise<number> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const threads = options.threads ?? threadsFlag(undefined);
  const bundle = ownBundle();
  if (threads === 0 || !bundle) return runJsonl(answerLine, input, output);
  const pools: TaskPool<typeof BATCH_TASKS>[] = [];
  const startWorkers = async (): Promise<BatchWorkers> => {
    // Loaded only when workers start: the pool library alone costs a run that never starts one tens of ms.
    const { TaskPool } = await import("../../lib/node/pool/task-pool");
    for (let i = 0; i < threads; i++) {
      pools.push(
        new TaskPool({
          workerFile: workerEntry(bundle),
          workerData: { bundle },
          threads: 1,
          tasksPerThread: BATCHES_PER_WORKER,
          local: BATCH_TASKS,
          startTimeoutMs: 20_000,
        }),
      );
    }
    return poolLanes(pools, job);
  };
  const batchBytes = options.batchBytes ?? BATCH_BYTES;
  try {
    return await pipeBatches({
      answerHere: (bytes) => answerLines(bytes, answerLine),
      startWorkers,
      // With a core to spare, the main thread keeps scoring beside the workers.
      mainThreadScores: threads < availableParallelism(),
      batchBytes,
      startAtOnce: (fileSize(input) ?? 0) > batchBytes,
    }, input, output);
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}

/** One pool of one thread per lane, as BatchWorkers for one job: a lane is one thread, so it keeps its languages. */
function poolLanes(pools: TaskPool<typeof BATCH_TASKS>[], job: BatchJob): BatchWorkers {
  return {
    lanes: pools.length,
    failed: (lane) => pools[lane].status().mode === "in-process",
    // Not transferred: the main thread keeps the bytes, to answer them itself if the worker fails.
    answer: (lane, bytes) =>
      job.kind === "score"
        ? pools[lane].run("scoreLines", { bytes }, bytes.length)
        : job.kind === "detect"
          ? pools[lane].run("detectLines", { bytes, settings: job.settings }, bytes.length)
          : pools[lane].run("fixLines", { bytes, settings: job.settings }, bytes.length),
  };
}
