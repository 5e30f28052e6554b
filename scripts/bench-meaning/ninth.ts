// The ninth hold-out of bench:meaning (ninth-pairs.ts): hand-written faithful rewrites in four
// languages, reworded the way an LLM humanizer would (sentences merged and reordered so the cause
// comes first, numbers in other notations, negations said with other words, connectives dropped),
// with hand-written changes of six kinds. Scored by hand-set.ts in totals only; never read case by case.
import { handSetLines, scoreHandSet, type Check } from "./hand-set";
import { NINTH_KINDS, NINTH_PAIRS, withNinthChange, type NinthPair } from "./ninth-pairs";

const ninthSet = (pairs: readonly NinthPair[]) => ({
  title: "NINTH HOLD-OUT (hand-written, humanizer rewordings; written before the checker changed in its round, totals only):",
  kinds: NINTH_KINDS,
  pairs,
  withChange: withNinthChange,
});

export const scoreNinth = (check: Check, pairs: readonly NinthPair[] = NINTH_PAIRS) => scoreHandSet(check, ninthSet(pairs));
export const ninthLines = (check: Check): string[] => handSetLines(check, ninthSet(NINTH_PAIRS));
