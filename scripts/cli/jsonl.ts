// JSON lines in, JSON lines out, for `score --jsonl`, `detect --jsonl` and `fix --jsonl`.
//
// On every core: stdin is cut into batches of whole lines, answered by worker threads
// (scripts/cli/batch-tasks.ts) and by the main thread itself, and the answers are written in
// input order. Memory stays bounded on unbounded input: at most 2 batches per worker are in
// flight, a few more answered ahead of the oldest, reading waits for the oldest answer, and
// writing waits for stdout to drain.
//
// Why the main thread scores too: on a corpus of ~9 M characters a worker's own start (loading
// the bundle, building the packs) and, above all, V8 optimising the engine's code once more in
// that thread's isolate (≈1.4 s of compiler time on the background threads, paid again by every
// isolate) cost about as much CPU as the scoring itself. So where the workers leave a core
// free (as the default leaves it: a worker per core the main thread leaves idle, threadsFlag), the main
// thread scores too: every batch until a worker is ready, then beside them, and an input of a
// couple of batches never starts a worker at all. A batch a worker fails on is answered on
// the main thread: no line is lost.
//
// The worker threads run the CLI's own bundle (scripts/run.mjs builds it) through
// scripts/bundle-worker.cjs, with the main thread's V8 code cache; off the main thread
// scripts/cli.ts exports the batch tasks instead of running a command.
import { availableParallelism, loadavg } from "node:os";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Readable, Writable } from "node:stream";
import type { TaskPool } from "../../lib/node/pool/task-pool";
import { answerLines, BATCH_TASKS, type DetectLineSettings, type FixLineSettings } from "./batch-tasks";
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

/** Input bytes per batch: large enough that a batch costs far more than its two messages. */
export const BATCH_BYTES = 256 * 1024;

/** Batches a worker holds at once: the one it answers and the next, so it never waits for the main thread to hand it one. */
const BATCHES_PER_WORKER = 2;

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
 * cores - 1. A worker is a V8 isolate of its own: its start and V8 optimising the engine again
 * cost CPU of their own, which on a core that is not idle only takes time from the main thread.
 * Measured on 2 cores: 1 worker beside the main thread took 1.55× the CPU of none, and longer.
 */
export function threadsFlag(value: string | true | undefined, cores: number = availableParallelism(), load: number = loadavg()[0]): number {
  if (value === undefined) return Math.max(0, Math.min(cores - 1, Math.floor(cores - MAIN_THREAD_CORES - load)));
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

/** A fresh copy of bytes in an ArrayBuffer of their own (never Node's shared pool). */
function owned(parts: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

export async function runJsonlBatch(job: BatchJob, answerLine: (raw: string) => string, options: BatchOptions = {}): Promise<number> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const threads = options.threads ?? threadsFlag(undefined);
  const bundle = ownBundle();
  if (threads === 0 || !bundle) return runJsonl(answerLine, input, output);
  let pool: TaskPool<typeof BATCH_TASKS> | null = null;
  const startWorkers = async (): Promise<BatchWorkers> => {
    // Loaded only when workers start: the pool library alone costs a run that never starts one tens of ms.
    const { TaskPool } = await import("../../lib/node/pool/task-pool");
    pool = new TaskPool({
      workerFile: workerEntry(bundle),
      workerData: { bundle },
      threads,
      tasksPerThread: BATCHES_PER_WORKER,
      local: BATCH_TASKS,
      startTimeoutMs: 20_000,
    });
    return poolWorkers(pool, job);
  };
  try {
    return await pipeBatches({
      answerHere: (bytes) => answerLines(bytes, answerLine),
      startWorkers,
      // With a core to spare, the main thread keeps scoring beside the workers.
      mainThreadScores: threads < availableParallelism(),
      batchBytes: options.batchBytes ?? BATCH_BYTES,
    }, input, output);
  } finally {
    await (pool as TaskPool<typeof BATCH_TASKS> | null)?.close();
  }
}

/** Where batches go besides the main thread (tests give one of their own). */
export interface BatchWorkers {
  /** Workers that take batches now: 0 while they start, and for good once none can. */
  ready(): number;
  /** True once no worker can start (the pool fell back): the main thread answers everything. */
  failed(): boolean;
  /** One batch's answers; rejects when the worker fails. */
  answer(bytes: Uint8Array): Promise<Uint8Array>;
}

/** The pool as BatchWorkers for one job. */
function poolWorkers(pool: TaskPool<typeof BATCH_TASKS>, job: BatchJob): BatchWorkers {
  return {
    ready: () => {
      const s = pool.status();
      return s.mode === "threads" ? s.ready : 0;
    },
    failed: () => pool.status().mode === "in-process",
    // Not transferred: the main thread keeps the bytes, to answer them itself if the worker fails.
    answer: (bytes) =>
      job.kind === "score"
        ? pool.run("scoreLines", { bytes }, bytes.length)
        : job.kind === "detect"
          ? pool.run("detectLines", { bytes, settings: job.settings }, bytes.length)
          : pool.run("fixLines", { bytes, settings: job.settings }, bytes.length),
  };
}

export interface BatchPlan {
  /** Answers a batch on the main thread. */
  answerHere: (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;
  /** Starts the workers: called once, at the first batch, or past two batches when the main thread scores. */
  startWorkers: () => BatchWorkers | Promise<BatchWorkers>;
  /**
   * Whether the main thread scores too: beside the workers, and while none is ready. When it
   * does not (as many workers as cores), it answers only what no worker can.
   */
  mainThreadScores: boolean;
  batchBytes?: number;
}

/**
 * Sends whole-line batches of input to the workers or answers them here, and writes the
 * answers in input order. At most 2 batches per ready worker are in flight, and at most two more
 * than those wait, answered, behind the oldest; reading waits for the oldest answer, writing for stdout.
 */
export async function pipeBatches(plan: BatchPlan, input: Readable, output: Writable): Promise<number> {
  const batchBytes = plan.batchBytes ?? BATCH_BYTES;
  let workers: BatchWorkers | null = null;
  let sentBytes = 0;
  /** Batches not yet written, in input order; `answer` is set once answered. */
  const queue: { answer: Uint8Array | null }[] = [];
  let atWorkers = 0;
  let wake: (() => void) | null = null;
  const workerDone = () => new Promise<void>((resolve) => (wake = resolve));
  const answerHere = async (slot: { answer: Uint8Array | null }, bytes: Uint8Array) => {
    slot.answer = await plan.answerHere(bytes);
    // Lets the workers' answers (and their readiness) in between batches answered here.
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  const writeAnswered = async () => {
    while (queue.length > 0 && queue[0].answer) {
      if (!output.write(queue.shift()!.answer!)) await new Promise<void>((resolve) => output.once("drain", () => resolve()));
    }
  };

  const place = async (bytes: Uint8Array) => {
    // A main thread that scores anyway answers a short input alone, never paying for a worker's start.
    if (!workers && (!plan.mainThreadScores || sentBytes > 2 * batchBytes)) workers = await plan.startWorkers();
    sentBytes += bytes.length;
    const slot: { answer: Uint8Array | null } = { answer: null };
    queue.push(slot);
    for (;;) {
      const ready = workers?.ready() ?? 0;
      if (ready > 0 && atWorkers < BATCHES_PER_WORKER * ready) {
        atWorkers++;
        workers!.answer(bytes).then(
          (answer) => (slot.answer = answer),
          // A worker that fails (or dies) leaves its batch to the main thread: no line is lost.
          () => (slot.answer = null),
        ).then(async () => {
          if (!slot.answer) slot.answer = await plan.answerHere(bytes);
          atWorkers--;
          wake?.();
        });
        break;
      }
      if (plan.mainThreadScores || !workers || workers.failed()) {
        await answerHere(slot, bytes);
        break;
      }
      // Workers busy: wait for one; still starting: look again shortly.
      await (atWorkers > 0 ? workerDone() : new Promise<void>((resolve) => setTimeout(resolve, 5)));
    }
    await writeAnswered();
    // Bounded: the oldest batch is at a worker and enough have been answered behind it.
    while (queue.length > BATCHES_PER_WORKER * Math.max(1, workers?.ready() ?? 0) + 2) {
      await workerDone();
      await writeAnswered();
    }
  };

  // Whole lines waiting to be sent, and the bytes of a line not yet ended.
  let lines: Uint8Array[] = [];
  let linesLength = 0;
  let partial: Uint8Array[] = [];
  let partialLength = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    const lastNl = chunk.lastIndexOf(0x0a);
    if (lastNl === -1) {
      partial.push(chunk);
      partialLength += chunk.length;
      continue;
    }
    // Everything up to the chunk's last line feed is whole lines (with the partial line before them).
    lines.push(...partial, chunk.subarray(0, lastNl + 1));
    linesLength += partialLength + lastNl + 1;
    partial = lastNl + 1 < chunk.length ? [chunk.subarray(lastNl + 1)] : [];
    partialLength = chunk.length - lastNl - 1;
    if (linesLength >= batchBytes) {
      const batch = owned(lines, linesLength);
      lines = [];
      linesLength = 0;
      await place(batch);
    }
  }
  // The rest, and a last line without a line break (still a line).
  if (partialLength > 0) {
    lines.push(...partial);
    linesLength += partialLength;
  }
  if (linesLength > 0) await place(owned(lines, linesLength));
  while (queue.length > 0) {
    if (!queue[0].answer) await workerDone();
    await writeAnswered();
  }
  return 0;
}
