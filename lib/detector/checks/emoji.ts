// #17 / J: emoji used as decoration in prose.
import type { Check, CheckOccurrence } from "./types";

// A pictograph with its variation selectors, skin tones and ZWJ-joined parts.
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)*/gu;
// ©, ®, ™ and the like are pictographic by property but typography in practice.
const NOT_DECORATION = /^[\u00A9\u00AE\u2122\u2190-\u21FF\u2022]/;

export function findEmoji(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  EMOJI.lastIndex = 0;
  for (let m = EMOJI.exec(text); m; m = EMOJI.exec(text)) {
    if (NOT_DECORATION.test(m[0])) continue;
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

export const emoji: Check = ({ text, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = findEmoji(text)
    .filter((r) => !isProtected(r.start, r.end))
    .map((r) => ({ ...r, scope: "span", detail: `emoji ${text.slice(r.start, r.end)}` }));
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: `${occurrences.length} decorative emoji` };
};
