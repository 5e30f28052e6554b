// Rate limits answer 429 with Retry-After once a client passes its budget, count in the
// report store (so two stores over one database agree), and never block on a store failure.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { llmRateLimitPolicy, rateLimited } from "../../lib/node/rate-limit";
import { SqliteReportStore } from "../../lib/node/store/sqlite-store";
import type { ReportStore } from "../../lib/store/report-store";

const from = (ip: string | null) => new Request("http://x/api/humanize", { method: "POST", headers: ip ? { "x-forwarded-for": `${ip}, 10.0.0.1` } : {} });

test("the policy comes from the environment with a default of 20 a minute", () => {
  assert.deepEqual(llmRateLimitPolicy({}), { limit: 20, windowMs: 60_000 });
  assert.deepEqual(llmRateLimitPolicy({ PATINA_LLM_RATE_LIMIT: "3", PATINA_LLM_RATE_WINDOW_MS: "1000" }), { limit: 3, windowMs: 1000 });
  assert.throws(() => llmRateLimitPolicy({ PATINA_LLM_RATE_LIMIT: "none" }), /PATINA_LLM_RATE_LIMIT/);
});

test("over the limit a client gets 429 with Retry-After; other clients and a new window go through", async () => {
  const dir = mkdtempSync(join(tmpdir(), "patina-rl-"));
  const file = join(dir, "reports.sqlite");
  // Two store objects over one database file: what two app instances see.
  const a = new SqliteReportStore(file);
  const b = new SqliteReportStore(file);
  let now = 1_000_000;
  const policy = { limit: 3, windowMs: 60_000 };
  const via = (store: ReportStore) => ({ store: () => store, now: () => now });
  try {
    for (let i = 0; i < 3; i++) assert.equal(await rateLimited(from("203.0.113.7"), "llm", policy, via(i % 2 ? a : b)), null);
    const limited = await rateLimited(from("203.0.113.7"), "llm", policy, via(a));
    assert.ok(limited);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get("retry-after"), "60");
    const body = (await limited.json()) as { error: { code: string; message: string } };
    assert.equal(body.error.code, "rate-limited");
    assert.match(body.error.message, /at most 3 per 60 s/);
    assert.equal((await rateLimited(from("203.0.113.7"), "llm", policy, via(b)))?.status, 429, "the other instance agrees");
    assert.equal(await rateLimited(from("198.51.100.2"), "llm", policy, via(b)), null, "another client has its own budget");
    assert.equal(await rateLimited(from("203.0.113.7"), "reports", policy, via(a)), null, "another scope has its own budget");
    now += 60_000;
    assert.equal(await rateLimited(from("203.0.113.7"), "llm", policy, via(a)), null, "a new window");
  } finally {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a request without a client address is not counted; a store failure lets the request through", async () => {
  const policy = { limit: 1, windowMs: 1000 };
  const broken = { store: (): ReportStore => ({ hit: () => Promise.reject(new Error("db down")) }) as unknown as ReportStore, now: () => 0 };
  const saved = process.env.PATINA_LOG;
  process.env.PATINA_LOG = "off";
  try {
    assert.equal(await rateLimited(from("203.0.113.9"), "llm", policy, broken), null);
  } finally {
    if (saved === undefined) delete process.env.PATINA_LOG;
    else process.env.PATINA_LOG = saved;
  }
  const never = { store: (): ReportStore => assert.fail("an unknown client must not reach the store"), now: () => 0 };
  assert.equal(await rateLimited(from(null), "llm", policy, never), null);
});
