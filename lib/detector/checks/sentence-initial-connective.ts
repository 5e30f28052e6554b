// H-1: sentences that open with a connective (또한, 따라서, Moreover, 此外 …) in a large
// share of the text. A few are normal; a third of all sentences is a template.
import { matchForm } from "../../packs/literal";
import { matchView } from "../../text/normalize";
import type { Check, CheckOccurrence } from "./types";
import { allSentences, fmt } from "./util";

const LEAD = /^[\s"'“‘([*#>_\-–—•·]*(?:\d{1,2}[.)]\s*)?/u;

/** A pack's connectives in match form, longest first, and by first code unit the ones a head can start with. */
interface Connectives {
  forms: string[];
  byFirst: Map<string, string[]>;
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
  const first = lower.charAt(0);
  let list = c.byFirst.get(first);
  if (!list) c.byFirst.set(first, (list = c.forms.filter((f) => f.length === 0 || f[0] === first)));
  return list;
}

/** Code units that are NFC-stable on their own and never compose with what precedes them. */
function isPlainStarter(u: number): boolean {
  return (
    (u < 0x300 && u !== 0xad) ||
    (u >= 0x3000 && u <= 0x30ff && u !== 0x3099 && u !== 0x309a) ||
    (u >= 0x4e00 && u <= 0x9fff) ||
    (u >= 0xac00 && u <= 0xd7a3)
  );
}

/**
 * True when no connective can open this head, decided without building its match view:
 * when its first two units are plain starters, normalization keeps the first one first,
 * so the candidates for that unit's lowercase are the candidates for the view's.
 */
function cannotStartAny(c: Connectives, head: string): boolean {
  if (head.length === 0) return false;
  const u0 = head.charCodeAt(0);
  if (!isPlainStarter(u0) || (head.length > 1 && !isPlainStarter(head.charCodeAt(1)))) return false;
  return candidates(c, String.fromCharCode(u0).toLowerCase()).length === 0;
}

export const sentenceInitialConnective: Check = ({ text, lang, analysis, params, terms, isProtected }) => {
  const c = connectives(terms);
  const forms = c.forms;
  const sentences = allSentences(analysis);
  if (sentences.length === 0 || forms.length === 0) return null;
  const occurrences: CheckOccurrence[] = [];
  const used = new Map<string, number>();
  for (const s of sentences) {
    const raw = text.slice(s.start, s.end);
    const lead = LEAD.exec(raw)?.[0].length ?? 0;
    const head = raw.slice(lead, lead + 40);
    if (cannotStartAny(c, head)) continue;
    const view = matchView(head);
    const lower = view.text.toLowerCase();
    const hit = candidates(c, lower).find((f) => {
      if (!lower.startsWith(f)) return false;
      if (lang !== "en") return true;
      const next = lower.charCodeAt(f.length);
      return !(next >= 97 && next <= 122) && !(next >= 48 && next <= 57);
    });
    if (!hit) continue;
    const start = s.start + lead + view.toOriginal(0);
    const end = s.start + lead + view.toOriginalEnd(hit.length);
    if (isProtected(start, end)) continue;
    used.set(hit, (used.get(hit) ?? 0) + 1);
    occurrences.push({ start, end, scope: "span", detail: "" });
  }
  const share = occurrences.length / sentences.length;
  if (occurrences.length < 2 || share < params["min-share"]) return null;
  const top = [...used].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([t, n]) => `'${t}' ×${n}`);
  const summary = `${occurrences.length} of ${sentences.length} sentences (${fmt(share * 100, 0)}%) open with a connective: ${top.join(", ")}`;
  for (const o of occurrences) o.detail = summary;
  return { occurrences, summary };
};
