// Throughput of the stylometry engine on realistic prose: ko and en documents of 1k, 10k
// and 100k characters (and 1 MB once), built by concatenating corpus texts of that
// language read at run time from ../shared/corpus/dev.jsonl (never copied into the repo).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { analyzeText } from "../lib/engine/analyze";
import type { Lang } from "../lib/engine/types";

const CORPUS = join(__dirname, "../../shared/corpus/dev.jsonl");

function corpusTexts(lang: Lang): string[] {
  if (!existsSync(CORPUS)) throw new Error(`corpus not found at ${CORPUS}`);
  return readFileSync(CORPUS, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { lang: string; text: string })
    .filter((r) => r.lang === lang)
    .map((r) => r.text);
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
