// Numbers, plurals and lists in a UI language, through the platform's Intl (the same
// CLDR data ICU MessageFormat reads). Formatters are built once per language and shape.
import { UI_LANG_TAGS, type UiLang } from "./locales";

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<UiLang, Intl.PluralRules>();
const listFormats = new Map<string, Intl.ListFormat>();

/** `n` with grouping and at most `digits` decimals (fewer when they are zeros: 24.0 → "24"). */
export function num(lang: UiLang, n: number, digits = 0): string {
  // Counts and offsets are mostly small whole numbers, which every UI language writes as plain
  // ASCII digits without grouping: the same string as Intl's, without a call into ICU.
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  const key = `${lang}:${digits}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(UI_LANG_TAGS[lang], { maximumFractionDigits: digits })));
  return f.format(n);
}

/** `n` with exactly `digits` decimals (scores: 72.0). */
export function fixed(lang: UiLang, n: number, digits = 1): string {
  const key = `${lang}:fixed${digits}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(UI_LANG_TAGS[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f.format(n);
}

/** A share 0–1 as a whole percentage ("37%"). */
export function percent(lang: UiLang, share: number): string {
  const key = `${lang}:pct`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(UI_LANG_TAGS[lang], { style: "percent", maximumFractionDigits: 0 })));
  return f.format(share);
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The CLDR plural form of `n` in `lang`, "#" replaced by the number (ko/zh/ja have only "other"). */
export function plural(lang: UiLang, n: number, forms: PluralForms, digits = 0): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(UI_LANG_TAGS[lang])));
  const form = n === 0 && forms.zero !== undefined ? "zero" : rules.select(n);
  return (forms[form] ?? forms.other).replace(/#/g, num(lang, n, digits));
}

/** "a, b and c" in the language's own way. */
export function list(lang: UiLang, items: readonly string[], type: "conjunction" | "unit" = "conjunction"): string {
  const key = `${lang}:${type}`;
  let f = listFormats.get(key);
  if (!f) listFormats.set(key, (f = new Intl.ListFormat(UI_LANG_TAGS[lang], { type, style: type === "unit" ? "narrow" : "long" })));
  return f.format(items);
}
