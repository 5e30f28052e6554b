// Everything one UI language says, as one value: the interface (ui/), what findings say
// (findings/) and the words of "Why this score" (features/). The editor page loads the pack
// of the language it speaks and fetches another only when the reader switches to it; the
// server, the worker and the report page load all four (lib/i18n/catalogue.ts).
import type { FeatureWords } from "../features/types";
import type { FindingWords } from "../findings/params";
import type { UiLang } from "../locales";
import type { UiMessages } from "../ui/types";

export interface LangPack {
  readonly lang: UiLang;
  readonly ui: UiMessages;
  readonly words: FindingWords;
  readonly features: FeatureWords;
}
