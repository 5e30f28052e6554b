// Small shared helpers for checks.
import type { Analysis, Sentence } from "../../engine/types";

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** Population standard deviation. */
export function stdev(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((a, v) => a + (v - m) * (v - m), 0) / values.length);
}

/** Coefficient of variation; null when the mean is 0. */
export function cv(values: readonly number[]): number | null {
  const m = mean(values);
  return m > 0 ? stdev(values) / m : null;
}

const sentencesOf = new WeakMap<Analysis, Sentence[]>();

/** Every sentence in document order; one list per analysis, shared by the checks (do not mutate). */
export function allSentences(analysis: Analysis): Sentence[] {
  let list = sentencesOf.get(analysis);
  if (!list) {
    // A plain loop: flatMap's generic path cost ~3 ms per pass over the dev corpus.
    list = [];
    const paragraphs = analysis.paragraphs;
    for (let i = 0; i < paragraphs.length; i++) for (const s of paragraphs[i].sentences) list.push(s);
    sentencesOf.set(analysis, list);
  }
  return list;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function fmt(value: number, digits = 2): string {
  return round(value, digits).toFixed(digits);
}

/** "5,5,6,5,5" (first n values, ellipsis beyond). */
export function listSample(values: readonly number[], n = 8): string {
  return values.slice(0, n).join(",") + (values.length > n ? ",…" : "");
}

export interface Line {
  start: number;
  end: number;
  text: string;
}

// The last answer: four line-based checks ask about the same text in one detect call.
let linesOfText: string | null = null;
let linesMemo: readonly Readonly<Line>[] = [];

/** Lines of text with their offsets (without the line break; CR of CRLF excluded); one list per
 *  text, shared by the line-based checks (do not mutate). */
export function lines(text: string): readonly Readonly<Line>[] {
  if (text !== linesOfText) {
    linesMemo = splitLines(text);
    linesOfText = text;
  }
  return linesMemo;
}

function splitLines(text: string): Line[] {
  const out: Line[] = [];
  let from = 0;
  for (;;) {
    const nl = text.indexOf("\n", from);
    const stop = nl === -1 ? text.length : nl;
    const end = stop > from && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop;
    out.push({ start: from, end, text: text.slice(from, end) });
    if (nl === -1) break;
    from = nl + 1;
  }
  return out;
}

/** The whole-text range a document-level finding speaks of (trimmed of outer whitespace). */
export function documentRange(analysis: Analysis, text: string): { start: number; end: number } {
  const ps = analysis.paragraphs;
  if (ps.length) return { start: ps[0].start, end: ps[ps.length - 1].end };
  return { start: 0, end: text.length };
}

/** Ranges of fenced code blocks, so line-based checks skip code. */
export function inCode(ranges: readonly { start: number; end: number }[], at: number): boolean {
  return ranges.some((r) => at >= r.start && at < r.end);
}

// A parameter or configuration key as API references print it: ASCII, starting lower-case or
// with _ / $ (userId, max_retries, $ref). Written words start with a capital in Latin script
// (Speed, API), and Hangul, kana or Han headers are never keys.
const CODE_KEY = /^[a-z_$][\w$.-]{0,40}$/;

/** Whether a bold run's or list header's text (markers and a trailing colon removed) is a code key. */
export function isCodeKey(text: string): boolean {
  return CODE_KEY.test(text.replace(/[:：]\s*$/u, "").trim());
}
