// A compiled PackSet as JSON-safe data and back, so the shipped packs are compiled once at
// generate time (scripts/gen-packs.ts → lib/generated/packs.ts) instead of in every process
// and every browser worker. What is stored is what costs time to build: the parsed packs (YAML
// parsing, validation), each language's literal plan (regex anchor analysis) and automaton
// (trie and failure links). Index arrays that are cheap to derive are rebuilt on load by the
// same code the compiler uses (assemble.ts), so both paths give the same structure.
import { LANGS, type Lang } from "../engine/types";
import { AhoCorasick, type AutomatonData } from "./aho-corasick";
import { assembleLanguage, languageKeywords, type LanguagePlan } from "./assemble";
import type { Pack, PackSet, PatternDef } from "./types";
import { decodeUnitTable, encodeUnitTable } from "./typed-codec";

/** Bumped when the stored shape changes, so a stale generated module fails loudly. */
export const PACK_DATA_FORMAT = 1;

export interface LanguageData {
  plan: unknown;
  automaton: AutomatonData;
}

export interface PackSetData {
  format: number;
  packs: unknown;
  catalog: PackSet["catalog"];
  /** Each language's data, or that data as a JSON string read on first use of the language. */
  languages: Record<Lang, LanguageData | string>;
}

export function packSetToData(set: PackSet): PackSetData {
  if (set.errors.length) throw new Error("packSetToData: only a set that loaded without errors is stored");
  const languages = {} as PackSetData["languages"];
  for (const lang of LANGS) {
    const { terms, requiresLiterals, anchorLiterals, regexes, checks, automaton } = set.byLang[lang];
    const plan: LanguagePlan = { terms, requiresLiterals, anchorLiterals, regexes, checks };
    languages[lang] = JSON.stringify({ plan: toJsonSafe(plan), automaton: automaton.toData() });
  }
  return { format: PACK_DATA_FORMAT, packs: toJsonSafe(set.packs), catalog: set.catalog, languages };
}

export function packSetFromData(data: PackSetData): PackSet {
  if (data.format !== PACK_DATA_FORMAT) {
    throw new Error(`precompiled packs have format ${data.format}, this code reads ${PACK_DATA_FORMAT}: run \`npm run gen\``);
  }
  const packs = fromJsonSafe(data.packs) as Pack[];
  const byId = new Map<string, PatternDef>();
  for (const pack of packs) for (const def of pack.patterns) byId.set(def.id, def);
  const byLang = {} as PackSet["byLang"];
  for (const lang of LANGS) {
    const build = () => {
      const raw = data.languages[lang];
      const stored = (typeof raw === "string" ? JSON.parse(raw) : raw) as LanguageData;
      const plan = fromJsonSafe(stored.plan) as LanguagePlan;
      // The same pattern objects as in `packs`, in compileLanguage's order.
      const patterns = packs.filter((p) => p.language === lang).flatMap((p) => p.patterns);
      const automaton = new AhoCorasick(languageKeywords(plan), { prebuilt: stored.automaton });
      return assembleLanguage(lang, patterns, plan, automaton);
    };
    // Built on first use: a process (a CLI call, a worker) usually reads one language.
    Object.defineProperty(byLang, lang, {
      enumerable: true,
      configurable: true,
      get() {
        const compiled = build();
        Object.defineProperty(byLang, lang, { value: compiled, enumerable: true, writable: true, configurable: true });
        return compiled;
      },
    });
  }
  return { packs, byLang, catalog: data.catalog, byId, errors: [] };
}

// JSON has no RegExp, undefined-valued keys (the compiled shapes keep them, for one object
// shape per kind), Infinity or typed arrays: each becomes a one-key marker object.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function toJsonSafe(value: unknown): Json {
  if (value === undefined) return { $undefined: 1 };
  if (value === Infinity) return { $infinity: 1 };
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot store the number ${value}`);
    return value;
  }
  if (value instanceof RegExp) return { $regexp: [value.source, value.flags] };
  if (value instanceof Uint8Array && value.length === 65536) return { $unitTable: encodeUnitTable(value) };
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toJsonSafe(v);
    return out;
  }
  throw new Error(`cannot store a ${Object.prototype.toString.call(value)}`);
}

function fromJsonSafe(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fromJsonSafe(value[i]);
    return value;
  }
  const obj = value as Record<string, unknown>;
  if ("$undefined" in obj) return undefined;
  if ("$infinity" in obj) return Infinity;
  if ("$regexp" in obj) {
    const [source, flags] = obj.$regexp as [string, string];
    return new RegExp(source, flags);
  }
  if ("$unitTable" in obj) return decodeUnitTable(obj.$unitTable as number[]);
  for (const k of Object.keys(obj)) obj[k] = fromJsonSafe(obj[k]);
  return obj;
}
