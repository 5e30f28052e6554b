// "Why this score": the shadow model is additive, so each feature's term says how far it moved
// the text's log-odds from the average training text. The strongest terms of the score's own
// direction (three to five) and the strongest one pointing the other way become reasons, each
// with the text's value, what human writing in the language typically shows (from the fit
// corpus, lib/explain/reference.ts) and the findings that show it. Generic over feature ids:
// a new feature needs only a label (lib/i18n/features) to be explained.
import type { Finding } from "../detector/types";
import type { Lang } from "../engine/types";
import { evaluateModel, type ShadowWeights } from "../shadow/model";
import type { Features } from "../shadow/features";
import { typicalOf, FEATURE_REFERENCE, type FeatureReference } from "./reference";

export interface ScoreReason {
  feature: string;
  /** Which way this feature moved the score. */
  direction: "ai" | "human";
  /** Its change of the model's log-odds (signed, as the model computes it). */
  contribution: number;
  /** The text's value of the feature. */
  value: number;
  /** Human writing in the language: the median (or, when that is 0, the mean) and which it is; null without reference data. */
  typical: { value: number; basis: "median" | "mean"; share: number } | null;
  /** The findings that show this reason in the text (ids), when it has any. */
  findingIds: string[];
}

export interface ScoreReasons {
  /** The way the score leans ("ai" at 50 and above): its strongest reasons come first. */
  leaning: "ai" | "human";
  /** Three to five reasons in the score's direction, strongest first (fewer when fewer move it). */
  main: ScoreReason[];
  /** The strongest reason pointing the other way, if any feature does. */
  counter: ScoreReason | null;
}

/** Reasons smaller than this (in log-odds) are noise, not a reason anyone should read. */
const MIN_CONTRIBUTION = 0.05;
const MAX_REASONS = 5;
const MIN_REASONS = 3;
/** Below MIN_REASONS, a reason must still move the log-odds this much to be named. */
const STRONG = 0.25;

const CATEGORY_OF: Readonly<Record<string, string>> = {
  tells_content: "content",
  tells_language: "language",
  tells_style: "style",
  tells_communication: "communication",
  tells_filler: "filler",
  tells_structure: "structure",
  tells_viral: "viral-hook",
};

/** The findings a feature counts: its category's span findings, all span findings, the document-level ones, or the AI-vocabulary ones. */
export function findingsOfFeature(feature: string, all: readonly Pick<Finding, "id" | "category" | "scope" | "patternNumber" | "advisory">[]): string[] {
  // Advice is no part of any feature.
  const findings = all.some((f) => f.advisory) ? all.filter((f) => !f.advisory) : all;
  const category = CATEGORY_OF[feature];
  if (category) return findings.filter((f) => f.scope === "span" && f.category === category).map((f) => f.id);
  if (feature === "tells_density") return findings.filter((f) => f.scope === "span").map((f) => f.id);
  if (feature === "doc_tells" || feature === "hot_share" || feature === "burst_low_share") return findings.filter((f) => f.scope === "document").map((f) => f.id);
  if (feature === "lexicon_density") return findings.filter((f) => f.patternNumber === "7").map((f) => f.id);
  return [];
}

export interface ExplainInput {
  features: Readonly<Features>;
  lang: Lang;
  /** The calibrated AI-likeness the reasons explain (its side of 50 sets the leaning). */
  score: number;
  weights: ShadowWeights;
  findings: readonly Pick<Finding, "id" | "category" | "scope" | "patternNumber" | "advisory">[];
  reference?: FeatureReference;
}

export function explainScore(input: ExplainInput): ScoreReasons {
  const leaning = input.score >= 50 ? "ai" : "human";
  const model = input.weights.models[input.lang];
  if (!model) return { leaning, main: [], counter: null };
  const terms = evaluateModel(model, input.features).contributions.filter((c) => Math.abs(c.contribution) >= MIN_CONTRIBUTION);
  const reason = (c: (typeof terms)[number]): ScoreReason => {
    const t = typicalOf(input.lang, c.feature, input.reference ?? FEATURE_REFERENCE);
    const typical = !t ? null : t.human !== 0 ? { value: t.human, basis: "median" as const, share: t.humanAny } : { value: t.humanMean, basis: "mean" as const, share: t.humanAny };
    return {
      feature: c.feature,
      direction: c.contribution > 0 ? "ai" : "human",
      contribution: Math.round(c.contribution * 1000) / 1000,
      value: Math.round(c.value * 10000) / 10000,
      typical,
      findingIds: findingsOfFeature(c.feature, input.findings),
    };
  };
  const sign = leaning === "ai" ? 1 : -1;
  const byStrength = (a: { contribution: number }, b: { contribution: number }) => Math.abs(b.contribution) - Math.abs(a.contribution);
  const along = terms.filter((c) => c.contribution * sign > 0).sort(byStrength);
  const against = terms.filter((c) => c.contribution * sign < 0).sort(byStrength);
  const main = along.filter((c, i) => i < MIN_REASONS || Math.abs(c.contribution) >= STRONG).slice(0, MAX_REASONS).map(reason);
  return { leaning, main, counter: against.length ? reason(against[0]) : null };
}
