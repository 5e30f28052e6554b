// Antonym flips inside one aligned claim (antonyms.ts has the words). Each antonym word
// is read with its sense: its pole, turned round by a negation on it ("did not fail" says
// "passed"), and for a converse axis turned round again when the rewrite swapped the
// operands ("A after B" → "before A, B"). Where a claim loses one sense of an axis and
// gains the other, the rewrite says the opposite of the original: a HARD FAIL on a
// confident claim, pointing at both words. Where the senses balance ("did not rise" →
// "fell", "closed" → "did not open"), the antonym and its negation changed together:
// the negations and negative words involved leave the parity count of polarity.ts,
// which would otherwise read the dropped "not" as a flip. A graded axis (rise / fall,
// good / bad) only says "did not rise" is near "fell", so that double change is left for
// review; a complementary one (pass / fail, open / closed) passes.
import type { Lang, TextRange } from "../engine/types";
import type { Claim } from "./align";
import { sentenceUnits, UnitIds } from "./align";
import { ANTONYMS, type AntonymHit } from "./antonyms";
import { isPolar, type Mark } from "./marks";
import { CLAUSE_BREAK } from "./polarity";
import type { Report, Side } from "./side";
import { numberKey } from "./numbers";
import type { AnchorVerdictName } from "./types";

/** The antonym hits of a side inside the sentences of a claim (each knows its sentence: readSide sets it). */
function hitsIn(side: Side, sentences: readonly number[]): AntonymHit[] {
  const out: AntonymHit[] = [];
  for (const s of sentences) for (let k = side.antonymFrom[s]; k < side.antonymFrom[s + 1]; k++) out.push(side.antonyms[k]);
  return out;
}

/** Whether any of the sentences holds an antonym word. */
export const holdsAntonyms = (side: Side, sentences: readonly number[]) => sentences.some((s) => side.antonymFrom[s + 1] > side.antonymFrom[s]);

/** What may stand between an antonym word and the negation on it: auxiliaries ("has not been accepted"), a verb ending (늘지 않았다, 増えなかった), 有/能 (没有增加, 未能通过). */
const ATTACHED: Record<Lang, RegExp> = {
  en: /^\s*(?:(?:be|been|being|have|has|had|ever|yet|even|really|always|quite|very|so|too|get|got|to|the|a|an)\s+)*$/u,
  ko: /^(?:[가-힣]{0,4}지[는도가]?|[이가은는도]|[가-힣]{0,2}(?:이|가|은|는|도)?\s?(?=[없아]))?\s*$/u,
  zh: /^[有能会再曾并也都还得]{0,2}$/u,
  ja: /^[ぁ-ん]{0,5}$/u,
};

/**
 * How a hit reads: "plain", "negated" (a negation on it: did not rise, 늘지 않았다, 没有增加,
 * 増えなかった), or "unreadable" (a negation elsewhere in its clause whose reach cannot be read:
 * "none of the schools saw attendance fall", "늘어날지는 알 수 없다").
 */
function negationOn(side: Side, hit: AntonymHit, polar: readonly Mark[]): { neg: Mark | null; unreadable: boolean } {
  const lang = side.lang;
  const text = side.folded;
  let unreadable = false;
  for (const m of polar) {
    if (m.start < hit.end && hit.start < m.end) continue;
    // An English word of negative sense right before the word, governing it, negates it: "awaiting approval",
    // "pending approval", "unable to accept" (no negation particle, the same denial).
    if (m.lexical && lang === "en" && m.end <= hit.start && /^\s+(?:(?:to|of|the|an?|for|any)\s+)*$/u.test(text.slice(m.end, hit.start))) return { neg: m, unreadable: false };
    if (m.lexical) continue;
    // A concord word (아무도 …않다) negates where the negation it carries stands.
    const at = m.carried ?? m;
    const after = at.start >= hit.end;
    const between = after ? text.slice(hit.end, at.start) : text.slice(at.end, hit.start);
    if (/[.!?。！？\n;；]/u.test(between) || between.length > 60) continue;
    if (CLAUSE_BREAK[lang].test(between) || /[,，、]/u.test(between)) continue;
    const attachable = lang === "ko" ? after || /^[안못]$/u.test(text.slice(m.start, m.end)) : lang === "ja" ? after : !after;
    // A condition ("without a permit", 없으면, なければ, 没有…就) says what is needed, not what is denied: unreadable.
    const conditional = (lang === "en" && /^without$/iu.test(text.slice(m.start, m.end))) || /^(?:으면|면|ければ|れば|けりゃ|ば)/u.test(text.slice(at.end, at.end + 3));
    if (attachable && !conditional && ATTACHED[lang].test(lang === "ko" && !after ? between.trim() : between)) return { neg: m, unreadable: false };
    unreadable = true;
  }
  return { neg: null, unreadable };
}

const DIGITS = /\d+(?:[.,]\d+)*/gu;

/** Content units of a stretch of text, figures included (10 in "after 10 pm"). */
function unitsOf(text: string, lang: Lang, ids: UnitIds): Set<number> {
  return new Set(sentenceUnits(text, lang, [...text.matchAll(DIGITS)].map((m) => m[0]), ids));
}

const STOP = /[.,;:!?。，、；！？]/u;

/**
 * Where the hit's own operand (the thing compared with, or the event before or after) sits:
 * the clause after it in English ("after we saw the flat", "lower than in the north") and
 * after 高于 / 低于 / 超过 in Chinese; between 比 and the word (比南方高); the word marked by
 * 보다 or the phrase marked by より; otherwise the words just before it (집을 본 뒤에, 見た後で, 看过房子之后).
 */
function ownSpan(side: Side, hit: AntonymHit, sentence: TextRange): [number, number] {
  const text = side.folded;
  const lang = side.lang;
  const forward = (from: number): [number, number] => {
    let b = from;
    while (b < sentence.end && b - from < 60 && !STOP.test(text[b]) && !(lang === "en" && CLAUSE_BREAK.en.test(text.slice(b, b + 1)))) b++;
    return [from, b];
  };
  const clauseStart = () => {
    let a = hit.start;
    while (a > sentence.start && !STOP.test(text[a - 1])) a--;
    return a;
  };
  const word = text.slice(hit.start, hit.end);
  if (lang === "en") return forward(hit.end);
  const before = text.slice(clauseStart(), hit.start);
  const from = hit.start - before.length;
  if (lang === "zh") {
    if (/[于过到]$/u.test(word)) return forward(hit.end);
    // 比南方高: the hit runs from 比 to the adjective; what it is compared with sits between.
    if (word.startsWith("比")) return [hit.start + 1, hit.end - 1];
    const bi = before.lastIndexOf("比");
    if (bi >= 0) return [from + bi + 1, hit.start];
    return [Math.max(from, hit.start - 10), hit.start];
  }
  if (lang === "ko") {
    const m = /([가-힣A-Za-z0-9]+)보다\s*$/u.exec(before);
    if (m) return [hit.start - m[0].length, hit.start - m[0].length + m[1].length];
    const words = /((?:[가-힣A-Za-z0-9]+\s+){0,1}[가-힣A-Za-z0-9]+)\s*$/u.exec(before);
    return words ? [hit.start - words[0].length, hit.start] : [hit.start, hit.start];
  }
  const yori = /([^はがもの、\s]+)より\s*$/u.exec(before);
  if (yori) return [hit.start - yori[0].length, hit.start - yori[0].length + yori[1].length];
  return [Math.max(from, hit.start - 10), hit.start];
}

/**
 * Whether a converse hit orders two things here. Before/after always does; a level word only
 * with a comparison: "than", 보다, より, or a word that takes what it is compared with (above,
 * exceed, 上回る, 高于, 比…高). "많은 문제가 해결되었다" states an amount; nothing to swap.
 */
function compares(side: Side, hit: AntonymHit, sentence: TextRange, axisId: string): boolean {
  if (axisId !== "level") return true;
  const text = side.folded;
  const word = text.slice(hit.start, hit.end);
  switch (side.lang) {
    case "en":
      return /^(?:above|below|exceed|exceeded|exceeds)$/iu.test(word) || /^[^.!?;]{0,40}?\bthan\b/iu.test(text.slice(hit.end, sentence.end));
    case "ko":
      return /^(?:웃돌|상회|밑돌|하회|넘)/u.test(word) || /보다/u.test(text.slice(sentence.start, hit.start));
    case "ja":
      return /^(?:上回|下回|超え|未満)/u.test(word) || /より/u.test(text.slice(sentence.start, hit.start));
    default:
      return true;
  }
}

/** The clause around a converse hit, split into the hit's own operand and the rest of its sentence. */
function operands(side: Side, hit: AntonymHit, sentence: TextRange, ids: UnitIds): { own: Set<number>; rest: Set<number> } {
  const [a, b] = ownSpan(side, hit, sentence);
  const text = side.folded;
  const own = unitsOf(text.slice(a, b), side.lang, ids);
  const rest = unitsOf(text.slice(sentence.start, Math.min(a, hit.start)) + " " + text.slice(Math.max(b, hit.end), sentence.end), side.lang, ids);
  for (const u of own) rest.delete(u);
  return { own, rest };
}

/** The clause around a hit: from the stop before it to the stop after it, at most 80 units either way. */
function clauseBounds(side: Side, hit: AntonymHit): [number, number] {
  const text = side.folded;
  let a = hit.start;
  let b = hit.end;
  while (a > 0 && hit.start - a < 80 && !STOP.test(text[a - 1]) && text[a - 1] !== "\n") a--;
  while (b < text.length && b - hit.end < 80 && !STOP.test(text[b]) && text[b] !== "\n") b++;
  return [a, b];
}

/** The content units of the clause around a hit, the hit itself left out. */
function clauseUnits(side: Side, hit: AntonymHit, ids: UnitIds): Set<number> {
  const [a, b] = clauseBounds(side, hit);
  return unitsOf(side.folded.slice(a, hit.start) + " " + side.folded.slice(hit.end, b), side.lang, ids);
}

const overlap = (x: Set<number>, y: Set<number>) => {
  let n = 0;
  for (const u of x) if (y.has(u)) n++;
  return n;
};

/** Whether the rewrite's clause around a hit shares content with the original's claim (it restates something, not new matter). */
function restatesOriginal(r: Side, hit: AntonymHit, o: Side, sentences: readonly number[], ids: UnitIds): boolean {
  const range = { start: o.sentences[sentences[0]].start, end: o.sentences[sentences[sentences.length - 1]].end };
  const claimUnits = unitsOf(o.folded.slice(range.start, range.end), o.lang, ids);
  const own = clauseUnits(r, hit, ids);
  if (overlap(own, claimUnits) > 0) return true;
  // A clause that is little more than its predicate ("、これまでで最も少なかった") takes its subject from the clause
  // before it in the same sentence: that clause's figures count too. (By figures only, not words: "…공개됐고, 매출도
  // 올랐다" is new matter with a subject of its own after a clause that restates the claim.)
  const [start, b] = clauseBounds(r, hit);
  const a = own.size <= 2 && start > 0 && /[,，、]/u.test(r.folded[start - 1]) ? clauseBounds(r, { start: start - 1, end: start - 1 } as AntonymHit)[0] : start;
  // Or the same figure in another notation ("客は3割減った" / "来店客は約30%増えた"): the clause's numbers, by value.
  const keys = new Set(r.numbers.filter((n) => n.start >= a && n.end <= b && !n.weak).map(numberKey));
  return keys.size > 0 && o.numbers.some((n) => n.start >= range.start && n.end <= range.end && keys.has(numberKey(n)));
}

/** Whether the original's text has more words of `pole` on `axis` than the rewrite's and fewer of the other pole. */
function wholeTextFlips(o: Side, r: Side, axis: number, pole: 0 | 1): boolean {
  const n = (side: Side, p: number) => side.antonyms.filter((h) => h.axis === axis && h.pole === p).length;
  return n(o, pole) > n(r, pole) && n(r, 1 - pole) > n(o, 1 - pole);
}

export interface AntonymOutcome {
  /** Polar marks on either side that the antonym comparison accounts for: polarity.ts leaves them out. */
  explained: Set<Mark>;
}

/**
 * Compares the antonym words of one claim. Reports flips (and double changes on graded
 * axes for review) and returns the marks whose polarity the antonyms account for.
 */
export function compareAntonyms(claim: Claim, om: readonly Mark[], rm: readonly Mark[], o: Side, r: Side, flip: AnchorVerdictName, hedge: string, report: Report, units: () => UnitIds): AntonymOutcome {
  const explained = new Set<Mark>();
  if (!holdsAntonyms(o, claim.original) || !holdsAntonyms(r, claim.rewrite)) return { explained };
  const oh = hitsIn(o, claim.original);
  const rh = hitsIn(r, claim.rewrite);
  if (oh.length === 0 || rh.length === 0) return { explained };
  const op = om.filter((m) => isPolar(m.cls));
  const rp = rm.filter((m) => isPolar(m.cls));
  const axes = ANTONYMS[o.lang];
  for (let axis = 0; axis < axes.length; axis++) {
    const oa = oh.filter((h) => h.axis === axis);
    const ra = rh.filter((h) => h.axis === axis);
    if (oa.length === 0 || ra.length === 0) continue;
    const def = axes[axis];
    const read = (side: Side, hits: AntonymHit[], polar: Mark[]) =>
      hits.map((h) => {
        const { neg, unreadable } = negationOn(side, h, polar);
        return { hit: h, neg, unreadable, sense: (h.pole ^ (neg ? 1 : 0)) as 0 | 1, unsure: false };
      });
    // The common case, cheaply: the same words with the same negations on both sides (kept as they were) say nothing new.
    const shape = (side: Side, hits: AntonymHit[], polar: Mark[]) =>
      hits
        .map((h) => h.pole * 2 + (negationOn(side, h, polar).neg ? 1 : 0))
        .sort()
        .join();
    // (Not on a converse axis: "A before B" restated as "B before A" keeps the words and swaps what they order; nor where a
    // word is itself a negative word or carries a negation, which the full reading takes out of the parity count.)
    const plain = (hits: AntonymHit[], polar: Mark[]) => hits.every((h) => !polar.some((m) => m.start < h.end + 12 && h.start - 12 < m.end));
    if (!def.converse && plain(oa, op) && plain(ra, rp) && shape(o, oa, op) === shape(r, ra, rp)) continue;
    const ids = units();
    // Only words about the same thing compare: a hit whose clause shares no content with any clause of the other side's hits
    // ("the time shortened" and "the system will expand", merged into one claim) is left out. (Read only where a sense or a
    // pole differs between the sides: where each side has the same poles with the same negations nothing is left out.)
    const differs = shape(o, oa, op) !== shape(r, ra, rp);
    const oc = differs ? oa.map((h) => clauseUnits(o, h, ids)) : [];
    const rc = differs ? ra.map((h) => clauseUnits(r, h, ids)) : [];
    let oKeep = differs ? oa.filter((_, i) => rc.some((c) => overlap(oc[i], c) > 0)) : oa;
    let rKeep = differs ? ra.filter((_, j) => oc.some((c) => overlap(rc[j], c) > 0)) : ra;
    // One word of the axis on each side of a claim, in clauses reworded past sharing a word ("費用は安くない" /
    // "事業費は高い"): read only to see the other pole said with a negation, never as a flip (the two may be
    // about different things: "시간 단축" / "효율이 올랐다").
    const reworded = (oKeep.length === 0 || rKeep.length === 0) && oa.length === 1 && ra.length === 1;
    if (reworded) {
      oKeep = oa;
      rKeep = ra;
    }
    if (oKeep.length === 0 || rKeep.length === 0) continue;
    const os = read(o, oKeep, op);
    const rs = read(r, rKeep, rp);
    // A negation in the clause whose reach cannot be read leaves the axis to the parity count, as before antonyms were read.
    if (os.some((x) => x.unreadable) || rs.some((x) => x.unreadable)) continue;
    let swapped = false;
    if (def.converse) {
      // Pair the hits in order and read whether the rewrite swapped the operands: same-side operands shared, or crossed.
      const n = Math.min(os.length, rs.length);
      for (let k = 0; k < n; k++) {
        const so = o.sentences[os[k].hit.sentence!];
        const sr = r.sentences[rs[k].hit.sentence!];
        // Neither side compares two things ("많은 사람이 왔다" on both): the poles read as they stand.
        if (!compares(o, os[k].hit, so, def.id) && !compares(r, rs[k].hit, sr, def.id)) continue;
        const a = operands(o, os[k].hit, so, ids);
        const b = operands(r, rs[k].hit, sr, ids);
        // Only the operands decide: what is compared (the costs in "A's costs are higher than B's") sits in the rest on both sides.
        const same = 2 * overlap(a.own, b.own);
        const cross = overlap(a.own, b.rest) + overlap(a.rest, b.own);
        // Swapped only when no operand word stayed with the word (Korean and Japanese drop subjects, so the rest is loose).
        if (cross > same && same === 0) {
          rs[k].sense = (rs[k].sense ^ 1) as 0 | 1;
          swapped = true;
        }
        else if (same === 0) rs[k].unsure = true;
      }
    }
    const count = (xs: { sense: 0 | 1 }[], s: 0 | 1) => xs.filter((x) => x.sense === s).length;
    const o0 = count(os, 0);
    const o1 = count(os, 1);
    const r0 = count(rs, 0);
    const r1 = count(rs, 1);
    const lost: 0 | 1 | -1 = o0 > r0 && r1 > o1 ? 0 : o1 > r1 && r0 > o0 ? 1 : -1;
    // Not the other pole with a negation: left to the parity count, as before the pair was read; except a
    // plain flip the whole text makes too: the word's pole is gone from the original's text and the other
    // pole is new in the rewrite's ("fewer people ride it" / "more passengers use it", 減った / 伸びている),
    // where two words about different things would leave each text's count of each pole as it was, and the
    // rewrite's clause restates something of the original's claim (not new matter: "매출도 올랐다").
    const plainFlip = lost >= 0 && !os[0].neg && !rs[0].neg && os[0].hit.pole !== rs[0].hit.pole;
    const leftToParity = lost >= 0 || !(os[0].neg || rs[0].neg) || os[0].hit.pole === rs[0].hit.pole;
    if (reworded && leftToParity && !(plainFlip && wholeTextFlips(o, r, axis, os[0].hit.pole) && restatesOriginal(r, rs[0].hit, o, claim.original, ids))) continue;
    // An axis read by its poles only leaves a negation on the same word (and the other pole under a negation) to parity.
    if (def.polesOnly && (lost >= 0 ? os.find((x) => x.sense === lost)!.hit.pole === rs.find((x) => x.sense !== lost)!.hit.pole : os.some((x) => x.neg) || rs.some((x) => x.neg))) continue;
    // Whatever the verdict, the antonym words and the negations on them are read here, not by parity.
    for (const side of [{ xs: os, polar: op }, { xs: rs, polar: rp }])
      for (const x of side.xs) {
        if (x.neg) explained.add(x.neg);
        for (const m of side.polar) if (m.start < x.hit.end && x.hit.start < m.end) explained.add(m);
      }
    const word = (side: Side, h: AntonymHit) => side.folded.slice(h.start, h.end);
    if (lost >= 0) {
      const a = os.find((x) => x.sense === lost)!;
      const b = rs.find((x) => x.sense !== lost)!;
      const unsure = b.unsure;
      const verdict: AnchorVerdictName = unsure ? "SOFT FAIL" : flip;
      const how = (x: { hit: AntonymHit; neg: Mark | null }, side: Side) => `"${word(side, x.hit)}"${x.neg ? " under a negation" : ""}`;
      // The same pole on both sides, with a negation dropped or added ("did not fail" / "did fail"): said as a negation change.
      if (a.hit.pole === b.hit.pole && !swapped) {
        const dropped = !!a.neg;
        report("negation", dropped ? a.neg! : a.hit, dropped ? b.hit : b.neg ?? b.hit, verdict, dropped ? "dropped" : "added", dropped ? `the negation was dropped: the rewrite asserts "${word(r, b.hit)}" where the original denies it${hedge}` : `a negation was added: the rewrite denies "${word(r, b.hit)}" where the original asserts it${hedge}`);
        continue;
      }
      report(
        "negation",
        a.hit,
        b.hit,
        verdict,
        "changed",
        `${how(a, o)} became ${how(b, r)}: the rewrite says the opposite (${def.gloss})${unsure ? "; which thing comes first or weighs more could not be read, check it" : hedge}`,
      );
      continue;
    }
    // Balanced: kept, or said with the other pole and a negation.
    const doubled = os.some((x) => rs.some((y) => x.sense === y.sense && x.hit.pole !== y.hit.pole));
    if (!doubled) continue;
    const a = os.find((x) => rs.some((y) => x.sense === y.sense && x.hit.pole !== y.hit.pole))!;
    const b = rs.find((y) => y.sense === a.sense && y.hit.pole !== a.hit.pole)!;
    if (def.complementary || def.converse) report("negation", a.hit, b.hit, "PASS", "kept", `"${word(o, a.hit)}" is said as "${word(r, b.hit)}"${a.neg || b.neg ? " with a negation" : ""}: the same claim`);
    else if (a.neg || b.neg) report("negation", a.hit, b.hit, "SOFT FAIL", "changed", `"${word(o, a.hit)}"${a.neg ? " under a negation" : ""} is said as "${word(r, b.hit)}"${b.neg ? " under a negation" : ""}: close, but not the same claim on a graded scale; check it`);
  }
  return { explained };
}

/**
 * An antonym flip the whole text makes where no claim compared it (the sentence was reworded past
 * aligning, or its claim held other words of the axis): every plain word of one pole on the axis is
 * gone from the rewrite, the rewrite has plain words of the other pole the original never uses, and
 * the clause of such a word restates the clause of the original's ("学生的成绩普遍提高了" / "在校长看来，
 * …学生成绩总体下降了", 利用者が減った / 車内販売の利用が伸びている). A rewording keeps a claim's pole or
 * says it with a negation; it does not trade every word of one pole for the other. Converse axes are
 * left out where either word compares two things (the operands may have been swapped), and so is a
 * word with a negation in its clause (the parity and the claim-level reading cover those).
 */
export function compareAntonymsAcross(o: Side, r: Side, reports: readonly { verdict: string; start: number; end: number; rewrite_start?: number; rewrite_end?: number }[], report: Report, units: () => UnitIds) {
  if (o.antonyms.length === 0 || r.antonyms.length === 0) return;
  const axes = ANTONYMS[o.lang];
  const polarO = o.marks.filter((m) => isPolar(m.cls));
  const polarR = r.marks.filter((m) => isPolar(m.cls));
  const plain = (side: Side, h: AntonymHit, polar: readonly Mark[]) => {
    const [a, b] = clauseBounds(side, h);
    return !polar.some((m) => m.start < b && a < m.end);
  };
  for (let axis = 0; axis < axes.length; axis++) {
    const oa = o.antonyms.filter((h) => h.axis === axis);
    if (oa.length === 0) continue;
    const ra = r.antonyms.filter((h) => h.axis === axis);
    if (ra.length === 0) continue;
    for (const pole of [0, 1] as const) {
      const gone = oa.filter((h) => h.pole === pole);
      const fresh = ra.filter((h) => h.pole !== pole);
      if (gone.length === 0 || fresh.length === 0 || ra.some((h) => h.pole === pole) || oa.some((h) => h.pole !== pole)) continue;
      const def = axes[axis];
      const ids = units();
      for (const g of gone) {
        if (!plain(o, g, polarO)) continue;
        if (reports.some((x) => x.verdict === "HARD FAIL" && x.start <= g.start && g.end <= x.end)) continue;
        const gs = o.sentences[g.sentence!];
        if (def.converse && compares(o, g, gs, def.id)) continue;
        const gu = clauseUnits(o, g, ids);
        const f = fresh.find((x) => {
          if (!plain(r, x, polarR) || (def.converse && compares(r, x, r.sentences[x.sentence!], def.id))) return false;
          if (reports.some((y) => y.verdict === "HARD FAIL" && y.rewrite_start !== undefined && y.rewrite_start <= x.start && x.end <= y.rewrite_end!)) return false;
          return overlap(clauseUnits(r, x, ids), gu) > 0;
        });
        if (!f) continue;
        report("negation", g, f, "HARD FAIL", "changed", `"${o.folded.slice(g.start, g.end)}" became "${r.folded.slice(f.start, f.end)}": the rewrite says the opposite (${def.gloss}), and no word of the original's pole is left`);
        break;
      }
    }
  }
}
