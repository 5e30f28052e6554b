// Where the build puts the analysis worker's bundle, for next.config.ts (which writes it) and
// the server (which starts it). Next's distDir is configurable (PATINA_NEXT_DIST), so both ask here.
import { join } from "node:path";

export function nextDistDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.PATINA_NEXT_DIST || ".next";
}

/** The bundle's path inside a build output folder. */
export function workerFileIn(distDir: string): string {
  return join(distDir, "patina", "analysis-worker.cjs");
}
