// A cheap screen before the meaning check on a fix's window: the check can only find a
// HARD FAIL where something it anchors on changed (a number, a word of its negation,
// quantifier, cause or contrast lists, a name). When every one of its word lists matches as
// often after the edit as before, and the numbers and names are the same, the full check
// (alignment, per-sentence signatures) is skipped. The lists are read from lib/meaning's own
// lexicon, whatever it holds, so a list it adds is screened too.
import type { Lang } from "../engine/types";
import { LEXICONS } from "../meaning/lexicon";

function regexes(value: unknown, out: RegExp[] = []): RegExp[] {
  if (value instanceof RegExp) out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) regexes(v, out);
  return out;
}

const BY_LANG = new Map<Lang, RegExp[]>();

function lists(lang: Lang): RegExp[] {
  let r = BY_LANG.get(lang);
  if (!r) BY_LANG.set(lang, (r = regexes(LEXICONS[lang]).map((re) => new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`))));
  return r;
}

/** What the meaning check anchors on, as one comparable string. */
export function meaningSignature(text: string, lang: Lang): string {
  const parts: string[] = [];
  for (const re of lists(lang)) {
    re.lastIndex = 0;
    let n = 0;
    for (const _ of text.matchAll(re)) n++;
    parts.push(String(n));
  }
  parts.push((text.match(/\p{N}+(?:[.,]\p{N}+)*/gu) ?? []).join(","));
  // Sentences: the check pairs them up, so a join or a split must go through it.
  parts.push(String((text.match(/[。！？]+|[.!?]+(?=[\s"'”’」』)]|$)|\n+/gu) ?? []).length));
  parts.push((text.match(lang === "en" ? /\b[A-Z][\p{L}'-]+/gu : /[A-Za-z][A-Za-z0-9.+&-]*/gu) ?? []).join(","));
  return parts.join("|");
}

/** True when the meaning check cannot find a HARD FAIL between the two texts it has not been shown. */
export function meaningUnchanged(before: string, after: string, lang: Lang): boolean {
  return meaningSignature(before, lang) === meaningSignature(after, lang);
}
