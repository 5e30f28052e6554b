// The command line and corpus rows the bench-fix diagnostics share (why.ts, decompose.ts):
// `--name value` flags, and a corpus file of ../shared/corpus read at run time (never copied
// into the project), cut to the four languages and, with --only, to one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../../lib/engine/types";
import { LANGS } from "../../lib/engine/types";

export interface CorpusRow {
  text: string;
  lang: Lang;
  label: string;
  generator?: string;
}

/** The value after `--name` in argv, or the fallback. */
export function flag(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
}

/** The rows of ../shared/corpus/<file> in the four languages (only `only`'s when it is set). */
export function corpusRows(file: string, only: string): CorpusRow[] {
  return readFileSync(join(process.cwd(), "..", "shared", "corpus", file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusRow)
    .filter((r) => LANGS.includes(r.lang) && (!only || r.lang === only));
}
