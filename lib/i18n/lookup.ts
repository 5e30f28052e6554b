// Reading the message catalogue by UI language, from the language packs loaded so far.
// The packs are values handed in (addLangPack), not imports, so that this module costs the
// editor page nothing per language: the page loads the pack of the language it speaks and
// fetches another only on a switch (components/editor/ui-lang.ts). lib/i18n/catalogue.ts
// loads all four and re-exports these functions for the server, the worker and the report page.
import type { BandResult } from "../scoring/bands";
import type { EvidenceGap } from "../shadow/confidence";
import type { FeatureWords } from "./features/types";
import type { FindingNames } from "./findings/params";
import { isUiLang, type UiLang } from "./locales";
import type { LangPack } from "./packs/types";
import type { UiMessages } from "./ui/types";

export type { UiLang } from "./locales";
export type { UiMessages } from "./ui/types";
export type { LangPack } from "./packs/types";

const loaded: Partial<Record<UiLang, LangPack>> = {};

/** Makes a language's pack readable by every function here. */
export function addLangPack(pack: LangPack): void {
  loaded[pack.lang] = pack;
}

export function hasLangPack(lang: UiLang): boolean {
  return loaded[lang] !== undefined;
}

/** The pack of `lang`; an unknown language reads as English, as it always has. */
export function langPack(lang: UiLang): LangPack {
  const pack = loaded[lang] ?? (isUiLang(lang) ? undefined : loaded.en);
  if (!pack) throw new Error(`The ${String(lang)} UI catalogue is not loaded: load its pack (lib/i18n/packs) or import lib/i18n/catalogue`);
  return pack;
}

/** The interface messages of one language. */
export function messages(lang: UiLang): UiMessages {
  return langPack(lang).ui;
}

/** What findings call things in one language: bands, categories, families, language names. */
export function findingNames(lang: UiLang): FindingNames {
  return langPack(lang).names;
}

/** The words of "Why this score" in one language. */
export function featureWords(lang: UiLang): FeatureWords {
  return langPack(lang).features;
}

/** Keys of the catalogue whose message is a plain string. */
export type StringKey = { [K in keyof UiMessages]: UiMessages[K] extends string ? K : never }[keyof UiMessages];

export function translate(lang: UiLang, key: StringKey): string {
  return messages(lang)[key];
}

/** A score band's name in the UI language (the band's own English label for an unknown band). */
export function bandLabel(lang: UiLang, band: Pick<BandResult, "band" | "range" | "label_en">): string {
  return findingNames(lang).bands[`${band.band}@${band.range[0]}`] ?? band.label_en;
}

/** A detector category's name in the UI language; custom pack categories keep their id. */
export function categoryName(lang: UiLang, category: string): string {
  return (findingNames(lang).categories as Record<string, string>)[category] ?? category;
}

/** A text language's name in the UI language. */
export function languageName(lang: UiLang, textLang: string): string {
  return (findingNames(lang).languages as Record<string, string>)[textLang] ?? textLang;
}

/** A review's outcome in words: its verdict and grade codes (accept_with_note, C) as the UI says them. */
export function reviewWords(review: { verdict: keyof UiMessages["verdicts"]; grade: keyof UiMessages["grades"] }, m: UiMessages): { verdict: string; grade: string } {
  return { verdict: m.verdicts[review.verdict] ?? review.verdict, grade: m.grades[review.grade] ?? review.grade };
}

/** A document type's name in the UI language; custom types keep their English label. */
export function docTypeName(lang: UiLang, docType: { name: string; label?: { en: string } }): string {
  return messages(lang).docTypes[docType.name] ?? docType.label?.en ?? docType.name;
}

const EVIDENCE_GAP_KEYS: Record<EvidenceGap, StringKey> = { short: "evidenceShort", thin: "evidenceThin", unfamiliar: "evidenceUnfamiliar", contradictory: "evidenceContradictory", overlap: "evidenceOverlap" };

/** Why a score has no band, in the UI language, one sentence per reason. */
export function evidenceGapText(lang: UiLang, reasons: readonly EvidenceGap[]): string[] {
  return reasons.map((r) => translate(lang, EVIDENCE_GAP_KEYS[r]));
}
