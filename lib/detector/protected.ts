// Spans the detector never flags or rewrites (004: 수치·고유명사·직접 인용은 탐지 대상 제외):
// numbers and dates, URLs and e-mails, inline and fenced code, quoted text, proper nouns.
// A match that overlaps one is dropped, not trimmed.
//
// Proper nouns are names: capitalized words (en) or Latin-script words (ko/zh/ja), minus
// the pronoun "I" and common-noun acronyms ("an AI", "the CEO": common-capitals.ts). A name
// yields to a pack's own spelling: a terms/regex match that lies over a name is still
// reported when the name lies wholly inside the match and the pack literal spells every
// word of it with the same capitals (term "As an AI language model", a regex literal
// "Step-by-Step Guide"). A lowercase term never flags a capitalized word ("tapestry" leaves
// "Tapestry Hall" and a product called "Landscape" alone), and a name reaching past the
// match stays protected. Numbers, dates, quotes, code, URLs and e-mails never yield.
import type { Lang, TextRange } from "../engine/types";
import {
  charPresence,
  HAS_APOSTROPHE,
  HAS_AT,
  HAS_BACKTICK,
  HAS_CJK_DATE,
  HAS_CORNER,
  HAS_DIGIT,
  HAS_DQUOTE,
  HAS_FW_DQUOTE,
  HAS_GUILLEMET,
  HAS_H,
  HAS_LDQUO,
  HAS_LSQUO,
  HAS_TILDE,
  HAS_UPPER,
  HAS_W,
  HAS_WHITE_CORNER,
} from "./char-presence";
import { unitTest } from "./checks/chars";
import { isCommonCapital } from "./common-capitals";

export type ProtectedKind = "code" | "url" | "email" | "quote" | "number" | "date" | "proper-noun";

export interface ProtectedSpan extends TextRange {
  kind: ProtectedKind;
}

/** Kinds that protect even score-only (viral-hook) patterns: those patterns are never
 *  rewritten, and their tells are often numbers and names ("97% of people", "Harvard-trained"). */
const ALWAYS: ReadonlySet<ProtectedKind> = new Set(["code", "url", "email", "quote"]);

const MAX_QUOTE = 400;

const INLINE_CODE = /`[^`\n]+`/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}“”‘’「」]+[^\s<>"'()[\]{}“”‘’「」.,;:!?。，、！？]/g;
// The characters of an e-mail local part, shared by the pattern and the walk back from each "@".
const LOCAL_PART = "[\\p{L}\\p{N}._%+-]";
export const EMAIL = new RegExp(`${LOCAL_PART}+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+`, "gu");
const EMAIL_AT = new RegExp(EMAIL.source, "uy");
const LOCAL_PART_CHAR = new RegExp(`^${LOCAL_PART}$`, "u");
const isLocalPartUnit = unitTest(LOCAL_PART_CHAR);
const MONTH = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
/** What each date form needs to occur at all (every form has a digit): a cheap test before the full regex. */
const DATE_HINTS: ((text: string, present: number) => boolean)[] = [
  (_, p) => (p & HAS_CJK_DATE) !== 0,
  (_, p) => (p & HAS_UPPER) !== 0, // month names are capitalized
  (t) => /\d[-/.]\d/.test(t),
];
const DATES = [
  /\d{1,4}\s?[年년]\s?(?:\d{1,2}\s?[月월]\s?)?(?:\d{1,2}\s?[日일])?|\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]/g,
  new RegExp(`\\b${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b(?:,?\\s+\\d{4})?`, "g"),
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g,
];
const NUMBER = /[0-9０-９]+(?:[.,:][0-9０-９]+)*(?:\s?[%％])?/g;
// A name continues over spaces, never over a line break (a heading is not part of the next line's name).
const CAP_WORD = /\b[A-Z][\p{L}\p{M}'’-]*[\p{L}\p{M}](?:[ \t\u00A0]+(?:(?:of|de|von|van|the|and|&)[ \t\u00A0]+)?[A-Z][\p{L}\p{M}'’-]*[\p{L}\p{M}])*/gu;
const LATIN_NAME = /(?<![(\p{L}])[A-Z][A-Za-z0-9]*[A-Za-z0-9](?:[ .-][A-Z][A-Za-z0-9]*)*/gu;
/** Quote pairs with the presence bit of their opening mark. */
const PAIRS: [string, string, number][] = [
  ["\u201C", "\u201D", HAS_LDQUO], // “ ”
  ["\u300C", "\u300D", HAS_CORNER], // 「 」
  ["\u300E", "\u300F", HAS_WHITE_CORNER], // 『 』
  ["\u00AB", "\u00BB", HAS_GUILLEMET], // « »
  ["\uFF02", "\uFF02", HAS_FW_DQUOTE], // ＂ ＂
];

/**
 * EMAIL's matches, found from each "@" instead of by a scan from every position: the scan tries
 * each start of a long run of letters (a Japanese sentence has no spaces) and runs it to its
 * end before failing, which costs quadratic time in the run's length.
 *
 * Exact because the local part cannot hold "@": a match starting at p takes the run of
 * local-part characters from p to the first "@" after it, and the domain after that "@" decides.
 * So every start in the run before one "@" succeeds or fails alike, the leftmost start the scan
 * would reach (the run's start, or the end of the previous match) is the one to try, and an "@"
 * whose try fails leaves nothing for the scan to find before the next "@".
 */
export function findEmails(text: string): TextRange[] {
  const out: TextRange[] = [];
  let from = 0; // where the scan would resume: the end of the previous match
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", Math.max(at + 1, from))) {
    const start = localPartStart(text, at, from);
    if (start === at) continue;
    EMAIL_AT.lastIndex = start;
    const m = EMAIL_AT.exec(text);
    if (!m) continue;
    from = start + m[0].length;
    out.push({ start, end: from });
  }
  return out;
}

/** Start of the run of local-part characters that ends at `at`, not before `floor`; surrogate
 *  pairs are judged as the code point they spell, as the u-flag regex does. */
function localPartStart(text: string, at: number, floor: number): number {
  let i = at;
  while (i > floor) {
    const c = text.charCodeAt(i - 1);
    if ((c & 0xfc00) === 0xdc00 && i - 2 >= floor && (text.charCodeAt(i - 2) & 0xfc00) === 0xd800) {
      if (!LOCAL_PART_CHAR.test(text.slice(i - 2, i))) break;
      i -= 2;
    } else if (isLocalPartUnit(c)) i--;
    else break;
  }
  return i;
}

function push(out: ProtectedSpan[], re: RegExp, text: string, kind: ProtectedKind) {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    out.push({ start: m.index, end: m.index + m[0].length, kind });
  }
}

/** Fenced code blocks (``` or ~~~ at line start) through their closing fence or the end.
 *  `present`: the text's charPresence bits (remembered for the last text, so usually free). */
export function fencedCode(text: string, present = charPresence(text)): TextRange[] {
  const out: TextRange[] = [];
  if ((present & (HAS_BACKTICK | HAS_TILDE)) === 0) return out;
  if (!text.includes("```") && !text.includes("~~~")) return out;
  const fence = /^[ \t]{0,3}(`{3,}|~{3,})[^\n]*$/gm;
  let open: { start: number; marker: string } | null = null;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    if (!open) open = { start: m.index, marker: m[1] };
    else if (m[1][0] === open.marker[0] && m[1].length >= open.marker.length && m[0].trim() === m[1]) {
      out.push({ start: open.start, end: m.index + m[0].length });
      open = null;
    }
  }
  if (open) out.push({ start: open.start, end: text.length });
  return out;
}

const IS_SPACE = unitTest(/\s/);

/** Whether text[from, to) holds a blank line (/\n\s*\n/), scanned without slicing. */
export function hasBlankLine(text: string, from: number, to: number): boolean {
  let afterBreak = false; // a line break seen, and only whitespace since
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (afterBreak) return true;
      afterBreak = true;
    } else if (afterBreak && !IS_SPACE(c)) afterBreak = false;
  }
  return false;
}

/** Every offset of the code unit `mark` in text, ascending. */
function positionsOf(text: string, mark: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(mark); i !== -1; i = text.indexOf(mark, i + 1)) out.push(i);
  return out;
}

const CORNER_MARKS = ["\u300C", "\u300D", "\u300E", "\u300F"]; // 「 」 『 』

/**
 * The offsets of the four corner brackets, collected in one pass. They share their high byte
 * with kana, and V8's indexOf hunts for one byte of a UTF-16 unit, so in Japanese text an
 * indexOf for one of them stops at nearly every character (several times slower than this loop).
 */
function cornerMarks(text: string): Map<string, number[]> {
  const found: number[][] = [[], [], [], []];
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x300c && c <= 0x300f) found[c - 0x300c].push(i);
  }
  return new Map(CORNER_MARKS.map((mark, k) => [mark, found[k]]));
}

/**
 * Quote pairs from the sorted offsets of one kind of opening and closing mark: each opening
 * mark closes at the next closing mark after it, when that is near and no blank line lies
 * between; the next pair opens after that close (or, when the pair failed, after the opening
 * mark). Opening and closing offsets may be one list (＂ both opens and closes).
 */
function pairUp(out: TextRange[], text: string, opens: readonly number[], closes: readonly number[]): void {
  let c = 0;
  for (let o = 0; o < opens.length; ) {
    const s = opens[o];
    while (c < closes.length && closes[c] <= s) c++;
    if (c === closes.length) return;
    const e = closes[c];
    if (e - s <= MAX_QUOTE && !hasBlankLine(text, s + 1, e)) {
      out.push({ start: s, end: e + 1 });
      while (o < opens.length && opens[o] <= e) o++;
    } else o++;
  }
}

/** Quoted text with its marks: curly and CJK pairs, straight "…" and '…' pairs within a paragraph. */
export function quotedSpans(text: string, present = charPresence(text)): TextRange[] {
  const out: TextRange[] = [];
  const corners = present & (HAS_CORNER | HAS_WHITE_CORNER) ? cornerMarks(text) : null;
  for (const [open, close, bit] of PAIRS) {
    if ((present & bit) === 0) continue;
    pairUp(out, text, corners?.get(open) ?? positionsOf(text, open), corners?.get(close) ?? positionsOf(text, close));
  }
  // Straight double quotes pair up in order within a paragraph: a blank line between an
  // opening mark and the next one ends the paragraph, and the pairing starts afresh.
  if (present & HAS_DQUOTE) {
    let open = -1;
    for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) {
      if (open !== -1 && hasBlankLine(text, open + 1, i)) open = -1;
      if (open === -1) open = i;
      else {
        if (i - open <= MAX_QUOTE) out.push({ start: open, end: i + 1 });
        open = -1;
      }
    }
  }
  // Single quotes only as a pair with non-letters outside: 'word' but not don't…isn't.
  const single = /(?<![\p{L}\p{N}])['\u2018]([^'\u2018\u2019\n]{1,200}?)['\u2019](?![\p{L}\p{N}])/gu;
  if ((present & (HAS_APOSTROPHE | HAS_LSQUO)) === 0) return out;
  for (let m = single.exec(text); m; m = single.exec(text)) {
    if (/[\p{L}\p{N}]/u.test(m[1]) && !/^\s|\s$/.test(m[1])) out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const isLeadMark = unitTest(/^[\s"'“‘([*#>_\-–—•\d]$/);

/** True when position i starts a sentence: only spaces, quotes, list and heading marks since a break. */
function atSentenceStart(text: string, i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const c = text.charCodeAt(k);
    if (c === 10 || c === 46 || c === 33 || c === 63 || c === 58 || c === 0x2026) return true;
    if (isLeadMark(c)) continue;
    return false;
  }
  return true;
}

const NAME_CONNECTOR = /^(?:of|de|von|van|the|and|&)$/;

/** A run of name words as one name, connectors trimmed from its edges (consumes run). A module
 *  function, not a named closure per call, which tsx's keepNames would rename every time. */
function pushNameRun(out: ProtectedSpan[], run: { start: number; end: number; text: string }[]): void {
  while (run.length && NAME_CONNECTOR.test(run[0].text)) run.shift();
  while (run.length && NAME_CONNECTOR.test(run[run.length - 1].text)) run.pop();
  if (run.length && run[run.length - 1].end - run[0].start >= 2) {
    out.push({ start: run[0].start, end: run[run.length - 1].end, kind: "proper-noun" });
  }
}

/**
 * The parts of a capitalized run [start, end) that are names: the run split into words
 * (by `separator`), words that are not names ("I", "AI", "CEOs") cut out, connectors
 * ("of", "the") trimmed from the edges of what remains.
 */
function pushNameParts(out: ProtectedSpan[], text: string, start: number, end: number, separator: (unit: number) => boolean): void {
  const single = singleWord(text, start, end, separator);
  if (single !== null) {
    // Most names are one word: the same verdict as below, without the word and run lists.
    if (single.length >= 2 && !NAME_CONNECTOR.test(single) && !isCommonCapital(single)) out.push({ start, end, kind: "proper-noun" });
    return;
  }
  const words: { start: number; end: number; text: string }[] = [];
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i === end || separator(text.charCodeAt(i))) {
      if (i > from) words.push({ start: from, end: i, text: text.slice(from, i) });
      from = i + 1;
    }
  }
  let run: typeof words = [];
  for (const w of words) {
    if (isCommonCapital(w.text)) {
      pushNameRun(out, run);
      run = [];
    } else run.push(w);
  }
  pushNameRun(out, run);
}

/** text[start, end) when it holds no separator (the empty string when it is empty); null otherwise. */
function singleWord(text: string, start: number, end: number, separator: (unit: number) => boolean): string | null {
  for (let i = start; i < end; i++) if (separator(text.charCodeAt(i))) return null;
  return text.slice(start, end);
}

const LATIN_SEPARATOR = unitTest(/[ .-]/);

/** Where the second word of text[start, end) begins (after the first word and the whitespace
 *  that follows it, as /^\S+\s+/ would take them), or -1 unless there are two words. */
export function afterFirstWord(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && !IS_SPACE(text.charCodeAt(i))) i++;
  if (i === end || i === start) return -1;
  while (i < end && IS_SPACE(text.charCodeAt(i))) i++;
  return i === end ? -1 : i;
}

function properNouns(text: string, lang: Lang, quotes: TextRange[], present: number): ProtectedSpan[] {
  const out: ProtectedSpan[] = [];
  if (lang === "en") {
    // Every name starts with a capital A–Z.
    if ((present & HAS_UPPER) === 0) return out;
    CAP_WORD.lastIndex = 0;
    for (let m = CAP_WORD.exec(text); m; m = CAP_WORD.exec(text)) {
      let start = m.index;
      const end = m.index + m[0].length;
      if (atSentenceStart(text, m.index)) {
        // A sentence-initial capital says nothing; the rest of a multi-word name still does.
        // The run starts with a capital and ends with a letter, so it has a second word
        // exactly when it holds a space: skip the first word and the spaces after it.
        start = afterFirstWord(text, start, end);
        if (start === -1) continue;
      }
      pushNameParts(out, text, start, end, IS_SPACE);
    }
    return out;
  }
  // Every Latin-script name starts with a capital A–Z.
  if (present & HAS_UPPER) {
    LATIN_NAME.lastIndex = 0;
    for (let m = LATIN_NAME.exec(text); m; m = LATIN_NAME.exec(text)) {
      pushNameParts(out, text, m.index, m.index + m[0].length, LATIN_SEPARATOR);
    }
  }
  // Names the document itself sets in quotes more than once are its proper nouns.
  const counts = new Map<string, number>();
  for (const q of quotes) {
    const inner = text.slice(q.start + 1, q.end - 1).trim();
    if (inner.length >= 2 && inner.length <= 20 && !/\s{2,}|[.!?。！？]/.test(inner)) counts.set(inner, (counts.get(inner) ?? 0) + 1);
  }
  for (const [word, n] of counts) {
    if (n < 2) continue;
    for (let i = text.indexOf(word); i !== -1; i = text.indexOf(word, i + word.length)) {
      out.push({ start: i, end: i + word.length, kind: "proper-noun" });
    }
  }
  return out;
}

/**
 * The last document read: detect reads a text's protected spans and the fix engine reads the
 * same text's again at once (fixDocument). Only texts this long are kept (a window is read once).
 */
let lastRead: { text: string; lang: Lang; spans: readonly ProtectedSpan[] } | null = null;
const REMEMBER_MIN = 512;

export function findProtectedSpans(text: string, lang: Lang): ProtectedSpan[] {
  if (text.length < REMEMBER_MIN) return readProtectedSpans(text, lang);
  if (lastRead && lastRead.lang === lang && lastRead.text === text) return lastRead.spans.map((p) => ({ ...p }));
  const spans = readProtectedSpans(text, lang);
  lastRead = { text, lang, spans: spans.map((p) => ({ ...p })) };
  return spans;
}

function readProtectedSpans(text: string, lang: Lang): ProtectedSpan[] {
  const out: ProtectedSpan[] = [];
  const present = charPresence(text);
  for (const r of fencedCode(text, present)) out.push({ start: r.start, end: r.end, kind: "code" });
  if (present & HAS_BACKTICK) push(out, INLINE_CODE, text, "code");
  // "://" rather than "http": the search hunts for the first character, and "h" is everywhere in English.
  if ((present & HAS_H && text.includes("://")) || (present & HAS_W && text.includes("www."))) push(out, URL, text, "url");
  if (present & HAS_AT) for (const r of findEmails(text)) out.push({ start: r.start, end: r.end, kind: "email" });
  const quotes = quotedSpans(text, present);
  for (const r of quotes) out.push({ start: r.start, end: r.end, kind: "quote" });
  // Numbers and every date form need a digit.
  if (present & HAS_DIGIT) {
    for (let k = 0; k < DATES.length; k++) if (DATE_HINTS[k](text, present)) push(out, DATES[k], text, "date");
    push(out, NUMBER, text, "number");
  }
  for (const n of properNouns(text, lang, quotes, present)) out.push(n);
  out.sort((a, b) => a.start - b.start || b.end - a.end);
  return out;
}

/** Whether the pack literal behind a match spells a word of a name, capitals and all. */
export type SpelledBy = (word: string) => boolean;

/**
 * The words a pack literal spells, with their capitals: a term's words, or the literal words
 * of a regex source (escapes such as \b and \s are not letters of a word).
 */
export function spelledWords(literal: string, regex: boolean): Set<string> {
  const source = regex ? literal.replace(/\\[a-zA-Z]/g, " ") : literal;
  return new Set(source.normalize("NFC").match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’&-]*/gu) ?? []);
}

/** Overlap lookups against sorted protected spans, split by whether score-only patterns honour them. */
export class ProtectedIndex {
  private readonly all: TextRange[];
  private readonly always: TextRange[];
  /** Everything but names: what a pack's own spelling can never override. */
  private readonly unnamed: TextRange[];
  /** Names sorted by start, with the running maximum of their ends (names may overlap). */
  private readonly names: ProtectedSpan[];
  private readonly namesMaxEnd: number[];
  constructor(
    readonly spans: ProtectedSpan[],
    private readonly text = "",
  ) {
    // findProtectedSpans hands them over sorted: then one pass builds every list (a stable
    // sort by start would leave the order as it is).
    const sorted = sortedByStart(spans) ? spans : [...spans].sort((a, b) => a.start - b.start);
    this.all = [];
    this.always = [];
    this.unnamed = [];
    this.names = [];
    for (const s of sorted) {
      mergeNext(this.all, s);
      if (s.kind === "proper-noun") this.names.push(s);
      else {
        mergeNext(this.unnamed, s);
        if (ALWAYS.has(s.kind)) mergeNext(this.always, s);
      }
    }
    let max = -1;
    this.namesMaxEnd = this.names.map((n) => (max = Math.max(max, n.end)));
  }
  overlaps(start: number, end: number, scoreOnly = false): boolean {
    return overlapsSorted(scoreOnly ? this.always : this.all, start, end);
  }
  /**
   * Whether a terms/regex match must be dropped: it overlaps protected text, except names
   * that lie wholly inside the match and that its pack literal spells word for word.
   */
  blocksMatch(start: number, end: number, scoreOnly: boolean, spelled: SpelledBy | null): boolean {
    if (!this.overlaps(start, end, scoreOnly)) return false;
    if (scoreOnly || !spelled || overlapsSorted(this.unnamed, start, end)) return true;
    // Names starting before `end`, walked back while one of them can still reach past `start`.
    let hi = this.names.length;
    let lo = 0;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.names[mid].start < Math.max(end, start + 1)) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo - 1; k >= 0 && this.namesMaxEnd[k] > start; k--) {
      const n = this.names[k];
      if (n.end <= start) continue;
      if (n.start < start || n.end > end) return true;
      for (const word of this.text.slice(n.start, n.end).split(/\s+/)) if (word && !spelled(word)) return true;
    }
    return false;
  }
}

function sortedByStart(spans: readonly TextRange[]): boolean {
  for (let i = 1; i < spans.length; i++) if (spans[i].start < spans[i - 1].start) return false;
  return true;
}

/** Appends s (no earlier start than anything in out) to merged ranges, joining what it touches. */
function mergeNext(out: TextRange[], s: TextRange): void {
  const last = out.length ? out[out.length - 1] : undefined;
  if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
  else out.push({ start: s.start, end: s.end });
}

/** Binary search over merged, sorted ranges: does [start, end) intersect any? */
export function overlapsSorted(ranges: TextRange[], start: number, end: number): boolean {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < ranges.length && ranges[lo].start < Math.max(end, start + 1);
}
