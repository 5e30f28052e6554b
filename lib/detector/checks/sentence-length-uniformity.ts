// E-1: every sentence about as long as the next. Document CV of sentence token counts.
import { fmsg } from "../../i18n/findings/params";
import type { Check } from "./types";
import { tokenCountOf } from "../../engine/sentence";
import { allSentences, cv, documentRange, mean, round } from "./util";

export const sentenceLengthUniformity: Check = ({ text, analysis, params }) => {
  const lengths = allSentences(analysis)
    .map(tokenCountOf)
    .filter((n) => n > 0);
  if (lengths.length < params["min-sentences"]) return null;
  const value = cv(lengths);
  if (value === null || value >= params["max-cv"]) return null;
  const sorted = [...lengths].sort((a, b) => a - b);
  const lo = sorted[Math.floor(sorted.length * 0.1)];
  const hi = sorted[Math.ceil(sorted.length * 0.9) - 1];
  const summary = fmsg("check.sentence-length-uniformity", { sentences: lengths.length, lo, hi, mean: round(mean(lengths), 1) });
  return {
    occurrences: [{ ...documentRange(analysis, text), scope: "document", detail: summary }],
    summary,
    strength: value < params["max-cv"] * 0.6 ? "clear" : "moderate",
  };
};
