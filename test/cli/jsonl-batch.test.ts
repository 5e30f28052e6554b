// score --jsonl / detect --jsonl on worker threads: the same lines as on one thread, in input
// order, with memory bounded on unbounded input (a batch is read only when one is answered,
// and only as fast as stdout takes the answers).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { answerLines } from "../../scripts/cli/batch-tasks";
import { pipeBatches, type BatchRunner } from "../../scripts/cli/jsonl";

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
  const [one, threads] = await Promise.all([runCli(["score", "--jsonl", "--threads", "0"], text), runCli(["score", "--jsonl", "--threads", "2"], text)]);
  assert.equal(one.code, 0, one.stderr);
  assert.equal(threads.code, 0, threads.stderr);
  const lines = threads.stdout.split("\n");
  assert.equal(lines.length, 5_001 + 1);
  assert.equal(threads.stdout, one.stdout);
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

/** A pool whose answers come back out of order, after a while, counting what is in flight. */
function slowPool(threads: number) {
  const seen = { inFlight: 0, maxInFlight: 0, batches: 0 };
  const pool: BatchRunner = {
    threads,
    run: (async (_name: string, task: { bytes: Uint8Array }) => {
      seen.inFlight++;
      seen.batches++;
      seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
      await sleep(1 + ((seen.batches * 7) % 5));
      seen.inFlight--;
      return answerLines(task.bytes, (raw) => JSON.stringify({ echo: raw }));
    }) as BatchRunner["run"],
  };
  return { pool, seen };
}

test("batches: answers leave in input order; in flight at most 2 per thread; reading waits for answers and for stdout", async () => {
  const total = 20_000;
  let produced = 0;
  let readBytes = 0;
  let writtenLines = 0;
  let maxAhead = 0;
  // Unbounded in spirit: lines are made only when the reader asks for more.
  const source = new Readable({
    highWaterMark: 1024,
    read() {
      if (produced >= total) return this.push(null);
      let chunk = "";
      for (let i = 0; i < 20 && produced < total; i++) chunk += `line ${produced++}\n`;
      readBytes += chunk.length;
      maxAhead = Math.max(maxAhead, produced - writtenLines);
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
      writtenLines += text.split("\n").length - 1;
      setTimeout(done, 1);
    },
  });
  const { pool, seen } = slowPool(2);
  await pipeBatches(pool, { kind: "score" }, source, sink, 4 * 1024);
  await new Promise<void>((resolve) => sink.end(resolve));
  const lines = out.join("").split("\n").slice(0, -1);
  assert.equal(lines.length, total);
  for (let i = 0; i < total; i += 997) assert.equal(lines[i], JSON.stringify({ echo: `line ${i}` }));
  assert.deepEqual(lines.map((l) => (JSON.parse(l) as { echo: string }).echo), Array.from({ length: total }, (_, i) => `line ${i}`));
  assert.ok(seen.batches > 40, `${seen.batches} batches`);
  assert.ok(seen.maxInFlight <= 4, `${seen.maxInFlight} batches in flight`);
  // Lines read but not yet written: bounded by the batches in flight plus the stream buffers, not by the input.
  assert.ok(maxAhead < 3_000, `read ${maxAhead} lines ahead of stdout (of ${total}; ${readBytes} bytes read)`);
});

test("batches: a last line without a line break is a line; a line longer than a batch is one batch", async () => {
  const long = "x".repeat(10_000);
  const source = Readable.from([Buffer.from("a\n"), Buffer.from(long.slice(0, 5_000)), Buffer.from(long.slice(5_000) + "\nb\nc")]);
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      out.push(chunk);
      done();
    },
  });
  const { pool } = slowPool(1);
  await pipeBatches(pool, { kind: "score" }, source, sink, 1024);
  const lines = Buffer.concat(out).toString("utf8").split("\n").slice(0, -1).map((l) => (JSON.parse(l) as { echo: string }).echo);
  assert.deepEqual(lines, ["a", long, "b", "c"]);
});
