// Cross-validation folds that keep related texts together: texts sharing a group
// hint (same source document, same designed example pair) and near-duplicates
// (overlapping character shingles, which also catches excerpts of one article)
// always land in the same fold, so a fold never tests on what it trained on.
import { seededRandom } from "../../lib/util/seeded-random";

export { seededRandom };

export interface GroupableItem {
  /** Texts with the same hint are one group. */
  hint: string;
  /** Near-duplicates are only looked for among items of the same bucket (e.g. language). */
  bucket: string;
  text: string;
}

class UnionFind {
  private readonly parent: number[];
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    while (this.parent[i] !== i) {
      this.parent[i] = this.parent[this.parent[i]];
      i = this.parent[i];
    }
    return i;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

const SHINGLE = 5;

function shingles(text: string): Set<string> {
  const squeezed = text.toLowerCase().replace(/[\s\p{P}\p{S}\u200B-\u200D\uFEFF]+/gu, "");
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= squeezed.length; i++) out.add(squeezed.slice(i, i + SHINGLE));
  if (out.size === 0 && squeezed.length > 0) out.add(squeezed);
  return out;
}

/**
 * Overlap coefficient |A∩B| / min(|A|,|B|): 1 when one text is contained in the
 * other, which is what an excerpt of the same article looks like.
 */
export function shingleOverlap(a: string, b: string): number {
  return overlap(shingles(a), shingles(b));
}

function overlap(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / small.size;
}

/** Group id per item (the smallest member index of its group). */
export function groupItems(items: readonly GroupableItem[], nearDuplicateOverlap = 0.5): number[] {
  const uf = new UnionFind(items.length);
  const byHint = new Map<string, number>();
  items.forEach((item, i) => {
    const seen = byHint.get(item.hint);
    if (seen === undefined) byHint.set(item.hint, i);
    else uf.union(seen, i);
  });
  const sets = items.map((item) => shingles(item.text));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (items[i].bucket !== items[j].bucket || uf.find(i) === uf.find(j)) continue;
      if (overlap(sets[i], sets[j]) >= nearDuplicateOverlap) uf.union(i, j);
    }
  }
  return items.map((_, i) => uf.find(i));
}

/**
 * Assigns whole groups to k folds, keeping each fold's share of both classes
 * close to 1/k. Groups are visited largest first (seeded order among equals),
 * each going to the fold where it least overfills either class.
 */
export function groupedStratifiedFolds(groups: readonly number[], labels: readonly boolean[], k: number, seed: number): number[] {
  const members = new Map<number, number[]>();
  groups.forEach((g, i) => {
    const list = members.get(g);
    if (list) list.push(i);
    else members.set(g, [i]);
  });
  const random = seededRandom(seed);
  const ids = [...members.keys()].sort((a, b) => a - b).map((g) => ({ g, r: random() }));
  ids.sort((a, b) => members.get(b.g)!.length - members.get(a.g)!.length || a.r - b.r);

  const totalPos = labels.filter(Boolean).length;
  const totalNeg = labels.length - totalPos;
  const foldPos = new Array<number>(k).fill(0);
  const foldNeg = new Array<number>(k).fill(0);
  const fold = new Array<number>(labels.length).fill(0);
  for (const { g } of ids) {
    const list = members.get(g)!;
    const pos = list.filter((i) => labels[i]).length;
    const neg = list.length - pos;
    let best = 0;
    let bestCost = Infinity;
    for (let f = 0; f < k; f++) {
      const cost =
        Math.max((foldPos[f] + pos) / Math.max(1, totalPos), (foldNeg[f] + neg) / Math.max(1, totalNeg)) +
        1e-9 * f; // deterministic tie-break
      if (cost < bestCost) {
        bestCost = cost;
        best = f;
      }
    }
    foldPos[best] += pos;
    foldNeg[best] += neg;
    for (const i of list) fold[i] = best;
  }
  return fold;
}
