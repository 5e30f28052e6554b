// The seventh hold-out of bench:meaning (seventh-pairs.ts): hand-written faithful rewrites in
// four languages, reworded the way an LLM humanizer would, with hand-written changes of six kinds
// (antonym, entity, number, negation, quantifier, causal). Scored by hand-set.ts in totals only;
// never read case by case.
import { handSetLines, scoreHandSet, type Check } from "./hand-set";
import { SEVENTH_KINDS, SEVENTH_PAIRS, withSeventhChange, type SeventhPair } from "./seventh-pairs";

const seventhSet = (pairs: readonly SeventhPair[]) => ({
  title: "SEVENTH HOLD-OUT (hand-written, entities and notations; written before the checker changed in its round, totals only):",
  kinds: SEVENTH_KINDS,
  pairs,
  withChange: withSeventhChange,
});

export const scoreSeventh = (check: Check, pairs: readonly SeventhPair[] = SEVENTH_PAIRS) => scoreHandSet(check, seventhSet(pairs));
export const seventhLines = (check: Check): string[] => handSetLines(check, seventhSet(SEVENTH_PAIRS));
