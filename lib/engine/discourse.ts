// The two discourse tells of seed 001 §6 (#334/#391): fake-candor openers at the start of a
// sentence, and decorative thematic breaks (a line of nothing but divider glyphs). Each is
// only a signal once the document has enough of them; the gates live in analyze.ts.
import type { TextRange } from "./types";

// Longest alternatives first so "솔직히 말하면" wins over "솔직히".
const CANDOR_EN = [
  "let['’]s be honest", "let me be honest", "let['’]s be real", "to be honest", "to be frank",
  "here['’]s the thing", "here is the thing", "the truth is", "truth be told", "in all honesty",
  "i['’]ll be honest", "if i['’]m being honest", "honestly", "frankly",
];
const CANDOR_CJK = [
  "솔직히 말하면", "솔직히 말해서", "솔직하게 말하면", "까놓고 말하면", "터놓고 말하면", "사실 말이지", "솔직히",
  "说句实话", "实话实说", "坦率地说", "老实说", "说实话", "坦白说", "坦白讲",
  "正直に言うと", "正直に言えば", "正直なところ", "率直に言うと", "本音を言うと", "ぶっちゃけ",
];
// Leading markup a sentence may carry before its first word: quotes, list bullets, emphasis.
const LEAD = `[\\s"'“‘(\\[*_>#-]*`;
const CANDOR = new RegExp(
  `^${LEAD}(?:(${CANDOR_EN.join("|")})(?![\\p{L}\\p{N}])|(${CANDOR_CJK.join("|")}))`,
  "iu",
);

// First letters of the phrases above (ASCII ones lowercase; the regex is case-insensitive).
const CANDOR_FIRST = new Set<number>([...CANDOR_EN, ...CANDOR_CJK].map((p) => p.charCodeAt(0)));
const HEAD_LENGTH = 48;

function isLeadUnit(c: number): boolean {
  return (
    isSpaceUnit(c) || c === 0x22 || c === 0x27 || c === 0x201c || c === 0x2018 || c === 0x28 || c === 0x5b ||
    c === 0x2a || c === 0x5f || c === 0x3e || c === 0x23 || c === 0x2d
  );
}

function isSpaceUnit(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * Whether the first letter after the leading markup could start a phrase. Only ASCII letters
 * and Hangul/CJK/Kana are ruled out here (their case-insensitive matches are known); any other
 * character goes to the regex, so the answer never differs from running it.
 */
function mayOpenWithCandor(text: string, start: number, end: number): boolean {
  const stop = Math.min(end, start + HEAD_LENGTH);
  let i = start;
  while (i < stop && isLeadUnit(text.charCodeAt(i))) i++;
  if (i >= stop) return false;
  const c = text.charCodeAt(i);
  if (c < 0x80) return CANDOR_FIRST.has(c | 0x20);
  if (c >= 0x3040 && c < 0xd800) return CANDOR_FIRST.has(c);
  return true;
}

/** The opener's range when the sentence [start, end) begins with a fake-candor phrase. */
export function candorOpener(text: string, start: number, end: number): TextRange | null {
  if (!mayOpenWithCandor(text, start, end)) return null;
  const head = text.slice(start, Math.min(end, start + HEAD_LENGTH));
  const m = CANDOR.exec(head);
  if (!m) return null;
  const phrase = m[1] ?? m[2];
  const s = start + m[0].length - phrase.length;
  return { start: s, end: s + phrase.length };
}

// A divider line: three or more of one family of glyphs (spaces allowed between), a lone ⁂,
// or two or more long dashes.
const DIVIDER_LINE = /^[ \t]*(?:(?:[-*_=~•·＊◆◇◈■□●○★☆✦✧※∙⋯✱][ \t]*){3,}|⁂(?:[ \t]*⁂)*|[—―─━][ \t]*[—―─━][—―─━ \t]*)$/;
const DIVIDER_FIRST = /[-*_=~•·＊◆◇◈■□●○★☆✦✧※∙⋯✱⁂—―─━]/;
// `-` or `=` lines right under text are Markdown setext heading underlines, not dividers.
const SETEXT = /^[ \t]*(?:-+|=+)[ \t]*$/;

/** Ranges of decorative thematic-break lines in the text (trimmed, CR excluded). */
export function thematicBreaks(text: string): TextRange[] {
  const out: TextRange[] = [];
  let lineStart = 0;
  let prevLineHasText = false;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    let contentEnd = lineEnd;
    if (contentEnd > lineStart && text.charCodeAt(contentEnd - 1) === 13) contentEnd--;
    let s = lineStart;
    while (s < contentEnd && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9)) s++;
    let e = contentEnd;
    while (e > s && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
    const hasText = e > s;
    if (hasText && DIVIDER_FIRST.test(text[s])) {
      const line = text.slice(s, e);
      if (DIVIDER_LINE.test(line) && !(prevLineHasText && SETEXT.test(line))) out.push({ start: s, end: e });
    }
    prevLineHasText = hasText && !(out.length && out[out.length - 1].start === s);
    if (lineEnd === text.length) break;
    lineStart = lineEnd + 1;
  }
  return out;
}
