// A draft's history as data: snapshots of its whole text, taken before every change that
// replaces the document and every few minutes of editing, the last 50 kept. Pure: the
// store is components/workspace/draft-db.ts, the hook other code calls is
// components/workspace/history.ts.

/** Why a snapshot was taken: the UI says it in words ("Before Accept all", "While editing"). */
export type SnapshotReason = "editing" | "accept-all" | "review" | "import" | "restore" | "other-tab" | "fixes";

export interface Snapshot {
  /** Assigned by the store. */
  id?: number;
  draftId: string;
  /** ms since epoch: when the text was as it is here. */
  at: number;
  text: string;
  reason: SnapshotReason;
  /** A few words more: the file imported, the time restored. */
  detail?: string;
}

export const MAX_SNAPSHOTS = 50;
/** "Every few minutes of editing": at most one editing snapshot this often. */
export const EDITING_SNAPSHOT_MS = 3 * 60_000;

/** The snapshots beyond the newest `max` (oldest first out), which the store deletes. */
export function snapshotsBeyond<T extends Pick<Snapshot, "at"> & { id?: number }>(snapshots: readonly T[], max = MAX_SNAPSHOTS): T[] {
  if (snapshots.length <= max) return [];
  const newestFirst = [...snapshots].sort((a, b) => b.at - a.at || (b.id ?? 0) - (a.id ?? 0));
  return newestFirst.slice(max);
}

/** Worth keeping: not empty, and not the text the newest snapshot already holds. */
export function worthSnapshot(text: string, newest: Pick<Snapshot, "text"> | undefined): boolean {
  return text.trim() !== "" && newest?.text !== text;
}

/**
 * Whether an autosave of `next` should first keep `previous` (the text as last saved, before
 * this run of edits) as an editing snapshot: when the last snapshot is older than the
 * interval and the text really changed.
 */
export function editingSnapshotDue(lastSnapshotAt: number | null, now: number, previous: string, next: string, interval = EDITING_SNAPSHOT_MS): boolean {
  if (previous === next || previous.trim() === "") return false;
  return lastSnapshotAt === null || now - lastSnapshotAt >= interval;
}

/** Newest first, the order the history list shows. */
export function newestFirst<T extends Pick<Snapshot, "at"> & { id?: number }>(snapshots: readonly T[]): T[] {
  return [...snapshots].sort((a, b) => b.at - a.at || (b.id ?? 0) - (a.id ?? 0));
}
