// Markup and decoration, the same in every language: bold spans lose their asterisks,
// decorative emoji and slide-deck bullets and heading marks go, and dashes that bracket an
// aside become commas (or a colon, in English, where one dash introduces what follows).
import type { Lang } from "../../engine/types";
import type { FixRule } from "../types";
import { rule } from "./define";

const EXAMPLES: Record<Lang, { bold: string; boldAfter: string; emoji: string; emojiAfter: string; bullet: string; bulletAfter: string; sentence: string }> = {
  en: { bold: "Use ⟦**plain**⟧ words.", boldAfter: "Use plain words.", emoji: "Launch day is here ⟦🚀⟧", emojiAfter: "Launch day is here", bullet: "Costs:\n⟦-⟧ rent\n- food", bulletAfter: "⟦-⟧ Rent rose by a third last year.\n- Food cost more.", sentence: "Rent rose by a third last year.\n- Food cost more." },
  ko: { bold: "⟦**핵심 원리**⟧를 익힌다.", boldAfter: "핵심 원리를 익힌다.", emoji: "출시했습니다 ⟦🚀⟧", emojiAfter: "출시했습니다", bullet: "비용:\n⟦-⟧ 임대료\n- 식비", bulletAfter: "⟦-⟧ 임대료가 올랐다.\n- 식비도 늘었다.", sentence: "임대료가 올랐다.\n- 식비도 늘었다." },
  zh: { bold: "先学⟦**基本原理**⟧。", boldAfter: "先学基本原理。", emoji: "新品上市了⟦🚀⟧", emojiAfter: "新品上市了", bullet: "费用：\n⟦-⟧ 房租\n- 伙食", bulletAfter: "⟦-⟧ 房租涨了。\n- 伙食也贵了。", sentence: "房租涨了。\n- 伙食也贵了。" },
  ja: { bold: "まず⟦**基本原理**⟧を学ぶ。", boldAfter: "まず基本原理を学ぶ。", emoji: "発売しました⟦🚀⟧", emojiAfter: "発売しました", bullet: "費用：\n⟦-⟧ 家賃\n- 食費", bulletAfter: "⟦-⟧ 家賃が上がった。\n- 食費も増えた。", sentence: "家賃が上がった。\n- 食費も増えた。" },
};

const BOLD = /^(\*\*|__)([\s\S]+)\1$/u;
// Pictographs, regional indicators, and the joiners and modifiers that attach to them.
const EMOJI = /^(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}|\u{20E3}|[\u{1F3FB}-\u{1F3FF}])+$/u;
const TRAILING_MODIFIER = /^(?:\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}])/u;
const MARK = /^(?:#{1,6}|[-*+•·▪►✓✔]|\d{1,2}[.)])$/u;
// A full stop alone does not make an item a sentence: a reference list ends its entries with one
// ("- 日本施設園芸協会."). Where the language marks a predicate plainly, the item must carry it:
// Japanese kana (a sentence of kanji only is a name or a title), a Korean final ending.
const PREDICATE: Partial<Record<Lang, RegExp>> = {
  ja: /\p{Script=Hiragana}/u,
  ko: /[다요죠까][.!?。]["'”’」』)）]?$/u,
};
const ENTRY: Partial<Record<Lang, string>> = { ja: "⟦-⟧ 日本施設園芸協会.\n- 農林水産省.", ko: "⟦-⟧ 한국농촌경제연구원.\n- 통계청." };

function markupRules(lang: Lang): FixRule[] {
  const ex = EXAMPLES[lang];
  const p = (name: string) => `${lang}-${name}`;
  const stripBold = rule({
    id: `${lang}.strip-bold`,
    lang,
    kind: "markup",
    patterns: [p("boldface-overuse"), p("inline-header-list"), p("inline-header-lists")],
    examples: [{ before: ex.bold, after: ex.boldAfter }],
    propose(site, id) {
      const m = BOLD.exec(site.span);
      if (!m) return null;
      return site.replace(m[2], id, "markup");
    },
  });
  const dropEmoji = rule({
    id: `${lang}.delete-emoji`,
    lang,
    kind: "delete",
    patterns: [p("emoji"), p("emojis")],
    examples: [{ before: ex.emoji, after: ex.emojiAfter }],
    propose(site, id) {
      if (!EMOJI.test(site.span)) return null;
      // An emoji standing in for a word ("I ❤ NY") is content; one beside words is decoration.
      let start = site.start;
      let end = site.end;
      for (let m = TRAILING_MODIFIER.exec(site.text.slice(end, end + 2)); m; m = TRAILING_MODIFIER.exec(site.text.slice(end, end + 2))) end += m[0].length;
      if (site.text[end] === " " && (start === 0 || /\s/.test(site.text[start - 1]))) end++;
      else while (start > 0 && site.text[start - 1] === " ") start--;
      return site.edit(start, end, "", id, "delete", site.span, "");
    },
  });
  const dropMark = rule({
    id: `${lang}.delete-list-mark`,
    lang,
    kind: "markup",
    patterns: [p("inline-header-list"), p("inline-header-lists"), p("structural-repetition"), p("title-case-headings")],
    // A fragment ("- rent") stays a list item; an item that is a whole sentence becomes a plain line.
    examples: [{ before: ex.bullet, after: null }, { before: ex.bulletAfter, after: ex.sentence }, ...(ENTRY[lang] ? [{ before: ENTRY[lang]!, after: null }] : [])],
    propose(site, id) {
      if (!MARK.test(site.span)) return null;
      const lineStart = site.text.lastIndexOf("\n", site.start - 1) + 1;
      if (site.text.slice(lineStart, site.start).trim() !== "") return null;
      const lineEnd = site.text.indexOf("\n", site.end);
      const item = site.text.slice(site.end, lineEnd === -1 ? site.text.length : lineEnd).trim();
      if (!/[.!?。！？]["'”’」』)）]?$/u.test(item)) return null;
      if (PREDICATE[lang] && !PREDICATE[lang]!.test(item)) return null;
      let end = site.end;
      while (site.text[end] === " " || site.text[end] === "\t") end++;
      // The item's first word now opens a line: in English it takes a capital.
      const first = site.text[end];
      if (lang === "en" && first && /\p{Ll}/u.test(first)) return site.edit(lineStart, end + 1, first.toUpperCase(), id, "markup", site.text.slice(lineStart, end), "");
      return site.edit(lineStart, end, "", id, "markup", site.text.slice(lineStart, end), "");
    },
  });
  const headerColon = rule({
    id: `${lang}.list-header`,
    lang,
    kind: "markup",
    patterns: [p("inline-header-list"), p("inline-header-lists")],
    examples: [{ before: HEADER_EXAMPLES[lang][0], after: HEADER_EXAMPLES[lang][1] }, { before: HEADER_EXAMPLES[lang][2], after: HEADER_EXAMPLES[lang][3] }],
    propose(site, id) {
      const m = /^(?:\*\*|__)?([^*_:：\n]{1,60}?)\s*(?:(?:\*\*|__)\s*[:：]|[:：]\s*(?:\*\*|__)?)$/u.exec(site.span);
      if (!m) return null;
      const header = m[1].trim();
      const lineEnd = site.text.indexOf("\n", site.end);
      const rest = site.text.slice(site.end, lineEnd === -1 ? site.text.length : lineEnd);
      // A heading on its own line: English headings take no colon; a CJK one (結論：) is the writer's style, left alone.
      if (rest.trim() === "") return lang === "en" ? site.replace(header, id, "markup") : null;
      // A header the item's own sentence repeats ("降低血压：…有助于降低血压。") says nothing new;
      // only that sentence counts (a flattened list runs many items into one line).
      const own = /^[^。！？!?]*(?:[。！？!?]|\.(?=\s|$))?/u.exec(rest)![0];
      if (!repeats(header, own, lang)) return null;
      let end = site.end;
      while (site.text[end] === " " || site.text[end] === "\t") end++;
      const first = site.text[end];
      if (lang === "en" && first && /\p{Ll}/u.test(first)) return site.edit(site.start, end + 1, first.toUpperCase(), id, "markup", site.span, "");
      return site.edit(site.start, end, "", id, "markup", site.span, "");
    },
  });
  return [stripBold, dropEmoji, dropMark, headerColon];
}

const HEADER_EXAMPLES: Record<Lang, [string, string | null, string, string]> = {
  en: ["1. ⟦Background:⟧\nThe town grew.", "1. Background\nThe town grew.", "- ⟦Lower costs:⟧ Buying in bulk lowers costs.", "- Buying in bulk lowers costs."],
  ko: ["1. ⟦배경:⟧\n마을이 커졌다.", null, "- ⟦비용 절감:⟧ 대량으로 사면 비용 절감이 된다.", "- 대량으로 사면 비용 절감이 된다."],
  zh: ["1. ⟦背景：⟧\n城镇扩大了。", null, "2. ⟦降低血压：⟧绿豆含钾，有助于降低血压。", "2. 绿豆含钾，有助于降低血压。"],
  ja: ["1. ⟦背景：⟧\n町が大きくなった。", null, "- ⟦費用の削減：⟧まとめ買いで費用を削減できる。", "- まとめ買いで費用を削減できる。"],
};

/** Whether most of a header's words (CJK: character pairs) recur in the text after it. */
function repeats(header: string, body: string, lang: Lang): boolean {
  if (lang === "en") {
    const words = header.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    if (words.length === 0) return false;
    const b = body.toLowerCase();
    return words.filter((w) => b.includes(w.slice(0, Math.max(4, w.length - 2)))).length / words.length >= 0.6;
  }
  // Pairs inside runs of content characters: particles and kana endings (の, を, 을, 의) do not count.
  const runs = header.match(/[\p{Script=Han}\p{Script=Katakana}ー\p{Script=Hangul}A-Za-z0-9]+/gu) ?? [];
  const pairs = runs.flatMap((r) => {
    const chars = [...r];
    return chars.length === 1 ? chars : chars.slice(1).map((c, i) => chars[i] + c);
  });
  if (pairs.length === 0) return false;
  return pairs.filter((p) => body.includes(p)).length / pairs.length >= 0.6;
}

export const dashToComma = rule({
  id: "en.dash-pair",
  lang: "en",
  kind: "restructure",
  patterns: ["en-em-dash-overuse"],
  examples: [
    { before: "The plan ⟦—⟧ cheap and quick — worked.", after: "The plan, cheap and quick, worked." },
    { before: "She had one rule ⟦—⟧ never lie.", after: "She had one rule: never lie." },
  ],
  propose(site, id) {
    const t = site.text;
    const s = site.sentence;
    const sentence = t.slice(s.start, s.end);
    const at = site.start - s.start;
    const dashes = [...sentence.matchAll(/\s?(?:—|--|–)\s?/gu)];
    const me = dashes.findIndex((d) => d.index! <= at && at < d.index! + d[0].length);
    if (me === -1) return null;
    const mine = dashes[me];
    const seam = (d: RegExpMatchArray) => ({ start: s.start + d.index!, end: s.start + d.index! + d[0].length });
    // A pair bracketing an aside: both become commas, as one edit.
    if (dashes.length === 2) {
      const [a, b] = dashes.map(seam);
      const inner = t.slice(a.end, b.start);
      const to = `, ${inner}, `;
      return site.edit(a.start, b.end, to, id, "restructure", t.slice(a.start, b.end), to.trim());
    }
    if (dashes.length === 1) {
      const r = seam(mine);
      const tail = t.slice(r.end, s.end);
      // One dash before a short ending introduces it: a colon; otherwise a comma.
      const short = tail.split(/\s+/).length <= 8;
      const first = short ? ": " : ", ";
      return [site.edit(r.start, r.end, first, id, "restructure", t.slice(r.start, r.end), first.trim()), site.edit(r.start, r.end, short ? ", " : "; ", id, "restructure", t.slice(r.start, r.end), short ? "," : ";")];
    }
    return null;
  },
});

export const MARKUP_RULES: FixRule[] = [...(["en", "ko", "zh", "ja"] as const).flatMap(markupRules), dashToComma];
