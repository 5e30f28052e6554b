// Work analyzeText has already done on a text, kept beside its Analysis for later stages
// (the span detector) so they need not normalize and case-fold the same text again.
//
// The memo hangs off the Analysis under a non-enumerable symbol key: JSON.stringify,
// Object.keys, spread, structuredClone and deepStrictEqual all ignore it, so the Analysis
// stays plain serializable data. (A module-level WeakMap does the same job but costs ~4% of
// analyzeText in ephemeron bookkeeping at batch rates; it remains the fallback for frozen
// objects.) An Analysis that did not come from analyzeText in this process (parsed from
// JSON, spread into a copy, built by hand) gets the same values computed on first use.
import type { Analysis } from "./types";
import { matchView, type MatchView } from "../text/normalize";
import { foldCase } from "../text/chars";

interface Memo {
  view: MatchView;
  /** foldCase(view.text), once someone has needed it. */
  folded: string | null;
}

const MEMO = Symbol("patina.analysisMemo");
type Memoized = Analysis & { [MEMO]?: Memo };
const frozenMemos = new WeakMap<Analysis, Memo>();

function attach(analysis: Analysis, memo: Memo): void {
  if (Object.isExtensible(analysis)) {
    Object.defineProperty(analysis, MEMO, { value: memo, enumerable: false, writable: true, configurable: true });
  } else frozenMemos.set(analysis, memo);
}

/** Called by analyzeText with the view it analysed (and its case fold when it made one). */
export function rememberAnalysisWork(analysis: Analysis, view: MatchView, folded: string | null): void {
  attach(analysis, { view, folded });
}

function memoOf(analysis: Analysis): Memo {
  let memo = Object.prototype.hasOwnProperty.call(analysis, MEMO) ? (analysis as Memoized)[MEMO] : frozenMemos.get(analysis);
  if (!memo) attach(analysis, (memo = { view: matchView(analysis.text), folded: null }));
  return memo;
}

/** matchView(analysis.text), computed at most once per Analysis. */
export function analysisMatchView(analysis: Analysis): MatchView {
  return memoOf(analysis).view;
}

/** foldCase(analysisMatchView(analysis).text), computed at most once per Analysis. */
export function analysisFolded(analysis: Analysis): string {
  const memo = memoOf(analysis);
  if (memo.folded === null) memo.folded = foldCase(memo.view.text);
  return memo.folded;
}
