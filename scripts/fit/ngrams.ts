// Fitting the n-gram table of lib/shadow/ngrams.ts: per hashed bucket, the log-ratio of its
// smoothed frequency in AI and in human training text. Each document carries the same total
// weight (a long text does not outvote ten short ones) times an optional row weight, and each
// class the same total, so the table reads "more typical of AI text" whatever the mix.
import { NGRAM_TABLE_SIZE, type NgramTable } from "../../lib/shadow/ngrams";

/** Buckets of one document's n-grams (ngramBuckets of lib/shadow/ngrams.ts). */
export type NgramBuckets = Int32Array;

export interface NgramFitOptions {
  /** Additive smoothing per bucket, in units of one average document's n-gram mass. */
  smoothing: number;
  /** Largest |log-ratio| stored (the table saturates there). */
  clip: number;
}

export const DEFAULT_NGRAM_FIT: NgramFitOptions = { smoothing: 0.02, clip: 3 };

export function fitNgramTable(
  docs: readonly NgramBuckets[],
  labels: readonly boolean[],
  options: NgramFitOptions = DEFAULT_NGRAM_FIT,
  rowWeights?: readonly number[],
): NgramTable {
  const ai = new Float64Array(NGRAM_TABLE_SIZE);
  const human = new Float64Array(NGRAM_TABLE_SIZE);
  let aiMass = 0;
  let humanMass = 0;
  docs.forEach((doc, i) => {
    if (doc.length === 0) return;
    const w = (rowWeights ? rowWeights[i] : 1) / doc.length;
    const into = labels[i] ? ai : human;
    for (let k = 0; k < doc.length; k++) into[doc[k]] += w;
    if (labels[i]) aiMass += w * doc.length;
    else humanMass += w * doc.length;
  });
  // Smoothing in document units: a bucket seen in a few documents of one class only moves a little.
  const alpha = options.smoothing;
  const values = new Int8Array(NGRAM_TABLE_SIZE);
  const step = options.clip / 127;
  const aiDenominator = aiMass + alpha * NGRAM_TABLE_SIZE;
  const humanDenominator = humanMass + alpha * NGRAM_TABLE_SIZE;
  for (let b = 0; b < NGRAM_TABLE_SIZE; b++) {
    const ratio = Math.log((ai[b] + alpha) / aiDenominator) - Math.log((human[b] + alpha) / humanDenominator);
    values[b] = Math.max(-127, Math.min(127, Math.round(ratio / step)));
  }
  return { step, values };
}

/** The mean log-ratio of one document's buckets under a table (ngramScore on collected buckets). */
export function scoreBuckets(doc: NgramBuckets, table: NgramTable): number {
  if (doc.length === 0) return 0;
  let sum = 0;
  for (let k = 0; k < doc.length; k++) sum += table.values[doc[k]];
  return (sum * table.step) / doc.length;
}

export function encodeNgramTable(table: NgramTable): { step: number; values: string } {
  return { step: table.step, values: Buffer.from(table.values.buffer, table.values.byteOffset, table.values.length).toString("base64") };
}
