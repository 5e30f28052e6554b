// `patina verify --jsonl`: the deterministic meaning check, one line per pair.
//   stdin:  {"original": "…", "rewrite": "…", "lang"?: "ko"|"en"|"zh"|"ja"|"auto"} per line
//   stdout: {"meaning_ok": boolean, "mps": number|null, "hard_fail": number, "soft_fail": number,
//            "anchors": [{type, text, start, end, verdict, rewrite_start, rewrite_end, reason}]}
//   start/end are UTF-16 offsets into the original (text = original.slice(start, end)),
//   rewrite_start/rewrite_end into the rewrite; reason says why, in one line.
// A bad line gets {"error": "…"} and the stream continues, in order.
import { detectLanguage } from "../../lib/engine/language";
import { LANGS, type Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";
import { CliError, parseArgs } from "./io";

export interface VerifyLine {
  meaning_ok: boolean;
  mps: number | null;
  anchors: { type: string; text: string; start: number; end: number; verdict: string; rewrite_start: number; rewrite_end: number; reason: string }[];
  hard_fail: number;
  soft_fail: number;
}

export function verifyLine(line: string): VerifyLine | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: "line is not valid JSON" };
  }
  const { original, rewrite, lang } = (json ?? {}) as Record<string, unknown>;
  if (typeof original !== "string" || typeof rewrite !== "string") return { error: '"original" and "rewrite" must be strings' };
  let l: Lang | null;
  if (lang === undefined || lang === null || lang === "auto") l = detectLanguage(original).lang;
  else if (typeof lang === "string" && (LANGS as readonly string[]).includes(lang)) l = lang as Lang;
  else return { error: `unsupported language ${JSON.stringify(lang)}: expected auto, ${LANGS.join(", ")}` };
  if (!l) return { error: "no supported language detected in the original" };
  const check = checkMeaning(original, rewrite, l);
  return {
    meaning_ok: check.meaning_ok,
    mps: check.mps.applicable ? check.mps.score : null,
    anchors: check.anchors.map((a) => ({ type: a.type, text: a.text, start: a.start, end: a.end, verdict: a.verdict, rewrite_start: a.rewrite_start ?? 0, rewrite_end: a.rewrite_end ?? 0, reason: a.reason })),
    hard_fail: check.hard_fail,
    soft_fail: check.soft_fail,
  };
}

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseArgs(argv, ["jsonl"]);
  for (const k of Object.keys(flags)) if (k !== "jsonl") throw new CliError(`unknown option --${k}`);
  if (!flags.jsonl) throw new CliError("verify reads pairs as JSON lines: use verify --jsonl < pairs.jsonl");
  if (positionals.length) throw new CliError("--jsonl reads stdin; give no FILE");
  let rest = "";
  const decoder = new TextDecoder("utf-8");
  const answer = (lines: string[]) => {
    const out = lines.filter((l) => l.trim() !== "").map((l) => JSON.stringify(verifyLine(l)) + "\n");
    if (out.length) process.stdout.write(out.join(""));
  };
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    rest += decoder.decode(chunk, { stream: true });
    const cut = rest.lastIndexOf("\n");
    if (cut === -1) continue;
    answer(rest.slice(0, cut).split("\n"));
    rest = rest.slice(cut + 1);
  }
  rest += decoder.decode();
  answer([rest]);
  return 0;
}
