// Batch scoring end to end against the reference implementation, in one run:
//
//   npm run -s bench:batch -- --reference DIR [--reference DIR2] [--corpus dev:8] [--corpus dev-modern:8] [--rounds 5]
//
// Each round runs, as whole processes and in a rotating order, (a) the reference's
// deterministic analyzer over every line of the corpus in a plain warm Node loop
// (scripts/bench-batch/reference-loop.mjs) and (b) our `score --jsonl` with each --threads
// count. stdin is the corpus file and stdout a file in the temporary folder for both sides, so
// neither pays for a pipe the other does not. It prints chars/s (min / median / max) per
// command and ours over the reference pair by pair (the same round's runs), and checks that
// our output is the same bytes at every thread count. Without a reference it says so first and
// still times ours. The logic without processes is in scripts/bench-batch/plan.ts.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, createReadStream, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  BenchArgError,
  commandNames,
  corpusLabel,
  corpusReport,
  formatReport,
  isReference,
  noReferenceMessage,
  parseBenchArgs,
  referenceNames,
  roundOrder,
  SHARED_CORPORA,
  USAGE,
  type CorpusReport,
  type CorpusSpec,
  type Run,
} from "./bench-batch/plan";

// npm runs scripts from the package root (the bundled script has no useful __dirname).
const ROOT = process.cwd();

interface Corpus {
  label: string;
  path: string;
  chars: number;
  lines: number;
}

/** The corpus as a file of {text, lang} lines, with its size in UTF-16 units (what JS strings count). */
function prepareCorpus(spec: CorpusSpec, scratch: string): Corpus {
  let path: string;
  if (spec.kind === "file") {
    path = resolve(spec.path);
    if (!existsSync(path)) throw new BenchArgError(`no corpus file ${path}`);
  } else {
    const source = join(ROOT, "..", "shared", "corpus", SHARED_CORPORA[spec.name].file);
    if (!existsSync(source)) throw new BenchArgError(`no shared corpus at ${source}`);
    const rows = readFileSync(source, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => {
        const r = JSON.parse(l) as { text: string; lang: string };
        return JSON.stringify({ text: r.text, lang: r.lang });
      });
    // Built in the temporary folder: the corpus may be read, never copied into the project.
    path = join(scratch, `${spec.name}x${spec.copies}.jsonl`);
    writeFileSync(path, (rows.join("\n") + "\n").repeat(spec.copies));
  }
  let chars = 0;
  let lines = 0;
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    chars += (JSON.parse(line) as { text: string }).text.length;
    lines++;
  }
  return { label: corpusLabel(spec), path, chars, lines };
}

/** CPU seconds of this process's reaped children so far (user + system), from /proc; null elsewhere. */
function childrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // Fields after the command name (which may hold spaces) start at field 3; cutime, cstime are 16, 17.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

async function sha256File(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The folder of each reference command, by its name. */
type References = Map<string, string>;

function argvOf(command: string, references: References): string[] {
  if (isReference(command)) return [join(ROOT, "scripts", "bench-batch", "reference-loop.mjs"), references.get(command)!];
  const threads = /^ours-(\d+)w$/.exec(command)![1];
  return [join(ROOT, "scripts", "run.mjs"), "scripts/cli.ts", "score", "--jsonl", "--threads", threads];
}

async function timeOnce(command: string, round: number, corpus: Corpus, references: References, scratch: string): Promise<Run> {
  const outPath = join(scratch, `out-${command.replace(/[^\w.-]/g, "_")}.jsonl`);
  const stdin = openSync(corpus.path, "r");
  const stdout = openSync(outPath, "w");
  const load = loadavg()[0];
  const cpu0 = childrenCpuSeconds();
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, argvOf(command, references), { cwd: ROOT, stdio: [stdin, stdout, "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString("utf8")));
  const exitCode = await new Promise<number | null>((done, fail) => {
    child.on("error", fail);
    child.on("close", (code) => done(code));
  });
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu1 = childrenCpuSeconds();
  closeSync(stdin);
  closeSync(stdout);
  if (exitCode !== 0) throw new Error(`${command} exited ${exitCode} on ${corpus.label}:\n${stderr.slice(-2000)}`);
  return {
    command,
    round,
    wallSeconds,
    cpuSeconds: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    load,
    exitCode,
    outputSha256: await sha256File(outPath),
  };
}

async function benchCorpus(corpus: Corpus, names: string[], references: References, rounds: number, warmup: number, scratch: string): Promise<CorpusReport> {
  for (let w = 0; w < warmup; w++) for (const name of names) await timeOnce(name, -1, corpus, references, scratch);
  const runs: Run[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const name of roundOrder(names, round)) {
      const run = await timeOnce(name, round, corpus, references, scratch);
      runs.push(run);
      process.stderr.write(`  ${corpus.label} round ${round + 1}/${rounds} ${name}: ${run.wallSeconds.toFixed(2)} s, load ${run.load.toFixed(2)}\n`);
    }
  }
  return corpusReport(corpus.label, corpus.chars, corpus.lines, runs, names);
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseBenchArgs(argv, process.env);
  } catch (e) {
    if (e instanceof BenchArgError) {
      process.stderr.write(`bench:batch: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  if (!existsSync(join(ROOT, "scripts", "run.mjs"))) {
    process.stderr.write(`bench:batch: run it from the project root (npm run bench:batch), not ${ROOT}\n${USAGE}\n`);
    return 2;
  }
  const dirs = args.references.map((d) => resolve(d));
  for (const dir of dirs) {
    if (existsSync(join(dir, "src", "features", "index.js"))) continue;
    process.stderr.write(`bench:batch: --reference ${dir} has no src/features/index.js\n`);
    return 2;
  }
  const references: References = new Map(referenceNames(dirs).map((name, i) => [name, dirs[i]]));
  if (dirs.length === 0) process.stdout.write(noReferenceMessage() + "\n\n");
  const scratch = mkdtempSync(join(tmpdir(), "patina-bench-batch-"));
  try {
    const names = commandNames(args.threads, dirs);
    const reports: CorpusReport[] = [];
    for (const spec of args.corpora) {
      const corpus = prepareCorpus(spec, scratch);
      const report = await benchCorpus(corpus, names, references, args.rounds, args.warmup, scratch);
      reports.push(report);
      if (!args.json) process.stdout.write(formatReport(report, args.rounds) + "\n\n");
    }
    if (args.json) process.stdout.write(JSON.stringify({ references: Object.fromEntries(references), rounds: args.rounds, reports }, null, 2) + "\n");
    return reports.every((r) => r.oursIdentical) ? 0 : 1;
  } catch (e) {
    if (e instanceof BenchArgError) {
      process.stderr.write(`bench:batch: ${e.message}\n`);
      return 2;
    }
    throw e;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
