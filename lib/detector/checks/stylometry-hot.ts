// The engine's hot paragraphs (001 §6) and its zoom groups (001 §7) as document-scope
// findings over the paragraph or sentence group they speak of, each reason naming the metric
// that made it hot. A zoom group's tell is the rhythm of several whole sentences: no narrower
// span shows it, and marking sentences wholesale would cover most of a uniform text, so the
// editor shows these in the gutter instead of as marks.
import type { HotReason, Paragraph } from "../../engine/types";
import { tokenCountOf } from "../../engine/sentence";
import type { Check, CheckOccurrence } from "./types";
import { fmt, listSample } from "./util";

export function hotReasonText(p: Paragraph, reason: HotReason): string {
  const m = p.metrics;
  switch (reason) {
    case "burstiness":
      return `burstiness CV ${m.burstiness.cv === null ? "n/a" : fmt(m.burstiness.cv)} (${m.burstiness.band ?? "low"}): sentence lengths ${listSample(p.sentences.map(tokenCountOf))} tokens`;
    case "mattr":
      return `${m.mattr.method === "mattr" ? "MATTR" : "TTR"} ${m.mattr.value === null ? "n/a" : fmt(m.mattr.value)} (${m.mattr.band ?? "low"}): few distinct words`;
    case "lexicon":
      return `AI-lexicon density ${fmt(m.lexicon.density, 1)} per 1,000 tokens: ${m.lexicon.hits.slice(0, 4).map((h) => `'${h.entry}'`).join(", ")}`;
    case "ko-diagnostics": {
      const k = m.ko;
      return k
        ? `ko diagnostics: eojeol-length CV ${fmt(k.spacing.eojeolLengthCV)}, ${fmt(k.comma.perSentence, 1)} commas per sentence, suffix diversity ${fmt(k.posDiversity.classDiversity)}`
        : "ko diagnostics composite";
    }
    case "ending-monotony":
      return m.endingMonotony
        ? `ending monotony: ${m.endingMonotony.declarativeDaCount} sentences end in declarative -다 (${fmt(m.endingMonotony.declarativeDaRatio * 100, 0)}%)`
        : "ending monotony";
    case "fake-candor":
      return `fake-candor opener ("honestly", "솔직히" …) in a document that uses ${m.discourse.candor.length > 1 ? "several" : "more than one"}`;
    case "thematic-break":
      return "decorative thematic break in a document full of them";
    default:
      return reason;
  }
}

export const stylometryHot: Check = ({ analysis }) => {
  // The seed skips stylometry on very short texts (001 §8): no suspect zones there.
  if (analysis.skip !== null) return null;
  const occurrences: CheckOccurrence[] = [];
  const hot = analysis.paragraphs.filter((p) => p.hot && !p.skipped);
  for (const p of hot) {
    const why = p.hotReasons.map((r) => hotReasonText(p, r)).join("; ");
    occurrences.push({ start: p.start, end: p.end, scope: "document", detail: `P${p.index} reads uniform: ${why}` });
    for (const z of p.zoom) {
      const lengths = p.sentences.slice(z.from - 1, z.to).map(tokenCountOf);
      occurrences.push({
        start: z.start,
        end: z.end,
        scope: "document",
        detail: `${z.label}: adjacent sentences of near-identical length (${lengths.join(",")} tokens) in hot paragraph P${p.index}`,
      });
    }
  }
  if (!occurrences.length) return null;
  const total = analysis.paragraphs.filter((p) => !p.skipped).length;
  return {
    occurrences,
    summary: `${hot.length} of ${total} paragraphs hot in stylometry`,
    strength: hot.length >= 3 && hot.length / Math.max(1, total) > 0.5 ? "clear" : "moderate",
  };
};
