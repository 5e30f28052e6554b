// The polarity, quantity and link words of a text, by class, in each language
// (lexicon.ts has the words). Read in three steps: rhetorical frames whose negation
// asserts nothing ("not only", 뿐만 아니라, 不仅, だけでなく) are blanked; the marks are
// matched; then a negation that another word of its clause already carries is
// folded into it — Korean and Japanese negative concord (아무것도 보내지 않는다, 誰も
// 来ない: one negation, not two), and 거의/별로 …않다, あまり…ない (few), 밖에 …안,
// しか…ない ("only": no negation at all). Each negation keeps the keys of what it
// negates (scope.ts). Privatives (closed, 예외, 关闭, 閉まる) are listed apart.
import type { Lang, TextRange } from "../engine/types";
import type { AnchorKind } from "./types";
import { LEXICONS, type MarkClass, type QuantifierClass, type LinkClass } from "./lexicon";
import { negationKeys } from "./scope";

export type { MarkClass, QuantifierClass, LinkClass };
export const QUANTIFIER_CLASSES: readonly QuantifierClass[] = ["universal", "majority", "some", "few", "none"];

export interface Mark extends TextRange {
  cls: MarkClass;
  /** A negative content word (unable, 부족, 缺乏, 困難) rather than a negation particle. */
  lexical?: boolean;
  /** For negations and "none" words: what is negated (scope.ts), to find on the other side. */
  keys?: string[];
  /** The negation a concord word carries (아무것도 …않다: the 않). */
  carried?: TextRange;
}

/** A word of negative sense that is no negation (closed, 휴관, 关闭), or with `keeps` one that says a state went on (remained, 유지). */
export interface Privative extends TextRange {
  keeps?: true;
}

export interface MarksOf {
  marks: Mark[];
  frames: TextRange[];
  privatives: Privative[];
}

/** How far a concord word reaches for the negation it carries, in UTF-16 units. */
const CONCORD_REACH: Record<Lang, number> = { en: 30, ko: 30, zh: 0, ja: 20 };
const CLAUSE_END = /[.!?。！？\n;；]/u;

/**
 * Only the marks' classes, in order, and the frames' count: what the fix engine's meaning
 * screen compares. The same reading as findMarks without what the check reads of each mark
 * (the keys of what a negation is about) or the privatives.
 */
export function markClasses(folded: string, lang: Lang): { classes: string; frames: number } {
  const { marks, frames } = readMarks(folded, lang, false);
  return { classes: marks.map((m) => m.cls).join(","), frames: frames.length };
}

/** The marks of a text (folded and masked, as mask.ts makes it), in order. */
export function findMarks(folded: string, lang: Lang): MarksOf {
  return readMarks(folded, lang, true);
}

function readMarks(folded: string, lang: Lang, full: boolean): MarksOf {
  const lex = LEXICONS[lang];
  // English is read in lower case (ASCII only, so every offset holds): case-insensitive Unicode regexes are slow.
  if (lang === "en") folded = folded.replace(/[A-Z]+/gu, (m) => m.toLowerCase());
  const frames: TextRange[] = [];
  const text = folded.replace(lex.frames, (m: string, ...rest: unknown[]) => {
    const at = rest[rest.length - 2] as number;
    frames.push({ start: at, end: at + m.length });
    return " ".repeat(m.length);
  });
  const found: (Mark & { absorbs?: boolean; silent?: boolean; reach?: number })[] = [];
  for (const m of text.matchAll(lex.marks)) {
    if (m[0].length === 0) continue;
    let k = 1;
    while (m[k] === undefined) k++;
    const g = lex.groups[k - 1];
    found.push({ start: m.index, end: m.index + m[0].length, cls: g.cls, ...(g.lexical ? { lexical: true } : {}), ...(g.absorbs ? { absorbs: true } : {}), ...(g.silent ? { silent: true } : {}), ...(g.reach ? { reach: g.reach } : {}) });
  }
  const reach = CONCORD_REACH[lang];
  const dropped = new Uint8Array(found.length);
  for (let i = 0; i < found.length; i++) {
    const a = found[i];
    if (!a.absorbs || dropped[i]) continue;
    for (let j = i + 1; j < found.length && found[j].start - a.end <= (a.reach ?? reach); j++) {
      const b = found[j];
      if (CLAUSE_END.test(text.slice(a.end, b.start))) break;
      if (b.cls !== "negation" || b.lexical || dropped[j]) continue;
      dropped[j] = 1;
      // What the carried negation is about is what the concord word is about.
      // (Only whether it carries one decides what follows: the keys are read in full only.)
      a.keys = full ? negationKeys(text, b, lang, false) : [];
      a.carried = { start: b.start, end: b.end };
      break;
    }
    // 밖에 …안 and しか…ない say "only"; a concord word with no negation to carry (전혀 다른 "wholly other",
    // 하나도 있다 after an edit) negates nothing.
    if (a.silent || (a.cls === "none" && a.keys === undefined)) dropped[i] = 1;
  }
  const marks: Mark[] = [];
  if (!full) {
    found.forEach((m, i) => dropped[i] || marks.push({ start: m.start, end: m.end, cls: m.cls }));
    return { marks, frames, privatives: [] };
  }
  found.forEach((m, i) => {
    if (dropped[i]) return;
    const out: Mark = { start: m.start, end: m.end, cls: m.cls };
    if (m.lexical) out.lexical = true;
    if (m.carried) out.carried = m.carried;
    if (m.cls === "negation" || m.cls === "none") out.keys = m.keys ?? negationKeys(text, m, lang, m.lexical === true);
    marks.push(out);
  });
  const privatives: Privative[] = [];
  for (const m of text.matchAll(lex.privatives)) if (m[0].length) privatives.push({ start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(lex.keepers)) if (m[0].length) privatives.push({ start: m.index, end: m.index + m[0].length, keeps: true });
  privatives.sort((x, y) => x.start - y.start);
  return { marks, frames, privatives };
}

/** Classes that also deny: "never" and 아무도 both negate and quantify, so they count for polarity too. */
export const isPolar = (c: MarkClass) => c === "negation" || c === "none";

/** The anchor kind each class of mark is reported as. */
export const KIND_OF: Record<MarkClass, AnchorKind> = {
  negation: "negation",
  none: "negation",
  universal: "quantifier",
  majority: "quantifier",
  some: "quantifier",
  few: "quantifier",
  causal: "causal",
  concessive: "concessive",
  contrast: "concessive",
};

/** Pairs marks of one class across the two sides, in order; returns the unpaired of each side. */
export function pairMarks(a: readonly Mark[], b: readonly Mark[]): { pairs: [Mark, Mark][]; leftA: Mark[]; leftB: Mark[] } {
  const pairs: [Mark, Mark][] = [];
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) pairs.push([a[i], b[i]]);
  return { pairs, leftA: a.slice(n), leftB: b.slice(n) };
}
