// The tenth hold-out of bench:meaning (tenth-pairs.ts): hand-written faithful rewrites in four
// languages, reworded the way an LLM humanizer would (sentences merged, split and reordered, numbers
// in other notations, negations said by meaning rather than by a negator, connectives dropped),
// with hand-written changes of six kinds. Scored by hand-set.ts in totals only; never read case by case.
import { handSetLines, scoreHandSet, type Check } from "./hand-set";
import { TENTH_KINDS, TENTH_PAIRS, withTenthChange, type TenthPair } from "./tenth-pairs";

const tenthSet = (pairs: readonly TenthPair[]) => ({
  title: "TENTH HOLD-OUT (hand-written, humanizer rewordings; written before the checker changed in its round, totals only):",
  kinds: TENTH_KINDS,
  pairs,
  withChange: withTenthChange,
});

export const scoreTenth = (check: Check, pairs: readonly TenthPair[] = TENTH_PAIRS) => scoreHandSet(check, tenthSet(pairs));
export const tenthLines = (check: Check): string[] => handSetLines(check, tenthSet(TENTH_PAIRS));
