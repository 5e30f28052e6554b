// VH4: breath-optimized short lines, one complete sentence each, stacked for scrolling
// ("I quit my job. / No plan. / No savings."). A line counts only when it is a sentence:
// it ends like one (. ! ? 。 … or, in ko/ja, a finite verb ending) and is not a list item,
// a header (【…】, ■, #), a label ("Keywords: …") or a bare name. Hard-wrapped prose, name
// lists and bullet lists are made of lines that fail one of these.
import { fmsg } from "../../i18n/findings/params";
import type { Lang } from "../../engine/types";
import type { Check, CheckOccurrence } from "./types";
import { lines } from "./util";

const MAX_CHARS: Record<string, number> = { en: 80, ko: 40, zh: 30, ja: 35 };
const LIST_OR_HEADER =
  /^(?:#{1,6}\s|[-*+•·・▪►▶▷◆◇■□●○※→✓✔]|\d{1,2}[.)．、]|[（(]?\d{1,2}[)）]|[①-⑳]|[a-zA-Z][.)]\s|【|〔|\[|>|\|)/u;
const CLOSERS = `"'”’)）」』】`;
const SENTENCE_END = new RegExp(`[.!?。！？…]+[${CLOSERS}]*$`, "u");
// A line that ends in a finite verb without a full stop is still a sentence in ko and ja.
const CLAUSE_END: Partial<Record<Lang, RegExp>> = {
  ko: /(?:다|요|죠|까)$/u,
  ja: /(?:です|ます|でした|ました|ません|だ|だった)$/u,
};
const INNER_STOP = /[.!?。！？][\s"'”’)）」』]*\S/u;

/** Whether a (trimmed) line is one short, complete sentence. */
export function isSentenceLine(line: string, lang: Lang): boolean {
  const t = line.trim();
  if (!t || t.length > (MAX_CHARS[lang] ?? 60) || LIST_OR_HEADER.test(t)) return false;
  const ended = SENTENCE_END.test(t);
  if (!ended && !CLAUSE_END[lang]?.test(t)) return false;
  const body = t.replace(SENTENCE_END, "");
  // A label ("Keywords: …", "日時：…") is not a sentence.
  if (/[:：]/u.test(body.replace(/\d:\d/g, ""))) return false;
  // One sentence: no terminator before the end (decimals aside).
  if (INNER_STOP.test(body.replace(/\d\.\d/g, ""))) return false;
  if (lang === "en") {
    const words = body.split(/\s+/).filter(Boolean);
    // A sentence starts with a capital (or a digit) and is not just a capitalized name.
    if (!/^["'“‘(]?[A-Z0-9]/.test(body)) return false;
    if (words.every((w) => /^["'“‘(]?[A-Z]/.test(w))) return false;
  }
  return true;
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
        detail: fmsg("check.short-line-stack.detail", { lines: run.length }),
      });
    }
    run = [];
  };
  for (const line of lines(text)) {
    if (!line.text.trim()) continue; // blank lines between short lines keep the stack going
    if (isSentenceLine(line.text, lang)) {
      const lead = line.text.length - line.text.trimStart().length;
      run.push({ start: line.start + lead, end: line.start + line.text.trimEnd().length });
    } else flush();
  }
  flush();
  if (!occurrences.length) return null;
  const longest = Math.max(...occurrences.map((o) => Number(o.detail.params?.lines ?? 0)));
  return {
    occurrences,
    summary: fmsg("check.short-line-stack.summary", { stacks: occurrences.length, longest }),
    strength: longest >= minRun * 2 ? "clear" : "moderate",
  };
};
