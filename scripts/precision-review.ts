// Precision review of a language's catalogue (issue 18): per pattern, per AI-lexicon entry and
// per hot-paragraph reason, the share of documents it fires in, by source and label and by
// generator, plus the pooled formal register (news, Wikipedia and arXiv, paper abstracts,
// speeches). Student-writing sources are left out on purpose: a change meant for them is chosen
// on the other human sources and the AI texts, and the essays are only measured afterwards,
// held out (bench:quality).
// A fourth table lists, per pattern, the share of documents it puts an S1 span mark on (what an
// editor shows at the highest severity), with the share of documents that carry none.
//   node scripts/run.mjs scripts/precision-review.ts [--lang en] [--min 0.05] [--students]
// --min: list a row only when some human group reaches this share.
// --students: keep the student-writing sources (ko has no other human source of any size:
// KatFish essays are the only real human Korean text in dev, so a ko review chosen without them
// would be chosen on two dozen hand-made fixtures).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Lang } from "../lib/engine/types";
import { analyzeText } from "../lib/engine/analyze";
import { detect, detectTally } from "../lib/detector/detect";
import { documentMarks } from "./fit/quality";
import { DEFAULT_CORPUS_PATHS, parseCorpus, sourceName, STUDENT_SOURCES, withComparableRows, type CorpusRow } from "./fit/corpus";

/** Sources, or APT-Eval registers, of edited formal prose. */
const FORMAL_SOURCES: ReadonlySet<string> = new Set(["lorenz-news", "m4-llama2"]);
const FORMAL_REGISTERS: ReadonlySet<string> = new Set(["news", "paper_abstract", "speech"]);

function option(args: readonly string[], name: string, fallback: string): string {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
}

function groupsOf(r: CorpusRow): string[] {
  const side = r.label === "ai" ? "AI" : "hu";
  const register = (r as { register?: string }).register;
  const source = sourceName(r);
  const groups = [`${side} ALL`, `${side} ${source}${source === "apt-polish" && register ? `/${register}` : ""}`];
  if (FORMAL_SOURCES.has(source) || (register !== undefined && FORMAL_REGISTERS.has(register))) groups.push(`${side} FORMAL`);
  if (r.label === "ai" && r.generator) groups.push(`gen ${r.generator.slice(0, 24)}`);
  return groups;
}

type Counts = Map<string, Map<string, number>>;

/** The S1 table's row of documents without any S1 span mark. */
const NO_S1 = "(no S1 mark)";

function bump(m: Counts, key: string, group: string): void {
  const inner = m.get(key) ?? new Map<string, number>();
  inner.set(group, (inner.get(group) ?? 0) + 1);
  m.set(key, inner);
}

function main(args: readonly string[]): void {
  const lang = option(args, "--lang", "en") as Lang;
  const minShare = Number(option(args, "--min", "0.05"));
  const students = args.includes("--students");
  const rows = withComparableRows(DEFAULT_CORPUS_PATHS.flatMap((p) => parseCorpus(readFileSync(resolve(p), "utf8")))).filter(
    (r) => r.lang === lang && (students || !STUDENT_SOURCES.has(sourceName(r))),
  );
  const sizes = new Map<string, number>();
  const patterns: Counts = new Map();
  const entries: Counts = new Map();
  const reasons: Counts = new Map();
  const s1Marks: Counts = new Map();
  for (const r of rows) {
    const groups = groupsOf(r);
    for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
    const analysis = analyzeText(r.text, { lang });
    const tally = detectTally(r.text, { lang, analysis });
    const marks = documentMarks(r.text, detect(r.text, { lang, analysis }));
    const seenEntries = new Set<string>();
    const seenReasons = new Set<string>();
    for (const p of analysis.paragraphs) {
      for (const h of p.metrics.lexicon.hits) seenEntries.add(h.entry);
      for (const why of p.hotReasons) seenReasons.add(why);
    }
    for (const g of groups) {
      for (const t of tally.patterns) bump(patterns, `${t.pattern}${t.documents ? " (doc)" : ""}`, g);
      for (const e of seenEntries) bump(entries, e, g);
      for (const why of seenReasons) bump(reasons, why, g);
      for (const p of marks.s1ByPattern.keys()) bump(s1Marks, p, g);
      if (marks.s1Spans === 0) bump(s1Marks, NO_S1, g);
    }
  }
  const order = [...sizes.keys()].sort();
  const share = (m: Map<string, number> | undefined, g: string) => (m?.get(g) ?? 0) / sizes.get(g)!;
  const kept = students ? "student writing kept" : `student writing (${[...STUDENT_SOURCES].join(", ")}) left out`;
  console.log(`# precision review, ${lang}: ${rows.length} texts, ${kept}`);
  order.forEach((g, i) => console.log(`  c${i} = ${g} (n=${sizes.get(g)})`));
  const tables = [["patterns", patterns], ["AI-lexicon entries", entries], ["hot-paragraph reasons", reasons], ["S1 span marks (first row: documents with none)", s1Marks]] as const;
  for (const [title, m] of tables) {
    console.log(`\n## ${title}: % of documents; ratio = formal human share / formal AI share`);
    console.log(`${"".padEnd(34)} ${"ratio".padStart(6)}${order.map((_, i) => `c${i}`.padStart(5)).join("")}`);
    const keys = [...m.keys()].filter((k) => k !== NO_S1 && order.some((g) => g.startsWith("hu") && share(m.get(k), g) >= minShare));
    keys.sort((a, b) => share(m.get(b), "hu ALL") - share(m.get(a), "hu ALL"));
    if (m.has(NO_S1)) keys.unshift(NO_S1);
    for (const k of keys) {
      const aiFormal = share(m.get(k), "AI FORMAL");
      const ratio = aiFormal > 0 ? (share(m.get(k), "hu FORMAL") / aiFormal).toFixed(2) : "-";
      console.log(`${k.slice(0, 34).padEnd(34)} ${ratio.padStart(6)}${order.map((g) => (share(m.get(k), g) * 100).toFixed(0).padStart(5)).join("")}`);
    }
  }
}

main(process.argv.slice(2));
