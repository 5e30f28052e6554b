// English words that carry no content where they stand: sentence-opening connectives and
// conclusion signals, throat-clearing, set-ups of a "truth", chatbot lines. Deleted, with the
// comma after them, and the next word capitalized.
import { capitalize } from "../../en/inflect";
import type { FixSite } from "../../site";
import { rule } from "../define";

/** Openers that do no logical work: deleted at the head of a sentence. */
const EMPTY_OPENERS = new Set([
  "additionally",
  "furthermore",
  "moreover",
  "in addition",
  "notably",
  "importantly",
  "crucially",
  "interestingly",
  "likewise",
  "similarly",
  "overall",
  "ultimately",
  "in conclusion",
  "in summary",
  "to summarize",
  "to summarise",
  "to sum up",
  "in sum",
  "in short",
  "in essence",
  "all in all",
  "in the end",
  "in closing",
  "to conclude",
  "taken together",
  "all things considered",
  "at its core",
  "the bottom line is",
  "first and foremost",
  "needless to say",
  "at the end of the day",
  "so",
  "well",
  "wow",
  "ah",
  "oh",
  "oh boy",
  "alright",
  "all right",
  "hey there",
  "hello there",
  "here's the thing",
  "here is the thing",
  "the truth is",
  "the reality is",
  "let's be honest",
  "let me be honest",
  "let's be clear",
  "let me be clear",
  "to be honest",
  "i'll be honest",
  "truth be told",
  "make no mistake",
  "the simple truth is",
  "the hard truth is",
  "as of my last update",
  "as of my latest update",
  "as of my last knowledge update",
  "as of my knowledge cutoff",
  "as an ai language model",
  "as an ai model",
  "as an ai assistant",
  "as an ai",
  "in today's fast-paced world",
  "in today's world",
  "in today's digital age",
  "in this day and age",
  "in an ever-changing world",
  "in today's rapidly evolving",
  "in today's ever-changing",
]);

/** Openers that carry logic: replaced by a plain word that keeps it. */
const LOGICAL_OPENERS: Record<string, string> = {
  consequently: "So",
  subsequently: "Then",
  "despite these challenges": "Still",
  "despite its challenges": "Still",
  "despite the challenges": "Still",
  "despite such challenges": "Still",
  "despite these limitations": "Still",
  "despite these setbacks": "Still",
  "despite these obstacles": "Still",
};

/** Filler clauses ("it is important to note that …"): deleted with their "that". */
const FILLER_CLAUSES = new Set([
  "it's important to note",
  "it is important to note",
  "it's important to remember",
  "it is important to remember",
  "it's important to understand",
  "it is important to understand",
  "it's worth noting",
  "it is worth noting",
  "it's worth mentioning",
  "it is worth mentioning",
  "it should be noted",
  "it must be noted",
  "it goes without saying",
  "the fact of the matter",
  "please be advised",
  "kindly be advised",
  "it is worth considering",
]);

const stripComma = (k: string) => k.replace(/[,:]$/, "").trim();

/**
 * Whether the sentence from `from` goes on to a second, coordinated that-clause ("… that A and
 * that B"): with the frame deleted, A becomes the sentence and "and that B" dangles.
 */
function secondThatClause(text: string, from: number): boolean {
  const sentence = /^[^.!?\n]*/.exec(text.slice(from, from + 400))![0];
  return /,?\s+(?:and|or|but)\s+that\b/i.test(sentence);
}

/** The end of a leading phrase the span opens ("In today's digital landscape,"): its comma, within five words. */
function phraseEnd(site: FixSite): number | null {
  const m = /^[^,.;:!?\n]{0,48},/.exec(site.text.slice(site.end, site.end + 50));
  return m ? site.end + m[0].length : null;
}

export const deleteOpener = rule({
  id: "en.delete-opener",
  // Reads up to 64 characters from the span (its longest look-ahead or look-behind).
  reach: 64,
  lang: "en",
  kind: "delete",
  patterns: ["en-filler-phrases", "en-conclusion-signals", "en-throat-clearing", "en-faux-insight", "en-ai-vocabulary", "en-definitional-metaphor", "en-collaborative-artifacts", "en-knowledge-cutoff", "en-colon-reveal", "en-challenges-and-prospects"],
  examples: [
    { before: "The team won. ⟦Moreover,⟧ the coach stayed.", after: "The team won. The coach stayed." },
    { before: "⟦In conclusion,⟧ the plan works.", after: "The plan works." },
    { before: "⟦Overall,⟧ it was a good year.", after: "It was a good year." },
    { before: "⟦So, ⟧here is how it went.", after: "Here is how it went." },
    { before: "⟦Here's the thing:⟧ nobody reads the manual.", after: "Nobody reads the manual." },
    { before: "⟦In today's⟧ digital landscape, shops need a website.", after: "Shops need a website." },
    { before: "⟦Consequently,⟧ the price rose.", after: "So the price rose." },
    { before: "⟦Moreover,⟧ it is important to note that trams are cheap.", after: "Trams are cheap." },
    { before: "The roads were bad. ⟦Despite these challenges,⟧ the crew finished early.", after: "The roads were bad. Still, the crew finished early." },
    { before: "⟦Despite the challenges⟧ and obstacles still to overcome, the families hope.", after: null },
    { before: "⟦Despite the challenges⟧ of the move, the crew finished early.", after: null },
    // "It is important to remember that A and that B": deleting the frame would leave "A and that B".
    { before: "⟦Moreover,⟧ it is important to remember that nobody is perfect and that we should rest.", after: null },
    // Mid-sentence, "in addition" is not an opener; nor is "In addition to".
    { before: "She sings ⟦in addition⟧ to teaching.", after: null },
    { before: "⟦In addition⟧ to his work, he painted.", after: null },
  ],
  propose(site, id) {
    const key = stripComma(site.key);
    if (!site.atStart()) return null;
    if (key === "in today's" || key.startsWith("in today's ") || key === "in the ever-evolving" || key === "in an era where" || key === "in a world where") {
      const end = phraseEnd(site);
      return end === null ? null : site.delete(id, site.start, end);
    }
    const logical = LOGICAL_OPENERS[key];
    // "Despite the challenges and obstacles still to overcome, …": the phrase goes on past the
    // span, so "Still," would leave its tail ("Still, and obstacles …"); only a phrase that ends
    // at its comma is the whole opener.
    if (logical && key.startsWith("despite ") && !site.span.endsWith(",") && site.text[site.end] !== ",") return null;
    if (logical) {
      // "Consequently, the price rose." → "So the price rose."; "Still," keeps its comma.
      const comma = site.text[site.end] === "," ? site.end + 1 : site.end;
      const end = site.span.endsWith(",") ? site.end : comma;
      const keepComma = logical === "Still" || logical === "Then";
      return site.edit(site.start, end, keepComma ? `${logical},` : logical, id, "replace", site.text.slice(site.start, end), logical);
    }
    if (!EMPTY_OPENERS.has(key)) return null;
    // "In addition to his work, …" is a preposition, not an opener (en.in-addition-to answers it).
    if (key === "in addition" && /^\s+to\b/i.test(site.after(4))) return null;
    // "The bottom line is that …", "The truth is that …": the "that" goes too.
    let end = site.end;
    const that = /^,?\s*that\s+/i.exec(site.text.slice(end, end + 8));
    if (that && /\bis$/.test(key)) end += that[0].length - 1;
    // "Moreover, it is important to note that …": a filler clause right after the opener goes with it.
    const next = /^,?\s+((?:it's|it is|it’s) (?:important|worth) (?:to )?(?:note|noting|mention|mentioning|remember|understand)|it should be noted|needless to say)(?:\s+that\b)?,?/i.exec(site.text.slice(end, end + 60));
    if (next) {
      if (secondThatClause(site.text, site.end + next[0].length)) return null;
      end += next[0].length;
    }
    return site.delete(id, site.start, end);
  },
});

export const deleteFillerClause = rule({
  id: "en.delete-filler-clause",
  lang: "en",
  kind: "delete",
  patterns: ["en-filler-phrases"],
  examples: [
    { before: "⟦It is important to note⟧ that the bridge is closed.", after: "The bridge is closed." },
    { before: "However, ⟦it's worth noting⟧ that prices fell.", after: "However, prices fell." },
    { before: "⟦Please be advised⟧ that the office is closed.", after: "The office is closed." },
    { before: "⟦It's important to note⟧ that, in order to save, cities need trams.", after: "In order to save, cities need trams." },
    { before: "⟦It's important to remember⟧ that nobody is perfect and that we should rest.", after: null },
    { before: "⟦It is worth noting⟧ that prices fell, or that they did not rise.", after: null },
    { before: "⟦It is worth noting⟧ that prices fell. We know that they did.", after: "Prices fell. We know that they did." },
  ],
  propose(site, id) {
    if (!FILLER_CLAUSES.has(stripComma(site.key))) return null;
    // "…note that the bridge", "…note that, in order to…": the "that" and its comma go too.
    const m = /^(?:,|:)?\s*(?:that\b,?\s*)?/i.exec(site.text.slice(site.end, site.end + 10))!;
    const rest = site.text.slice(site.end + m[0].length);
    if (!/^\p{L}/u.test(rest)) return null;
    if (/\bthat\b/i.test(m[0]) && secondThatClause(site.text, site.end + m[0].length)) return null;
    return site.delete(id, site.start, site.end + m[0].length - (m[0].endsWith(" ") ? 1 : 0));
  },
});

/** Whole lines a chatbot adds: "I hope this helps!", "Great question!", "Let me know if …". */
const CHATBOT_SENTENCE_HEADS = [
  "i hope this helps",
  "hope this helps",
  "i hope this answers",
  "hope that helps",
  "let me know if",
  "let me know whether",
  "feel free to",
  "happy to help",
  "i'd be happy to",
  "i would be happy to",
  "i'd be glad to",
  "would you like me to",
  "do you want me to",
  "is there anything else",
  "anything else i can help",
  "if you have any other questions",
  "if you have any further questions",
  "if you need further assistance",
  "here is the revised",
  "here's the revised",
  "here is a revised",
  "here's a revised",
  "certainly!",
  "absolutely!",
  "of course!",
  "great question",
  "excellent question",
  "good question",
  "fantastic question",
  "brilliant question",
  "wonderful question",
  "what a great question",
  "that's a really big question",
  "that's a really interesting question",
  "you've raised an excellent point",
  "you've raised a great point",
  "you raise an excellent point",
  "you raise a great point",
  "you're absolutely right",
  "you are absolutely right",
  "thank you for asking",
  "thanks for asking",
  "i love this question",
  "please verify this",
  "please verify with",
  "please check the latest",
  "please consult the latest",
  "sure, here",
  "certainly, here",
  "absolutely, here",
  "of course, here",
  "okay, here",
  "great, here",
  "here's a",
  "here is a",
  "here's the",
  "here is the",
  "here's an",
  "here is an",
  "i hope this email finds you well",
  "i hope this message finds you well",
  "i hope this finds you well",
  "have a wonderful day",
  "i wish you a wonderful day",
  "only time will tell",
  "the possibilities are endless",
  "the possibilities are truly endless",
  "the future looks bright",
  "the future is bright",
  "the best is yet to come",
  "the sky is the limit",
  "let's dive in",
  "let's dive into it",
];

export const deleteChatbotSentence = rule({
  id: "en.delete-chatbot-line",
  // Reads up to 64 characters from the span (its longest look-ahead or look-behind).
  reach: 64,
  lang: "en",
  kind: "delete",
  patterns: ["en-collaborative-artifacts", "en-sycophancy", "en-knowledge-cutoff", "en-filler-phrases", "en-generic-positive-conclusion", "en-throat-clearing"],
  examples: [
    { before: "The museum opens at nine. ⟦I hope this helps⟧!", after: "The museum opens at nine." },
    { before: "⟦Great question⟧! The museum opens at nine.", after: "The museum opens at nine." },
    { before: "⟦Sure, here's⟧ a summary of the article:\nThe museum opens at nine.", after: "The museum opens at nine." },
    { before: "The museum opens at nine.\n\n⟦Let me know if you⟧ need anything else.", after: "The museum opens at nine." },
    // A chatbot phrase inside a sentence with its own content stays for the writer.
    { before: "The guide says ⟦let me know if you⟧ are late, so call.", after: null },
  ],
  propose(site, id) {
    const s = site.sentence;
    const head = site.text.slice(site.start, Math.min(s.end, site.start + 60)).toLowerCase().replace(/’/g, "'");
    if (!site.atStart()) return null;
    if (!CHATBOT_SENTENCE_HEADS.some((h) => head.startsWith(h))) return null;
    // Short lines only: a long sentence that opens this way may still carry content.
    if (s.end - site.start > 140) return null;
    return site.deleteSentence(id);
  },
});

/** "In this article, we will discuss" → "We discuss". */
export const dropArticleFrame = rule({
  id: "en.drop-article-frame",
  // Reads up to 40 characters from the span (its longest look-ahead or look-behind).
  reach: 40,
  lang: "en",
  kind: "restructure",
  patterns: ["en-throat-clearing"],
  examples: [
    { before: "⟦In this work, we investigate⟧ how dunes move.", after: "We investigate how dunes move." },
    { before: "⟦In this article, we will⟧ compare two stoves.", after: "We compare two stoves." },
  ],
  propose(site, id) {
    const m = /^in this (?:work|paper|study|article|report|essay|guide|post), (we|i) (will )?/i.exec(site.text.slice(site.start, site.start + 40));
    if (!m || !site.atStart()) return null;
    const pronoun = m[1].toLowerCase() === "i" ? "I" : "We";
    return site.edit(site.start, site.start + m[0].length, `${pronoun} `, id, "restructure", m[0], pronoun);
  },
});

/** "So does remote work really help?" → "Does remote work really help?" */
export const dropQuestionLead = rule({
  id: "en.drop-question-lead",
  lang: "en",
  kind: "delete",
  patterns: ["en-rhetorical-question-openers"],
  examples: [{ before: "⟦So what does remote work look like?⟧ Teams say it is quiet.", after: "What does remote work look like? Teams say it is quiet." }],
  propose(site, id) {
    const m = /^(?:but|so|and),? /i.exec(site.span);
    if (!m || !site.atStart()) return null;
    const next = site.start + m[0].length;
    return site.edit(site.start, next + 1, capitalize(site.text[next]), id, "delete", m[0], "");
  },
});

export const EN_OPENER_RULES = [deleteOpener, deleteFillerClause, deleteChatbotSentence, dropArticleFrame, dropQuestionLead];
