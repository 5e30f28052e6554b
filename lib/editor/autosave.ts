// Local autosave without tabs clobbering each other: every tab writes only its
// own record (keyed by a per-tab id that survives reloads in sessionStorage).
// A reload restores the tab's own record; a new tab starts from the most
// recently edited one. Storage access is injected so this stays pure.
import { NO_IGNORES, parseIgnores, type IgnoreChoices } from "./ignores";

export const DRAFT_PREFIX = "patina:draft:";
/** Records kept; older tabs' drafts are pruned past this. */
export const MAX_RECORDS = 8;

export interface SavedDraft {
  tabId: string;
  text: string;
  /** ms since epoch of the last edit, not of the last write. */
  editedAt: number;
  lang: string;
  docType: string;
  ignores: IgnoreChoices;
  /** The last reading of exactly this text, so a reload shows marks before the worker answers. */
  lastReading?: unknown;
  /** textHash of the text lastReading was computed for. */
  readingHash?: number;
}

export interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function parseDraft(raw: string | null): SavedDraft | null {
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

export function allDrafts(store: KeyValueStore): SavedDraft[] {
  const out: SavedDraft[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(DRAFT_PREFIX)) continue;
    const d = parseDraft(store.getItem(key));
    if (d) out.push(d);
  }
  return out.sort((a, b) => b.editedAt - a.editedAt);
}

/** The draft a tab starts from: its own record after a reload, else the newest. */
export function draftToRestore(store: KeyValueStore, tabId: string): SavedDraft | null {
  const own = parseDraft(store.getItem(DRAFT_PREFIX + tabId));
  if (own) return own;
  return allDrafts(store)[0] ?? null;
}

/**
 * Writes this tab's record. Returns false when storage refused (quota, privacy
 * mode): the caller keeps the draft in memory and says so. A reading too large
 * to store is dropped first; the text never is.
 */
export function saveDraft(store: KeyValueStore, draft: SavedDraft): boolean {
  const key = DRAFT_PREFIX + draft.tabId;
  try {
    store.setItem(key, JSON.stringify(draft));
  } catch {
    try {
      const { lastReading: _dropped, ...rest } = draft;
      store.setItem(key, JSON.stringify(rest));
    } catch {
      return false;
    }
  }
  prune(store);
  return true;
}

function prune(store: KeyValueStore) {
  const drafts = allDrafts(store);
  for (const old of drafts.slice(MAX_RECORDS)) store.removeItem(DRAFT_PREFIX + old.tabId);
}

export function newTabId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
