// The engine's output shapes. Every range is a UTF-16 code-unit offset pair into
// the exact string the caller passed in (what JavaScript and CodeMirror use):
// `text.slice(r.start, r.end)` is the unit itself, whatever the text contains
// (CRLF, emoji, NFD Hangul, zero-width characters). Normalization may be used
// internally for matching but never shifts a reported offset.

export type Lang = "ko" | "en" | "zh" | "ja";
export const LANGS: readonly Lang[] = ["ko", "en", "zh", "ja"];

export type Band = "low" | "mid" | "high";

export interface TextRange {
  start: number;
  end: number; // exclusive
}

export interface Token extends TextRange {
  /** Exactly text.slice(start, end). */
  text: string;
}

export interface Sentence extends TextRange {
  /** 1-based index within its paragraph: the m in P{n}.S{m}. */
  index: number;
  tokens: Token[];
  /**
   * tokens.length, set on the sentences analyzeText returns (read through tokenCountOf) so
   * counting does not build the tokens. Not serialized: absent after a JSON round trip.
   */
  tokenCount?: number;
}

export interface LexiconHit {
  /** The lexicon entry as written in the lexicon file. */
  entry: string;
  section: "strict" | "phrase";
  /** Every occurrence of the entry in the paragraph (an entry counts once for density). */
  ranges: TextRange[];
}

export interface KoDiagnostics {
  spacing: {
    eojeolLengthCV: number;
    meanEojeolLength: number;
    singleSyllableRatio: number;
    longEojeolRatio: number;
  };
  comma: { count: number; perSentence: number; per100Chars: number };
  posDiversity: {
    proxy: "suffix";
    matchedCount: number;
    classCount: number;
    classDiversity: number;
    coverage: number;
  };
  /** The conservative AND composite of the three signals above. */
  hot: boolean;
}

export interface EndingMonotony {
  declarativeDaCount: number;
  declarativeDaRatio: number;
  hot: boolean;
}

export type HotReason =
  | "burstiness"
  | "mattr"
  | "lexicon"
  | "ko-diagnostics"
  | "fake-candor"
  | "thematic-break"
  | "ending-monotony";

export interface ParagraphMetrics {
  tokenCount: number;
  sentenceCount: number;
  /** Population CV of sentence token counts; null when the mean is 0. */
  burstiness: { cv: number | null; band: Band | null };
  /** MATTR (window 50) or simple TTR when the paragraph has fewer tokens than the window. */
  mattr: { value: number | null; band: Band | null; method: "mattr" | "ttr" };
  lexicon: { hits: LexiconHit[]; entryCount: number; density: number; hot: boolean };
  ko: KoDiagnostics | null;
  endingMonotony: EndingMonotony | null;
  discourse: { candor: TextRange[]; thematicBreaks: TextRange[] };
}

export interface ZoomGroup extends TextRange {
  paragraph: number;
  from: number; // first sentence index (1-based)
  to: number; // last sentence index (1-based)
  /** "P2.S1-S3" */
  label: string;
}

export interface Paragraph extends TextRange {
  /** 1-based: the n in P{n}. */
  index: number;
  sentences: Sentence[];
  metrics: ParagraphMetrics;
  /** Skipped paragraphs (no tokens) are never hot. */
  skipped: boolean;
  hot: boolean;
  hotReasons: HotReason[];
  zoom: ZoomGroup[];
}

export type SkipReason =
  | "few-paragraphs" // paragraph count <= 2
  | "few-sentences" // sentence count <= 2
  | "language-disabled"; // language not in stylometry.languages

export interface LanguageGuess {
  lang: Lang | null; // null: no supported script dominates
  /** Share of letters per script family, for mixed-text diagnostics. */
  scripts: { hangul: number; kana: number; han: number; latin: number; other: number };
  mixed: boolean;
}

export interface Analysis {
  /** The exact input string every range points into (needed to render the body prefix). */
  text: string;
  lang: Lang;
  language: LanguageGuess;
  length: number;
  paragraphs: Paragraph[];
  sentenceCount: number;
  tokenCount: number;
  /** Document-level counts that gate the discourse-tell disjuncts. */
  discourse: { candorCount: number; thematicBreakCount: number };
  /**
   * Non-null when the seed's stylometry step is skipped: no <suspect-zones>
   * block is produced. Per-paragraph metrics, hot flags and zoom groups are
   * still computed so the editor can show them on short texts.
   */
  skip: SkipReason | null;
}
