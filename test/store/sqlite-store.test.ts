import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import Database from "better-sqlite3";
import { openReportStore, SQLITE_FILE_NAME } from "../../lib/node/store/index";
import { MIGRATIONS } from "../../lib/node/store/migrations";
import { SqliteReportStore } from "../../lib/node/store/sqlite-store";
import { reportStoreSuite } from "./report-store-suite";

const dir = mkdtempSync(join(tmpdir(), "patina-sqlite-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, "nested", "reports.sqlite");

reportStoreSuite("SQLite", async () => new SqliteReportStore(file), async () => new SqliteReportStore(file));

test("SQLite: the file and its folder are created on first open, in WAL mode, with every migration recorded once", async () => {
  const fresh = join(dir, "fresh", "deeper", "r.sqlite");
  assert.equal(existsSync(fresh), false);
  const a = new SqliteReportStore(fresh);
  const b = new SqliteReportStore(fresh); // a second open must not re-apply anything
  await a.close();
  await b.close();
  const db = new Database(fresh, { readonly: true });
  try {
    assert.equal(db.pragma("journal_mode", { simple: true }), "wal");
    const rows = db.prepare("SELECT version FROM schema_migrations ORDER BY version").all() as { version: number }[];
    assert.deepEqual(rows.map((r) => r.version), MIGRATIONS.map((m) => m.version));
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
    assert.deepEqual(tables, ["rate_limits", "report_tombstones", "reports", "schema_migrations"]);
  } finally {
    db.close();
  }
});

test("getReportStore's choice: SQLite under PATINA_DATA_DIR without DATABASE_URL, PostgreSQL with it, an error for another URL", async () => {
  const dataDir = join(dir, "data-dir");
  const store = openReportStore({ PATINA_DATA_DIR: dataDir });
  assert.equal(store.kind, "sqlite");
  await store.close();
  assert.ok(existsSync(join(dataDir, SQLITE_FILE_NAME)));
  const pg = openReportStore({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
  assert.equal(pg.kind, "postgres");
  await pg.close(); // never connected: the pool opens lazily
  assert.throws(() => openReportStore({ DATABASE_URL: "mysql://x" }), /postgres/);
});
