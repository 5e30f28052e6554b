// Faithful variants of human paragraphs for bench:meaning: the same claims, moved
// around the way a careful rewrite moves them — sentences reordered, one split in
// two or two merged into one, figures written another way (1,000 ↔ 1000, 30 → 서른 /
// 三十 / thirty, 24時間 → 二十四時間), intensifiers dropped. Written apart from the
// checker (nothing here imports lib/meaning).
import type { Lang } from "../../lib/engine/types";
import { inWords } from "./perturb";

export interface Variant {
  text: string;
  /** The edits made, for the report ("reorder", "split", "merge", "notation", "intensifiers"). */
  edits: string[];
}

/** Sentences with their trailing space, so joining them gives the text back. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(/[.!?](?=\s+[A-Z"“0-9가-힣])\s+|[。！？]+[」』”]?\s*|(?<=[다요죠])\.\s+/gu)) {
    const end = m.index + m[0].length;
    out.push(text.slice(from, end));
    from = end;
  }
  if (from < text.length) out.push(text.slice(from));
  return out.filter((s) => s.trim() !== "");
}

const withBreak = (s: string, lang: Lang) => (lang === "en" || lang === "ko" ? `${s.trimEnd()} ` : s.trimEnd());

function reorder(parts: string[], lang: Lang, rnd: () => number): string[] | null {
  if (parts.length < 3) return null;
  const from = 1 + Math.floor(rnd() * (parts.length - 1));
  let to = Math.floor(rnd() * parts.length);
  if (to === from) to = (to + 2) % parts.length;
  const out = parts.map((p) => withBreak(p, lang));
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}

/** One sentence in two, at a clause break the language allows to become a full stop. */
function split(parts: string[], lang: Lang, rnd: () => number): string[] | null {
  const rules: Record<Lang, [RegExp, (m: RegExpExecArray) => string][]> = {
    en: [[/, (and|so|but|which) (?=[a-z])/u, (m) => (m[1] === "and" ? ".|" : m[1] === "so" ? ".|So " : m[1] === "but" ? ".|But " : ".|It ")], [/; /u, () => ".|"]],
    ko: [[/(았|었|였|했|있|없|겠)고, /u, (m) => `${m[1]}다.|`], [/하고, /u, () => "한다.|"], [/(았|었|였|했|있|없)으?며, /u, (m) => `${m[1]}다.|`], [/(이)며, /u, () => "이다.|"]],
    zh: [[/，(?=[^，。]{6,})/u, () => "。|"]],
    ja: [[/であり、/u, () => "である。|"], [/ており、/u, () => "ている。|"], [/(?<=[\p{Script=Han}])し、/u, () => "した。|"]],
  };
  const candidates = parts.map((p, i) => ({ p, i })).filter(({ p }) => rules[lang].some(([re]) => re.test(p)));
  if (!candidates.length) return null;
  const { p, i } = candidates[Math.floor(rnd() * candidates.length)];
  for (const [re, to] of rules[lang]) {
    const m = re.exec(p);
    if (!m) continue;
    // The rule's "|" marks where the first sentence ends and the second begins.
    const [end, lead] = to(m as RegExpExecArray).split("|");
    let rest = p.slice(m.index + m[0].length);
    if (lang === "en" && !lead) rest = rest[0].toUpperCase() + rest.slice(1);
    const out = [...parts];
    out.splice(i, 1, p.slice(0, m.index) + end + (lang === "en" || lang === "ko" ? " " : ""), lead + rest);
    return out.map((x, k) => (k < out.length - 1 ? withBreak(x, lang) : x));
  }
  return null;
}

/** Two neighbouring sentences in one. */
function merge(parts: string[], lang: Lang, rnd: () => number): string[] | null {
  if (parts.length < 2) return null;
  const ok = (a: string, b: string) =>
    lang === "en" ? /\.\s*$/u.test(a) && /^[A-Z][a-z]/u.test(b.trim()) && !/^I\b/u.test(b.trim()) : lang === "ko" ? /(았|었|였|했|있|없)다\.\s*$/u.test(a) : lang === "zh" ? /。$/u.test(a.trim()) : /(?:である|ている)。$/u.test(a.trim());
  const options = parts.slice(0, -1).map((_, i) => i).filter((i) => ok(parts[i], parts[i + 1]));
  if (!options.length) return null;
  const i = options[Math.floor(rnd() * options.length)];
  const a = parts[i].trimEnd();
  const b = parts[i + 1];
  let joined: string;
  if (lang === "en") joined = `${a.replace(/\.$/u, "")}; ${b.trim()[0].toLowerCase()}${b.trim().slice(1)}`;
  else if (lang === "ko") joined = `${a.replace(/(았|었|였|했|있|없)다\.$/u, "$1고,")} ${b.trim()}`;
  else if (lang === "zh") joined = `${a.replace(/。$/u, "，")}${b.trim()}`;
  else joined = `${a.replace(/である。$/u, "であり、").replace(/ている。$/u, "ており、")}${b.trim()}`;
  const out = [...parts];
  out.splice(i, 2, joined + (i + 2 < parts.length ? (lang === "en" || lang === "ko" ? " " : "") : ""));
  return out.map((x, k) => (k < out.length - 1 ? withBreak(x, lang) : x));
}

/** Figures written another way: separators added or dropped, small counts in words. */
function notation(text: string, lang: Lang, rnd: () => number): string | null {
  let changed = false;
  let budget = 2;
  const out = text.replace(/(?<![\d.,A-Za-z:/-])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,:/-]|[A-Za-z])(\s?)(개|명|건|곳|시간|년|일|個|个|名|人|件|時間|小时|年|日|people|hours|days|years|times)?/gu, (m, fig: string, space: string, unit: string | undefined) => {
    if (budget === 0 || rnd() < 0.3) return m;
    const v = Number(fig.replace(/,/gu, ""));
    // Years keep their form (1863년 is never 1,863년).
    if (/^1\d{3}$|^20\d\d$/u.test(fig) || /^[年년]/u.test(unit ?? "")) return m;
    let next: string | null = null;
    if (fig.includes(",")) next = fig.replace(/,/gu, "");
    else if (v >= 1000) next = v.toLocaleString("en-US");
    else if (unit && v >= 2 && v < 100) {
      const words = inWords(v, lang, rnd);
      next = lang === "en" || (lang === "ko" && /[가-힣]$/u.test(words)) ? `${words} ` : words;
      return (budget--, (changed = true), `${next}${unit}`);
    }
    if (!next) return m;
    budget--;
    changed = true;
    return `${next}${space}${unit ?? ""}`;
  });
  return changed ? out : null;
}

const INTENSIFIERS: Record<Lang, RegExp> = {
  en: /\b(?:very|really|extremely|highly|incredibly|truly|quite) (?=[a-z])/gu,
  ko: /(?<![가-힣])(?:매우|아주|정말|굉장히|무척|너무나) /gu,
  zh: /非常|特别(?=[的地]?[\p{Script=Han}])|极其|相当/gu,
  ja: /とても|非常に|大変(?=[\p{Script=Hiragana}\p{Script=Han}])|極めて/gu,
};

export function faithfulVariant(paragraph: string, lang: Lang, rnd: () => number): Variant | null {
  let parts = sentencesOf(paragraph);
  if (parts.length < 2) return null;
  const edits: string[] = [];
  const structural = rnd() < 0.5 ? [split, merge] : [merge, split];
  for (const f of structural) {
    const next = f(parts, lang, rnd);
    if (next) {
      parts = next;
      edits.push(f === split ? "split" : "merge");
      break;
    }
  }
  const moved = reorder(parts, lang, rnd);
  if (moved) {
    parts = moved;
    edits.push("reorder");
  }
  let text = parts.join("");
  const renumbered = notation(text, lang, rnd);
  if (renumbered) {
    text = renumbered;
    edits.push("notation");
  }
  const plain = text.replace(INTENSIFIERS[lang], "");
  if (plain !== text) {
    text = plain;
    edits.push("intensifiers");
  }
  return edits.length ? { text: text.trim(), edits } : null;
}
