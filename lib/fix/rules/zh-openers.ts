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

/**
 * Openers that announce instead of saying: 展望未来 ("looking ahead") before a sentence that
 * already speaks of the future, 说到底 ("in the end") before the point itself. What follows
 * is the claim; the opener and its comma go. Not 很多人不知道/没有意识到: lib/meaning reads
 * their 不/没 as a denial the rewrite would drop, and no fix is offered.
 */
const FRAMING_OPENERS = new Set(["展望未来", "说到底", "归根到底", "鲜为人知的是"]);
/** "真正的关键在于" → "关键是": the point stays, the "what nobody tells you" drum roll goes. */
const REAL_POINT: Readonly<Record<string, string>> = { 真正的关键在于: "关键是", 真正的问题在于: "问题是", 真正的问题是: "问题是" };

export const zhDropFramingOpener = rule({
  id: "zh.drop-framing-opener",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-challenges-and-prospects", "zh-faux-insight-setup"],
  examples: [
    { before: "成本已经下降。⟦展望未来⟧，新能源汽车将进一步普及。", after: "成本已经下降。新能源汽车将进一步普及。" },
    { before: "⟦说到底⟧，睡眠比咖啡管用。", after: "睡眠比咖啡管用。" },
    // Inside a sentence 展望未来 is a verb phrase with its own object: it stays.
    { before: "我们要⟦展望未来⟧的发展。", after: null },
    { before: "⟦鲜为人知的是⟧，这座桥建于明代。", after: "这座桥建于明代。" },
    { before: "减肥失败，⟦真正的问题在于⟧晚饭吃得太晚。", after: "减肥失败，问题是晚饭吃得太晚。" },
  ],
  propose(site, id) {
    const point = REAL_POINT[site.span];
    if (point) return site.replace(point, id, "replace");
    const word = site.span.replace(/[，,\s]+$/u, "");
    if (!FRAMING_OPENERS.has(word) || !site.atStart()) return null;
    if (!/^[，,]/u.test(site.text.slice(site.start + word.length, site.start + word.length + 1))) return null;
    return site.delete(id, site.start, site.start + word.length + 1);
  },
});

/**
 * A colon after 是/在于 before the answer in the same sentence ("秘诀很简单，就是：坚持。"): the
 * national punctuation standard (GB/T 15834) gives 是 no colon unless a list or a long
 * quotation follows; the reveal's drum roll goes with it. A colon that opens a list (a line
 * break or a numbered item after it) stays.
 */
export const zhRevealColon = rule({
  id: "zh.reveal-colon",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-colon-reveal"],
  examples: [
    { before: "⟦秘诀很简单，就是：⟧坚持。", after: "秘诀很简单，就是坚持。" },
    { before: "这家店的⟦关键在于：⟧口碑。", after: "这家店的关键在于口碑。" },
    { before: "⟦原因是：⟧\n1. 价格高；\n2. 服务差。", after: null },
  ],
  propose(site, id) {
    const m = /(?:是|在于)([：:])$/u.exec(site.span);
    if (!m) return null;
    const colon = site.end - 1;
    // The answer follows on the same line and ends its sentence there: no list, no second clause chain.
    const rest = site.text.slice(site.end, site.sentence.end);
    if (!/^\p{Script=Han}/u.test(rest) || /[\n；;：:]/u.test(rest) || /^\s*\d/u.test(rest)) return null;
    return site.edit(colon, colon + 1, "", id, "restructure", site.span, site.span.slice(0, -1));
  },
});

export const ZH_OPENER_RULES = [zhDefinitionMeasure, zhDropFramingOpener, zhRevealColon];
