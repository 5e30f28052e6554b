// The server's pack set: the precompiled shipped packs, or (with custom/patterns/*.md, or
// packs/ edited since `npm run gen`) the packs compiled from disk, once per process. A broken
// custom pack is reported and skipped rather than taking the service down; a broken shipped
// pack fails loudly (its tests would too).
import { loadPacks } from "../packs/load";
import type { PackSet } from "../packs/types";
import { logEvent } from "./log";
import { choosePackSet } from "./pack-choice";

export interface ServerPacks {
  set: PackSet;
  source: "precompiled" | "compiled";
  /** Why the packs were compiled at run time. */
  reason?: string;
}

let cached: ServerPacks | null = null;

export function serverPacks(root: string = process.cwd()): ServerPacks {
  if (cached) return cached;
  const choice = choosePackSet(root);
  if (choice.kind === "precompiled") return (cached = { set: choice.set, source: "precompiled" });
  logEvent("packs.compile", { reason: choice.reason });
  const set = loadPacks(choice.sources, { skipInvalid: true });
  for (const err of set.errors) logEvent("packs.skipped", { problem: err.message }, "warn");
  return (cached = { set, source: "compiled", reason: choice.reason });
}

export function serverPackSet(root: string = process.cwd()): PackSet {
  return serverPacks(root).set;
}
