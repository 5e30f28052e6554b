// #10: the rule of three: "A, B, and C" triads, sentence after sentence.
import type { Lang } from "../../engine/types";
import { execInWindows, type Windows } from "../windowed";
import { unitTest } from "./chars";
import type { Check, CheckOccurrence } from "./types";

// The first item is one word: its left edge cannot be told from the sentence before it.
const WORD_EN = "[A-Za-z][\\w'-]*";
const ITEM_EN = `${WORD_EN}(?: ${WORD_EN}){0,2}`;
const ITEM_KO = "[\\p{L}\\p{N}]+(?: [\\p{L}\\p{N}]+)?";
const ITEM_CJK = "[\\p{L}\\p{N}]{1,8}";
export const TRIAD: Readonly<Record<Lang, RegExp>> = {
  en: new RegExp(`(?<![,] ?)\\b${WORD_EN}, ${ITEM_EN},? (?:and|or) ${ITEM_EN}(?![\\w-]|,? (?:and|or) )`, "g"),
  ko: new RegExp(`(?<![\\p{L}\\p{N}][,] ?)${ITEM_KO}, ${ITEM_KO},? (?:그리고 |및 )?${ITEM_KO}(?![,] ?[\\p{L}\\p{N}])`, "gu"),
  zh: new RegExp(`${ITEM_CJK}、${ITEM_CJK}(?:、|和|与|及|以及)${ITEM_CJK}(?![、])`, "gu"),
  ja: new RegExp(`${ITEM_CJK}、${ITEM_CJK}(?:、|と|や|および)${ITEM_CJK}(?![、])`, "gu"),
};

// Where a triad can start: every triad's first item runs straight into its first separator
// (", " or "、"), so it starts inside the run of item characters just before one. In zh/ja
// (no lookbehind, first item 1–8 characters) a start anywhere in that run gives the same
// first item's end and the same rest: one try per separator decides.
const SEPARATOR: Record<Lang, string> = { en: ", ", ko: ", ", zh: "、", ja: "、" };
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const isLetterOrDigitUnit = unitTest(LETTER_OR_DIGIT);
const isWordUnit = unitTest(/^[\w'-]$/);

/** Start of the run of item characters (code points) ending at `end`, at most maxCodePoints long. */
function runStart(text: string, end: number, lang: Lang, maxCodePoints: number): number {
  let i = end;
  for (let n = 0; n < maxCodePoints && i > 0; n++) {
    const c = text.charCodeAt(i - 1);
    const pair = c >= 0xdc00 && c <= 0xdfff && i >= 2 && (text.charCodeAt(i - 2) & 0xfc00) === 0xd800;
    let item: boolean;
    if (lang === "en") item = isWordUnit(c); // no u flag: one code unit at a time
    else if (pair) item = LETTER_OR_DIGIT.test(text.slice(i - 2, i));
    else item = isLetterOrDigitUnit(c);
    if (!item) break;
    i -= pair ? 2 : 1;
  }
  return i;
}

function triadWindows(text: string, lang: Lang): Windows {
  const sep = SEPARATOR[lang];
  const windows: Windows = [];
  for (let q = text.indexOf(sep); q !== -1; q = text.indexOf(sep, q + 1)) {
    let a: number;
    if (lang === "en") a = runStart(text, q, lang, Infinity);
    else if (lang === "ko") {
      a = runStart(text, q, lang, Infinity);
      // The first item may be two words: "사회적 책임, …".
      if (a < q && a >= 2 && text.charCodeAt(a - 1) === 32) {
        const before = runStart(text, a - 1, lang, Infinity);
        if (before < a - 1) a = before;
      }
    } else a = runStart(text, q, lang, 8);
    if (a < q) windows.push(a, q - 1);
  }
  return windows;
}

export function findTriads(text: string, lang: Lang): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const windows = triadWindows(text, lang);
  if (windows.length === 0) return out;
  const cjk = lang === "zh" || lang === "ja";
  execInWindows(TRIAD[lang], text, windows, (m) => out.push({ start: m.index, end: m.index + m[0].length }), cjk);
  return out;
}

export const tripletLists: Check = ({ text, lang, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = findTriads(text, lang)
    .filter((r) => !isProtected(r.start, r.end))
    .map((r) => ({ ...r, scope: "span", detail: "three-item list" }));
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: `${occurrences.length} three-item lists` };
};
