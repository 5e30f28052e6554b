// The PostgreSQL report store, used when DATABASE_URL is set: several app
// instances share one database (reports and rate limits). All PostgreSQL access
// lives in this module; every query is parameterized, and is the SQLite store's too
// (lib/node/store/queries.ts).
import pg from "pg";
import { rateLimitResult, TOMBSTONE_TTL_MS, type RateLimitResult, type ReportLookup, type ReportStore, type StoredReport } from "../../store/report-store";
import { MIGRATIONS, RATE_LIMIT_ROW_TTL_MS, SCHEMA_MIGRATIONS_TABLE } from "./migrations";
import { QUERIES as Q } from "./queries";

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
    const { rows } = await client.query<{ version: number }>(Q.appliedMigrations);
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      for (const sql of m.statements) await client.query(sql);
      await client.query(Q.recordMigration, [m.version, m.name, Date.now()]);
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
    await this.pool.query(Q.insert, [report.id, report.tokenHash, report.snapshot, report.createdAt, report.expiresAt]);
  }

  async get(id: string, now: number): Promise<ReportLookup> {
    await this.init();
    const { rows } = await this.pool.query<ReportRow>(Q.select, [id]);
    const row = rows[0];
    if (row) {
      const report = toReport(row);
      if (report.expiresAt === null || report.expiresAt > now) return { status: "found", report };
      const expiredAt = report.expiresAt;
      await inTransaction(this.pool, async (client) => {
        await client.query(Q.bury, [id, expiredAt]);
        await client.query(Q.remove, [id]);
      });
      return { status: "expired", expiredAt };
    }
    const tomb = await this.pool.query<{ expired_at: string }>(Q.tombstone, [id]);
    return tomb.rows[0] ? { status: "expired", expiredAt: Number(tomb.rows[0].expired_at) } : { status: "missing" };
  }

  async tokenHash(id: string, now: number): Promise<string | null> {
    await this.init();
    const { rows } = await this.pool.query<{ token_hash: string }>(Q.tokenHash, [id, now]);
    return rows[0]?.token_hash ?? null;
  }

  async delete(id: string): Promise<boolean> {
    await this.init();
    const result = await this.pool.query(Q.remove, [id]);
    return (result.rowCount ?? 0) > 0;
  }

  async purgeExpired(now: number): Promise<number> {
    await this.init();
    return inTransaction(this.pool, async (client) => {
      await client.query(Q.buryExpired, [now]);
      const purged = await client.query(Q.removeExpired, [now]);
      await client.query(Q.dropTombstones, [now - TOMBSTONE_TTL_MS]);
      await client.query(Q.dropRateLimits, [now - RATE_LIMIT_ROW_TTL_MS]);
      return purged.rowCount ?? 0;
    });
  }

  async hit(key: string, windowMs: number, limit: number, now: number): Promise<RateLimitResult> {
    await this.init();
    const { rows } = await this.pool.query<{ window_start: string; count: number }>(Q.hit, [key, now, windowMs]);
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
