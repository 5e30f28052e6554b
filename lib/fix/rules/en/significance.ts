// The inflated verdicts of undue-significance and promotion, said plainly. What bench:fix's
// decomposition left on English AI text after the other rules: the interpretive closer ("This
// trend underscores …"), the intensifier on a verb of change ("fundamentally transformed"),
// "stresses the importance of" before a gerund, and "a must-see". Each keeps the claim and
// drops only the verdict on it.
import type { Proposal } from "../../types";
import { rule, wordsBefore } from "../define";

/** The closer's verb → a plain verb of the same person and tense; the verdict-only verbs stay unanswered. */
const CLOSER_VERB: Record<string, string> = {
  highlights: "shows",
  underscores: "shows",
  demonstrates: "shows",
  illustrates: "shows",
  showcases: "shows",
  "speaks to": "shows",
  signals: "suggests",
  "points to": "suggests",
};

/** "This <noun> <closer verb>", the closer verbs read off the table. */
const CLOSER = new RegExp(`^This\\s+\\w+\\s+(${Object.keys(CLOSER_VERB).join("|")})$`, "i");

/** "This trend underscores the value of X" → "This trend shows the value of X". */
export const closerVerb = rule({
  id: "en.closer-verb",
  lang: "en",
  kind: "replace",
  patterns: ["en-undue-significance"],
  examples: [
    { before: "Sales rose 12%. ⟦This trend underscores⟧ the value of the new store.", after: "Sales rose 12%. This trend shows the value of the new store." },
    { before: "Members grew by 30%. ⟦This trend signals⟧ a new way of working.", after: "Members grew by 30%. This trend suggests a new way of working." },
    { before: "Usage doubled. ⟦This growth demonstrates⟧ the tool's reach.", after: "Usage doubled. This growth shows the tool's reach." },
    // "marks", "cements", "represents" pass a verdict no plain verb keeps: the writer decides.
    { before: "The bridge opened. ⟦This milestone marks⟧ a new era.", after: null },
  ],
  propose(site, id) {
    const m = CLOSER.exec(site.span);
    if (!m) return null;
    const verb = m[1].toLowerCase();
    const to = CLOSER_VERB[verb];
    const start = site.start + m[0].length - m[1].length;
    return site.edit(start, site.end, to, id, "replace", m[1], to);
  },
});

/** Intensifiers on a verb of change that add only emphasis: the verb alone says the change. */
const INTENSIFIED: Record<string, string> = {
  "fundamentally transformed": "transformed",
  "fundamentally reshaping": "reshaping",
  "fundamentally changed": "changed",
};

export const intensifiedChange = rule({
  id: "en.intensified-change",
  lang: "en",
  kind: "delete",
  patterns: ["en-undue-significance"],
  examples: [
    { before: "Coffee has ⟦fundamentally transformed⟧ social life.", after: "Coffee has transformed social life." },
    { before: "Remote work is ⟦fundamentally reshaping⟧ office culture.", after: "Remote work is reshaping office culture." },
    // A contrast with a surface change needs the adverb.
    { before: "Not just the look but the law was ⟦fundamentally changed⟧, not merely amended.", after: null },
  ],
  propose(site, id) {
    const to = INTENSIFIED[site.key];
    if (!to) return null;
    // "fundamentally X, not merely Y": the adverb carries the contrast.
    if (/\b(?:not|rather than)\s+(?:just|merely|simply|only)\b/i.test(site.sentenceText())) return null;
    const word = site.span.slice(site.span.indexOf(" ") + 1);
    return site.edit(site.start, site.end, word, id, "delete", site.span, word);
  },
});

const EMPHASIS_VERBS = new Set(["stress", "stresses", "stressed", "stressing", "emphasize", "emphasizes", "emphasized", "emphasizing", "emphasise", "emphasises", "emphasised", "emphasising", "underscore", "underscores", "underscored", "highlight", "highlights", "highlighted", "underline", "underlines", "underlined", "reiterate", "reiterates", "reiterated"]);

/**
 * "stresses the importance of keeping records" → "stresses keeping records": a verb of
 * emphasis already says the thing matters. Only before a gerund, where the verb takes the
 * action as its object; "stressed the importance of funding" would then say something else.
 */
export const importanceAfterEmphasis = rule({
  id: "en.importance-after-emphasis",
  // Reads the word after the span and two before it.
  reach: 40,
  lang: "en",
  kind: "delete",
  patterns: ["en-undue-significance"],
  examples: [
    { before: "His methods emphasize ⟦the importance of⟧ building trust with the horse.", after: "His methods emphasize building trust with the horse." },
    { before: "The coach has stressed ⟦the importance of⟧ keeping this pace.", after: "The coach has stressed keeping this pace." },
    { before: "She stressed ⟦the importance of⟧ funding.", after: null },
    { before: "He spoke about ⟦the importance of⟧ staying fit.", after: null },
  ],
  propose(site, id) {
    if (site.key !== "the importance of") return null;
    const prev = wordsBefore(site.text, site.start, 1)[0];
    if (!prev || !EMPHASIS_VERBS.has(prev)) return null;
    const next = /^\s+([a-z]+)\b/.exec(site.after(30));
    // A gerund, not a noun in -ing ("the importance of housing", "of training"): the word after it must not end the phrase.
    if (!next || !/^[a-z]{3,}ing$/.test(next[1]) || /^(?:housing|training|funding|planning|learning|nursing|clothing|lighting|spending|schooling|marketing|engineering|parenting|bedding|shipping|banking|timing|wellbeing|being)$/.test(next[1])) return null;
    const end = site.end + next[0].length - next[1].length;
    return site.delete(id, site.start, end);
  },
});

/** "is a must-see" → "is worth seeing": the verdict kept, the copywriter's noun gone. */
const MUST: Record<string, string> = { "must-see": "worth seeing", "must-visit": "worth visiting" };

export const mustSee = rule({
  id: "en.must-see",
  lang: "en",
  kind: "replace",
  patterns: ["en-promotional-language"],
  examples: [
    { before: "The show on Broadway is a ⟦must-see⟧.", after: "The show on Broadway is worth seeing." },
    { before: "It makes the village a ⟦must-visit⟧ destination for any traveler.", after: "It makes the village a destination worth visiting for any traveler." },
    { before: "Here is our ⟦must-see⟧ list.", after: null },
  ],
  propose(site, id): Proposal | null {
    const to = MUST[site.key];
    if (!to) return null;
    const before = site.text.slice(Math.max(0, site.start - 3), site.start);
    if (!/(?:^|\s)a $/.test(before)) return null;
    const aStart = site.start - 2;
    const rest = /^ ([a-z]+)\b/.exec(site.after(24));
    // "a must-see." → "worth seeing."; "a must-visit destination" → "a destination worth visiting".
    if (!rest) return /^[.,;!)]/.test(site.after(1)) ? site.edit(aStart, site.end, to, id, "replace", `a ${site.span}`, to) : null;
    const noun = rest[1];
    if (!/^(?:destination|attraction|spot|place|stop|show|film|movie|exhibit|exhibition|museum|restaurant|town|village|city|site|landmark|event)$/.test(noun)) return null;
    const end = site.end + rest[0].length;
    const text = `a ${noun} ${to}`;
    return site.edit(aStart, end, text, id, "replace", site.text.slice(aStart, end), text);
  },
});

export const EN_SIGNIFICANCE_RULES = [closerVerb, intensifiedChange, importanceAfterEmphasis, mustSee];
