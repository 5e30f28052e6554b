"use client";
// The workspace controller: which draft this tab has open, its autosave (per draft, over the
// revision this tab last saw), switching, creating, renaming, deleting with undo, forking,
// what other tabs are doing (BroadcastChannel), and the history snapshots. Storage is
// IndexedDB (draft-db.ts); when it refuses, every draft lives on in this tab's memory and the
// page says so. The text is never dropped: a refused write keeps it, a conflicting one too.
import { textHash } from "@/lib/editor/hash";
import { NO_IGNORES } from "@/lib/editor/ignores";
import type { EditorReading } from "@/lib/editor/reading";
import { messages } from "@/lib/i18n/lookup";
import type { LineBreak } from "@/lib/import/line-breaks";
import { draftTitle, listed, newDraftId, newDraftRecord, summarize, type DraftRecord } from "@/lib/workspace/drafts";
import { editingSnapshotDue, newestFirst, worthSnapshot, type Snapshot, type SnapshotReason } from "@/lib/workspace/history";
import { draftsFromLegacy, legacyDrafts } from "@/lib/workspace/legacy-autosave";
import { currentDraft, IDLE_RUN, useEditorStore, type LangChoice } from "@/components/editor/store";
import { openDraftDb, StorageError, type DraftDb } from "./draft-db";
import { useWorkspace } from "./store";

const TAB_KEY = "patina:tab";
const TAB_DRAFT_KEY = "patina:tab-draft";
/** A tab's last unsaved edit, written synchronously as the page goes away (IndexedDB writes may not finish then). */
const UNSAVED_PREFIX = "patina:unsaved:";
const CHANNEL = "patina-workspace";
const SAVE_DELAY_MS = 300;
/** How long a deleted draft can be brought back before it is purged (at the next visit). */
export const UNDO_DELETE_MS = 10_000;

type Message =
  | { t: "open"; tab: string; draft: string }
  | { t: "here"; tab: string; draft: string }
  | { t: "closed"; tab: string; draft: string }
  | { t: "saved"; tab: string; draft: string; revision: number }
  | { t: "list"; tab: string };

/** What was last written (or read) of the open draft: the autosave writes only when something differs. */
interface Saved {
  text: string;
  editedAt: number;
  lang: string;
  docType: string;
  ignores: unknown;
  readingHash: number | undefined;
}

let db: DraftDb | null = null;
let tabId = "";
let booted = false;
/** Every draft this tab knows, kept current as it writes; without storage, the only copy. */
const records = new Map<string, DraftRecord>();
/** Drafts whose newest text is in `records` but not in storage (a refused or conflicting write). */
const unsaved = new Set<string>();
/** The revision of the open draft this tab last read or wrote. */
let base = 0;
let createdAt = 0;
let saved: Saved = { text: "", editedAt: 0, lang: "auto", docType: "default", ignores: NO_IGNORES, readingHash: undefined };
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> = Promise.resolve();
let channel: BroadcastChannel | null = null;
/** The open draft's newest snapshot, to skip duplicates and time the editing ones. */
let newestSnapshot: Snapshot | undefined;
/** Snapshots not in storage (none when storage works). */
const memorySnapshots: Snapshot[] = [];

const ws = () => useWorkspace.getState();
const ed = () => useEditorStore.getState();
const m = () => messages(ed().uiLang);

function sessionValue(key: string, make?: () => string): string | null {
  try {
    let v = sessionStorage.getItem(key);
    if (!v && make) {
      v = make();
      sessionStorage.setItem(key, v);
    }
    return v;
  } catch {
    return make ? make() : null;
  }
}

function post(message: Message) {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: other tabs still find out through the revision check.
  }
}

function refreshList() {
  ws().set({ drafts: listed([...records.values()]).map(summarize) });
}

function noteFault(err: unknown) {
  const fault = err instanceof StorageError ? err.fault : "unavailable";
  if (ws().storageFault !== fault) ws().set({ storageFault: fault });
}

/** The open draft as it is now in the editor and the pickers. */
function currentRecord(): DraftRecord {
  const s = ed();
  const w = ws();
  const text = currentDraft();
  const hash = textHash(text);
  return {
    id: w.draftId,
    name: w.name,
    text,
    lineBreak: w.lineBreak,
    lang: s.lang,
    docType: s.docType,
    ignores: s.ignores,
    createdAt,
    editedAt: text === saved.text ? saved.editedAt : s.lastEditAt || Date.now(),
    revision: base,
    writer: tabId,
    ...(s.reading && s.readingHash === hash ? { lastReading: s.reading, readingHash: hash } : {}),
  };
}

function differsFromSaved(r: DraftRecord): boolean {
  // A reading is news only once it exists: right after a switch or another tab's text there is none yet.
  const newReading = r.readingHash !== undefined && r.readingHash !== saved.readingHash;
  return r.text !== saved.text || r.lang !== saved.lang || r.docType !== saved.docType || r.ignores !== saved.ignores || newReading;
}

function markSaved(r: DraftRecord) {
  saved = { text: r.text, editedAt: r.editedAt, lang: r.lang, docType: r.docType, ignores: r.ignores, readingHash: r.readingHash };
}

/** Writes the open draft now (waits for a write already under way). */
export function flush(): Promise<void> {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  writing = writing.then(writeOpenDraft, writeOpenDraft);
  return writing;
}

async function writeOpenDraft() {
  const w = ws();
  if (!w.ready || !w.draftId || w.conflict || w.deletedElsewhere) return;
  const record = currentRecord();
  if (!differsFromSaved(record) && !unsaved.has(record.id)) return;
  if (editingSnapshotDue(newestSnapshot?.at ?? null, Date.now(), saved.text, record.text)) {
    await keepSnapshot({ draftId: record.id, at: saved.editedAt || Date.now(), text: saved.text, reason: "editing" });
  }
  records.set(record.id, record);
  refreshList();
  if (!db) {
    unsaved.add(record.id);
    markSaved(record);
    return;
  }
  try {
    const result = await db.writeDraft(record, base, tabId);
    if (!result.ok) {
      // Another tab wrote this draft since: keep this text here, write nothing, say so.
      unsaved.add(record.id);
      ws().set({ conflict: true });
      return;
    }
    base = result.record.revision;
    records.set(record.id, result.record);
    unsaved.delete(record.id);
    markSaved(record);
    if (ws().storageFault) ws().set({ storageFault: null });
    post({ t: "saved", tab: tabId, draft: record.id, revision: base });
  } catch (err) {
    unsaved.add(record.id);
    markSaved(record); // retried with the next change; `unsaved` keeps it pending meanwhile
    noteFault(err);
  }
}

function scheduleSave() {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void flush(), SAVE_DELAY_MS);
}

/** Puts a draft into the editor (re-created with its text) and the pickers. */
function openDraft(record: DraftRecord, restored = false) {
  if (ws().draftId && ws().draftId !== record.id) post({ t: "closed", tab: tabId, draft: ws().draftId });
  base = record.revision;
  createdAt = record.createdAt;
  markSaved(record);
  newestSnapshot = undefined;
  const reading = record.lastReading && record.readingHash === textHash(record.text) ? (record.lastReading as EditorReading) : null;
  useEditorStore.getState().set({
    text: record.text,
    lang: record.lang as LangChoice,
    docType: record.docType,
    ignores: record.ignores,
    reading: null,
    readingHash: 0,
    lastEditAt: record.editedAt,
    analysisError: null,
    card: null,
    run: IDLE_RUN,
    merge: null,
    handEdit: null,
  });
  ws().set({
    draftId: record.id,
    name: record.name,
    lineBreak: record.lineBreak,
    initial: { text: record.text, reading },
    editorKey: ws().editorKey + 1,
    restored: restored && record.text !== "",
    conflict: false,
    elsewhere: false,
    deletedElsewhere: false,
    snapshots: [],
  });
  try {
    sessionStorage.setItem(TAB_DRAFT_KEY, record.id);
  } catch {
    // The tab reopens the newest draft instead.
  }
  post({ t: "open", tab: tabId, draft: record.id });
  void loadNewestSnapshot(record.id);
}

async function loadNewestSnapshot(draftId: string) {
  const list = await snapshotsOf(draftId);
  if (ws().draftId === draftId) newestSnapshot = list[0];
}

async function snapshotsOf(draftId: string): Promise<Snapshot[]> {
  let stored: Snapshot[] = [];
  if (db) {
    try {
      stored = await db.snapshots(draftId);
    } catch (err) {
      noteFault(err);
    }
  }
  return newestFirst([...stored, ...memorySnapshots.filter((s) => s.draftId === draftId)]);
}

async function keepSnapshot(snapshot: Snapshot) {
  if (!worthSnapshot(snapshot.text, newestSnapshot)) return;
  newestSnapshot = snapshot;
  if (db) {
    try {
      newestSnapshot = await db.addSnapshot(snapshot);
      return;
    } catch (err) {
      noteFault(err);
    }
  }
  memorySnapshots.push(snapshot);
}

/**
 * Keeps the open draft's text as it is now in its history, before something replaces the
 * whole document (Accept all, finishing a review, an import into the draft, a restore). The
 * text is read at once; the write finishes in the background.
 */
export function snapshotBeforeChange(reason: SnapshotReason, detail?: string): Promise<void> {
  const draftId = ws().draftId;
  if (!draftId) return Promise.resolve();
  return keepSnapshot({ draftId, at: Date.now(), text: currentDraft(), reason, ...(detail ? { detail } : {}) });
}

async function newDraft(init: Partial<Pick<DraftRecord, "name" | "text" | "lineBreak" | "lang" | "docType" | "ignores">> = {}): Promise<DraftRecord> {
  const now = Date.now();
  let record = newDraftRecord({ id: newDraftId(), now, writer: tabId, ...init });
  if (db) {
    try {
      const result = await db.writeDraft(record, 0, tabId);
      if (result.ok) record = result.record;
    } catch (err) {
      unsaved.add(record.id);
      noteFault(err);
    }
  } else unsaved.add(record.id);
  records.set(record.id, record);
  refreshList();
  post({ t: "list", tab: tabId });
  return record;
}

/** A new empty draft (or one with `init`), opened in this tab. */
export async function createDraft(init: Parameters<typeof newDraft>[0] = {}) {
  await flush();
  openDraft(await newDraft(init));
}

export async function switchDraft(id: string) {
  if (id === ws().draftId) return;
  await flush();
  let record = records.get(id) ?? null;
  if (db && !unsaved.has(id)) {
    try {
      record = (await db.getDraft(id)) ?? record;
    } catch (err) {
      noteFault(err);
    }
  }
  if (record && record.deletedAt === undefined) openDraft(record);
}

export async function renameDraft(id: string, name: string) {
  const clean = name.replace(/\s+/g, " ").trim().slice(0, 120);
  const record = records.get(id);
  if (!record) return;
  records.set(id, { ...record, name: clean });
  if (id === ws().draftId) ws().set({ name: clean });
  refreshList();
  if (db) {
    try {
      await db.renameDraft(id, clean);
      post({ t: "list", tab: tabId });
    } catch (err) {
      noteFault(err);
    }
  }
}

export async function deleteDraft(id: string) {
  const record = records.get(id);
  if (!record) return;
  if (id === ws().draftId) await flush();
  const deleted = { ...(records.get(id) ?? record), deletedAt: Date.now() };
  records.set(id, deleted);
  if (db) {
    try {
      await db.markDeleted(id, deleted.deletedAt);
      post({ t: "list", tab: tabId });
    } catch (err) {
      noteFault(err);
    }
  }
  refreshList();
  ws().set({ toast: { kind: "deleted", draftId: id, title: draftTitle(record) } });
  if (id === ws().draftId) {
    const next = listed([...records.values()])[0];
    if (next) await switchDraft(next.id);
    else openDraft(await newDraft());
  }
}

export async function undoDelete(id: string) {
  const record = records.get(id);
  if (!record) return;
  const { deletedAt: _gone, ...back } = record;
  if (db) {
    try {
      await db.undelete(id);
      const stored = await db.getDraft(id);
      if (stored) Object.assign(back, stored);
      post({ t: "list", tab: tabId });
    } catch (err) {
      noteFault(err);
    }
  }
  records.set(id, back);
  refreshList();
  ws().set({ toast: null });
  await switchDraft(id);
}

/** The open draft's text as a new draft of its own ("… (copy)"): the way out of a clash with another tab. */
export async function forkDraft() {
  const current = currentRecord();
  const copy = await newDraft({ name: m().copyName(draftTitle(current) || m().untitled), text: current.text, lineBreak: current.lineBreak, lang: current.lang, docType: current.docType, ignores: current.ignores });
  if (ws().conflict) unsaved.delete(current.id); // its text now lives in the copy
  const { reading, readingHash } = ed();
  openDraft(reading ? { ...copy, lastReading: reading, readingHash } : copy);
}

/** Takes the version another tab saved, after keeping this tab's text in the history. */
export async function loadOtherVersion() {
  const id = ws().draftId;
  if (!db) return;
  await snapshotBeforeChange("other-tab");
  try {
    const stored = await db.getDraft(id);
    if (!stored) return;
    unsaved.delete(id);
    await adopt(stored);
    ws().set({ conflict: false });
  } catch (err) {
    noteFault(err);
  }
}

/** Brings the editor to a stored record of the open draft (another tab's newer revision). */
async function adopt(stored: DraftRecord) {
  records.set(stored.id, stored);
  base = stored.revision;
  markSaved(stored);
  const view = ed().view;
  if (view && view.state.doc.toString() !== stored.text) {
    const { replaceDraft } = await import("@/components/editor/replace-draft");
    replaceDraft(view, stored.text, "input.other-tab");
  }
  ed().set({ text: stored.text, lang: stored.lang as LangChoice, docType: stored.docType, ignores: stored.ignores });
  ws().set({ name: stored.name, lineBreak: stored.lineBreak });
  refreshList();
}

async function onMessage(m: Message) {
  if (m.tab === tabId) return;
  const open = ws().draftId;
  switch (m.t) {
    case "open":
      if (m.draft === open) post({ t: "here", tab: tabId, draft: open });
      break;
    case "here":
      if (m.draft === open) ws().set({ elsewhere: true });
      break;
    case "closed":
      if (m.draft === open) ws().set({ elsewhere: false });
      break;
    case "saved": {
      if (!db) return;
      const stored = await db.getDraft(m.draft).catch(() => null);
      if (!stored) return;
      if (!unsaved.has(m.draft)) records.set(m.draft, stored);
      refreshList();
      if (m.draft !== open || stored.revision <= base) return;
      // Nothing typed here since the last write: follow the other tab. Otherwise both changed it.
      if (!differsFromSaved(currentRecord()) && !unsaved.has(open)) await adopt(stored);
      else ws().set({ conflict: true });
      break;
    }
    case "list": {
      if (!db) return;
      const all = await db.allDrafts().catch(() => null);
      if (!all) return;
      for (const r of all) if (!unsaved.has(r.id)) records.set(r.id, r);
      for (const id of [...records.keys()]) if (!all.some((r) => r.id === id) && !unsaved.has(id)) records.delete(id);
      refreshList();
      const mine = records.get(open);
      if (mine) {
        if (mine.name !== ws().name) ws().set({ name: mine.name });
        ws().set({ deletedElsewhere: mine.deletedAt !== undefined });
      }
      break;
    }
  }
}

/** Brings the deleted-elsewhere open draft back. */
export async function keepDeletedDraft() {
  const id = ws().draftId;
  if (db) {
    try {
      await db.undelete(id);
      const stored = await db.getDraft(id);
      if (stored) {
        records.set(id, stored);
        base = stored.revision;
      }
      post({ t: "list", tab: tabId });
    } catch (err) {
      noteFault(err);
    }
  }
  ws().set({ deletedElsewhere: false });
  refreshList();
  scheduleSave();
}

/** The unsaved edits a tab wrote as it went away (see UNSAVED_PREFIX): back into their draft, or a copy when it moved on meanwhile. */
async function rescueUnsaved() {
  let found: { key: string; value: { draft: DraftRecord; base: number } }[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(UNSAVED_PREFIX)) continue;
      try {
        found.push({ key, value: JSON.parse(localStorage.getItem(key) ?? "null") });
      } catch {
        localStorage.removeItem(key);
      }
    }
  } catch {
    found = [];
  }
  for (const { key, value } of found) {
    const draft = value?.draft;
    if (!db || !draft || typeof draft.text !== "string") continue;
    try {
      const stored = await db.getDraft(draft.id);
      if (!stored || stored.text !== draft.text) {
        const result = await db.writeDraft({ ...(stored ?? draft), ...draft, name: stored?.name ?? draft.name }, value.base, tabId);
        if (!result.ok) await db.writeDraft({ ...draft, id: newDraftId(), name: m().copyName(draftTitle(draft) || m().untitled) }, 0, tabId);
      }
      localStorage.removeItem(key);
    } catch {
      // Left for the next visit.
    }
  }
}

function onPageHide() {
  const w = ws();
  if (!w.ready || !w.draftId) return;
  post({ t: "closed", tab: tabId, draft: w.draftId }); // a tab told "open elsewhere" because of this one may stop worrying
  const record = currentRecord();
  if (differsFromSaved(record) || unsaved.has(record.id)) {
    try {
      localStorage.setItem(UNSAVED_PREFIX + tabId, JSON.stringify({ draft: { ...record, lastReading: undefined, readingHash: undefined }, base }));
    } catch {
      // Storage refuses everything: the beforeunload prompt was the warning.
    }
  }
  void flush();
}

function onBeforeUnload(e: BeforeUnloadEvent) {
  // The text exists only in this tab: ask before it goes.
  if (ws().storageFault && currentDraft().trim() !== "") {
    e.preventDefault();
    e.returnValue = "";
  }
}

/** Opens storage, moves old autosaves in, and opens this tab's draft. Once per page. */
export async function bootWorkspace() {
  if (booted) return;
  booted = true;
  tabId = sessionValue(TAB_KEY, () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`)!;
  try {
    db = await openDraftDb();
  } catch (err) {
    db = null;
    noteFault(err);
  }
  let legacy: ReturnType<typeof legacyDrafts> = [];
  try {
    legacy = legacyDrafts(localStorage);
  } catch {
    legacy = [];
  }
  if (db) {
    try {
      if (legacy.length) {
        await db.migrateLegacy(legacy, () => newDraftId(), tabId);
        for (const l of legacy) localStorage.removeItem(l.key);
      }
      await rescueUnsaved();
      // Drafts deleted before this visit stay listed as deleted (never shown) until the purge below.
      for (const r of await db.allDrafts()) records.set(r.id, r);
    } catch (err) {
      noteFault(err);
    }
  } else {
    // No storage: the old autosave's newest draft still opens, in memory.
    for (const r of draftsFromLegacy(legacy.map((l) => l.draft), () => newDraftId(), tabId)) {
      records.set(r.id, r);
      unsaved.add(r.id);
    }
  }
  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<Message>) => void onMessage(e.data);
  }
  const wanted = sessionValue(TAB_DRAFT_KEY);
  const list = listed([...records.values()]);
  const pick = list.find((d) => d.id === wanted) ?? list[0];
  refreshList();
  openDraft(pick ?? (await newDraft()), pick !== undefined);
  ws().set({ ready: true });
  // Off the path to the first paint: deleted drafts whose undo is long over, with their history.
  if (db) {
    const before = Date.now() - UNDO_DELETE_MS;
    void db.purgeDeleted(before).then(
      () => {
        for (const [id, r] of records) if (r.deletedAt !== undefined && r.deletedAt < before) records.delete(id);
      },
      noteFault,
    );
  }

  useEditorStore.subscribe((s, prev) => {
    if (s.text !== prev.text || s.lang !== prev.lang || s.docType !== prev.docType || s.ignores !== prev.ignores || s.reading !== prev.reading) scheduleSave();
  });
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("beforeunload", onBeforeUnload);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void flush();
  });
}

/** The history panel's list for the open draft. */
export async function loadHistory() {
  const id = ws().draftId;
  const list = await snapshotsOf(id);
  if (ws().draftId === id) ws().set({ snapshots: list });
}

/** Puts a snapshot's text back, after keeping the current text as a snapshot of its own; undoable in the editor. */
export async function restoreSnapshot(snapshot: Snapshot) {
  const view = ed().view;
  if (!view || snapshot.draftId !== ws().draftId) return;
  // The restored version's time is kept as a number, so the history says it in whatever language it is read in.
  await snapshotBeforeChange("restore", String(snapshot.at));
  const { replaceDraft } = await import("@/components/editor/replace-draft");
  replaceDraft(view, snapshot.text, "input.restore");
  // The last rewrite's scores described a text that is no longer there.
  ed().set({ run: IDLE_RUN });
  const { reanalyzeNow } = await import("@/components/editor/actions");
  reanalyzeNow();
  ws().set({ historyOpen: false, toast: { kind: "restored", at: snapshot.at, restoredAt: Date.now(), text: snapshot.text } });
}

/** The line break of the open draft, for downloads and copy. */
export function openLineBreak(): LineBreak {
  return ws().lineBreak;
}
