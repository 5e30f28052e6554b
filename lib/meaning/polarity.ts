// Polarity inside one aligned claim: negations and "none" words compared by parity
// ("not impossible" is "possible") and by scope (scope.ts: what each negation is
// about). Marks pair first by what they negate, then in order. A negation whose
// predicate the other side restates without one is a flip even when another change
// evens the parity; a pair that cancels on one side (not impossible) is an assertion;
// a side that lacks the negation but says it with a privative (closed for "won't
// open") or in a neighbouring sentence no claim holds is read as a paraphrase and only
// flagged for review.
import type { TextRange } from "../engine/types";
import type { Alignment, Claim } from "./align";
import { isPolar, KIND_OF, pairMarks, type Mark, type Privative } from "./marks";
import { keyMatch, keyOccurrences } from "./scope";
import { framesIn, sentenceOf, type Report, type Side } from "./side";
import type { AnchorVerdictName } from "./types";
import { negativeMeaningIn } from "./negative-meaning";

/** What ends a negation's reach between it and the word it would negate. */
export const CLAUSE_BREAK: Record<Side["lang"], RegExp> = {
  en: /[,;:.!?]|\b(?:because|since|so|and|but|or|which|that|who|when|while|if|although|though|as)\b/iu,
  ko: /[,.!?]/u,
  zh: /[，、。；！？,]/u,
  ja: /[、。！？,]/u,
};

/** The privatives of `side` inside `range` (whole sentences of one claim). */
function privativesIn(side: Side, range: TextRange): Privative[] {
  if (side.privatives.length === 0) return [];
  const first = sentenceOf(side.sentences, range.start);
  const last = sentenceOf(side.sentences, Math.max(range.start, range.end - 1));
  const out: Privative[] = [];
  for (let k = side.privativeFrom[first]; k < side.privativeFrom[last + 1]; k++) {
    const p = side.privatives[k];
    if (p.start >= range.start && p.end <= range.end) out.push(p);
  }
  return out;
}

/** The sentences of a claim on one side, as one range. */
const claimRange = (side: Side, list: readonly number[]): TextRange => ({ start: side.sentences[list[0]].start, end: side.sentences[list[list.length - 1]].end });

/** Whether two negations negate the same thing (a key in common). */
const sameScope = (a: Mark, b: Mark) => !!a.keys?.length && !!b.keys?.length && a.keys.some((k) => b.keys!.some((x) => keyMatch(x, k)));

/**
 * How the other side restates what a negation is about: "plain" (a key with no negation on it:
 * the polarity of a restated predicate flipped), "negated" (every occurrence still under a
 * negation or a privative: the negation is kept in other words), or "absent" (reworded).
 */
function restatement(m: Mark, other: Side, range: TextRange, otherPolar: readonly Mark[]): "plain" | "negated" | "absent" {
  if (!m.keys?.length) return "absent";
  let found = false;
  // A privative negates what it stands by as well ("kept us from moving them", "abolished late fees").
  const blockers: TextRange[] = [...otherPolar, ...otherPolar.flatMap((x) => (x.carried ? [x.carried] : [])), ...privativesIn(other, range).filter((p) => !p.keeps)];
  for (const key of m.keys) {
    if (otherPolar.some((x) => x.keys?.some((k) => keyMatch(k, key)))) {
      found = true;
      continue;
    }
    for (const at of keyOccurrences(other.folded, other.lang, range, key)) {
      found = true;
      // A negation right next to the occurrence (after it in ko and ja, before it in en and zh) still negates it.
      const near = blockers.some((x) => {
        // The key after a negative prefix inside one word (足 in 不足) is that word: negated. A key the
        // negative word starts with ("close" in "closed") is the word itself, which a "not" still flips.
        if (x.start < at && at < x.end) return true;
        const after = other.lang === "ko" || other.lang === "ja";
        // Chinese puts what is negated as the topic before the negation as well: "裁员没有发生", "门票并不便宜"
        // negate 裁员 and 门票 as "没有裁员" does (only 也, 并, 都 or 还 may stand between).
        if (other.lang === "zh" && x.start >= at + key.length && x.start - (at + key.length) <= 2 && /^[也并都还]*$/u.test(other.folded.slice(at + key.length, x.start))) return true;
        const gap = after ? x.start - (at + key.length) : at - x.end;
        if (gap < 0 || gap > (other.lang === "ja" ? 12 : after ? 8 : other.lang === "en" ? 24 : 3)) return false;
        // A negation does not reach across a clause: "could not be moved because they depend" leaves "depend" plain.
        return !CLAUSE_BREAK[other.lang].test(after ? other.folded.slice(at + key.length, x.start) : other.folded.slice(x.end, at));
      });
      if (!near) return "plain";
    }
  }
  return found ? "negated" : "absent";
}

/**
 * Negations that cancel each other within one side: a negation right next to a negative word
 * ("not impossible", "isn't unlikely", 불가능하지 않다, 不无, 無理ではない). The pair asserts the base,
 * so neither is a flip when the other side restates that base plainly.
 */
function doubleNegated(side: Side, polar: readonly Mark[]): Set<Mark> {
  const out = new Set<Mark>();
  for (let i = 0; i + 1 < polar.length; i++) {
    const a = polar[i];
    const b = polar[i + 1];
    if (a.lexical === b.lexical || b.start - a.end > 8) continue;
    if (/[.!?。！？\n;；,，、]/u.test(side.folded.slice(a.end, b.start))) continue;
    out.add(a).add(b);
  }
  return out;
}

/** Whether a sentence next to the claim's, held by no claim, has a negation. */
function looseNegationNear(side: Side, sentences: readonly number[], claimOf: Int32Array): boolean {
  const near = new Set<number>();
  for (const s of sentences) for (const t of [s - 1, s + 1]) if (t >= 0 && t < claimOf.length && claimOf[t] < 0) near.add(t);
  for (const t of near) if (side.polarSentence[t]) return true;
  return false;
}

/** Privatives in the claim's sentences on `side` that the other side's claim does not also have (those carry a new sense). */
/** Verbs of advice and belief that take a negation for the clause they govern (不建议 = 建议不要, don't think = think … not). */
const RAISING: Record<Side["lang"], { after?: RegExp; before?: RegExp; verb: RegExp }> = {
  zh: { after: /^(?:太|再)?(?:建议|主张|推荐|赞成|认为|觉得|希望)/u, verb: /建议|主张|推荐|赞成|认为|觉得|希望/u },
  en: { after: /^\s+(?:really\s+)?(?:recommend|advise|suggest|think|believe|expect|want)\b/u, verb: /\b(?:recommend|advis|suggest|think|believ|expect|want)/u },
  ko: { before: /(?:권장하|권하|추천하|생각하|바라)지\s?$/u, verb: /권장|권하|권합|추천|생각|바란|바랍/u },
  ja: { before: /(?:勧めし|すすめし|推奨し|推奨され|思わ|考え)$/u, verb: /勧め|すすめ|推奨|思い|思う|考え/u },
};
function raisesNegation(side: Side, m: Mark): boolean {
  const r = RAISING[side.lang];
  if (m.cls !== "negation") return false;
  if (r.after) return r.after.test(side.folded.slice(m.end, m.end + 24).toLowerCase());
  return !!r.before && r.before.test(side.folded.slice(Math.max(0, m.start - 8), m.start));
}
const hasRaisingVerb = (side: Side, range: TextRange) => RAISING[side.lang].verb.test(side.folded.slice(range.start, range.end).toLowerCase());

/** Whether a negation stands on a privative (終わらなかった, not stop, 멈추지 않, 没有停止): the privative right before it in ko and ja, right after it in en and zh. */
function negatesPrivative(side: Side, m: Mark): boolean {
  const after = side.lang === "ko" || side.lang === "ja";
  const reach = side.lang === "en" ? 8 : 4;
  return side.privatives.some((p) => !p.keeps && (after ? p.end <= m.start && m.start - p.end <= reach : p.start >= m.end && p.start - m.end <= reach));
}

/** Whether a claim says a state went on (remained, 続いた, 유지, 持续): a keeper inside its range. */
const keeperIn = (side: Side, range: TextRange) => side.privatives.some((p) => p.keeps && p.start >= range.start && p.end <= range.end);

function newPrivatives(side: Side, sentences: readonly number[], other: Side, otherRange: TextRange): number {
  if (side.privatives.length === 0) return 0;
  let otherText: string | null = null;
  let n = 0;
  for (const s of sentences) {
    for (let k = side.privativeFrom[s]; k < side.privativeFrom[s + 1]; k++) {
      otherText ??= other.folded.slice(otherRange.start, otherRange.end).toLowerCase();
      const p = side.privatives[k];
      // English by its first four letters, so "stayed" is found in "did not stay".
      const word = side.folded.slice(p.start, side.lang === "en" ? Math.min(p.end, p.start + 4) : p.end).toLowerCase();
      if (!otherText.includes(word)) n++;
    }
  }
  return n;
}

/**
 * Words of negative meaning (negative-meaning.ts: 건너뛰다, 打ち切る, 太少, 偏高, as planned) in a
 * claim that the other side's claim does not also have, leaving out those inside a negation or
 * "none" mark of their own side (不足 is its 不, 足りず its ず: counted once, as the mark) and those
 * on an antonym axis.
 */
function meaningWords(side: Side, range: TextRange, other: Side, otherRange: TextRange, polar: readonly Mark[], antonymsUsed: boolean): (TextRange & { word: string })[] {
  const words = negativeMeaningIn(side.folded, side.lang, range);
  if (words.length === 0) return words;
  const otherText = other.folded.slice(otherRange.start, otherRange.end).toLowerCase();
  const overlaps = (w: TextRange) => (x: TextRange) => x.start < w.end && w.start < x.end;
  // Where the antonym check already read a negation as an antonym ("not cheap" / "expensive",
  // antonym-check.ts), a word that is itself an antonym of a word in the other side's claim is its to
  // compare, not a second negation; "too high" is not "high".
  const poles = antonymsUsed ? new Set(other.antonyms.filter((x) => x.start >= otherRange.start && x.end <= otherRange.end).map((x) => `${x.axis}/${x.pole}`)) : null;
  const isAntonym = (w: TextRange) => !!poles && side.antonyms.some((x) => x.start <= w.start && w.end <= x.end && poles.has(`${x.axis}/${1 - x.pole}`));
  return words.filter((w) => !otherText.includes(w.word) && !polar.some(overlaps(w)) && !isAntonym(w));
}

/**
 * The words of `words` said where the negated thing is: in a sentence of `side` that holds one of
 * what the other side's extra negations are about; where none of that is restated (건너뛰다 for 뽑지
 * 않다), every word of a claim of one sentence.
 */
function local(side: Side, range: TextRange, words: readonly (TextRange & { word: string })[], extra: readonly Mark[]): (TextRange & { word: string })[] {
  if (words.length === 0) return [];
  const sentences = new Set<number>();
  for (const m of extra) for (const key of m.keys ?? []) for (const at of keyOccurrences(side.folded, side.lang, range, key)) sentences.add(sentenceOf(side.sentences, at));
  if (sentences.size > 0) return words.filter((w) => sentences.has(sentenceOf(side.sentences, w.start)));
  // Nothing restated: only a claim of one sentence says where.
  return sentenceOf(side.sentences, range.start) === sentenceOf(side.sentences, Math.max(range.start, range.end - 1)) ? [...words] : [];
}

/** Whether a word of negative meaning stands where a negation of `polar` could be on it (negatedWord's reach). */
function nearNegation(side: Side, polar: readonly Mark[]): boolean {
  const after = side.lang === "ko" || side.lang === "ja";
  for (const m of polar) {
    const window = after ? { start: Math.max(0, m.start - 24), end: m.start } : { start: m.end, end: Math.min(side.folded.length, m.end + 36) };
    if (negativeMeaningIn(side.folded, side.lang, window).length > 0) return true;
  }
  return false;
}

/** A pro-form before (ko, ja) or after (zh) the negator: the negation is of the predicate said just before. */
const PRO_FORM_BEFORE: Record<string, RegExp> = { ja: /(?:そう|そのよう)(?:で|じゃ)(?:は)?$/u, ko: /그렇(?:지)?\s?$/u };
const PRO_FORM_AFTER: Record<string, RegExp> = { zh: /^(?:是)?(?:这样|如此|那样)/u };
function negatesProForm(side: Side, m: Mark): boolean {
  const before = PRO_FORM_BEFORE[side.lang];
  if (before) return before.test(side.folded.slice(Math.max(0, m.start - 6), m.start));
  const after = PRO_FORM_AFTER[side.lang];
  return !!after && after.test(side.folded.slice(m.end, m.end + 4));
}

/** Whether a word is itself negated on its side: a polar mark right after it (ko, ja) or right before it (en, zh), in its clause. */
function negatedWord(side: Side, w: TextRange, polar: readonly Mark[]): boolean {
  const after = side.lang === "ko" || side.lang === "ja";
  return polar.some((m) => {
    const gap = after ? m.start - w.end : w.start - m.end;
    if (gap < 0 || gap > (after ? 8 : side.lang === "en" ? 12 : 3)) return false;
    return !CLAUSE_BREAK[side.lang].test(after ? side.folded.slice(w.end, m.start) : side.folded.slice(m.end, w.start));
  });
}

/**
 * Negations and "none" words, by parity ("not impossible" is "possible"). Marks pair
 * first by what they negate, then in order. Where the parities differ, a negation
 * whose predicate the other side restates without it is a flip; a side that lacks the
 * negation but says the same with a privative ("closed" for "won't open", 모자라다 for
 * 부족하다) is read as a paraphrase and only flagged for review; otherwise the parity
 * decides, as a HARD FAIL on a confident claim.
 */
export function comparePolarity(claim: Claim, om: Mark[], rm: Mark[], o: Side, r: Side, oSpan: TextRange, rSpan: TextRange, flip: AnchorVerdictName, hedge: string, report: Report, align: Alignment, antonymsUsed = false) {
  const op = om.filter((m) => isPolar(m.cls));
  const rp = rm.filter((m) => isPolar(m.cls));
  if (op.length === 0 && rp.length === 0) return;
  const usedR = new Set<Mark>();
  const leftO: Mark[] = [];
  for (const a of op) {
    const b = rp.find((x) => !usedR.has(x) && sameScope(a, x));
    if (b) {
      usedR.add(b);
      report(KIND_OF[a.cls], a, b, "PASS", "kept", "the negation is kept");
    } else leftO.push(a);
  }
  const leftR = rp.filter((x) => !usedR.has(x));
  const byOrder = pairMarks(leftO, leftR);
  const keptRest = (why: string) => {
    for (const [a, b] of byOrder.pairs) report(KIND_OF[a.cls], a, b, "PASS", "kept", why);
  };
  const oRange = claimRange(o, claim.original);
  const rRange = claimRange(r, claim.rewrite);
  const doubleO = doubleNegated(o, op);
  const doubleR = doubleNegated(r, rp);
  let flippedO = leftO.filter((a) => !doubleO.has(a) && restatement(a, r, rRange, rp) === "plain");
  let flippedR = leftR.filter((b) => !doubleR.has(b) && restatement(b, o, oRange, op) === "plain");
  // A negated pro-form (そうでない子, 그렇지 않은 가구, 不是这样) negates the predicate just said: a rewrite that
  // spells the predicate out with its negation ("決めていない子") restates that negation, one for one.
  const proO = leftO.filter((a) => negatesProForm(o, a)).length;
  const proR = leftR.filter((b) => negatesProForm(r, b)).length;
  if (proO > 0 && flippedR.length > 0) flippedR = flippedR.slice(Math.min(proO, flippedR.length));
  if (proR > 0 && flippedO.length > 0) flippedO = flippedO.slice(Math.min(proR, flippedO.length));
  const reportFlips = () => {
    const named = new Set<Mark>([...flippedO, ...flippedR]);
    for (const a of flippedO) report(KIND_OF[a.cls], a, rSpan, flip, "dropped", `the negation was dropped: the rewrite asserts what the original denies${hedge}`);
    for (const b of flippedR) report("negation", oSpan, b, flip, "added", `a negation was added: the rewrite denies what the original asserts${hedge}`);
    for (const a of leftO) if (!named.has(a)) report(KIND_OF[a.cls], a, rSpan, "PASS", "kept", "the negation is kept in other words");
    for (const b of leftR) if (!named.has(b)) report("negation", oSpan, b, "PASS", "kept", "the negation is kept in other words");
  };
  if (op.length % 2 === rp.length % 2) {
    // Equal parity, yet a negation sits on a predicate the other side states without one: one flip hidden by
    // another change. Only where both sides negate something: two negations against none are a double
    // negation, most often a condition ("without a permit you cannot park" / "parking requires a permit").
    // A word of negative sense for another in the claim (문을 닫다 / 가동을 멈추다, 停止 / 中断): one for one, the
    // same polarity said with another verb, whatever the first word's subject stands next to. Not a negative
    // prefix on a stem (untested, 不足, 未完成): that stem said plainly on the other side is a flip.
    const wordOnly = (side: Side) => (m: Mark) => m.lexical && !(m.keys ?? []).some((k) => side.folded.slice(m.start, m.end).includes(k));
    const lexPairs = Math.min(leftO.filter(wordOnly(o)).length, leftR.filter(wordOnly(r)).length);
    if (lexPairs > 0) {
      let k = lexPairs;
      flippedO = flippedO.filter((a) => !(wordOnly(o)(a) && k-- > 0));
      k = lexPairs;
      flippedR = flippedR.filter((b) => !(wordOnly(r)(b) && k-- > 0));
    }
    // "不建议长途驾驶" / "建议不要长途驾驶", "do not recommend driving" / "recommend not driving": the negation moved from a
    // verb of advice or belief to what it governs (negation raising), one for one; the claim is the same.
    const raisedO = leftO.filter((m) => raisesNegation(o, m));
    const raisedR = leftR.filter((m) => raisesNegation(r, m));
    if (raisedO.length !== raisedR.length && hasRaisingVerb(raisedO.length > raisedR.length ? r : o, raisedO.length > raisedR.length ? rRange : oRange)) {
      const moved = Math.abs(raisedO.length - raisedR.length);
      const [raised, lower] = raisedO.length > raisedR.length ? [raisedO, flippedR] : [raisedR, flippedO];
      const drop = new Set<Mark>([...raised.slice(0, moved), ...lower.filter((m) => !raised.includes(m)).slice(0, moved)]);
      flippedO = flippedO.filter((m) => !drop.has(m));
      flippedR = flippedR.filter((m) => !drop.has(m));
    }
    if ((flippedO.length || flippedR.length) && op.length > 0 && rp.length > 0) return reportFlips();
    // The same count of negators, but one side negates a word of negative meaning the other does not
    // have ("뽑지 않기로" / "건너뛰지 않기로", "没有叫停" for "不再进行"): the polarity by meaning flipped.
    // (Read in full only where a word of negative meaning stands next to a negation at all: most claims have none.)
    const mo = nearNegation(o, op) ? meaningWords(o, oRange, r, rRange, op, antonymsUsed) : [];
    const mr = nearNegation(r, rp) ? meaningWords(r, rRange, o, oRange, rp, antonymsUsed) : [];
    if ((mo.length > 0 || mr.length > 0) && (mo.length + mr.length) % 2 === 1) {
      const negO = mo.find((w) => negatedWord(o, w, op));
      const negR = mr.find((w) => negatedWord(r, w, rp));
      if (negR) return void report("negation", oSpan, negR, flip, "added", `the rewrite negates "${negR.word}", a word of negative meaning: it denies what the original asserts${hedge}`);
      if (negO) return void report("negation", negO, rSpan, flip, "dropped", `the original negates "${negO.word}", a word of negative meaning, and the rewrite does not${hedge}`);
    }
    keptRest("the negation is kept");
    for (const a of byOrder.leftA) report(KIND_OF[a.cls], a, rSpan, "PASS", "kept", "a double negation became an assertion");
    for (const b of byOrder.leftB) report("negation", oSpan, b, "PASS", "kept", "an assertion became a double negation");
    return;
  }
  if (framesIn(o, claim.original) !== framesIn(r, claim.rewrite)) {
    // "Not only X but Y" on one side, "X and Y" on the other: the frame, not the claim, changed.
    keptRest("the negation is kept");
    for (const a of byOrder.leftA) report(KIND_OF[a.cls], a, rSpan, "PASS", "kept", "the rewrite states as a frame what the original negates, or the reverse");
    for (const b of byOrder.leftB) report("negation", oSpan, b, "PASS", "kept", "the rewrite negates what the original puts as a frame");
    return;
  }
  // The counts of negators differ: compare the polarity by meaning. A word of negative meaning the
  // other side lacks (건너뛰다 for 뽑지 않다, 不足 for 太少, 打ち切る for やめる, 搁置 for 不再, 予定どおり for
  // 変えずに) stands for a negation, also where the other side restates the negated word plainly beside it.
  const mo = meaningWords(o, oRange, r, rRange, op, antonymsUsed);
  const mr = meaningWords(r, rRange, o, oRange, rp, antonymsUsed);
  // A negation a quantifier took as its own (ほとんど…ない, 거의 …없다: few) still negates by meaning.
  const carried = (ms: readonly Mark[]) => ms.filter((m) => !isPolar(m.cls) && m.carried).length;
  // The side without the extra negation must say it with such a word, where the negated thing is said
  // (a 太少 beside the original's own 不再 is no paraphrase of it, nor a 太高 two sentences away).
  const lackingIsRewrite = byOrder.leftA.length > 0;
  const sayers = lackingIsRewrite ? local(r, rRange, mr, byOrder.leftA) : local(o, oRange, mo, byOrder.leftB);
  if ((op.length + mo.length + carried(om)) % 2 === (rp.length + mr.length + carried(rm)) % 2 && sayers.length > 0) {
    const said = sayers.map((w) => w.word).join(", ");
    keptRest("the negation is kept in other words");
    for (const a of byOrder.leftA) report(KIND_OF[a.cls], a, rSpan, "PASS", "kept", `the rewrite says the negation by meaning (${said})`);
    for (const b of byOrder.leftB) report("negation", oSpan, b, "PASS", "kept", `the rewrite negates what the original says by meaning (${said})`);
    return;
  }
  // The extra negation is on a word of stopping (終わらなかった, did not stop, 멈추지 않았다, 没有停止) and the other
  // side says the state went on (続いた, lasted, 계속됐다, 持续): "did not end until 1854" is "lasted until 1854".
  const [extraSide, extraMarks, otherSide, otherRange] = byOrder.leftA.length > 0 ? [o, byOrder.leftA, r, rRange] : [r, byOrder.leftB, o, oRange];
  if (extraMarks.length > 0 && extraMarks.every((m) => negatesPrivative(extraSide, m)) && keeperIn(otherSide, otherRange)) {
    keptRest("the negation is kept in other words");
    for (const a of byOrder.leftA) report(KIND_OF[a.cls], a, rSpan, "PASS", "kept", "the original's 'did not stop' is the rewrite's 'went on'");
    for (const b of byOrder.leftB) report("negation", oSpan, b, "PASS", "kept", "the rewrite's 'did not stop' is the original's 'went on'");
    return;
  }
  if (flippedO.length || flippedR.length) return reportFlips();
  keptRest("the negation is kept in other words");
  // The side without the extra negation says it with a privative: a paraphrase to review, not a flip.
  // Or the negation went to a neighbouring sentence no claim holds (a split whose second half shares few words).
  const lackingRewrite = byOrder.leftA.length > 0;
  const paraphrased = lackingRewrite
    ? newPrivatives(r, claim.rewrite, o, oRange) > 0 || looseNegationNear(r, claim.rewrite, align.rewriteClaim)
    : newPrivatives(o, claim.original, r, rRange) > 0 || looseNegationNear(o, claim.original, align.originalClaim);
  const verdict: AnchorVerdictName = paraphrased ? "SOFT FAIL" : flip;
  if (byOrder.leftA.length > 0)
    for (const a of byOrder.leftA)
      report(KIND_OF[a.cls], a, rSpan, verdict, "dropped", paraphrased ? "the rewrite drops the negation but says it with a word of negative sense; check that the meaning held" : `the negation was dropped: the rewrite asserts what the original denies${hedge}`);
  else
    for (const b of byOrder.leftB)
      report("negation", oSpan, b, verdict, "added", paraphrased ? "the rewrite adds a negation where the original uses a word of negative sense; check that the meaning held" : `a negation was added: the rewrite denies what the original asserts${hedge}`);
}
