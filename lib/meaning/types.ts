// The meaning check's vocabulary: what an anchor is, its verdict, and the report of
// one anchor. lib/llm (the pipeline's events, the audit) imports these; the check
// itself depends on nothing above it.

/** number, negation, quantifier, causal (a cause/concession/contrast link), entity; "claim" is the model's. */
export type AnchorKind = "number" | "negation" | "quantifier" | "causal" | "concessive" | "entity" | "claim";
export type AnchorVerdictName = "PASS" | "SOFT FAIL" | "HARD FAIL";
export const ANCHOR_KINDS: readonly AnchorKind[] = ["number", "negation", "quantifier", "causal", "concessive", "entity", "claim"];
export const ANCHOR_VERDICTS: readonly AnchorVerdictName[] = ["PASS", "SOFT FAIL", "HARD FAIL"];

/**
 * What happened to the anchor, for a reviewer: kept; changed (30 → 61, all → some,
 * because → although); added (a number, negation or link the original does not have);
 * missing or dropped (gone from the rewrite); unaligned (no sentence of the other side
 * restates it, so the document's counts decided).
 */
export type AnchorChange = "kept" | "changed" | "added" | "missing" | "dropped" | "unaligned";

export interface AnchorReport {
  type: AnchorKind;
  /** The anchor as it reads in the original: original.slice(start, end). */
  text: string;
  start: number;
  end: number;
  /**
   * The rewrite text the verdict is about (the restated number or claim), as UTF-16
   * offsets into the rewrite; an empty range where the rewrite has nothing for it.
   * Absent only on the model's claim anchors, which quote the original alone.
   */
  rewrite_start?: number;
  rewrite_end?: number;
  /** rewrite.slice(rewrite_start, rewrite_end). */
  rewrite_text?: string;
  verdict: AnchorVerdictName;
  /** Absent on the model's claim anchors. */
  change?: AnchorChange;
  /** One line on why (e.g. "30 became 61", "a negation was added"); the model's note for claim anchors. */
  reason: string;
  /** "code" for deterministic anchors, "llm" for claim anchors the model added. */
  source: "code" | "llm";
}
