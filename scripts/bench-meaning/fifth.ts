// The fifth hold-out of bench:meaning (fifth-pairs.ts): hand-written faithful rewrites
// that say each negation with other words, and hand-written changes. Scored in totals
// per kind × language, faithful false alarms per language, and the worst cell named.
import { LANGS, type Lang } from "../../lib/engine/types";
import type { MeaningCheck } from "../../lib/meaning/check";
import { withChange } from "./fourth-pairs";
import { FIFTH_FRESH, FIFTH_PAIRS } from "./fifth-pairs";
import type { HandPair } from "./fourth-pairs";
import { KINDS } from "./perturb";

type Check = (original: string, rewrite: string, lang: Lang) => MeaningCheck;
type Tally = { n: number; flagged: number };

/** Flag rates of `check` on the fifth hold-out: faithful per language, changes per language × kind. */
export function scoreFifth(check: Check, pairs: readonly HandPair[] = FIFTH_PAIRS): { faithful: Map<string, Tally>; changed: Map<string, Tally>; onPassed: Map<string, Tally> } {
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
  for (const p of pairs) {
    const baseOk = check(p.original, p.rewrite, p.lang).meaning_ok;
    bump(faithful, p.lang, !baseOk);
    for (const ch of p.changes) {
      const flagged = !check(p.original, withChange(p, ch), p.lang).meaning_ok;
      bump(changed, `${p.lang}/${ch.kind}`, flagged);
      if (baseOk) bump(onPassed, ch.kind, flagged);
    }
  }
  return { faithful, changed, onPassed };
}

export function fifthLines(check: Check): string[] {
  return [...partLines(check, FIFTH_PAIRS, "FIFTH HOLD-OUT (hand-written, negations said in other words; written before the lexicon, read while choosing it):"), ...partLines(check, FIFTH_FRESH, "FIFTH HOLD-OUT, fresh part (written after the lexicon was chosen, never read case by case):")];
}

function partLines(check: Check, pairs: readonly HandPair[], title: string): string[] {
  const { faithful, changed, onPassed } = scoreFifth(check, pairs);
  const cell = (x: Tally | undefined) => (x && x.n ? `${x.flagged}/${x.n}` : "—");
  const sum = (xs: (Tally | undefined)[]) => xs.reduce<Tally>((a, b) => ({ n: a.n + (b?.n ?? 0), flagged: a.flagged + (b?.flagged ?? 0) }), { n: 0, flagged: 0 });
  const lines = [title];
  lines.push(`  faithful — meaning_ok false: ${LANGS.map((l) => `${l} ${cell(faithful.get(l))}`).join(" · ")} · all ${cell(sum([...faithful.values()]))}`);
  lines.push(`  one-place changes — meaning_ok false: ${KINDS.map((k) => `${k} ${cell(sum(LANGS.map((l) => changed.get(`${l}/${k}`))))}`).join(" · ")} · all ${cell(sum([...changed.values()]))}`);
  for (const l of LANGS) lines.push(`    ${l}: ${KINDS.map((k) => `${k} ${cell(changed.get(`${l}/${k}`))}`).join(" · ")}`);
  lines.push(`  caught on bases the check passes: ${KINDS.map((k) => `${k} ${cell(onPassed.get(k))}`).join(" · ")} · all ${cell(sum([...onPassed.values()]))}`);
  let worst: [string, Tally] | null = null;
  for (const [k, x] of changed) if (x.n >= 1 && (!worst || x.flagged / x.n < worst[1].flagged / worst[1].n)) worst = [k, x];
  if (worst) lines.push(`  worst change cell : ${worst[0]} ${cell(worst[1])}`);
  return lines;
}
