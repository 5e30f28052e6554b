// #30: paragraphs that open with a rhetorical question and then answer it.
import { fmsg } from "../../i18n/findings/params";
import { unitTest } from "./chars";
import type { Check, CheckOccurrence } from "./types";

const isClosing = unitTest(/^[\s"'”’)\]」』）]$/u);

/** Whether text[start, end) ends in a question mark once closing quotes, brackets and spaces are set aside. */
function endsWithQuestion(text: string, start: number, end: number): boolean {
  let i = end;
  while (i > start && isClosing(text.charCodeAt(i - 1))) i--;
  const c = i > start ? text.charCodeAt(i - 1) : -1;
  return c === 0x3f || c === 0xff1f;
}

export const paragraphQuestionOpener: Check = ({ text, analysis, params, isProtected }) => {
  const paras = analysis.paragraphs.filter((p) => p.sentences.length > 0);
  const occurrences: CheckOccurrence[] = [];
  for (const p of paras) {
    const first = p.sentences[0];
    // A lone question with nothing after it is a heading or a real question, not an opener.
    if (p.sentences.length < 2 || !endsWithQuestion(text, first.start, first.end)) continue;
    if (isProtected(first.start, first.end)) continue;
    occurrences.push({ start: first.start, end: first.end, scope: "span", detail: fmsg("check.paragraph-question-opener.detail", { paragraph: p.index }) });
  }
  if (occurrences.length < params["min-count"]) return null;
  const share = occurrences.length / Math.max(1, paras.length);
  return {
    occurrences,
    summary: fmsg("check.paragraph-question-opener.summary", { count: occurrences.length, paragraphs: paras.length }),
    strength: occurrences.length >= 3 && share >= 0.5 ? "clear" : "moderate",
  };
};
