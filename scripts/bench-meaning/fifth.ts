// The fifth hold-out of bench:meaning (fifth-pairs.ts): hand-written faithful rewrites
// that say each negation with other words, and hand-written changes. Scored in totals
// per kind × language, faithful false alarms per language, and the worst cell named.
import { LANGS } from "../../lib/engine/types";
import { withChange } from "./fourth-pairs";
import { FIFTH_FRESH, FIFTH_PAIRS } from "./fifth-pairs";
import type { HandPair } from "./fourth-pairs";
import { scoreHandSet, type Check } from "./hand-set";
import { KINDS } from "./perturb";

type Tally = { n: number; flagged: number };

/** Flag rates of `check` on the fifth hold-out: faithful per language, changes per language × kind; on passed bases per kind. */
export function scoreFifth(check: Check, pairs: readonly HandPair[] = FIFTH_PAIRS): { faithful: Map<string, Tally>; changed: Map<string, Tally>; onPassed: Map<string, Tally> } {
  const { faithful, changed, onPassed: byLangKind } = scoreHandSet(check, { title: "", kinds: KINDS, pairs, withChange });
  // This set reports the bases it passes per kind, all languages together.
  const onPassed = new Map<string, Tally>();
  for (const [key, x] of byLangKind) {
    const kind = key.slice(key.indexOf("/") + 1);
    const y = onPassed.get(kind) ?? { n: 0, flagged: 0 };
    onPassed.set(kind, { n: y.n + x.n, flagged: y.flagged + x.flagged });
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
