// H-1: sentences that open with a connective (또한, 따라서, Moreover, 此外 …) in a large
// share of the text. A few are normal; a third of all sentences is a template.
import { fmsg } from "../../i18n/findings/params";
import { matchForm } from "../../packs/literal";
import { matchView } from "../../text/normalize";
import type { Check, CheckOccurrence } from "./types";
import { isNfcStableUnit } from "../../text/normalize";
import { unitTest } from "./chars";
import { allSentences, fmt } from "./util";

// Replaced by the document summary once every sentence is read.
const PENDING_DETAIL = fmsg("check.sentence-initial-connective", { count: 0, sentences: 0, share: 0, terms: [] });

export const LEAD = /^[\s"'“‘([*#>_\-–—•·]*(?:\d{1,2}[.)]\s*)?/u;
const isLeadUnit = unitTest(/^[\s"'“‘([*#>_\-–—•·]$/u);
const isSpaceUnit = unitTest(/^\s$/u);

/** Length of LEAD's match at text[from, to), by a scan instead of a slice and a regex. */
export function leadLength(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && isLeadUnit(text.charCodeAt(i))) i++;
  let d = 0;
  while (d < 2 && i + d < to && isAsciiDigit(text.charCodeAt(i + d))) d++;
  if (d > 0 && i + d < to) {
    const c = text.charCodeAt(i + d);
    if (c === 46 /* . */ || c === 41 /* ) */) {
      i += d + 1;
      while (i < to && isSpaceUnit(text.charCodeAt(i))) i++;
    }
  }
  return i - from;
}

function isAsciiDigit(u: number): boolean {
  return u >= 48 && u <= 57;
}

/** A pack's connectives in match form, longest first, and by first code unit the ones a head can start with. */
interface Connectives {
  forms: string[];
  byFirst: Map<number, string[]>;
}

const compiled = new WeakMap<readonly string[], Connectives>();

function connectives(terms: readonly string[]): Connectives {
  let c = compiled.get(terms);
  if (!c) {
    const forms = [...new Set(terms.map(matchForm))].sort((a, b) => b.length - a.length);
    compiled.set(terms, (c = { forms, byFirst: new Map() }));
  }
  return c;
}

/** The forms that can prefix `lower`, in the order of `forms` (an empty form prefixes anything). */
function candidates(c: Connectives, lower: string): string[] {
  return candidatesByUnit(c, lower.length ? lower.charCodeAt(0) : -1);
}

/** candidates() by the first code unit (-1: empty); keyed by number, as string keys cost a hash per lookup. */
function candidatesByUnit(c: Connectives, first: number): string[] {
  let list = c.byFirst.get(first);
  if (!list) c.byFirst.set(first, (list = c.forms.filter((f) => f.length === 0 || f.charCodeAt(0) === first)));
  return list;
}

/**
 * True when no connective can open the head text[from, to), decided without building its match view:
 * when its first two units are plain starters, normalization keeps the first one first,
 * so the candidates for that unit's lowercase are the candidates for the view's.
 */
function cannotStartAt(c: Connectives, text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  const u0 = text.charCodeAt(from);
  if (!isNfcStableUnit(u0) || (to - from > 1 && !isNfcStableUnit(text.charCodeAt(from + 1)))) return false;
  return candidates(c, String.fromCharCode(u0).toLowerCase()).length === 0;
}


/** ASCII, and NFC-stable units from CJK punctuation to Hangul syllables (kana, ideographs):
 *  never zero-width, lowercased unit by unit. */
function isCaselessOrAscii(u: number): boolean {
  return u < 0x80 || (u >= 0x3000 && u <= 0xd7a3 && isNfcStableUnit(u));
}

function lowerUnit(u: number): number {
  return u >= 65 && u <= 90 ? u + 32 : u;
}

/** After an en connective comes no letter or digit ("Also" but not "Alsonian"). */
function endsWord(lower: number): boolean {
  return !(lower >= 97 && lower <= 122) && !(lower >= 48 && lower <= 57);
}

interface Hit {
  start: number;
  end: number;
  form: string;
}

/**
 * The connective opening text[from, to), compared in place; undefined when that cannot be
 * decided so. A unit is only read once it and the unit after it are caseless-or-ASCII: then the
 * match view up to it is the text itself (nothing composes with it, nothing before it vanished)
 * and lowercases unit by unit.
 */
export function inPlaceHit(c: Connectives, text: string, from: number, to: number, en: boolean): Hit | null | undefined {
  if (from >= to) return undefined;
  // No form reads past from + longest + 1: check that far once (no per-call closure, which
  // tsx's keepNames would rename with a defineProperty call every time).
  const limit = Math.min(to, from + (c.forms.length ? c.forms[0].length : 0) + 2);
  let plain = from; // text[from, plain) is caseless-or-ASCII
  while (plain < limit && isCaselessOrAscii(text.charCodeAt(plain))) plain++;
  const last = to - 1;
  // Unit k is readable when it and the unit after it (if inside the head) are plain.
  if (Math.min(from + 1, last) >= plain) return undefined;
  for (const f of candidatesByUnit(c, lowerUnit(text.charCodeAt(from)))) {
    let k = 0;
    for (; k < f.length && from + k < to; k++) {
      if (Math.min(from + k + 1, last) >= plain) return undefined;
      if (lowerUnit(text.charCodeAt(from + k)) !== f.charCodeAt(k)) break;
    }
    if (k < f.length) continue;
    const next = from + f.length;
    if (en && next < to) {
      if (Math.min(next + 1, last) >= plain) return undefined;
      if (!endsWord(lowerUnit(text.charCodeAt(next)))) continue;
    }
    return { start: from, end: next, form: f };
  }
  return null;
}

/** The connective opening any other head, found in its match view. */
function viewHit(c: Connectives, text: string, from: number, to: number, en: boolean): Hit | null {
  if (cannotStartAt(c, text, from, to)) return null;
  const view = matchView(text.slice(from, to));
  const lower = view.text.toLowerCase();
  const form = candidates(c, lower).find((f) => lower.startsWith(f) && (!en || endsWord(lower.charCodeAt(f.length))));
  return form === undefined ? null : { start: from + view.toOriginal(0), end: from + view.toOriginalEnd(form.length), form };
}

export const sentenceInitialConnective: Check = ({ text, lang, analysis, params, terms, isProtected }) => {
  const c = connectives(terms);
  const forms = c.forms;
  const sentences = allSentences(analysis);
  if (sentences.length === 0 || forms.length === 0) return null;
  const occurrences: CheckOccurrence[] = [];
  const used = new Map<string, number>();
  for (const s of sentences) {
    const headStart = s.start + leadLength(text, s.start, s.end);
    const headEnd = Math.min(s.end, headStart + 40);
    let hit = inPlaceHit(c, text, headStart, headEnd, lang === "en");
    if (hit === undefined) hit = viewHit(c, text, headStart, headEnd, lang === "en");
    if (!hit) continue;
    const { start, end } = hit;
    if (isProtected(start, end)) continue;
    used.set(hit.form, (used.get(hit.form) ?? 0) + 1);
    occurrences.push({ start, end, scope: "span", detail: PENDING_DETAIL });
  }
  const share = occurrences.length / sentences.length;
  if (occurrences.length < 2 || share < params["min-share"]) return null;
  const top = [...used].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([t]) => t);
  const summary = fmsg("check.sentence-initial-connective", { count: occurrences.length, sentences: sentences.length, share: Number(fmt(share, 2)), terms: top });
  for (const o of occurrences) o.detail = summary;
  return { occurrences, summary };
};
