// #30: paragraphs that open with a rhetorical question and then answer it.
import type { Check, CheckOccurrence } from "./types";

export const paragraphQuestionOpener: Check = ({ text, analysis, params, isProtected }) => {
  const paras = analysis.paragraphs.filter((p) => p.sentences.length > 0);
  const occurrences: CheckOccurrence[] = [];
  for (const p of paras) {
    const first = p.sentences[0];
    const s = text.slice(first.start, first.end).replace(/[\s"'”’)\]」』）]+$/u, "");
    // A lone question with nothing after it is a heading or a real question, not an opener.
    if (!/[?？]$/.test(s) || p.sentences.length < 2) continue;
    if (isProtected(first.start, first.end)) continue;
    occurrences.push({ start: first.start, end: first.end, scope: "span", detail: `paragraph ${p.index} opens with a question` });
  }
  if (occurrences.length < params["min-count"]) return null;
  const share = occurrences.length / Math.max(1, paras.length);
  return {
    occurrences,
    summary: `${occurrences.length} of ${paras.length} paragraphs open with a question`,
    strength: occurrences.length >= 3 && share >= 0.5 ? "clear" : "moderate",
  };
};
