// The sixth hold-out of bench:meaning (sixth-pairs.ts): hand-written faithful rewrites in
// four languages, some of whose antonyms are swapped in ways that keep the meaning, with
// hand-written changes of five kinds (antonym, number, negation, quantifier, causal).
// Scored by hand-set.ts in totals only; never read case by case.
import { handSetLines, scoreHandSet, type Check } from "./hand-set";
import { SIXTH_KINDS, SIXTH_PAIRS, withSixthChange, type SixthPair } from "./sixth-pairs";

const sixthSet = (pairs: readonly SixthPair[]) => ({
  title: "SIXTH HOLD-OUT (hand-written, antonyms; written before the checker changed in its round, totals only):",
  kinds: SIXTH_KINDS,
  pairs,
  withChange: withSixthChange,
});

export const scoreSixth = (check: Check, pairs: readonly SixthPair[] = SIXTH_PAIRS) => scoreHandSet(check, sixthSet(pairs));
export const sixthLines = (check: Check): string[] => handSetLines(check, sixthSet(SIXTH_PAIRS));
