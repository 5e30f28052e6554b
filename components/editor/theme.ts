"use client";
// Applies the theme choice (lib/editor/theme.ts) to the page and tells the editors whether
// they are dark (CodeMirror's own cursor, selection and merge colours follow a facet).
import { parseThemeChoice, themeCookie, themeFromCookies, type ThemeChoice } from "@/lib/editor/theme";
import { useEditorStore } from "./store";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function systemDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;
}

function resolve(choice: ThemeChoice): boolean {
  return choice === "dark" || (choice === "system" && systemDark());
}

export function setThemeChoice(value: string) {
  const choice = parseThemeChoice(value);
  if (choice === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
  document.cookie = themeCookie(choice);
  useEditorStore.getState().set({ theme: choice, dark: resolve(choice) });
}

/** Reads the choice the server already applied and follows the system's changes while the page is open. */
export function watchTheme(): () => void {
  const choice = themeFromCookies(document.cookie);
  useEditorStore.getState().set({ theme: choice, dark: resolve(choice) });
  if (typeof matchMedia !== "function") return () => {};
  const query = matchMedia(DARK_QUERY);
  const onChange = () => {
    const { theme } = useEditorStore.getState();
    useEditorStore.getState().set({ dark: resolve(theme) });
  };
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
