// Checks on each rewritten unit, in code: a reply that changed a protected span or an
// anchor, or that no longer resembles its unit (an obeyed injection reads like this),
// is dropped with a reason, and the unit keeps its original text.
import { findProtectedSpans } from "../detector/protected";
import type { Lang } from "../engine/types";
import { checkMeaning } from "../meaning/check";
import { dice, similarityUnits } from "../meaning/sentences";

/** Protected strings of a unit: what a rewrite must copy verbatim. */
export function protectedStrings(unit: string, lang: Lang): string[] {
  return [...new Set(findProtectedSpans(unit, lang).map((s) => unit.slice(s.start, s.end)))];
}

export function rejectReplacement(unit: string, replacement: string, lang: Lang): string | null {
  if (replacement.trim().length === 0) return "the reply emptied the sentence";
  const ratio = replacement.length / Math.max(1, unit.length);
  if (ratio < 0.3 || ratio > 2.2) return `the reply changed the sentence length ${Math.round(ratio * 100)}%`;
  const missing = protectedStrings(unit, lang).filter((p) => !replacement.includes(p));
  if (missing.length > 0) return `the reply changed protected text "${missing[0]}"`;
  const sim = dice(similarityUnits(unit), similarityUnits(replacement));
  if (sim < 0.25) return "the reply no longer resembles the sentence (an instruction in the text may have been obeyed)";
  const meaning = checkMeaning(unit, replacement, lang);
  const hard = meaning.anchors.find((a) => a.verdict === "HARD FAIL");
  if (hard) return `the reply changed the meaning: ${hard.reason || hard.text}`;
  return null;
}
