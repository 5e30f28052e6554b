// The labelled corpus turned into model inputs: features, the seed's hot share and
// the cross-validation groups of every row.
import type { Lang } from "../../lib/engine/types";
import { documentSignals, type ShadowPipeline } from "../../lib/shadow/batch";
import { groupHint, type CorpusRow } from "./corpus";
import type { Features } from "../../lib/shadow/features";
import { groupItems } from "./folds";
import type { TrainingSet } from "./train";

export interface LabelledFeatures {
  rows: CorpusRow[];
  features: Features[];
  hotShares: number[];
  /** The seed §6 formula score of each row (null when the detector could not compute it). */
  formulaScores: (number | null)[];
  /** Per-row group id; rows of one group always share a CV fold. */
  groups: number[];
}

export function corpusSignals(rows: CorpusRow[], pipeline: ShadowPipeline, texts: readonly string[] = rows.map((r) => r.text)): LabelledFeatures {
  const features: Features[] = [];
  const hotShares: number[] = [];
  const formulaScores: (number | null)[] = [];
  rows.forEach((row, i) => {
    const s = documentSignals(texts[i], row.lang, pipeline);
    features.push(s.features);
    hotShares.push(s.hotShare);
    formulaScores.push(s.tally.severity_weighted_score);
  });
  // Groups come from the original texts, so an evasion variant keeps the same folds.
  const groups = groupItems(rows.map((r) => ({ hint: groupHint(r), bucket: r.lang, text: r.text })));
  return { rows, features, hotShares, formulaScores, groups };
}

export function languageSet(data: LabelledFeatures, lang: Lang): { idx: number[]; set: TrainingSet } {
  const idx = data.rows.map((r, i) => (r.lang === lang ? i : -1)).filter((i) => i >= 0);
  return {
    idx,
    set: {
      features: idx.map((i) => data.features[i]),
      labels: idx.map((i) => data.rows[i].label === "ai"),
      groups: idx.map((i) => data.groups[i]),
    },
  };
}
