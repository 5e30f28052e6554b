// Load benchmark of /api/analyze on the production build over loopback, with its own bounded
// closed-loop load generator (C connections, each sending its next request when the last one
// answered). Reports requests/s, p50/p99 latency, errors and response size per concurrency
// level, and the server's memory over an optional soak.
//
//   npm run build && npm run bench:load
//   npm run bench:load -- --levels 10,50,200 --seconds 15 --soak 300
//   npm run bench:load -- --base http://127.0.0.1:3000   (a server already running; no memory figures)
//
// --mode reports: each request is a report create (POST /api/reports) then a read of it (GET
// /api/reports/{id}); create and read latencies are reported separately.
//
// Options: --port (default 3601; the server this starts), --chars (draft length, 2000),
// --seconds (per level, 10), --soak (seconds at the middle level, 0 = none), --warmup (3 s),
// --path (/api/analyze), --detail (summary|full), --json FILE (all figures as JSON),
// --root DIR (start the production build of another checkout, e.g. main, with this harness).
// Drafts are cut from ../shared/corpus/dev.jsonl (all four languages) at run time. --dense
// sends one draft instead: a Korean AI paragraph of 89 characters, full of tells, repeated to
// 1,090 characters (169 findings) — what a pasted draft built on a repeated template reads like.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import http from "node:http";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

const here = join(__dirname, "..");

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

const options = {
  base: arg("base", ""),
  port: Number(arg("port", process.env.PATINA_BENCH_PORT ?? "3601")),
  chars: Number(arg("chars", "2000")),
  seconds: Number(arg("seconds", "10")),
  warmup: Number(arg("warmup", "3")),
  soak: Number(arg("soak", "0")),
  levels: arg("levels", "10,50,200").split(",").map(Number),
  path: arg("path", "/api/analyze"),
  detail: arg("detail", "summary"),
  json: arg("json", ""),
  mode: arg("mode", "analyze"),
  dense: process.argv.includes("--dense"),
  root: arg("root", ""),
};
/** The checkout whose build is served; the corpus is read beside this one. */
const root = options.root || here;

/** Written for this benchmark (not corpus text): the tells of a templated Korean AI draft. */
const DENSE_PARAGRAPH = "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 이를 통해 더욱 효율적이고 체계적인 미래를 만들어 나갈 수 있을 것입니다.";
const DENSE_DRAFT = Array.from({ length: 12 }, () => DENSE_PARAGRAPH).join("\n\n");

/** 2,000-character drafts from the dev corpus, cut at a paragraph or sentence end where possible. */
function drafts(chars: number): string[] {
  const path = join(here, "../shared/corpus/dev.jsonl");
  if (!existsSync(path)) throw new Error(`${path} is missing: the drafts come from the dev corpus`);
  const out: string[] = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const { text } = JSON.parse(line) as { text: string };
    if (text.length < chars) continue;
    const cut = text.slice(0, chars);
    const end = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(". "), cut.lastIndexOf("。"));
    out.push(end > chars * 0.8 ? cut.slice(0, end + 1) : cut);
  }
  if (out.length === 0) throw new Error(`no corpus text has ${chars} characters`);
  return out;
}

interface LevelResult {
  concurrency: number;
  seconds: number;
  requests: number;
  perSecond: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  bytesPerResponse: number;
  /** Server CPU time per answered request (ms): comparable across runs on a busy machine, unlike req/s. */
  serverCpuMsPerRequest?: number;
  /** Latency of each connection's first request (connection set-up included). */
  firstOnConnection?: { p50: number; p99: number; max: number };
  /** --mode reports: the reads that followed each create. */
  reads?: { count: number; p50: number; p99: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function decoded(body: Buffer, encoding: string | undefined): string {
  return (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8");
}

/** One POST (or a GET when body is null); resolves with its status, latency and body size (errors as status 0). */
function post(agent: http.Agent, url: URL, body: Buffer | null, gzip: boolean, keep = false): Promise<{ status: number; ms: number; bytes: number; text?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: body ? "POST" : "GET",
        agent,
        headers: { ...(body ? { "content-type": "application/json", "content-length": body.length } : {}), ...(gzip ? { "accept-encoding": "gzip" } : {}) },
        timeout: 60_000,
      },
      (res) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes, text: keep ? decoded(Buffer.concat(chunks), res.headers["content-encoding"]) : undefined }));
        res.on("error", () => resolve({ status: 0, ms: performance.now() - started, bytes }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started, bytes: 0 }));
    req.end(body ?? undefined);
  });
}

async function runLevel(base: string, bodies: Buffer[], concurrency: number, seconds: number, onTick?: () => void): Promise<LevelResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(options.path, base);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let next = 0;
  const reads: number[] = [];
  /** Each connection's first request, which also waits for the connection to be accepted. */
  const firsts: number[] = [];
  // Connections first: each opens with one request that is not in the figures, so the level
  // measures the steady state a load balancer's persistent connections see. How long those
  // first requests took (connection set-up under load) is reported on its own.
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const r = await post(agent, url, bodies[next++ % bodies.length], true);
      firsts.push(r.ms);
      if (r.status !== 200 && r.status !== 201) statuses[`first ${r.status}`] = (statuses[`first ${r.status}`] ?? 0) + 1;
    }),
  );
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const tick = onTick ? setInterval(onTick, 1000) : null;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const r = await post(agent, url, bodies[next++ % bodies.length], true, options.mode === "reports");
        latencies.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        bytes += r.bytes;
        if (options.mode === "reports" && r.status === 201 && r.text) {
          const { id } = JSON.parse(r.text) as { id: string };
          const read = await post(agent, new URL(`/api/reports/${id}`, base), null, true);
          reads.push(read.ms);
          statuses[`read ${read.status}`] = (statuses[`read ${read.status}`] ?? 0) + 1;
        }
      }
    }),
  );
  reads.sort((a, b) => a - b);
  firsts.sort((a, b) => a - b);
  if (tick) clearInterval(tick);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = options.mode === "reports" ? (statuses["201"] ?? 0) : (statuses["200"] ?? 0);
  const firstErrors = Object.entries(statuses).filter(([k]) => k.startsWith("first ")).reduce((n, [, v]) => n + v, 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    concurrency,
    seconds: round(elapsed),
    requests: latencies.length,
    perSecond: round(latencies.length / elapsed),
    errors: latencies.length - ok + firstErrors,
    statuses,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? NaN),
    bytesPerResponse: Math.round(bytes / Math.max(1, latencies.length)),
    firstOnConnection: { p50: round(percentile(firsts, 50)), p99: round(percentile(firsts, 99)), max: round(firsts[firsts.length - 1] ?? NaN) },
    ...(reads.length ? { reads: { count: reads.length, p50: round(percentile(reads, 50)), p99: round(percentile(reads, 99)) } } : {}),
  };
}

/** Resident memory of a process and its children's (MiB), from /proc. */
function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return NaN;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The pid of the process listening for `next start` (the `next-server` child, or the CLI itself). */
function serverPids(server: ChildProcess): number[] {
  const pids = [server.pid!];
  try {
    const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim();
    if (children) pids.push(...children.split(/\s+/).map(Number));
  } catch {
    /* no children file: the CLI process is the server */
  }
  return pids;
}

async function startServer(port: number): Promise<ChildProcess> {
  const dist = process.env.PATINA_NEXT_DIST || ".next";
  if (!existsSync(join(root, dist, "BUILD_ID"))) throw new Error(`no production build in ${dist}: run \`next build\` first (PATINA_NEXT_DIST=${dist})`);
  const server = spawn(join(root, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    // A throwaway report store with a budget the benchmark cannot exhaust.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", OPENAI_API_KEY: "", PATINA_DATA_DIR: mkdtempSync(join(tmpdir(), "patina-bench-")), PATINA_REPORT_RATE_LIMIT: "1000000000" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return server;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the server did not become healthy");
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main(): Promise<void> {
  const texts = options.dense ? [DENSE_DRAFT] : drafts(options.chars);
  const bodies = texts.map((text) => Buffer.from(JSON.stringify(options.mode === "reports" ? { text, lang: "auto" } : { text, detail: options.detail })));
  if (options.mode === "reports") options.path = "/api/reports";
  let server: ChildProcess | null = null;
  const base = options.base || `http://127.0.0.1:${options.port}`;
  if (!options.base) server = await startServer(options.port);
  const memory = () => (server ? serverPids(server).reduce((sum, pid) => sum + (rssMiB(pid) || 0), 0) : NaN);
  try {
    // One plain request for the uncompressed size, then a warm-up at the first level.
    const plain = await post(new http.Agent(), new URL(options.path, base), bodies[0], false);
    const gz = await post(new http.Agent(), new URL(options.path, base), bodies[0], true);
    console.log(
      `drafts: ${options.dense ? `1 dense draft of ${DENSE_DRAFT.length} chars` : `${texts.length} of ~${options.chars} chars`} · response ${plain.bytes} B (gzip ${gz.bytes} B) · detail ${options.detail} · server ${root}`,
    );
    await runLevel(base, bodies, options.levels[0], options.warmup);
    const results: LevelResult[] = [];
    const memoryBefore = memory();
    const serverCpu = () => (server ? serverPids(server).reduce((sum, pid) => sum + (cpuSeconds(pid) || 0), 0) : NaN);
    for (const c of options.levels) {
      const cpuBefore = serverCpu();
      const r = await runLevel(base, bodies, c, options.seconds);
      r.serverCpuMsPerRequest = Math.round(((serverCpu() - cpuBefore) * 1000 * 100) / Math.max(1, r.requests)) / 100;
      results.push(r);
      console.log(
        `c=${String(c).padStart(3)}  ${String(r.perSecond).padStart(6)} req/s  p50 ${r.p50} ms  p90 ${r.p90} ms  p99 ${r.p99} ms  max ${r.max} ms  errors ${r.errors}/${r.requests}  ${r.bytesPerResponse} B/resp  server cpu ${r.serverCpuMsPerRequest} ms/req  connection set-up (first request) p50 ${r.firstOnConnection?.p50} max ${r.firstOnConnection?.max} ms  statuses ${JSON.stringify(r.statuses)}${r.reads ? `  reads: p50 ${r.reads.p50} ms p99 ${r.reads.p99} ms` : ""}`,
      );
    }
    let soak: { seconds: number; concurrency: number; rssMiB: number[]; result: LevelResult } | null = null;
    if (options.soak > 0) {
      const concurrency = options.levels[Math.floor(options.levels.length / 2)];
      const samples: number[] = [];
      const result = await runLevel(base, bodies, concurrency, options.soak, () => samples.push(memory()));
      soak = { seconds: options.soak, concurrency, rssMiB: samples, result };
      const minute = (m: number) => samples[Math.min(samples.length - 1, m * 60)];
      console.log(
        `soak ${options.soak} s at c=${concurrency}: ${result.perSecond} req/s, p99 ${result.p99} ms, errors ${result.errors}/${result.requests}; server RSS MiB at start ${samples[0]}, ` +
          `per minute [${Array.from({ length: Math.floor(samples.length / 60) + 1 }, (_, m) => minute(m)).join(", ")}], max ${Math.max(...samples)}`,
      );
    }
    console.log(`server RSS: ${memoryBefore} MiB before the levels, ${memory()} MiB after`);
    if (options.json) writeFileSync(options.json, JSON.stringify({ options, results, soak, memoryBefore, memoryAfter: memory() }, null, 2));
    const errors = results.reduce((n, r) => n + r.errors, 0) + (soak?.result.errors ?? 0);
    console.log(`bench:load: ${results.length} levels, ${errors} errors`);
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
  }
}

main().catch((err: unknown) => {
  console.error(`bench:load: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
