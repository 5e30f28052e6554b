// #16 (en): markdown headings in Title Case ("## The Future Of Remote Work").
import { fmsg } from "../../i18n/findings/params";
import type { Check, CheckOccurrence } from "./types";
import { lines } from "./util";

const HEADING = /^(\s{0,3}#{1,6}\s+)(.+?)\s*#*\s*$/;
const MINOR = new Set(["a", "an", "the", "and", "or", "but", "nor", "for", "of", "in", "on", "at", "to", "by", "with", "from", "as", "vs"]);

/** Title Case: 3+ words and every word but short function words capitalized, 2+ beyond the first. */
export function isTitleCase(heading: string): boolean {
  const words = heading.split(/\s+/).map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")).filter(Boolean);
  if (words.length < 3) return false;
  let capitalizedLater = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const upper = /^\p{Lu}/u.test(w);
    if (!upper && !(i > 0 && MINOR.has(w))) return false;
    if (i > 0 && upper && w !== w.toUpperCase()) capitalizedLater++;
  }
  return capitalizedLater >= 2;
}

export function sentenceCase(heading: string): string {
  let first = true;
  return heading.replace(/[\p{L}][\p{L}'’-]*/gu, (w) => {
    const keep = first || (w.length > 1 && w === w.toUpperCase());
    first = false;
    return keep ? w : w.toLowerCase();
  });
}

export const titleCaseHeading: Check = ({ text, lang, params }) => {
  if (lang !== "en") return null;
  const occurrences: CheckOccurrence[] = [];
  for (const line of lines(text)) {
    const m = HEADING.exec(line.text);
    if (!m || !isTitleCase(m[2])) continue;
    const start = line.start + m[1].length;
    const end = start + m[2].length;
    occurrences.push({ start, end, scope: "span", detail: fmsg("check.title-case-heading.detail", {}), replacement: sentenceCase(m[2]) });
  }
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: fmsg("check.title-case-heading.summary", { count: occurrences.length }) };
};
