// H-1: sentences that open with a connective (또한, 따라서, Moreover, 此外 …) in a large
// share of the text. A few are normal; a third of all sentences is a template.
import { matchForm } from "../../packs/literal";
import { matchView } from "../../text/normalize";
import type { Check, CheckOccurrence } from "./types";
import { allSentences, fmt } from "./util";

const LEAD = /^[\s"'“‘(\[*#>_\-–—•·]*(?:\d{1,2}[.)]\s*)?/u;

export const sentenceInitialConnective: Check = ({ text, lang, analysis, params, terms, isProtected }) => {
  const forms = [...new Set(terms.map(matchForm))].sort((a, b) => b.length - a.length);
  const sentences = allSentences(analysis);
  if (sentences.length === 0 || forms.length === 0) return null;
  const occurrences: CheckOccurrence[] = [];
  const used = new Map<string, number>();
  for (const s of sentences) {
    const raw = text.slice(s.start, s.end);
    const lead = LEAD.exec(raw)?.[0].length ?? 0;
    const head = raw.slice(lead, lead + 40);
    const view = matchView(head);
    const lower = view.text.toLowerCase();
    const hit = forms.find((f) => {
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
