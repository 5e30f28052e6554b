// Short-text boost (seed 000 §8, v3.11): on short inputs, register shifts are what
// readers notice, yet they add up to only one or two detections. So the severity of
// a detection in a register-sensitive category is multiplied by 1.5 (capped at 3)
// when it is assigned — the §6 formula itself stays unchanged.
import { DEFAULT_SEVERITY_POINTS } from "./severity";

export const SHORT_TEXT_MAX_CHARS = 200;
export const SHORT_TEXT_MAX_PARAGRAPHS = 3;
export const SHORT_TEXT_BOOST_FACTOR = 1.5;
export const SHORT_TEXT_BOOST_CATEGORIES: readonly string[] = ["language", "style", "viral-hook"];

// Invisible characters that are not \s in JavaScript but carry no text.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/** Non-whitespace characters, counted as code points of the NFC text (so NFD Hangul counts once per syllable). */
export function countNonWhitespaceChars(text: string): number {
  const visible = text.normalize("NFC").replace(INVISIBLE, "").replace(/\s+/gu, "");
  let n = 0;
  for (const _ of visible) n++;
  return n;
}

/** Paragraphs are blocks separated by at least one blank line (CRLF, CR and LF alike). */
export function countNonEmptyParagraphs(text: string): number {
  return text
    .replace(INVISIBLE, "")
    .split(/(?:\r\n|\r|\n)[^\S\r\n]*(?:\r\n|\r|\n)\s*/)
    .filter((block) => block.trim().length > 0).length;
}

/** ≤200 non-whitespace characters OR ≤3 non-empty paragraphs. */
export function isShortText(text: string): boolean {
  return countNonWhitespaceChars(text) <= SHORT_TEXT_MAX_CHARS || countNonEmptyParagraphs(text) <= SHORT_TEXT_MAX_PARAGRAPHS;
}

export function isBoostedCategory(category: string): boolean {
  return SHORT_TEXT_BOOST_CATEGORIES.includes(category);
}

/**
 * Severity points for one detection at assignment time: ×1.5 capped at `cap`
 * (3 by default) when the text is short and the category is language, style or
 * viral-hook; unchanged otherwise. The detector calls this when it assigns points.
 */
export function boostSeverityPoints(
  points: number,
  category: string,
  shortText: boolean,
  cap: number = DEFAULT_SEVERITY_POINTS.high,
): number {
  if (!shortText || !isBoostedCategory(category)) return points;
  return Math.min(points * SHORT_TEXT_BOOST_FACTOR, Math.max(cap, points));
}
