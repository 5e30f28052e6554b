// Every fix rule, and the rules that answer each pattern, in the order they are tried.
import type { FixRule } from "../types";
import { EN_OPENER_RULES } from "./en/openers";
import { EN_PHRASE_RULES } from "./en/phrases";
import { EN_VOCABULARY_RULES } from "./en/vocabulary";
import { MARKUP_RULES } from "./markup";

export const RULES: readonly FixRule[] = [...EN_OPENER_RULES, ...EN_VOCABULARY_RULES, ...EN_PHRASE_RULES, ...MARKUP_RULES];

const byPattern = new Map<string, FixRule[]>();
for (const r of RULES) {
  for (const p of r.patterns) {
    let list = byPattern.get(p);
    if (!list) byPattern.set(p, (list = []));
    list.push(r);
  }
}

export function rulesFor(patternId: string): readonly FixRule[] {
  return byPattern.get(patternId) ?? [];
}
