// The fix engine's shapes. A fix is a replacement of an exact range of the original text
// (UTF-16 offsets, like every range in the project): often the finding's own span, wider
// when the repair reaches past it (the comma after a deleted connective, the capital of
// the next word, the article before a replaced adjective, the particle after a replaced
// Korean noun).
import type { Lang, TextRange } from "../engine/types";

/** What a fix does, for its label: take words out, put plain words in, or reshape a fixed form. */
export type FixKind = "delete" | "replace" | "restructure" | "markup";

export interface FixEdit extends TextRange {
  replacement: string;
}

/**
 * A fix before verification: the edit plus what its label is built from. Labels are data
 * (kind, rule id, the words taken out and put in) so every UI language can render them.
 */
export interface Proposal extends FixEdit {
  kind: FixKind;
  /** The rule that proposed it, e.g. "en.delete-connective". */
  rule: string;
  /** The words the label quotes: `from` as written in the text, `to` as it will read. */
  from: string;
  to: string;
}

/** A verified fix, as findings carry it (`fixes`) and the API and CLI print it. */
export interface FixCandidate extends Proposal {
  /** English label ("Delete “Moreover,”"); the editor renders its own language from kind/from/to. */
  label: string;
}

/** One rule example: `⟦…⟧` marks the finding's span in `before`; `after` is the text with the first fix applied, or null when no fix may be offered. */
export interface RuleExample {
  before: string;
  after: string | null;
}

export interface FixRule {
  id: string;
  lang: Lang;
  kind: FixKind;
  /** Pattern ids whose findings this rule answers. */
  patterns: readonly string[];
  /** LanguageTool style: every example is a test (test/fix/rule-examples.test.ts). */
  examples: readonly RuleExample[];
  /**
   * How far the rule reads past the finding's lines and the blank lines around them, in
   * characters (lib/fix/reach.ts; MARGIN when not given), or "document" when it may read
   * anywhere (its pattern's fixes are then never cached). test/fix/reach.test.ts holds rules to it.
   */
  reach?: number | "document";
  propose(site: import("./site").FixSite): Proposal[];
}

export const MAX_CANDIDATES = 3;
