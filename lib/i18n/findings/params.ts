// Every finding message the detector emits, with its parameters. Each language's catalogue
// (en.ts, ko.ts, zh.ts, ja.ts) must render all of them: a missing template is a type error.
import type { Msg } from "../message";

export interface FindingParams {
  /** A span finding from a term or regex: the quoted match, how often, how dense, where. */
  "reason.span": { quote: string; count: number; per1000: number; paragraphsHit: number; paragraphs: number; total: number };
  /** A span from an advice matcher: a wording worth a second look, which the score does not count. */
  "reason.advice": { quote: string };
  /** A span or paragraph finding from a named check: what was seen here, and the document's measurement. */
  "reason.check": { detail: Msg; summaries: Msg[] };
  /** A document-scope pattern: how often, a few of the matches, how dense. */
  "reason.document": { count: number; quotes: string[]; more: boolean; per1000: number };
  /** The suggested fix when a concrete replacement exists. */
  "fix.replace": { replacement: string };
  "fix.delete": Record<string, never>;

  "check.sentence-length-uniformity": { sentences: number; lo: number; hi: number; mean: number };
  "check.paragraph-uniformity": { paragraphs: number; sentenceCounts: string; tokenCounts: string };
  "check.ending-repetition.detail": { ending: string; run: number };
  "check.ending-repetition.summary": { runs: number; longest: number };
  "check.paragraph-question-opener.detail": { paragraph: number };
  "check.paragraph-question-opener.summary": { count: number; paragraphs: number };
  "check.emoji.detail": { emoji: string };
  "check.emoji.summary": { count: number };
  "check.boldface.detail": { text: string };
  "check.boldface.summary": { count: number };
  "check.inline-header-list.detail": { header: string };
  "check.inline-header-list.summary": { count: number };
  "check.title-case-heading.detail": Record<string, never>;
  "check.title-case-heading.summary": { count: number };
  "check.heading-bullets.detail": { heading: boolean };
  "check.heading-bullets.summary": { headings: number; bullets: number };
  "check.dash-density": { count: number; per1000: number; threshold: number };
  "check.curly-quotes.detail": Record<string, never>;
  "check.curly-quotes.summary": { curly: number; straight: number };
  "check.triplet-lists.detail": Record<string, never>;
  "check.triplet-lists.summary": { count: number };
  "check.short-line-stack.detail": { lines: number };
  "check.short-line-stack.summary": { stacks: number; longest: number };
  "check.sentence-initial-connective": { count: number; sentences: number; share: number; terms: string[] };
  "check.stylometry-hot.paragraph": { paragraph: number; reasons: Msg[] };
  "check.stylometry-hot.zoom": { paragraph: number; lengths: number[] };
  "check.stylometry-hot.summary": { hot: number; total: number };
  "hot.burstiness": { lengths: number[] };
  "hot.mattr": Record<string, never>;
  "hot.lexicon": { per1000: number; entries: string[] };
  "hot.ko-diagnostics": { commas: number };
  "hot.ending-monotony": { count: number; share: number };
  "hot.fake-candor": Record<string, never>;
  "hot.thematic-break": Record<string, never>;
  "hot.other": { reason: string };

  "warning.score-unavailable": { error: string };
  "warning.short-text": Record<string, never>;
  "warning.mixed-language": { scripts: string[]; lang: string };
  "warning.language-mismatch": { detected: string; chosen: string };
  "warning.no-packs": { lang: string };
  "warning.stylometry-skipped": Record<string, never>;
}

export type FindingMsgId = keyof FindingParams;

/** A message of the finding catalogue, its parameters typed by its id. */
export type FindingMsg<K extends FindingMsgId = FindingMsgId> = { id: K; params: FindingParams[K] };

/** Builds a typed finding message. */
export function fmsg<K extends FindingMsgId>(id: K, params: FindingParams[K]): FindingMsg<K> {
  return { id, params };
}

type Render = (m: Msg) => string;

/** A language's templates: one function per message id. */
export type FindingTemplates = { [K in FindingMsgId]: (p: FindingParams[K], render: Render) => string };

/** What findings call things in one language (the editor page needs these without the sentences). */
export interface FindingNames {
  /** Detector categories (custom pack categories keep their id). */
  categories: Record<"content" | "language" | "style" | "communication" | "filler" | "structure" | "viral-hook", string>;
  /** Korean translationese families (detector spec, A–J). */
  families: Record<"A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J", string>;
  /** Text languages, as this UI names them. */
  languages: Record<"ko" | "en" | "zh" | "ja", string>;
  /** Score bands, keyed `${band}@${lower bound}` (unique across the four tables). */
  bands: Record<string, string>;
}

/** Everything a finding's words need in one language: its sentences and its names. */
export interface FindingWords extends FindingNames {
  templates: FindingTemplates;
}
