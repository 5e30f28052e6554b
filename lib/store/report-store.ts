// The one report-store interface. Two implementations live in lib/node/store
// (SQLite by default, PostgreSQL when DATABASE_URL is set); both apply the same
// migrations and pass the same test suite. The store also keeps rate-limit
// counters so that several app instances sharing one database share the limits.

/** A stored report: its snapshot as JSON text plus what the store itself needs. */
export interface StoredReport {
  id: string;
  /** Hex SHA-256 of the delete token; the token itself is never stored. */
  tokenHash: string;
  /** The snapshot, serialized (lib/report/types ReportSnapshot). */
  snapshot: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Milliseconds since the epoch; null = never expires. */
  expiresAt: number | null;
}

/** What a read finds. An expired report is purged by the read that finds it. */
export type ReportLookup =
  | { status: "found"; report: StoredReport }
  | { status: "expired"; expiredAt: number }
  | { status: "missing" };

export interface RateLimitResult {
  allowed: boolean;
  /** How long until the window resets; 0 when allowed. */
  retryAfterMs: number;
  /** Hits counted in the current window, this one included. */
  count: number;
}

export interface ReportStore {
  /** Which backend answers ("sqlite" | "postgres"), for logs and the health check. */
  readonly kind: string;
  /** Stores a new report; throws if the id is taken (ids are random, so that means a bug). */
  create(report: StoredReport): Promise<void>;
  /** Reads a report; an expired one is purged and answered as "expired". */
  get(id: string, now: number): Promise<ReportLookup>;
  /**
   * The token hash of a live report, or null when there is none — so the caller can
   * compare in constant time against a dummy whether or not the id exists.
   */
  tokenHash(id: string, now: number): Promise<string | null>;
  /** Deletes a report at once; true when one was deleted. */
  delete(id: string): Promise<boolean>;
  /** Deletes every report expired at `now`, leaving a tombstone; returns how many. */
  purgeExpired(now: number): Promise<number>;
  /**
   * Counts one hit for `key` in a fixed window of `windowMs` and says whether it is
   * within `limit`. Atomic per backend: concurrent hits from several instances
   * never both take the last slot.
   */
  hit(key: string, windowMs: number, limit: number, now: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

/** How long a tombstone keeps answering 410 for an expired report before it too is dropped. */
export const TOMBSTONE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The answer to a hit, from the window's start and count after the hit. Shared by both backends. */
export function rateLimitResult(windowStart: number, count: number, windowMs: number, limit: number, now: number): RateLimitResult {
  if (count <= limit) return { allowed: true, retryAfterMs: 0, count };
  return { allowed: false, retryAfterMs: Math.max(1, windowStart + windowMs - now), count };
}
