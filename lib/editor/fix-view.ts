// What the finding card shows of a fix: its label in the UI language (built from the fix's
// kind and words, like the English label the API carries) and the words it changes, as a
// word-level diff with a little of the sentence around it.
import { diffWords } from "diff";
import type { FindingFix } from "../detector/types";
import { fixLabelText } from "../fix/label-text";
import { messages, type UiLang } from "../i18n/lookup";

export function fixLabelIn(lang: UiLang, fix: Pick<FindingFix, "kind" | "from" | "to">): string {
  return fixLabelText(messages(lang), fix.kind, fix.from, fix.to);
}

export interface DiffPiece {
  text: string;
  kind: "context" | "same" | "del" | "ins";
}

let segmenter: Intl.Segmenter | null = null;
const words = () => (segmenter ??= new Intl.Segmenter("und", { granularity: "word" }));

/** The fix as the card draws it: context, then the changed words struck and inserted, then context. */
export function fixDiff(text: string, fix: Pick<FindingFix, "start" | "end" | "replacement">, context = 24): DiffPiece[] {
  const before = text.slice(Math.max(0, fix.start - context), fix.start);
  const after = text.slice(fix.end, fix.end + context);
  const cut = (s: string, fromEnd: boolean) => {
    const i = fromEnd ? s.search(/[\n.!?。！？](?=[^\n.!?。！？]*$)/u) : s.search(/[\n]/u);
    return i === -1 ? s : fromEnd ? s.slice(i + 1) : s.slice(0, i);
  };
  const pieces: DiffPiece[] = [];
  const lead = cut(before, true);
  if (lead) pieces.push({ text: (fix.start - lead.length > 0 && lead.length === context ? "…" : "") + lead, kind: "context" });
  for (const p of diffWords(text.slice(fix.start, fix.end), fix.replacement, { intlSegmenter: words() })) {
    pieces.push({ text: p.value, kind: p.added ? "ins" : p.removed ? "del" : "same" });
  }
  const tail = cut(after, false);
  if (tail) pieces.push({ text: tail + (tail.length === context ? "…" : ""), kind: "context" });
  return pieces;
}
