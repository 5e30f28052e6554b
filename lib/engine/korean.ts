// Korean-only diagnostics (seed 001 §5.1 and the ending-monotony disjunct of §6), with no
// morphological analyzer: eojeol lengths, comma rhythm, and a suffix-class proxy for the
// variety of particles (조사) and endings (어미).
import type { EndingMonotony, KoDiagnostics } from "./types";
import type { StylometryOptions } from "./options";
import { bandOf, coefficientOfVariation } from "./metrics";

/** An eojeol this long (in syllables) or longer counts as long. */
const LONG_EOJEOL = 6;

// Suffix classes, longest suffix first within the whole table at match time. A proxy, not a
// tagger: 는 is read as the topic particle even in 하는, which is fine for counting variety.
const SUFFIX_CLASSES: ReadonlyArray<[string, readonly string[]]> = [
  ["formal_ending", ["습니다", "합니다", "됩니다", "입니다", "니다"]],
  ["polite_ending", ["세요", "어요", "아요", "해요", "예요", "에요", "죠", "요"]],
  ["plain_declarative", ["한다", "된다", "이다", "었다", "았다", "였다", "했다", "있다", "없다", "진다", "는다", "다"]],
  ["connective", ["면서", "지만", "는데", "은데", "어서", "아서", "해서", "므로", "니까", "도록", "으며", "하며", "하고", "되고", "이고", "며", "고", "면"]],
  ["adnominal", ["적인", "하는", "되는", "있는", "없는", "한", "된", "할", "될", "인", "던"]],
  ["adverbial", ["하게", "롭게", "으로써", "로써", "게", "히"]],
  ["topic", ["은", "는"]],
  ["subject", ["께서", "이", "가"]],
  ["object", ["을", "를"]],
  ["genitive", ["의"]],
  ["dative", ["에게", "한테", "께"]],
  ["locative", ["에서", "에"]],
  ["instrumental", ["으로", "로"]],
  ["comitative", ["이랑", "하고", "와", "과", "랑"]],
  ["additive", ["까지", "부터", "조차", "마저", "밖에", "도", "만"]],
  ["comparative", ["보다", "처럼", "만큼", "같이"]],
];

// suffix → class, checked from the longest suffix down.
const SUFFIX_TABLE: Map<string, string> = (() => {
  const table = new Map<string, string>();
  for (const [cls, suffixes] of SUFFIX_CLASSES) for (const s of suffixes) if (!table.has(s)) table.set(s, cls);
  return table;
})();
const MAX_SUFFIX = Math.max(...[...SUFFIX_TABLE.keys()].map((s) => s.length));
// Suffixes grouped by their last code unit, longest first, so an eojeol is classified by
// comparing code units in place, without slicing it. Indexed by the unit itself (an array,
// not a Map: this runs once per eojeol), each entry holding the suffix and its class index.
interface Suffix {
  text: string;
  classIndex: number;
}
const SUFFIXES_BY_LAST: Array<Suffix[] | undefined> = (() => {
  const byLast: Array<Suffix[] | undefined> = new Array(0x10000).fill(undefined);
  const classIndex = new Map(SUFFIX_CLASSES.map(([cls], i) => [cls, i]));
  for (const [suffix, cls] of SUFFIX_TABLE) {
    const last = suffix.charCodeAt(suffix.length - 1);
    const list = byLast[last] ?? (byLast[last] = []);
    list.push({ text: suffix, classIndex: classIndex.get(cls)! });
  }
  for (const list of byLast) list?.sort((a, b) => b.text.length - a.text.length);
  return byLast;
})();

function isHangulSyllable(c: number): boolean {
  return c >= 0xac00 && c <= 0xd7a3;
}

/** Index in SUFFIX_CLASSES of the suffix class of text[start, end) read as one eojeol, or -1. */
function suffixClassIndexAt(text: string, start: number, end: number): number {
  const n = end - start;
  if (n < 2) return -1;
  const candidates = SUFFIXES_BY_LAST[text.charCodeAt(end - 1)];
  if (candidates === undefined) return -1;
  const longest = Math.min(MAX_SUFFIX, n - 1);
  for (let c = 0; c < candidates.length; c++) {
    const suffix = candidates[c].text;
    const len = suffix.length;
    if (len > longest) continue;
    let k = len - 2;
    while (k >= 0 && text.charCodeAt(end - len + k) === suffix.charCodeAt(k)) k--;
    if (k < 0) return candidates[c].classIndex;
  }
  return -1;
}

/** The suffix class of text[start, end) read as one eojeol, or null. The stem must keep at least one syllable. */
export function suffixClassAt(text: string, start: number, end: number): string | null {
  const index = suffixClassIndexAt(text, start, end);
  return index === -1 ? null : SUFFIX_CLASSES[index][0];
}

/** The suffix class of one eojeol, or null. The stem must keep at least one syllable. */
export function suffixClass(eojeol: string): string | null {
  return suffixClassAt(eojeol, 0, eojeol.length);
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** Length of text[start, end) in code points: a surrogate pair is one. */
function codePointLength(text: string, start: number, end: number): number {
  let l = end - start;
  for (let i = start; i < end; i++) if (isHighSurrogate(text.charCodeAt(i))) l--;
  return l;
}

function isComma(c: number): boolean {
  return c === 0x2c || c === 0xff0c || c === 0x3001;
}

/** A paragraph text[start, end) whose eojeols are tokens [firstToken, firstToken + tokenCount) of a document. */
export interface KoParagraph {
  start: number;
  end: number;
  sentences: ArrayLike<unknown>;
  firstToken: number;
  tokenCount: number;
}

/**
 * Diagnostics of one paragraph from its document's token spans (token k is
 * text.slice(spans[2k], spans[2k + 1])). Sums run in token order, so the floating-point
 * results are reproducible.
 */
export function koreanDiagnostics(
  text: string,
  paragraph: KoParagraph,
  spans: Int32Array,
  opts: StylometryOptions["koDiagnostics"],
): KoDiagnostics {
  const { start, end, firstToken } = paragraph;
  const n = paragraph.tokenCount;
  const sentenceCount = paragraph.sentences.length;
  // One pass over the paragraph counts its commas and finds whether it has surrogates at all:
  // Korean text rarely does, and then every eojeol's length in code points is its span's.
  let commaCount = 0;
  let hasHighSurrogates = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isComma(c)) commaCount++;
    else if (isHighSurrogate(c)) hasHighSurrogates = true;
  }
  const lengths = new Array<number>(n);
  let total = 0;
  let single = 0;
  let long = 0;
  let matched = 0;
  let classMask = 0;
  for (let k = 0; k < n; k++) {
    const a = spans[2 * (firstToken + k)];
    const b = spans[2 * (firstToken + k) + 1];
    const l = hasHighSurrogates ? codePointLength(text, a, b) : b - a;
    lengths[k] = l;
    total += l;
    if (l === 1) single++;
    if (l >= LONG_EOJEOL) long++;
    const cls = suffixClassIndexAt(text, a, b);
    if (cls !== -1) {
      matched++;
      classMask |= 1 << cls; // 16 classes: the set of classes seen is an integer
    }
  }
  const spacing = {
    eojeolLengthCV: coefficientOfVariation(lengths) ?? 0,
    meanEojeolLength: n ? total / n : 0,
    singleSyllableRatio: n ? single / n : 0,
    longEojeolRatio: n ? long / n : 0,
  };
  const length = end - start;
  const comma = {
    count: commaCount,
    perSentence: sentenceCount ? commaCount / sentenceCount : 0,
    per100Chars: length ? (commaCount / length) * 100 : 0,
  };
  let classCount = 0;
  for (let m = classMask; m !== 0; m &= m - 1) classCount++;
  const posDiversity = {
    proxy: "suffix" as const,
    matchedCount: matched,
    classCount,
    classDiversity: matched ? classCount / matched : 0,
    coverage: n ? matched / n : 0,
  };
  const b = opts.bands;
  // All legs must agree: few commas alone, or even regular spacing alone, is ordinary prose.
  const hot =
    opts.enabled &&
    sentenceCount >= opts.minSentences &&
    n >= opts.minEojeols &&
    spacing.eojeolLengthCV < b.eojeolLengthCV &&
    comma.perSentence < b.commaPerSentence &&
    matched >= b.posMatchedMin &&
    posDiversity.classDiversity < b.posClassDiversity;
  return { spacing, comma, posDiversity, hot };
}

/** Plain declarative -다 (한다체), not the formal 합니다/습니다 which also end in 다. */
export function endsDeclarativeDa(sentence: string): boolean {
  return endsDeclarativeDaAt(sentence, 0, sentence.length);
}

/** endsDeclarativeDa for the sentence text[start, end), without slicing it. */
export function endsDeclarativeDaAt(text: string, start: number, end: number): boolean {
  let e = end;
  while (e > start && !isHangulSyllable(text.charCodeAt(e - 1))) {
    const c = text.charCodeAt(e - 1);
    // Trailing punctuation and quotes are skipped; a Latin word or digit ends the check ("…API.").
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) return false;
    e--;
  }
  if (e === start || text.charCodeAt(e - 1) !== 0xb2e4 /* 다 */) return false;
  return !(e - start >= 2 && text.charCodeAt(e - 2) === 0xb2c8 /* 니 */);
}

/** Ending monotony of the sentences text[s.start, s.end). */
export function endingMonotony(
  text: string,
  sentences: ReadonlyArray<{ start: number; end: number }>,
  tokenCount: number,
  cv: number | null,
  opts: StylometryOptions,
): EndingMonotony {
  let da = 0;
  for (const s of sentences) if (endsDeclarativeDaAt(text, s.start, s.end)) da++;
  const ratio = sentences.length ? da / sentences.length : 0;
  const m = opts.endingMonotony;
  const hot =
    ratio >= m.minRatio &&
    da >= m.minCount &&
    cv !== null &&
    bandOf(cv, opts.burstiness.bands) === "low" &&
    tokenCount >= m.minTokens;
  return { declarativeDaCount: da, declarativeDaRatio: ratio, hot };
}
