// The SQLite report store (the default): one file, WAL journal, created with its
// schema on first open. All SQLite access lives in this module; its queries are the
// PostgreSQL store's (lib/node/store/queries.ts).
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { rateLimitResult, TOMBSTONE_TTL_MS, type RateLimitResult, type ReportLookup, type ReportStore, type StoredReport } from "../../store/report-store";
import { MIGRATIONS, RATE_LIMIT_ROW_TTL_MS, SCHEMA_MIGRATIONS_TABLE } from "./migrations";
import { QUERIES, sqliteParams, sqliteQuery, type QueryName } from "./queries";

interface ReportRow {
  id: string;
  token_hash: string;
  snapshot: string;
  created_at: number;
  expires_at: number | null;
}

type Statement = { run(...args: unknown[]): Database.RunResult; get(...args: unknown[]): unknown; all(...args: unknown[]): unknown[] };

/** Shared queries (lib/node/store/queries.ts) prepared once, called with positional arguments. */
function prepare<N extends QueryName>(db: Database.Database, names: readonly N[]): Record<N, Statement> {
  const out = {} as Record<N, Statement>;
  for (const name of names) {
    const stmt = db.prepare(sqliteQuery(QUERIES[name]));
    const bind = (args: unknown[]) => (args.length === 0 ? [] : [sqliteParams(args)]);
    out[name] = {
      run: (...args) => stmt.run(...bind(args)),
      get: (...args) => stmt.get(...bind(args)),
      all: (...args) => stmt.all(...bind(args)),
    };
  }
  return out;
}

function migrate(db: Database.Database): void {
  db.exec(SCHEMA_MIGRATIONS_TABLE);
  const q = prepare(db, ["appliedMigrations", "recordMigration"]);
  // IMMEDIATE takes the write lock first, so two processes opening a fresh file
  // cannot both apply migration 1.
  db.transaction(() => {
    const applied = new Set((q.appliedMigrations.all() as { version: number }[]).map((r) => r.version));
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      for (const sql of m.statements) db.exec(sql);
      q.recordMigration.run(m.version, m.name, Date.now());
    }
  }).immediate();
}

export class SqliteReportStore implements ReportStore {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private readonly q: Record<QueryName, Statement>;

  constructor(readonly file: string) {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    // FULL: a report the API answered 201 for survives a power cut, not only a killed process.
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    // The tables every query names exist once the migrations ran.
    migrate(this.db);
    this.q = prepare(this.db, Object.keys(QUERIES) as QueryName[]);
  }

  async create(report: StoredReport): Promise<void> {
    this.q.insert.run(report.id, report.tokenHash, report.snapshot, report.createdAt, report.expiresAt);
  }

  async get(id: string, now: number): Promise<ReportLookup> {
    const row = this.q.select.get(id) as ReportRow | undefined;
    if (row) {
      if (row.expires_at === null || row.expires_at > now) return { status: "found", report: toReport(row) };
      const expiredAt = row.expires_at;
      this.db.transaction(() => {
        this.q.bury.run(id, expiredAt);
        this.q.remove.run(id);
      })();
      return { status: "expired", expiredAt };
    }
    const tomb = this.q.tombstone.get(id) as { expired_at: number } | undefined;
    return tomb ? { status: "expired", expiredAt: tomb.expired_at } : { status: "missing" };
  }

  async tokenHash(id: string, now: number): Promise<string | null> {
    const row = this.q.tokenHash.get(id, now) as { token_hash: string } | undefined;
    return row?.token_hash ?? null;
  }

  async delete(id: string): Promise<boolean> {
    return this.q.remove.run(id).changes > 0;
  }

  async purgeExpired(now: number): Promise<number> {
    return this.db.transaction(() => {
      this.q.buryExpired.run(now);
      const purged = this.q.removeExpired.run(now).changes;
      this.q.dropTombstones.run(now - TOMBSTONE_TTL_MS);
      this.q.dropRateLimits.run(now - RATE_LIMIT_ROW_TTL_MS);
      return purged;
    })();
  }

  async hit(key: string, windowMs: number, limit: number, now: number): Promise<RateLimitResult> {
    const row = this.q.hit.get(key, now, windowMs) as { window_start: number; count: number };
    return rateLimitResult(row.window_start, row.count, windowMs, limit, now);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

function toReport(row: ReportRow): StoredReport {
  return { id: row.id, tokenHash: row.token_hash, snapshot: row.snapshot, createdAt: row.created_at, expiresAt: row.expires_at };
}
