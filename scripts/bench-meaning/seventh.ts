// The seventh hold-out of bench:meaning (seventh-pairs.ts): hand-written faithful rewrites in
// four languages, reworded the way an LLM humanizer would, with hand-written changes of six kinds
// (antonym, entity, number, negation, quantifier, causal). Scored in totals per kind × language,
// faithful false alarms per language, and the worst cell named; never read case by case.
import { LANGS, type Lang } from "../../lib/engine/types";
import type { MeaningCheck } from "../../lib/meaning/check";
import { SEVENTH_KINDS, SEVENTH_PAIRS, withSeventhChange, type SeventhPair } from "./seventh-pairs";

type Check = (original: string, rewrite: string, lang: Lang) => MeaningCheck;
type Tally = { n: number; flagged: number };

export function scoreSeventh(check: Check, pairs: readonly SeventhPair[] = SEVENTH_PAIRS) {
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
      const flagged = !check(p.original, withSeventhChange(p, ch), p.lang).meaning_ok;
      bump(changed, `${p.lang}/${ch.kind}`, flagged);
      if (baseOk) bump(onPassed, `${p.lang}/${ch.kind}`, flagged);
    }
  }
  return { faithful, changed, onPassed };
}

export function seventhLines(check: Check): string[] {
  const { faithful, changed, onPassed } = scoreSeventh(check);
  const cell = (x: Tally | undefined) => (x && x.n ? `${x.flagged}/${x.n}` : "—");
  const sum = (xs: (Tally | undefined)[]) => xs.reduce<Tally>((a, b) => ({ n: a.n + (b?.n ?? 0), flagged: a.flagged + (b?.flagged ?? 0) }), { n: 0, flagged: 0 });
  const lines = ["SEVENTH HOLD-OUT (hand-written, entities and notations; written before the checker changed in its round, totals only):"];
  lines.push(`  faithful — meaning_ok false (goal ≤ 5%): ${LANGS.map((l) => `${l} ${cell(faithful.get(l))}`).join(" · ")} · all ${cell(sum([...faithful.values()]))}`);
  for (const [title, m] of [["one-place changes — meaning_ok false (goal ≥ 95%)", changed], ["  of them on bases the check passes", onPassed]] as const) {
    lines.push(`  ${title}: ${SEVENTH_KINDS.map((k) => `${k} ${cell(sum(LANGS.map((l) => m.get(`${l}/${k}`))))}`).join(" · ")} · all ${cell(sum([...m.values()]))}`);
    for (const l of LANGS) lines.push(`    ${l}: ${SEVENTH_KINDS.map((k) => `${k} ${cell(m.get(`${l}/${k}`))}`).join(" · ")}`);
  }
  let worst: [string, Tally] | null = null;
  for (const [k, x] of changed) if (!worst || x.flagged / x.n < worst[1].flagged / worst[1].n) worst = [k, x];
  if (worst) lines.push(`  worst change cell: ${worst[0]} ${cell(worst[1])}`);
  return lines;
}
