// JSON lines in, JSON lines out, for `score --jsonl` and `detect --jsonl`.
//
// On every core: stdin is cut into batches of whole lines,
// worker threads answer them (scripts/cli/batch-tasks.ts), and the answers are written in
// input order. Memory stays bounded on unbounded input: at most 2 batches per thread are in
// flight, reading waits for the oldest answer, and writing waits for stdout to drain. With
// one thread, or where no worker can start, lines are answered on the main thread as before.
//
// The worker threads run the CLI's own bundle (scripts/run.mjs builds it): when it is loaded
// off the main thread, scripts/cli.ts exports the batch tasks instead of running a command.
import { availableParallelism } from "node:os";
import type { Readable, Writable } from "node:stream";
import { TaskPool } from "../../lib/node/pool/task-pool";
import { BATCH_TASKS, type DetectLineSettings } from "./batch-tasks";
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

export interface BatchOptions {
  /** Worker threads; 0 answers on the main thread. availableParallelism() by default. */
  threads?: number;
  input?: Readable;
  output?: Writable;
  batchBytes?: number;
}

export type BatchJob = { kind: "score" } | { kind: "detect"; settings: DetectLineSettings };

/** --threads N (0 = the main thread only), or the machine's parallelism. */
export function threadsFlag(value: string | true | undefined): number {
  if (value === undefined) return availableParallelism();
  if (typeof value !== "string" || !/^\d+$/.test(value)) throw new CliError("--threads must be a whole number (0 = no worker threads)");
  return Number(value);
}

/** The bundle this code runs from, when it is one a worker thread can load. */
function ownBundle(): string | null {
  return typeof __filename === "string" && /\.c?js$/.test(__filename) ? __filename : null;
}

/** A fresh copy of bytes in an ArrayBuffer of their own (transferable; never Node's shared pool). */
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
  const threads = options.threads ?? availableParallelism();
  const bundle = ownBundle();
  if (threads === 0 || !bundle) return runJsonl(answerLine, input, output);
  const pool = new TaskPool({ workerFile: bundle, threads, local: BATCH_TASKS, startTimeoutMs: 20_000 });
  try {
    await pool.ready();
    if (pool.status().mode !== "threads") return await runJsonl(answerLine, input, output);
    return await pipeBatches(pool, job, input, output, options.batchBytes ?? BATCH_BYTES);
  } finally {
    await pool.close();
  }
}

/** What pipeBatches needs of a pool (tests give it one of their own). */
export type BatchRunner = Pick<TaskPool<typeof BATCH_TASKS>, "threads" | "run">;

/** Sends whole-line batches of input to the pool and writes the answers in input order, at most 2 batches per thread in flight. */
export async function pipeBatches(pool: BatchRunner, job: BatchJob, input: Readable, output: Writable, batchBytes: number = BATCH_BYTES): Promise<number> {
  const inFlight: Promise<Uint8Array>[] = [];
  const limit = 2 * pool.threads;
  const submit = (parts: Uint8Array[], length: number) => {
    const bytes = owned(parts, length);
    const transfer = [bytes.buffer as ArrayBuffer];
    inFlight.push(job.kind === "score" ? pool.run("scoreLines", { bytes }, length, transfer) : pool.run("detectLines", { bytes, settings: job.settings }, length, transfer));
  };
  const writeOldest = async () => {
    const answer = await inFlight.shift()!;
    if (!output.write(answer)) await new Promise<void>((resolve) => output.once("drain", () => resolve()));
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
      submit(lines, linesLength);
      lines = [];
      linesLength = 0;
      while (inFlight.length >= limit) await writeOldest();
    }
  }
  // The rest, and a last line without a line break (still a line).
  if (partialLength > 0) {
    lines.push(...partial);
    linesLength += partialLength;
  }
  if (linesLength > 0) submit(lines, linesLength);
  while (inFlight.length > 0) await writeOldest();
  return 0;
}
