// Prints, for each faithful pair of a hand-written set the check flags, its HARD and SOFT anchors
// with reason and both ranges: the tuning view of a set once it has been scored and read.
//   node --import tsx scripts/bench-meaning/show-flagged.ts [tenth|eighth|eleventh|twelfth]
import { checkMeaning } from "../../lib/meaning/check";
import { TENTH_PAIRS } from "./tenth-pairs";
import { EIGHTH_PAIRS } from "./eighth-pairs";
import { ELEVENTH_PAIRS } from "./eleventh-pairs";
import { TWELFTH_PAIRS } from "./twelfth-pairs";

const SETS = { tenth: TENTH_PAIRS, eighth: EIGHTH_PAIRS, eleventh: ELEVENTH_PAIRS, twelfth: TWELFTH_PAIRS };
const set = SETS[(process.argv[2] ?? "tenth") as keyof typeof SETS] ?? TENTH_PAIRS;
for (const p of set) {
  const m = checkMeaning(p.original, p.rewrite, p.lang);
  if (m.meaning_ok) continue;
  console.log(`── ${p.id}`);
  for (const a of m.anchors) {
    if (a.verdict === "PASS") continue;
    console.log(`  ${a.verdict} ${a.type}/${a.change}: ${a.reason}\n    O[${a.start},${a.end}] «${a.text}»\n    R[${a.rewrite_start},${a.rewrite_end}] «${a.rewrite_text}»`);
  }
}
