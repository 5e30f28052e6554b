// The eleventh hold-out of bench:meaning (eleventh-pairs.ts): hand-written faithful rewrites in four
// languages and other genres than news (recipes, contracts, sports reports, medicine leaflets, chat
// messages, history), reworded the way an LLM humanizer would, with hand-written changes of six
// kinds. Scored by hand-set.ts in totals only; never read case by case.
import { handSetLines, scoreHandSet, type Check } from "./hand-set";
import { ELEVENTH_KINDS, ELEVENTH_PAIRS, withEleventhChange, type EleventhPair } from "./eleventh-pairs";

const eleventhSet = (pairs: readonly EleventhPair[]) => ({
  title: "ELEVENTH HOLD-OUT (hand-written, humanizer rewordings of recipes, contracts, sports, leaflets, chats, history; written before the checker changed in its round, totals only):",
  kinds: ELEVENTH_KINDS,
  pairs,
  withChange: withEleventhChange,
});

export const scoreEleventh = (check: Check, pairs: readonly EleventhPair[] = ELEVENTH_PAIRS) => scoreHandSet(check, eleventhSet(pairs));
export const eleventhLines = (check: Check): string[] => handSetLines(check, eleventhSet(ELEVENTH_PAIRS));
