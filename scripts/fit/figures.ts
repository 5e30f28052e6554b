// Figures of held-out scores: ranking (AUROC, catch at 5% FPR) and band shares, pooled and
// per held-out group, with the worst group named. A group holding both classes is ranked
// within itself (its AI texts against its own human texts, the same genre); a group of one
// class (a human-only source, one generator's AI texts in a language whose human texts come
// from elsewhere) is ranked against every held-out text of the other class.
import { auroc, tprAtFpr } from "./metrics";
import { bandShares, type BandShares } from "./quality";

export const MAX_FPR = 0.05;
/** A group with fewer rows of a class than this is ranked against the other groups' rows of that class. */
export const MIN_CLASS_ROWS = 5;

export interface Ranking {
  auroc: number;
  catch: number;
}

export function ranking(scores: readonly number[], labels: readonly boolean[]): Ranking {
  return { auroc: auroc(scores, labels), catch: tprAtFpr(scores, labels, MAX_FPR).tpr };
}

export interface GroupFigure extends Ranking {
  group: string;
  n: { ai: number; human: number };
  /** "within": the group's own two classes; "vs rest": against the other class pooled over all groups. */
  versus: "within" | "vs rest";
  bands: BandShares;
}

function pick<T>(xs: readonly T[], idx: readonly number[]): T[] {
  return idx.map((i) => xs[i]);
}

export function groupFigures(scores: readonly number[], labels: readonly boolean[], partition: readonly string[]): GroupFigure[] {
  const members = new Map<string, number[]>();
  partition.forEach((g, i) => {
    const list = members.get(g);
    if (list) list.push(i);
    else members.set(g, [i]);
  });
  const out: GroupFigure[] = [];
  for (const [group, idx] of [...members].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const ai = idx.filter((i) => labels[i]).length;
    const human = idx.length - ai;
    const within = ai >= MIN_CLASS_ROWS && human >= MIN_CLASS_ROWS;
    let rankIdx = idx;
    if (!within) {
      // The group's own rows of its larger class against every row of the other class.
      const cls = ai >= human;
      rankIdx = labels.map((l, i) => i).filter((i) => (labels[i] === cls ? partition[i] === group : true));
    }
    const r = ranking(pick(scores, rankIdx), pick(labels, rankIdx));
    out.push({ group, n: { ai, human }, versus: within ? "within" : "vs rest", ...r, bands: bandShares(pick(scores, idx), pick(labels, idx)) });
  }
  return out;
}

/** The group with the lowest AUROC among groups with at least `minRows` rows of their own. */
export function worstGroup(figures: readonly GroupFigure[], minRows = 10): GroupFigure | null {
  let worst: GroupFigure | null = null;
  for (const f of figures) {
    if (f.n.ai + f.n.human < minRows || Number.isNaN(f.auroc)) continue;
    if (worst === null || f.auroc < worst.auroc) worst = f;
  }
  return worst;
}

export const LENGTH_BUCKETS: readonly { name: string; min: number; max: number }[] = [
  { name: "<400", min: 0, max: 400 },
  { name: "400-999", min: 400, max: 1000 },
  { name: "1000+", min: 1000, max: Infinity },
];

export function lengthBucketOf(chars: number): string {
  return LENGTH_BUCKETS.find((b) => chars >= b.min && chars < b.max)!.name;
}
