// The shipped packs as the detector uses them by default: loaded from the precompiled data in
// lib/generated/packs.ts (no YAML, no regex analysis, no automaton build), so the browser
// worker, the CLI and each server process get them in milliseconds. Plain data, no fs.
import { COMPILED_LANGUAGES_JSON, COMPILED_PACKS_JSON } from "../generated/packs";
import { packSetFromData, type PackSetData } from "./pack-data";
import type { PackSet } from "./types";

let defaultSet: PackSet | null = null;

/** The shipped packs (packs/*.md as of the last `npm run gen`), loaded once. */
export function defaultPackSet(): PackSet {
  if (!defaultSet) {
    const shared = JSON.parse(COMPILED_PACKS_JSON) as Omit<PackSetData, "languages">;
    defaultSet = packSetFromData({ ...shared, languages: COMPILED_LANGUAGES_JSON as PackSetData["languages"] });
  }
  return defaultSet;
}
