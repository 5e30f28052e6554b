// The server's pack set: shipped packs plus custom/patterns/*.md, read once per
// process. A broken custom pack is reported and skipped rather than taking the
// service down; a broken shipped pack fails loudly (its tests would too).
import { loadPacks } from "../packs/load";
import type { PackSet } from "../packs/types";
import { readSourcesFromDisk } from "./sources";

let cached: PackSet | null = null;

export function serverPackSet(root: string = process.cwd()): PackSet {
  if (cached) return cached;
  const set = loadPacks(readSourcesFromDisk(root).packs, { skipInvalid: true });
  for (const err of set.errors) console.warn(`patina: skipped pack: ${err.message}`);
  cached = set;
  return set;
}
