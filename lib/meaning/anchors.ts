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

/** Capitalized words that open a sentence without naming anything ("Last Monday", "According to"). */
const EN_OPENERS = new Set(
  "Last Next After Before During Since Until Over Under About According Today Yesterday Tomorrow Despite Once Then Now Here There What Why How Who Where Which Not No One Two Three Only Even Just Still Such Both Either Neither Another Other Its Their His Her Unlike Like Without Within Across Along Among Between Through Thanks Due Nor Instead Meanwhile Indeed Overall Finally First Second Third Later Earlier Recently Currently".split(" "),
);

// Inside a sentence; a name never runs across a line break ("Recent Developments\n\nIn 2020" is a heading and a sentence).
const EN_NAME = /(?<![.!?]\s|^|\n)\b[A-Z][\p{L}'-]+(?:[^\S\n]+[A-Z][\p{L}'-]+)*/gu;
// At a sentence's head: two or more capitalized words, then the sentence goes on in lower case or after a comma.
const EN_HEAD_NAME = /(?<=[.!?]\s|^|\n)[A-Z][\p{L}'-]+(?:[^\S\n]+[A-Z][\p{L}'-]+)+(?=[^\S\n]+[a-z]|,)/gu;
// A month or a weekday that runs into the name after it ("from May Northgate's library", "on Monday Ana Ruiz") dates the
// sentence; it is no part of the name.
const EN_DATE_WORD = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\s+(?=[A-Z])/u;
// A Latin word glued to a figure in ko/zh/ja text (400ml, 3km, 2GB) is the figure's unit, which the
// number check compares (400ml = 400ミリリットル); it is no name.
const LATIN_WORD = /(?<![\d.])[A-Za-z][A-Za-z0-9.+&-]*[A-Za-z0-9+]/gu;

/**
 * Names: capitalized words inside a sentence (en), and at a sentence's head a run of two or
 * more capitalized words whose first opens no ordinary sentence, before the sentence goes on in
 * lower case ("Marta Klein opened", "Grace Liu, who owns": a humanizer moves the name to the front;
 * a heading line is no sentence); Latin-script words (ko, zh, ja).
 */
export function findNames(folded: string, lang: Lang): (TextRange & { text: string })[] {
  const out: (TextRange & { text: string })[] = [];
  const at = (m: RegExpMatchArray) => ({ start: m.index!, end: m.index! + m[0].length, text: m[0] });
  if (lang !== "en") {
    for (const m of folded.matchAll(LATIN_WORD)) out.push(at(m));
    return out;
  }
  const heads = [...folded.matchAll(EN_HEAD_NAME)].filter((h) => {
    const first = h[0].split(/\s/u)[0];
    return !EN_NOT_NAMES.has(first) && !EN_OPENERS.has(first);
  });
  // Merged in text order; a mid-sentence match inside a head name is that name.
  let h = 0;
  let headEnd = -1;
  for (const m of folded.matchAll(EN_NAME)) {
    for (; h < heads.length && heads[h].index! < m.index!; h++) {
      out.push(at(heads[h]));
      headEnd = out[out.length - 1].end;
    }
    if (m.index! < headEnd || EN_NOT_NAMES.has(m[0])) continue;
    const date = EN_DATE_WORD.exec(m[0]);
    if (date) {
      out.push({ start: m.index!, end: m.index! + date[0].trimEnd().length, text: date[0].trimEnd() });
      out.push({ start: m.index! + date[0].length, end: m.index! + m[0].length, text: m[0].slice(date[0].length) });
    } else out.push(at(m));
  }
  for (; h < heads.length; h++) out.push(at(heads[h]));
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
