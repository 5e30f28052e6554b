// The schema of the report store, as one versioned list both backends apply in
// order (each records what it applied in schema_migrations). The SQL is the common
// subset of SQLite and PostgreSQL: TEXT, INTEGER and BIGINT columns, epoch
// milliseconds for times, the snapshot as JSON text. Append new migrations; never
// edit an applied one.
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "reports and tombstones",
    statements: [
      `CREATE TABLE reports (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL,
        snapshot TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT
      )`,
      `CREATE INDEX reports_expires_at ON reports (expires_at)`,
      // An expired report leaves only its id behind, so its link answers 410 "expired"
      // rather than 404 for a while; a deleted one leaves nothing.
      `CREATE TABLE report_tombstones (
        id TEXT PRIMARY KEY,
        expired_at BIGINT NOT NULL
      )`,
    ],
  },
  {
    version: 2,
    name: "rate limits",
    statements: [
      `CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        window_start BIGINT NOT NULL,
        count INTEGER NOT NULL
      )`,
    ],
  },
];

export const SCHEMA_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

/** Rate-limit rows untouched this long are dropped by purgeExpired (longer than any window used). */
export const RATE_LIMIT_ROW_TTL_MS = 24 * 60 * 60 * 1000;
