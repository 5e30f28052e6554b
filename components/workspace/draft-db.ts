// Drafts and their history in this browser's IndexedDB (through idb, a thin promise wrapper):
// nothing here leaves the machine. Every write of a draft checks its revision inside the same
// transaction (lib/workspace/drafts.ts mayWrite), so two tabs cannot overwrite each other;
// a refused write (quota, private mode) throws StorageError and the caller keeps the text.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from "idb";
import { mayWrite, parseDraftRecord, type DraftRecord } from "@/lib/workspace/drafts";
import { MAX_SNAPSHOTS, newestFirst, snapshotsBeyond, type Snapshot } from "@/lib/workspace/history";
import { draftsFromLegacy, legacyMarker, type LegacyDraft } from "@/lib/workspace/legacy-autosave";

const DB_NAME = "patina";
const DB_VERSION = 1;

interface PatinaSchema extends DBSchema {
  drafts: { key: string; value: DraftRecord };
  snapshots: { key: number; value: Snapshot; indexes: { byDraft: [string, number] } };
  meta: { key: string; value: { key: string; value: unknown } };
}

export type StorageFault = "full" | "unavailable";

export class StorageError extends Error {
  constructor(
    readonly fault: StorageFault,
    cause: unknown,
  ) {
    super(fault === "full" ? "storage is full" : `storage is unavailable: ${(cause as Error)?.message ?? String(cause)}`);
  }
}

function storageFault(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const name = (err as { name?: string })?.name ?? "";
  return new StorageError(name === "QuotaExceededError" ? "full" : "unavailable", err);
}

export type WriteResult = { ok: true; record: DraftRecord } | { ok: false; stored: DraftRecord };

export class DraftDb {
  constructor(private readonly db: IDBPDatabase<PatinaSchema>) {}

  private async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw storageFault(err);
    }
  }

  /**
   * One transaction: its result once it has committed. A full disk aborts the transaction,
   * so the transaction's own error (QuotaExceededError) says why, not the request's (AbortError).
   */
  private async inTransaction<S extends StoreNames<PatinaSchema>, T>(stores: S | S[], work: (tx: IDBPTransaction<PatinaSchema, S[], "readwrite">) => Promise<T>): Promise<T> {
    let tx: IDBPTransaction<PatinaSchema, S[], "readwrite"> | null = null;
    try {
      tx = this.db.transaction(Array.isArray(stores) ? stores : [stores], "readwrite");
      tx.done.catch(() => {}); // awaited below; a failed request must not leave it unhandled
      const result = await work(tx);
      await tx.done;
      return result;
    } catch (err) {
      throw storageFault(tx?.error ?? err);
    }
  }

  /** Every draft record, deleted ones included (the caller lists with lib/workspace/drafts.ts listed). */
  allDrafts(): Promise<DraftRecord[]> {
    return this.run(async () => (await this.db.getAll("drafts")).map(parseDraftRecord).filter((d): d is DraftRecord => d !== null));
  }

  getDraft(id: string): Promise<DraftRecord | null> {
    return this.run(async () => parseDraftRecord(await this.db.get("drafts", id)));
  }

  /**
   * Writes `record` over `baseRevision`: refused (with what is stored) when another tab wrote
   * since. The name is not this write's to change (renameDraft owns it), so a tab with a stale
   * name does not undo a rename made elsewhere.
   */
  writeDraft(record: DraftRecord, baseRevision: number, tabId: string): Promise<WriteResult> {
    return this.inTransaction("drafts", async (tx) => {
      const drafts = tx.objectStore("drafts");
      const stored = parseDraftRecord(await drafts.get(record.id)) ?? undefined;
      if (!mayWrite(stored, baseRevision)) return { ok: false as const, stored: stored! };
      const next: DraftRecord = { ...record, name: stored?.name ?? record.name, revision: (stored?.revision ?? baseRevision) + 1, writer: tabId };
      await drafts.put(next);
      return { ok: true as const, record: next };
    });
  }

  /** Renames without a new revision: a rename never makes another tab's text look stale. */
  renameDraft(id: string, name: string): Promise<void> {
    return this.update(id, (d) => ({ ...d, name }));
  }

  /** Marks a draft deleted (kept for undo until purgeDeleted); another tab's next write over it is refused. */
  markDeleted(id: string, at: number): Promise<void> {
    return this.update(id, (d) => ({ ...d, deletedAt: at, revision: d.revision + 1 }));
  }

  undelete(id: string): Promise<void> {
    return this.update(id, ({ deletedAt: _gone, ...d }) => ({ ...d, revision: d.revision + 1 }));
  }

  private update(id: string, change: (d: DraftRecord) => DraftRecord): Promise<void> {
    return this.inTransaction("drafts", async (tx) => {
      const stored = parseDraftRecord(await tx.objectStore("drafts").get(id));
      if (stored) await tx.objectStore("drafts").put(change(stored));
    });
  }

  /** Removes drafts deleted before `before`, with their history. */
  purgeDeleted(before: number): Promise<void> {
    return this.inTransaction(["drafts", "snapshots"], async (tx) => {
      const drafts = tx.objectStore("drafts");
      const snapshots = tx.objectStore("snapshots");
      for (const d of await drafts.getAll()) {
        if (typeof d.deletedAt !== "number" || d.deletedAt >= before) continue;
        await drafts.delete(d.id);
        const range = IDBKeyRange.bound([d.id, -Infinity], [d.id, Infinity]);
        for (const key of await snapshots.index("byDraft").getAllKeys(range)) await snapshots.delete(key);
      }
    });
  }

  /** Adds a snapshot and drops the draft's oldest beyond the last MAX_SNAPSHOTS, in one transaction. */
  addSnapshot(snapshot: Snapshot): Promise<Snapshot> {
    return this.inTransaction("snapshots", async (tx) => {
      const store = tx.objectStore("snapshots");
      const { id: _none, ...fresh } = snapshot;
      const id = await store.add(fresh as Snapshot);
      const range = IDBKeyRange.bound([snapshot.draftId, -Infinity], [snapshot.draftId, Infinity]);
      const all = await store.index("byDraft").getAll(range);
      for (const old of snapshotsBeyond(all, MAX_SNAPSHOTS)) if (old.id !== undefined) await store.delete(old.id);
      return { ...snapshot, id };
    });
  }

  /** A draft's snapshots, newest first. */
  snapshots(draftId: string): Promise<Snapshot[]> {
    return this.run(async () => newestFirst(await this.db.getAllFromIndex("snapshots", "byDraft", IDBKeyRange.bound([draftId, -Infinity], [draftId, Infinity]))));
  }

  /**
   * Moves the records of the old per-tab autosave in: each once (a marker per record in the
   * same transaction, so two tabs opening together do not both bring it in), and only texts
   * no draft holds yet. Returns how many drafts it added.
   */
  migrateLegacy(legacy: readonly { key: string; draft: LegacyDraft }[], newId: () => string, writer: string): Promise<number> {
    return this.inTransaction(["meta", "drafts"], async (tx) => {
      const meta = tx.objectStore("meta");
      const fresh: LegacyDraft[] = [];
      for (const l of legacy) {
        const marker = legacyMarker(l.key, l.draft);
        if (await meta.get(marker)) continue;
        fresh.push(l.draft);
        await meta.put({ key: marker, value: Date.now() });
      }
      const known = new Set((await tx.objectStore("drafts").getAll()).map((d) => d.text));
      const records = draftsFromLegacy(fresh, newId, writer, known);
      for (const r of records) await tx.objectStore("drafts").put({ ...r, revision: 1 });
      return records.length;
    });
  }
}

/** Opens (creating on first use) the database; throws StorageError when this browser refuses IndexedDB (private mode, blocked storage). */
export async function openDraftDb(): Promise<DraftDb> {
  try {
    if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
    const db = await openDB<PatinaSchema>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        database.createObjectStore("drafts", { keyPath: "id" });
        const snapshots = database.createObjectStore("snapshots", { keyPath: "id", autoIncrement: true });
        snapshots.createIndex("byDraft", ["draftId", "at"]);
        database.createObjectStore("meta", { keyPath: "key" });
      },
    });
    return new DraftDb(db);
  } catch (err) {
    throw storageFault(err);
  }
}
