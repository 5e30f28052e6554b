// Token n-gram statistics: how much more often a text's short token sequences occur in AI
// than in human training text, averaged over the text. Tokens are chosen to carry across
// topics and generators rather than to memorize them: in English, function words and
// punctuation stay themselves and every other word becomes its shape (suffix class,
// capitalized, number), so "the W-tion of W-ing" is one n-gram whatever the topic; in
// Chinese, Japanese and Korean, characters (function characters, particles and endings are
// single characters or short runs) with digits and Latin letters folded into classes.
// The n-grams are hashed into a fixed table of log-ratios fitted on dev (scripts/fit/ngrams.ts),
// so the score is one additive feature the UI can name. One pass over the text, no allocation
// per token.
import type { Lang } from "../engine/types";

export const NGRAM_TABLE_BITS = 15;
export const NGRAM_TABLE_SIZE = 1 << NGRAM_TABLE_BITS;
const MASK = NGRAM_TABLE_SIZE - 1;

// English function words, stance and discourse markers: kept as themselves.
const EN_KEPT = (
  "a an the this that these those some any each every no all both either neither such what which who whom whose " +
  "i me my mine we us our ours you your yours he him his she her hers it its they them their theirs myself itself " +
  "themselves one ones is are was were be been being am do does did done have has had having will would shall should " +
  "can could may might must ought not no nor and or but so yet if then than because although though while whereas " +
  "unless until since as of in on at by for with without within from to into onto over under about above below " +
  "between among through during before after against along across around behind beyond toward towards upon via per " +
  "there here when where why how also too very just only even still already really actually quite rather perhaps " +
  "maybe probably likely possibly certainly definitely indeed however moreover furthermore additionally therefore " +
  "thus hence overall ultimately essentially importantly notably particularly especially typically generally often " +
  "usually sometimes always never ever again more most less least much many few several other another same own " +
  "like well now lot lots thing things stuff pretty kind sort get got gets getting go going went make made let " +
  "say said think know feel want need seem seems ensure crucial vital key various significant overall"
).split(" ");

// Shape classes of other English words, by ending (checked longest first), then by form.
const EN_SUFFIXES = ["tion", "sion", "ment", "ness", "ity", "ing", "ally", "ly", "ed", "ous", "ive", "able", "ible", "al", "ful", "less", "ize", "ise", "er", "est", "s"];

/** 32-bit FNV-1a step. */
function mix(h: number, x: number): number {
  return Math.imul(h ^ x, 0x01000193) >>> 0;
}

function stringHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return h;
}

const keptHash = new Map<number, number>();
EN_KEPT.forEach((w) => keptHash.set(stringHash(w), stringHash(`w:${w}`)));
const SUFFIX_TOKENS = EN_SUFFIXES.map((s) => stringHash(`-${s}`));
// Suffix indices by their last letter (a–z), longest first as in EN_SUFFIXES: a word checks only the suffixes it could end in.
const SUFFIXES_BY_LAST: number[][] = Array.from({ length: 26 }, (_, c) =>
  EN_SUFFIXES.map((suffix, k) => (suffix.charCodeAt(suffix.length - 1) - 97 === c ? k : -1)).filter((k) => k >= 0),
);
const TOKEN_WORD = stringHash("W");
const TOKEN_CAPITAL = stringHash("Cap");
const TOKEN_NUMBER = stringHash("0");
const TOKEN_LONG = stringHash("Wlong");
const TOKEN_BREAK = stringHash("¶");
const TOKEN_LATIN = stringHash("Latin");
const TOKEN_SPACE = stringHash(" ");

/**
 * The 1-, 2- and 3-grams ending at each token, either summed up under a table (scoring) or
 * collected (fitting). One class for both, so the tokenizers' call site stays monomorphic.
 */
class Window {
  private a = 0;
  private b = 0;
  private count = 0;
  sum = 0;
  grams = 0;
  constructor(
    private readonly values: Int8Array | null,
    private readonly collected: number[] | null,
  ) {}
  push(token: number): void {
    const b1 = mix(0x9e3779b9, token) & MASK;
    const values = this.values;
    if (values) {
      this.sum += values[b1];
      this.grams++;
      if (this.count >= 1) {
        this.sum += values[mix(mix(0x85ebca6b, this.b), token) & MASK];
        this.grams++;
      }
      if (this.count >= 2) {
        this.sum += values[mix(mix(mix(0xc2b2ae35, this.a), this.b), token) & MASK];
        this.grams++;
      }
    } else {
      const out = this.collected!;
      out.push(b1);
      if (this.count >= 1) out.push(mix(mix(0x85ebca6b, this.b), token) & MASK);
      if (this.count >= 2) out.push(mix(mix(mix(0xc2b2ae35, this.a), this.b), token) & MASK);
    }
    this.a = this.b;
    this.b = token;
    this.count++;
  }
}

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function englishWordToken(text: string, start: number, end: number, sentenceStart: boolean): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    h = mix(h, c === 0x2019 ? 39 : c);
  }
  const kept = keptHash.get(h);
  if (kept !== undefined) return kept;
  const first = text.charCodeAt(start);
  if (!sentenceStart && first >= 65 && first <= 90) return TOKEN_CAPITAL;
  const length = end - start;
  let last = text.charCodeAt(end - 1);
  if (last >= 65 && last <= 90) last += 32;
  const candidates = last >= 97 && last <= 122 ? SUFFIXES_BY_LAST[last - 97] : [];
  for (let c = 0; c < candidates.length; c++) {
    const k = candidates[c];
    const s = EN_SUFFIXES[k];
    if (length < s.length + 3) continue;
    let match = true;
    for (let j = 0; j < s.length; j++) {
      let c = text.charCodeAt(end - s.length + j);
      if (c >= 65 && c <= 90) c += 32;
      if (c !== s.charCodeAt(j)) {
        match = false;
        break;
      }
    }
    if (match) return SUFFIX_TOKENS[k];
  }
  return length >= 9 ? TOKEN_LONG : TOKEN_WORD;
}

function englishNgrams(text: string, window: Window): void {
  const n = text.length;
  let sentenceStart = true;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isAsciiLetter(c)) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (isAsciiLetter(d)) j++;
        // An apostrophe inside a word keeps it one word (don't, it's).
        else if ((d === 39 || d === 0x2019) && j + 1 < n && isAsciiLetter(text.charCodeAt(j + 1))) j++;
        else if (d === 45 && j + 1 < n && isAsciiLetter(text.charCodeAt(j + 1))) j++;
        else break;
      }
      window.push(englishWordToken(text, i, j, sentenceStart));
      sentenceStart = false;
      i = j;
    } else if (c >= 48 && c <= 57) {
      let j = i + 1;
      while (j < n && ((text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) || text.charCodeAt(j) === 46 || text.charCodeAt(j) === 44)) j++;
      window.push(TOKEN_NUMBER);
      sentenceStart = false;
      i = j;
    } else if (c === 10) {
      let j = i + 1;
      while (j < n && (text.charCodeAt(j) === 10 || text.charCodeAt(j) === 13 || text.charCodeAt(j) === 32)) j++;
      window.push(TOKEN_BREAK);
      sentenceStart = true;
      i = j;
    } else if (c === 32 || c === 9 || c === 13 || c === 0x200b || c === 0xfeff || c === 0xad) {
      i++;
    } else {
      window.push(mix(0x811c9dc5, c));
      if (c === 46 || c === 33 || c === 63) sentenceStart = true;
      i++;
    }
  }
}

function isLatinOrDigit(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff5a);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0x3000;
}

function isIgnorable(c: number): boolean {
  return c === 0x200b || c === 0xfeff || c === 0xad || c === 0x200c || c === 0x200d || c === 0x2060;
}

function isHan(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff);
}

function isHangul(c: number): boolean {
  return c >= 0xac00 && c <= 0xd7a3;
}

// Chinese function characters (particles, pronouns, prepositions, conjunctions, adverbs,
// measure words, copulas): kept as themselves; every other Han character is content.
const ZH_KEPT = new Set(
  Array.from(
    "的了是在和与也就都而及等把被对于以将个这那们我你他她它不没有很还又才只最更已经其之所为因此但却并且或如果虽然即使由从向到给让使能会要可得地着过吗呢吧啊呀嘛么么什怎哪谁些每各该此些则乃即既既然因为所以而且然后首先其次总之例如比较非常十分更加越来来说看来可以应该需要通过进行一些这种那种这样那样如何为了关于根据随着作为以及同时另外此外尤其总而言之换句话说",
  ).map((ch) => ch.charCodeAt(0)),
);

const TOKEN_CONTENT = stringHash("H");
const TOKEN_KATAKANA = stringHash("T");
const TOKEN_STEM = stringHash("E");

/**
 * Characters as tokens, abstracted per language so grammar rather than topic carries:
 * Chinese keeps its function characters and folds every run of content characters into one
 * token; Japanese keeps kana (its particles and endings) and folds kanji runs and katakana
 * runs; Korean folds each word's stem and keeps its last two syllables (particles, endings).
 * Latin or digit runs are one token, whitespace one token, punctuation itself.
 */
function characterNgrams(text: string, lang: Lang, window: Window): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLatinOrDigit(c)) {
      let j = i + 1;
      while (j < n && isLatinOrDigit(text.charCodeAt(j))) j++;
      window.push(TOKEN_LATIN);
      i = j;
    } else if (isSpace(c)) {
      let j = i + 1;
      while (j < n && isSpace(text.charCodeAt(j))) j++;
      window.push(TOKEN_SPACE);
      i = j;
    } else if (isIgnorable(c)) {
      i++;
    } else if (lang === "zh" && isHan(c) && !ZH_KEPT.has(c)) {
      let j = i + 1;
      while (j < n && isHan(text.charCodeAt(j)) && !ZH_KEPT.has(text.charCodeAt(j))) j++;
      window.push(TOKEN_CONTENT);
      i = j;
    } else if (lang === "ja" && isHan(c)) {
      let j = i + 1;
      while (j < n && isHan(text.charCodeAt(j))) j++;
      window.push(TOKEN_CONTENT);
      i = j;
    } else if (lang === "ja" && c >= 0x30a0 && c <= 0x30ff) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) >= 0x30a0 && text.charCodeAt(j) <= 0x30ff) j++;
      window.push(TOKEN_KATAKANA);
      i = j;
    } else if (lang === "ko" && isHangul(c)) {
      let j = i + 1;
      while (j < n && isHangul(text.charCodeAt(j))) j++;
      // The word's last two syllables are its particle or ending; what precedes is the stem.
      const tail = Math.max(i, j - 2);
      if (tail > i) window.push(TOKEN_STEM);
      for (let k = tail; k < j; k++) window.push(mix(0x811c9dc5, text.charCodeAt(k)));
      i = j;
    } else {
      window.push(mix(0x811c9dc5, c));
      i++;
    }
  }
}

// Invisible characters are not the writer's tokens (an inserted U+200B must not split a word).
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;
const INVISIBLE_ALL = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

function tokenize(raw: string, lang: Lang, window: Window): void {
  const text = INVISIBLE.test(raw) ? raw.replace(INVISIBLE_ALL, "") : raw;
  if (lang === "en") englishNgrams(text, window);
  else characterNgrams(text, lang, window);
}

/** The table bucket of every n-gram of the text as the language reads it, in order (what a table is fitted on). */
export function ngramBuckets(text: string, lang: Lang): Int32Array {
  const collected: number[] = [];
  tokenize(text, lang, new Window(null, collected));
  return Int32Array.from(collected);
}

/** A fitted table: per bucket, the AI/human log-ratio quantized to a signed byte. */
export interface NgramTable {
  /** Log-ratio per unit of a stored byte. */
  step: number;
  /** NGRAM_TABLE_SIZE signed bytes, base64 in weights.json. */
  values: Int8Array;
}

/** The mean log-ratio of the text's n-grams (0 for a text with none). */
export function ngramScore(text: string, lang: Lang, table: NgramTable): number {
  const window = new Window(table.values, null);
  tokenize(text, lang, window);
  return window.grams ? (window.sum * table.step) / window.grams : 0;
}

export function decodeNgramTable(encoded: { step: number; values: string }): NgramTable {
  const text = atob(encoded.values);
  const values = new Int8Array(text.length);
  for (let i = 0; i < text.length; i++) values[i] = (text.charCodeAt(i) << 24) >> 24;
  return { step: encoded.step, values };
}
