// Deterministic meaning anchors of one text: numbers (with their value), negations,
// quantifiers by class, causal and concessive connectives, named entities. Offsets
// are UTF-16 offsets into the text given.
import type { AnchorKind } from "../llm/events";
import type { Lang, TextRange } from "../engine/types";
import { CJK_COUNTERS, CJK_DIGITS, EN_NUMBER_WORDS, KO_COUNTERS, KO_NATIVE_NUMBERS, LEXICONS, type QuantifierClass } from "./lexicon";

export interface MeaningAnchor extends TextRange {
  type: Exclude<AnchorKind, "claim">;
  text: string;
  /** Numbers: the value; quantifiers: the class; entities: the lowercased name; else the lowercased word. */
  key: string;
}

const DIGIT_NUMBER = /\d+(?:[.,]\d+)*/gu;
const MULTIPLIER_AFTER = /^\s?(만|억|조|万|萬|亿|億|兆|thousand|million|billion|trillion)/iu;
const MULTIPLIERS: Record<string, number> = {
  만: 1e4, 억: 1e8, 조: 1e12, 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8, 兆: 1e12, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12,
};
const UNIT_AFTER = /^\s?(%|％|퍼센트|percent|per cent|[a-z]{1,3}\b|[가-힣]|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,2})/iu;

/** A number's value as one canonical string: "1,200" and "1200" agree, "54만" is 540000. */
function digitValue(raw: string): number {
  // "1,200" groups thousands; "3,5" (one or two digits after the comma) is a decimal comma.
  const cleaned = /,\d{3}(?!\d)/u.test(raw) ? raw.replace(/,/gu, "") : raw.replace(/,/gu, ".");
  return Number.parseFloat(cleaned);
}

function cjkValue(numeral: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const ch of numeral) {
    const v = CJK_DIGITS[ch];
    if (v === undefined) continue;
    if (v < 10) digit = v;
    else if (v >= 1e4) {
      total += (section + digit || 1) * v;
      section = 0;
      digit = 0;
    } else {
      section += (digit || 1) * v;
      digit = 0;
    }
  }
  return total + section + digit;
}

const canon = (n: number) => String(Math.round(n * 1e6) / 1e6);

function numbers(text: string, lang: Lang): MeaningAnchor[] {
  const out: MeaningAnchor[] = [];
  for (const m of text.matchAll(DIGIT_NUMBER)) {
    let value = digitValue(m[0]);
    let end = m.index + m[0].length;
    const rest = text.slice(end, end + 12);
    const mult = MULTIPLIER_AFTER.exec(rest);
    if (mult) {
      value *= MULTIPLIERS[mult[1].toLowerCase()] ?? 1;
      end += mult[0].length;
    }
    const unit = UNIT_AFTER.exec(text.slice(end, end + 12));
    if (unit && (unit[1] === "%" || unit[1] === "％")) end += unit[0].length;
    if (Number.isFinite(value)) out.push({ type: "number", start: m.index, end, text: text.slice(m.index, end), key: canon(value) });
  }
  if (lang === "en") {
    const words = new RegExp(`\\b(?:${Object.keys(EN_NUMBER_WORDS).join("|")})\\b`, "giu");
    for (const m of text.matchAll(words)) {
      const w = m[0].toLowerCase();
      // "one" is as often a pronoun ("the one that") as a count.
      if (w === "one" || w === "half") continue;
      out.push({ type: "number", start: m.index, end: m.index + m[0].length, text: m[0], key: canon(EN_NUMBER_WORDS[w]) });
    }
  }
  if (lang === "zh" || lang === "ja") {
    const numeral = new RegExp(`[〇零一二两兩三四五六七八九十百千万萬亿億]+(?=[${CJK_COUNTERS}])`, "gu");
    for (const m of text.matchAll(numeral)) {
      // A lone 一 before a counter is mostly an article ("一个问题"), not a claim about a count.
      if (m[0] === "一") continue;
      out.push({ type: "number", start: m.index, end: m.index + m[0].length, text: m[0], key: canon(cjkValue(m[0])) });
    }
  }
  if (lang === "ko") {
    const native = new RegExp(`(?<![가-힣])(${Object.keys(KO_NATIVE_NUMBERS).join("|")})\\s(?=(?:${KO_COUNTERS})(?![가-힣]{2}))`, "gu");
    for (const m of text.matchAll(native)) {
      if (m[1] === "한") continue;
      out.push({ type: "number", start: m.index, end: m.index + m[1].length, text: m[1], key: canon(KO_NATIVE_NUMBERS[m[1]]) });
    }
  }
  return out;
}

function matches(type: MeaningAnchor["type"], re: RegExp, text: string, key?: string): MeaningAnchor[] {
  const out: MeaningAnchor[] = [];
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    out.push({ type, start: m.index, end: m.index + m[0].length, text: m[0], key: key ?? m[0].toLowerCase() });
  }
  return out;
}

const EN_NOT_NAMES = new Set("I The A An This That These Those It We You He She They Our Your My In On At For With By From As If When While But And Or So Yet Because Although However Therefore Thus Also Each Every All Some Most Many Mr Mrs Ms Dr".split(" "));

function entities(text: string, lang: Lang): MeaningAnchor[] {
  const out: MeaningAnchor[] = [];
  if (lang === "en") {
    for (const m of text.matchAll(/(?<![.!?]\s|^|\n)\b[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)*/gu)) {
      if (EN_NOT_NAMES.has(m[0])) continue;
      out.push({ type: "entity", start: m.index, end: m.index + m[0].length, text: m[0], key: m[0].toLowerCase() });
    }
  } else {
    for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9.+&-]*[A-Za-z0-9+]/gu)) {
      out.push({ type: "entity", start: m.index, end: m.index + m[0].length, text: m[0], key: m[0].toLowerCase() });
    }
  }
  return out;
}

export function quantifierClasses(text: string, lang: Lang): Set<QuantifierClass> {
  const found = new Set<QuantifierClass>();
  for (const [cls, re] of Object.entries(LEXICONS[lang].quantifiers) as [QuantifierClass, RegExp][]) {
    re.lastIndex = 0;
    if (re.test(text)) found.add(cls);
    re.lastIndex = 0;
  }
  return found;
}

/** The text with rhetorical negation frames blanked out (same length, so offsets hold). */
export function maskFraming(text: string, lang: Lang): string {
  return text.replace(LEXICONS[lang].framing, (m) => " ".repeat(m.length));
}

export const count = (re: RegExp, text: string): number => {
  re.lastIndex = 0;
  let n = 0;
  for (const _ of text.matchAll(re)) n++;
  return n;
};

export function extractAnchors(text: string, lang: Lang): MeaningAnchor[] {
  const lex = LEXICONS[lang];
  const all: MeaningAnchor[] = [
    ...numbers(text, lang),
    ...matches("negation", lex.negation, maskFraming(text, lang)).map((a) => ({ ...a, text: text.slice(a.start, a.end) })),
    ...(Object.entries(lex.quantifiers) as [QuantifierClass, RegExp][]).flatMap(([cls, re]) => matches("quantifier", re, text, cls)),
    ...matches("causal", lex.causal, text),
    ...matches("concessive", lex.concessive, text),
    ...entities(text, lang),
  ];
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  // One anchor per range: a number word inside a name, or two lists sharing a word, count once.
  const out: MeaningAnchor[] = [];
  for (const a of all) {
    const prev = out[out.length - 1];
    if (prev && a.start < prev.end) continue;
    out.push(a);
  }
  return out;
}
