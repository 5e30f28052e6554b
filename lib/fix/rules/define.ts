// What rule files share: the rule constructor and small readers of the text around a span.
import type { Lang } from "../../engine/types";
import type { FixSite } from "../site";
import type { FixKind, FixRule, Proposal, RuleExample } from "../types";

export function rule(spec: {
  id: string;
  lang: Lang;
  kind: FixKind;
  patterns: readonly string[];
  examples: readonly RuleExample[];
  /** See FixRule.reach. */
  reach?: number | "document";
  propose: (site: FixSite, id: string) => (Proposal | null)[] | Proposal | null;
}): FixRule {
  return {
    id: spec.id,
    ...(spec.reach ? { reach: spec.reach } : {}),
    lang: spec.lang,
    kind: spec.kind,
    patterns: spec.patterns,
    examples: spec.examples,
    propose(site) {
      const got = spec.propose(site, spec.id);
      const list = Array.isArray(got) ? got : [got];
      return list.filter((p): p is Proposal => p !== null);
    },
  };
}

/** The word right after offset `at` (after spaces), with its range; null at a stop or the end. */
export function wordAfter(text: string, at: number): { word: string; start: number; end: number } | null {
  const m = /^[ \t]*([\p{L}\p{N}][\p{L}\p{N}'’-]*)/u.exec(text.slice(at, at + 60));
  if (!m) return null;
  const start = at + m[0].length - m[1].length;
  return { word: m[1], start, end: start + m[1].length };
}

/** Up to n words before offset `at`, nearest last, lower-cased (stops at sentence punctuation). */
export function wordsBefore(text: string, at: number, n: number): string[] {
  const head = text.slice(Math.max(0, at - 80), at);
  const cut = Math.max(head.lastIndexOf("."), head.lastIndexOf("!"), head.lastIndexOf("?"), head.lastIndexOf("\n"));
  const words = head.slice(cut + 1).toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return words.slice(-n);
}

/** A table keyed by lower-case phrase: the longest key the span's folded text equals. */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/**
 * Whether the span sits on a line that is a bibliography entry ("- 日本看護協会．看護におけるAI活用
 * ガイドライン．2020."): fields set off by full stops and a year at the end. A cited title is quoted
 * as published, so no word of it is rewritten.
 */
export function inCitationLine(text: string, start: number, end: number): boolean {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const nl = text.indexOf("\n", end);
  const line = text.slice(from, nl === -1 ? text.length : nl);
  return /(?:19|20)\d{2}[)）]?[.．]?\s*$/u.test(line) && /[^\d\s][.．]\s*[^\s\d]/u.test(line);
}
