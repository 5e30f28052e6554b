// What the editor page says in one UI language, as one value: the interface (ui/), what
// findings call things (findings/*-names.ts: categories, bands, language names) and the words
// of "Why this score" (features/). The findings' sentences are not here: the analysis worker
// renders them (lib/i18n/render.ts). The editor page loads the pack
// of the language it speaks and fetches another only when the reader switches to it; the
// server, the worker and the report page load all four (lib/i18n/catalogue.ts).
import type { FeatureWords } from "../features/types";
import type { FindingNames } from "../findings/params";
import type { UiLang } from "../locales";
import type { UiMessages } from "../ui/types";

export interface LangPack {
  readonly lang: UiLang;
  readonly ui: UiMessages;
  readonly names: FindingNames;
  readonly features: FeatureWords;
}
