// The reference implementation's deterministic analyzer over a JSONL corpus, in its best case:
// one warm Node process, a plain loop reading stdin line by line and writing one line of JSON
// per text, with each language's lexicon loaded once and passed in, as the reference's own
// quality benchmark (tests/quality/benchmark.mjs) calls analyzeText. Every other option is the
// analyzer's default; no LLM is involved. Started by scripts/bench-batch.ts as:
//
//   node scripts/bench-batch/reference-loop.mjs REFERENCE_DIR < corpus.jsonl > answers.jsonl
//
// Plain JavaScript, not TypeScript: it is timed as a process, and going through our bundler
// would charge the reference for our build step (or favour it with our V8 flags).
import { createInterface } from "node:readline";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import process from "node:process";

const dir = process.argv[2];
const entry = dir && join(dir, "src", "features", "index.js");
if (!entry || !existsSync(entry)) {
  process.stderr.write(`reference-loop: no src/features/index.js under ${dir ?? "(no folder given)"}\n`);
  process.exit(2);
}
const features = await import(pathToFileURL(entry).href);
if (typeof features.analyzeText !== "function") {
  process.stderr.write(`reference-loop: ${entry} exports no analyzeText\n`);
  process.exit(2);
}
// Loaded once per language when the reference can (its lexicon is a file it would otherwise
// read again for every text); else the analyzer is given its folder and finds the lexicon itself.
const lexicons = new Map();
const optionsFor = (lang) => {
  if (typeof features.loadLexicon !== "function") return { lang, repoRoot: dir };
  if (!lexicons.has(lang)) lexicons.set(lang, features.loadLexicon(lang, dir));
  return { lang, lexicon: lexicons.get(lang) };
};

// Output is gathered into writes of a few dozen lines: a write per line would time the pipe.
let pending = [];
const flush = async () => {
  if (pending.length === 0) return;
  const chunk = pending.join("\n") + "\n";
  pending = [];
  if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once("drain", resolve));
};
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim() === "") {
    pending.push(JSON.stringify({ error: "empty line" }));
  } else {
    const { text, lang } = JSON.parse(line);
    pending.push(JSON.stringify(features.analyzeText(text, optionsFor(lang ?? "en"))));
  }
  if (pending.length >= 64) await flush();
}
await flush();
