// The numbers and names of one text with their comparison keys, for callers that
// count what a rewrite added (fidelity's "no fabrication" criterion) without the
// whole check. Offsets are UTF-16 offsets into the text given.
import type { Lang, TextRange } from "../engine/types";
import { readText } from "./mask";
import { extractNumbers, numberKey } from "./numbers";

export interface MeaningAnchor extends TextRange {
  type: "number" | "entity";
  text: string;
  /** Numbers: dim:value; names: the lowercased name. */
  key: string;
}

const EN_NOT_NAMES = new Set("I The A An This That These Those It We You He She They Our Your My In On At For With By From As If When While But And Or So Yet Because Although However Therefore Thus Also Each Every All Some Most Many Mr Mrs Ms Dr".split(" "));

/** Names: capitalized words inside a sentence (en), Latin-script words (ko, zh, ja). */
// A name never runs across a line break: "Recent Developments\n\nIn 2020" is a heading and a sentence.
export function findNames(folded: string, lang: Lang): (TextRange & { text: string })[] {
  const re = lang === "en" ? /(?<![.!?]\s|^|\n)\b[A-Z][\p{L}'-]+(?:[^\S\n]+[A-Z][\p{L}'-]+)*/gu : /[A-Za-z][A-Za-z0-9.+&-]*[A-Za-z0-9+]/gu;
  const out: (TextRange & { text: string })[] = [];
  for (const m of folded.matchAll(re)) {
    if (lang === "en" && EN_NOT_NAMES.has(m[0])) continue;
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return out;
}

export function extractAnchors(text: string, lang: Lang): MeaningAnchor[] {
  const { folded } = readText(text);
  const out: MeaningAnchor[] = extractNumbers(folded, lang)
    .filter((n) => !n.weak)
    .map((n) => ({ type: "number", start: n.start, end: n.end, text: text.slice(n.start, n.end), key: numberKey(n) }));
  for (const n of findNames(folded, lang)) out.push({ type: "entity", ...n, key: n.text.toLowerCase() });
  return out.sort((a, b) => a.start - b.start);
}
