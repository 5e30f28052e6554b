// 文章が機械の書いたものに読める理由（日本語）。パターン名は横に表示するので、理由では繰り返さない。
import { num, percent } from "../format";
import { LANGUAGES, names } from "./ja-names";
import type { FindingWords } from "./params";

const q = (s: string) => `「${s}」`;
const nums = (xs: readonly number[]) => xs.map((x) => num("ja", x)).join("、");

const name = (code: string) => (LANGUAGES as Record<string, string>)[code] ?? code;

export const ja: FindingWords = {
  templates: {
    "reason.span": (p) =>
      `${q(p.quote)}が ${num("ja", p.count)} 回出てきます（1,000 語あたり ${num("ja", p.per1000, 1)} 回` +
      (p.paragraphsHit > 1 ? `、${num("ja", p.paragraphs)} 段落中 ${num("ja", p.paragraphsHit)} 段落` : "") +
      "）" +
      (p.total > p.count ? `。このパターンは全体で ${num("ja", p.total)} か所あります。` : "。"),
    "reason.advice": (p) => `${q(p.quote)}は、人より言語モデルがよく使う言い回しです。参考のための指摘で、スコアには数えません。`,
    "reason.check": (p, r) => {
      const detail = r(p.detail);
      const summaries = p.summaries.map(r).filter((s) => s !== detail);
      return [detail, ...summaries].join("");
    },
    "reason.document": (p) =>
      `文章全体で ${num("ja", p.count)} 回出てきます（${p.quotes.map(q).join("、")}${p.more ? "…" : ""}。1,000 語あたり ${num("ja", p.per1000, 1)} 回）。`,
    "fix.replace": (p) => `${q(p.replacement)}に置き換えてください。`,
    "fix.delete": () => "削除してください。",

    "check.sentence-length-uniformity": (p) =>
      `文の長さがほとんど変わりません。${num("ja", p.sentences)} 文の大半が ${num("ja", p.lo)}〜${num("ja", p.hi)} 語です（平均 ${num("ja", p.mean, 1)} 語）。`,
    "check.paragraph-uniformity": (p) =>
      `${num("ja", p.paragraphs)} つの段落が同じ型で作られたようです。どの段落も ${p.sentenceCounts} 文、${p.tokenCounts} 語です。`,
    "check.ending-repetition.detail": (p) => `${num("ja", p.run)} 文続けて${q(p.ending)}で終わっています。`,
    "check.ending-repetition.summary": (p) => `同じ文末が続く箇所が ${num("ja", p.runs)} か所あります（最長 ${num("ja", p.longest)} 文）。`,
    "check.paragraph-question-opener.detail": (p) => `第 ${num("ja", p.paragraph)} 段落が問いかけで始まっています。`,
    "check.paragraph-question-opener.summary": (p) => `${num("ja", p.paragraphs)} 段落中 ${num("ja", p.count)} 段落が問いかけで始まっています。`,
    "check.emoji.detail": (p) => `絵文字 ${p.emoji} を飾りに使っています。`,
    "check.emoji.summary": (p) => `飾りの絵文字が ${num("ja", p.count)} 個あります。`,
    "check.boldface.detail": (p) => `${q(p.text)}が太字になっています。`,
    "check.boldface.summary": (p) => `太字が ${num("ja", p.count)} か所あります。`,
    "check.inline-header-list.detail": (p) => `箇条書きの項目が${q(p.header)}のような見出しで始まっています。`,
    "check.inline-header-list.summary": (p) => `太字やコロンの見出しで始まる項目が ${num("ja", p.count)} 個あります。`,
    "check.title-case-heading.detail": () => "見出しの単語がすべて大文字で始まっています。",
    "check.title-case-heading.summary": (p) => `単語ごとに大文字で始まる見出しが ${num("ja", p.count)} 個あります。`,
    "check.heading-bullets.detail": (p) => (p.heading ? "地の文の中に Markdown の見出しがあります。" : "地の文の中に箇条書きがあります。"),
    "check.heading-bullets.summary": (p) => `地の文であるべき箇所に見出しが ${num("ja", p.headings)} 個、箇条書きが ${num("ja", p.bullets)} 項目あります。`,
    "check.dash-density": (p) =>
      `ダッシュが ${num("ja", p.count)} 個、1,000 文字あたり ${num("ja", p.per1000, 1)} 個です。${num("ja", p.threshold, 1)} 個を超えると痕跡とみなします。`,
    "check.curly-quotes.detail": () => "まっすぐな引用符を使う文章に、曲がった引用符が混じっています。",
    "check.curly-quotes.summary": (p) => `曲がった引用符が ${num("ja", p.curly)} 個、まっすぐな引用符が ${num("ja", p.straight)} 個です。`,
    "check.triplet-lists.detail": () => "似た項目をちょうど三つ並べています。",
    "check.triplet-lists.summary": (p) => `三つ並べが ${num("ja", p.count)} か所あります。`,
    "check.short-line-stack.detail": (p) => `一文だけの行を ${num("ja", p.lines)} 行積み重ねています。`,
    "check.short-line-stack.summary": (p) => `一文だけの行を積み重ねた箇所が ${num("ja", p.stacks)} か所あります（最長 ${num("ja", p.longest)} 行）。`,
    "check.sentence-initial-connective": (p) =>
      `${num("ja", p.sentences)} 文中 ${num("ja", p.count)} 文（${percent("ja", p.share)}）が接続詞で始まっています：${p.terms.map(q).join("、")}。`,
    "check.stylometry-hot.paragraph": (p, r) => `第 ${num("ja", p.paragraph)} 段落が単調に読めます。${p.reasons.map(r).join("。")}。`,
    "check.stylometry-hot.zoom": (p) => `第 ${num("ja", p.paragraph)} 段落で、隣り合う文の長さがほぼ同じです（${nums(p.lengths)} 語）。`,
    "check.stylometry-hot.summary": (p) => `${num("ja", p.total)} 段落中 ${num("ja", p.hot)} 段落が単調に読めます。`,
    "hot.burstiness": (p) => `文の長さがほとんど変わりません（${nums(p.lengths)} 語）`,
    "hot.mattr": () => "同じ少数の語を何度も使っています",
    "hot.lexicon": (p) => `AI がよく使う語が密集しています（1,000 語あたり ${num("ja", p.per1000, 1)} 回：${p.entries.map(q).join("、")}）`,
    "hot.ko-diagnostics": (p) => `韓国語のリズムの信号がそろっています（語のまとまりの長さが均一、1 文に読点 ${num("ja", p.commas, 1)} 個、語尾の種類が少ない）`,
    "hot.ending-monotony": (p) => `${num("ja", p.count)} 文（${percent("ja", p.share)}）が平叙形「-다」で終わっています`,
    "hot.fake-candor": () => "「正直に言うと」のような前置きが繰り返し出てきます",
    "hot.thematic-break": () => "飾りの区切り線が繰り返し出てきます",
    "hot.other": (p) => p.reason,

    "warning.score-unavailable": (p) => `パターンスコアを計算できませんでした（${p.error}）。`,
    "warning.short-text": () => "文章が 100 文字未満のため、結果はあまり当てになりません。",
    "warning.mixed-language": (p) => `複数の文字が混じった文章です（${p.scripts.join("、")}）。${name(p.lang)}のパターンだけを調べました。`,
    "warning.language-mismatch": (p) => `${name(p.detected)}に見える文章を${name(p.chosen)}として調べました。`,
    "warning.no-packs": (p) => `${name(p.lang)}のパターン集が読み込まれていません。`,
    "warning.stylometry-skipped": () => "文章が短いため、リズムに関する指摘は調べていません。",
  },
  ...names,
};
