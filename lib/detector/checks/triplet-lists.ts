// #10: the rule of three: "A, B, and C" triads, sentence after sentence.
import type { Lang } from "../../engine/types";
import type { Check, CheckOccurrence } from "./types";

// The first item is one word: its left edge cannot be told from the sentence before it.
const WORD_EN = "[A-Za-z][\\w'-]*";
const ITEM_EN = `${WORD_EN}(?: ${WORD_EN}){0,2}`;
const ITEM_KO = "[\\p{L}\\p{N}]+(?: [\\p{L}\\p{N}]+)?";
const ITEM_CJK = "[\\p{L}\\p{N}]{1,8}";
const TRIAD: Record<Lang, RegExp> = {
  en: new RegExp(`(?<![,] ?)\\b${WORD_EN}, ${ITEM_EN},? (?:and|or) ${ITEM_EN}(?![\\w-]|,? (?:and|or) )`, "g"),
  ko: new RegExp(`(?<![\\p{L}\\p{N}][,] ?)${ITEM_KO}, ${ITEM_KO},? (?:그리고 |및 )?${ITEM_KO}(?![,] ?[\\p{L}\\p{N}])`, "gu"),
  zh: new RegExp(`${ITEM_CJK}、${ITEM_CJK}(?:、|和|与|及|以及)${ITEM_CJK}(?![、])`, "gu"),
  ja: new RegExp(`${ITEM_CJK}、${ITEM_CJK}(?:、|と|や|および)${ITEM_CJK}(?![、])`, "gu"),
};

export function findTriads(text: string, lang: Lang): { start: number; end: number }[] {
  const re = TRIAD[lang];
  re.lastIndex = 0;
  const out: { start: number; end: number }[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

export const tripletLists: Check = ({ text, lang, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = findTriads(text, lang)
    .filter((r) => !isProtected(r.start, r.end))
    .map((r) => ({ ...r, scope: "span", detail: "three-item list" }));
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: `${occurrences.length} three-item lists` };
};
