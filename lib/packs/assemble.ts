// The last, cheap step of compiling a language's packs: the index arrays the detector reads,
// derived from the expensive parts (the literal plan and the automaton). Shared by the run-time
// compiler (load.ts) and the precompiled loader (pack-data.ts), so both build the same shape.
import type { Lang } from "../engine/types";
import type { AhoCorasick } from "./aho-corasick";
import type { CompiledLanguage, PatternDef } from "./types";

/** What compiling a language decides beyond the patterns themselves. */
export type LanguagePlan = Pick<CompiledLanguage, "terms" | "requiresLiterals" | "anchorLiterals" | "regexes" | "checks">;

/** The automaton's keywords: every term head, then the requires literals, then the anchor literals. */
export function languageKeywords(plan: LanguagePlan): string[] {
  return [...plan.terms.map((t) => t.pieces[0]), ...plan.requiresLiterals, ...plan.anchorLiterals];
}

export function assembleLanguage(lang: Lang, patterns: PatternDef[], plan: LanguagePlan, automaton: AhoCorasick): CompiledLanguage {
  const { terms, requiresLiterals, anchorLiterals, regexes, checks } = plan;
  const keywords = terms.length + requiresLiterals.length + anchorLiterals.length;
  const keywordTerm = new Int32Array(keywords).fill(-1);
  const keywordRequire = new Int32Array(keywords).fill(-1);
  const keywordAnchor = new Int32Array(keywords).fill(-1);
  terms.forEach((_, i) => (keywordTerm[i] = i));
  requiresLiterals.forEach((_, i) => (keywordRequire[terms.length + i] = i));
  anchorLiterals.forEach((_, i) => (keywordAnchor[terms.length + requiresLiterals.length + i] = i));
  const { from: anchorRegexFrom, items: anchorRegexes } = regexesByAnchor(regexes, anchorLiterals.length);
  return {
    lang,
    patterns,
    terms,
    automaton,
    keywordTerm,
    keywordRequire,
    requiresLiterals,
    keywordAnchor,
    anchorLiterals,
    anchorRegexFrom,
    anchorRegexes,
    regexes,
    checks,
  };
}

/** For each anchor-literal id, the regexes anchored on it, as one flat list with offsets. */
function regexesByAnchor(regexes: CompiledLanguage["regexes"], anchors: number): { from: Int32Array; items: Int32Array } {
  const lists: number[][] = Array.from({ length: anchors }, () => []);
  regexes.forEach((r, i) => {
    for (const id of r.anchor?.ids ?? []) lists[id].push(i);
  });
  const from = new Int32Array(anchors + 1);
  for (let id = 0; id < anchors; id++) from[id + 1] = from[id] + lists[id].length;
  return { from, items: Int32Array.from(lists.flat()) };
}
