// The PostgreSQL report store, used when DATABASE_URL is set: several app
// instances share one database (reports and rate limits). All PostgreSQL access
// lives in this module; every query is parameterized.
import pg from "pg";
import { rateLimitResult, TOMBSTONE_TTL_MS, type RateLimitResult, type ReportLookup, type ReportStore, type StoredReport } from "../../store/report-store";
import { MIGRATIONS, RATE_LIMIT_ROW_TTL_MS, SCHEMA_MIGRATIONS_TABLE } from "./migrations";

// Any fixed number: every instance takes this advisory lock while migrating.
const MIGRATION_LOCK = 7_402_118;

interface ReportRow {
  id: string;
  token_hash: string;
  snapshot: string;
  created_at: string; // BIGINT arrives as a string
  expires_at: string | null;
}

async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(SCHEMA_MIGRATIONS_TABLE);
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      for (const sql of m.statements) await client.query(sql);
      await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [m.version, m.name, Date.now()]);
    }
  });
}

export class PostgresReportStore implements ReportStore {
  readonly kind = "postgres";
  private readonly pool: pg.Pool;
  private ready: Promise<void> | null = null;

  constructor(connectionString: string, poolSize = 10) {
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    // An idle client losing its connection must not crash the server; the next query reconnects.
    this.pool.on("error", (err) => console.error(`patina: report store connection error: ${err.message}`));
  }

  /** Applies the migrations once per instance, before the first query. */
  private init(): Promise<void> {
    this.ready ??= migrate(this.pool).catch((err) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  async create(report: StoredReport): Promise<void> {
    await this.init();
    await this.pool.query("INSERT INTO reports (id, token_hash, snapshot, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)", [
      report.id,
      report.tokenHash,
      report.snapshot,
      report.createdAt,
      report.expiresAt,
    ]);
  }

  async get(id: string, now: number): Promise<ReportLookup> {
    await this.init();
    const { rows } = await this.pool.query<ReportRow>("SELECT id, token_hash, snapshot, created_at, expires_at FROM reports WHERE id = $1", [id]);
    const row = rows[0];
    if (row) {
      const report = toReport(row);
      if (report.expiresAt === null || report.expiresAt > now) return { status: "found", report };
      const expiredAt = report.expiresAt;
      await inTransaction(this.pool, async (client) => {
        await client.query("INSERT INTO report_tombstones (id, expired_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", [id, expiredAt]);
        await client.query("DELETE FROM reports WHERE id = $1", [id]);
      });
      return { status: "expired", expiredAt };
    }
    const tomb = await this.pool.query<{ expired_at: string }>("SELECT expired_at FROM report_tombstones WHERE id = $1", [id]);
    return tomb.rows[0] ? { status: "expired", expiredAt: Number(tomb.rows[0].expired_at) } : { status: "missing" };
  }

  async tokenHash(id: string, now: number): Promise<string | null> {
    await this.init();
    const { rows } = await this.pool.query<{ token_hash: string }>(
      "SELECT token_hash FROM reports WHERE id = $1 AND (expires_at IS NULL OR expires_at > $2)",
      [id, now],
    );
    return rows[0]?.token_hash ?? null;
  }

  async delete(id: string): Promise<boolean> {
    await this.init();
    const result = await this.pool.query("DELETE FROM reports WHERE id = $1", [id]);
    return (result.rowCount ?? 0) > 0;
  }

  async purgeExpired(now: number): Promise<number> {
    await this.init();
    return inTransaction(this.pool, async (client) => {
      await client.query(
        "INSERT INTO report_tombstones (id, expired_at) SELECT id, expires_at FROM reports WHERE expires_at IS NOT NULL AND expires_at <= $1 ON CONFLICT (id) DO NOTHING",
        [now],
      );
      const purged = await client.query("DELETE FROM reports WHERE expires_at IS NOT NULL AND expires_at <= $1", [now]);
      await client.query("DELETE FROM report_tombstones WHERE expired_at <= $1", [now - TOMBSTONE_TTL_MS]);
      await client.query("DELETE FROM rate_limits WHERE window_start <= $1", [now - RATE_LIMIT_ROW_TTL_MS]);
      return purged.rowCount ?? 0;
    });
  }

  async hit(key: string, windowMs: number, limit: number, now: number): Promise<RateLimitResult> {
    await this.init();
    // One statement: the row lock taken by ON CONFLICT serializes concurrent hits on a key.
    const { rows } = await this.pool.query<{ window_start: string; count: number }>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2::bigint, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start + $3::bigint <= $2::bigint THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start + $3::bigint <= $2::bigint THEN $2::bigint ELSE rate_limits.window_start END
       RETURNING window_start, count`,
      [key, now, windowMs],
    );
    return rateLimitResult(Number(rows[0].window_start), Number(rows[0].count), windowMs, limit, now);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function toReport(row: ReportRow): StoredReport {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    snapshot: row.snapshot,
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  };
}
