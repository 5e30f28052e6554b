// Korean-only diagnostics (seed 001 §5.1 and the ending-monotony disjunct of §6), with no
// morphological analyzer: eojeol lengths, comma rhythm, and a suffix-class proxy for the
// variety of particles (조사) and endings (어미).
import type { EndingMonotony, KoDiagnostics, Token } from "./types";
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
// Last syllables of any suffix: most eojeol are rejected on one code-unit test, no slicing.
const SUFFIX_LAST = new Set([...SUFFIX_TABLE.keys()].map((s) => s.charCodeAt(s.length - 1)));

function isHangulSyllable(c: number): boolean {
  return c >= 0xac00 && c <= 0xd7a3;
}

/** The suffix class of one eojeol, or null. The stem must keep at least one syllable. */
export function suffixClass(eojeol: string): string | null {
  const n = eojeol.length;
  if (n < 2 || !SUFFIX_LAST.has(eojeol.charCodeAt(n - 1))) return null;
  for (let len = Math.min(MAX_SUFFIX, n - 1); len >= 1; len--) {
    const cls = SUFFIX_TABLE.get(eojeol.slice(n - len));
    if (cls) return cls;
  }
  return null;
}

function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

const COMMA = /[,，、]/g;

export function koreanDiagnostics(
  paragraphText: string,
  tokens: readonly Token[],
  sentenceCount: number,
  opts: StylometryOptions["koDiagnostics"],
): KoDiagnostics {
  const lengths = tokens.map((t) => codePointLength(t.text));
  let total = 0;
  let single = 0;
  let long = 0;
  for (const l of lengths) {
    total += l;
    if (l === 1) single++;
    if (l >= LONG_EOJEOL) long++;
  }
  const n = tokens.length;
  const spacing = {
    eojeolLengthCV: coefficientOfVariation(lengths) ?? 0,
    meanEojeolLength: n ? total / n : 0,
    singleSyllableRatio: n ? single / n : 0,
    longEojeolRatio: n ? long / n : 0,
  };
  const commaCount = paragraphText.match(COMMA)?.length ?? 0;
  const comma = {
    count: commaCount,
    perSentence: sentenceCount ? commaCount / sentenceCount : 0,
    per100Chars: paragraphText.length ? (commaCount / paragraphText.length) * 100 : 0,
  };
  const classes = new Set<string>();
  let matched = 0;
  for (const t of tokens) {
    const cls = suffixClass(t.text);
    if (cls) {
      matched++;
      classes.add(cls);
    }
  }
  const posDiversity = {
    proxy: "suffix" as const,
    matchedCount: matched,
    classCount: classes.size,
    classDiversity: matched ? classes.size / matched : 0,
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
  let e = sentence.length;
  while (e > 0 && !isHangulSyllable(sentence.charCodeAt(e - 1))) {
    const c = sentence.charCodeAt(e - 1);
    // Trailing punctuation and quotes are skipped; a Latin word or digit ends the check ("…API.").
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) return false;
    e--;
  }
  if (e === 0 || sentence.charCodeAt(e - 1) !== 0xb2e4 /* 다 */) return false;
  return !(e >= 2 && sentence.charCodeAt(e - 2) === 0xb2c8 /* 니 */);
}

export function endingMonotony(
  sentences: readonly string[],
  tokenCount: number,
  cv: number | null,
  opts: StylometryOptions,
): EndingMonotony {
  let da = 0;
  for (const s of sentences) if (endsDeclarativeDa(s)) da++;
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
