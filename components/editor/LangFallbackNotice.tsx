"use client";
// Shown when the chosen interface language's pack could not be fetched and the page fell back
// to English (ui-lang.ts, startUiLang). Its words are English and built in: it only ever shows
// while English is the language on screen, and it must not wait for a pack itself.
import { UI_LANG_NAMES } from "@/lib/i18n/locales";
import { useEditorStore } from "./store";
import { chooseUiLang } from "./ui-lang";

export function LangFallbackNotice() {
  const missing = useEditorStore((s) => s.uiLangUnavailable);
  if (!missing) return null;
  return (
    <div className="notice" role="status" data-testid="ui-lang-fallback">
      {`Couldn't load ${UI_LANG_NAMES[missing]}; the interface is in English for now. `}
      <button type="button" className="btn small" data-testid="ui-lang-retry" onClick={() => void chooseUiLang(missing)}>
        Retry
      </button>
    </div>
  );
}
