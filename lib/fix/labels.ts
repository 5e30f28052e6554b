// A fix's English label, from its structured parts (kind, the words out, the words in).
// The API and CLI print it; the editor renders the same parts in the UI language
// (lib/i18n/strings.ts: fixDelete, fixReplace, fixRestructure, fixMarkup).
import type { FixKind } from "./types";

export function clip(s: string, max = 40): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const LABEL_TEMPLATES: Record<FixKind, string> = {
  delete: "Delete “{from}”",
  replace: "Replace “{from}” with “{to}”",
  restructure: "Rewrite “{from}” as “{to}”",
  markup: "Remove the formatting of “{to}”",
};

/** Fills a label template with the clipped words. */
export function renderLabel(template: string, from: string, to: string): string {
  return template.replace("{from}", clip(from)).replace("{to}", clip(to));
}

export function fixLabel(kind: FixKind, from: string, to: string): string {
  if (to === "") return renderLabel(LABEL_TEMPLATES.delete, from, to);
  return renderLabel(LABEL_TEMPLATES[kind], from, to);
}
