// Pattern numbers per shipped category (../shared/PATTERN-INDEX.md), so that
// document-type overrides written by number mean the same pattern everywhere.

export const CATEGORY_NUMBERS: Readonly<Record<string, readonly string[]>> = {
  content: ["1", "2", "3", "4", "5", "6"],
  language: ["7", "8", "9", "10", "11", "12", "32", "33", "34"],
  style: ["13", "14", "15", "16", "17", "18", "37"],
  communication: ["19", "20", "21", "29"],
  filler: ["22", "23", "24", "31", "35", "36"],
  structure: ["25", "26", "27", "28", "30"],
  "viral-hook": ["VH1", "VH2", "VH3", "VH4", "VH5", "VH6", "VH7", "VH8", "VH9"],
};

export const SHIPPED_CATEGORIES = Object.keys(CATEGORY_NUMBERS);

/** Patterns judged at document level rather than by instance count (000 §2). */
export const STRUCTURE_NUMBERS: ReadonlySet<string> = new Set(["25", "26", "27", "28", "30"]);

/** "7", "VH3"; custom categories may use any such form. */
export function normalizeNumber(value: unknown): string | null {
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return String(value);
  if (typeof value === "string" && /^(?:VH)?[1-9]\d*$/i.test(value.trim())) return value.trim().toUpperCase();
  return null;
}
