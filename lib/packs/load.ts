// loadPacks: every pack source → one PackSet with per-language compiled matchers
// and the category catalog the scorer divides by.
import { LANGS, type Lang } from "../engine/types";
import { AhoCorasick } from "./aho-corasick";
import { assembleLanguage, languageKeywords, type LanguagePlan } from "./assemble";
import { PackError } from "./errors";
import { matchForm, termPieces } from "./literal";
import { parsePack } from "./parse";
import { regexChainAnchor, strongestAnchor, unitTable, type BackAnchor } from "./regex-anchor";
import type { CompiledAnchor, CompiledLanguage, Pack, PackSet, PatternDef, TermEntry } from "./types";

export interface LoadOptions {
  /** Skip a pack that fails to load (collecting its error) instead of throwing: for tools that
   *  should keep working while one pack is being edited. Tests and the bundled set stay strict. */
  skipInvalid?: boolean;
}

export function loadPacks(sources: Record<string, string>, options: LoadOptions = {}): PackSet {
  const errors: PackError[] = [];
  const packs: Pack[] = [];
  const byId = new Map<string, PatternDef>();
  // Shipped packs first, then custom ones, so a clash is reported against the custom file.
  const files = Object.keys(sources).sort((a, b) => Number(a.startsWith("custom/")) - Number(b.startsWith("custom/")) || a.localeCompare(b));
  for (const file of files) {
    try {
      const pack = parsePack(file, sources[file]);
      for (const def of pack.patterns) {
        const other = byId.get(def.id);
        if (other) throw new PackError(pack.file, def.id, "id", `already used in ${other.file}`);
      }
      for (const def of pack.patterns) byId.set(def.id, def);
      packs.push(pack);
    } catch (err) {
      if (!options.skipInvalid || !(err instanceof PackError)) throw err;
      errors.push(err);
    }
  }
  const catalog = {} as Record<Lang, Record<string, number>>;
  const byLang = {} as Record<Lang, CompiledLanguage>;
  for (const lang of LANGS) {
    const own = packs.filter((p) => p.language === lang);
    catalog[lang] = {};
    for (const p of own) catalog[lang][p.category] = (catalog[lang][p.category] ?? 0) + p.declaredCount;
    byLang[lang] = compileLanguage(lang, own);
  }
  return { packs, byLang, catalog, byId, errors };
}

export function compileLanguage(lang: Lang, packs: Pack[]): CompiledLanguage {
  const patterns = packs.flatMap((p) => p.patterns);
  const terms: TermEntry[] = [];
  const requiresLiterals: string[] = [];
  const requireIndex = new Map<string, number>();
  const regexes: CompiledLanguage["regexes"] = [];
  const anchorLiterals: string[] = [];
  const anchorIndex = new Map<string, number>();
  const checks: CompiledLanguage["checks"] = [];
  patterns.forEach((def, p) => {
    def.matchers.forEach((m, k) => {
      if (m.kind === "terms") {
        for (const term of m.terms) terms.push({ pattern: p, matcher: k, term, pieces: termPieces(term) });
      } else if (m.kind === "regex") {
        const gate = m.requires.map((lit) => intern(matchForm(lit), requiresLiterals, requireIndex));
        const anchor = compileAnchor(m.source, m.regex.flags, (lit) => intern(lit, anchorLiterals, anchorIndex));
        regexes.push({ pattern: p, matcher: k, gate, anchor });
      } else checks.push({ pattern: p, matcher: k });
    });
  });
  const plan: LanguagePlan = { terms, requiresLiterals, anchorLiterals, regexes, checks };
  return assembleLanguage(lang, patterns, plan, new AhoCorasick(languageKeywords(plan)));
}

/** Where a regex's matches can be (regex-anchor.ts), its literals interned as anchor ids; null: anywhere. */
function compileAnchor(source: string, flags: string, literalId: (literal: string) => number): CompiledAnchor | null {
  const found = strongestAnchor(source, flags);
  const chain = found ? null : regexChainAnchor(source, flags);
  const literals = found ?? chain;
  if (!literals) return null;
  // Every anchor has the same keys in the same order: the detector reads them per regex per text,
  // and one object shape keeps those reads monomorphic.
  return {
    ids: literals.literals.map(literalId),
    preMin: literals.preMin,
    preMax: literals.preMax,
    reach: "reach" in literals ? literals.reach : Infinity,
    longS: literals.longS,
    back: found && "unit" in found ? backRun(found, flags) : undefined,
    chain: chain ? { count: chain.count, gapMin: chain.gapMin, gapMax: chain.gapMax } : undefined,
  };
}

/**
 * A back-anchor's run, its class as a table. The run starts where a run of its units starts
 * when a lead precedes it (its last unit is not one of them) or a \b does and the run is all
 * word characters.
 */
function backRun(found: BackAnchor, flags: string): NonNullable<CompiledAnchor["back"]> {
  const table = unitTable(found.unit, flags);
  let wordStart = found.wordBoundary;
  if (wordStart) {
    const word = unitTable("\\w", flags);
    for (let c = 0; c < 65536 && wordStart; c++) if (table[c] === 1 && word[c] === 0) wordStart = false;
  }
  return { unit: table, lo: found.lo, wordStart: wordStart || found.leadMax > 0, leadMin: found.leadMin, leadMax: found.leadMax };
}

/** The shipped packs, precompiled (lib/packs/default-set.ts). */
export { defaultPackSet } from "./default-set";

/** The id of `value` in `list`, appending it on first sight: literals shared by many matchers are scanned once. */
function intern(value: string, list: string[], index: Map<string, number>): number {
  let id = index.get(value);
  if (id === undefined) {
    id = list.length;
    list.push(value);
    index.set(value, id);
  }
  return id;
}
