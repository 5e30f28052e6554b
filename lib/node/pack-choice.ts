// Which pack set a process on this machine should use: the precompiled shipped packs
// (lib/generated/packs.ts) when packs/ on disk is what they were compiled from and there are
// no custom packs, else the sources to compile at run time. Deciding costs a directory read
// and one hash; it never loads the pack compiler (and its YAML parser), so a process that ends
// up with the precompiled set does not pay for them.
import { COMPILED_PACKS_SOURCE_HASH } from "../generated/packs";
import { defaultPackSet } from "../packs/default-set";
import type { PackSet } from "../packs/types";
import { packSourceHash } from "./pack-source-hash";
import { readSourcesFromDisk } from "./sources";

export type PackChoice =
  | { kind: "precompiled"; set: PackSet }
  /** `reason`: why the precompiled set does not fit, for a log line. */
  | { kind: "compile"; sources: Record<string, string>; reason: string };

export function choosePackSet(root: string = process.cwd()): PackChoice {
  const sources = readSourcesFromDisk(root).packs;
  const names = Object.keys(sources);
  const shipped: Record<string, string> = {};
  for (const name of names) if (!name.startsWith("custom/")) shipped[name] = sources[name];
  const custom = names.length - Object.keys(shipped).length;
  // No packs/ at all (a deployment that ships only the build): the precompiled set is the packs.
  if (names.length === 0) return { kind: "precompiled", set: defaultPackSet() };
  if (custom > 0) return { kind: "compile", sources, reason: `${custom} custom pack(s) in custom/patterns` };
  if (packSourceHash(shipped) !== COMPILED_PACKS_SOURCE_HASH) {
    return { kind: "compile", sources, reason: "packs/ changed since the last `npm run gen`" };
  }
  return { kind: "precompiled", set: defaultPackSet() };
}

/**
 * The pack set for a short-lived process (the CLI): the compiler is imported only when it is
 * needed, so a run on the precompiled packs never loads it. `warn` hears skipped packs.
 */
export async function packSetForRun(warn: (message: string) => void, root: string = process.cwd()): Promise<PackSet> {
  const choice = choosePackSet(root);
  if (choice.kind === "precompiled") return choice.set;
  const { loadPacks } = await import("../packs/load");
  const set = loadPacks(choice.sources, { skipInvalid: true });
  for (const err of set.errors) warn(`skipped pack: ${err.message}`);
  return set;
}
