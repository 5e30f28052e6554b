// The faithful bases of bench:meaning, and the pairs set aside as fabricating.
//
// The pairs of pairs-dev.jsonl are "designed humanize" examples: most swap vague
// claims for invented specifics ("5단계에서 2단계로", "two enterprise customers"),
// which seed 000 §10.2 and §11 call fabrication. A pair "adds figures" when its
// rewrite has a figure the original does not have as often — a digit string (NFKC,
// thousands separators removed), or a number word from n2words' spelling of 1–100,
// 1,000 and 10,000 (English words; Han numerals of two or more characters for zh
// and ja; Sino-Korean words of two or more syllables for ko). The test shares nothing
// with the checker's number reading. Halves, multiples, ordinals, one-character Han
// numerals and one-syllable Korean counts before a counter count too (SMALL), so
// rewrites that add 半分 or 第三年 are no longer taken for faithful ones.
import { readFileSync } from "node:fs";
import { toCardinal as enWords } from "n2words/en-US";
import { toCardinal as jaWords } from "n2words/ja-JP";
import { toCardinal as koWords } from "n2words/ko-KR";
import type { Lang } from "../../lib/engine/types";
import { LANGS } from "../../lib/engine/types";
import { seeded } from "./perturb";
import { faithfulVariant, sentencesOf } from "./variants";

export interface Base {
  id: string;
  source: "pairs" | "variants";
  lang: Lang;
  original: string;
  rewrite: string;
}

export interface Pair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const VALUES = [...Array.from({ length: 100 }, (_, i) => i + 1), 1000, 10000];
const WORDS: Record<Lang, string[]> = {
  en: [...new Set(VALUES.flatMap((v) => enWords(v).split(/[\s-]+/u)).filter((w) => w !== "one" && w !== "hundred" && w !== "thousand"))],
  ko: [...new Set(VALUES.map((v) => koWords(v).replace(/\s+/gu, "")).filter((w) => w.length >= 2))],
  zh: [...new Set(VALUES.map((v) => jaWords(v)).filter((w) => w.length >= 2))],
  ja: [...new Set(VALUES.map((v) => jaWords(v)).filter((w) => w.length >= 2))],
};

/**
 * Figures the number-word lists above miss: halves and multiples (half, 절반, 一半, 半分),
 * ordinals (第三, 세 번째), one-character Han numerals before a counter (两个, 三年) and
 * Korean native counts before a counter (세 명). 一 and 한 alone are left out: they are
 * articles far more often than counts.
 */
const HAN_COUNTER = "个名家种次年天位项座条件本所台辆倍周月日人回社冊枚度週分割歳";
const SMALL: Record<Lang, RegExp> = {
  en: /\b(?:half|halves|twice|double|triple|thrice)\b/giu,
  ko: new RegExp(`절반|(?<![가-힣])(?:두|세|네|다섯|여섯|일곱|여덟|아홉|열)\\s?(?:번째|명|개|곳|가지|번|시간|달|해|살|대|권|배|차례|마리|군데|주|사람)(?![가-힣]{2}다)`, "gu"),
  zh: new RegExp(`一半|半数|第[一二三四五六七八九十]|[两二三四五六七八九十](?=[${HAN_COUNTER}])`, "gu"),
  ja: new RegExp(`半分|半数|第[一二三四五六七八九十]|[二三四五六七八九十](?=[${HAN_COUNTER}])`, "gu"),
};

/** The figures of a text for the split: digit strings and number words, each occurrence. */
function figures(text: string, lang: Lang): string[] {
  const t = text.normalize("NFKC");
  const out = (t.match(/\d[\d,]*(?:\.\d+)?/gu) ?? []).map((d) => d.replace(/,(?=\d{3})/gu, "").replace(/,$/u, ""));
  for (const m of t.matchAll(SMALL[lang])) out.push(m[0]);
  if (lang === "en") {
    for (const m of t.toLowerCase().matchAll(/[a-z]+/gu)) if (WORDS.en.includes(m[0])) out.push(m[0]);
  } else {
    // Longest words first, each place read once.
    const words = [...WORDS[lang]].sort((a, b) => b.length - a.length);
    const re = new RegExp(words.join("|"), "gu");
    for (const m of t.matchAll(re)) out.push(m[0]);
  }
  return out;
}

export function addsFigures(p: Pick<Pair, "original" | "rewrite" | "lang">): boolean {
  const have = new Map<string, number>();
  for (const d of figures(p.original, p.lang)) have.set(d, (have.get(d) ?? 0) + 1);
  for (const d of figures(p.rewrite, p.lang)) {
    const n = have.get(d) ?? 0;
    if (n === 0) return true;
    have.set(d, n - 1);
  }
  return false;
}

/** `skip` passes over the first paragraphs of each language's draw: a second, disjoint set of variants. */
export function buildBases(o: { pairsFile: string; textsFile: string; perLang: number; skip?: number }): { bases: Base[]; pairs: Pair[]; fabricating: Pair[] } {
  const pairs = readJsonl<Pair>(o.pairsFile).filter((p) => (LANGS as readonly string[]).includes(p.lang));
  const fabricating = pairs.filter((p) => addsFigures(p));
  const bases: Base[] = pairs.filter((p) => !addsFigures(p)).map((p) => ({ id: p.id, source: "pairs", lang: p.lang, original: p.original, rewrite: p.rewrite }));
  // Paragraphs of the human texts, drawn reproducibly per language.
  const docs = readJsonl<{ id: string; lang: Lang; label: string; text: string }>(o.textsFile).filter((d) => d.label === "human" && (LANGS as readonly string[]).includes(d.lang));
  for (const lang of LANGS) {
    const paragraphs: { id: string; text: string }[] = [];
    for (const d of docs.filter((x) => x.lang === lang)) {
      d.text.split(/\n+/u).forEach((p, k) => {
        const t = p.trim();
        if (t.length >= 120 && t.length <= 1500 && sentencesOf(t).length >= 3) paragraphs.push({ id: `${d.id}#${k}`, text: t });
      });
    }
    const rnd = seeded(`paragraphs-${lang}`);
    const order = paragraphs.map((p) => ({ p, r: rnd() })).sort((a, b) => a.r - b.r);
    let n = 0;
    let skipped = 0;
    for (const { p } of order) {
      if (n >= o.perLang) break;
      const v = faithfulVariant(p.text, lang, seeded(`variant-${p.id}`));
      if (!v) continue;
      if (skipped < (o.skip ?? 0)) {
        skipped++;
        continue;
      }
      bases.push({ id: `${p.id} (${v.edits.join("+")})`, source: "variants", lang, original: p.text, rewrite: v.text });
      n++;
    }
  }
  return { bases, pairs, fabricating };
}

/**
 * Whether the rewrite sentence at `at` restates something of the original, by a test of
 * its own (not the checker's alignment): it shares two words of five or more letters
 * (en), a run of four characters with at least two Han or katakana (zh, ja), or the
 * first three syllables of a word that are not a common ending or connective (ko) with
 * the original. A change elsewhere changes the rewrite's own additions, no claim of
 * the original; those are reported apart.
 */
export function restates(original: string, rewrite: string, at: number, lang: Lang): boolean {
  let from = 0;
  let sentence = rewrite;
  for (const s of sentencesOf(rewrite)) {
    const start = rewrite.indexOf(s, from);
    if (start <= at && at < start + s.length) {
      sentence = s;
      break;
    }
    from = start + s.length;
  }
  if (lang === "en") {
    const words = new Set(original.toLowerCase().match(/[a-z]{5,}/gu) ?? []);
    return new Set((sentence.toLowerCase().match(/[a-z]{5,}/gu) ?? []).filter((w) => words.has(w))).size >= 2;
  }
  if (lang === "ko") {
    const prefixes = new Set((original.match(/[가-힣]{3,}/gu) ?? []).map((w) => w.slice(0, 3)));
    return (sentence.match(/[가-힣]{3,}/gu) ?? []).some((w) => prefixes.has(w.slice(0, 3)) && !KO_COMMON.has(w.slice(0, 3)));
  }
  for (const run of sentence.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{4,}/gu) ?? [])
    for (let i = 0; i + 4 <= run.length; i++) {
      const piece = run.slice(i, i + 4);
      if ((piece.match(/[\p{Script=Han}\p{Script=Katakana}]/gu) ?? []).length >= 2 && original.includes(piece)) return true;
    }
  return false;
}

const KO_COMMON = new Set(["있습니", "합니다", "했습니", "됩니다", "그리고", "하지만", "그러나", "때문에", "이러한", "그러한", "우리는", "것이다", "것입니", "있었다", "하였다", "되었다", "있는데", "없습니"]);
