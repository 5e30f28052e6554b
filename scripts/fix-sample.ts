// fix-sample — random applied fixes with their rule, for reading as an editor (issue 17's
// acceptability tally). One line per fix: the sentence before and after, the rule that made it.
//
//   node scripts/run.mjs scripts/fix-sample.ts [--seed 1] [--n 20] [--only ko] [--file dev.jsonl]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGS, type Lang } from "../lib/engine/types";
import { fixText } from "../lib/fix/document";
import { sentenceAround } from "../lib/fix/sentences";
import { seededRandom } from "../lib/util/seeded-random";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const seeds = arg("--seed", "1").split(",").map(Number);
const n = Number(arg("--n", "20"));
const only = arg("--only", "");
const ruleFilter = arg("--rule", "");
const files = arg("--file", "dev.jsonl,dev-modern.jsonl").split(",");
const corpus = join(process.cwd(), "..", "shared", "corpus");

interface Row { id: string; lang: Lang; label: string; text: string }
interface Sample { lang: Lang; rule: string; before: string; after: string; from: string; to: string }

const pool = new Map<string, Sample[]>();
for (const file of files) {
  let rows: Row[];
  try {
    rows = readFileSync(join(corpus, file), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Row);
  } catch {
    continue;
  }
  for (const row of rows) {
    if (row.label === "human" || !(LANGS as readonly string[]).includes(row.lang) || (only && row.lang !== only)) continue;
    const fixed = fixText(row.text, { lang: row.lang });
    for (const a of fixed.applied) {
      const s = sentenceAround(row.text, a.start, a.end);
      const before = row.text.slice(s.start, s.end);
      const after = before.slice(0, a.start - s.start) + a.replacement + before.slice(a.end - s.start);
      if (ruleFilter && !a.fix.rule.includes(ruleFilter)) continue;
      const key = `${row.lang}`;
      const list = pool.get(key) ?? [];
      list.push({ lang: row.lang, rule: a.fix.rule, before: before.trim(), after: after.trim(), from: a.original, to: a.replacement });
      pool.set(key, list);
    }
  }
}
for (const seed of seeds) {
  const rnd = seededRandom(seed);
  for (const lang of LANGS) {
    const list = pool.get(lang);
    if (!list?.length) continue;
    console.log(`\n#### ${lang} seed ${seed} (${list.length} applied fixes)`);
    const seen = new Set<number>();
    for (let k = 0; k < n && seen.size < list.length; ) {
      const i = Math.floor(rnd() * list.length);
      if (seen.has(i)) continue;
      seen.add(i);
      k++;
      const e = list[i];
      console.log(`${k}. [${e.rule}] «${e.from.replace(/\n/g, "⏎")}» → «${e.to.replace(/\n/g, "⏎")}»\n   ${e.before.replace(/\s+/g, " ")}\n   → ${e.after.replace(/\s+/g, " ")}`);
    }
  }
}
