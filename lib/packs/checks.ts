// The closed list of `check` names (packs/FORMAT.md) with their params and defaults.
// The loader validates against this; lib/detector/checks implements each name.

export const CHECK_PARAMS = {
  "sentence-length-uniformity": { "max-cv": 0.25, "min-sentences": 5 },
  "paragraph-uniformity": { "min-paragraphs": 3, "max-cv": 0.15 },
  "ending-repetition": { "min-run": 3 },
  "paragraph-question-opener": { "min-count": 2 },
  emoji: { "min-count": 1 },
  boldface: { "min-count": 3, "skip-keys": 0 },
  "inline-header-list": { "min-count": 2 },
  "title-case-heading": { "min-count": 1 },
  "heading-bullets": { "min-count": 3, "skip-keys": 0 },
  "dash-density": { "per-1000-chars": 2.5 },
  "curly-quotes": { "min-count": 2 },
  "triplet-lists": { "min-count": 2 },
  "short-line-stack": { "min-run": 4 },
  "sentence-initial-connective": { "min-share": 0.3 },
  "stylometry-hot": {},
} as const satisfies Record<string, Record<string, number>>;

export type CheckName = keyof typeof CHECK_PARAMS;

export const CHECK_NAMES = Object.keys(CHECK_PARAMS) as CheckName[];

export function isCheckName(name: string): name is CheckName {
  return Object.prototype.hasOwnProperty.call(CHECK_PARAMS, name);
}

/** Checks that take a `terms` list (beside numeric params). */
export const CHECKS_WITH_TERMS: ReadonlySet<CheckName> = new Set<CheckName>(["sentence-initial-connective"]);
