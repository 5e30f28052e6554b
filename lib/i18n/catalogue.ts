// The message catalogue: the interface (ui/), what findings say (findings/) and the patterns'
// own names and fixes (patterns/), in every UI language. Typed objects rather than ICU
// strings parsed at run time: a missing message or a wrong parameter fails the type-check,
// the same module runs in the browser, the worker, the API and the script-free report page,
// and plurals and numbers come from Intl (lib/i18n/format.ts). See README "Languages".
import type { BandResult } from "../scoring/bands";
import type { EvidenceGap } from "../shadow/confidence";
import { en as findingsEn } from "./findings/en";
import { ja as findingsJa } from "./findings/ja";
import { ko as findingsKo } from "./findings/ko";
import type { FindingWords } from "./findings/params";
import { zh as findingsZh } from "./findings/zh";
import type { UiLang } from "./locales";
import { en } from "./ui/en";
import { ja } from "./ui/ja";
import { ko } from "./ui/ko";
import type { UiMessages } from "./ui/types";
import { zh } from "./ui/zh";

export type { UiLang } from "./locales";
export type { UiMessages } from "./ui/types";

export const UI_MESSAGES: Readonly<Record<UiLang, UiMessages>> = { en, ko, zh, ja };
export const FINDING_WORDS: Readonly<Record<UiLang, FindingWords>> = { en: findingsEn, ko: findingsKo, zh: findingsZh, ja: findingsJa };

/** The interface messages of one language. */
export function messages(lang: UiLang): UiMessages {
  return UI_MESSAGES[lang] ?? UI_MESSAGES.en;
}

/** Keys of the catalogue whose message is a plain string. */
export type StringKey = { [K in keyof UiMessages]: UiMessages[K] extends string ? K : never }[keyof UiMessages];

export function translate(lang: UiLang, key: StringKey): string {
  return messages(lang)[key];
}

/** A score band's name in the UI language (the band's own English label for an unknown band). */
export function bandLabel(lang: UiLang, band: Pick<BandResult, "band" | "range" | "label_en">): string {
  return FINDING_WORDS[lang].bands[`${band.band}@${band.range[0]}`] ?? band.label_en;
}

/** A detector category's name in the UI language; custom pack categories keep their id. */
export function categoryName(lang: UiLang, category: string): string {
  return (FINDING_WORDS[lang].categories as Record<string, string>)[category] ?? category;
}

/** A text language's name in the UI language. */
export function languageName(lang: UiLang, textLang: string): string {
  return (FINDING_WORDS[lang].languages as Record<string, string>)[textLang] ?? textLang;
}

/** A review's outcome in words: its verdict and grade codes (accept_with_note, C) as the UI says them. */
export function reviewWords(review: { verdict: keyof UiMessages["verdicts"]; grade: keyof UiMessages["grades"] }, m: UiMessages): { verdict: string; grade: string } {
  return { verdict: m.verdicts[review.verdict] ?? review.verdict, grade: m.grades[review.grade] ?? review.grade };
}

/** A document type's name in the UI language; custom types keep their English label. */
export function docTypeName(lang: UiLang, docType: { name: string; label?: { en: string } }): string {
  return messages(lang).docTypes[docType.name] ?? docType.label?.en ?? docType.name;
}

const EVIDENCE_GAP_KEYS: Record<EvidenceGap, StringKey> = { short: "evidenceShort", thin: "evidenceThin", unfamiliar: "evidenceUnfamiliar", contradictory: "evidenceContradictory" };

/** Why a score has no band, in the UI language, one sentence per reason. */
export function evidenceGapText(lang: UiLang, reasons: readonly EvidenceGap[]): string[] {
  return reasons.map((r) => translate(lang, EVIDENCE_GAP_KEYS[r]));
}
