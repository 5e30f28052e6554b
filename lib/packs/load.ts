// loadPacks: every pack source → one PackSet with per-language compiled matchers
// and the category catalog the scorer divides by.
import { LANGS, type Lang } from "../engine/types";
import { PACK_SOURCES } from "../generated/sources";
import { AhoCorasick } from "./aho-corasick";
import { PackError } from "./errors";
import { matchForm, termPieces } from "./literal";
import { parsePack } from "./parse";
import { regexAnchor, regexBackAnchor, unitTable } from "./regex-anchor";
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
        const found = regexAnchor(m.source, m.regex.flags) ?? regexBackAnchor(m.source, m.regex.flags);
        const anchor = found && {
          ids: found.literals.map((lit) => intern(lit, anchorLiterals, anchorIndex)),
          preMin: found.preMin,
          preMax: found.preMax,
          reach: "reach" in found ? found.reach : Infinity,
          ...(found.longS ? { longS: true as const } : {}),
          ...("unit" in found ? { back: backRun(found.unit, found.lo, found.wordBoundary, m.regex.flags) } : {}),
        };
        regexes.push(anchor?.back ? { pattern: p, matcher: k, gate, anchor: null, back: anchor } : { pattern: p, matcher: k, gate, anchor });
      } else checks.push({ pattern: p, matcher: k });
    });
  });
  const keywords = [...terms.map((t) => t.pieces[0]), ...requiresLiterals, ...anchorLiterals];
  const keywordTerm = new Int32Array(keywords.length).fill(-1);
  const keywordRequire = new Int32Array(keywords.length).fill(-1);
  const keywordAnchor = new Int32Array(keywords.length).fill(-1);
  terms.forEach((_, i) => (keywordTerm[i] = i));
  requiresLiterals.forEach((_, i) => (keywordRequire[terms.length + i] = i));
  anchorLiterals.forEach((_, i) => (keywordAnchor[terms.length + requiresLiterals.length + i] = i));
  return {
    lang,
    patterns,
    terms,
    automaton: new AhoCorasick(keywords),
    keywordTerm,
    keywordRequire,
    requiresLiterals,
    keywordAnchor,
    anchorLiterals,
    regexes,
    checks,
  };
}

/** A back-anchor's run, its class as a table; a \b start counts only when the run is all word characters. */
function backRun(unit: string, lo: number, wordBoundary: boolean, flags: string): NonNullable<CompiledAnchor["back"]> {
  const table = unitTable(unit, flags);
  let wordStart = wordBoundary;
  if (wordStart) {
    const word = unitTable("\\w", flags);
    for (let c = 0; c < 65536 && wordStart; c++) if (table[c] === 1 && word[c] === 0) wordStart = false;
  }
  return { unit: table, lo, wordStart };
}

let defaultSet: PackSet | null = null;

/** The shipped packs bundled in lib/generated/sources.ts, compiled once. */
export function defaultPackSet(): PackSet {
  if (!defaultSet) defaultSet = loadPacks({ ...PACK_SOURCES });
  return defaultSet;
}

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
