// A fix's label in one language's words, from its structured parts (kind, the words out, the
// words in). Takes the messages rather than a language so the editor page can build labels
// from the one language it has loaded (lib/i18n/lookup.ts) without the other three.
import type { UiMessages } from "../i18n/ui/types";
import type { FixKind } from "./types";

export function clip(s: string, max = 40): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The label in the language of `m` (its fixDelete, fixReplace, fixRestructure, fixMarkup). */
export function fixLabelText(m: UiMessages, kind: FixKind, from: string, to: string): string {
  const a = clip(from);
  const b = clip(to);
  if (to === "" || kind === "delete") return m.fixDelete(a);
  if (kind === "replace") return m.fixReplace(a, b);
  if (kind === "restructure") return m.fixRestructure(a, b);
  return m.fixMarkup(b);
}
