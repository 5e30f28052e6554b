// #18 (en): typographic quotes in text otherwise typed plain, a sign of pasted output.
import { fmsg } from "../../i18n/findings/params";
import type { Check, CheckOccurrence } from "./types";

const CURLY = /[“”‘’]/g;
const STRAIGHT: Record<string, string> = { "“": '"', "”": '"', "‘": "'", "’": "'" };

export const curlyQuotes: Check = ({ text, params }) => {
  const occurrences: CheckOccurrence[] = [];
  CURLY.lastIndex = 0;
  for (let m = CURLY.exec(text); m; m = CURLY.exec(text)) {
    occurrences.push({ start: m.index, end: m.index + 1, scope: "span", detail: fmsg("check.curly-quotes.detail", {}), replacement: STRAIGHT[m[0]] });
  }
  if (occurrences.length < params["min-count"]) return null;
  const straight = (text.match(/["']/g) ?? []).length;
  // Mixed quoting is a typist's inconsistency, not a pasted model answer.
  if (straight > occurrences.length) return null;
  return { occurrences, summary: fmsg("check.curly-quotes.summary", { curly: occurrences.length, straight }) };
};
