// `patina fix --jsonl`: every finding's first verified fix applied, one line per text.
//   stdin:  {"text": "…", "lang"?: "auto"|"ko"|"en"|"zh"|"ja", "docType"?: "…"} per line
//   stdout: {"rewrite", "findings", "fixable", "applied": [{start, end, original, replacement, finding_ids}], "meaning_ok"}
// `findings` counts the span findings of the original, `fixable` those with a verified fix;
// `applied` ranges are in the original (applying them gives `rewrite`). A bad line gets
// {"error": "…"} and the stream continues, in order. Lines are answered on worker threads
// (--threads N, default the machine's cores; 0 = none), in input order (scripts/cli/jsonl.ts).
import { setFlagsFromString } from "node:v8";
import { LANGS, type Lang } from "../../lib/engine/types";
import { fixText } from "../../lib/fix/document";
import { packSetForRun } from "../../lib/node/pack-choice";
import type { PackSet } from "../../lib/packs/types";
import { CliError, parseArgs, parseDocumentLine, readTextInput } from "./io";
import { answerWith, runJsonlBatch, fixThreadsFlag } from "./jsonl";

export interface FixLine {
  rewrite: string;
  findings: number;
  fixable: number;
  applied: { start: number; end: number; original: string; replacement: string; finding_ids: string[] }[];
  meaning_ok: boolean;
}

/**
 * V8's interrupt budget for a fix batch (scripts/run.mjs sets 264,000 for every entry; V8's own
 * is 67,584). A function is optimised once it has run this much bytecode. Fixing a batch runs a
 * few hundred functions of the detector, the fix engine and the meaning check over and over, and
 * optimised earlier they are optimised again and again on feedback that keeps changing: on dev,
 * at 264,000 V8's helper threads (the optimising compiler, mostly) ran 0.85 s of CPU beside the
 * main thread's 2.4 s; at 1,000,000 they ran 0.3 s and the main thread 0.2 s more. Set here, not
 * in run.mjs: the flag is the process's, so the batch's worker threads read it too, and other
 * commands keep theirs.
 */
const FIX_BATCH_INTERRUPT_BUDGET = 1_000_000;

export function fixOne(text: string, lang: Lang | "auto", packs: PackSet, docType?: string): FixLine {
  const fixed = fixText(text, { lang, packs, docType });
  return {
    rewrite: fixed.rewrite,
    findings: fixed.findings,
    fixable: fixed.fixable,
    applied: fixed.applied.map((a) => ({ start: a.start, end: a.end, original: a.original, replacement: a.replacement, finding_ids: a.finding_ids })),
    meaning_ok: fixed.meaningOk,
  };
}

export function fixJsonLine(line: string, packs: PackSet, defaultLang: Lang | "auto", defaultDocType?: string): FixLine | { error: string } {
  const parsed = parseDocumentLine(line);
  if ("error" in parsed) return parsed;
  const { text, lang, docType } = parsed;
  try {
    return fixOne(text, (lang ?? defaultLang) as Lang | "auto", packs, docType ?? defaultDocType);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseArgs(argv, ["jsonl"]);
  for (const k of Object.keys(flags)) if (!["jsonl", "lang", "doc-type", "threads"].includes(k)) throw new CliError(`unknown option --${k}`);
  const lang = typeof flags.lang === "string" ? flags.lang : "auto";
  if (lang !== "auto" && !(LANGS as readonly string[]).includes(lang)) throw new CliError(`--lang must be auto, ${LANGS.join(", ")}; got "${lang}"`);
  const docType = typeof flags["doc-type"] === "string" ? flags["doc-type"] : undefined;
  const packs = await packSetForRun((message) => process.stderr.write(`patina: warning: ${message}\n`));
  if (flags.jsonl) {
    if (positionals.length) throw new CliError("--jsonl reads stdin; give no FILE");
    if (process.env.PATINA_TIERING !== "default") setFlagsFromString(`--interrupt-budget=${FIX_BATCH_INTERRUPT_BUDGET}`);
    const here = answerWith((line: string) => fixJsonLine(line, packs, lang as Lang | "auto", docType));
    return runJsonlBatch({ kind: "fix", settings: { lang: lang as Lang | "auto", ...(docType ? { docType } : {}) } }, here, { threads: fixThreadsFlag(flags.threads) });
  }
  if (positionals.length > 1) throw new CliError("give at most one FILE (or - for stdin)");
  const text = readTextInput(positionals[0]);
  let out: FixLine;
  try {
    out = fixOne(text, lang as Lang | "auto", packs, docType);
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
  process.stdout.write(JSON.stringify(out, null, 2) + "\n");
  return 0;
}
