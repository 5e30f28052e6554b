// Meaning-changing edits of a rewrite, for bench:meaning and the tests: one number,
// one negation, one quantifier or one causal connective changed. Each returns null
// when the text has nothing of that kind to change.
import type { Lang } from "../engine/types";

export type PerturbationKind = "number" | "negation" | "quantifier" | "causal";
export const PERTURBATION_KINDS: readonly PerturbationKind[] = ["number", "negation", "quantifier", "causal"];

export interface Perturbation {
  kind: PerturbationKind;
  text: string;
  /** What changed, for reports: "30 → 37". */
  change: string;
  /** The text that was replaced (before the change), and where. */
  from: string;
  at: number;
}

type Swap = [from: string, to: string];

// Pairs tried in order; the first that occurs in the text is applied once (first occurrence).
const NEGATION: Record<Lang, Swap[]> = {
  en: [[" not ", " "], ["n't ", " "], [" never ", " always "], [" no ", " some "], [" is ", " is not "], [" are ", " are not "], [" was ", " was not "], [" were ", " were not "], [" can ", " cannot "], [" will ", " will not "], [" has ", " has not "], [" have ", " have not "]],
  ko: [["지 않았다", "었다"], ["지 않는다", "는다"], ["없다", "있다"], ["없었다", "있었다"], ["있다", "없다"], ["있었다", "없었다"], ["했다", "하지 않았다"], ["한다", "하지 않는다"], ["된다", "되지 않는다"], ["됐다", "되지 않았다"], ["이다", "이 아니다"]],
  zh: [["不是", "是"], ["没有", "有"], ["不会", "会"], ["不能", "能"], ["是", "不是"], ["有", "没有"], ["会", "不会"], ["能", "不能"], ["了", "没有"]],
  ja: [["ではない", "である"], ["ません", "ます"], ["ない", "ある"], ["ある", "ない"], ["いる", "いない"], ["です", "ではありません"], ["ます", "ません"], ["した", "しなかった"], ["だ。", "ではない。"]],
};

const QUANTIFIER: Record<Lang, Swap[]> = {
  en: [[" all ", " some "], ["All ", "Some "], [" every ", " some "], ["Every ", "Some "], [" always ", " sometimes "], [" most ", " few "], ["Most ", "Few "], [" many ", " few "], ["Many ", "Few "], [" some ", " all "], ["Some ", "All "], [" each ", " some "], [" never ", " sometimes "]],
  ko: [["모든", "일부"], ["모두", "일부"], ["항상", "가끔"], ["대부분", "일부"], ["전부", "일부"], ["일부", "모든"], ["많은", "적은"], ["가끔", "항상"]],
  zh: [["所有", "部分"], ["全部", "部分"], ["总是", "有时"], ["大多数", "少数"], ["大部分", "小部分"], ["每个", "个别"], ["都", "有的"], ["一些", "所有"], ["部分", "全部"], ["很多", "很少"]],
  ja: [["すべて", "一部"], ["全て", "一部"], ["常に", "時々"], ["いつも", "時々"], ["ほとんど", "一部"], ["多く", "少し"], ["全員", "一部"], ["一部", "すべて"], ["必ず", "時々"]],
};

const CAUSAL: Record<Lang, Swap[]> = {
  en: [["because", "although"], ["Because", "Although"], ["therefore", "however"], ["Therefore", "However"], ["due to", "despite"], ["thanks to", "despite"], [", so ", ", but "], ["as a result", "even so"], ["led to", "came despite"], ["which means", "even though"]],
  ko: [["때문에", "에도 불구하고"], ["그래서", "하지만"], ["따라서", "그러나"], ["덕분에", "에도 불구하고"], ["으로 인해", "에도 불구하고"], ["로 인해", "에도 불구하고"], ["므로", "지만"], ["니까", "지만"]],
  zh: [["因为", "虽然"], ["所以", "但是"], ["因此", "然而"], ["由于", "尽管"], ["导致", "却没有导致"], ["于是", "可是"], ["从而", "然而"]],
  ja: [["ので", "のに"], ["ため", "にもかかわらず"], ["だから", "しかし"], ["そのため", "しかし"], ["によって", "にもかかわらず"], ["により", "にもかかわらず"], ["結果", "一方"]],
};

type Edit = { text: string; change: string; from: string; at: number };

function swapFirst(text: string, swaps: Swap[]): Edit | null {
  for (const [from, to] of swaps) {
    const at = text.indexOf(from);
    if (at !== -1) return { text: text.slice(0, at) + to + text.slice(at + from.length), change: `${from.trim()} → ${to.trim()}`, from: from.trim(), at };
  }
  return null;
}

function changeNumber(text: string): Edit | null {
  const m = /\d+(?:[.,]\d+)?/u.exec(text);
  if (!m) return null;
  const digits = m[0];
  const value = Number(digits.replace(/,/gu, ""));
  const next = Number.isInteger(value) ? String(value + (value >= 10 ? Math.max(1, Math.round(value * 0.3)) : 3)) : String(Math.round((value + 1.5) * 10) / 10);
  return { text: text.slice(0, m.index) + next + text.slice(m.index + digits.length), change: `${digits} → ${next}`, from: digits, at: m.index };
}

const EN_WORD_NUMBERS: Swap[] = [["two", "five"], ["three", "seven"], ["four", "nine"], ["five", "eight"], ["six", "eleven"], ["seven", "four"], ["eight", "three"], ["nine", "two"], ["ten", "twenty"], ["twelve", "thirty"], ["twenty", "fifty"], ["hundred", "thousand"], ["million", "billion"]];

export function perturb(text: string, lang: Lang, kind: PerturbationKind): Perturbation | null {
  let r: Edit | null = null;
  if (kind === "number") r = changeNumber(text) ?? (lang === "en" ? swapFirst(text, EN_WORD_NUMBERS.map(([a, b]) => [` ${a} `, ` ${b} `] as Swap)) : null);
  else if (kind === "negation") r = swapFirst(text, NEGATION[lang]);
  else if (kind === "quantifier") r = swapFirst(text, QUANTIFIER[lang]);
  else r = swapFirst(text, CAUSAL[lang]);
  return r && r.text !== text ? { kind, ...r } : null;
}
