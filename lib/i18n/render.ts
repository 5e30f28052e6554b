// Renders finding messages, pattern names and fixes in a UI language. Pure and shared: the
// detector (in the worker and on the server), the pipeline and the report page call it.
import type { PatternDef } from "../packs/types";
import { FINDING_WORDS } from "./catalogue";
import type { FindingMsgId, FindingParams } from "./findings/params";
import type { UiLang } from "./locales";
import type { Msg } from "./message";
import { PATTERN_TEXT } from "./patterns";

/** A message in `lang`; an id this build does not know (a newer report) reads as the id. */
export function renderMsg(lang: UiLang, m: Msg): string {
  const template = FINDING_WORDS[lang].templates[m.id as FindingMsgId] as ((p: FindingParams[FindingMsgId], r: (x: Msg) => string) => string) | undefined;
  if (!template) return m.id;
  return template((m.params ?? {}) as FindingParams[FindingMsgId], (x) => renderMsg(lang, x));
}

type PatternRef = Pick<PatternDef, "id" | "name" | "lang">;

/** What the catalogue says of a pattern in `lang`, or null (its own language, or a custom pack without translations). */
function textOf(lang: UiLang, def: PatternRef) {
  return def.lang === lang ? null : (PATTERN_TEXT[lang][def.id] ?? null);
}

/** The pattern's name in the UI language; its own name in its own language (and for custom packs). */
export function patternName(lang: UiLang, def: PatternRef): string {
  return textOf(lang, def)?.[0] ?? def.name;
}

/** The pattern's fix guidance (or one matcher's) in the UI language; the pack's own text in its own language. */
export function patternFix(lang: UiLang, def: PatternRef & Pick<PatternDef, "fix" | "matchers">, matcher?: number): string {
  const own = matcher === undefined ? undefined : def.matchers[matcher]?.fix;
  const text = textOf(lang, def);
  if (!text) return own ?? def.fix;
  if (own !== undefined) return text[2]?.[matcher!] ?? own;
  return text[1];
}

/** "Language: AI vocabulary", or for a Korean translationese match "번역투: ~를 통해 남발", in the UI language. */
export function findingLabel(lang: UiLang, def: PatternRef & Pick<PatternDef, "category">, taxonomy?: string): string {
  const words = FINDING_WORDS[lang];
  const name = patternName(lang, def);
  // Chinese and Japanese set a full-width colon, with no space after it.
  const sep = lang === "zh" || lang === "ja" ? "：" : ": ";
  if (def.lang === "ko" && taxonomy) {
    const family = (words.families as Record<string, string>)[taxonomy[0]];
    if (family) return `${family}${sep}${name}`;
  }
  const category = (words.categories as Record<string, string>)[def.category] ?? def.category;
  return `${category}${sep}${name}`;
}
