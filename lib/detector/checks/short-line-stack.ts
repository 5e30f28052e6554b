// VH4: breath-optimized short lines, one sentence each, stacked for scrolling.
import type { Check, CheckOccurrence } from "./types";
import { lines } from "./util";

const MAX_CHARS: Record<string, number> = { en: 80, ko: 40, zh: 30, ja: 35 };
const LIST_OR_HEADING = /^\s*(?:#{1,6}\s|[-*+•·]\s|\d{1,2}[.)]\s|>)/;

function isShortLine(line: string, lang: string): boolean {
  const t = line.trim();
  if (!t || LIST_OR_HEADING.test(t) || t.length > (MAX_CHARS[lang] ?? 60)) return false;
  // One sentence: no terminator before the last few characters.
  return !/[.!?。！？][\s"'”’)]*\S/u.test(t.replace(/[.!?。！？…]+[\s"'”’)]*$/u, "").replace(/\d\.\d/g, ""));
}

export const shortLineStack: Check = ({ text, lang, params }) => {
  const minRun = Math.max(2, params["min-run"]);
  const occurrences: CheckOccurrence[] = [];
  let run: { start: number; end: number }[] = [];
  const flush = () => {
    if (run.length >= minRun) {
      occurrences.push({
        start: run[0].start,
        end: run[run.length - 1].end,
        scope: "span",
        detail: `${run.length} one-sentence lines stacked`,
      });
    }
    run = [];
  };
  for (const line of lines(text)) {
    if (!line.text.trim()) continue; // blank lines between short lines keep the stack going
    if (isShortLine(line.text, lang)) {
      const lead = line.text.length - line.text.trimStart().length;
      run.push({ start: line.start + lead, end: line.start + line.text.trimEnd().length });
    } else flush();
  }
  flush();
  if (!occurrences.length) return null;
  const longest = Math.max(...occurrences.map((o) => Number(o.detail.split(" ")[0])));
  return {
    occurrences,
    summary: `${occurrences.length} stacks of one-sentence lines (longest ${longest})`,
    strength: longest >= minRun * 2 ? "clear" : "moderate",
  };
};
