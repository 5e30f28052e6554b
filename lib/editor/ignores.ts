// The user's "ignore" choices. Finding ids are positional ("f007") and change on
// every re-analysis, so an ignored occurrence is remembered by its pattern, its
// text and a little of what precedes it; an ignored pattern by its pack id.
export interface IgnoreChoices {
  occurrences: string[];
  patterns: string[];
}

export const NO_IGNORES: IgnoreChoices = { occurrences: [], patterns: [] };

const CONTEXT_CHARS = 12;

interface Locatable {
  pattern: string;
  start: number;
  end: number;
}

/** The key of one occurrence, stable across edits elsewhere in the document. */
export function occurrenceKey(f: Locatable, text: string): string {
  const before = text.slice(Math.max(0, f.start - CONTEXT_CHARS), f.start);
  return `${f.pattern}\u0000${before}\u0000${text.slice(f.start, f.end)}`;
}

export function isIgnored(f: Locatable, text: string, ignores: IgnoreChoices): boolean {
  if (ignores.patterns.includes(f.pattern)) return true;
  return ignores.occurrences.length > 0 && ignores.occurrences.includes(occurrenceKey(f, text));
}

export function withIgnoredOccurrence(ignores: IgnoreChoices, f: Locatable, text: string): IgnoreChoices {
  const key = occurrenceKey(f, text);
  return ignores.occurrences.includes(key) ? ignores : { ...ignores, occurrences: [...ignores.occurrences, key] };
}

export function withIgnoredPattern(ignores: IgnoreChoices, pattern: string): IgnoreChoices {
  return ignores.patterns.includes(pattern) ? ignores : { ...ignores, patterns: [...ignores.patterns, pattern] };
}

/** Accepts only the stored shape; anything else (old versions, hand edits) counts as no choices. */
export function parseIgnores(value: unknown): IgnoreChoices {
  if (!value || typeof value !== "object") return NO_IGNORES;
  const v = value as Record<string, unknown>;
  const strings = (x: unknown) => (Array.isArray(x) ? x.filter((s): s is string => typeof s === "string") : []);
  return { occurrences: strings(v.occurrences), patterns: strings(v.patterns) };
}
