// The pure part of `npm run bench:batch` (scripts/bench-batch.ts): its arguments, the order of
// the runs, and the figures. No process is started here, so the unit tests can check it all
// without the reference implementation or the corpus (test/cli/bench-batch.test.ts).

/** A corpus to time on: a JSONL file of {text, lang} lines, or one built from ../shared/corpus. */
export type CorpusSpec = { kind: "file"; path: string } | { kind: "shared"; name: string; copies: number };

export interface BenchArgs {
  corpora: CorpusSpec[];
  /**
   * Checkouts of the reference implementation (each with src/features/index.js), each timed as
   * its own command; none: ours alone, said so in the report.
   */
  references: string[];
  /** Worker-thread counts of our `score --jsonl` to time, each as its own command. */
  threads: number[];
  /** Counted rounds; every command runs once a round. */
  rounds: number;
  /** Rounds run first and not counted (page cache, bundle and code caches, the CPU's clock). */
  warmup: number;
  json: boolean;
}

export class BenchArgError extends Error {}

/** The shared corpora a name may build: ../shared/corpus/<file>, every row as {text, lang}. */
export const SHARED_CORPORA: Record<string, { file: string }> = {
  dev: { file: "dev.jsonl" },
  "dev-modern": { file: "dev-modern.jsonl" },
};

export const USAGE = `usage: npm run -s bench:batch -- [--corpus dev:8|dev-modern:8|FILE]… [--reference DIR]… [--threads 0,1,2] [--rounds 5] [--warmup 1] [--json]
  --corpus     a JSONL file of {"text","lang"} lines, or NAME:COPIES built from ../shared/corpus/NAME.jsonl
               in the temporary folder (never inside the project); repeatable; default dev:8
  --reference  a checkout of the reference implementation (src/features/index.js); repeatable (two versions
               in one run); default $PATINA_REFERENCE_DIR (several separated by ":")
  --threads    our score --jsonl worker threads to time, one command each; default 0,1,2
  --rounds     counted rounds, each running every command once, in a rotating order; default 5`;

function whole(flag: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value)) throw new BenchArgError(`${flag} must be a whole number, not "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new BenchArgError(`${flag} must be between ${min} and ${max}, not ${n}`);
  return n;
}

export function parseCorpus(value: string): CorpusSpec {
  const m = /^([a-z-]+):(\d+)$/.exec(value);
  if (m && SHARED_CORPORA[m[1]]) return { kind: "shared", name: m[1], copies: whole("--corpus copies", m[2], 1, 100) };
  if (SHARED_CORPORA[value]) return { kind: "shared", name: value, copies: 1 };
  if (m) throw new BenchArgError(`unknown shared corpus "${m[1]}" (known: ${Object.keys(SHARED_CORPORA).join(", ")})`);
  return { kind: "file", path: value };
}

export function parseBenchArgs(argv: string[], env: Record<string, string | undefined> = {}): BenchArgs {
  const args: BenchArgs = { corpora: [], references: [], threads: [0, 1, 2], rounds: 5, warmup: 1, json: false };
  const references: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf("=");
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq > 0) return arg.slice(eq + 1);
      const next = argv[++i];
      if (next === undefined || next.startsWith("--")) throw new BenchArgError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--corpus":
        args.corpora.push(parseCorpus(value()));
        break;
      case "--reference":
        references.push(value());
        break;
      case "--threads": {
        const list = value().split(",").map((t) => whole("--threads", t.trim(), 0, 16));
        args.threads = [...new Set(list)];
        break;
      }
      case "--rounds":
        args.rounds = whole("--rounds", value(), 1, 100);
        break;
      case "--warmup":
        args.warmup = whole("--warmup", value(), 0, 10);
        break;
      case "--json":
        args.json = true;
        break;
      default:
        throw new BenchArgError(`unknown argument "${arg}"\n${USAGE}`);
    }
  }
  if (args.corpora.length === 0) args.corpora.push({ kind: "shared", name: "dev", copies: 8 });
  // The flag wins over the variable; an empty value means none, the same as leaving it out.
  const dirs = references.length > 0 ? references : (env.PATINA_REFERENCE_DIR ?? "").split(":");
  args.references = [...new Set(dirs.filter((d) => d.trim() !== ""))];
  return args;
}

export function corpusLabel(spec: CorpusSpec): string {
  return spec.kind === "shared" ? `${spec.name}×${spec.copies}` : spec.path;
}

/** What the report says when there is nothing to compare against: plainly, at the top. */
export function noReferenceMessage(): string {
  return (
    "NO REFERENCE: no --reference DIR and no PATINA_REFERENCE_DIR, so only our score --jsonl is timed and no ratio is given.\n" +
    "  Point it at a checkout of the reference implementation (a folder with src/features/index.js) to time its\n" +
    "  deterministic analyzer in the same run."
  );
}

const REFERENCE_PREFIX = "ref:";

export const isReference = (command: string): boolean => command.startsWith(REFERENCE_PREFIX);

/**
 * A command name for each reference folder: "ref:" and the folder's name, its parent's too when
 * two folders share a name, so every reference in the report is told apart.
 */
export function referenceNames(dirs: string[]): string[] {
  const parts = dirs.map((d) => d.replace(/\/+$/, "").split("/").filter(Boolean));
  const base = parts.map((p) => p.at(-1) ?? "reference");
  return parts.map((p, i) => REFERENCE_PREFIX + (base.filter((b) => b === base[i]).length > 1 ? p.slice(-2).join("/") : base[i]));
}

/** The command names of one run: the references first, then ours by threads. */
export function commandNames(threads: number[], references: string[]): string[] {
  return [...referenceNames(references), ...threads.map((t) => `ours-${t}w`)];
}

/**
 * The order of the commands in round `round`: turned by one each round, so no command always
 * runs first (after a pause, the CPU's clock and caches are not what they are mid-run) or
 * always follows the same other command.
 */
export function roundOrder(names: string[], round: number): string[] {
  const k = ((round % names.length) + names.length) % names.length;
  return [...names.slice(k), ...names.slice(0, k)];
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error("spread of no values");
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  return { min: s[0], median, max: s[s.length - 1] };
}

/** One timed run of one command. */
export interface Run {
  command: string;
  round: number;
  wallSeconds: number;
  /** CPU of the process and its threads, user + system, when the platform tells it. */
  cpuSeconds: number | null;
  /** The 1-minute load average as the run started. */
  load: number;
  exitCode: number | null;
  outputSha256: string;
}

export interface CommandFigures {
  command: string;
  charsPerSecond: Spread;
  wallSeconds: Spread;
  cpuSeconds: Spread | null;
}

export interface RatioFigures {
  /** ours-Nw over `reference` in chars/s, i.e. the reference's wall time over ours, pair by pair. */
  command: string;
  reference: string;
  ratio: Spread;
  /**
   * The same pairs by CPU seconds (the reference's over ours): on a machine other work keeps
   * busy, wall time measures the queue for the cores as much as the program, CPU time less so.
   */
  cpuRatio: Spread | null;
}

export interface CorpusReport {
  corpus: string;
  chars: number;
  lines: number;
  commands: CommandFigures[];
  /** Pair by pair, in the same round: null without a reference. */
  ratios: RatioFigures[] | null;
  load: Spread;
  /** Whether every run of ours printed the same bytes, whatever its threads. */
  oursIdentical: boolean;
  oursSha256: string | null;
}

export function commandFigures(runs: Run[], command: string, chars: number): CommandFigures {
  const mine = runs.filter((r) => r.command === command);
  const cpu = mine.map((r) => r.cpuSeconds).filter((c): c is number => c !== null);
  return {
    command,
    charsPerSecond: spread(mine.map((r) => chars / r.wallSeconds)),
    wallSeconds: spread(mine.map((r) => r.wallSeconds)),
    cpuSeconds: cpu.length === mine.length && cpu.length > 0 ? spread(cpu) : null,
  };
}

/**
 * Ours against the reference, pair by pair: each round's reference run with the same round's
 * run of ours, so a machine that slows for a while slows both sides of a pair. The ratio is of
 * chars/s on the same corpus, i.e. the reference's wall time over ours.
 */
export function pairedRatios(runs: Run[], command: string, reference: string, of: (r: Run) => number | null = (r) => r.wallSeconds): Spread {
  const ref = new Map(runs.filter((r) => r.command === reference).map((r) => [r.round, of(r)]));
  const pairs = runs
    .filter((r) => r.command === command && ref.has(r.round))
    .map((r) => [ref.get(r.round), of(r)])
    .filter((p): p is [number, number] => p[0] != null && p[1] != null && p[1] > 0)
    .map(([theirs, ours]) => theirs / ours);
  if (pairs.length === 0) throw new Error(`no round has both ${reference} and ${command}`);
  return spread(pairs);
}

/** pairedRatios by CPU seconds, or null when a run's CPU time is unknown (not Linux). */
function pairedCpuRatios(runs: Run[], command: string, reference: string): Spread | null {
  const both = runs.filter((r) => r.command === command || r.command === reference);
  return both.every((r) => r.cpuSeconds !== null) ? pairedRatios(runs, command, reference, (r) => r.cpuSeconds) : null;
}

export function corpusReport(corpus: string, chars: number, lines: number, runs: Run[], names: string[]): CorpusReport {
  const refs = names.filter(isReference);
  const oursNames = names.filter((n) => !isReference(n));
  const ours = runs.filter((r) => !isReference(r.command));
  const shas = new Set(ours.map((r) => r.outputSha256));
  return {
    corpus,
    chars,
    lines,
    commands: names.map((n) => commandFigures(runs, n, chars)),
    ratios:
      refs.length > 0
        ? refs.flatMap((ref) => oursNames.map((n) => ({ command: n, reference: ref, ratio: pairedRatios(runs, n, ref), cpuRatio: pairedCpuRatios(runs, n, ref) })))
        : null,
    load: spread(runs.map((r) => r.load)),
    oursIdentical: shas.size === 1,
    oursSha256: shas.size === 1 ? [...shas][0] : null,
  };
}

const m = (x: number): string => (x / 1e6).toFixed(2);
const f2 = (x: number): string => x.toFixed(2);

export function formatReport(report: CorpusReport, rounds: number): string {
  const out: string[] = [];
  out.push(`## ${report.corpus}: ${report.lines} lines, ${m(report.chars)} M chars (UTF-16 units), ${rounds} rounds, whole processes`);
  out.push(`load average (1 min) at the runs' starts: min ${f2(report.load.min)} median ${f2(report.load.median)} max ${f2(report.load.max)}`);
  out.push("| command | M chars/s min | median | max | wall s median | CPU s median |");
  out.push("|---|---:|---:|---:|---:|---:|");
  for (const c of report.commands) {
    const cpu = c.cpuSeconds ? f2(c.cpuSeconds.median) : "n/a";
    out.push(`| ${c.command} | ${m(c.charsPerSecond.min)} | ${m(c.charsPerSecond.median)} | ${m(c.charsPerSecond.max)} | ${f2(c.wallSeconds.median)} | ${cpu} |`);
  }
  if (report.ratios) {
    out.push("ours / reference, chars/s, paired by round:");
    for (const r of report.ratios) {
      const cpu = r.cpuRatio ? `; by CPU s: median ${f2(r.cpuRatio.median)}× (min ${f2(r.cpuRatio.min)}, max ${f2(r.cpuRatio.max)})` : "";
      out.push(`  ${r.command} / ${r.reference}: min ${f2(r.ratio.min)}× median ${f2(r.ratio.median)}× max ${f2(r.ratio.max)}×${cpu}`);
    }
  } else {
    out.push("ours / reference: none (no reference)");
  }
  out.push(
    report.oursIdentical
      ? `our output: identical at every thread count and round, sha256 ${report.oursSha256}`
      : "our output: DIFFERS between runs or thread counts",
  );
  return out.join("\n");
}
