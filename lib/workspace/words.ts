// What the drafts list and the history say about a draft or a kept version, in the UI
// language: when it was edited, and why a version was kept.
// The editor page calls these with its UI language loaded (lib/i18n/lookup.ts); elsewhere import lib/i18n/catalogue first.
import { messages } from "../i18n/lookup";
import { UI_LANG_TAGS, type UiLang } from "../i18n/locales";
import type { Snapshot } from "./history";
import { editedLabel, snapshotTime } from "./when";

/** "edited 3 minutes ago", "edited just now", "edited Mar 3, 2025, 10:00 AM". */
export function editedWords(lang: UiLang, at: number, now: number): string {
  const m = messages(lang);
  const when = editedLabel(at, now, UI_LANG_TAGS[lang]);
  return when === null ? m.editedJustNow : m.editedAt(when);
}

/**
 * Why a version was kept. An import names its file; a restore's detail is the restored
 * version's time in ms, said in the language it is read in (any other detail as it is).
 */
export function snapshotWhy(lang: UiLang, s: Pick<Snapshot, "reason" | "detail">, now: number): string {
  const m = messages(lang);
  switch (s.reason) {
    case "import":
      return m.snapshotBeforeImport(s.detail ?? "");
    case "restore": {
      const at = s.detail ? Number(s.detail) : NaN;
      return m.snapshotBeforeRestore(Number.isFinite(at) ? snapshotTime(at, now, UI_LANG_TAGS[lang]) : (s.detail ?? ""));
    }
    default:
      return m.snapshotReasons[s.reason];
  }
}
