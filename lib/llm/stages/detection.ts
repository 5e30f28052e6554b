// Stage 1, detection (seed 000 §8): which findings a rewrite may touch, the route the
// draft takes, and the units (sentences holding findings) the later stages rewrite.
import type { Finding, SpanFinding } from "../../detector/types";
import type { DocumentReading } from "../../document/read-document";
import type { TextRange } from "../../engine/types";
import { splitSentences } from "../../meaning/sentences";
import type { DetectionFindingEvent, PipelineRoute } from "../events";

export interface Unit extends TextRange {
  id: string;
  text: string;
  findingIds: string[];
  fixes: { quote: string; pattern: string; hint: string; replacement?: string }[];
  paragraph: number;
}

export type SentenceRange = TextRange & { paragraph: number };

export const isSpan = (f: Finding): f is SpanFinding => f.scope === "span";

/**
 * Findings a rewrite may touch: span-scoped, not score-only (viral hooks are scored, never
 * rewritten), not advice (the fix engine answers advice; the model's route, prompts and review
 * read the scored findings only, as before advice existed).
 */
export const rewritable = (findings: readonly Finding[]) => findings.filter(isSpan).filter((f) => !f.scoreOnly && !f.advisory && f.end > f.start);

export function planRoute(reading: DocumentReading, text: string, heavyChars: number): { route: PipelineRoute; reason: string } {
  const targets = rewritable(reading.report.findings);
  if (targets.length === 0) return { route: "none", reason: "no findings to fix" };
  if (text.length > heavyChars) return { route: "heavy", reason: `over ${heavyChars.toLocaleString("en")} characters` };
  const per1000 = (targets.length / Math.max(1, text.length)) * 1000;
  // Dense: more than one tell per ~40 characters (Korean and Japanese pack many into a sentence).
  if (targets.length > 40 || (per1000 > 25 && targets.length > 15)) return { route: "heavy", reason: "dense tells" };
  if (targets.length <= 3) return { route: "light", reason: `${targets.length} tell${targets.length === 1 ? "" : "s"} to fix` };
  return { route: "standard", reason: `${targets.length} tells to fix` };
}

export function findingEvent(f: Finding, source: "rule" | "llm"): DetectionFindingEvent {
  return {
    type: "detection_finding",
    id: f.id,
    start: f.start,
    end: f.end,
    ...(f.scope === "span" ? { text_span: f.text_span } : { excerpt: f.excerpt }),
    pattern: f.pattern,
    category: f.category,
    severity: f.severity,
    scope: f.scope,
    reason: f.reason,
    suggested_fix: f.suggested_fix,
    ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
    source,
  };
}

/** Sentence ranges of the text (the engine's, or a plain split when it skipped the text). */
export function sentenceRanges(reading: DocumentReading, text: string): SentenceRange[] {
  const fromEngine = reading.analysis.paragraphs.flatMap((p) => p.sentences.map((s) => ({ start: s.start, end: s.end, paragraph: p.index })));
  if (fromEngine.length > 0) return fromEngine;
  return splitSentences(text).map((s) => ({ start: s.start, end: s.end, paragraph: 1 }));
}

/** One unit per sentence holding findings (sentences a finding spans are merged). */
export function buildUnits(text: string, findings: readonly SpanFinding[], sentences: readonly SentenceRange[]): Unit[] {
  const ranges: { start: number; end: number; paragraph: number; findings: SpanFinding[] }[] = [];
  for (const f of findings) {
    const hit = sentences.filter((s) => s.start < f.end && f.start < s.end);
    const start = Math.min(f.start, ...hit.map((s) => s.start));
    const end = Math.max(f.end, ...hit.map((s) => s.end));
    ranges.push({ start, end, paragraph: hit[0]?.paragraph ?? 1, findings: [f] });
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: typeof ranges = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start < last.end) {
      last.end = Math.max(last.end, r.end);
      last.findings.push(...r.findings);
    } else merged.push({ ...r, findings: [...r.findings] });
  }
  return merged.map((r, i) => ({
    id: `u${i + 1}`,
    start: r.start,
    end: r.end,
    text: text.slice(r.start, r.end),
    paragraph: r.paragraph,
    findingIds: r.findings.map((f) => f.id),
    fixes: r.findings.map((f) => ({
      quote: f.text_span,
      pattern: f.pattern,
      hint: f.suggested_fix,
      ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
    })),
  }));
}
