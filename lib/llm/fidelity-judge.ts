// Fidelity's three judged criteria without a model: a conservative reading of the
// meaning anchors. Lost or inverted anchors lower "claims", numbers and names the
// original never had lower "fabrication", a register shift lowers "register".
import type { Lang } from "../engine/types";
import { extractAnchors } from "../meaning/anchors";
import type { MeaningCheck } from "../meaning/check";

export interface JudgedCriteria {
  claims: number;
  fabrication: number;
  register: number;
}

export function judgeDeterministically(original: string, rewrite: string, lang: Lang, meaning: MeaningCheck, registerShift: boolean): JudgedCriteria {
  const claims = meaning.hard_fail > 0 ? 1 : meaning.soft_fail > 2 ? 1 : meaning.soft_fail > 0 ? 2 : 3;
  const known = new Set(extractAnchors(original, lang).filter((a) => a.type === "number" || a.type === "entity").map((a) => `${a.type}:${a.key}`));
  const added = new Set(
    extractAnchors(rewrite, lang)
      .filter((a) => (a.type === "number" || a.type === "entity") && !known.has(`${a.type}:${a.key}`))
      .map((a) => `${a.type}:${a.key}`),
  ).size;
  const fabrication = added === 0 ? 3 : added === 1 ? 2 : added <= 3 ? 1 : 0;
  return { claims, fabrication, register: registerShift ? 2 : 3 };
}
