// #15: list items that open with a bold or colon-terminated mini-header ("- **Speed:** …").
import type { Check, CheckOccurrence } from "./types";
import { lines } from "./util";

const ITEM = /^(\s*(?:[-*+•·]|\d{1,2}[.)])\s+)(\*\*[^*\n]{1,60}\*\*\s*[:：]?|__[^_\n]{1,60}__\s*[:：]?|[^:：\n]{1,40}[:：])(?=\s|$)/u;

export const inlineHeaderList: Check = ({ text, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = [];
  for (const line of lines(text)) {
    const m = ITEM.exec(line.text);
    if (!m) continue;
    const start = line.start + m[1].length;
    const end = start + m[2].length;
    // A URL or clock time ("10:30") is not a header.
    if (/https?$|\d$/.test(m[2].replace(/[:：]$/, ""))) continue;
    if (isProtected(start, end)) continue;
    occurrences.push({ start, end, scope: "span", detail: `list item headed "${m[2].trim()}"` });
  }
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: `${occurrences.length} list items with inline headers` };
};
