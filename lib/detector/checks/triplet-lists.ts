// #10: the rule of three: exactly three coordinated items, sentence after sentence.
// A triad here is three items of similar shape closed by the language's own final
// conjunction, and not a stretch of a longer list:
//   en  "A, B, and C" / "A, B or C"
//   ko  "A, B, 그리고 C", "A, B 및 C", "A, B와/과 C", or a bare "A, B, C" closed by a particle
//       (the items are nouns: "~고, ~며," clause chains are not lists)
//   zh  "A、B和/与/及/以及C", the three items of near-equal length, C ending the clause
//   ja  "A、B、そしてC" ("A、BとC" and "A、BやC…など" are ordinary news enumeration)
import { fmsg } from "../../i18n/findings/params";
import type { Lang } from "../../engine/types";
import { execInWindows, type Windows } from "../windowed";
import { unitTest } from "./chars";
import type { Check, CheckOccurrence } from "./types";

export interface Triad {
  start: number;
  end: number;
}

// ——— en and ko: one regex finds candidates, a filter judges their items. ———

// The first item is one word (en) or at most two (ko): its left edge cannot be told from the
// sentence before it, and these bounds keep every candidate's start inside triadWindows.
const WORD_EN = "[A-Za-z][\\w'-]*";
const ITEM_EN = `${WORD_EN}(?: ${WORD_EN}){0,2}`;
const ITEM_KO = "[\\p{L}\\p{N}]+(?: [\\p{L}\\p{N}]+)?";
export const TRIAD: Readonly<Record<"en" | "ko", RegExp>> = {
  en: new RegExp(`(?<![,] ?)\\b(?<a>${WORD_EN}), (?<b>${ITEM_EN}),? (?:and|or) (?<c>${ITEM_EN})(?![\\w-]|,? (?:and|or) )`, "g"),
  ko: new RegExp(
    `(?<![\\p{L}\\p{N}], ?(?:[\\p{L}\\p{N}]+ )?)(?<a>${ITEM_KO}), (?<b>${ITEM_KO})(?<conj>, 그리고 |,? 및 |(?<=\\p{L})[와과] |, )(?<c>${ITEM_KO})(?![,] ?[\\p{L}\\p{N}])`,
    "gu",
  ),
};

// Words that open a clause, not a list item ("Yes, I know, and we left").
const EN_NOT_ITEM = new Set(
  "i you he she it we they me him her us them this that these those there then so but yes no well however which who when if because also now here my your our their his its".split(" "),
);
// Korean verbal connective and final endings: an item ending in one is a clause.
const KO_CLAUSE_END = /(?:고|며|서|면|지만|는데|은데|인데|니까|거나|든지|으나|도록|게|지|어|아|여|해|했|였|다|요|죠)$/u;
// What closes a bare "A, B, C" Korean list: a particle or 등 on the last item.
const KO_LIST_CLOSE = /(?:등|을|를|이|가|은|는|의|에|에서|과|와|도|로|으로|까지|만)$/u;

const words = (s: string) => s.split(" ").filter(Boolean);

/** The first n words of an item. */
function leadingWords(item: string, n: number): string {
  return words(item).slice(0, n).join(" ");
}

/** Items of similar shape: word counts within one, character lengths within a factor of three. */
function similar(items: string[]): boolean {
  const counts = items.map((i) => words(i).length);
  const lengths = items.map((i) => i.replace(/ /g, "").length);
  return Math.max(...counts) - Math.min(...counts) <= 1 && Math.max(...lengths) <= 3 * Math.min(...lengths);
}

/** The judged triad of an en/ko candidate (C cut to B's length in words), or null. */
function judge(m: RegExpExecArray, lang: "en" | "ko"): Triad | null {
  const g = m.groups!;
  const b = g.b;
  const n = words(b).length;
  // A may have taken a word of the sentence before it ("제도는 공정성"), and C runs greedily
  // into the rest of the sentence: each keeps as many words as B has.
  const a = words(g.a).slice(-n).join(" ");
  const c = leadingWords(g.c, n);
  if (lang === "en") {
    if ([a, b, c].some((x) => EN_NOT_ITEM.has(words(x)[0].toLowerCase()))) return null;
  } else {
    if (KO_CLAUSE_END.test(a) || KO_CLAUSE_END.test(b)) return null;
    if (g.conj === ", " && !KO_LIST_CLOSE.test(words(g.c)[0])) return null;
  }
  if (!similar([a, b, c])) return null;
  const cStart = m.index + m[0].length - g.c.length;
  return { start: m.index + g.a.length - a.length, end: cStart + c.length };
}

// Where a candidate can start: its first item runs straight into the first ", ", so it starts
// inside the run of word characters just before one (ko: or the word before that).
const isWordUnit = unitTest(/^[\w'-]$/);
const isLetterOrDigitUnit = unitTest(/^[\p{L}\p{N}]$/u);

/** Start of the run of item characters ending at `end` (surrogate pairs count as letters). */
function runStart(text: string, end: number, lang: "en" | "ko"): number {
  let i = end;
  while (i > 0) {
    const c = text.charCodeAt(i - 1);
    const pair = c >= 0xdc00 && c <= 0xdfff && i >= 2 && (text.charCodeAt(i - 2) & 0xfc00) === 0xd800;
    const item = lang === "en" ? isWordUnit(c) : pair ? /^[\p{L}\p{N}]$/u.test(text.slice(i - 2, i)) : isLetterOrDigitUnit(c);
    if (!item) break;
    i -= pair ? 2 : 1;
  }
  return i;
}

/**
 * False when no Korean triad can have its first ", " at q: B (item characters with at most one
 * space) must run from q + 2 into a conjunction, which starts with ",", " 및 " or 와/과.
 * Surrogates count as item characters, so this only ever lets too much through.
 */
export function koConjunctionAhead(text: string, q: number): boolean {
  let spaces = 0;
  for (let k = q + 2; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (k > q + 2 && (c === 44 /* , */ || c === 0xc640 /* 와 */ || c === 0xacfc /* 과 */)) return true;
    if (c === 32) {
      if (k > q + 2 && text.startsWith(" 및 ", k)) return true;
      if (++spaces > 1) return false;
      continue;
    }
    if (!isLetterOrDigitUnit(c) && (c & 0xf800) !== 0xd800) return false;
  }
  return false;
}

function candidateWindows(text: string, lang: "en" | "ko"): Windows {
  const windows: Windows = [];
  for (let q = text.indexOf(", "); q !== -1; q = text.indexOf(", ", q + 1)) {
    if (lang === "ko" && !koConjunctionAhead(text, q)) continue;
    let a = runStart(text, q, lang);
    // The Korean first item may be two words: "사회적 책임, …".
    if (lang === "ko" && a < q && a >= 2 && text.charCodeAt(a - 1) === 32) {
      const before = runStart(text, a - 1, lang);
      if (before < a - 1) a = before;
    }
    if (a >= q) continue;
    if (lang === "ko") windows.push(a, q - 1);
    else pushEnItemStarts(windows, text, a, q);
  }
  return windows;
}

const isAsciiWordUnit = unitTest(/^\w$/);

/**
 * The en first item is one word that starts at a word boundary with a letter (`\b[A-Za-z]`):
 * only those places in the run text[a, q) are tried, one window each, instead of every unit.
 */
function pushEnItemStarts(windows: Windows, text: string, a: number, q: number): void {
  for (let p = a; p < q; p++) {
    const c = text.charCodeAt(p);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (letter && (p === 0 || !isAsciiWordUnit(text.charCodeAt(p - 1)))) windows.push(p, p);
  }
}

/** Every match of TRIAD[lang] in text (the same as a full exec loop), before judging. */
export function findTriadCandidates(text: string, lang: "en" | "ko"): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  const windows = candidateWindows(text, lang);
  if (windows.length) execInWindows(TRIAD[lang], text, windows, (m) => out.push(m));
  return out;
}

// ——— zh and ja: parsed around their separators. ———

const isHan = unitTest(/^\p{Script=Han}$/u);
const ZH_CONJ = ["以及", "和", "与", "及"];
const ZH_CLAUSE_END = unitTest(/^[。，；！？,;!?：:\s]$/u);
const ZH_LIST_MARK = unitTest(/^[、，。；！？,;!?\n]$/u);

/** zh "A、B和C": B and C of 2–4 Han characters within one of each other, C ending the clause
 *  (等 allowed), A the same length as B, and no 、 earlier in the clause. */
function zhTriads(text: string): Triad[] {
  const out: Triad[] = [];
  for (let q = text.indexOf("、"); q !== -1; q = text.indexOf("、", q + 1)) {
    let j = q + 1;
    while (j < text.length && isHan(text.charCodeAt(j)) && j - q - 1 < 6) j++;
    // B is the Han run up to a conjunction; try the conjunction at each place inside the run.
    for (let bEnd = q + 3; bEnd <= Math.min(j, q + 5); bEnd++) {
      const conj = ZH_CONJ.find((c) => text.startsWith(c, bEnd));
      if (!conj) continue;
      const bLen = bEnd - q - 1;
      let cEnd = bEnd + conj.length;
      while (cEnd < text.length && isHan(text.charCodeAt(cEnd)) && cEnd - bEnd - conj.length < 5) cEnd++;
      let cLen = cEnd - bEnd - conj.length;
      if (text.charCodeAt(cEnd - 1) === 0x7b49 /* 等 */ && cLen > 2) cLen--;
      const closed = cEnd >= text.length || ZH_CLAUSE_END(text.charCodeAt(cEnd));
      if (!closed || cLen < 2 || cLen > 4 || Math.abs(cLen - bLen) > 1) continue;
      const aStart = q - bLen;
      if (aStart < 0) continue;
      let ok = true;
      for (let k = aStart; k < q; k++) if (!isHan(text.charCodeAt(k))) ok = false;
      // A longer list: another 、 earlier in the same clause.
      for (let k = aStart - 1; ok && k >= 0 && !ZH_CLAUSE_END(text.charCodeAt(k)); k--) if (ZH_LIST_MARK(text.charCodeAt(k))) ok = false;
      if (ok) out.push({ start: aStart, end: bEnd + conj.length + cLen });
      break;
    }
  }
  return out;
}

const JA_FINAL = ["、そして", "、さらには", "、ひいては"];
const JA_FINALS = new RegExp(JA_FINAL.join("|"), "g");
const JA_BOUNDARY = unitTest(/^[、。！？!?\n「」『』（）()]$/u);
const JA_PARTICLE = unitTest(/^[がをはにでもへ]$/u);

/** ja "A、B、そしてC": A and B of 1–20 characters, C up to its case particle. */
function jaTriads(text: string): Triad[] {
  const out: Triad[] = [];
  // One regex pass finds every final (an indexOf loop per final, or over every 、, costs more).
  JA_FINALS.lastIndex = 0;
  for (let hit = JA_FINALS.exec(text); hit; hit = JA_FINALS.exec(text)) {
    const q = hit.index;
    const final = hit[0];
    let p = q - 1;
    while (p >= 0 && !JA_BOUNDARY(text.charCodeAt(p))) p--;
    if (p < 0 || text[p] !== "、") continue;
    const bLen = q - p - 1;
    let a = p - 1;
    while (a >= 0 && !JA_BOUNDARY(text.charCodeAt(a))) a--;
    const aLen = p - a - 1;
    // A 、 before A is as often a clause comma (私たちは、…) as a longer list: not judged.
    if (bLen < 1 || bLen > 20 || aLen < 1 || aLen > 20) continue;
    const cStart = q + final.length;
    let cEnd = cStart;
    // C runs to its case particle (接客の丁寧さ|が), at most a few characters longer than B.
    while (cEnd < text.length && cEnd - cStart < bLen + 4 && !JA_BOUNDARY(text.charCodeAt(cEnd)) && !(cEnd > cStart && JA_PARTICLE(text.charCodeAt(cEnd)))) cEnd++;
    if (cEnd === cStart) continue;
    out.push({ start: p - Math.min(aLen, bLen), end: cEnd });
  }
  return out.sort((x, y) => x.start - y.start);
}

/** The triads of a text in document order. */
export function findTriads(text: string, lang: Lang): Triad[] {
  if (lang === "zh") return zhTriads(text);
  if (lang === "ja") return jaTriads(text);
  const out: Triad[] = [];
  for (const m of findTriadCandidates(text, lang)) {
    const t = judge(m, lang);
    if (t) out.push(t);
  }
  return out;
}

export const tripletLists: Check = ({ text, lang, params, isProtected }) => {
  const occurrences: CheckOccurrence[] = findTriads(text, lang)
    .filter((r) => !isProtected(r.start, r.end))
    .map((r) => ({ ...r, scope: "span", detail: fmsg("check.triplet-lists.detail", {}) }));
  if (occurrences.length < params["min-count"]) return null;
  return { occurrences, summary: fmsg("check.triplet-lists.summary", { count: occurrences.length }) };
};
