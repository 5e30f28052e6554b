// The scaled shape for real: two production instances (`next start` on two loopback ports)
// over one throwaway PostgreSQL. A report created through one is read through the other, and a
// client's rate limits (report creation, and model-using LLM requests) hold across both.
//
//   PATINA_NEXT_DIST=.next-harden next build
//   npm run test:scale      (scripts/with-postgres.sh provides DATABASE_URL)
//
// Needs a production build in $PATINA_NEXT_DIST (or .next) and DATABASE_URL.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { after, before, test } from "node:test";

const root = join(__dirname, "../..");
const dist = process.env.PATINA_NEXT_DIST || ".next";
// Two free loopback ports unless given: fixed defaults collided when two checkouts ran their suites at once.
const ports: number[] = (process.env.PATINA_SCALE_PORTS ?? "").split(",").filter(Boolean).map(Number);

function freePort(): Promise<number> {
  const probe = http.createServer();
  return new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}
const CLIENT = { "x-forwarded-for": "203.0.113.5" };
const servers: ChildProcess[] = [];
let fakeLlm: http.Server;

/** A stand-in model server on loopback: every chat completion fails fast with a 500. */
function startFakeLlm(): Promise<string> {
  fakeLlm = http.createServer((req, res) => {
    req.resume();
    res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"fake outage"}}');
  });
  return new Promise((resolve) => fakeLlm.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(fakeLlm.address() as AddressInfo).port}/v1`)));
}

async function startInstance(port: number, llmBase: string): Promise<void> {
  const server = spawn(join(root, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PATINA_REPORT_RATE_LIMIT: "3",
      PATINA_LLM_RATE_LIMIT: "2",
      OPENAI_API_KEY: "sk-fake-scale-test-key",
      OPENAI_BASE_URL: llmBase,
      OPENAI_MODEL: "fake-model",
      LLM_MAX_ATTEMPTS: "1",
      PATINA_LOG: "off",
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  servers.push(server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    assert.ok(Date.now() < deadline && server.exitCode === null, `instance on ${port} did not become healthy`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const url = (i: number, path: string) => `http://127.0.0.1:${ports[i]}${path}`;
const postJson = (i: number, path: string, body: unknown) =>
  fetch(url(i, path), { method: "POST", headers: { "content-type": "application/json", ...CLIENT }, body: JSON.stringify(body) });

before(async () => {
  assert.ok(process.env.DATABASE_URL, "DATABASE_URL is set (run through scripts/with-postgres.sh)");
  assert.ok(existsSync(join(root, dist, "BUILD_ID")), `a production build in ${dist}`);
  while (ports.length < 2) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  const llmBase = await startFakeLlm();
  await Promise.all(ports.map((p) => startInstance(p, llmBase)));
});

after(async () => {
  for (const s of servers) {
    try {
      process.kill(-s.pid!, "SIGTERM");
    } catch {
      /* gone */
    }
  }
  await new Promise((r) => fakeLlm.close(r));
});

test("a report created through one instance is read through the other", async () => {
  const text = "Moreover, it is important to note that this plays a pivotal role. We delve into the rich tapestry of ideas.";
  const created = await postJson(0, "/api/reports", { text, lang: "en" });
  assert.equal(created.status, 201);
  const { id, report } = (await created.json()) as { id: string; report: unknown };
  const read = await fetch(url(1, `/api/reports/${id}`), { headers: CLIENT });
  assert.equal(read.status, 200);
  const body = (await read.json()) as { report?: unknown } & Record<string, unknown>;
  assert.deepEqual(body.report ?? body, report);
  assert.equal((await fetch(url(1, "/api/reports/doesnotexist0000"), { headers: CLIENT })).status, 404);
});

test("the report-creation limit counts across instances", async () => {
  // One report was made above; two more reach the limit of 3, alternating instances.
  for (const i of [1, 0]) assert.equal((await postJson(i, "/api/reports", { text: "Another short report text here. It has two sentences.", lang: "en" })).status, 201);
  const limited = await postJson(1, "/api/reports", { text: "One too many reports now. This one is refused.", lang: "en" });
  assert.equal(limited.status, 429);
  assert.ok(Number(limited.headers.get("retry-after")) > 0);
});

test("the LLM rate limit hit on one instance holds on the other", async () => {
  const body = { original: "The plan works well. It saves time.", rewrite: "The plan works. It saves time." };
  // Each model-using request counts (the fake model fails, which does not matter to the limit).
  for (const i of [0, 1]) assert.notEqual((await postJson(i, "/api/review", body)).status, 429);
  const limited = await postJson(0, "/api/review", body);
  assert.equal(limited.status, 429);
  const error = ((await limited.json()) as { error: { code: string } }).error;
  assert.equal(error.code, "rate-limited");
  assert.ok(Number(limited.headers.get("retry-after")) > 0);
  const alsoLimited = await postJson(1, "/api/humanize", { text: "The plan works well. It saves time.", lang: "en" });
  assert.equal(alsoLimited.status, 429, "the other instance shares the counter, for every LLM route");
  // /api/analyze has no such budget.
  assert.equal((await postJson(1, "/api/analyze", { text: "The plan works well. It saves time." })).status, 200);
});
