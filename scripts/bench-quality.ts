// Quality benchmark of the document score (npm run bench:quality).
//   npm run -s bench:quality -- [--corpus FILE] [--folds 5] [--seed N] [--rounds 10] [--json]
//     [--throughput-only | --no-throughput]
// Per language: n (ai/human), AUROC and catch rate (TPR) at 5% FPR for
//   (a) the shipped shadow score (in-sample: weights.json was fitted on this corpus),
//   (b) the same model cross-validated (nested grouped k-fold, out-of-fold scores),
//   (c) text length alone (the better orientation), (d) the seed's hot-paragraph share,
// on the texts as written and under two evasions (zero-width characters inserted,
// punctuation stripped; the CV model is trained on clean texts and scores evaded ones).
// Then throughput of the batch scorer on one core, warm: engine + detector + features + model
// per document, one pass over the corpus repeated --rounds times, median ms per pass by stage;
// and the CLI's `score --jsonl` end to end in its own process.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Lang } from "../lib/engine/types";
import { LANGS } from "../lib/engine/types";
import { parseCorpus, withComparableLayout, type CorpusRow } from "./fit/corpus";
import { corpusSignals, languageSet, type LabelledFeatures } from "./fit/dataset";
import { extractFeatures } from "../lib/shadow/features";
import { auroc, bestOrientation, tprAtFpr } from "./fit/metrics";
import { defaultPipeline } from "../lib/shadow/pipeline";
import { defaultShadowWeights, shadowScoreFromFeatures } from "../lib/shadow/score";
import { DEFAULT_LAMBDA_GRID, nestedOutOfFoldScores } from "./fit/train";
import { bandShares, BAND_TARGETS, documentMarks, markRates, meetsBandTargets, type BandShares, type DocumentMarks } from "./fit/quality";
import { compareReadings, isLowConfidence } from "../lib/shadow/document-scores";
import { applyCalibration } from "../lib/shadow/calibration";
import { AI_LIKENESS_BANDS, bandOf } from "../lib/scoring/bands";
import { countNonWhitespaceChars } from "../lib/scoring/short-text";
import { detect } from "../lib/detector/detect";
import { CliError, parseArgs } from "./cli/io";

const TARGET = { auroc: 0.9, catch: 0.6, throughput: 4_000_000 };
const MAX_FPR = 0.05;

interface Figure {
  auroc: number;
  catch: number;
}

interface LanguageRow {
  lang: Lang;
  ai: number;
  human: number;
  shipped: Figure;
  cv: Figure;
  length: Figure & { orientation: "longer=AI" | "shorter=AI" };
  hotShare: Figure;
  /** Spearman ρ of the CV score with log length inside each class, averaged: near 0 means length is not what the score reads. */
  lengthCorrelation: number;
  /** Corpus row index of each scored row, with its nested-CV (calibrated) and shipped scores. */
  idx: number[];
  cvScores: number[];
  shippedScores: number[];
}

export function zeroWidthEvasion(text: string): string {
  let out = "";
  let n = 0;
  for (const ch of text) {
    out += ch;
    if (++n % 3 === 0) out += "\u200B";
  }
  return out;
}

const STRIPPED = /[.,!?;:。、，！？]/g;
export function punctuationEvasion(text: string): string {
  return text.replace(STRIPPED, "");
}

function figure(scores: number[], labels: boolean[]): Figure {
  return { auroc: auroc(scores, labels), catch: tprAtFpr(scores, labels, MAX_FPR).tpr };
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
  const r = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && values[order[j + 1]] === values[order[i]]) j++;
    for (let k = i; k <= j; k++) r[order[k]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  if (a.length < 3) return NaN;
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - mean) * (rb[i] - mean);
    da += (ra[i] - mean) ** 2;
    db += (rb[i] - mean) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

interface Variant {
  name: string;
  texts: string[];
  data: LabelledFeatures;
}

/** Per variant, per language figures; CV models are trained once on clean texts and score every variant. */
function evaluate(clean: LabelledFeatures, variants: readonly Variant[], folds: number, seed: number): LanguageRow[][] {
  const weights = defaultShadowWeights();
  const out: LanguageRow[][] = variants.map(() => []);
  for (const lang of LANGS) {
    const { idx, set } = languageSet(clean, lang);
    if (idx.length === 0) continue;
    const labels = [...set.labels];
    const tests = variants.map((v) => idx.map((i) => v.data.features[i]));
    const cvByVariant = nestedOutOfFoldScores(set, DEFAULT_LAMBDA_GRID, folds, seed, undefined, tests);
    variants.forEach((v, vi) => {
      const shipped = tests[vi].map((f) => shadowScoreFromFeatures(f, lang, weights).score);
      const cv = cvByVariant[vi];
      const lengths = idx.map((i) => v.texts[i].length);
      const oriented = bestOrientation(lengths, labels);
      const hot = idx.map((i) => v.data.hotShares[i]);
      const logLen = lengths.map((l) => Math.log(l));
      const within = [true, false].map((cls) => {
        const k = labels.map((l, i) => (l === cls ? i : -1)).filter((i) => i >= 0);
        return spearman(k.map((i) => cv[i]), k.map((i) => logLen[i]));
      });
      const ai = labels.filter(Boolean).length;
      out[vi].push({
        lang,
        ai,
        human: labels.length - ai,
        shipped: figure(shipped, labels),
        cv: figure(cv, labels),
        length: { ...figure(oriented.scores, labels), orientation: oriented.flipped ? "shorter=AI" : "longer=AI" },
        hotShare: figure(hot, labels),
        lengthCorrelation: (within[0] + within[1]) / 2,
        idx,
        cvScores: cv,
        shippedScores: shipped,
      });
    });
  }
  return out;
}

function pct(x: number): string {
  return Number.isNaN(x) ? "  n/a" : `${(x * 100).toFixed(0).padStart(3)}%`;
}

function fig(f: Figure): string {
  return `${Number.isNaN(f.auroc) ? " n/a " : f.auroc.toFixed(3)} ${pct(f.catch)}`;
}

function table(title: string, rows: LanguageRow[]): string {
  const lines = [
    `## ${title}`,
    "lang  n ai/human   shipped(in-sample)  shadow CV(nested)   length-only               hot-share         ρ(score,len|class)",
    "                   AUROC  catch        AUROC  catch        AUROC  catch              AUROC  catch",
  ];
  for (const r of rows) {
    const miss: string[] = [];
    if (!(r.cv.auroc >= TARGET.auroc)) miss.push(`AUROC −${(TARGET.auroc - r.cv.auroc).toFixed(3)}`);
    if (!(r.cv.catch >= TARGET.catch)) miss.push(`catch −${((TARGET.catch - r.cv.catch) * 100).toFixed(0)}pp`);
    lines.push(
      `${r.lang.padEnd(5)} ${String(r.ai).padStart(4)}/${String(r.human).padEnd(6)} ${fig(r.shipped)}         ${fig(r.cv)}         ${fig(r.length)} ${r.length.orientation.padEnd(10)} ${fig(r.hotShare)}        ${r.lengthCorrelation.toFixed(2).padStart(5)}   ${miss.length ? "MISS (CV " + miss.join(", ") + ")" : "ok"}`,
    );
  }
  return lines.join("\n");
}

type Stage = "analyze" | "detect" | "features" | "score";
const STAGES: readonly Stage[] = ["analyze", "detect", "features", "score"];

interface Throughput {
  /** Characters timed in all: the corpus × rounds. */
  chars: number;
  seconds: number;
  /** Corpus characters / median wall time of one pass. */
  charsPerSecond: number;
  rounds: number;
  /** Wall time of one pass over the corpus (median over rounds), ms. */
  passMs: number;
  /** Per stage, seconds summed over all rounds (kept for older readers of --json). */
  stages: Record<Stage, number>;
  /** Per stage, ms per pass (median over rounds). */
  stageMs: Record<Stage, number>;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * The batch scorer as the CLI runs it, one document at a time through engine → detector →
 * features → model, on one core. Two untimed passes warm the JIT and the lazily compiled
 * packs and lexicons; then each timed round is one pass over the whole corpus.
 */
function throughput(rows: CorpusRow[], rounds: number): Throughput {
  const weights = defaultShadowWeights();
  const pass = () => {
    const t: Record<Stage, number> = { analyze: 0, detect: 0, features: 0, score: 0 };
    for (const row of rows) {
      const t0 = performance.now();
      const analysis = defaultPipeline.analyze(row.text, row.lang);
      const t1 = performance.now();
      const tally = defaultPipeline.tally(row.text, analysis.lang, analysis);
      const t2 = performance.now();
      const features = extractFeatures(row.text, analysis, tally.patterns);
      const t3 = performance.now();
      shadowScoreFromFeatures(features, analysis.lang, weights);
      const t4 = performance.now();
      t.analyze += t1 - t0;
      t.detect += t2 - t1;
      t.features += t3 - t2;
      t.score += t4 - t3;
    }
    return t;
  };
  pass();
  pass();
  const corpusChars = rows.reduce((s, r) => s + r.text.length, 0);
  const passes: number[] = [];
  const perStage: Record<Stage, number[]> = { analyze: [], detect: [], features: [], score: [] };
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const t = pass();
    passes.push(performance.now() - start);
    for (const stage of STAGES) perStage[stage].push(t[stage]);
  }
  const total = passes.reduce((a, b) => a + b, 0);
  const passMs = median(passes);
  const stages = {} as Record<Stage, number>;
  const stageMs = {} as Record<Stage, number>;
  for (const stage of STAGES) {
    stages[stage] = Math.round(perStage[stage].reduce((a, b) => a + b, 0)) / 1000;
    stageMs[stage] = Math.round(median(perStage[stage]) * 10) / 10;
  }
  return {
    chars: corpusChars * rounds,
    seconds: total / 1000,
    charsPerSecond: corpusChars / (passMs / 1000),
    rounds,
    passMs: Math.round(passMs * 10) / 10,
    stages,
    stageMs,
  };
}

interface CliThroughput {
  passes: number;
  passMs: number;
  charsPerSecond: number;
}

/**
 * The CLI end to end: `score --jsonl` in its own process, JSON lines in through stdin and out
 * through stdout. Start-up (bundling, pack compilation) and JIT warm-up are taken out as in the
 * in-process figure, which warms up for two passes: the corpus is piped through twice and
 * 2 + `passes` times, and the difference is divided by `passes`.
 */
function cliThroughput(rows: CorpusRow[], passes: number): CliThroughput {
  const once = rows.map((r) => JSON.stringify({ text: r.text, lang: r.lang })).join("\n") + "\n";
  const run = (input: string): number => {
    const t0 = performance.now();
    const child = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "score", "--jsonl"], {
      input,
      maxBuffer: 1 << 30,
      stdio: ["pipe", "pipe", "inherit"],
    });
    if (child.status !== 0) throw new CliError(`score --jsonl exited with ${child.status}`);
    return performance.now() - t0;
  };
  const best = (input: string) => Math.min(run(input), run(input), run(input));
  const passMs = (best(once.repeat(2 + passes)) - best(once.repeat(2))) / passes;
  const chars = rows.reduce((a, r) => a + r.text.length, 0);
  return { passes, passMs: Math.round(passMs * 10) / 10, charsPerSecond: chars / (passMs / 1000) };
}

function formatCliThroughput(cli: CliThroughput): string {
  return `CLI end to end (score --jsonl, JSON through stdin/stdout, start-up excluded; ${cli.passes} extra passes): ${(cli.charsPerSecond / 1e6).toFixed(2)}M chars/s, ${cli.passMs.toFixed(1)} ms per pass\n`;
}

function bandsLine(label: string, b: BandShares, extra = ""): string {
  const dist = (xs: number[]) => xs.map((x) => pct(x).trim().padStart(4)).join(" ");
  const verdict = meetsBandTargets(b) ? "ok" : "MISS";
  return `${label.padEnd(34)} ${String(b.n.ai).padStart(4)}/${String(b.n.human).padEnd(4)} ${pct(b.aiAt51)}   ${pct(b.humanAt30)}    ${pct(b.humanAt71)}   ${dist(b.aiBands)} | ${dist(b.humanBands)}  ${verdict}${extra}`;
}

const BANDS_HEADER =
  `${"".padEnd(34)} n ai/hu  AI≥51  hu≤30  hu≥71   AI per band 0-15 16-30 31-50 51-70 71+ | human per band\n` +
  `(targets: AI≥51 ≥ ${BAND_TARGETS.aiAt51 * 100}%, human≤30 ≥ ${BAND_TARGETS.humanAt30 * 100}%, human≥71 < ${BAND_TARGETS.humanAt71 * 100}%)`;

/** §1: how the bands split each class, per language, for the nested-CV score, the shipped score and the seed formula. */
function bandTables(rows: CorpusRow[], langRows: LanguageRow[], clean: LabelledFeatures, lowConfidence: boolean[]): string {
  const out = ["## bands (issue 11 §1): share of each class per AI-likeness band", BANDS_HEADER];
  for (const r of langRows) {
    const labels = r.idx.map((i) => rows[i].label === "ai");
    const low = r.idx.filter((i) => lowConfidence[i]).length;
    out.push(bandsLine(`${r.lang} AI-likeness, nested CV`, bandShares(r.cvScores, labels), `  (low-confidence texts: ${low})`));
    out.push(bandsLine(`${r.lang} AI-likeness, shipped`, bandShares(r.shippedScores, labels)));
    const withFormula = r.idx.filter((i) => clean.formulaScores[i] !== null);
    out.push(
      bandsLine(
        `${r.lang} pattern coverage (seed §6)`,
        bandShares(withFormula.map((i) => clean.formulaScores[i]!), withFormula.map((i) => rows[i].label === "ai")),
      ),
    );
    const confident = r.idx.map((i, k) => (lowConfidence[i] ? -1 : k)).filter((k) => k >= 0);
    out.push(bandsLine(`${r.lang} AI-likeness, CV, confident only`, bandShares(confident.map((k) => r.cvScores[k]), confident.map((k) => labels[k]))));
    const calibration = defaultShadowWeights().formulaCalibration?.[r.lang];
    if (calibration) {
      const fired = [0, 0];
      const counted = [0, 0];
      r.idx.forEach((i, k) => {
        const formula = clean.formulaScores[i];
        if (formula === null) return;
        const score = r.shippedScores[k];
        const reading = { score, band: bandOf(score, AI_LIKENESS_BANDS), lowConfidence: lowConfidence[i] };
        const cls = labels[k] ? 0 : 1;
        counted[cls]++;
        if (compareReadings(reading, formula, applyCalibration(calibration, formula)).diverged) fired[cls]++;
      });
      out.push(`${r.lang} divergence warning (shipped) fires on ${pct(fired[0] / counted[0]).trim()} of AI and ${pct(fired[1] / counted[1]).trim()} of human texts`);
    }
  }
  return out.join("\n");
}

const LENGTH_BUCKETS: readonly [string, number, number][] = [
  ["<400 chars", 0, 400],
  ["400-999 chars", 400, 1000],
  ["≥1000 chars", 1000, Infinity],
];

/** Grouped figures of the nested-CV score: AUROC / catch where both classes occur, and the band shares. */
function groupedTable(title: string, rows: CorpusRow[], langRows: LanguageRow[], groupOf: (row: CorpusRow) => string): string {
  const out = [`## ${title} (nested CV, as written)`, `${"lang group".padEnd(34)} n ai/hu  AI≥51  hu≤30  hu≥71   AUROC catch`];
  for (const r of langRows) {
    const groups = new Map<string, number[]>();
    r.idx.forEach((i, k) => {
      const g = groupOf(rows[i]);
      const list = groups.get(g);
      if (list) list.push(k);
      else groups.set(g, [k]);
    });
    const order = (g: string) => {
      const bucket = LENGTH_BUCKETS.findIndex(([name]) => name === g);
      return bucket === -1 ? g : String(bucket);
    };
    for (const [g, ks] of [...groups].sort((a, b) => order(a[0]).localeCompare(order(b[0])))) {
      const labels = ks.map((k) => rows[r.idx[k]].label === "ai");
      const scores = ks.map((k) => r.cvScores[k]);
      const b = bandShares(scores, labels);
      const f = figure(scores, labels);
      out.push(
        `${`${r.lang} ${g}`.slice(0, 34).padEnd(34)} ${String(b.n.ai).padStart(4)}/${String(b.n.human).padEnd(4)} ${pct(b.aiAt51)}   ${pct(b.humanAt30)}    ${pct(b.humanAt71)}   ${fig(f)}`,
      );
    }
  }
  return out.join("\n");
}

function sourceOf(row: CorpusRow): string {
  return row.source.includes("@") ? row.source.split("@")[0] : row.source;
}

function lengthBucketOf(row: CorpusRow): string {
  return LENGTH_BUCKETS.find(([, lo, hi]) => row.text.length >= lo && row.text.length < hi)![0];
}

interface MarksPass {
  marks: DocumentMarks[];
  lowConfidence: boolean[];
}

/** §2: the full detector report of every text, reduced to the marks an editor shows. */
function marksPass(rows: CorpusRow[]): MarksPass {
  const marks: DocumentMarks[] = [];
  const lowConfidence: boolean[] = [];
  for (const row of rows) {
    const analysis = defaultPipeline.analyze(row.text, row.lang);
    const report = detect(row.text, { lang: analysis.lang, analysis });
    marks.push(documentMarks(row.text, report));
    lowConfidence.push(isLowConfidence(countNonWhitespaceChars(row.text), analysis.sentenceCount));
  }
  return { marks, lowConfidence };
}

const MARK_TARGETS = { noS1Share: 0.9, s1Ratio: 0.1 } as const;

function marksTable(rows: CorpusRow[], pass: MarksPass): string {
  const out = [
    "## marks (issue 11 §2): span marks an editor shows",
    `lang class   docs  S1/1k chars  no-S1 docs  span marks/1k  chars covered   (targets: human no-S1 ≥ ${MARK_TARGETS.noS1Share * 100}%, human S1 rate ≤ ${MARK_TARGETS.s1Ratio} × AI's)`,
  ];
  for (const lang of LANGS) {
    const by = (label: string) => pass.marks.filter((_, i) => rows[i].lang === lang && rows[i].label === label);
    const ai = markRates(by("ai"));
    const human = markRates(by("human"));
    if (ai.docs + human.docs === 0) continue;
    const line = (cls: string, m: ReturnType<typeof markRates>) =>
      `${lang.padEnd(4)} ${cls.padEnd(6)} ${String(m.docs).padStart(5)}  ${m.s1PerKiloChar.toFixed(2).padStart(11)}  ${pct(m.noS1Share).padStart(10)}  ${m.spansPerKiloChar.toFixed(2).padStart(13)}  ${pct(m.coveredShare).padStart(13)}`;
    out.push(line("ai", ai));
    const ratio = human.s1PerKiloChar / ai.s1PerKiloChar;
    const ok = human.noS1Share >= MARK_TARGETS.noS1Share && ratio <= MARK_TARGETS.s1Ratio;
    out.push(`${line("human", human)}   S1 human/AI ${ratio.toFixed(3)}  ${ok ? "ok" : "MISS"}`);
    const patterns = new Map<string, [number, number]>();
    pass.marks.forEach((m, i) => {
      if (rows[i].lang !== lang) return;
      for (const [p, n] of m.s1ByPattern) {
        const e = patterns.get(p) ?? [0, 0];
        e[rows[i].label === "ai" ? 0 : 1] += n;
        patterns.set(p, e);
      }
    });
    const onHuman = [...patterns].filter(([, e]) => e[1] > 0).sort((a, b) => b[1][1] - a[1][1]).slice(0, 5);
    if (onHuman.length) out.push(`     S1 on human by pattern (ai/human): ${onHuman.map(([p, e]) => `${p} ${e[0]}/${e[1]}`).join(", ")}`);
  }
  return out.join("\n");
}

function main(argv: string[]): number {
  const { flags } = parseArgs(argv, ["json", "no-throughput", "throughput-only"]);
  const corpusPath = resolve(process.cwd(), typeof flags.corpus === "string" ? flags.corpus : "../shared/corpus/dev.jsonl");
  const folds = Number(flags.folds ?? 5);
  const seed = Number(flags.seed ?? 20260702);
  if (!Number.isInteger(folds) || folds < 2) throw new CliError("--folds must be an integer ≥ 2");
  const rounds = Number(flags.rounds ?? 10);
  if (!Number.isInteger(rounds) || rounds < 1) throw new CliError("--rounds must be a positive integer");
  let raw: string;
  try {
    raw = readFileSync(corpusPath, "utf8");
  } catch {
    throw new CliError(`cannot read corpus ${corpusPath}`);
  }
  const rows = withComparableLayout(parseCorpus(raw));
  const weights = defaultShadowWeights();

  if (flags["throughput-only"]) {
    process.stdout.write(formatThroughput(throughput(rows, rounds)) + formatCliThroughput(cliThroughput(rows, 8)));
    return 0;
  }
  const clean = corpusSignals(rows, defaultPipeline);
  const variants: Variant[] = [
    { name: "as written", texts: rows.map((r) => r.text) },
    { name: "evasion: U+200B after every 3rd character", texts: rows.map((r) => zeroWidthEvasion(r.text)) },
    { name: "evasion: punctuation .,!?;:。、，！？ stripped", texts: rows.map((r) => punctuationEvasion(r.text)) },
  ].map((v, i) => ({ ...v, data: i === 0 ? clean : corpusSignals(rows, defaultPipeline, v.texts) }));
  const evaluated = evaluate(clean, variants, folds, seed);
  const results = variants.map((v, i) => ({
    name: v.name,
    rows: evaluated[i].map(({ idx: _idx, cvScores: _cv, shippedScores: _shipped, ...figures }) => figures),
  }));
  const marks = marksPass(rows);
  const tp = flags["no-throughput"] ? null : throughput(rows, rounds);
  const cli = flags["no-throughput"] ? null : cliThroughput(rows, 8);

  if (flags.json) {
    process.stdout.write(JSON.stringify({ corpus: corpusPath, folds, seed, fittedAt: weights.meta.fittedAt, results, throughput: tp, cli }, null, 1) + "\n");
    return 0;
  }
  const sameCorpus = weights.meta.corpus.rows === rows.length;
  process.stdout.write(
    `# bench:quality — ${rows.length} texts from ${corpusPath}\n` +
      `weights fitted ${weights.meta.fittedAt} on ${weights.meta.corpus.path} (${weights.meta.corpus.rows} rows)${sameCorpus ? "; (a) is in-sample" : ""}\n` +
      `CV: nested ${folds}-fold grouped (near-duplicates/excerpts/example pairs share a fold), seed ${seed}; catch = TPR at ${MAX_FPR * 100}% FPR; targets AUROC ≥ ${TARGET.auroc}, catch ≥ ${TARGET.catch * 100}%\n\n`,
  );
  variants.forEach((v, i) => process.stdout.write(table(v.name, evaluated[i]) + "\n\n"));
  process.stdout.write(bandTables(rows, evaluated[0], clean, marks.lowConfidence) + "\n\n");
  process.stdout.write(groupedTable("per source", rows, evaluated[0], sourceOf) + "\n\n");
  process.stdout.write(groupedTable("per length bucket", rows, evaluated[0], lengthBucketOf) + "\n\n");
  process.stdout.write(marksTable(rows, marks) + "\n\n");
  if (tp) process.stdout.write(formatThroughput(tp));
  if (cli) process.stdout.write(formatCliThroughput(cli));
  return 0;
}

function formatThroughput(tp: Throughput): string {
  const corpusChars = tp.chars / tp.rounds;
  const rate = (ms: number) => `${(corpusChars / ms / 1000).toFixed(1)}M chars/s`;
  const parts = STAGES.map((s) => `${s === "score" ? "model" : s} ${tp.stageMs[s].toFixed(1)} ms (${rate(tp.stageMs[s])})`);
  return (
    `## throughput (one core, warm; median of ${tp.rounds} passes over ${corpusChars.toLocaleString("en")} chars)\n` +
    `${(tp.charsPerSecond / 1e6).toFixed(2)}M chars/s, ${tp.passMs.toFixed(1)} ms per pass ` +
    `(target ${(TARGET.throughput / 1e6).toFixed(0)}M chars/s = ${Math.floor((corpusChars / TARGET.throughput) * 1000)} ms: ${tp.charsPerSecond >= TARGET.throughput ? "ok" : "MISS"})\n` +
    `per pass by stage: ${parts.join(", ")}\n`
  );
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`bench-quality: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
