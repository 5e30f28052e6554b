// The eighth hold-out of bench:meaning (eighth-pairs.ts): hand-written faithful rewrites in four
// languages, reworded the way an LLM humanizer would (negations said with other words, shares
// restated as "three in five" or 五社に三社, concessives dropped or added, names moved to the head
// of a sentence), with hand-written changes of six kinds. Scored by hand-set.ts in totals only;
// never read case by case.
import { handSetLines, scoreHandSet, type Check } from "./hand-set";
import { EIGHTH_KINDS, EIGHTH_PAIRS, withEighthChange, type EighthPair } from "./eighth-pairs";

const eighthSet = (pairs: readonly EighthPair[]) => ({
  title: "EIGHTH HOLD-OUT (hand-written, humanizer rewordings; written before the checker changed in its round, totals only):",
  kinds: EIGHTH_KINDS,
  pairs,
  withChange: withEighthChange,
});

export const scoreEighth = (check: Check, pairs: readonly EighthPair[] = EIGHTH_PAIRS) => scoreHandSet(check, eighthSet(pairs));
export const eighthLines = (check: Check): string[] => handSetLines(check, eighthSet(EIGHTH_PAIRS));
