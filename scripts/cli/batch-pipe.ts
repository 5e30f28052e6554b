// The batch commands' scheduler: input lines → batches of one language → worker threads and the
// main thread → answers written in input order.
//
// Each scorer (a worker lane, and the main thread when it scores) is home to some languages
// (scripts/cli/affinity.ts): a batch holds lines of one language and goes to its home. Lines
// are grouped as they are read, and the order they came in is kept as runs (so many lines of
// this language, then so many of that) by which the answers are interleaved back.
//
// A scorer with nothing of its own takes another's batch only once reading cannot run further
// ahead (or the input has ended): up to then, more input may bring it work of its own. So a
// corpus of one language still keeps every thread busy, and one of several stays sorted.
//
// Memory stays bounded on unbounded input: reading stops at `maxAheadBytes` of input not yet
// written (then every language's partial batch is sent as it is, so the oldest lines can be
// answered), at most BATCHES_PER_WORKER batches are at a worker, and writing waits for stdout.
import type { Readable, Writable } from "node:stream";
import { AFFINITY_LANGS, affinityOf } from "./affinity";

/** Input bytes per batch: large enough that a batch costs far more than its two messages. */
export const BATCH_BYTES = 256 * 1024;

/** Batches a worker holds at once: the one it answers and the next, so it never waits for the main thread to hand it one. */
export const BATCHES_PER_WORKER = 2;

/** Where batches go besides the main thread (tests give one of their own). */
export interface BatchWorkers {
  /** Worker lanes: one thread each, so a lane keeps the languages it is home to. */
  readonly lanes: number;
  /** True once lane `lane` cannot start (its pool fell back): others answer its languages. */
  failed(lane: number): boolean;
  /** One batch's answers at lane `lane`; rejects when its worker fails. */
  answer(lane: number, bytes: Uint8Array): Promise<Uint8Array>;
}

export interface BatchPlan {
  /** Answers a batch on the main thread. */
  answerHere: (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;
  /**
   * Starts the workers: called once, before reading when `startAtOnce`, else at the first whole
   * batch (an input of one batch or less never starts them when the main thread scores).
   */
  startWorkers: () => BatchWorkers | Promise<BatchWorkers>;
  /**
   * The input is known to be longer than a batch (a file): the workers start before the first
   * line is read, so their start and warm-up overlap the main thread's instead of following it.
   */
  startAtOnce?: boolean;
  /**
   * Whether the main thread scores too: beside the workers, and while none is ready. When it
   * does not (as many workers as cores), it answers only what no worker can.
   */
  mainThreadScores: boolean;
  batchBytes?: number;
  /** Input read but not yet written, at most (bytes); by default room for every scorer to find work of its own. */
  maxAheadBytes?: number;
}

interface Batch {
  lang: number;
  /** The input lines, kept until answered (a failed worker's batch is answered here). */
  bytes: Uint8Array;
  lines: number;
  answer: Uint8Array | null;
  /** Where the answers not yet written start, and how many lines are left. */
  at: number;
  left: number;
  /** When it was made, for taking the oldest first. */
  seq: number;
}

/** Lines of one language not yet in a batch. */
interface Pending {
  parts: Uint8Array[];
  length: number;
  lines: number;
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

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Input bytes the main thread answers between two looks at the workers. A batch of its own
 * answered in one go holds the event loop for its whole length (seconds, for fix --jsonl on
 * Korean or Japanese): a worker's answers and its next batch wait behind it, and the worker
 * idles once it has answered the two it holds. In slices, the workers' answers are taken in and
 * their queues refilled between slices. Each line is answered on its own, so the answers of
 * the slices, joined, are the batch's answers.
 */
export const MAIN_SLICE_BYTES = 16 * 1024;

/** Two turns of the event loop: the second passes its poll phase, where workers' messages arrive. */
const turn = async () => {
  await tick();
  await tick();
};

/** Where `bytes` is cut into slices of whole lines of about `size` bytes each (ends, the last bytes.length). */
export function sliceEnds(bytes: Uint8Array, size: number): number[] {
  const ends: number[] = [];
  let at = 0;
  while (bytes.length - at > size) {
    const nl = bytes.indexOf(0x0a, at + size - 1);
    if (nl === -1) break;
    ends.push((at = nl + 1));
  }
  if (at < bytes.length || ends.length === 0) ends.push(bytes.length);
  return ends;
}

/**
 * Reads whole lines from `input`, has them answered by the workers and the main thread, and
 * writes the answers to `output` in input order (one answer line per input line).
 */
export async function pipeBatches(plan: BatchPlan, input: Readable, output: Writable): Promise<number> {
  const batchBytes = plan.batchBytes ?? BATCH_BYTES;
  const langs = AFFINITY_LANGS.length;
  let workers: BatchWorkers | null = null;
  let lanes = 0;
  let maxAhead = plan.maxAheadBytes ?? batchBytes * 6;

  const pending: Pending[] = Array.from({ length: langs }, () => ({ parts: [], length: 0, lines: 0 }));
  /** Each language's batches in input order, until their last line is written. */
  const streams: Batch[][] = Array.from({ length: langs }, () => []);
  /** Each language's batches not yet handed to a scorer. */
  const queued: Batch[][] = Array.from({ length: langs }, () => []);
  /** The input order: runs of consecutive lines of one language. */
  const runs: { lang: number; lines: number }[] = [];
  let runHead = 0;
  let seq = 0;
  /** Input bytes read whose batch is not yet wholly written. */
  let ahead = 0;
  let ended = false;
  const atLane: number[] = [];
  let atWorkers = 0;
  let wake: (() => void) | null = null;

  const startWorkers = async () => {
    workers = await plan.startWorkers();
    lanes = workers.lanes;
    for (let l = 0; l < lanes; l++) atLane.push(0);
    if (plan.maxAheadBytes === undefined) maxAhead = batchBytes * (2 * (lanes + (plan.mainThreadScores ? 1 : 0)) + 2);
  };
  /** Scorers: the worker lanes, then the main thread when it scores. */
  const scorers = () => lanes + (plan.mainThreadScores ? 1 : 0);
  const MAIN = () => lanes;
  /** The scorer a language's batches go to (past the last scorer, the last one). */
  const homeOf = (lang: number) => Math.min(lang, Math.max(0, scorers() - 1));
  const usable = (scorer: number) => scorer === MAIN() || !workers!.failed(scorer);
  const canSteal = () => ended || ahead >= maxAhead;
  /** Languages whose lines have been read so far. */
  const seen: boolean[] = new Array(langs).fill(false);
  /**
   * Whether the main thread should read on before answering a batch of its own: a batch it
   * answers holds the thread (and so the reading that seals the lanes' batches) for its whole
   * length. With fix --jsonl on dev, a first batch of Japanese kept the one worker idle for 4 s
   * of a 20 s run before its first English batch was even sealed. So while a lane that has been
   * given lines of its languages can take more, the input has not ended and reading may still
   * run ahead, the main thread reads first; memory stays bounded by maxAhead as before.
   */
  const feedLanesFirst = () => {
    if (!workers || ended || ahead >= maxAhead) return false;
    for (let lang = 0; lang < langs; lang++) {
      const home = homeOf(lang);
      if (seen[lang] && home !== MAIN() && !workers.failed(home) && atLane[home] < BATCHES_PER_WORKER) return true;
    }
    return false;
  };

  const addLine = (line: Uint8Array, lang: number) => {
    const p = pending[lang];
    p.parts.push(line);
    p.length += line.byteLength;
    p.lines++;
    seen[lang] = true;
    ahead += line.byteLength;
    const last = runs.length > runHead ? runs[runs.length - 1] : null;
    if (last && last.lang === lang) last.lines++;
    else runs.push({ lang, lines: 1 });
  };
  const seal = (lang: number) => {
    const p = pending[lang];
    if (p.lines === 0) return;
    const batch: Batch = { lang, bytes: owned(p.parts, p.length), lines: p.lines, answer: null, at: 0, left: p.lines, seq: seq++ };
    pending[lang] = { parts: [], length: 0, lines: 0 };
    streams[lang].push(batch);
    queued[lang].push(batch);
  };
  const sealAll = () => {
    for (let lang = 0; lang < langs; lang++) seal(lang);
  };

  /** Batches of `scorer`'s own languages waiting. */
  const ownQueued = (scorer: number) => {
    let n = 0;
    for (let lang = 0; lang < langs; lang++) if (homeOf(lang) === scorer) n += queued[lang].length;
    return n;
  };
  /**
   * Whether `thief` may take a batch whose home is `home`: only a thief with nothing to do, and
   * only work its home cannot start now (a lane with its hands full; the main thread, which
   * picks right after the lanes, keeps one of its own).
   */
  const mayTake = (thief: number, home: number) => {
    if (thief !== MAIN() && atLane[thief] > 0) return false;
    return home === MAIN() ? ownQueued(home) > 1 : atLane[home] >= BATCHES_PER_WORKER;
  };
  /** The next batch for `scorer`: the oldest of its own languages, else (when it may) the oldest it may take from another. */
  const pick = (scorer: number, mayTakeOthers: boolean): Batch | null => {
    let own: Batch | null = null;
    let other: Batch | null = null;
    for (let lang = 0; lang < langs; lang++) {
      const head = queued[lang][0];
      if (!head) continue;
      const home = homeOf(lang);
      if (home === scorer || !usable(home)) {
        if (!own || head.seq < own.seq) own = head;
      } else if (mayTakeOthers && mayTake(scorer, home) && (!other || head.seq < other.seq)) other = head;
    }
    const batch = own ?? other;
    if (batch) queued[batch.lang].shift();
    return batch;
  };

  const answerHere = async (batch: Batch) => {
    const ends = workers ? sliceEnds(batch.bytes, MAIN_SLICE_BYTES) : [batch.bytes.length];
    if (ends.length === 1) {
      batch.answer = await plan.answerHere(batch.bytes);
      return;
    }
    const parts: Uint8Array[] = [];
    let from = 0;
    for (const end of ends) {
      parts.push(await plan.answerHere(batch.bytes.subarray(from, end)));
      from = end;
      if (end < batch.bytes.length) {
        await turn();
        dispatch();
      }
    }
    batch.answer = Buffer.concat(parts);
  };
  const dispatch = () => {
    if (!workers) return;
    // Each lane first takes its own languages, then (when reading can go no further) anyone's.
    for (const mayTakeOthers of [false, canSteal()]) {
      for (let lane = 0; lane < lanes; lane++) {
        // A lane still starting takes its batches too: they wait in its queue, not here.
        while (atLane[lane] < BATCHES_PER_WORKER && !workers.failed(lane)) {
          const batch = pick(lane, mayTakeOthers);
          if (!batch) break;
          atLane[lane]++;
          atWorkers++;
          workers.answer(lane, batch.bytes).then(
            (answer) => (batch.answer = answer),
            // A worker that fails (or dies) leaves its batch to the main thread: no line is lost.
            () => null,
          ).then(async () => {
            if (!batch.answer) await answerHere(batch);
            atLane[lane]--;
            atWorkers--;
            wake?.();
          });
        }
      }
    }
  };

  const writeAnswered = async () => {
    const out: Uint8Array[] = [];
    while (runHead < runs.length) {
      const run = runs[runHead];
      const batch = streams[run.lang][0];
      if (!batch?.answer) break;
      const answer = batch.answer;
      const take = Math.min(run.lines, batch.left);
      let end = batch.at;
      for (let k = 0; k < take && end < answer.length; k++) {
        const nl = answer.indexOf(0x0a, end);
        end = nl === -1 ? answer.length : nl + 1;
      }
      out.push(answer.subarray(batch.at, end));
      batch.at = end;
      batch.left -= take;
      run.lines -= take;
      if (batch.left === 0) {
        streams[run.lang].shift();
        ahead -= batch.bytes.byteLength;
      }
      if (run.lines === 0) runHead++;
    }
    if (runHead > 1024 && runHead * 2 > runs.length) {
      runs.splice(0, runHead);
      runHead = 0;
    }
    if (out.length === 0) return;
    if (!output.write(out.length === 1 ? out[0] : Buffer.concat(out))) await new Promise<void>((resolve) => output.once("drain", () => resolve()));
  };

  /** Moves work along: hands batches out, answers one here when the main thread may, writes. Whether a batch was answered here. */
  const step = async (): Promise<boolean> => {
    dispatch();
    await writeAnswered();
    const mainScores = plan.mainThreadScores || !workers || Array.from({ length: lanes }, (_, l) => workers!.failed(l)).every(Boolean);
    if (!mainScores) return false;
    if (feedLanesFirst()) return false;
    // Before any worker is ready everything is the main thread's own; after, its languages first.
    const batch = pick(MAIN(), canSteal() || !workers || !plan.mainThreadScores);
    if (!batch) return false;
    await answerHere(batch);
    // Lets the workers' answers (and their readiness) in between batches answered here.
    await tick();
    dispatch();
    await writeAnswered();
    return true;
  };
  const waitForWorkers = () =>
    atWorkers > 0 ? new Promise<void>((resolve) => (wake = resolve)) : new Promise<void>((resolve) => setTimeout(resolve, 5));
  const done = () => runHead >= runs.length && pending.every((p) => p.lines === 0);

  if (plan.startAtOnce) await startWorkers();
  // The bytes of a line not yet ended.
  let partial: Buffer[] = [];
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, from)) {
      const line = partial.length === 0 ? chunk.subarray(from, nl + 1) : Buffer.concat([...partial, chunk.subarray(from, nl + 1)]);
      partial = [];
      const lang = affinityOf(line);
      addLine(line, lang);
      if (pending[lang].length >= batchBytes) {
        if (!workers) await startWorkers();
        seal(lang);
      }
      from = nl + 1;
    }
    if (from < chunk.length) partial.push(chunk.subarray(from));
    await step();
    // Bounded: no further ahead than maxAhead; every partial batch goes out so the oldest lines can be answered.
    while (ahead >= maxAhead) {
      // The oldest line not written may still wait in its language's partial batch: that one goes out as it is.
      const head = runs[runHead];
      if (head && streams[head.lang].length === 0) seal(head.lang);
      if (!(await step())) await waitForWorkers();
    }
  }
  // A last line without a line break is still a line.
  if (partial.length > 0) {
    const line = Buffer.concat(partial);
    addLine(line, affinityOf(line));
  }
  ended = true;
  if (!workers && !plan.mainThreadScores) await startWorkers();
  sealAll();
  while (!done()) {
    if (!(await step())) await waitForWorkers();
  }
  return 0;
}
