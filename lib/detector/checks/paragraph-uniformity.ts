// #25 / E-3: paragraphs cut to one template: the same number of sentences and about the
// same length. Sentence counts must vary less than max-cv; token counts, being noisier,
// less than twice that.
import { fmsg } from "../../i18n/findings/params";
import type { Check } from "./types";
import { cv, documentRange, listSample } from "./util";

export const paragraphUniformity: Check = ({ text, analysis, params }) => {
  // One-sentence blocks are headings, list items or captions, not paragraphs of prose.
  const paras = analysis.paragraphs.filter((p) => !p.skipped && p.sentences.length >= 2);
  if (paras.length < params["min-paragraphs"]) return null;
  const sentenceCounts = paras.map((p) => p.sentences.length);
  const tokenCounts = paras.map((p) => p.metrics.tokenCount);
  const sCv = cv(sentenceCounts);
  const tCv = cv(tokenCounts);
  if (sCv === null || tCv === null || sCv > params["max-cv"] || tCv > params["max-cv"] * 2) return null;
  const summary = fmsg("check.paragraph-uniformity", {
    paragraphs: paras.length,
    sentenceCounts: listSample(sentenceCounts).replace(/,/g, ", "),
    tokenCounts: listSample(tokenCounts).replace(/,/g, ", "),
  });
  const identical = sentenceCounts.every((n) => n === sentenceCounts[0]);
  return {
    occurrences: [{ ...documentRange(analysis, text), scope: "document", detail: summary }],
    summary,
    strength: identical && paras.length >= 4 ? "clear" : "moderate",
  };
};
