// #17 / J: emoji used as decoration in prose.
import { fmsg } from "../../i18n/findings/params";
import { charPresence, HAS_PICTOGRAPH_START } from "../char-presence";
import type { Check, CheckOccurrence } from "./types";

// A pictograph with its variation selectors, skin tones and ZWJ-joined parts.
export const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)*/gu;
// ©, ®, ™ and the like are pictographic by property but typography in practice.
const NOT_DECORATION = /^[\u00A9\u00AE\u2122\u2190-\u21FF\u2022]/;

/** The code units an Extended_Pictographic character can start with (a superset, checked by a
 *  test over every code point): most text has none, and then the Unicode-property scan is skipped. */
export const PICTOGRAPH_START = /[\u00A9\u00AE\u203C-\u2BFF\u3030\u303D\u3297\u3299\uD83C-\uD83F]/g;

const EMOJI_AT = new RegExp(EMOJI.source, "uy");

export function findEmoji(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  // Usually known already from the protected-span pass over the same text.
  if (!(charPresence(text) & HAS_PICTOGRAPH_START)) return out;
  // Every match starts at a unit PICTOGRAPH_START finds: the Unicode-property regex is tried
  // there only, not at every position between (what its own scan would try, in the same order).
  PICTOGRAPH_START.lastIndex = 0;
  for (let start = PICTOGRAPH_START.exec(text); start; start = PICTOGRAPH_START.exec(text)) {
    EMOJI_AT.lastIndex = start.index;
    const m = EMOJI_AT.exec(text);
    if (!m) continue;
    PICTOGRAPH_START.lastIndex = start.index + m[0].length;
    if (NOT_DECORATION.test(m[0])) continue;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  PICTOGRAPH_START.lastIndex = 0;
  return out;
}

export const emoji: Check = ({ text, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = findEmoji(text)
    .filter((r) => !isProtected(r.start, r.end))
    .map((r) => ({ ...r, scope: "span", detail: fmsg("check.emoji.detail", { emoji: text.slice(r.start, r.end) }) }));
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: fmsg("check.emoji.summary", { count: occurrences.length }) };
};
