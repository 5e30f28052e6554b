// One finding as the rules see it, with the two edits every rule is built from: take a
// range out (and mend what it leaves: the comma, the spaces, the next word's capital, the
// article) or put words in (keeping the capital, the article and, in Korean, the particle
// in agreement). Rules decide what; this decides how the text around it stays right.
import type { Lang, TextRange } from "../engine/types";
import { capitalize, indefiniteArticle, isCapitalized } from "./en/inflect";
import { agreeingParticle, particleAt } from "./ko/hangul";
import { atSentenceStart, contentStart, sentenceEnd, sentenceStart } from "./sentences";
import type { FixKind, Proposal } from "./types";

export interface SiteFinding extends TextRange {
  id: string;
  patternId: string;
}

const isHSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\u00a0";
const CJK_COMMA = new Set(["，", "、", ","]);
const CJK_STOP = new Set(["。", "！", "？"]);

export class FixSite {
  readonly span: string;
  /** The span folded for table lookups (NFC, lower case, curly apostrophes straight). */
  readonly key: string;
  readonly sentence: TextRange;

  constructor(
    readonly text: string,
    readonly lang: Lang,
    readonly finding: SiteFinding,
  ) {
    this.span = text.slice(finding.start, finding.end);
    this.key = foldKey(this.span);
    const s = sentenceStart(text, finding.start);
    this.sentence = { start: s, end: Math.max(sentenceEnd(text, finding.start), finding.end) };
  }

  get start() {
    return this.finding.start;
  }
  get end() {
    return this.finding.end;
  }

  /** Whether only the sentence's lead lies before pos (by default, the span's start). */
  atStart(pos = this.start): boolean {
    return atSentenceStart(this.text, pos);
  }

  /** Up to n characters before / after the span (or a given offset). */
  before(n: number, at = this.start): string {
    return this.text.slice(Math.max(0, at - n), at);
  }
  after(n: number, at = this.end): string {
    return this.text.slice(at, at + n);
  }

  /** The sentence text and where the span sits in it. */
  sentenceText(): string {
    return this.text.slice(this.sentence.start, this.sentence.end);
  }

  /** A proposal over [start, end) → replacement, with the label's words. */
  edit(start: number, end: number, replacement: string, rule: string, kind: FixKind, from = this.text.slice(start, end), to = replacement): Proposal {
    return { start, end, replacement, rule, kind, from: from.trim(), to: to.trim() };
  }

  /** Takes [start, end) out and mends what is left around it. */
  delete(rule: string, start = this.start, end = this.end, kind: FixKind = "delete"): Proposal | null {
    const from = this.text.slice(start, end);
    const e = deletion(this.text, this.lang, start, end);
    return e ? { ...e, rule, kind, from: from.trim(), to: "" } : null;
  }

  /** Deletes the whole sentence the span is in (a chatbot line, a sign-off). */
  deleteSentence(rule: string): Proposal | null {
    const s = contentStart(this.text, this.sentence.start, this.sentence.end);
    return this.delete(rule, s, this.sentence.end);
  }

  /** Puts `to` in place of [start, end), keeping capital, article and particle in agreement. */
  replace(to: string, rule: string, kind: FixKind = "replace", start = this.start, end = this.end): Proposal {
    const e = replacement(this.text, this.lang, start, end, to);
    return { ...e, rule, kind, from: this.text.slice(start, end).trim(), to: to.trim() };
  }
}

export function foldKey(s: string): string {
  return s.normalize("NFC").toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

/** The edit that removes [start, end) from text and leaves clean text behind. */
export function deletion(text: string, lang: Lang, start: number, end: number): { start: number; end: number; replacement: string } | null {
  if (lang === "zh" || lang === "ja") return cjkDeletion(text, start, end);
  const s = start;
  let e = end;
  // The span's own trailing comma or colon ("Moreover," is usually matched with it; "또한," too).
  if (text[e] === "," || (text[e] === ":" && lang === "en" && atSentenceStart(text, s))) e++;
  const atHead = atSentenceStart(text, s);
  // Spaces on both sides of the cut.
  let ls = s;
  while (ls > 0 && isHSpace(text[ls - 1])) ls--;
  let re = e;
  while (re < text.length && isHSpace(text[re])) re++;
  const sentEnd = sentenceEnd(text, Math.max(s, e - 1));
  const rest = text.slice(re, Math.max(re, sentEnd));
  if (atHead) {
    // Nothing but punctuation left: the whole sentence goes, with one of its spaces.
    if (/^[\s.!?。！？,;:…"'”’)\]]*$/u.test(rest)) {
      let stop = Math.max(re, sentEnd);
      while (stop < text.length && isHSpace(text[stop])) stop++;
      const headStart = contentStart(text, sentenceStart(text, s), s);
      const lineStart = text.lastIndexOf("\n", headStart - 1) + 1;
      const lead = text.slice(lineStart, headStart);
      const lineEnds = stop >= text.length || text[stop] === "\n" || text[stop] === "\r";
      // A sentence alone on its line (a list item, a sign-off): the line goes, and its line break.
      if (lineEnds && /^[\s>*#\-–—•·\d.)]*$/u.test(lead) && sentenceStart(text, s) === lineStart + (text.slice(lineStart, headStart).length - lead.length)) {
        let from = lineStart;
        let to = stop;
        if (text[to] === "\r") to++;
        if (text[to] === "\n") to++;
        else while (from > 0 && (text[from - 1] === "\n" || text[from - 1] === "\r")) from--; // last line: the breaks before it go instead
        return { start: from, end: to, replacement: "" };
      }
      // After another sentence on the same line: drop the space before it, keep the one after.
      let from = headStart;
      if (lineEnds) while (from > 0 && isHSpace(text[from - 1])) from--;
      return { start: from, end: lineEnds ? Math.max(re, sentEnd) : stop, replacement: "" };
    }
    // The next word now opens the sentence: its capital (English only; Korean has none), past any
    // opening quote or markup ("**neural networks**" → "**Neural networks**").
    let k = re;
    while (k < text.length && /["“‘(*_]/u.test(text[k])) k++;
    const next = text[k];
    if (lang === "en" && next && next !== next.toUpperCase() && /\p{Ll}/u.test(next)) {
      return { start: s, end: k + 1, replacement: text.slice(re, k) + next.toUpperCase() };
    }
    return { start: s, end: re, replacement: "" };
  }
  // Mid-sentence: mend the seam between what is left on either side.
  const left = text[ls - 1] ?? "";
  const right = text[re] ?? "";
  if (/[,;:.!?)\]”"'’]/u.test(right) || right === "" || right === "\n") {
    // "results, moreover, show" → the comma before the cut goes with it when a comma or stop follows.
    if ((left === "," || left === ";") && /[,.;:!?]/u.test(right)) return { start: ls - 1, end: right === "," ? re + 1 : re, replacement: right === "," ? "," : "" };
    return { start: ls, end: re, replacement: "" };
  }
  if (left === "(" && right === ")") return { start: ls - 1, end: re + 1, replacement: "" };
  if (left === "" || left === "\n") return { start: ls, end: re, replacement: "" };
  const e2 = { start: ls, end: re, replacement: " " };
  // "a unique experience" → "an experience": the article before the cut agrees with the word after it.
  if (lang === "en") return mendArticle(text, e2);
  return e2;
}

/** Chinese and Japanese: no spaces to mend; the comma after the cut goes with it. */
function cjkDeletion(text: string, start: number, end: number): { start: number; end: number; replacement: string } | null {
  let e = end;
  if (CJK_COMMA.has(text[e])) e++;
  const atHead = atSentenceStart(text, start);
  const sentEnd = sentenceEnd(text, Math.max(start, e - 1));
  if (atHead) {
    const rest = text.slice(e, sentEnd);
    if (/^[\s。！？…」』）)]*$/u.test(rest)) {
      let stop = sentEnd;
      while (stop < text.length && (text[stop] === " " || text[stop] === "\u3000")) stop++;
      const headStart = contentStart(text, sentenceStart(text, start), start);
      if (stop < text.length && text[stop] === "\n" && (headStart === 0 || text[headStart - 1] === "\n")) stop++;
      return { start: headStart, end: stop, replacement: "" };
    }
    return { start, end: e, replacement: "" };
  }
  const left = text[start - 1];
  const right = text[e];
  // "…，此外，…" → one comma; "…，总之。" → the stop.
  if (left && CJK_COMMA.has(left) && right && (CJK_COMMA.has(right) || CJK_STOP.has(right))) return { start: start - 1, end: e, replacement: "" };
  return { start, end: e, replacement: "" };
}

/** The edit that puts `to` in place of [start, end) with its surroundings in agreement. */
export function replacement(text: string, lang: Lang, start: number, end: number, to: string): { start: number; end: number; replacement: string } {
  if (to === "") return deletion(text, lang, start, end) ?? { start, end, replacement: "" };
  let out = to;
  const s = start;
  let e = end;
  if (lang === "en") {
    const original = text.slice(start, end);
    if (isCapitalized(original) && !isCapitalized(out) && !/^[A-Z]{2,}/.test(original)) out = capitalize(out);
    return mendArticle(text, { start: s, end: e, replacement: out });
  }
  if (lang === "ko") {
    // The particle after a replaced word agrees with the new word's last syllable (인사이트를 → 통찰을).
    const p = particleAt(text, e);
    if (p && /[가-힣]$/u.test(out)) {
      const form = agreeingParticle(out, p.pair);
      if (form !== p.form) {
        e += p.form.length;
        out += form;
      }
    }
    return { start: s, end: e, replacement: out };
  }
  return { start: s, end: e, replacement: out };
}

/**
 * a/an before the edit agrees with the edit's first word (or, when the edit is empty, the
 * word after it); an a/an the edit ends with agrees with the word after the edit.
 */
export function mendArticle(text: string, edit: { start: number; end: number; replacement: string }): { start: number; end: number; replacement: string } {
  const end = edit.end;
  let { start, replacement: out } = edit;
  const next = (out.trim() === "" ? text.slice(end) : out).match(/^\s*([A-Za-z0-9][\w'-]*)/)?.[1];
  const before = text.slice(Math.max(0, start - 6), start).match(/(an?|An?|AN?)(\s*)$/);
  const articleStart = before ? start - before[0].length : -1;
  const standsAlone = before !== null && (articleStart === 0 || !/[\p{L}\p{N}'’-]/u.test(text[articleStart - 1]));
  if (next && before && standsAlone && (before[2].length > 0 || /^\s/.test(out))) {
    const article = before[1];
    const want = indefiniteArticle(next);
    if (article.toLowerCase() !== want) {
      const fixed = article[0] === article[0].toUpperCase() ? capitalize(want) : want;
      start = start - before[2].length - article.length;
      out = fixed + before[2] + out;
    }
  }
  // The edit's own last word is an article: it agrees with what follows.
  const tail = out.match(/(?:^|\s)(an?|An?)(\s*)$/);
  if (tail) {
    const after = text.slice(end).match(/^\s*([A-Za-z0-9][\w'-]*)/)?.[1];
    if (after) {
      const want = indefiniteArticle(after);
      if (tail[1].toLowerCase() !== want) {
        const fixed = tail[1][0] === tail[1][0].toUpperCase() ? capitalize(want) : want;
        out = out.slice(0, out.length - tail[1].length - tail[2].length) + fixed + tail[2];
      }
    }
  }
  return { start, end, replacement: out };
}
