// Scoring shared by the hand-written hold-outs of bench:meaning (fifth.ts, sixth.ts, seventh.ts, eighth.ts): faithful
// false alarms per language, one-place changes caught per kind × language (also counted on the
// bases the check passes), and the worst cell named; totals only, never read case by case.
import { LANGS, type Lang } from "../../lib/engine/types";
import type { MeaningCheck } from "../../lib/meaning/check";

export type Check = (original: string, rewrite: string, lang: Lang) => MeaningCheck;
type Tally = { n: number; flagged: number };

export interface HandSet<P extends HandPair<C>, C extends { kind: string }> {
  title: string;
  kinds: readonly string[];
  pairs: readonly P[];
  withChange: (pair: P, change: C) => string;
}
interface HandPair<C> {
  lang: Lang;
  original: string;
  rewrite: string;
  changes: readonly C[];
}

export function scoreHandSet<P extends HandPair<C>, C extends { kind: string }>(check: Check, set: HandSet<P, C>) {
  const faithful = new Map<string, Tally>();
  const changed = new Map<string, Tally>();
  // A change to a base already flagged is caught whatever the check read: also counted on the bases it passes.
  const onPassed = new Map<string, Tally>();
  const bump = (m: Map<string, Tally>, k: string, flagged: boolean) => {
    const x = m.get(k) ?? { n: 0, flagged: 0 };
    x.n++;
    if (flagged) x.flagged++;
    m.set(k, x);
  };
  for (const p of set.pairs) {
    const baseOk = check(p.original, p.rewrite, p.lang).meaning_ok;
    bump(faithful, p.lang, !baseOk);
    for (const ch of p.changes) {
      const flagged = !check(p.original, set.withChange(p, ch), p.lang).meaning_ok;
      bump(changed, `${p.lang}/${ch.kind}`, flagged);
      if (baseOk) bump(onPassed, `${p.lang}/${ch.kind}`, flagged);
    }
  }
  return { faithful, changed, onPassed };
}

export function handSetLines<P extends HandPair<C>, C extends { kind: string }>(check: Check, set: HandSet<P, C>): string[] {
  const { faithful, changed, onPassed } = scoreHandSet(check, set);
  const cell = (x: Tally | undefined) => (x && x.n ? `${x.flagged}/${x.n}` : "—");
  const sum = (xs: (Tally | undefined)[]) => xs.reduce<Tally>((a, b) => ({ n: a.n + (b?.n ?? 0), flagged: a.flagged + (b?.flagged ?? 0) }), { n: 0, flagged: 0 });
  const lines = [set.title];
  lines.push(`  faithful — meaning_ok false (goal ≤ 5%): ${LANGS.map((l) => `${l} ${cell(faithful.get(l))}`).join(" · ")} · all ${cell(sum([...faithful.values()]))}`);
  for (const [title, m] of [["one-place changes — meaning_ok false (goal ≥ 95%)", changed], ["  of them on bases the check passes", onPassed]] as const) {
    lines.push(`  ${title}: ${set.kinds.map((k) => `${k} ${cell(sum(LANGS.map((l) => m.get(`${l}/${k}`))))}`).join(" · ")} · all ${cell(sum([...m.values()]))}`);
    for (const l of LANGS) lines.push(`    ${l}: ${set.kinds.map((k) => `${k} ${cell(m.get(`${l}/${k}`))}`).join(" · ")}`);
  }
  let worst: [string, Tally] | null = null;
  for (const [k, x] of changed) if (!worst || x.flagged / x.n < worst[1].flagged / worst[1].n) worst = [k, x];
  if (worst) lines.push(`  worst change cell: ${worst[0]} ${cell(worst[1])}`);
  return lines;
}
