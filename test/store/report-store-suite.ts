// One behavioural suite every ReportStore backend must pass (SQLite in
// sqlite-store.test.ts, PostgreSQL in postgres-store.pg-test.ts). Ids are random
// per run, so the suite also passes against a database that already holds data.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { newReportId } from "../../lib/node/store/secrets";
import type { ReportStore, StoredReport } from "../../lib/store/report-store";

const T0 = 1_800_000_000_000;
const HOUR = 3_600_000;

export function sampleReport(overrides: Partial<StoredReport> = {}): StoredReport {
  return {
    id: newReportId(),
    tokenHash: randomBytes(32).toString("hex"),
    snapshot: JSON.stringify({ schema: "patina-report/v1", text: "한국어 — emoji 😀 and \"quotes\" <b>", n: 1 }),
    createdAt: T0,
    expiresAt: T0 + HOUR,
    ...overrides,
  };
}

export function reportStoreSuite(name: string, open: () => Promise<ReportStore>, reopen: () => Promise<ReportStore>) {
  describe(`report store contract: ${name}`, () => {
    let store: ReportStore;
    before(async () => {
      store = await open();
    });
    after(async () => {
      await store.close();
    });

    test("a created report reads back byte for byte", async () => {
      const r = sampleReport();
      await store.create(r);
      const found = await store.get(r.id, T0 + 1);
      assert.equal(found.status, "found");
      assert.deepEqual(found.status === "found" && found.report, r);
    });

    test("a report that never expires is found far in the future", async () => {
      const r = sampleReport({ expiresAt: null });
      await store.create(r);
      const found = await store.get(r.id, T0 + 100 * 365 * 24 * HOUR);
      assert.equal(found.status, "found");
      assert.equal(found.status === "found" && found.report.expiresAt, null);
    });

    test("an unknown id is missing", async () => {
      assert.deepEqual(await store.get(newReportId(), T0), { status: "missing" });
      assert.equal(await store.tokenHash(newReportId(), T0), null);
    });

    test("creating the same id twice fails instead of overwriting", async () => {
      const r = sampleReport();
      await store.create(r);
      await assert.rejects(store.create({ ...r, snapshot: "{}" }));
      const found = await store.get(r.id, T0);
      assert.equal(found.status === "found" && found.report.snapshot, r.snapshot);
    });

    test("an expired report answers expired, is purged by that read, and keeps answering expired", async () => {
      const r = sampleReport({ expiresAt: T0 + 10 });
      await store.create(r);
      assert.equal((await store.get(r.id, T0 + 9)).status, "found");
      assert.deepEqual(await store.get(r.id, T0 + 10), { status: "expired", expiredAt: T0 + 10 });
      assert.equal(await store.tokenHash(r.id, T0), null, "the row itself is gone");
      assert.deepEqual(await store.get(r.id, T0), { status: "expired", expiredAt: T0 + 10 });
    });

    test("tokenHash answers only for a live report", async () => {
      const r = sampleReport({ expiresAt: T0 + 100 });
      await store.create(r);
      assert.equal(await store.tokenHash(r.id, T0), r.tokenHash);
      assert.equal(await store.tokenHash(r.id, T0 + 100), null);
    });

    test("delete removes at once, leaves no tombstone, and is false the second time", async () => {
      const r = sampleReport();
      await store.create(r);
      assert.equal(await store.delete(r.id), true);
      assert.deepEqual(await store.get(r.id, T0), { status: "missing" });
      assert.equal(await store.delete(r.id), false);
    });

    test("purgeExpired deletes what expired, and only that", async () => {
      const now = T0 + 5 * HOUR;
      const expired = [sampleReport({ expiresAt: now - 1 }), sampleReport({ expiresAt: now })];
      const live = [sampleReport({ expiresAt: now + 1 }), sampleReport({ expiresAt: null })];
      for (const r of [...expired, ...live]) await store.create(r);
      const purged = await store.purgeExpired(now);
      assert.ok(purged >= 2, `purged ${purged}`);
      for (const r of expired) assert.equal(await store.tokenHash(r.id, 0), null);
      for (const r of expired) assert.equal((await store.get(r.id, 0)).status, "expired");
      for (const r of live) assert.equal((await store.get(r.id, now)).status, "found");
      assert.equal(await store.purgeExpired(now), 0, "a second purge finds nothing");
    });

    test("rate limit: a fixed window allows `limit` hits, then says how long to wait, then resets", async () => {
      const key = `test:${newReportId()}`;
      for (let i = 1; i <= 3; i++) assert.deepEqual(await store.hit(key, 1000, 3, T0 + i), { allowed: true, retryAfterMs: 0, count: i });
      const denied = await store.hit(key, 1000, 3, T0 + 400);
      assert.equal(denied.allowed, false);
      assert.equal(denied.retryAfterMs, 1000 - 399, "the window started at the first hit (T0 + 1)");
      assert.deepEqual(await store.hit(key, 1000, 3, T0 + 1001), { allowed: true, retryAfterMs: 0, count: 1 });
      assert.equal((await store.hit(`${key}:other`, 1000, 3, T0 + 400)).allowed, true, "keys are independent");
    });

    test("rate limit: concurrent hits never both take the last slot", async () => {
      const key = `test:${newReportId()}`;
      const results = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, 60_000, 7, T0)));
      assert.equal(results.filter((r) => r.allowed).length, 7);
      assert.deepEqual(results.map((r) => r.count).sort((a, b) => a - b), Array.from({ length: 25 }, (_, i) => i + 1));
    });

    test("a second store on the same database sees the reports and shares the rate limits", async () => {
      const other = await reopen();
      try {
        const r = sampleReport();
        await store.create(r);
        assert.equal((await other.get(r.id, T0)).status, "found");
        const key = `test:${newReportId()}`;
        assert.equal((await store.hit(key, 60_000, 1, T0)).allowed, true);
        assert.equal((await other.hit(key, 60_000, 1, T0 + 1)).allowed, false);
        assert.equal(await other.delete(r.id), true);
        assert.equal((await store.get(r.id, T0)).status, "missing");
      } finally {
        await other.close();
      }
    });
  });
}
