// The deterministic meaning check: every anchor of the original is looked for in the
// rewrite, sentence by sentence where the two line up. A changed number, a dropped or
// added negation, a flipped quantifier or a causal link turned concessive is a HARD
// FAIL; a detail that merely went missing is a SOFT FAIL. meaning_ok = no HARD FAIL.
import type { AnchorKind, AnchorReport, AnchorVerdictName } from "../llm/events";
import type { Lang } from "../engine/types";
import { computeMps, type Anchor, type AnchorType, type MpsResult } from "../scoring/mps";
import { count, extractAnchors, quantifierClasses, type MeaningAnchor } from "./anchors";
import { LEXICONS } from "./lexicon";
import { alignSentences, splitSentences, type SentenceRange } from "./sentences";

/** Two sentences this similar say the same thing, so their polarity must agree. */
export const ALIGNED = 0.45;

export interface MeaningCheck {
  anchors: AnchorReport[];
  hard_fail: number;
  soft_fail: number;
  mps: MpsResult;
  meaning_ok: boolean;
}

const MPS_TYPE: Record<AnchorKind, AnchorType> = {
  number: "quantifier",
  quantifier: "quantifier",
  negation: "negation",
  causal: "causation",
  concessive: "causation",
  entity: "claim",
  claim: "claim",
};

export function mpsOf(anchors: readonly AnchorReport[]): MpsResult {
  return computeMps(anchors.map((a): Anchor => ({ type: MPS_TYPE[a.type], verdict: a.verdict })));
}

function sentenceIndexOf(sentences: SentenceRange[], pos: number): number {
  for (let i = 0; i < sentences.length; i++) if (pos < sentences[i].end) return i;
  return sentences.length - 1;
}

const numberKeys = (anchors: MeaningAnchor[]) => new Set(anchors.filter((a) => a.type === "number").map((a) => a.key));

export function checkMeaning(original: string, rewrite: string, lang: Lang): MeaningCheck {
  const lex = LEXICONS[lang];
  const origAnchors = extractAnchors(original, lang);
  const rewAnchors = extractAnchors(rewrite, lang);
  const origSentences = splitSentences(original);
  const rewSentences = splitSentences(rewrite);
  const forward = alignSentences(origSentences, rewSentences);
  const backward = alignSentences(rewSentences, origSentences);
  const origNumbers = numberKeys(origAnchors);
  const rewNumbers = numberKeys(rewAnchors);
  const rewLower = rewrite.normalize("NFKC").toLowerCase();

  /** The rewrite sentences that say what original sentence i said. */
  const aligned = (i: number): string[] => forward[i]?.filter((x) => x.sim >= ALIGNED).map((x) => rewSentences[x.index].text) ?? [];
  const has = (re: RegExp, texts: string[]) => texts.some((t) => count(re, t) > 0);

  const reports: AnchorReport[] = [];
  const report = (a: MeaningAnchor | { type: AnchorKind; start: number; end: number; text: string }, verdict: AnchorVerdictName, note?: string) =>
    reports.push({ type: a.type, text: a.text, start: a.start, end: a.end, verdict, ...(note ? { note } : {}), source: "code" });

  const seenQuantifier = new Set<string>();
  for (const a of origAnchors) {
    const si = sentenceIndexOf(origSentences, a.start);
    const near = aligned(si);
    switch (a.type) {
      case "number": {
        if (rewNumbers.has(a.key)) { report(a, "PASS"); break; }
        const best = forward[si]?.[0];
        const bestText = best ? rewSentences[best.index].text : "";
        const newHere = extractAnchors(bestText, lang).filter((x) => x.type === "number" && !origNumbers.has(x.key));
        if (best && best.sim >= ALIGNED / 2 && newHere.length > 0) report(a, "HARD FAIL", `${a.text} became ${newHere[0].text}`);
        else report(a, "SOFT FAIL", `${a.text} is missing`);
        break;
      }
      case "negation": {
        if (near.length > 0) {
          if (has(lex.negation, near)) report(a, "PASS");
          else report(a, "HARD FAIL", "the negation was dropped");
        } else {
          report(a, count(lex.negation, rewrite) >= 1 ? "PASS" : "SOFT FAIL", "no matching sentence");
        }
        break;
      }
      case "quantifier": {
        const key = `${si}:${a.key}`;
        if (seenQuantifier.has(key)) continue;
        seenQuantifier.add(key);
        if (near.length > 0) {
          const classes = new Set(near.flatMap((t) => [...quantifierClasses(t, lang)]));
          if (classes.has(a.key as never)) report(a, "PASS");
          else if (classes.size > 0) report(a, "HARD FAIL", `"${a.text}" (${a.key}) became ${[...classes].join("/")}`);
          else report(a, "SOFT FAIL", `"${a.text}" was dropped`);
        } else {
          report(a, quantifierClasses(rewrite, lang).has(a.key as never) ? "PASS" : "SOFT FAIL");
        }
        break;
      }
      case "causal":
      case "concessive": {
        const same = a.type === "causal" ? lex.causal : lex.concessive;
        const other = a.type === "causal" ? lex.concessive : lex.causal;
        if (near.length > 0) {
          if (has(same, near)) report(a, "PASS");
          else if (has(other, near)) report(a, "HARD FAIL", `the ${a.type} link became ${a.type === "causal" ? "concessive" : "causal"}`);
          else report(a, "SOFT FAIL", `the ${a.type} link was dropped`);
        } else {
          report(a, count(same, rewrite) > 0 ? "PASS" : "SOFT FAIL");
        }
        break;
      }
      case "entity":
        report(a, rewLower.includes(a.key.normalize("NFKC")) ? "PASS" : "SOFT FAIL", rewLower.includes(a.key) ? undefined : `${a.text} is missing`);
        break;
    }
  }

  // Polarity added in the rewrite: a sentence that now denies what its original asserted.
  rewSentences.forEach((s, ri) => {
    const matchesOrig = backward[ri]?.filter((x) => x.sim >= ALIGNED) ?? [];
    if (matchesOrig.length === 0 || count(lex.negation, s.text) === 0) return;
    const origs = matchesOrig.map((x) => origSentences[x.index]);
    if (origs.some((o) => count(lex.negation, o.text) > 0)) return;
    const o = origs[0];
    report({ type: "negation", start: o.start, end: o.end, text: o.text }, "HARD FAIL", "a negation was added");
  });

  reports.sort((a, b) => a.start - b.start || a.end - b.end);
  const hard = reports.filter((r) => r.verdict === "HARD FAIL").length;
  const soft = reports.filter((r) => r.verdict === "SOFT FAIL").length;
  return { anchors: reports, hard_fail: hard, soft_fail: soft, mps: mpsOf(reports), meaning_ok: hard === 0 };
}
