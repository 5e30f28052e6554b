// A replacement that repeats a word its sentence already has ("this striking village has
// striking views") reads as careless: such candidates go after the others, and when every
// first fix is applied at once, a fix does not bring in a word another fix of its sentence did.
import type { TextRange } from "../engine/types";
import { sentenceAround } from "./sentences";

const WORD = /[A-Za-z][A-Za-z'’-]{3,}/g;
/** Short function words repeat freely. */
const FREE = new Set(["with", "that", "this", "than", "from", "have", "more", "also", "into", "their", "they", "there", "which", "what", "when", "well", "much", "many"]);

const words = (s: string) => new Set((s.match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => !FREE.has(w)));

/** Content words (Latin script, four letters or more) the edit brings in that its span did not have. */
export function newWords(text: string, edit: TextRange & { replacement: string }): Set<string> {
  const had = words(text.slice(edit.start, edit.end));
  const out = new Set<string>();
  for (const w of words(edit.replacement)) if (!had.has(w)) out.add(w);
  return out;
}

/** Whether the edit brings in a word its sentence already has outside the edit. */
export function echoes(text: string, edit: TextRange & { replacement: string }): boolean {
  const added = newWords(text, edit);
  if (added.size === 0) return false;
  const s = sentenceAround(text, edit.start, edit.end);
  const around = words(`${text.slice(s.start, edit.start)} ${text.slice(edit.end, s.end)}`);
  for (const w of added) if (around.has(w)) return true;
  return false;
}
