// The sentence-initial connective scan as first written (slice, LEAD regex, a match view
// of every sentence head): the plain computation the check's fast paths must equal.
import { LEAD } from "../../lib/detector/checks/sentence-initial-connective";
import { allSentences } from "../../lib/detector/checks/util";
import { analyzeText } from "../../lib/engine/analyze";
import type { Lang } from "../../lib/engine/types";
import { matchForm } from "../../lib/packs/literal";
import { matchView } from "../../lib/text/normalize";

/** "start-end" of every sentence-initial occurrence of one of `terms`, in original offsets. */
export function referenceConnectives(text: string, lang: Lang, terms: readonly string[]): string[] {
  const forms = [...new Set(terms.map(matchForm))].sort((a, b) => b.length - a.length);
  const out: string[] = [];
  for (const s of allSentences(analyzeText(text, { lang }))) {
    const raw = text.slice(s.start, s.end);
    const lead = LEAD.exec(raw)?.[0].length ?? 0;
    const view = matchView(raw.slice(lead, lead + 40));
    const lower = view.text.toLowerCase();
    const hit = forms.find((f) => lower.startsWith(f) && (lang !== "en" || !/[a-z0-9]/.test(lower.charAt(f.length))));
    if (hit) out.push(`${s.start + lead + view.toOriginal(0)}-${s.start + lead + view.toOriginalEnd(hit.length)}`);
  }
  return out;
}
