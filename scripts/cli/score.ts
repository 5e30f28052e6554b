// `patina score`: the deterministic shadow score (with the seed-formula AI-likeness beside it).
//   score --jsonl [--threads N]  one {"text","lang"?} object per stdin line → one JSON line each, in order
//   score [--lang L] [FILE]  one text → one JSON object
// In --jsonl mode a bad line gets {"error": "..."} and the stream continues; input streams
// in batches of lines through worker threads and the main thread (scripts/cli/jsonl.ts), answered in order.
import { LANGS, type Lang } from "../../lib/engine/types";
import type { bandOf } from "../../lib/scoring/bands";
import type { ScoreComparison } from "../../lib/scoring/divergence";
import { countNonWhitespaceChars } from "../../lib/scoring/short-text";
import { documentScores, type Confidence } from "../../lib/shadow/document-scores";
import { scoreTextTally } from "../../lib/shadow/pipeline";
import { CliError, parseArgs, parseTextLine, readTextInput } from "./io";
import { answerWith, runJsonlBatch, threadsFlag } from "./jsonl";

export interface ScoreLine {
  score: number;
  band: ReturnType<typeof bandOf>;
  findings: number;
  lang: Lang;
  contributions: { feature: string; value: number; contribution: number }[];
  low_confidence: boolean;
  /** "not-enough" (with reasons: short, thin, unfamiliar, contradictory, overlap) where the score must not be read by its band. */
  confidence: Confidence;
  /** Seed 000 §6 category formula over the findings. */
  pattern_coverage?: number;
  pattern_coverage_band?: ReturnType<typeof bandOf>;
  divergence?: ScoreComparison;
}

function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function parseLang(value: unknown): Lang | "auto" {
  if (value === undefined || value === null || value === "" || value === "auto") return "auto";
  if (typeof value !== "string" || !(LANGS as readonly string[]).includes(value)) {
    throw new CliError(`unsupported language ${JSON.stringify(value)}: expected auto, ${LANGS.join(", ")}`);
  }
  return value as Lang;
}

/** Scores one text; throws (with a user-facing message) on empty text or an unsupported language. */
export function scoreOne(text: string, lang: Lang | "auto"): ScoreLine {
  if (text.trim().length === 0) throw new CliError("text is empty");
  const { shadow, tally, analysis } = scoreTextTally(text, lang);
  const scores = documentScores({
    formula: tally.severity_weighted_score,
    shadow,
    charCount: countNonWhitespaceChars(text),
    sentenceCount: analysis.sentenceCount,
    findings: tally.findings,
  });
  const line: ScoreLine = {
    score: scores.aiLikeness.score,
    band: scores.aiLikeness.band,
    low_confidence: scores.aiLikeness.lowConfidence,
    confidence: scores.aiLikeness.confidence,
    findings: tally.findings,
    lang: shadow.lang,
    contributions: shadow.contributions.map((c) => ({ feature: c.feature, value: round(c.value), contribution: round(c.contribution) })),
  };
  if (scores.patternCoverage && scores.divergence) {
    line.pattern_coverage = scores.patternCoverage.score;
    line.pattern_coverage_band = scores.patternCoverage.band;
    line.divergence = scores.divergence;
  }
  return line;
}

/** One input line → one output object (never throws). */
export function scoreJsonLine(line: string): ScoreLine | { error: string } {
  const parsed = parseTextLine(line);
  if ("error" in parsed) return parsed;
  const { text, lang } = parsed.fields;
  try {
    return scoreOne(text, parseLang(lang));
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseArgs(argv, ["jsonl"]);
  for (const k of Object.keys(flags)) if (k !== "jsonl" && k !== "lang" && k !== "threads") throw new CliError(`unknown option --${k}`);
  if (flags.jsonl) {
    if (positionals.length) throw new CliError("--jsonl reads stdin; give no FILE");
    return runJsonlBatch({ kind: "score" }, answerWith(scoreJsonLine), { threads: threadsFlag(flags.threads) });
  }
  if (positionals.length > 1) throw new CliError("give at most one FILE (or - for stdin)");
  const text = readTextInput(positionals[0]);
  const result = scoreOne(text, parseLang(flags.lang));
  process.stdout.write(JSON.stringify(result, null, 2) + "\n");
  return 0;
}
