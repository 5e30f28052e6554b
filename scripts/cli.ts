// patina CLI: the same engine as the web app, from a shell.
// Each command lives in scripts/cli/{command}.ts and exports run(argv) → exit code.
// Loaded off the main thread (a worker of `score --jsonl` / `detect --jsonl`, scripts/cli/jsonl.ts)
// this bundle runs no command: it exports the batch tasks, their answers moved, not copied, back.
import { createRequire } from "node:module";
import { isMainThread } from "node:worker_threads";
import { announceReady } from "../lib/node/pool/worker-ready";
import type { DetectLineSettings, FixLineSettings, LinesTask } from "./cli/batch-tasks";
import { CliError } from "./cli/io";

const COMMANDS: Record<string, () => Promise<{ run: (argv: string[]) => Promise<number> | number }>> = {
  analyze: () => import("./cli/analyze"),
  detect: () => import("./cli/detect"),
  score: () => import("./cli/score"),
  compute: () => import("./cli/compute"),
  verify: () => import("./cli/verify"),
  fix: () => import("./cli/fix"),
};

const USAGE = `usage: npm run -s cli -- <command> [options]
  analyze [--lang auto|ko|en|zh|ja] [FILE|-]     stylometry analysis as JSON
  detect  [--lang …] [--doc-type …] [--json] [FILE|-]   span detector report
  detect  --jsonl [--lang …] [--doc-type …]        one {"text","lang"?,"docType"?} per stdin line → one full report per line
  score   --jsonl                                  one {"text","lang"} per stdin line → one score line each
          (--jsonl commands take --threads N: worker threads beside the main thread, default the cores left idle by the main thread and the load average (none on 2 cores; fix --jsonl: one per half core left idle); 0 = none)
  compute FILE                                     scores, bands and floors from a JSON document
  verify  --jsonl                                  one {"original","rewrite","lang"} per stdin line → meaning check line each
  fix     [--lang …] [--doc-type …] [FILE|-]       every finding's first verified fix applied, as JSON
  fix     --jsonl                                  one {"text","lang"?,"docType"?} per stdin line → {"rewrite","findings","fixable","applied","meaning_ok"}`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h") {
    process.stdout.write(USAGE + "\n");
    return command ? 0 : 2;
  }
  const load = COMMANDS[command];
  if (!load) {
    process.stderr.write(`patina: unknown command "${command}"\n${USAGE}\n`);
    return 2;
  }
  const mod = await load();
  return mod.run(rest);
}

const batchTasks = () => import("./cli/batch-tasks");
// piscina is loaded here, in a worker, not by the main thread's commands (which never need it).
// Through require, not import(): the worker runtime's own CommonJS copy, whose move() marker it
// recognises (an import() of it would load the ESM build, and the answers would be copied).
let piscinaMove: (typeof import("piscina"))["move"] | null = null;
const move = async (answer: Uint8Array | Promise<Uint8Array>) =>
  (piscinaMove ??= (createRequire(__filename)("piscina") as typeof import("piscina")).move)(await answer);
export const scoreLines = async (task: LinesTask) => move((await batchTasks()).scoreLines(task));
export const detectLines = async (task: LinesTask & { settings: DetectLineSettings }) => move((await batchTasks()).detectLines(task));
export const fixLines = async (task: LinesTask & { settings: FixLineSettings }) => move((await batchTasks()).fixLines(task));

if (!isMainThread) announceReady();
else void main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const message = err instanceof CliError ? err.message : err instanceof Error ? err.message : String(err);
    process.stderr.write(`patina: ${message}\n`);
    process.exitCode = 1;
  },
);
