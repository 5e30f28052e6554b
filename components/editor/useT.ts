"use client";
import { messages, translate, type StringKey, type UiMessages } from "@/lib/i18n/lookup";
import { useEditorStore } from "./store";

/** The translate function for the current UI language (plain strings). */
export function useT() {
  const lang = useEditorStore((s) => s.uiLang);
  return (key: StringKey) => translate(lang, key);
}

/** The whole catalogue of the current UI language, for messages that take parameters. */
export function useMessages(): UiMessages {
  return messages(useEditorStore((s) => s.uiLang));
}
