// Stand-in for @codemirror/language and @lezer/highlight inside @codemirror/merge (see
// no-language.ts and next.config.ts). Merge only highlights deleted text when a language is
// installed; none ever is in this prose editor, so `language` is a facet nobody provides (null,
// as the real one is then) and the highlighter is never reached.
import { Facet } from "@codemirror/state";

export const language = Facet.define<unknown, unknown>({ combine: (values) => (values.length ? values[0] : null) });

export function highlightingFor(): null {
  return null;
}

export function highlightTree(): void {
  throw new Error("highlightTree: no language is installed in this editor");
}
