// #15: list items that start with a bold or colon-terminated mini-header ("- **Speed:** …",
// "- 見出し：本文"). The header must read as a word or short phrase: it starts with a letter
// (a capital in en, and wherever it is Latin script), and nothing code-like (`_ . = \``…), so a
// configuration key (`**timeout:**`, "- max_retries: 3") is not mistaken for one.
import { fmsg } from "../../i18n/findings/params";
import type { Lang } from "../../engine/types";
import type { Check, CheckOccurrence } from "./types";
import { lines } from "./util";

const BULLET = /^(\s*(?:[-*+•·・]|\d{1,2}[.)]|[①-⑳])\s*)/u;
// A bold header (colon inside, outside or none), or a plain header ending in a colon. An ASCII
// colon needs a space or the line end after it (10:30, https:); a full-width one does not.
const HEADER = /^(?:\*\*([^*\n]{1,60})\*\*(?:\s*[:：])?|__([^_\n]{1,60})__(?:\s*[:：])?|([^:：\n]{1,40})(?::(?=\s|$)|：))/u;
const CODE_LIKE = /[_.=`/\\<>{}()[\]$#@|;]|^\d/u;
const MAX_WORDS = 5;
const MAX_CJK_CHARS = 20;

/** Whether the text of a header (markers and colon removed) reads as a word or short phrase. */
export function isHeaderPhrase(header: string, lang: Lang): boolean {
  const h = header.replace(/[:：]\s*$/u, "").trim();
  if (!h || CODE_LIKE.test(h) || !/^\p{L}/u.test(h)) return false;
  if (/^[A-Za-z]/.test(h) && !/^[A-Z]/.test(h)) return false;
  if (lang === "en") return h.split(/\s+/).length <= MAX_WORDS;
  return h.split(/\s+/).length <= MAX_WORDS && [...h.replace(/\s+/g, "")].length <= MAX_CJK_CHARS;
}

export const inlineHeaderList: Check = ({ text, lang, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = [];
  for (const line of lines(text)) {
    const bullet = BULLET.exec(line.text);
    if (!bullet) continue;
    const rest = line.text.slice(bullet[1].length);
    // A bullet needs a space after it unless CJK text follows ("-标题：", "・料金：", "①…").
    if (bullet[1] === bullet[1].trimEnd() && !(rest.charCodeAt(0) > 0x7f)) continue;
    const m = HEADER.exec(rest);
    if (!m || !isHeaderPhrase(m[1] ?? m[2] ?? m[3], lang)) continue;
    const start = line.start + bullet[1].length;
    const end = start + m[0].length;
    if (isProtected(start, end)) continue;
    occurrences.push({ start, end, scope: "span", detail: fmsg("check.inline-header-list.detail", { header: m[0].trim() }) });
  }
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: fmsg("check.inline-header-list.summary", { count: occurrences.length }) };
};
