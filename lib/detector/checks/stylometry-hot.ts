// The engine's hot paragraphs (001 §6) and its zoom groups (001 §7) as document-scope
// findings over the paragraph or sentence group they speak of, each reason naming the metric
// that made it hot. A zoom group's tell is the rhythm of several whole sentences: no narrower
// span shows it, and marking sentences wholesale would cover most of a uniform text, so the
// editor shows these in the gutter instead of as marks.
import type { HotReason, Paragraph } from "../../engine/types";
import { tokenCountOf } from "../../engine/sentence";
import type { Check, CheckOccurrence } from "./types";
import { fmsg } from "../../i18n/findings/params";
import type { Msg } from "../../i18n/message";
import { round } from "./util";

/** Why the engine found a paragraph hot, as a message (its numbers in plain words). */
export function hotReasonMsg(p: Paragraph, reason: HotReason): Msg {
  const m = p.metrics;
  switch (reason) {
    case "burstiness":
      return fmsg("hot.burstiness", { lengths: p.sentences.map(tokenCountOf).slice(0, 8) });
    case "mattr":
      return fmsg("hot.mattr", {});
    case "lexicon":
      return fmsg("hot.lexicon", { per1000: round(m.lexicon.density, 1), entries: m.lexicon.hits.slice(0, 4).map((h) => h.entry) });
    case "ko-diagnostics":
      return fmsg("hot.ko-diagnostics", { commas: round(m.ko?.comma.perSentence ?? 0, 1) });
    case "ending-monotony":
      return m.endingMonotony
        ? fmsg("hot.ending-monotony", { count: m.endingMonotony.declarativeDaCount, share: round(m.endingMonotony.declarativeDaRatio, 2) })
        : fmsg("hot.other", { reason });
    case "fake-candor":
      return fmsg("hot.fake-candor", {});
    case "thematic-break":
      return fmsg("hot.thematic-break", {});
    default:
      return fmsg("hot.other", { reason });
  }
}

export const stylometryHot: Check = ({ analysis }) => {
  // The seed skips stylometry on very short texts (001 §8): no suspect zones there.
  if (analysis.skip !== null) return null;
  const occurrences: CheckOccurrence[] = [];
  const hot = analysis.paragraphs.filter((p) => p.hot && !p.skipped);
  for (const p of hot) {
    const reasons = p.hotReasons.map((r) => hotReasonMsg(p, r));
    occurrences.push({ start: p.start, end: p.end, scope: "document", detail: fmsg("check.stylometry-hot.paragraph", { paragraph: p.index, reasons }) });
    for (const z of p.zoom) {
      const lengths = p.sentences.slice(z.from - 1, z.to).map(tokenCountOf);
      occurrences.push({
        start: z.start,
        end: z.end,
        scope: "document",
        detail: fmsg("check.stylometry-hot.zoom", { paragraph: p.index, lengths }),
      });
    }
  }
  if (!occurrences.length) return null;
  const total = analysis.paragraphs.filter((p) => !p.skipped).length;
  return {
    occurrences,
    summary: fmsg("check.stylometry-hot.summary", { hot: hot.length, total }),
    strength: hot.length >= 3 && hot.length / Math.max(1, total) > 0.5 ? "clear" : "moderate",
  };
};
