// `patina detect`: the span detector report for a file or stdin, as JSON or a readable listing.
import { LANGS, type Lang } from "../../lib/engine/types";
import { detect } from "../../lib/detector/detect";
import { attachFixes } from "../../lib/fix/attach";
import type { DetectorReport, Severity } from "../../lib/detector/types";
import { packSetForRun } from "../../lib/node/pack-choice";
import type { PackSet } from "../../lib/packs/types";
import { CliError, parseArgs, parseDocumentLine, readTextInput } from "./io";
import type { DetectLineSettings } from "./batch-tasks";
import { answerWith, runJsonlBatch, threadsFlag } from "./jsonl";

const SEVERITIES: readonly Severity[] = ["S1", "S2", "S3"];

/** 1-based line and column of a UTF-16 offset (columns count code units, as editors do). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function oneLine(s: string, max = 80): string {
  const flat = s.replace(/\r?\n/g, "⏎").replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function formatReport(text: string, report: DetectorReport): string {
  const m = report.meta;
  const out: string[] = [
    `lang ${m.lang} · genre ${m.estimated_genre} · ${m.sentence_count} sentences · ${m.detected_count} findings · pattern coverage (seed §6) ${m.severity_weighted_score}`,
  ];
  for (const w of m.warnings) out.push(`warning: ${w}`);
  for (const f of report.findings) {
    const { line, column } = lineColumn(text, f.start);
    out.push("");
    out.push(`${line}:${column} ${f.severity} ${f.pattern} [${f.category}] ${f.id}${f.scope === "document" ? " (document)" : ""}`);
    out.push(f.scope === "span" ? `  "${oneLine(f.text_span)}"` : `  "${oneLine(f.excerpt)}${f.excerpt.length < f.end - f.start ? "…" : ""}"`);
    out.push(`  why: ${f.reason}`);
    out.push(`  fix: ${f.fixes?.length ? f.fixes.map((x) => x.label).join(" | ") : f.suggested_fix}`);
  }
  return out.join("\n") + "\n";
}

interface DetectSettings {
  packs: PackSet;
  min_severity?: Severity;
  docType?: string;
  categories?: string[];
}

/**
 * One `{"text", "lang"?, "docType"?}` line → the full report (the JSON of `detect --json`),
 * or `{"error"}`; never throws. Line fields override the command's --lang / --doc-type.
 */
export function detectJsonLine(line: string, settings: DetectSettings, defaultLang: Lang | "auto"): DetectorReport | { error: string } {
  const parsed = parseDocumentLine(line);
  if ("error" in parsed) return parsed;
  const { text, lang, docType } = parsed;
  try {
    const report = detect(text, {
      lang: (lang ?? defaultLang) as Lang | "auto",
      packs: settings.packs,
      min_severity: settings.min_severity,
      docType: docType ?? settings.docType,
      categories: settings.categories,
    });
    return attachFixes(text, report.meta.lang, report, settings.packs).report;
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseArgs(argv, ["json", "jsonl"]);
  const known = new Set(["lang", "doc-type", "min-severity", "json", "jsonl", "category", "threads"]);
  for (const k of Object.keys(flags)) if (!known.has(k)) throw new CliError(`unknown option --${k}`);
  if (positionals.length > 1) throw new CliError("give at most one FILE (or - for stdin)");
  const lang = typeof flags.lang === "string" ? flags.lang : "auto";
  if (lang !== "auto" && !(LANGS as readonly string[]).includes(lang)) {
    throw new CliError(`--lang must be auto, ${LANGS.join(", ")}; got "${lang}"`);
  }
  const min = flags["min-severity"];
  if (min !== undefined && !SEVERITIES.includes(min as Severity)) throw new CliError(`--min-severity must be S1, S2 or S3; got "${String(min)}"`);
  const packs = await packSetForRun((message) => process.stderr.write(`patina: warning: ${message}\n`));
  if (flags.jsonl) {
    if (positionals.length) throw new CliError("--jsonl reads stdin; give no FILE");
    const lineSettings: DetectLineSettings = { lang: lang as Lang | "auto" };
    if (min !== undefined) lineSettings.min_severity = min as Severity;
    if (typeof flags["doc-type"] === "string") lineSettings.docType = flags["doc-type"];
    if (typeof flags.category === "string") lineSettings.categories = flags.category.split(",");
    const { lang: defaultLang, ...settings } = lineSettings;
    const here = answerWith((line) => detectJsonLine(line, { packs, ...settings }, defaultLang));
    return runJsonlBatch({ kind: "detect", settings: lineSettings }, here, { threads: threadsFlag(flags.threads) });
  }
  const text = readTextInput(positionals[0]);
  let report: DetectorReport;
  try {
    report = detect(text, {
      lang: lang as Lang | "auto",
      packs,
      min_severity: min as Severity | undefined,
      docType: typeof flags["doc-type"] === "string" ? flags["doc-type"] : undefined,
      categories: typeof flags.category === "string" ? flags.category.split(",") : undefined,
    });
    report = attachFixes(text, report.meta.lang, report, packs).report;
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
  process.stdout.write(flags.json ? JSON.stringify(report, null, 2) + "\n" : formatReport(text, report));
  return 0;
}
