// Compiled pattern packs: what the loader hands the detector (format: packs/FORMAT.md).
import type { Lang } from "../engine/types";
import type { CheckName } from "./checks";

export type MeaningRisk = "low" | "medium" | "high";

interface MatcherBase {
  /** Korean taxonomy sub-pattern id (A-2, D-1, …) kept on findings. */
  taxonomy?: string;
  minCount: number;
  per1000: number;
  fix?: string;
  /** An occurrence whose sentence matches this is dropped. */
  unless?: RegExp;
  /**
   * Its occurrences are advice, not evidence: findings the editor shows and the fix engine
   * answers, which no score, tally or count of the report reads (packs/FORMAT.md).
   */
  advice?: boolean;
}

export interface TermsMatcher extends MatcherBase {
  kind: "terms";
  /** As written in the pack. */
  terms: string[];
  /** term (as written) → concrete replacement. */
  fixes: Record<string, string>;
}

export interface RegexMatcher extends MatcherBase {
  kind: "regex";
  source: string;
  flags: string;
  /** Compiled with g, u (and d when a `span` group exists). Clone state: always reset lastIndex. */
  regex: RegExp;
  hasSpanGroup: boolean;
  /** Literal prefilter (case-insensitive); empty: the regex always runs (it was judged cheap). */
  requires: string[];
  replace?: string;
}

export interface CheckMatcher extends MatcherBase {
  kind: "check";
  check: CheckName;
  /** Params with defaults filled in (kebab-case keys as in the pack). */
  params: Record<string, number>;
  /** sentence-initial-connective only. */
  terms: string[];
}

export type Matcher = TermsMatcher | RegexMatcher | CheckMatcher;

export interface PatternExample {
  before: string;
  after: string;
}

export interface PatternDef {
  id: string;
  number: string;
  name: string;
  meaningRisk: MeaningRisk;
  strong: boolean;
  /**
   * Occurrences per 1,000 tokens below which a count-earned S1 stays S2: the rate human
   * writing of this language reaches (0: no such floor).
   */
  s1Per1000: number;
  fix: string;
  scope: "span" | "document";
  matchers: Matcher[];
  examples: PatternExample[];
  /** Owning pack (its `pack` field) and derived facts. */
  pack: string;
  category: string;
  lang: Lang;
  scoreOnly: boolean;
  file: string;
}

export interface Pack {
  file: string;
  pack: string;
  language: Lang;
  version: string;
  category: string;
  scoreOnly: boolean;
  custom: boolean;
  /** The frontmatter `patterns` count (validated equal to patterns.length). */
  declaredCount: number;
  patterns: PatternDef[];
}

/** One literal the language's automaton looks for. */
export interface TermEntry {
  pattern: number; // index into CompiledLanguage.patterns
  matcher: number; // index into that pattern's matchers
  term: string; // as written in the pack
  /** Lowercased NFC literal pieces split at `~` (leading/trailing `~` dropped). */
  pieces: string[];
}

export interface CompiledLanguage {
  lang: Lang;
  patterns: PatternDef[];
  terms: TermEntry[];
  /** Automaton over every term head and every regex `requires` literal. */
  automaton: import("./aho-corasick").AhoCorasick;
  /** keyword index in the automaton → term entry index, or -1 for a `requires` literal. */
  keywordTerm: Int32Array;
  /** keyword index → the requires-literal id (index into requiresLiterals), or -1. */
  keywordRequire: Int32Array;
  requiresLiterals: string[];
  /** keyword index → the anchor-literal id (index into anchorLiterals), or -1. */
  keywordAnchor: Int32Array;
  /** Literals some regex's every match contains (lib/packs/regex-anchor.ts), lowercased. */
  anchorLiterals: string[];
  /**
   * Anchor-literal id → the regexes (indices into `regexes`) anchored on it:
   * anchorRegexes[anchorRegexFrom[id] … anchorRegexFrom[id + 1]).
   */
  anchorRegexFrom: Int32Array;
  anchorRegexes: Int32Array;
  /** For each regex matcher: (pattern, matcher), the requires-literal ids that gate it, and
   *  where its matches can be relative to its anchor literals (null: anywhere; a back-anchor's
   *  offsets count from the end of its run, CompiledAnchor.back). */
  regexes: { pattern: number; matcher: number; gate: number[]; anchor: CompiledAnchor | null }[];
  checks: { pattern: number; matcher: number }[];
}

export interface CompiledAnchor {
  /** Anchor-literal ids; every match contains one of them, starting preMin…preMax after the match start. */
  ids: number[];
  preMin: number;
  preMax: number;
  /** A match attempt at p reads no text at or past p + reach. */
  reach: number;
  /** Sound only on text without ſ (U+017F): see RegexAnchor.longS. */
  longS?: true;
  /**
   * A back-anchor (regex-anchor.ts, BackAnchor): the literal sits preMin…preMax past the end
   * of a run of at least `lo` units that `unit` (code unit → 1) matches, and a match starts
   * leadMin…leadMax units before a start inside that run; `wordStart`: a start only where the
   * run starts, or within the last preMax units.
   */
  back?: { unit: Uint8Array; lo: number; wordStart: boolean; leadMin: number; leadMax: number };
  /**
   * A chain anchor (regex-anchor.ts, ChainAnchor): one literal, and a match holds `count` of its
   * occurrences, each gapMin…gapMax past the one before, the first at preMin…preMax.
   */
  chain?: { count: number; gapMin: number; gapMax: number };
}

export interface PackSet {
  packs: Pack[];
  byLang: Record<Lang, CompiledLanguage>;
  /** lang → category → pattern count (frontmatter counts, summed over merged packs): the scoring denominator. */
  catalog: Record<Lang, Record<string, number>>;
  /** pattern id → definition. */
  byId: Map<string, PatternDef>;
  /** Packs skipped by loadPacks(…, { skipInvalid: true }); always empty otherwise. */
  errors: import("./errors").PackError[];
}
