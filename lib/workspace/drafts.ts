// Drafts as data: the record kept in this browser (IndexedDB, components/workspace/draft-db.ts),
// how a draft is titled and named, and the revision rule that keeps two tabs from overwriting
// each other. Pure: no storage, no clock, no DOM.
import { NO_IGNORES, parseIgnores, type IgnoreChoices } from "../editor/ignores";
import type { LineBreak } from "../import/line-breaks";

export interface DraftRecord {
  id: string;
  /** The writer's own name for it; "" means untitled (the list shows its first words). */
  name: string;
  /** LF text, as the editor holds it (lib/import/line-breaks.ts). */
  text: string;
  /** The line break downloads and copies use: a CRLF file comes back as CRLF. */
  lineBreak: LineBreak;
  lang: string;
  docType: string;
  ignores: IgnoreChoices;
  createdAt: number;
  /** ms since epoch of the last edit (not of the last write). */
  editedAt: number;
  /** Bumped by every write; a tab writes only over the revision it last read or wrote. */
  revision: number;
  /** The tab that wrote this revision. */
  writer: string;
  /** Set when deleted: the record stays until the undo is over, then is purged. */
  deletedAt?: number;
  /** The last reading of exactly this text, so a reload shows marks before the worker answers. */
  lastReading?: unknown;
  /** textHash of the text lastReading was computed for. */
  readingHash?: number;
}

export interface DraftSummary {
  id: string;
  name: string;
  preview: string;
  editedAt: number;
  chars: number;
}

export function newDraftRecord(init: { id: string; now: number; writer: string } & Partial<Pick<DraftRecord, "name" | "text" | "lineBreak" | "lang" | "docType" | "ignores">>): DraftRecord {
  return {
    id: init.id,
    name: init.name ?? "",
    text: init.text ?? "",
    lineBreak: init.lineBreak ?? "\n",
    lang: init.lang ?? "auto",
    docType: init.docType ?? "default",
    ignores: init.ignores ?? NO_IGNORES,
    createdAt: init.now,
    editedAt: init.now,
    revision: 0,
    writer: init.writer,
  };
}

/**
 * The start of a text for a list: whitespace folded, cut at a word boundary when there is
 * one near the end (Korean and English), else at `max` characters (Chinese and Japanese
 * run without spaces), never inside a surrogate pair. "" for an empty text.
 */
export function firstWords(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  let cut = flat.slice(0, max);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(" ");
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:·、，。]+$/, "")}…`;
}

/** What a draft is called: its name, else its first words; "" when it has neither (the UI says "Untitled"). */
export function draftTitle(d: Pick<DraftRecord, "name" | "text">): string {
  return d.name.trim() || firstWords(d.text, 40);
}

export function summarize(d: DraftRecord): DraftSummary {
  return { id: d.id, name: d.name, preview: firstWords(d.text), editedAt: d.editedAt, chars: d.text.length };
}

/** The list order: most recently edited first, deleted drafts left out. */
export function listed(records: readonly DraftRecord[]): DraftRecord[] {
  return records.filter((d) => d.deletedAt === undefined).sort((a, b) => b.editedAt - a.editedAt || a.id.localeCompare(b.id));
}

/** A draft named after an imported file: the file name without its folder and extension. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const stem = base.replace(/\.[^.]+$/, "").trim();
  return (stem || base).slice(0, 120);
}

/**
 * Whether a tab that last read or wrote `baseRevision` may write over `stored`. It may when
 * nobody else wrote since (same revision), or when the record is gone (purged after a delete
 * elsewhere: writing brings it back rather than dropping the text this tab still has open).
 */
export function mayWrite(stored: Pick<DraftRecord, "revision" | "deletedAt"> | undefined, baseRevision: number): boolean {
  if (!stored) return true;
  return stored.revision === baseRevision && stored.deletedAt === undefined;
}

/** Accepts only the stored shape; a record from an unknown version or a hand edit reads as null. */
export function parseDraftRecord(value: unknown): DraftRecord | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== "string" || typeof v.text !== "string" || typeof v.editedAt !== "number" || typeof v.revision !== "number") return null;
  return {
    id: v.id,
    name: typeof v.name === "string" ? v.name : "",
    text: v.text,
    lineBreak: v.lineBreak === "\r\n" ? "\r\n" : "\n",
    lang: typeof v.lang === "string" ? v.lang : "auto",
    docType: typeof v.docType === "string" ? v.docType : "default",
    ignores: parseIgnores(v.ignores),
    createdAt: typeof v.createdAt === "number" ? v.createdAt : v.editedAt,
    editedAt: v.editedAt,
    revision: v.revision,
    writer: typeof v.writer === "string" ? v.writer : "",
    ...(typeof v.deletedAt === "number" ? { deletedAt: v.deletedAt } : {}),
    ...(v.lastReading !== undefined && typeof v.readingHash === "number" ? { lastReading: v.lastReading, readingHash: v.readingHash } : {}),
  };
}

export function newDraftId(random: () => number = Math.random, now: number = Date.now()): string {
  return `d-${now.toString(36)}-${Math.floor(random() * 2 ** 40).toString(36)}`;
}
