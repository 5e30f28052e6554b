// The message catalogue: the interface (ui/), what findings say (findings/), the words of
// "Why this score" (features/) and the patterns' own names and fixes (patterns/), in every UI
// language. Typed objects rather than ICU strings parsed at run time: a missing message or a
// wrong parameter fails the type-check, the same module runs in the browser, the worker, the
// API and the script-free report page, and plurals and numbers come from Intl
// (lib/i18n/format.ts). See README "Languages".
//
// Importing this module loads all four languages into lib/i18n/lookup.ts. The editor page
// does not: it reads lookup.ts and loads only the language it speaks (lib/i18n/packs).
import type { FeatureWords } from "./features/types";
import { en as findingsEn } from "./findings/en";
import { ja as findingsJa } from "./findings/ja";
import { ko as findingsKo } from "./findings/ko";
import type { FindingWords } from "./findings/params";
import { zh as findingsZh } from "./findings/zh";
import type { UiLang } from "./locales";
import { addLangPack } from "./lookup";
import { pack as en } from "./packs/en";
import { pack as ja } from "./packs/ja";
import { pack as ko } from "./packs/ko";
import type { LangPack } from "./packs/types";
import { pack as zh } from "./packs/zh";
import type { UiMessages } from "./ui/types";

export * from "./lookup";

const PACKS: Readonly<Record<UiLang, LangPack>> = { en, ko, zh, ja };
for (const pack of Object.values(PACKS)) addLangPack(pack);

export const UI_MESSAGES: Readonly<Record<UiLang, UiMessages>> = { en: en.ui, ko: ko.ui, zh: zh.ui, ja: ja.ui };
export const FINDING_WORDS: Readonly<Record<UiLang, FindingWords>> = { en: findingsEn, ko: findingsKo, zh: findingsZh, ja: findingsJa };
export const FEATURE_WORDS: Readonly<Record<UiLang, FeatureWords>> = { en: en.features, ko: ko.features, zh: zh.features, ja: ja.features };
