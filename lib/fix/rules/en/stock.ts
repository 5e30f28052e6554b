// Stock phrases said plainly, each kept to the one construction where the plain words say the
// same: "has the potential to" (a modal spelled as a noun phrase) and "offers new insights
// into" (a finding announced, not given). They come as advice when one stands alone
// (packs/en-language.md); a scored "insights" inside the phrase is answered the same way.
// ("it remains to be seen", advice in en-content.md, is answered by en.plain-phrase.)
import { rule, wordsBefore } from "../define";

const MODALS = new Set(["may", "might", "could", "would", "will", "can", "should", "must", "to", "not", "also"]);

/** "These findings have the potential to transform X" → "These findings could transform X". */
export const potentialTo = rule({
  id: "en.potential-to",
  lang: "en",
  kind: "replace",
  patterns: ["en-ai-vocabulary"],
  examples: [
    { before: "These findings ⟦have the potential to⟧ change how we treat burns.", after: "These findings could change how we treat burns." },
    { before: "The method ⟦has the potential to⟧ cut costs.", after: "The method could cut costs." },
    // After a modal or in the past, "could" would stack or shift the tense.
    { before: "It may ⟦have the potential to⟧ help.", after: null },
    { before: "The plan ⟦had the potential to⟧ work.", after: null },
  ],
  propose(site, id) {
    if (site.key !== "has the potential to" && site.key !== "have the potential to") return null;
    const prev = wordsBefore(site.text, site.start, 1)[0];
    if (!prev || MODALS.has(prev)) return null;
    return site.replace("could", id);
  },
});

const INSIGHT_VERB: Record<string, string> = {
  offer: "shed", offers: "sheds", offered: "shed", provide: "shed", provides: "sheds", provided: "shed", give: "shed", gives: "sheds", gave: "shed",
};

/**
 * "Our results offer new insights into X" → "Our results shed light on X". Answers the advice
 * span (the whole phrase) and a scored "insights" inside it alike; the adjective goes with
 * "insights" (new, important, valuable: the verdict the phrase carried).
 */
export const insightsInto = rule({
  id: "en.insights-into",
  // Reads the verb and adjective before "insights" and "into" after it.
  reach: 40,
  lang: "en",
  kind: "restructure",
  patterns: ["en-ai-vocabulary"],
  examples: [
    { before: "Our results ⟦offer new insights into⟧ the structure of the shell.", after: "Our results shed light on the structure of the shell." },
    { before: "The study ⟦provides insights into⟧ how bees find food.", after: "The study sheds light on how bees find food." },
    { before: "The survey offers important ⟦insights⟧ into consumer habits.", after: "The survey sheds light on consumer habits." },
    { before: "Readers gain ⟦insights⟧ into the period.", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    let start = site.start;
    let end = site.end;
    if (site.key === "insights") {
      const into = /^\s+into\b/i.exec(site.after(8));
      const head = /\b(offer|offers|offered|provide|provides|provided|give|gives|gave)\s+(?:(?:new|important|valuable|key|fresh|unique|deep|deeper|useful|crucial)\s+)?$/i.exec(t.slice(Math.max(site.sentence.start, site.start - 30), site.start));
      if (!into || !head) return null;
      start = site.start - head[0].length;
      end = site.end + into[0].length;
    } else if (!/insights into$/.test(site.key)) return null;
    const phrase = t.slice(start, end);
    const verb = /^(\w+)/.exec(phrase)![1].toLowerCase();
    const to = INSIGHT_VERB[verb];
    if (!to) return null;
    const text = `${to} light on`;
    return site.edit(start, end, text, id, "restructure", phrase, text);
  },
});

export const EN_STOCK_RULES = [potentialTo, insightsInto];
