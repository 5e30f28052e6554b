"use client";
import { translate, type StringKey } from "@/lib/i18n/strings";
import { useEditorStore } from "./store";

/** The translate function for the current UI language. */
export function useT() {
  const lang = useEditorStore((s) => s.uiLang);
  return (key: StringKey) => translate(lang, key);
}
