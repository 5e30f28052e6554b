// Every query of the report store, once, for both backends. Written with PostgreSQL's
// numbered placeholders ($1, $2…); SQLite runs the same text with them as named parameters
// (@p1, @p2…, sqliteQuery), so the placeholder style is the only difference. The SQL itself is
// the common subset of the two (ON CONFLICT, RETURNING, CAST … AS BIGINT).

export const QUERIES = {
  appliedMigrations: "SELECT version FROM schema_migrations",
  recordMigration: "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
  /** id, tokenHash, snapshot, createdAt, expiresAt */
  insert: "INSERT INTO reports (id, token_hash, snapshot, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
  select: "SELECT id, token_hash, snapshot, created_at, expires_at FROM reports WHERE id = $1",
  /** id, now */
  tokenHash: "SELECT token_hash FROM reports WHERE id = $1 AND (expires_at IS NULL OR expires_at > $2)",
  tombstone: "SELECT expired_at FROM report_tombstones WHERE id = $1",
  /** id, expiredAt */
  bury: "INSERT INTO report_tombstones (id, expired_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
  remove: "DELETE FROM reports WHERE id = $1",
  /** now */
  buryExpired: "INSERT INTO report_tombstones (id, expired_at) SELECT id, expires_at FROM reports WHERE expires_at IS NOT NULL AND expires_at <= $1 ON CONFLICT (id) DO NOTHING",
  removeExpired: "DELETE FROM reports WHERE expires_at IS NOT NULL AND expires_at <= $1",
  /** before */
  dropTombstones: "DELETE FROM report_tombstones WHERE expired_at <= $1",
  dropRateLimits: "DELETE FROM rate_limits WHERE window_start <= $1",
  /**
   * key, now, windowMs → the window's start and count after this hit. One statement: the row
   * lock ON CONFLICT takes serializes concurrent hits on a key. The casts tell PostgreSQL the
   * parameters' type where it cannot infer one.
   */
  hit: `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, CAST($2 AS BIGINT), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start + CAST($3 AS BIGINT) <= CAST($2 AS BIGINT) THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start + CAST($3 AS BIGINT) <= CAST($2 AS BIGINT) THEN CAST($2 AS BIGINT) ELSE rate_limits.window_start END
    RETURNING window_start, count`,
} as const;

export type QueryName = keyof typeof QUERIES;

/** A query for SQLite: $n → @pn. */
export function sqliteQuery(sql: string): string {
  return sql.replace(/\$(\d+)/g, "@p$1");
}

/** Positional arguments as SQLite's named parameters: [a, b] → {p1: a, p2: b}. */
export function sqliteParams(args: readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < args.length; i++) out[`p${i + 1}`] = args[i];
  return out;
}
