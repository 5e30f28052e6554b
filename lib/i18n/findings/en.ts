// Why a span reads as machine-written, in English. The pattern's own label is shown
// beside the reason, so a reason says what was seen, how often and where, not the name again.
import { list, num, percent, plural } from "../format";
import { LANGUAGES, names } from "./en-names";
import type { FindingWords } from "./params";

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${num("en", n)} times`);
const words = (n: number) => plural("en", n, { one: "# word", other: "# words" });
const q = (s: string) => `“${s}”`;
const nums = (xs: readonly number[]) => xs.map((x) => num("en", x)).join(", ");

const name = (code: string) => (LANGUAGES as Record<string, string>)[code] ?? code;

export const en: FindingWords = {
  templates: {
    "reason.span": (p) =>
      `${q(p.quote)} appears ${times(p.count)} (${num("en", p.per1000, 1)} per 1,000 words` +
      (p.paragraphsHit > 1 ? `, in ${num("en", p.paragraphsHit)} of ${num("en", p.paragraphs)} paragraphs` : "") +
      ")" +
      (p.total > p.count ? `; ${num("en", p.total)} matches of this pattern in all.` : "."),
    "reason.advice": (p) => `${q(p.quote)} is a wording models reach for more often than writers do. A note only: it does not count toward the score.`,
    "reason.check": (p, r) => {
      const detail = r(p.detail);
      const summaries = p.summaries.map(r).filter((s) => s !== detail);
      return [detail, ...summaries].join(" ");
    },
    "reason.document": (p) =>
      `${plural("en", p.count, { one: "# occurrence", other: "# occurrences" })} across the text (${p.quotes.map(q).join(", ")}${p.more ? ", …" : ""}; ${num("en", p.per1000, 1)} per 1,000 words).`,
    "fix.replace": (p) => `Replace with ${q(p.replacement)}.`,
    "fix.delete": () => "Delete it.",

    "check.sentence-length-uniformity": (p) =>
      `Sentence lengths barely vary: of ${num("en", p.sentences)} sentences, most run ${num("en", p.lo)}–${words(p.hi)} (average ${num("en", p.mean, 1)}).`,
    "check.paragraph-uniformity": (p) =>
      `${num("en", p.paragraphs)} paragraphs cut to one shape: ${p.sentenceCounts} sentences each, ${p.tokenCounts} words each.`,
    "check.ending-repetition.detail": (p) => `${q(p.ending)} ends ${num("en", p.run)} sentences in a row.`,
    "check.ending-repetition.summary": (p) =>
      `${plural("en", p.runs, { one: "One run", other: "# runs" })} of the same ending in the text (longest ${num("en", p.longest)}).`,
    "check.paragraph-question-opener.detail": (p) => `Paragraph ${num("en", p.paragraph)} opens with a question.`,
    "check.paragraph-question-opener.summary": (p) => `${num("en", p.count)} of ${num("en", p.paragraphs)} paragraphs open with a question.`,
    "check.emoji.detail": (p) => `The emoji ${p.emoji} decorates the prose.`,
    "check.emoji.summary": (p) => `${plural("en", p.count, { one: "# decorative emoji", other: "# decorative emoji" })} in the text.`,
    "check.boldface.detail": (p) => `${q(p.text)} is set in bold.`,
    "check.boldface.summary": (p) => `${plural("en", p.count, { one: "# bold phrase", other: "# bold phrases" })} in the text.`,
    "check.inline-header-list.detail": (p) => `A list item headed ${q(p.header)}.`,
    "check.inline-header-list.summary": (p) => `${plural("en", p.count, { one: "# list item", other: "# list items" })} open with a bold or colon header.`,
    "check.title-case-heading.detail": () => "A heading in Title Case.",
    "check.title-case-heading.summary": (p) => `${plural("en", p.count, { one: "# heading", other: "# headings" })} in Title Case.`,
    "check.heading-bullets.detail": (p) => (p.heading ? "A Markdown heading inside prose." : "A bullet item inside prose."),
    "check.heading-bullets.summary": (p) =>
      `${plural("en", p.headings, { one: "# heading", other: "# headings" })} and ${plural("en", p.bullets, { one: "# bullet item", other: "# bullet items" })} in what should be prose.`,
    "check.dash-density": (p) =>
      `${plural("en", p.count, { one: "# dash", other: "# dashes" })}: ${num("en", p.per1000, 1)} per 1,000 characters, where more than ${num("en", p.threshold, 1)} reads as a tell.`,
    "check.curly-quotes.detail": () => "A typographic (curly) quote in otherwise plain text.",
    "check.curly-quotes.summary": (p) => `${num("en", p.curly)} curly quotes against ${num("en", p.straight)} straight ones.`,
    "check.triplet-lists.detail": () => "A list of exactly three similar items.",
    "check.triplet-lists.summary": (p) => `${plural("en", p.count, { one: "# three-item list", other: "# three-item lists" })} in the text.`,
    "check.short-line-stack.detail": (p) => `${num("en", p.lines)} one-sentence lines stacked on top of each other.`,
    "check.short-line-stack.summary": (p) =>
      `${plural("en", p.stacks, { one: "# stack", other: "# stacks" })} of one-sentence lines (the longest has ${num("en", p.longest)}).`,
    "check.sentence-initial-connective": (p) =>
      `${num("en", p.count)} of ${num("en", p.sentences)} sentences (${percent("en", p.share)}) open with a connective: ${list("en", p.terms.map(q))}.`,
    "check.stylometry-hot.paragraph": (p, r) => `Paragraph ${num("en", p.paragraph)} reads uniform: ${p.reasons.map(r).join("; ")}.`,
    "check.stylometry-hot.zoom": (p) => `In paragraph ${num("en", p.paragraph)}, neighbouring sentences are almost the same length (${nums(p.lengths)} words).`,
    "check.stylometry-hot.summary": (p) => `${num("en", p.hot)} of ${num("en", p.total)} paragraphs read uniform.`,
    "hot.burstiness": (p) => `sentence lengths barely vary (${nums(p.lengths)} words)`,
    "hot.mattr": () => "it keeps reusing the same few words",
    "hot.lexicon": (p) => `AI-typical vocabulary is dense (${num("en", p.per1000, 1)} per 1,000 words: ${p.entries.map(q).join(", ")})`,
    "hot.ko-diagnostics": (p) => `Korean rhythm signals line up: evenly sized word units, ${num("en", p.commas, 1)} commas per sentence, few kinds of endings`,
    "hot.ending-monotony": (p) => `${num("en", p.count)} sentences end in the plain -다 form (${percent("en", p.share)})`,
    "hot.fake-candor": () => "“honestly”-style openers recur through the text",
    "hot.thematic-break": () => "decorative section breaks recur through the text",
    "hot.other": (p) => p.reason,

    "warning.score-unavailable": (p) => `The pattern score could not be computed (${p.error}).`,
    "warning.short-text": () => "The text is under 100 characters: its reading is not reliable.",
    "warning.mixed-language": (p) => `The text mixes scripts (${p.scripts.join(", ")}): only ${name(p.lang)} patterns were checked.`,
    "warning.language-mismatch": (p) => `The text looks like ${name(p.detected)} but was checked as ${name(p.chosen)}.`,
    "warning.no-packs": (p) => `No pattern packs are loaded for ${name(p.lang)}.`,
    "warning.stylometry-skipped": () => "The text is too short for rhythm findings.",
  },
  ...names,
};
