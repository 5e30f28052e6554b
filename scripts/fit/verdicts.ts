// What a writer is told about a text, and how often it is right: the band of the AI-likeness,
// or "not enough evidence" when the product's confidence rule (lib/shadow/document-scores.ts)
// withholds the band. Measured on held-out scores, so "right" means right on text the model
// did not see.
import { confidenceOf } from "../../lib/shadow/document-scores";
import { judgedValue } from "../../lib/scoring/round";
import type { Lang } from "../../lib/engine/types";

export type Verdict = "human (0-30)" | "mixed (31-50)" | "AI-like (51-70)" | "AI-generated (71+)" | "not enough evidence";

export const VERDICTS: readonly Verdict[] = ["human (0-30)", "mixed (31-50)", "AI-like (51-70)", "AI-generated (71+)", "not enough evidence"];

export interface VerdictInput {
  score: number;
  charCount: number;
  sentenceCount: number;
  findings: number;
  unfamiliar: boolean;
  /** The score lies above the model's humanBandMax (lib/shadow/score.ts overlap). */
  overlap?: boolean;
  /** The text's language (the contradiction rule's threshold is per language). */
  lang?: Lang;
}

export function verdictOf(input: VerdictInput): Verdict {
  if (confidenceOf(input).level === "not-enough") return "not enough evidence";
  return bandVerdictOf(input.score);
}

/** The band a score reads in, whatever the confidence rule says. */
export function bandVerdictOf(score: number): Verdict {
  const judged = judgedValue(score);
  if (judged <= 30) return "human (0-30)";
  if (judged <= 50) return "mixed (31-50)";
  if (judged <= 70) return "AI-like (51-70)";
  return "AI-generated (71+)";
}

export interface VerdictRow {
  verdict: Verdict;
  /** Texts given this verdict, per class. */
  ai: number;
  human: number;
  /** Share of all AI / all human texts given this verdict. */
  aiShare: number;
  humanShare: number;
  /**
   * How often the verdict is right: human texts among "human", AI texts among the AI bands;
   * for "mixed" and "not enough evidence", which claim no class, the share of AI texts among them.
   */
  right: number;
}

export function verdictTable(verdicts: readonly Verdict[], labels: readonly boolean[]): VerdictRow[] {
  const totalAi = labels.filter(Boolean).length;
  const totalHuman = labels.length - totalAi;
  return VERDICTS.map((verdict) => {
    let ai = 0;
    let human = 0;
    verdicts.forEach((v, i) => {
      if (v !== verdict) return;
      if (labels[i]) ai++;
      else human++;
    });
    const n = ai + human;
    const right = verdict === "human (0-30)" ? human / n : ai / n;
    return { verdict, ai, human, aiShare: totalAi ? ai / totalAi : NaN, humanShare: totalHuman ? human / totalHuman : NaN, right: n ? right : NaN };
  });
}

/**
 * Band rates as a writer is told them: a text whose band is withheld ("not enough evidence")
 * counts in the denominator and in no band, so withholding a band never raises a band rate.
 */
export interface ToldShares {
  /** Share of AI texts told "AI-like" or "AI-generated" (51+). */
  aiAt51: number;
  /** Share of AI texts told "human (0-30)": the model certified an AI text as human. */
  aiAt30: number;
  /** Share of human texts told "human (0-30)". */
  humanAt30: number;
  /** Share of human texts told "AI-generated (71+)". */
  humanAt71: number;
  /** Share of each class told "not enough evidence". */
  notEnough: { ai: number; human: number };
}

export function toldShares(verdicts: readonly Verdict[], labels: readonly boolean[]): ToldShares {
  const share = (cls: boolean, pick: (v: Verdict) => boolean): number => {
    let n = 0;
    let hit = 0;
    verdicts.forEach((v, i) => {
      if (labels[i] !== cls) return;
      n++;
      if (pick(v)) hit++;
    });
    return n ? hit / n : NaN;
  };
  return {
    aiAt51: share(true, (v) => v === "AI-like (51-70)" || v === "AI-generated (71+)"),
    aiAt30: share(true, (v) => v === "human (0-30)"),
    humanAt30: share(false, (v) => v === "human (0-30)"),
    humanAt71: share(false, (v) => v === "AI-generated (71+)"),
    notEnough: { ai: share(true, (v) => v === "not enough evidence"), human: share(false, (v) => v === "not enough evidence") },
  };
}

/**
 * How often "not enough evidence" was right to withhold a band, per reason: among the texts it
 * was said for, the share whose band would have named the wrong class (a human band on an AI
 * text, an AI band on a human text). "mixed" claims no class, so withholding it is never counted
 * right. Reasons are counted separately; a text with two reasons counts under both.
 */
export interface WithheldRow {
  reason: string;
  n: number;
  ai: number;
  /** Share whose withheld band was wrong. */
  wrongBand: number;
}

export function withheldTable(items: readonly { reasons: readonly string[]; band: Verdict; label: boolean }[]): WithheldRow[] {
  const by = new Map<string, { n: number; ai: number; wrong: number }>();
  const add = (reason: string, band: Verdict, label: boolean) => {
    const e = by.get(reason) ?? { n: 0, ai: 0, wrong: 0 };
    e.n++;
    if (label) e.ai++;
    if ((band === "human (0-30)" && label) || (band.startsWith("AI") && !label)) e.wrong++;
    by.set(reason, e);
  };
  for (const it of items) {
    if (it.reasons.length === 0) continue;
    add("any", it.band, it.label);
    for (const r of it.reasons) add(r, it.band, it.label);
  }
  return [...by].map(([reason, e]) => ({ reason, n: e.n, ai: e.ai, wrongBand: e.wrong / e.n }));
}
