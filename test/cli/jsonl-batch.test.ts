// score --jsonl / detect --jsonl on worker threads and the main thread: the same lines as on
// one thread, in input order, with memory bounded on unbounded input (a batch is read only when
// one is answered, and only as fast as stdout takes the answers), no line lost when a worker fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { answerLines } from "../../scripts/cli/batch-tasks";
import { MAIN_SLICE_BYTES, pipeBatches, sliceEnds, type BatchPlan, type BatchWorkers } from "../../scripts/cli/batch-pipe";
import { fixThreadsFlag, threadsFlag } from "../../scripts/cli/jsonl";

const ROOT = join(__dirname, "..", "..");

function runCli(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", ...args], { cwd: ROOT });
    const out: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr }));
    child.stdin.end(stdin);
  });
}

// Texts written for this test: a few tells, each line numbered so order and identity show.
const TEMPLATES = [
  "In today's fast-paced world, line {n} is a testament to seamless collaboration. Moreover, it plays a pivotal role.",
  "오늘날 급변하는 시대에 {n}번째 줄은 다양한 분야에서 혁신적인 변화를 이끌어내고 있습니다. 이를 통해 더 나은 미래를 만듭니다.",
  "昨天我去超市买菜，第{n}次忘了带钱包。收银员笑了笑，说下次再来吧。",
  "昨日は雨だったので{n}本目の傘を持って出かけた。でも電車に忘れてしまった。",
];

/** Numbered lines of the templates, with a malformed and an empty line now and then, and CRLF on every fifth. */
function input(lines: number): string {
  const out: string[] = [];
  for (let n = 0; n < lines; n++) {
    let line = JSON.stringify({ text: TEMPLATES[n % TEMPLATES.length].replace("{n}", String(n)) });
    if (n % 97 === 13) line = "{not json";
    else if (n % 89 === 7) line = "";
    out.push(n % 5 === 0 ? `${line}\r` : line);
  }
  return out.join("\n") + "\n";
}

test("score --jsonl on worker threads answers exactly what one thread does, line for line, over several batches", async () => {
  const text = input(5_001);
  assert.ok(Buffer.byteLength(text) > 2 * 256 * 1024, "the input spans three batches");
  const [one, threads, main] = await Promise.all([
    runCli(["score", "--jsonl", "--threads", "0"], text),
    runCli(["score", "--jsonl", "--threads", "2"], text),
    // The default: the main thread scores beside the workers.
    runCli(["score", "--jsonl", "--threads", "1"], text),
  ]);
  assert.equal(one.code, 0, one.stderr);
  assert.equal(threads.code, 0, threads.stderr);
  assert.equal(main.code, 0, main.stderr);
  const lines = threads.stdout.split("\n");
  assert.equal(lines.length, 5_001 + 1);
  assert.equal(threads.stdout, one.stdout);
  assert.equal(main.stdout, one.stdout);
  assert.match(lines[13], /"error":"malformed JSON"/);
  assert.match(lines[7], /"error":"empty line"/);
});

test("detect --jsonl on worker threads gives the same full reports, in order", async () => {
  const text = input(401);
  const [one, threads] = await Promise.all([
    runCli(["detect", "--jsonl", "--threads", "0", "--doc-type", "blog"], text),
    runCli(["detect", "--jsonl", "--threads", "2", "--doc-type", "blog"], text),
  ]);
  assert.equal(threads.code, 0, threads.stderr);
  assert.equal(threads.stdout, one.stdout);
  const reports = threads.stdout.trim().split("\n").map((l) => JSON.parse(l) as { meta?: { doc_type?: string }; error?: string });
  assert.equal(reports.length, 401);
  assert.ok(reports.filter((r) => !r.error).every((r) => r.meta?.doc_type === "blog"));
});

test("--threads takes a whole number", async () => {
  const r = await runCli(["score", "--jsonl", "--threads", "two"], "");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /--threads must be a whole number/);
});

const echo = (bytes: Uint8Array) => answerLines(bytes, (raw) => JSON.stringify({ echo: raw }));

/**
 * Worker lanes whose answers come back out of order, after a while, counting what is in flight
 * (in all and per lane) and which lane answered which line; `failEvery` batches fail.
 */
function slowWorkers(lanes: number, { failEvery = 0 } = {}) {
  const seen = { inFlight: 0, maxInFlight: 0, maxAtLane: 0, batches: 0, failed: 0, started: 0, lineLanes: new Map<string, number>() };
  const atLane = Array.from({ length: lanes }, () => 0);
  const workers: BatchWorkers = {
    lanes,
    failed: () => false,
    answer: async (lane, bytes) => {
      seen.inFlight++;
      atLane[lane]++;
      seen.batches++;
      const n = seen.batches;
      seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
      seen.maxAtLane = Math.max(seen.maxAtLane, atLane[lane]);
      await sleep(1 + ((n * 7) % 5));
      seen.inFlight--;
      atLane[lane]--;
      if (failEvery > 0 && n % failEvery === 0) {
        seen.failed++;
        throw new Error("worker exited");
      }
      for (const line of Buffer.from(bytes).toString("utf8").split("\n")) if (line) seen.lineLanes.set(line, lane);
      return echo(bytes);
    },
  };
  return { workers, seen };
}

function plan(workers: BatchWorkers, seen: { started: number }, over: Partial<BatchPlan> = {}): BatchPlan & { here: number } {
  const p = {
    here: 0,
    answerHere: (bytes: Uint8Array) => {
      p.here++;
      return echo(bytes);
    },
    startWorkers: () => {
      seen.started++;
      return workers;
    },
    mainThreadScores: false,
    ...over,
  };
  return p;
}

/** Numbered lines, made only when the reader asks for more; counts how far reading runs ahead of writing. */
/** A sink that keeps every chunk written to it, answering each write at once. */
function collectingSink(): { out: Buffer[]; sink: Writable } {
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      out.push(chunk);
      done();
    },
  });
  return { out, sink };
}

function numbered(total: number, text: (i: number) => string = (i) => `line ${i}`) {
  const state = { produced: 0, written: 0, maxAhead: 0 };
  const source = new Readable({
    highWaterMark: 1024,
    read() {
      if (state.produced >= total) return this.push(null);
      let chunk = "";
      for (let i = 0; i < 20 && state.produced < total; i++) chunk += `${text(state.produced++)}\n`;
      state.maxAhead = Math.max(state.maxAhead, state.produced - state.written);
      this.push(chunk);
    },
  });
  const out: string[] = [];
  // A slow consumer: a small buffer and a delay per write, so write() asks the batcher to wait.
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      const text = chunk.toString("utf8");
      out.push(text);
      state.written += text.split("\n").length - 1;
      setTimeout(done, 1);
    },
  });
  const lines = () => out.join("").split("\n").slice(0, -1);
  const expected = Array.from({ length: total }, (_, i) => JSON.stringify({ echo: text(i) }));
  return { source, sink, state, lines, expected };
}

test("batches: answers leave in input order; in flight at most 2 per worker; reading waits for answers and for stdout", async () => {
  const total = 20_000;
  const io = numbered(total);
  const { workers, seen } = slowWorkers(2);
  const p = plan(workers, seen, { batchBytes: 4 * 1024 });
  await pipeBatches(p, io.source, io.sink);
  await new Promise<void>((resolve) => io.sink.end(resolve));
  assert.deepEqual(io.lines(), io.expected);
  assert.equal(seen.started, 1);
  // As many workers as cores: the main thread leaves every batch to them.
  assert.equal(p.here, 0);
  assert.ok(seen.batches > 40, `${seen.batches} batches`);
  assert.ok(seen.maxAtLane <= 2, `${seen.maxAtLane} batches in flight at one worker`);
  assert.ok(seen.maxInFlight <= 4, `${seen.maxInFlight} batches in flight`);
  // Lines read but not yet written: bounded by the batches in flight and answered behind the
  // oldest (6 of ~400 lines) plus the stream buffers, not by the input.
  assert.ok(io.state.maxAhead < 4_000, `read ${io.state.maxAhead} lines ahead of stdout (of ${total})`);
});

test("batches: the main thread answers beside a worker, and a language of its own stays with it", async () => {
  const total = 20_000;
  // English and Korean lines in blocks of 150, as a corpus sorted by language would have them.
  const line = (i: number) => (Math.floor(i / 150) % 2 === 0 ? `line ${i}` : `줄 ${i}`);
  const lines = Array.from({ length: total }, (_, i) => line(i));
  const source = Readable.from(Array.from({ length: total / 20 }, (_, c) => Buffer.from(lines.slice(c * 20, c * 20 + 20).join("\n") + "\n")));
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      out.push(chunk);
      setTimeout(done, 0);
    },
  });
  const here: string[] = [];
  const { workers, seen } = slowWorkers(1);
  const p = plan(workers, seen, {
    batchBytes: 2 * 1024,
    mainThreadScores: true,
    answerHere: (bytes: Uint8Array) => {
      for (const l of Buffer.from(bytes).toString("utf8").split("\n")) if (l) here.push(l);
      return echo(bytes);
    },
  });
  await pipeBatches(p, source, sink);
  assert.deepEqual(
    Buffer.concat(out).toString("utf8").split("\n").slice(0, -1),
    lines.map((l) => JSON.stringify({ echo: l })),
  );
  assert.equal(seen.started, 1);
  assert.ok(seen.maxAtLane <= 2, `${seen.maxAtLane} batches in flight at one worker`);
  // English is the worker's, Korean the main thread's: each keeps to its own but for a few taken to stay busy.
  const koreanHere = here.filter((l) => l.startsWith("줄")).length;
  const englishAtWorker = [...seen.lineLanes.keys()].filter((l) => l.startsWith("line")).length;
  assert.ok(koreanHere > 0.8 * (total / 2), `${koreanHere} of ${total / 2} Korean lines on the main thread`);
  assert.ok(englishAtWorker > 0.8 * (total / 2), `${englishAtWorker} of ${total / 2} English lines at the worker`);
});

test("batches: the main thread reads on until the worker has its batches before answering one of its own, and answers it in slices", async () => {
  // Korean lines (the main thread's) three times as long as the English (the worker's), mixed:
  // a Korean batch is sealed first, as a Japanese one was on dev.
  const total = 4_000;
  const line = (i: number) => (i % 2 === 0 ? `line ${i}` : `줄 ${i} ${"가".repeat(40)}`);
  const lines = Array.from({ length: total }, (_, i) => line(i));
  const source = Readable.from(Array.from({ length: total / 20 }, (_, c) => Buffer.from(lines.slice(c * 20, c * 20 + 20).join("\n") + "\n")));
  const { out, sink } = collectingSink();
  const { workers, seen } = slowWorkers(1);
  let workerBatchesAtFirstHere = -1;
  const slices: number[] = [];
  const p = plan(workers, seen, {
    batchBytes: 64 * 1024,
    mainThreadScores: true,
    answerHere: (bytes: Uint8Array) => {
      if (workerBatchesAtFirstHere === -1) workerBatchesAtFirstHere = seen.batches;
      slices.push(bytes.length);
      return echo(bytes);
    },
  });
  await pipeBatches(p, source, sink);
  assert.deepEqual(
    Buffer.concat(out).toString("utf8").split("\n").slice(0, -1),
    lines.map((l) => JSON.stringify({ echo: l })),
  );
  assert.ok(workerBatchesAtFirstHere >= 1, `the worker had ${workerBatchesAtFirstHere} batches when the main thread answered its first`);
  assert.ok(slices.length > 1 && Math.max(...slices) <= MAIN_SLICE_BYTES + 200, `slices of ${slices.join(", ")} bytes`);
});

test("sliceEnds: whole lines of about the size asked, the last at the end; a long line is one slice", () => {
  const bytes = Buffer.from("aaaa\nbb\ncccccccccc\nd\ne");
  const ends = sliceEnds(bytes, 4);
  assert.equal(ends[ends.length - 1], bytes.length);
  let from = 0;
  for (const end of ends) {
    assert.ok(end > from);
    if (end < bytes.length) assert.equal(bytes[end - 1], 0x0a, "a slice ends with a line break");
    from = end;
  }
  assert.deepEqual(ends, [5, 19, 22]);
  assert.deepEqual(sliceEnds(Buffer.from("short\n"), 100), [6]);
  assert.deepEqual(sliceEnds(Buffer.from("no line break at all"), 4), [20]);
  assert.deepEqual(sliceEnds(Buffer.from(""), 4), [0]);
});

test("batches: lines of four languages, each to its own thread, leave in input order with memory still bounded", async () => {
  const total = 20_000;
  const words = ["line", "줄", "行", "ぎょう"];
  // Mostly English, the others now and then: the rare languages' batches fill slowly, and the
  // English answered behind them must not pile up.
  const io = numbered(total, (i) => `${words[i % 50 === 0 ? 1 + ((i / 50) % 3) : 0]} ${i}`);
  const { workers, seen } = slowWorkers(3);
  const p = plan(workers, seen, { batchBytes: 4 * 1024, mainThreadScores: true });
  await pipeBatches(p, io.source, io.sink);
  await new Promise<void>((resolve) => io.sink.end(resolve));
  assert.deepEqual(io.lines(), io.expected);
  assert.ok(seen.maxAtLane <= 2, `${seen.maxAtLane} batches in flight at one worker`);
  assert.ok(io.state.maxAhead < 6_000, `read ${io.state.maxAhead} lines ahead of stdout (of ${total})`);
});

test("batches: told the input is long, the workers start before the first line is read", async () => {
  const { workers, seen } = slowWorkers(1);
  let startedBeforeRead = false;
  const source = new Readable({
    read() {
      startedBeforeRead ||= seen.started === 1;
      this.push("a\nb\n");
      this.push(null);
    },
  });
  const sink = new Writable({ write: (_chunk, _enc, done) => done() });
  await pipeBatches(plan(workers, seen, { mainThreadScores: true, startAtOnce: true }), source, sink);
  assert.ok(startedBeforeRead);
  assert.equal(seen.started, 1);
});

test("batches: a batch a worker fails on is answered on the main thread; no line is lost, nothing hangs", async () => {
  const total = 5_000;
  const io = numbered(total);
  const { workers, seen } = slowWorkers(2, { failEvery: 3 });
  await pipeBatches(plan(workers, seen, { batchBytes: 2 * 1024 }), io.source, io.sink);
  assert.ok(seen.failed > 3, `${seen.failed} batches failed`);
  assert.deepEqual(io.lines(), io.expected);
});

test("batches: workers that cannot start leave every batch to the main thread", async () => {
  const io = numbered(3_000);
  const p = plan({ lanes: 2, failed: () => true, answer: () => Promise.reject(new Error("no worker")) }, { started: 0 }, { batchBytes: 2 * 1024 });
  await pipeBatches(p, io.source, io.sink);
  assert.deepEqual(io.lines(), io.expected);
  assert.ok(p.here > 5, `${p.here} batches answered on the main thread`);
});

test("batches: where the main thread scores, an input of one batch or less never starts a worker", async () => {
  const { workers, seen } = slowWorkers(2);
  const { out, sink } = collectingSink();
  const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join("\n") + "\n";
  await pipeBatches(plan(workers, seen, { batchBytes: text.length + 1, mainThreadScores: true }), Readable.from([Buffer.from(text)]), sink);
  assert.equal(seen.started, 0);
  assert.equal(Buffer.concat(out).toString("utf8").split("\n").length, 101);
});

test("batches: a last line without a line break is a line; a line longer than a batch is one batch", async () => {
  const long = "x".repeat(10_000);
  const source = Readable.from([Buffer.from("a\n"), Buffer.from(long.slice(0, 5_000)), Buffer.from(long.slice(5_000) + "\nb\nc")]);
  const { out, sink } = collectingSink();
  const { workers, seen } = slowWorkers(1);
  await pipeBatches(plan(workers, seen, { batchBytes: 1024 }), source, sink);
  const lines = Buffer.concat(out).toString("utf8").split("\n").slice(0, -1).map((l) => (JSON.parse(l) as { echo: string }).echo);
  assert.deepEqual(lines, ["a", long, "b", "c"]);
});

test("--threads by default: the cores left idle by the main thread's run and the load average (none on 2 cores)", () => {
  assert.equal(threadsFlag(undefined, 2, 0), 0);
  assert.equal(threadsFlag(undefined, 4, 0), 2);
  assert.equal(threadsFlag(undefined, 8, 0.3), 6);
  assert.equal(threadsFlag(undefined, 8, 3.5), 3);
  assert.equal(threadsFlag(undefined, 16, 0), 14);
  assert.equal(threadsFlag(undefined, 1, 0), 0);
  assert.equal(threadsFlag(undefined, 4, 12), 0, "a busy machine: the main thread alone");
  // Asked for, a count is taken as given.
  assert.equal(threadsFlag("3", 2, 12), 3);
  assert.equal(threadsFlag("0", 8, 0), 0);
});

test("fix --threads by default: a worker for half a core left idle (one on 2 idle cores, none on a busy machine)", () => {
  assert.equal(fixThreadsFlag(undefined, 2, 0), 1);
  assert.equal(fixThreadsFlag(undefined, 2, 0.3), 1);
  assert.equal(fixThreadsFlag(undefined, 2, 0.5), 0);
  assert.equal(fixThreadsFlag(undefined, 2, 6), 0, "a busy machine: the main thread alone");
  assert.equal(fixThreadsFlag(undefined, 1, 0), 0);
  assert.equal(fixThreadsFlag(undefined, 4, 0), 3);
  assert.equal(fixThreadsFlag(undefined, 4, 1.2), 2);
  assert.equal(fixThreadsFlag("0", 2, 0), 0);
  assert.equal(fixThreadsFlag("2", 2, 9), 2);
  assert.throws(() => fixThreadsFlag("x", 2, 0));
});
