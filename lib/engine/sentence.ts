// The engine's Sentence: a range of a source string whose tokens are built only when read.
// Segmentation writes every token boundary of a document into one flat Int32Array; the
// engine itself (token ids, Korean diagnostics, counts) works on that array. A Token object
// per word (per character in zh/ja) and an array per sentence were the largest allocation of
// the batch scorer, and no stage of it reads the tokens as objects.
//
// It still reads and serializes as the plain { index, start, end, tokens } of the Sentence
// contract: `tokens` is built on first read and then kept (the same array on every read), and
// JSON.stringify writes the four fields in that order. What differs from a plain object:
// `tokens` lives on the prototype, so spreading a sentence or structuredClone-ing it keeps
// only index, start, end and tokenCount (use JSON, or read .tokens).
import type { Sentence, Token } from "./types";
import { SourceToken } from "./token";

/** The tokens of one document: token k is source.slice(spans[2k], spans[2k + 1]). */
export interface TokenSpans {
  source: string;
  spans: Int32Array;
}

// Symbol-keyed: invisible to JSON.stringify, Object.keys and for…in.
const DOCUMENT = Symbol("sentence.document");
const FIRST_TOKEN = Symbol("sentence.firstToken");
const TOKENS = Symbol("sentence.tokens");

export class SpanSentence implements Sentence {
  index: number;
  start: number;
  end: number;
  tokenCount: number;
  [DOCUMENT]: TokenSpans;
  [FIRST_TOKEN]: number;
  [TOKENS]: Token[] | null;

  /** The sentence whose tokens are tokens [firstToken, firstToken + tokenCount) of `document`. */
  constructor(index: number, start: number, end: number, document: TokenSpans, firstToken: number, tokenCount: number) {
    this.index = index;
    this.start = start;
    this.end = end;
    this.tokenCount = tokenCount;
    this[DOCUMENT] = document;
    this[FIRST_TOKEN] = firstToken;
    this[TOKENS] = null;
  }

  get tokens(): Token[] {
    return this[TOKENS] ?? (this[TOKENS] = this.buildTokens());
  }

  toJSON(): { index: number; start: number; end: number; tokens: Token[] } {
    // Serializing does not keep the tokens it had to build: a printed Analysis stays light.
    return { index: this.index, start: this.start, end: this.end, tokens: this[TOKENS] ?? this.buildTokens() };
  }

  /** The same sentence at [start, end) of another string, its tokens (same indices) read from `document`. */
  relocated(start: number, end: number, document: TokenSpans): SpanSentence {
    return new SpanSentence(this.index, start, end, document, this[FIRST_TOKEN], this.tokenCount);
  }

  private buildTokens(): Token[] {
    const { source, spans } = this[DOCUMENT];
    const first = this[FIRST_TOKEN];
    const tokens: Token[] = new Array(this.tokenCount);
    for (let k = 0; k < tokens.length; k++) tokens[k] = new SourceToken(source, spans[2 * (first + k)], spans[2 * (first + k) + 1]);
    return tokens;
  }
}

/** sentence.tokens.length, without building the tokens of a sentence nobody has read. */
export function tokenCountOf(sentence: Sentence): number {
  return sentence.tokenCount ?? sentence.tokens.length;
}
