// 为什么这段文字读起来像机器写的（简体中文）。模式名称另行显示，原因里不再重复。
import { num, percent } from "../format";
import { LANGUAGES, names } from "./zh-names";
import type { FindingWords } from "./params";

const q = (s: string) => `“${s}”`;
const nums = (xs: readonly number[]) => xs.map((x) => num("zh", x)).join("、");

const name = (code: string) => (LANGUAGES as Record<string, string>)[code] ?? code;

export const zh: FindingWords = {
  templates: {
    "reason.span": (p) =>
      `${q(p.quote)}出现了 ${num("zh", p.count)} 次（每千词 ${num("zh", p.per1000, 1)} 次` +
      (p.paragraphsHit > 1 ? `，分布在 ${num("zh", p.paragraphs)} 段中的 ${num("zh", p.paragraphsHit)} 段` : "") +
      "）" +
      (p.total > p.count ? `；这一类全文共出现 ${num("zh", p.total)} 处。` : "。"),
    "reason.advice": (p) => `${q(p.quote)}是语言模型比人更常用的说法。仅供参考，不计入分数。`,
    "reason.check": (p, r) => {
      const detail = r(p.detail);
      const summaries = p.summaries.map(r).filter((s) => s !== detail);
      return [detail, ...summaries].join("");
    },
    "reason.document": (p) =>
      `全文共出现 ${num("zh", p.count)} 次（${p.quotes.map(q).join("、")}${p.more ? "……" : ""}；每千词 ${num("zh", p.per1000, 1)} 次）。`,
    "fix.replace": (p) => `改为${q(p.replacement)}。`,
    "fix.delete": () => "删掉。",

    "check.sentence-length-uniformity": (p) =>
      `句子长短几乎没有变化：${num("zh", p.sentences)} 个句子大多在 ${num("zh", p.lo)}–${num("zh", p.hi)} 个词之间（平均 ${num("zh", p.mean, 1)} 个词）。`,
    "check.paragraph-uniformity": (p) =>
      `${num("zh", p.paragraphs)} 个段落像是同一个模子刻出来的：每段 ${p.sentenceCounts} 句，${p.tokenCounts} 个词。`,
    "check.ending-repetition.detail": (p) => `连续 ${num("zh", p.run)} 个句子都以${q(p.ending)}结尾。`,
    "check.ending-repetition.summary": (p) => `全文有 ${num("zh", p.runs)} 处连用同一种句尾（最长连续 ${num("zh", p.longest)} 句）。`,
    "check.paragraph-question-opener.detail": (p) => `第 ${num("zh", p.paragraph)} 段以问句开头。`,
    "check.paragraph-question-opener.summary": (p) => `${num("zh", p.paragraphs)} 段中有 ${num("zh", p.count)} 段以问句开头。`,
    "check.emoji.detail": (p) => `用表情符号 ${p.emoji} 装饰正文。`,
    "check.emoji.summary": (p) => `文中有 ${num("zh", p.count)} 个装饰性表情符号。`,
    "check.boldface.detail": (p) => `${q(p.text)}被加粗了。`,
    "check.boldface.summary": (p) => `文中有 ${num("zh", p.count)} 处加粗。`,
    "check.inline-header-list.detail": (p) => `列表项以${q(p.header)}这样的小标题开头。`,
    "check.inline-header-list.summary": (p) => `有 ${num("zh", p.count)} 个列表项以加粗或冒号小标题开头。`,
    "check.title-case-heading.detail": () => "标题每个单词首字母都大写。",
    "check.title-case-heading.summary": (p) => `有 ${num("zh", p.count)} 个标题每个单词首字母都大写。`,
    "check.heading-bullets.detail": (p) => (p.heading ? "正文里夹着 Markdown 标题。" : "正文里夹着项目符号列表。"),
    "check.heading-bullets.summary": (p) => `本该是连贯正文的地方有 ${num("zh", p.headings)} 个标题、${num("zh", p.bullets)} 个列表项。`,
    "check.dash-density": (p) =>
      `共 ${num("zh", p.count)} 个破折号，每千字 ${num("zh", p.per1000, 1)} 个；超过 ${num("zh", p.threshold, 1)} 个就算痕迹。`,
    "check.curly-quotes.detail": () => "在使用直引号的文本里混入了弯引号。",
    "check.curly-quotes.summary": (p) => `弯引号 ${num("zh", p.curly)} 个，直引号 ${num("zh", p.straight)} 个。`,
    "check.triplet-lists.detail": () => "恰好并列了三个相似的项目。",
    "check.triplet-lists.summary": (p) => `文中有 ${num("zh", p.count)} 处三项并列。`,
    "check.short-line-stack.detail": (p) => `把 ${num("zh", p.lines)} 行单句短行叠在一起。`,
    "check.short-line-stack.summary": (p) => `有 ${num("zh", p.stacks)} 处堆叠单句短行（最长的一处 ${num("zh", p.longest)} 行）。`,
    "check.sentence-initial-connective": (p) =>
      `${num("zh", p.sentences)} 个句子中有 ${num("zh", p.count)} 个（${percent("zh", p.share)}）以连接词开头：${p.terms.map(q).join("、")}。`,
    "check.stylometry-hot.paragraph": (p, r) => `第 ${num("zh", p.paragraph)} 段读起来很单调：${p.reasons.map(r).join("；")}。`,
    "check.stylometry-hot.zoom": (p) => `第 ${num("zh", p.paragraph)} 段中相邻几句长度几乎相同（${nums(p.lengths)} 个词）。`,
    "check.stylometry-hot.summary": (p) => `${num("zh", p.total)} 段中有 ${num("zh", p.hot)} 段读起来单调。`,
    "hot.burstiness": (p) => `句子长短几乎不变（${nums(p.lengths)} 个词）`,
    "hot.mattr": () => "反复使用同样几个词",
    "hot.lexicon": (p) => `AI 惯用词很密集（每千词 ${num("zh", p.per1000, 1)} 次：${p.entries.map(q).join("、")}）`,
    "hot.ko-diagnostics": (p) => `韩语节奏信号一致：词块长短均匀、每句 ${num("zh", p.commas, 1)} 个逗号、词尾变化少`,
    "hot.ending-monotony": (p) => `${num("zh", p.count)} 个句子以平述体“-다”结尾（${percent("zh", p.share)}）`,
    "hot.fake-candor": () => "“说实话”之类的开场白反复出现",
    "hot.thematic-break": () => "装饰性的分隔线反复出现",
    "hot.other": (p) => p.reason,

    "warning.score-unavailable": (p) => `无法计算模式得分（${p.error}）。`,
    "warning.short-text": () => "文本不足 100 个字符，结果不太可靠。",
    "warning.mixed-language": (p) => `文本混用了多种文字（${p.scripts.join("、")}），只检查了${name(p.lang)}的模式。`,
    "warning.language-mismatch": (p) => `文本看起来是${name(p.detected)}，却按${name(p.chosen)}检查了。`,
    "warning.no-packs": (p) => `没有加载${name(p.lang)}的模式库。`,
    "warning.stylometry-skipped": () => "文本太短，未检查节奏方面的问题。",
  },
  ...names,
};
