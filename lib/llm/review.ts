// Naturalness review (seed 002): residual S1/S2 by re-running the detector on the
// rewrite, over-polish signals, the verdict matrix and the grade.
import type { DetectorReport, SpanFinding } from "../detector/types";
import type { Lang } from "../engine/types";
import type { ReviewVerdict, ReviewVerdictEvent, RewriteChunk } from "./events";
import { changeRate } from "./chunks";

export const CHANGE_RATE_WARN = 30;
export const CHANGE_RATE_ROLLBACK = 50;

const FORMAL_KO = /(?:습니다|습니까|십시오|입니다|됩니다|합니다)/gu;
const POLITE_KO = /(?:해요|어요|아요|에요|예요|네요|죠|지요)(?=[.!?\s]|$)/gu;
const cnt = (re: RegExp, t: string) => (t.match(re) ?? []).length;

export function registerShift(lang: Lang, original: string, rewrite: string): string | null {
  if (lang === "ko") {
    const beforeFormal = cnt(FORMAL_KO, original);
    const afterPolite = cnt(POLITE_KO, rewrite) - cnt(POLITE_KO, original);
    if (beforeFormal > 0 && afterPolite > 0) return "register shift: 습니다 became 해요";
  }
  if (lang === "ja") {
    const desuMasu = /(?:です|ます)(?=[。！？\s]|$)/gu;
    if (cnt(desuMasu, original) > 0 && cnt(desuMasu, rewrite) < cnt(desuMasu, original) / 2) return "register shift: です・ます dropped";
  }
  return null;
}

function keyTerms(text: string): string[] {
  const counts = new Map<string, number>();
  for (const m of text.toLowerCase().matchAll(/[a-z]{5,}|[\p{Script=Hangul}]{2,}|[\p{Script=Han}\p{Script=Katakana}]{2,}/gu)) {
    counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([w]) => w);
}

export interface ReviewInput {
  lang: Lang;
  original: string;
  rewrite: string;
  chunks: readonly RewriteChunk[];
  before: DetectorReport;
  after: DetectorReport;
  round: number;
  maxRounds: number;
}

export function reviewRewrite(input: ReviewInput): ReviewVerdictEvent {
  const { original, rewrite, chunks, before, after } = input;
  const residual = after.findings.filter((f) => !f.scoreOnly);
  const s1 = residual.filter((f) => f.severity === "S1").length;
  const s2 = residual.filter((f) => f.severity === "S2").length;
  const rate = changeRate(original, chunks);
  const signals: string[] = [];
  if (rate > CHANGE_RATE_WARN) signals.push(`change rate ${rate}% is over ${CHANGE_RATE_WARN}%`);
  const shift = registerShift(input.lang, original, rewrite);
  if (shift) signals.push(shift);
  const beforePatterns = new Set(before.findings.map((f) => f.pattern));
  const newTells = after.findings.filter((f): f is SpanFinding => f.scope === "span" && !f.advisory && !beforePatterns.has(f.pattern) && !original.includes(f.text_span));
  if (newTells.length > 0) signals.push(`new clichés: ${newTells.slice(0, 3).map((f) => `"${f.text_span}"`).join(", ")}`);
  if (chunks.length >= 3 && chunks.every((c) => c.replacement.length < c.original.length * 0.8)) signals.push("every rewritten sentence was shortened");
  const lost = keyTerms(original).filter((w) => !rewrite.toLowerCase().includes(w));
  if (lost.length >= 2) signals.push(`key terms replaced: ${lost.slice(0, 3).join(", ")}`);

  const scoreBefore = before.meta.severity_weighted_score;
  const scoreAfter = after.meta.severity_weighted_score;
  const improvement = scoreBefore > 0 ? ((scoreBefore - scoreAfter) / scoreBefore) * 100 : 100;
  const overPolish = signals.length >= 2 || rate > CHANGE_RATE_ROLLBACK;

  let verdict: ReviewVerdict;
  if (s1 >= 3 && overPolish) verdict = "hold_and_report";
  else if (overPolish) verdict = "rollback_and_rewrite";
  else if (s1 > 0 || s2 >= 4) verdict = "rewrite_round_2";
  else if (s2 > 0) verdict = "accept_with_note";
  else verdict = "accept";
  if (input.round >= input.maxRounds && (verdict === "rewrite_round_2" || verdict === "rollback_and_rewrite")) verdict = "hold_and_report";

  let grade: ReviewVerdictEvent["grade"];
  if (s1 === 0 && s2 <= 2 && signals.length === 0 && improvement >= 70) grade = "A";
  else if (s1 === 0 && s2 <= 4 && signals.length <= 1 && improvement >= 50) grade = "B";
  else if (s1 >= 3 || signals.length >= 3) grade = "D";
  else grade = "C";

  return {
    type: "review_verdict",
    round: input.round,
    s1_residual: s1,
    s2_residual: s2,
    over_polish_signals: signals,
    change_rate: rate,
    score_before: scoreBefore,
    score_after: scoreAfter,
    verdict,
    grade,
  };
}
