"use client";
// The model and key (BYOK) from Settings, as the headers every model request carries. Its own
// module so the settings, the suggestions and the merge review need not load the rewrite run.
import { useEditorStore } from "./store";

export function llmHeaders(): Record<string, string> {
  const { settings } = useEditorStore.getState();
  const headers: Record<string, string> = {};
  if (settings.key.trim()) headers["x-llm-key"] = settings.key.trim();
  if (settings.model.trim()) headers["x-llm-model"] = settings.model.trim();
  return headers;
}
