// A fix's label, from its structured parts (kind, the words out, the words in). The API and
// CLI print the English one; the editor renders the same parts in the UI language.
import { messages, type UiLang } from "../i18n/catalogue";
import { fixLabelText } from "./label-text";
import type { FixKind } from "./types";

export { clip } from "./label-text";

/** The label in a UI language, from the catalogue (lib/i18n/ui: fixDelete, fixReplace, fixRestructure, fixMarkup). */
export function fixLabelFor(lang: UiLang, kind: FixKind, from: string, to: string): string {
  return fixLabelText(messages(lang), kind, from, to);
}

/** The English label the API and CLI carry. */
export function fixLabel(kind: FixKind, from: string, to: string): string {
  return fixLabelFor("en", kind, from, to);
}
