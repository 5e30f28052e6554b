// The editor's keyboard model: one table read by the keymap and the help overlay,
// so what the overlay lists is what the keys do.
export type ShortcutAction = "next-finding" | "previous-finding" | "open-card" | "accept-fix" | "ignore-fix" | "close-card" | "help";

export interface Shortcut {
  action: ShortcutAction;
  /** CodeMirror key names ("Mod" is Ctrl, or Cmd on macOS). */
  keys: string[];
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: "next-finding", keys: ["Alt-ArrowDown", "F8"] },
  { action: "previous-finding", keys: ["Alt-ArrowUp", "Shift-F8"] },
  { action: "open-card", keys: ["Alt-Enter"] },
  { action: "accept-fix", keys: ["Mod-Enter"] },
  { action: "ignore-fix", keys: ["Mod-Shift-i"] },
  { action: "close-card", keys: ["Escape"] },
  { action: "help", keys: ["Mod-/", "F1"] },
];

/** A key name as printed for people: "Mod-Shift-i" → "Ctrl+Shift+I" (or ⌘ on macOS). */
export function displayKey(key: string, mac: boolean): string {
  return key
    .split("-")
    .map((part) => {
      if (part === "Mod") return mac ? "⌘" : "Ctrl";
      if (part === "Alt") return mac ? "⌥" : "Alt";
      if (part === "ArrowDown") return "↓";
      if (part === "ArrowUp") return "↑";
      return part.length === 1 ? part.toUpperCase() : part;
    })
    .join(mac ? "" : "+");
}
