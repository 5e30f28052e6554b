// Per-language category weights (seed 000 §4). Every table sums to 1; a category a
// table does not name (a custom pack's) weighs UNKNOWN_CATEGORY_WEIGHT.
import type { Lang } from "../engine/types";

export type CategoryWeights = Record<string, number>;

export const UNKNOWN_CATEGORY_WEIGHT = 0.1;

const CJK_WEIGHTS: CategoryWeights = {
  content: 0.18,
  language: 0.18,
  style: 0.18,
  communication: 0.13,
  filler: 0.08,
  structure: 0.15,
  "viral-hook": 0.1,
};

export const DEFAULT_CATEGORY_WEIGHTS: Readonly<Record<Lang, Readonly<CategoryWeights>>> = Object.freeze({
  ko: Object.freeze({ ...CJK_WEIGHTS }),
  zh: Object.freeze({ ...CJK_WEIGHTS }),
  ja: Object.freeze({ ...CJK_WEIGHTS }),
  en: Object.freeze({
    content: 0.2,
    language: 0.2,
    style: 0.2,
    communication: 0.12,
    filler: 0.08,
    structure: 0.1,
    "viral-hook": 0.1,
  }),
});

export function categoryWeight(weights: Readonly<CategoryWeights>, category: string): number {
  return Object.prototype.hasOwnProperty.call(weights, category) ? weights[category] : UNKNOWN_CATEGORY_WEIGHT;
}
