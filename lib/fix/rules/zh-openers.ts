// The answer that opens by defining its topic ("癫痫是一种常见的神经系统疾病"). The definition
// carries content and stays; what makes it read as a model's is the measure word of the
// indefinite "是一种/一个/一款…" (the English "is a …" carried over, which Chinese usage guides
// tell writers to drop): "癫痫是常见的神经系统疾病". It goes only before a modified noun phrase
// (a 的 in the clause), where the bare predicate noun reads whole; before a counted noun
// (一个月, 一个人) 一 is the number and stays.
import { rule } from "./define";

/** "是" + the measure word the detector matches, at the end of the opener span (an adverb or 常见的 may follow). */
const MEASURE = /是(一种|一个|一项|一款|一门)(?:非常|很|常见的|比较)?$/u;
/** Nouns 一个/一种 counts rather than introduces ("是一个月", "是一个人的选择", "是一种以上"). */
const COUNTED = /^(?:人|月|年|天|日|周|星期|小时|分钟|秒|次|倍|半|些|点|样|家|国|以上|多|整)/u;

export const zhDefinitionMeasure = rule({
  id: "zh.definition-measure",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-throat-clearing-openers"],
  examples: [
    { before: "⟦癫痫是一种常见的⟧神经系统疾病，发作时身体会抽搐。", after: "癫痫是常见的神经系统疾病，发作时身体会抽搐。" },
    { before: "⟦时间是一个⟧抽象的概念，它指的是事件的持续。", after: "时间是抽象的概念，它指的是事件的持续。" },
    { before: "⟦统计学是一门⟧研究如何收集和分析数据的学科。", after: "统计学是研究如何收集和分析数据的学科。" },
    { before: "⟦这款游戏是一款非常⟧受欢迎的射击游戏。", after: "这款游戏是非常受欢迎的射击游戏。" },
    // No 的: a bare "是恶性肿瘤" reads clipped; the definition keeps its measure word.
    { before: "⟦这种癌是一种⟧恶性肿瘤，具有宫内膜样特征。", after: null },
    // 一个 counts here: "是月的时间" is not Chinese.
    { before: "⟦疗程是一个⟧月的时间，需要按时服药。", after: null },
  ],
  propose(site, id) {
    const m = MEASURE.exec(site.span);
    if (!m) return null;
    const at = site.start + m.index + 1;
    const rest = site.text.slice(site.end, site.sentence.end);
    const clause = rest.split(/[，,。！？；;：:\n]/u)[0];
    if (!/的/u.test(site.span.slice(m.index + 1 + m[1].length) + clause)) return null;
    if (COUNTED.test(site.text.slice(at + m[1].length, at + m[1].length + 2).replace(/^(?:非常|很|比较)/u, "")) && !site.span.endsWith("的")) return null;
    return site.edit(at, at + m[1].length, "", id, "delete", m[1], "");
  },
});

export const ZH_OPENER_RULES = [zhDefinitionMeasure];
