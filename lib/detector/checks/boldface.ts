// #14 / J-1: **bold** and __bold__ scattered through prose. The fix is the plain words.
// With `skip-keys`, a bold run that holds a code key ("- **userId:** 사용자 식별자") is left out:
// an API reference bolds its parameter names, which is layout a person writes too.
import { fmsg } from "../../i18n/findings/params";
import type { Check, CheckOccurrence } from "./types";
import { isCodeKey } from "./util";

const BOLD = /\*\*(?=\S)([^*\n]{0,200}?\S)\*\*|(?<![\p{L}\p{N}_])__(?=\S)([^_\n]{0,200}?\S)__(?![\p{L}\p{N}_])/gu;

export const boldface: Check = ({ text, params, isProtected }) => {
  // Every bold span has "**" or "__": the regex (a lookbehind at each position) need not scan text with neither.
  let occurrences = text.includes("**") || text.includes("__") ? boldSpans(text, isProtected) : [];
  if (params["skip-keys"] && occurrences.length) occurrences = occurrences.filter((o) => !isCodeKey(o.replacement ?? ""));
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: fmsg("check.boldface.summary", { count: occurrences.length }) };
};

function boldSpans(text: string, isProtected: (start: number, end: number) => boolean): CheckOccurrence[] {
  const occurrences: CheckOccurrence[] = [];
  BOLD.lastIndex = 0;
  for (let m = BOLD.exec(text); m; m = BOLD.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isProtected(start, end)) continue;
    occurrences.push({ start, end, scope: "span", detail: fmsg("check.boldface.detail", { text: m[1] ?? m[2] }), replacement: m[1] ?? m[2] });
  }
  return occurrences;
}
