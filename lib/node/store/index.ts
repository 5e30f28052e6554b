// Picks the report store from the environment: PostgreSQL when DATABASE_URL is set,
// else SQLite in $PATINA_DATA_DIR (default data/) — so `npm start` needs no setup.
// One store per process, opened on first use.
import { join, resolve } from "node:path";
import type { ReportStore } from "../../store/report-store";
import { PostgresReportStore } from "./postgres-store";
import { SqliteReportStore } from "./sqlite-store";

export const SQLITE_FILE_NAME = "reports.sqlite";

export function openReportStore(env: Readonly<Record<string, string | undefined>> = process.env): ReportStore {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL.");
    return new PostgresReportStore(url);
  }
  const dir = env.PATINA_DATA_DIR || join(process.cwd(), "data");
  return new SqliteReportStore(join(resolve(/*turbopackIgnore: true*/ dir), SQLITE_FILE_NAME));
}

let shared: ReportStore | null = null;

export function getReportStore(): ReportStore {
  shared ??= openReportStore();
  return shared;
}
