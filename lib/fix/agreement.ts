// Agreement faults a fix may leave behind, counted per kind over a window: a fix passes
// when it adds none (a fault the writer already had is not the fix's doing).
import type { Lang } from "../engine/types";
import { indefiniteArticle } from "./en/inflect";
import { agreeingParticle, finalOf, isSyllable } from "./ko/hangul";

export type FaultKind =
  | "double-space"
  | "space-before-punctuation"
  | "doubled-punctuation"
  | "lowercase-sentence-start"
  | "punctuation-sentence-start"
  | "article"
  | "particle"
  | "orphan-particle"
  | "empty-brackets";

export type FaultCounts = Partial<Record<FaultKind, number>>;

/** Matches of a global expression (String#match: one native call, no iterator). */
const count = (re: RegExp, s: string) => s.match(re)?.length ?? 0;

const PAIRS: Record<string, readonly [string, string]> = {
  을: ["을", "를"],
  를: ["을", "를"],
  은: ["은", "는"],
  는: ["은", "는"],
  과: ["과", "와"],
  와: ["과", "와"],
  으로: ["으로", "로"],
  로: ["으로", "로"],
};

export function faultCounts(text: string, lang: Lang): FaultCounts {
  const out: FaultCounts = {};
  const add = (k: FaultKind, n: number) => {
    if (n > 0) out[k] = (out[k] ?? 0) + n;
  };
  add("double-space", count(/(?<=\S) {2,}(?=\S)/g, text));
  add("empty-brackets", count(/\(\s*\)|（\s*）|「\s*」/g, text));
  if (lang === "zh" || lang === "ja") {
    add("doubled-punctuation", count(/[，、,][，、。,！？]|。。/g, text));
    add("punctuation-sentence-start", count(/(?:^|[。！？\n])[ \u3000]*[，、,]/g, text));
    add("space-before-punctuation", count(/[ \u3000][，。、！？]/g, text));
    return out;
  }
  add("space-before-punctuation", count(/(?<=\S)[ \t]+[,.;:!?](?![.\w])/g, text));
  add("doubled-punctuation", count(/[,;:][,;:.!?]|(?<!\.)\.\.(?!\.)|\.,/g, text));
  add("punctuation-sentence-start", count(/(?:^|[.!?]\s+|\n)[ \t]*[,;:]/g, text));
  if (lang === "en") {
    add("lowercase-sentence-start", count(/(?:^|[.!?]["”’)]?\s+|\n\s*)["“‘(*_]*[a-z]/g, text));
    let bad = 0;
    for (const m of text.matchAll(/(?<![\p{L}\p{N}'’-])(an?)\s+([A-Za-z][\w'-]*)/gu)) {
      if (m[1].toLowerCase() !== indefiniteArticle(m[2]) && !/^[A-Z]{2,}/.test(m[2])) bad++;
    }
    add("article", bad);
  }
  if (lang === "ko") {
    let bad = 0;
    for (const m of text.matchAll(/([가-힣])(으로|로|을|를|은|는|과|와)(?=[\s.,!?]|$)/gu)) {
      const pair = PAIRS[m[2]];
      if (!isSyllable(m[1])) continue;
      const want = agreeingParticle(m[1], pair);
      if (want !== m[2] && !(m[2] === "로" && finalOf(m[1]) === 8)) bad++;
    }
    add("particle", bad);
    add("orphan-particle", count(/(?:^|[\s(])(?:을|를|은|는|이|가|의|에|와|과|로|으로|에서)(?=[\s.,!?])/gu, text));
  }
  return out;
}

/** The first kind of fault `after` has more of than `before` (whose counts may be given), or null. */
export function addedFault(before: string, after: string, lang: Lang, counted?: FaultCounts): FaultKind | null {
  const a = counted ?? faultCounts(before, lang);
  const b = faultCounts(after, lang);
  for (const k of Object.keys(b) as FaultKind[]) if ((b[k] ?? 0) > (a[k] ?? 0)) return k;
  return null;
}
