"use client";
// The UI-language picker: the same options, each tagged with its own language, in the header and in Settings.
import { UI_LANG_NAMES, UI_LANG_TAGS, UI_LANGS, type UiLang } from "@/lib/i18n/locales";
import { loadUiLang } from "./ui-lang";

/** A reader reaching for the picker is about to switch: fetch the other languages' words now so the switch is immediate. */
function prefetchOthers(current: UiLang) {
  for (const l of UI_LANGS) if (l !== current) void loadUiLang(l).catch(() => {});
}

export function UiLangSelect({ value, onChange, testid }: { value: UiLang; onChange: (lang: UiLang) => void; testid: string }) {
  return (
    <select data-testid={testid} value={value} onChange={(e) => onChange(e.target.value as UiLang)} onPointerEnter={() => prefetchOthers(value)} onFocus={() => prefetchOthers(value)}>
      {UI_LANGS.map((l) => (
        <option key={l} value={l} lang={UI_LANG_TAGS[l]}>
          {UI_LANG_NAMES[l]}
        </option>
      ))}
    </select>
  );
}
