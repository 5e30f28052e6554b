// The PostgreSQL half of the store suite. Run through scripts/with-postgres.sh
// (the "store suite on PostgreSQL" step of scripts/test.sh); without DATABASE_URL
// it fails rather than passing with nothing checked.
import assert from "node:assert/strict";
import { test } from "node:test";
import pg from "pg";
import { MIGRATIONS } from "../../lib/node/store/migrations";
import { PostgresReportStore } from "../../lib/node/store/postgres-store";
import { assertSurvivesSigkill, startReportServer } from "./helpers/durability";
import { reportStoreSuite } from "./report-store-suite";

const url = process.env.DATABASE_URL ?? "";

test("DATABASE_URL points at a PostgreSQL server", () => {
  assert.match(url, /^postgres(ql)?:\/\//, "run this file through scripts/with-postgres.sh");
});

if (url) {
  reportStoreSuite("PostgreSQL", async () => new PostgresReportStore(url), async () => new PostgresReportStore(url));

  test("PostgreSQL: two instances migrating at once apply every migration exactly once", async () => {
    const client = new pg.Client(url);
    await client.connect();
    try {
      await client.query("CREATE SCHEMA IF NOT EXISTS race");
      await client.query("DROP SCHEMA race CASCADE");
      await client.query("CREATE SCHEMA race");
      const raceUrl = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent("-c search_path=race")}`;
      const stores = Array.from({ length: 4 }, () => new PostgresReportStore(raceUrl, 2));
      await Promise.all(stores.map((s) => s.get("x".repeat(24), 0)));
      await Promise.all(stores.map((s) => s.close()));
      const { rows } = await client.query<{ version: number }>("SELECT version FROM race.schema_migrations ORDER BY version");
      assert.deepEqual(rows.map((r) => Number(r.version)), MIGRATIONS.map((m) => m.version));
    } finally {
      await client.query("DROP SCHEMA IF EXISTS race CASCADE");
      await client.end();
    }
  });

  test("PostgreSQL: a report answered 201 survives SIGKILL of the server and reads back after a restart", async () => {
    await assertSurvivesSigkill({ DATABASE_URL: url });
  });
}

if (url) {
  test("PostgreSQL: two server processes share reports and rate limits", async () => {
    const env = { DATABASE_URL: url, PATINA_REPORT_RATE_LIMIT: "1", PATINA_REPORT_RATE_WINDOW_MS: "60000" };
    const [a, b] = await Promise.all([startReportServer(env), startReportServer(env)]);
    try {
      const client = { "content-type": "application/json", "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` };
      const body = JSON.stringify({ text: "Moreover, this is a testament to seamless innovation. I hope this helps!" });
      const made = await fetch(`${a.base}/api/reports`, { method: "POST", headers: client, body });
      assert.equal(made.status, 201);
      const { id } = (await made.json()) as { id: string };
      assert.equal((await fetch(`${b.base}/api/reports/${id}`)).status, 200, "created on A, read on B");
      const limited = await fetch(`${b.base}/api/reports`, { method: "POST", headers: client, body });
      assert.equal(limited.status, 429, "the client's one report per window was used on A");
      assert.ok(Number(limited.headers.get("retry-after")) > 0);
    } finally {
      a.child.kill("SIGKILL");
      b.child.kill("SIGKILL");
    }
  });
}
