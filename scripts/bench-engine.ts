// Throughput of the stylometry engine. First the whole dev corpus as the batch scorer sees it
// (every document analysed with its own language, warm, M chars/s per language and overall);
// then ko and en documents of 1k, 10k and 100k characters (and 1 MB once), built by
// concatenating corpus texts of that language. The corpus is read at run time from
// ../shared/corpus/dev.jsonl (never copied into the repo).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { analyzeText } from "../lib/engine/analyze";
import { LANGS, type Lang } from "../lib/engine/types";

// npm runs scripts from the package root (and the bundled script has no useful __dirname).
const CORPUS = join(process.cwd(), "../shared/corpus/dev.jsonl");

interface CorpusDoc {
  lang: Lang;
  text: string;
}

let corpus: CorpusDoc[] | null = null;

function corpusDocs(): CorpusDoc[] {
  if (corpus) return corpus;
  if (!existsSync(CORPUS)) throw new Error(`corpus not found at ${CORPUS}`);
  corpus = readFileSync(CORPUS, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusDoc);
  return corpus;
}

function corpusTexts(lang: Lang): string[] {
  return corpusDocs()
    .filter((r) => r.lang === lang)
    .map((r) => r.text);
}

/** Median over `runs` timed passes of analysing every document of `docs` once, in ms. */
function timePasses(docs: CorpusDoc[], runs: number): number {
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    for (const d of docs) analyzeText(d.text, { lang: d.lang });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** Corpus-wide throughput per language and overall, after warm-up passes over everything. */
function corpusThroughput(runs: number): void {
  const docs = corpusDocs();
  for (let k = 0; k < 5; k++) for (const d of docs) analyzeText(d.text, { lang: d.lang });
  let totalChars = 0;
  let totalMs = 0;
  for (const lang of LANGS) {
    const mine = docs.filter((d) => d.lang === lang);
    if (mine.length === 0) continue;
    const chars = mine.reduce((s, d) => s + d.text.length, 0);
    const ms = timePasses(mine, runs);
    totalChars += chars;
    totalMs += ms;
    console.log(`corpus ${lang}  ${String(mine.length).padStart(4)} docs ${String(chars).padStart(8)} chars  ${(chars / ms / 1000).toFixed(2).padStart(6)} M chars/s  (median of ${runs} passes, ${ms.toFixed(2)} ms)`);
  }
  console.log(`corpus all  ${String(docs.length).padStart(4)} docs ${String(totalChars).padStart(8)} chars  ${(totalChars / totalMs / 1000).toFixed(2).padStart(6)} M chars/s  (target >= 12)`);
}

function buildDocument(texts: string[], size: number): string {
  let doc = "";
  for (let i = 0; doc.length < size; i++) doc += (doc ? "\n\n" : "") + texts[i % texts.length];
  return doc.slice(0, size);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(doc: string, lang: Lang, runs: number): { p50: number; p95: number } {
  const warmup = Math.max(3, Math.min(50, runs));
  for (let i = 0; i < warmup; i++) analyzeText(doc, { lang });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    analyzeText(doc, { lang });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

function row(label: string, chars: number, r: { p50: number; p95: number }): string {
  const cps = chars / (r.p50 / 1000);
  return `${label.padEnd(14)} ${String(chars).padStart(8)} chars  ${(cps / 1e6).toFixed(2).padStart(6)} M chars/s  p50 ${r.p50.toFixed(2).padStart(8)} ms  p95 ${r.p95.toFixed(2).padStart(8)} ms`;
}

function main(): void {
  corpusThroughput(20);
  const sizes: Array<[string, number, number]> = [
    ["1k", 1_000, 400],
    ["10k", 10_000, 200],
    ["100k", 100_000, 30],
    ["1MB", 1_000_000, 1],
  ];
  for (const lang of ["ko", "en"] as Lang[]) {
    const texts = corpusTexts(lang);
    for (const [name, size, runs] of sizes) {
      const doc = buildDocument(texts, size);
      console.log(row(`${lang} ${name}`, doc.length, measure(doc, lang, runs)));
    }
  }
  const ko20k = buildDocument(corpusTexts("ko"), 20_000);
  const r = measure(ko20k, "ko", 200);
  console.log(`ko 20,000-char document: median ${r.p50.toFixed(2)} ms (target < 5 ms), p95 ${r.p95.toFixed(2)} ms`);
}

main();
