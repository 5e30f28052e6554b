// Shared input handling for the CLI: one place decides what counts as usable text.
import { readFileSync } from "node:fs";
import { LANGS, type Lang } from "../../lib/engine/types";

export class CliError extends Error {}

/** Reads FILE, or stdin for "-" / no file. Rejects unreadable, binary and empty input. */
export function readTextInput(file: string | undefined): string {
  let buf: Buffer;
  try {
    buf = !file || file === "-" ? readFileSync(0) : readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file && file !== "-" ? file : "stdin"}${code ? ` (${code})` : ""}`);
  }
  return decodeText(buf);
}

export function decodeText(buf: Buffer): string {
  if (buf.includes(0)) throw new CliError("input looks binary (contains NUL bytes)");
  const text = new TextDecoder("utf-8", { fatal: false }).decode(buf);
  if (text.includes("\uFFFD") && countReplacement(text) > Math.max(8, text.length / 100)) {
    throw new CliError("input is not valid UTF-8 text");
  }
  if (text.trim().length === 0) throw new CliError("input is empty");
  return text;
}

function countReplacement(text: string): number {
  let n = 0;
  for (let i = text.indexOf("\uFFFD"); i !== -1; i = text.indexOf("\uFFFD", i + 1)) n++;
  return n;
}

/** Minimal flag parser: --name value, --flag, and positionals. */
export function parseArgs(argv: string[], booleanFlags: readonly string[] = []) {
  const flags: Record<string, string | true> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith("--") && arg.length > 2) {
      const eq = arg.indexOf("=");
      if (eq !== -1) flags[arg.slice(2, eq)] = arg.slice(eq + 1);
      else if (booleanFlags.includes(arg.slice(2))) flags[arg.slice(2)] = true;
      else {
        const value = argv[i + 1];
        if (value === undefined) throw new CliError(`${arg} needs a value`);
        flags[arg.slice(2)] = value;
        i++;
      }
    } else positionals.push(arg);
  }
  return { flags, positionals };
}

/** One JSON-lines input line → its fields with "text" checked to be a string, or the error that line answers with. */
export function parseTextLine(line: string): { fields: Record<string, unknown> & { text: string } } | { error: string } {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { error: "malformed JSON" };
  }
  if (!input || typeof input !== "object" || Array.isArray(input)) return { error: 'expected an object {"text": …, "lang": …}' };
  const fields = input as Record<string, unknown>;
  if (typeof fields.text !== "string") return { error: 'missing "text" (a string)' };
  return { fields: fields as Record<string, unknown> & { text: string } };
}

/**
 * One `{"text", "lang"?, "docType"?}` line with its language and doc type checked: what
 * detect --jsonl and fix --jsonl read (empty text, an unknown language, a doc type that is no
 * string are that line's error).
 */
export function parseDocumentLine(line: string): { text: string; lang?: Lang | "auto"; docType?: string } | { error: string } {
  const parsed = parseTextLine(line);
  if ("error" in parsed) return parsed;
  const { text, lang, docType } = parsed.fields;
  if (text.trim() === "") return { error: "text is empty" };
  if (lang !== undefined && lang !== null && lang !== "auto" && !(LANGS as readonly unknown[]).includes(lang)) {
    return { error: `unsupported language ${JSON.stringify(lang)}: expected auto, ${LANGS.join(", ")}` };
  }
  if (docType !== undefined && typeof docType !== "string") return { error: '"docType" must be a string' };
  return { text, ...(lang === undefined || lang === null ? {} : { lang: lang as Lang | "auto" }), ...(docType === undefined ? {} : { docType }) };
}
