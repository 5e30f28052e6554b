// The twelfth hold-out of bench:meaning (twelfth-pairs.ts): hand-written faithful rewrites in four
// languages and genres none of the earlier sets has (insurance, airline notices, lab protocols,
// recalls, school notices, tax guidance, museum labels, court summaries, release notes, weather
// advisories, property listings, clinical trials), reworded the way an LLM humanizer would, with
// hand-written changes of six kinds. Scored by hand-set.ts in totals only; never read case by case.
import { handSetLines, scoreHandSet, type Check } from "./hand-set";
import { TWELFTH_KINDS, TWELFTH_PAIRS, withTwelfthChange, type TwelfthPair } from "./twelfth-pairs";

const twelfthSet = (pairs: readonly TwelfthPair[]) => ({
  title: "TWELFTH HOLD-OUT (hand-written, humanizer rewordings of policies, notices, protocols, recalls, labels, rulings, release notes, advisories, listings, trials; scored blind before any change, totals only):",
  kinds: TWELFTH_KINDS,
  pairs,
  withChange: withTwelfthChange,
});

export const scoreTwelfth = (check: Check, pairs: readonly TwelfthPair[] = TWELFTH_PAIRS) => scoreHandSet(check, twelfthSet(pairs));
export const twelfthLines = (check: Check): string[] => handSetLines(check, twelfthSet(TWELFTH_PAIRS));
