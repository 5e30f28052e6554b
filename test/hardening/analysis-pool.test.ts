// The server's analysis pool with real worker threads running the real worker bundle: the
// same answers as in-process, a bounded queue that refuses with 503 + Retry-After, and a clean
// fallback when no worker can start.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleAnalysisWorker } from "../../lib/node/analysis/bundle";
import { createAnalysisPool, inProcessAnalysisPool, type AnalysisPool } from "../../lib/node/analysis/app-pool";
import { pooledReader, runAnalysis } from "../../lib/node/analysis/run";
import { serverPackSet } from "../../lib/node/packs";
import { PoolBusyError, TaskPool } from "../../lib/node/pool/task-pool";
import { serverReportVersions } from "../../lib/node/store/versions";
import { EmptyTextError } from "../../lib/engine/errors";
import { readDocument } from "../../lib/document/read-document";

const ROOT = join(__dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "patina-pool-test-"));
let workerFile = "";
let pool: AnalysisPool;
const local = inProcessAnalysisPool(serverPackSet());

// Texts written for this test.
const KO = Array.from({ length: 6 }, () => "오늘날 급변하는 시대에 혁신적인 솔루션은 다양한 분야에서 중요한 역할을 하고 있으며, 이를 통해 더 나은 미래를 만들어 나갈 것입니다.").join("\n\n");
const EN = "In today's fast-paced world, this platform is a testament to seamless collaboration. Moreover, it plays a pivotal role.\n\nWe tried it for a week. Two things broke.";
const body = (v: unknown) => Buffer.from(JSON.stringify(v));

before(async () => {
  workerFile = await bundleAnalysisWorker(join(dir, "analysis-worker.cjs"), ROOT);
  pool = createAnalysisPool({ PATINA_ANALYSIS_WORKER: workerFile, PATINA_ANALYSIS_THREADS: "2" }, ROOT);
  await pool.ready();
});

after(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the pool starts its threads from the bundle, and says so", () => {
  const s = pool.status();
  assert.equal(s.mode, "threads", s.reason);
  assert.equal(s.threads, 2);
  assert.ok(s.ready >= 1);
  assert.equal(s.worker?.packs, "precompiled");
});

test("answers from the worker threads are byte for byte the in-process ones", async () => {
  const bodies = [
    body({ text: KO }),
    body({ text: EN, detail: "full" }),
    body({ text: EN, lang: "fr" }),
    Buffer.from("{not json"),
    Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    body({ text: "   " }),
  ];
  for (const b of bodies) {
    const [threaded, here] = await Promise.all([pool.run("analyze", { body: new Uint8Array(b) }, b.length), local.run("analyze", { body: new Uint8Array(b) }, b.length)]);
    assert.deepEqual(threaded, here);
  }
  const bad = await pool.run("analyze", { body: new Uint8Array([0x7b, 0xff, 0x7d]) }, 3);
  assert.equal(bad.status, 400);
  assert.match(bad.json, /bad-encoding/);
});

test("a report snapshot built on a thread is the one built here", async () => {
  const context = { id: "a".repeat(24), versions: serverReportVersions(ROOT), now: 1_700_000_000_000 };
  const b = body({ text: KO, include: { text: true } });
  const [threaded, here] = await Promise.all([pool.run("report", { body: new Uint8Array(b), context }, b.length), local.run("report", { body: new Uint8Array(b), context }, b.length)]);
  assert.deepEqual(threaded, here);
  assert.ok(threaded.ok && JSON.parse(threaded.json).findings.length > 10);
});

test("the pipeline's readings on the pool equal readDocument's, and input errors keep their class", async () => {
  const read = pooledReader(pool);
  const reading = await read(EN, { lang: "en", docType: "blog" });
  const here = readDocument(EN, { lang: "en", docType: "blog", packs: serverPackSet() });
  const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
  assert.deepEqual(plain(reading.report), plain(here.report));
  assert.deepEqual(plain(reading.scores), plain(here.scores));
  // Sentences come back with their ranges and counts; their token lists stay on the thread.
  const ranges = (r: typeof here) => r.analysis.paragraphs.map((p) => p.sentences.map((x) => [x.start, x.end, x.tokenCount]));
  assert.deepEqual(ranges(reading), ranges(here));
  await assert.rejects(Promise.resolve(read("  \n", { lang: "auto" })), EmptyTextError);
});

test("a full queue refuses with PoolBusyError and the route answers 503 with Retry-After; what was taken completes", async () => {
  const small = createAnalysisPool({ PATINA_ANALYSIS_WORKER: workerFile, PATINA_ANALYSIS_THREADS: "1", PATINA_ANALYSIS_QUEUE_BYTES: String(8 * 1024) }, ROOT);
  try {
    await small.ready();
    const b = body({ text: KO });
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => small.run("analyze", { body: new Uint8Array(b) }, b.length)));
    const refused = outcomes.filter((o) => o.status === "rejected");
    const done = outcomes.filter((o) => o.status === "fulfilled");
    assert.ok(refused.length > 0 && done.length > 0, `${done.length} done, ${refused.length} refused`);
    assert.ok(refused.every((o) => o.status === "rejected" && o.reason instanceof PoolBusyError && o.reason.retryAfterSeconds >= 1));
    assert.ok(done.every((o) => o.status === "fulfilled" && o.value.status === 200));
    assert.equal(small.status().refused, refused.length);

    // Through the route's runner: 503 {error: busy} with Retry-After, while the queue is full.
    const flood = Array.from({ length: 10 }, () => runAnalysis(new Uint8Array(b), null, small));
    const responses = await Promise.all(flood);
    const busy = responses.filter((r) => r.status === 503);
    assert.ok(busy.length > 0);
    assert.ok(Number(busy[0].headers.get("retry-after")) >= 1);
    assert.equal(((await busy[0].json()) as { error: { code: string } }).error.code, "busy");
    assert.ok(responses.some((r) => r.status === 200));
    assert.equal(small.status().queuedTasks, 0);
  } finally {
    await small.close();
  }
});

test("a worker that cannot start: the tasks run in-process, and status says why", async () => {
  const broken = join(dir, "broken-worker.cjs");
  writeFileSync(broken, 'throw new Error("this bundle is broken");\n');
  const fallback = createAnalysisPool({ PATINA_ANALYSIS_WORKER: broken, PATINA_ANALYSIS_THREADS: "1" }, ROOT);
  await fallback.ready();
  const s = fallback.status();
  assert.equal(s.mode, "in-process");
  assert.match(s.reason ?? "", /failed to start: this bundle is broken/);
  const b = body({ text: EN });
  assert.equal((await fallback.run("analyze", { body: new Uint8Array(b) }, b.length)).status, 200);
  await fallback.close();
});

test("outside a production server the app's pool is in-process and names the reason", async () => {
  const dev = createAnalysisPool({ NODE_ENV: "development" }, ROOT);
  assert.equal(dev.status().mode, "in-process");
  assert.match(dev.status().reason ?? "", /NODE_ENV=development/);
  const off = createAnalysisPool({ NODE_ENV: "production", PATINA_ANALYSIS_THREADS: "0" }, ROOT);
  assert.match(off.status().reason ?? "", /PATINA_ANALYSIS_THREADS=0/);
  const missing = createAnalysisPool({ NODE_ENV: "production", PATINA_NEXT_DIST: "no-such-build" }, ROOT);
  assert.match(missing.status().reason ?? "", /no worker bundle at .*no-such-build/);
});

test("an empty pool takes a task heavier than the whole queue budget", async () => {
  const tiny = new TaskPool({ workerFile: null, local: { echo: (n: number) => n }, maxQueuedWeight: 1 });
  assert.equal(await tiny.run("echo", 5, 1_000), 5);
});
