// Prints, for a tuning set (eighth or tenth, never a set still held out), each one-place change the
// check lets through on a base it passes: the tuning view of the missed changes.
//   node --import tsx scripts/bench-meaning/show-missed.ts [tenth|eighth] [kind]
import { checkMeaning } from "../../lib/meaning/check";
import { TENTH_PAIRS, withTenthChange } from "./tenth-pairs";
import { EIGHTH_PAIRS, withEighthChange } from "./eighth-pairs";

const eighth = process.argv[2] === "eighth";
const kind = process.argv[3];
const pairs = eighth ? EIGHTH_PAIRS : TENTH_PAIRS;
for (const p of pairs) {
  if (!checkMeaning(p.original, p.rewrite, p.lang).meaning_ok) continue;
  for (const ch of p.changes) {
    if (kind && ch.kind !== kind) continue;
    const r = eighth ? withEighthChange(p, ch) : withTenthChange(p, ch);
    if (!checkMeaning(p.original, r, p.lang).meaning_ok) continue;
    console.log(`${p.id} ${ch.kind}: «${ch.from}» → «${ch.to}»`);
  }
}
