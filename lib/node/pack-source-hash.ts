// One hash over a set of pack sources, so the server can tell whether packs/ on disk is what
// lib/generated/packs.ts was compiled from.
import { createHash } from "node:crypto";

export function packSourceHash(sources: Record<string, string>): string {
  const hash = createHash("sha256");
  for (const name of Object.keys(sources).sort()) hash.update(`${name}\0${sources[name]}\0`);
  return hash.digest("hex");
}
