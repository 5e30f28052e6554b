// Precision review of a language's catalogue (issue 18): per pattern, per AI-lexicon entry and
// per hot-paragraph reason, the share of documents it fires in, by source and label and by
// generator, plus the pooled formal register (news, Wikipedia and arXiv, paper abstracts,
// speeches). Student-writing sources are left out on purpose: a change meant for them is chosen
// on the other human sources and the AI texts, and the essays are only measured afterwards,
// held out (bench:quality).
// A fourth table lists, per pattern, the share of documents it puts an S1 span mark on (what an
// editor shows at the highest severity), with the share of documents that carry none.
//   node scripts/run.mjs scripts/precision-review.ts [--lang en] [--min 0.05] [--students] [--terms SOURCES]
// --min: list a row only when some human group reaches this share.
// --terms SOURCES (comma-separated): instead, per literal term of the language's packs, its
// documents and rate per 1,000 characters in the human and the AI texts of those sources (ones
// with both classes on the same prompts: katfish-essay; hc3-zh,cred-paper), listing the terms
// the human texts carry at 0.9x the AI rate or more, in two or more human texts.
// --students: keep the student-writing sources (ko has no other human source of any size:
// KatFish essays are the only real human Korean text in dev, so a ko review chosen without them
// would be chosen on two dozen hand-made fixtures).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Lang } from "../lib/engine/types";
import { analyzeText } from "../lib/engine/analyze";
import { detect, detectTally } from "../lib/detector/detect";
import { defaultPackSet } from "../lib/packs";
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

/** Non-overlapping occurrences of a term in a case-folded text (pack terms match as substrings in ko/zh/ja). */
function occurrences(term: string, low: string): number {
  const t = term.toLowerCase();
  let n = 0;
  for (let i = low.indexOf(t); i >= 0; i = low.indexOf(t, i + t.length)) n++;
  return n;
}

/** The --terms table: pack terms human texts of paired sources carry at >= 0.9x the AI rate. */
function termsReview(lang: Lang, rows: readonly CorpusRow[], sources: readonly string[]): void {
  const picked = rows.filter((r) => sources.includes(sourceName(r)));
  const human = picked.filter((r) => r.label === "human");
  const ai = picked.filter((r) => r.label === "ai");
  // Folded once per text, not once per term.
  const humanLow = human.map((r) => r.text.toLowerCase());
  const aiLow = ai.map((r) => r.text.toLowerCase());
  const kiloChars = (rs: readonly CorpusRow[]) => rs.reduce((n, r) => n + r.text.length, 0) / 1000;
  console.log(`# pack terms, ${lang}, on ${sources.join(", ")}: ${human.length} human / ${ai.length} AI texts; terms with human rate >= 0.9x AI, in 2+ human texts`);
  console.log(`${"pattern matcher term".padEnd(40)} ${"human docs".padStart(10)} ${"/1k chars".padStart(9)} ${"AI docs".padStart(8)} ${"/1k chars".padStart(9)}`);
  for (const pack of defaultPackSet().packs) {
    if (pack.language !== lang) continue;
    for (const pattern of pack.patterns) {
      pattern.matchers.forEach((m, index) => {
        if (m.kind !== "terms") return;
        for (const term of m.terms) {
          if (term.includes("~")) continue; // a wildcard term is not a literal
          const h = humanLow.map((low) => occurrences(term, low));
          const a = aiLow.map((low) => occurrences(term, low));
          const hDocs = h.filter((n) => n > 0).length;
          const hRate = h.reduce((x, y) => x + y, 0) / kiloChars(human);
          const aRate = a.reduce((x, y) => x + y, 0) / kiloChars(ai);
          if (hDocs < 2 || hRate < 0.9 * aRate) continue;
          const key = `${pack.pack}#${pattern.number} m${index} ${term}`;
          console.log(`${key.padEnd(40)} ${String(hDocs).padStart(10)} ${hRate.toFixed(2).padStart(9)} ${String(a.filter((n) => n > 0).length).padStart(8)} ${aRate.toFixed(2).padStart(9)}`);
        }
      });
    }
  }
}

function main(args: readonly string[]): void {
  const lang = option(args, "--lang", "en") as Lang;
  const minShare = Number(option(args, "--min", "0.05"));
  const students = args.includes("--students");
  const ofLang = withComparableRows(DEFAULT_CORPUS_PATHS.flatMap((p) => parseCorpus(readFileSync(resolve(p), "utf8")))).filter((r) => r.lang === lang);
  const termSources = option(args, "--terms", "");
  if (termSources) {
    termsReview(lang, ofLang, termSources.split(","));
    return;
  }
  const rows = ofLang.filter((r) => students || !STUDENT_SOURCES.has(sourceName(r)));
  const sizes = new Map<string, number>();
  const patterns: Counts = new Map();
  const entries: Counts = new Map();
  const reasons: Counts = new Map();
  const s1Marks: Counts = new Map();
  for (const r of rows) {
    const groups = groupsOf(r);
    for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
    const analysis = analyzeText(r.text, { lang });
    // detectTally's pattern order is the tables' tie order; the marks need the full report.
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
