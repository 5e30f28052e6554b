// The labelled corpus turned into model inputs: features, the seed's hot share and
// the cross-validation groups of every row.
import type { Lang } from "../../lib/engine/types";
import { documentSignals, type ShadowPipeline } from "../../lib/shadow/batch";
import { groupHint, sourceName, type CorpusRow } from "./corpus";
import type { HoldoutRow } from "./holdout";
import type { FitRow } from "./procedure";
import type { Features } from "../../lib/shadow/features";
import { ngramBuckets } from "../../lib/shadow/ngrams";
import { countNonWhitespaceChars } from "../../lib/scoring/short-text";
import { groupItems } from "./folds";

export interface LabelledFeatures {
  rows: CorpusRow[];
  features: Features[];
  hotShares: number[];
  /** The seed §6 formula score of each row (null when the detector could not compute it). */
  formulaScores: (number | null)[];
  /** Per-row group id; rows of one group always share a CV fold. */
  groups: number[];
  /** Per row, the table buckets of its n-grams (lib/shadow/ngrams.ts). */
  ngrams: Int32Array[];
  /** Per row, what the score's confidence reads: findings counted, non-whitespace characters, sentences. */
  findings: number[];
  charCounts: number[];
  sentenceCounts: number[];
}

export function corpusSignals(rows: CorpusRow[], pipeline: ShadowPipeline, texts: readonly string[] = rows.map((r) => r.text)): LabelledFeatures {
  const features: Features[] = [];
  const hotShares: number[] = [];
  const formulaScores: (number | null)[] = [];
  const ngrams: Int32Array[] = [];
  const findings: number[] = [];
  const charCounts: number[] = [];
  const sentenceCounts: number[] = [];
  rows.forEach((row, i) => {
    const s = documentSignals(texts[i], row.lang, pipeline);
    findings.push(s.findings);
    charCounts.push(countNonWhitespaceChars(texts[i]));
    sentenceCounts.push(s.analysis.sentenceCount);
    features.push(s.features);
    ngrams.push(ngramBuckets(texts[i], s.analysis.lang));
    hotShares.push(s.hotShare);
    formulaScores.push(s.tally.severity_weighted_score);
  });
  // Groups come from the original texts, so an evasion variant keeps the same folds.
  const groups = groupItems(rows.map((r) => ({ hint: groupHint(r), bucket: r.lang, text: r.text })));
  return { rows, features, hotShares, formulaScores, groups, ngrams, findings, charCounts, sentenceCounts };
}

/** Row indices of one language. */
export function languageRows(data: LabelledFeatures, lang: Lang): number[] {
  return data.rows.map((r, i) => (r.lang === lang ? i : -1)).filter((i) => i >= 0);
}

/** The rows at `idx` as the fit procedure reads them. */
export function fitRows(data: LabelledFeatures, idx: readonly number[]): FitRow[] {
  return idx.map((i) => ({ features: data.features[i], label: data.rows[i].label === "ai", group: data.groups[i], ngrams: data.ngrams[i], source: sourceName(data.rows[i]) }));
}

/** The rows at `idx` as the held-out protocols read them. */
export function holdoutRows(data: LabelledFeatures, idx: readonly number[]): HoldoutRow[] {
  return idx.map((i) => {
    const r = data.rows[i];
    return {
      id: r.id,
      label: r.label === "ai",
      source: sourceName(r),
      group: data.groups[i],
      ...(r.generator !== undefined ? { generator: r.generator } : {}),
      ...(r.promptId !== undefined ? { promptId: r.promptId } : {}),
    };
  });
}
