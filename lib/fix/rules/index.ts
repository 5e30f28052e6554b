// Every fix rule, and the rules that answer each pattern, in the order they are tried.
import { MARGIN } from "../reach";
import type { FixRule } from "../types";
import { EN_OPENER_RULES } from "./en/openers";
import { EN_PHRASE_RULES } from "./en/phrases";
import { EN_VOCABULARY_RULES } from "./en/vocabulary";
import { EN_SIGNIFICANCE_RULES } from "./en/significance";
import { EN_STOCK_RULES } from "./en/stock";
import { MARKUP_RULES } from "./markup";
import { JA_RULES } from "./ja";
import { JA_FRAME_RULES } from "./ja-frames";
import { ZH_RULES } from "./zh";
import { ZH_CLAIM_RULES } from "./zh-claims";
import { ZH_FRAME_RULES } from "./zh-frames";
import { ZH_LIST_RULES } from "./zh-lists";
import { ZH_OPENER_RULES } from "./zh-openers";
import { ZH_HEDGE_RULES } from "./zh-hedges";
import { KO_CONNECTIVE_RULES } from "./ko/connectives";
import { KO_ENDING_RULES } from "./ko/endings";
import { KO_FRAME_RULES } from "./ko/frames";
import { KO_VOCABULARY_RULES } from "./ko/vocabulary";

export const RULES: readonly FixRule[] = [...EN_OPENER_RULES, ...EN_VOCABULARY_RULES, ...EN_PHRASE_RULES, ...EN_SIGNIFICANCE_RULES, ...EN_STOCK_RULES, ...KO_CONNECTIVE_RULES, ...KO_ENDING_RULES, ...KO_FRAME_RULES, ...KO_VOCABULARY_RULES, ...ZH_RULES, ...ZH_CLAIM_RULES, ...ZH_FRAME_RULES, ...ZH_LIST_RULES, ...ZH_OPENER_RULES, ...ZH_HEDGE_RULES, ...JA_RULES, ...JA_FRAME_RULES, ...MARKUP_RULES];

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

const reachOf = new Map<string, number | null>();

/**
 * How far the rules of a pattern read past a finding's lines (lib/fix/reach.ts), the most any
 * of them declares; null when one reads the whole document (its findings' fixes are then
 * never cached).
 */
export function patternReach(patternId: string): number | null {
  let reach = reachOf.get(patternId);
  if (reach === undefined) {
    reach = MARGIN;
    for (const r of rulesFor(patternId)) {
      if (r.reach === "document") {
        reach = null;
        break;
      }
      reach = Math.max(reach, r.reach ?? MARGIN);
    }
    reachOf.set(patternId, reach);
  }
  return reach;
}
