// The deterministic meaning check: every anchor of the original is looked for in the
// rewrite, sentence by sentence where the two line up. A changed number, a dropped or
// added negation, a flipped quantifier or a causal link turned concessive is a HARD
// FAIL; a detail that merely went missing is a SOFT FAIL. meaning_ok = no HARD FAIL.
import type { AnchorKind, AnchorReport, AnchorVerdictName } from "../llm/events";
import type { Lang } from "../engine/types";
import { computeMps, type Anchor, type AnchorType, type MpsResult } from "../scoring/mps";
import { count, extractAnchors, maskFraming, quantifierClasses, type MeaningAnchor } from "./anchors";
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

interface Signature {
  negation: number;
  causal: number;
  concessive: number;
  quantifiers: Set<string>;
}

function signature(texts: string[], lang: Lang): Signature {
  const lex = LEXICONS[lang];
  const joined = texts.join("\n");
  return {
    negation: count(lex.negation, maskFraming(joined, lang)),
    causal: count(lex.causal, joined),
    concessive: count(lex.concessive, joined),
    quantifiers: new Set(texts.flatMap((t) => [...quantifierClasses(t, lang)])),
  };
}

/** Similar enough that a dropped negation is a flipped claim, not a paraphrase. */
export const CLOSE = 0.6;

export function checkMeaning(original: string, rewrite: string, lang: Lang): MeaningCheck {
  const origAnchors = extractAnchors(original, lang);
  const rewAnchors = extractAnchors(rewrite, lang);
  const origSentences = splitSentences(original);
  const rewSentences = splitSentences(rewrite);
  const forward = alignSentences(origSentences, rewSentences);
  const backward = alignSentences(rewSentences, origSentences);
  const origNumbers = numberKeys(origAnchors);
  const rewNumberCounts = new Map<string, number>();
  for (const a of rewAnchors) if (a.type === "number") rewNumberCounts.set(a.key, (rewNumberCounts.get(a.key) ?? 0) + 1);
  const rewLower = rewrite.normalize("NFKC").toLowerCase();
  const rewWhole = signature([rewrite], lang);

  /** Per original sentence: the rewrite sentences that say the same thing, their signature, the best similarity. */
  const pairs = origSentences.map((s, i) => {
    const near = forward[i]?.filter((x) => x.sim >= ALIGNED) ?? [];
    return { own: signature([s.text], lang), near: near.length ? signature(near.map((x) => rewSentences[x.index].text), lang) : null, best: near[0]?.sim ?? 0 };
  });

  const reports: AnchorReport[] = [];
  const report = (a: { type: AnchorKind; start: number; end: number; text: string }, verdict: AnchorVerdictName, note?: string) =>
    reports.push({ type: a.type, text: a.text, start: a.start, end: a.end, verdict, ...(note ? { note } : {}), source: "code" });

  const numberSeen = new Map<string, number>();
  for (const a of origAnchors) {
    const si = sentenceIndexOf(origSentences, a.start);
    const { own, near, best } = pairs[si];
    switch (a.type) {
      case "number": {
        const k = (numberSeen.get(a.key) ?? 0) + 1;
        numberSeen.set(a.key, k);
        const top = forward[si]?.[0];
        const aligned = top && top.sim >= ALIGNED / 2 ? extractAnchors(rewSentences[top.index].text, lang).filter((x) => x.type === "number") : [];
        const newHere = aligned.filter((x) => !origNumbers.has(x.key));
        // The sentence that restates this one lost the value and gained another: the number changed.
        if (aligned.length > 0 && !aligned.some((x) => x.key === a.key) && newHere.length > 0) {
          report(a, "HARD FAIL", `${a.text} became ${newHere[0].text}`);
          break;
        }
        // Otherwise the k-th occurrence of a value passes when the rewrite has it at least k times.
        if ((rewNumberCounts.get(a.key) ?? 0) >= k || aligned.some((x) => x.key === a.key)) report(a, "PASS");
        else report(a, "SOFT FAIL", `${a.text} is missing`);
        break;
      }
      case "negation": {
        if (near) {
          if (near.negation >= own.negation) report(a, "PASS");
          else report(a, best >= CLOSE ? "HARD FAIL" : "SOFT FAIL", "the negation was dropped");
        } else report(a, rewWhole.negation > 0 ? "PASS" : "SOFT FAIL", "no matching sentence");
        break;
      }
      case "quantifier": {
        if (near) {
          if (near.quantifiers.has(a.key)) report(a, "PASS");
          else if ([...near.quantifiers].some((c) => !own.quantifiers.has(c))) report(a, "HARD FAIL", `"${a.text}" (${a.key}) became ${[...near.quantifiers].join("/")}`);
          else report(a, "SOFT FAIL", `"${a.text}" was dropped`);
        } else report(a, rewWhole.quantifiers.has(a.key) ? "PASS" : "SOFT FAIL");
        break;
      }
      case "causal":
      case "concessive": {
        const same = a.type === "causal" ? "causal" : "concessive";
        const other = a.type === "causal" ? "concessive" : "causal";
        if (near) {
          if (near[same] >= own[same]) report(a, "PASS");
          else if (near[other] > own[other]) report(a, "HARD FAIL", `the ${same} link became ${other}`);
          else report(a, "SOFT FAIL", `the ${same} link was dropped`);
        } else report(a, rewWhole[same] > 0 ? "PASS" : "SOFT FAIL");
        break;
      }
      case "entity":
        report(a, rewLower.includes(a.key.normalize("NFKC")) ? "PASS" : "SOFT FAIL", rewLower.includes(a.key) ? undefined : `${a.text} is missing`);
        break;
    }
  }

  // What a rewrite sentence adds against the original sentence(s) it restates:
  // a negation (a denial of what was asserted), or a contrast where there was a cause.
  rewSentences.forEach((r, ri) => {
    const near = backward[ri]?.filter((x) => x.sim >= ALIGNED) ?? [];
    if (near.length === 0) return;
    const mine = signature([r.text], lang);
    const theirs = signature(near.map((x) => origSentences[x.index].text), lang);
    const o = origSentences[near[0].index];
    const at = { start: o.start, end: o.end, text: o.text };
    if (mine.negation > theirs.negation) report({ type: "negation", ...at }, "HARD FAIL", "a negation was added");
    if (mine.concessive > theirs.concessive && theirs.causal > mine.causal) report({ type: "causal", ...at }, "HARD FAIL", "a cause became a contrast");
    if (mine.causal > theirs.causal && theirs.concessive > mine.concessive) report({ type: "concessive", ...at }, "HARD FAIL", "a contrast became a cause");
    // "some" where the original said "all" (or the reverse), even if another quantifier stayed.
    const added = [...mine.quantifiers].filter((c) => !theirs.quantifiers.has(c));
    const opposed = added.filter((c) => (c === "universal" ? theirs.quantifiers.has("existential") || theirs.quantifiers.has("majority") : theirs.quantifiers.has("universal")));
    if (opposed.length > 0) report({ type: "quantifier", ...at }, "HARD FAIL", `a quantifier became ${opposed.join("/")}`);
  });

  // One verdict per anchor range and type: the worst.
  const rank: Record<AnchorVerdictName, number> = { PASS: 0, "SOFT FAIL": 1, "HARD FAIL": 2 };
  const byKey = new Map<string, AnchorReport>();
  for (const r of reports) {
    const key = `${r.type}:${r.start}:${r.end}`;
    const prev = byKey.get(key);
    if (!prev || rank[r.verdict] > rank[prev.verdict]) byKey.set(key, r);
  }
  const anchors = [...byKey.values()].sort((a, b) => a.start - b.start || a.end - b.end);
  const hard = anchors.filter((r) => r.verdict === "HARD FAIL").length;
  const soft = anchors.filter((r) => r.verdict === "SOFT FAIL").length;
  return { anchors, hard_fail: hard, soft_fail: soft, mps: mpsOf(anchors), meaning_ok: hard === 0 };
}
