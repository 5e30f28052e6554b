// Held-out-group protocols: which rows a model may train on when it scores a row. A score
// counts only if the model never saw the row's source (leave-one-source-out) or the model
// that wrote it (leave-one-generator-out); pooled k-fold CV, where every source and
// generator sits on both sides of the split, is the secondary figure. Pure: row descriptions
// in, partitions and index lists out.
import { groupedStratifiedFolds } from "./folds";
import { seededRandom } from "../../lib/util/seeded-random";

export interface HoldoutRow {
  id: string;
  label: boolean; // true: AI
  source: string;
  /** As the corpus spells it; absent or "human" on human rows. */
  generator?: string;
  promptId?: string;
  /** Near-duplicate / designed-pair group (scripts/fit/dataset.ts): one group never straddles a split. */
  group: number;
}

export type ProtocolName = "source" | "generator" | "folds";

export const PROTOCOL_TITLES: Record<ProtocolName, string> = {
  source: "leave-one-source-out",
  generator: "leave-one-generator-out",
  folds: "pooled grouped 5-fold CV",
};

/**
 * One generator name per model: version notes in parentheses dropped, "3.5" and "3-5" read
 * alike. Hand-designed and fixture rows keep their source's name, since they are no model.
 */
export function generatorName(row: Pick<HoldoutRow, "generator" | "source">): string {
  const raw = (row.generator ?? "").toLowerCase().replace(/\s*\(.*\)\s*$/, "").trim();
  if (raw === "" || raw === "unknown" || raw === "human") return `(${row.source})`;
  return raw.replace(/(\d)\.(\d)/g, "$1-$2");
}

/** Leave-one-source-out: the group of a row is its source. */
export function sourcePartition(rows: readonly HoldoutRow[]): string[] {
  return rows.map((r) => r.source);
}

/**
 * Leave-one-generator-out. An AI row's group is its generator. A human row goes with the AI
 * row written for the same prompt when there is one; otherwise the human rows of a source are
 * shared out among that source's generators in proportion to their AI rows (seeded order), so
 * each held-out generator is tested against human text of its own genre and every human row is
 * held out exactly once. Human rows of a source without AI rows form their own group.
 */
export function generatorPartition(rows: readonly HoldoutRow[], seed = 1): string[] {
  const out = new Array<string>(rows.length);
  const byPrompt = new Map<string, string>();
  rows.forEach((r, i) => {
    if (!r.label) return;
    out[i] = generatorName(r);
    if (r.promptId !== undefined) byPrompt.set(`${r.source}\u0000${r.promptId}`, out[i]);
  });
  const waiting = new Map<string, number[]>();
  rows.forEach((r, i) => {
    if (r.label) return;
    const partner = r.promptId === undefined ? undefined : byPrompt.get(`${r.source}\u0000${r.promptId}`);
    if (partner !== undefined) out[i] = partner;
    else {
      const list = waiting.get(r.source);
      if (list) list.push(i);
      else waiting.set(r.source, [i]);
    }
  });
  for (const [source, humans] of waiting) {
    const counts = new Map<string, number>();
    rows.forEach((r, i) => {
      if (r.label && r.source === source) counts.set(out[i], (counts.get(out[i]) ?? 0) + 1);
    });
    if (counts.size === 0) {
      for (const i of humans) out[i] = `(${source}, human only)`;
      continue;
    }
    const random = seededRandom(seed);
    const order = humans.map((i) => ({ i, r: random() })).sort((a, b) => a.r - b.r || a.i - b.i).map((e) => e.i);
    const gens = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const total = gens.reduce((s, [, c]) => s + c, 0);
    // Largest-remainder quotas, so the shares add up to the human rows exactly.
    const quotas = gens.map(([g, c]) => ({ g, exact: (humans.length * c) / total }));
    const floors = quotas.map((q) => Math.floor(q.exact));
    let left = humans.length - floors.reduce((a, b) => a + b, 0);
    quotas
      .map((q, k) => ({ k, rest: q.exact - floors[k] }))
      .sort((a, b) => b.rest - a.rest || a.k - b.k)
      .forEach(({ k }) => {
        if (left > 0) {
          floors[k]++;
          left--;
        }
      });
    let at = 0;
    quotas.forEach((q, k) => {
      for (let n = 0; n < floors[k]; n++) out[order[at++]] = q.g;
    });
  }
  return out;
}

/** Pooled grouped stratified k-fold CV: near-duplicates and prompt pairs share a fold. */
export function foldPartition(rows: readonly HoldoutRow[], k: number, seed: number): string[] {
  const folds = groupedStratifiedFolds(rows.map((r) => r.group), rows.map((r) => r.label), k, seed);
  return folds.map((f) => `fold ${f + 1}`);
}

export function partitionFor(protocol: ProtocolName, rows: readonly HoldoutRow[], seed: number): string[] {
  if (protocol === "source") return sourcePartition(rows);
  if (protocol === "generator") return generatorPartition(rows, seed);
  return foldPartition(rows, 5, seed);
}

export interface Split {
  group: string;
  train: number[];
  test: number[];
}

/**
 * One split per group: the group's rows are tested; every row outside it trains, except rows
 * that share a near-duplicate group with a tested row (an excerpt of a held-out text must not
 * teach the model that text).
 */
export function splitsOf(rows: readonly HoldoutRow[], partition: readonly string[]): Split[] {
  const groups = [...new Set(partition)].sort();
  return groups.map((group) => {
    const test: number[] = [];
    const touched = new Set<number>();
    partition.forEach((g, i) => {
      if (g !== group) return;
      test.push(i);
      touched.add(rows[i].group);
    });
    const train: number[] = [];
    partition.forEach((g, i) => {
      if (g !== group && !touched.has(rows[i].group)) train.push(i);
    });
    return { group, train, test };
  });
}
