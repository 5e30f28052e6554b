// The SQLite report store (the default): one file, WAL journal, created with its
// schema on first open. All SQLite access lives in this module.
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { rateLimitResult, TOMBSTONE_TTL_MS, type RateLimitResult, type ReportLookup, type ReportStore, type StoredReport } from "../../store/report-store";
import { MIGRATIONS, RATE_LIMIT_ROW_TTL_MS, SCHEMA_MIGRATIONS_TABLE } from "./migrations";

interface ReportRow {
  id: string;
  token_hash: string;
  snapshot: string;
  created_at: number;
  expires_at: number | null;
}

function migrate(db: Database.Database): void {
  db.exec(SCHEMA_MIGRATIONS_TABLE);
  // IMMEDIATE takes the write lock first, so two processes opening a fresh file
  // cannot both apply migration 1.
  db.transaction(() => {
    const applied = new Set((db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map((r) => r.version));
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      for (const sql of m.statements) db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(m.version, m.name, Date.now());
    }
  }).immediate();
}

export class SqliteReportStore implements ReportStore {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private readonly statements;

  constructor(readonly file: string) {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    // FULL: a report the API answered 201 for survives a power cut, not only a killed process.
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    migrate(this.db);
    const db = this.db;
    this.statements = {
      insert: db.prepare("INSERT INTO reports (id, token_hash, snapshot, created_at, expires_at) VALUES (@id, @tokenHash, @snapshot, @createdAt, @expiresAt)"),
      select: db.prepare("SELECT id, token_hash, snapshot, created_at, expires_at FROM reports WHERE id = ?"),
      tokenHash: db.prepare("SELECT token_hash FROM reports WHERE id = ? AND (expires_at IS NULL OR expires_at > ?)"),
      tombstone: db.prepare("SELECT expired_at FROM report_tombstones WHERE id = ?"),
      bury: db.prepare("INSERT INTO report_tombstones (id, expired_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING"),
      remove: db.prepare("DELETE FROM reports WHERE id = ?"),
      buryExpired: db.prepare(
        "INSERT INTO report_tombstones (id, expired_at) SELECT id, expires_at FROM reports WHERE expires_at IS NOT NULL AND expires_at <= ? ON CONFLICT (id) DO NOTHING",
      ),
      removeExpired: db.prepare("DELETE FROM reports WHERE expires_at IS NOT NULL AND expires_at <= ?"),
      dropTombstones: db.prepare("DELETE FROM report_tombstones WHERE expired_at <= ?"),
      dropRateLimits: db.prepare("DELETE FROM rate_limits WHERE window_start <= ?"),
      hit: db.prepare(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (@key, @now, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_start + @windowMs <= @now THEN 1 ELSE rate_limits.count + 1 END,
           window_start = CASE WHEN rate_limits.window_start + @windowMs <= @now THEN @now ELSE rate_limits.window_start END
         RETURNING window_start, count`,
      ),
    };
  }

  async create(report: StoredReport): Promise<void> {
    this.statements.insert.run(report);
  }

  async get(id: string, now: number): Promise<ReportLookup> {
    const row = this.statements.select.get(id) as ReportRow | undefined;
    if (row) {
      if (row.expires_at === null || row.expires_at > now) return { status: "found", report: toReport(row) };
      const expiredAt = row.expires_at;
      this.db.transaction(() => {
        this.statements.bury.run(id, expiredAt);
        this.statements.remove.run(id);
      })();
      return { status: "expired", expiredAt };
    }
    const tomb = this.statements.tombstone.get(id) as { expired_at: number } | undefined;
    return tomb ? { status: "expired", expiredAt: tomb.expired_at } : { status: "missing" };
  }

  async tokenHash(id: string, now: number): Promise<string | null> {
    const row = this.statements.tokenHash.get(id, now) as { token_hash: string } | undefined;
    return row?.token_hash ?? null;
  }

  async delete(id: string): Promise<boolean> {
    return this.statements.remove.run(id).changes > 0;
  }

  async purgeExpired(now: number): Promise<number> {
    return this.db.transaction(() => {
      this.statements.buryExpired.run(now);
      const purged = this.statements.removeExpired.run(now).changes;
      this.statements.dropTombstones.run(now - TOMBSTONE_TTL_MS);
      this.statements.dropRateLimits.run(now - RATE_LIMIT_ROW_TTL_MS);
      return purged;
    })();
  }

  async hit(key: string, windowMs: number, limit: number, now: number): Promise<RateLimitResult> {
    const row = this.statements.hit.get({ key, now, windowMs }) as { window_start: number; count: number };
    return rateLimitResult(row.window_start, row.count, windowMs, limit, now);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

function toReport(row: ReportRow): StoredReport {
  return { id: row.id, tokenHash: row.token_hash, snapshot: row.snapshot, createdAt: row.created_at, expiresAt: row.expires_at };
}
