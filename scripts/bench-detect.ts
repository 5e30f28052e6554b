// Throughput of detect() over the dev corpus (../shared/corpus/dev.jsonl, read at run time,
// never copied into the repo): M chars/s overall and per language for detect() including the
// engine's analysis, for the engine alone, and for the detector given a precomputed analysis.
// Start-up (pack compilation) and a warm-up pass are excluded.
//
//   tsx scripts/bench-detect.ts [--rounds N] [--profile]
//
// --profile adds the slowest patterns and checks by accumulated time (lib/detector/profile.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { detect } from "../lib/detector/detect";
import { setDetectProfiler, TimeTotals } from "../lib/detector/profile";
import { analyzeText } from "../lib/engine/analyze";
import type { Analysis, Lang } from "../lib/engine/types";
import { readSourcesFromDisk } from "../lib/node/sources";
import { loadPacks } from "../lib/packs/load";

// npm runs scripts from the package root (and the bundled script has no useful __dirname).
const ROOT = process.cwd();
const CORPUS = join(ROOT, "../shared/corpus/dev.jsonl");

interface Doc {
  lang: Lang;
  text: string;
}

function readCorpus(): Doc[] {
  if (!existsSync(CORPUS)) throw new Error(`corpus not found at ${CORPUS}`);
  return readFileSync(CORPUS, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Doc);
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i !== -1 ? Number(process.argv[i + 1]) : fallback;
}

/** Best of `rounds` timings per language, each round one pass over that language's documents. */
function timeByLang(docs: Doc[], rounds: number, run: (d: Doc, i: number) => void): Map<Lang, number> {
  const best = new Map<Lang, number>();
  for (let r = 0; r < rounds; r++) {
    const spent = new Map<Lang, number>();
    docs.forEach((d, i) => {
      const t0 = performance.now();
      run(d, i);
      spent.set(d.lang, (spent.get(d.lang) ?? 0) + performance.now() - t0);
    });
    for (const [lang, ms] of spent) best.set(lang, Math.min(best.get(lang) ?? Infinity, ms));
  }
  return best;
}

function report(label: string, docs: Doc[], ms: Map<Lang, number>): void {
  const chars = new Map<Lang, number>();
  for (const d of docs) chars.set(d.lang, (chars.get(d.lang) ?? 0) + d.text.length);
  const total = [...chars.values()].reduce((a, b) => a + b, 0);
  const totalMs = [...ms.values()].reduce((a, b) => a + b, 0);
  const rate = (c: number, t: number) => ((c / t) * 1000) / 1e6;
  const parts = [...chars.keys()].sort().map((l) => `${l} ${rate(chars.get(l)!, ms.get(l)!).toFixed(2)}`);
  console.log(`${label.padEnd(28)} ${rate(total, totalMs).toFixed(2).padStart(6)} M chars/s  (${totalMs.toFixed(0)} ms)   ${parts.join("  ")}`);
}

function main(): void {
  const rounds = arg("--rounds", 5);
  const profile = process.argv.includes("--profile");
  const t0 = performance.now();
  const packs = loadPacks(readSourcesFromDisk(ROOT).packs, { skipInvalid: true });
  const startup = performance.now() - t0;
  for (const e of packs.errors) console.warn(`skipped pack: ${e.message}`);
  const docs = readCorpus();
  const chars = docs.reduce((a, d) => a + d.text.length, 0);
  console.log(`${docs.length} docs, ${chars} chars; packs compiled in ${startup.toFixed(0)} ms (excluded); best of ${rounds} rounds`);

  // Warm-up: JIT and lazily built tables.
  const analyses: Analysis[] = docs.map((d) => analyzeText(d.text, { lang: d.lang }));
  for (const d of docs) detect(d.text, { packs, lang: d.lang });

  report("engine (analyzeText)", docs, timeByLang(docs, rounds, (d) => analyzeText(d.text, { lang: d.lang })));
  report("detector (given analysis)", docs, timeByLang(docs, rounds, (d, i) => detect(d.text, { packs, lang: d.lang, analysis: analyses[i] })));
  report("detect (incl. analysis)", docs, timeByLang(docs, rounds, (d) => detect(d.text, { packs, lang: d.lang })));

  if (profile) {
    // Per label, the least time any one round spent on it: the rounds' noise mostly adds.
    const best = new Map<string, number>();
    for (let r = 0; r < rounds; r++) {
      const totals = new TimeTotals();
      setDetectProfiler(totals);
      for (const [i, d] of docs.entries()) detect(d.text, { packs, lang: d.lang, analysis: analyses[i] });
      setDetectProfiler(null);
      for (const [k, ms] of totals.totals) best.set(k, Math.min(best.get(k) ?? Infinity, ms));
    }
    const rows = [...best].sort((a, b) => b[1] - a[1]);
    const fmt = (ms: number) => ms.toFixed(1).padStart(8);
    console.log("\nstages (ms per pass over the corpus, analysis given; best round per stage; profiling adds overhead):");
    for (const [k, ms] of rows.filter(([k]) => k.startsWith("stage:"))) console.log(`  ${fmt(ms)}  ${k.slice(6)}`);
    console.log("slowest patterns and checks (ms per pass):");
    for (const [k, ms] of rows.filter(([k]) => !k.startsWith("stage:")).slice(0, Number(process.env.TOPN ?? 10))) console.log(`  ${fmt(ms)}  ${k}`);
  }
}

main();
