// Ranking metrics for a score where higher means "more likely AI" (label true).

/**
 * Area under the ROC curve: the probability that a random positive outscores a
 * random negative, ties counting one half (Mann–Whitney U). NaN when a class is empty.
 */
export function auroc(scores: readonly number[], labels: readonly boolean[]): number {
  if (scores.length !== labels.length) throw new Error("auroc: scores and labels differ in length");
  const order = scores.map((_, i) => i).sort((a, b) => scores[a] - scores[b]);
  let positives = 0;
  let negatives = 0;
  let rankSumPositive = 0;
  // Average ranks over runs of equal scores so ties count one half.
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && scores[order[j + 1]] === scores[order[i]]) j++;
    const averageRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      if (labels[order[k]]) {
        positives++;
        rankSumPositive += averageRank;
      } else negatives++;
    }
    i = j + 1;
  }
  if (positives === 0 || negatives === 0) return NaN;
  return (rankSumPositive - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export interface OperatingPoint {
  /** Flag a text when its score is strictly above this (Infinity: flag nothing). */
  threshold: number;
  tpr: number;
  fpr: number;
}

/**
 * The best true-positive rate whose false-positive rate does not exceed maxFpr,
 * using thresholds that flag score > t. A tie that straddles the limit cannot be
 * split, so the achieved FPR may be below maxFpr.
 */
export function tprAtFpr(scores: readonly number[], labels: readonly boolean[], maxFpr: number): OperatingPoint {
  if (scores.length !== labels.length) throw new Error("tprAtFpr: scores and labels differ in length");
  const positives = labels.filter(Boolean).length;
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) return { threshold: NaN, tpr: NaN, fpr: NaN };
  const order = scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
  let best: OperatingPoint = { threshold: Infinity, tpr: 0, fpr: 0 };
  let tp = 0;
  let fp = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && scores[order[j + 1]] === scores[order[i]]) j++;
    for (let k = i; k <= j; k++) {
      if (labels[order[k]]) tp++;
      else fp++;
    }
    // Flagging everything down to this score is the threshold "just below it".
    const fpr = fp / negatives;
    if (fpr > maxFpr + 1e-12) break;
    const next = j + 1 < order.length ? scores[order[j + 1]] : -Infinity;
    best = { threshold: next, tpr: tp / positives, fpr };
    i = j + 1;
  }
  return best;
}

/** The better orientation of a score with no agreed direction (e.g. length). */
export function bestOrientation(scores: readonly number[], labels: readonly boolean[]): { scores: number[]; flipped: boolean } {
  const a = auroc(scores, labels);
  if (!(a < 0.5)) return { scores: [...scores], flipped: false };
  return { scores: scores.map((s) => -s), flipped: true };
}
