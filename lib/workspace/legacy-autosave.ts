// The per-tab autosave of earlier versions (localStorage "patina:draft:<tab id>", one record
// per tab, up to 8): read once and moved into drafts (components/workspace/draft-db.ts), so
// nobody loses the draft they had. Storage access is injected so this stays pure.
import { NO_IGNORES, parseIgnores, type IgnoreChoices } from "../editor/ignores";
import { newDraftRecord, type DraftRecord } from "./drafts";

export const LEGACY_DRAFT_PREFIX = "patina:draft:";

export interface LegacyDraft {
  tabId: string;
  text: string;
  editedAt: number;
  lang: string;
  docType: string;
  ignores: IgnoreChoices;
  lastReading?: unknown;
  readingHash?: number;
}

export interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export function parseLegacyDraft(raw: string | null): LegacyDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v.tabId !== "string" || typeof v.text !== "string" || typeof v.editedAt !== "number") return null;
    return {
      tabId: v.tabId,
      text: v.text,
      editedAt: v.editedAt,
      lang: typeof v.lang === "string" ? v.lang : "auto",
      docType: typeof v.docType === "string" ? v.docType : "default",
      ignores: v.ignores ? parseIgnores(v.ignores) : NO_IGNORES,
      ...(v.lastReading !== undefined && typeof v.readingHash === "number" ? { lastReading: v.lastReading, readingHash: v.readingHash } : {}),
    };
  } catch {
    return null;
  }
}

/** Every legacy record's key and draft, newest first. */
export function legacyDrafts(store: KeyValueStore): { key: string; draft: LegacyDraft }[] {
  const out: { key: string; draft: LegacyDraft }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(LEGACY_DRAFT_PREFIX)) continue;
    const draft = parseLegacyDraft(store.getItem(key));
    if (draft) out.push({ key, draft });
  }
  return out.sort((a, b) => b.draft.editedAt - a.draft.editedAt);
}

/**
 * The drafts the legacy records become: one per distinct non-empty text (two tabs often held
 * the same one) that no draft holds yet, newest first, each with its pickers, ignore choices
 * and saved reading.
 */
export function draftsFromLegacy(legacy: readonly LegacyDraft[], newId: () => string, writer: string, knownTexts: ReadonlySet<string> = new Set()): DraftRecord[] {
  const seen = new Set<string>(knownTexts);
  const out: DraftRecord[] = [];
  for (const d of [...legacy].sort((a, b) => b.editedAt - a.editedAt)) {
    if (d.text.trim() === "" || seen.has(d.text)) continue;
    seen.add(d.text);
    out.push({
      ...newDraftRecord({ id: newId(), now: d.editedAt, writer, text: d.text, lang: d.lang, docType: d.docType, ignores: d.ignores }),
      ...(d.lastReading !== undefined && d.readingHash !== undefined ? { lastReading: d.lastReading, readingHash: d.readingHash } : {}),
    });
  }
  return out;
}

/** Marks one legacy record as moved, so no tab moves it twice (its key and its edit time: an old tab may write it again later). */
export function legacyMarker(key: string, draft: Pick<LegacyDraft, "editedAt">): string {
  return `legacy:${key}@${draft.editedAt}`;
}
