// Meaning Preservation Score (seed 000 §§14–17): the share of semantic anchors that
// survived the rewrite, with polarity-type anchors (polarity, negation) weighted in
// separately because flipping them inverts the meaning.
import { MPS_BANDS, bandOf, type BandResult } from "./bands";
import { ScoringError } from "./errors";
import { roundTo } from "./round";

export type AnchorType = "claim" | "polarity" | "quantifier" | "causation" | "negation";
export const ANCHOR_TYPES: readonly AnchorType[] = ["claim", "polarity", "quantifier", "causation", "negation"];
export const POLARITY_ANCHOR_TYPES: readonly AnchorType[] = ["polarity", "negation"];

export type AnchorVerdict = "PASS" | "SOFT FAIL" | "HARD FAIL";

export interface Anchor {
  id?: string;
  type: AnchorType;
  verdict: AnchorVerdict;
  /** The verdict after a retry (alternative correction), when one was made. */
  afterRetry?: AnchorVerdict;
  /** Where the anchor sits in the rewritten text, so a failing one can be retried or restored. */
  span?: { start: number; end: number };
}

export interface FailingAnchor {
  index: number; // 0-based position in the input list
  id?: string;
  type: AnchorType;
  verdict: AnchorVerdict; // the final one
  /** SOFT FAIL: retry the span with another correction; HARD FAIL: restore the original text. */
  action: "retry" | "restore";
  span?: { start: number; end: number };
}

export type MpsResult =
  | (BandResult & {
      applicable: true;
      score: number; // one decimal
      unrounded: number;
      formula: "anchors+polarity" | "anchors-only";
      pass_count: number;
      total: number;
      polarity_pass_count: number;
      polarity_total: number;
      failing: FailingAnchor[];
    })
  | { applicable: false; score: null; reason: "no-anchors"; label_ko: string; label_en: string; failing: [] };

/** "PASS", "pass", "soft fail", "SOFT_FAIL", "soft-fail", "HARD FAIL" … → the canonical verdict. */
export function parseVerdict(input: unknown): AnchorVerdict {
  if (typeof input === "string") {
    const v = input.trim().toUpperCase().replace(/[\s_-]+/g, " ");
    if (v === "PASS" || v === "SOFT FAIL" || v === "HARD FAIL") return v;
  }
  throw new ScoringError(`unknown anchor verdict ${JSON.stringify(input)} (expected PASS, SOFT FAIL or HARD FAIL)`);
}

export function parseAnchorType(input: unknown): AnchorType {
  const t = typeof input === "string" ? input.trim().toLowerCase() : "";
  if ((ANCHOR_TYPES as readonly string[]).includes(t)) return t as AnchorType;
  throw new ScoringError(`unknown anchor type ${JSON.stringify(input)} (expected ${ANCHOR_TYPES.join(", ")})`);
}

/**
 * The verdict that counts (retry rule, §16): the verdict after all remediation. A
 * SOFT FAIL that passed on retry counts as PASS; anything still failing counts as
 * a failure, including a HARD FAIL whose original text was restored.
 */
export function finalVerdict(anchor: Pick<Anchor, "verdict" | "afterRetry">): AnchorVerdict {
  return anchor.afterRetry ?? anchor.verdict;
}

export function failingAnchors(anchors: readonly Anchor[]): FailingAnchor[] {
  const failing: FailingAnchor[] = [];
  anchors.forEach((a, index) => {
    const verdict = finalVerdict(a);
    if (verdict === "PASS") return;
    failing.push({
      index,
      ...(a.id !== undefined ? { id: a.id } : {}),
      type: a.type,
      verdict,
      action: verdict === "HARD FAIL" ? "restore" : "retry",
      ...(a.span ? { span: { ...a.span } } : {}),
    });
  });
  return failing;
}

export function computeMps(anchors: readonly Anchor[]): MpsResult {
  if (anchors.length === 0) {
    return { applicable: false, score: null, reason: "no-anchors", label_ko: "N/A (앵커 없음)", label_en: "N/A (no anchors)", failing: [] };
  }
  const passed = anchors.filter((a) => finalVerdict(a) === "PASS");
  const polarity = anchors.filter((a) => POLARITY_ANCHOR_TYPES.includes(a.type));
  const polarityPassed = polarity.filter((a) => finalVerdict(a) === "PASS");
  const passRate = passed.length / anchors.length;
  const unrounded =
    polarity.length === 0 ? passRate * 100 : (passRate * 0.6 + (polarityPassed.length / polarity.length) * 0.4) * 100;
  return {
    applicable: true,
    score: roundTo(unrounded, 1),
    unrounded,
    ...bandOf(unrounded, MPS_BANDS),
    formula: polarity.length === 0 ? "anchors-only" : "anchors+polarity",
    pass_count: passed.length,
    total: anchors.length,
    polarity_pass_count: polarityPassed.length,
    polarity_total: polarity.length,
    failing: failingAnchors(anchors),
  };
}
