// A fix's label, from its structured parts (kind, the words out, the words in). The API and
// CLI print the English one; the editor renders the same parts in the UI language.
import { messages, type UiLang } from "../i18n/catalogue";
import type { FixKind } from "./types";

export function clip(s: string, max = 40): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The label in a UI language, from the catalogue (lib/i18n/ui: fixDelete, fixReplace, fixRestructure, fixMarkup). */
export function fixLabelFor(lang: UiLang, kind: FixKind, from: string, to: string): string {
  const m = messages(lang);
  const a = clip(from);
  const b = clip(to);
  if (to === "" || kind === "delete") return m.fixDelete(a);
  if (kind === "replace") return m.fixReplace(a, b);
  if (kind === "restructure") return m.fixRestructure(a, b);
  return m.fixMarkup(b);
}

/** The English label the API and CLI carry. */
export function fixLabel(kind: FixKind, from: string, to: string): string {
  return fixLabelFor("en", kind, from, to);
}
