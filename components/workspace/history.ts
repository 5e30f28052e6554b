"use client";
// The one call other code makes before it replaces the whole draft (Accept all, finishing a
// merge review, an import into the draft, a restore): the text as it is now goes into the
// draft's history first, so the change can be taken back from the history panel.
export { snapshotBeforeChange } from "./workspace";
export type { SnapshotReason } from "@/lib/workspace/history";
