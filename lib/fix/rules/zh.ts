// Chinese: summary and additive openers go (此外，总的来说，); a contrast or cause opener
// joins its sentence to the one before (…。然而，… → …，但…); the chatbot's 您 becomes 你;
// dummy verbs lose their dummy (进行研究 → 研究); set phrases and four-character clichés
// become plain words of the same part of speech; stacked hedges lose one hedge.
import type { FixSite } from "../site";
import type { Proposal } from "../types";
import { rule } from "./define";

const EMPTY_OPENERS = new Set(["此外", "另外", "与此同时", "除此之外", "再者", "总的来说", "总而言之", "综上所述", "总体而言", "总体来说", "总结来说", "总结一下", "归根结底", "一言以蔽之", "综合来看", "总体来看", "总之", "值得注意的是", "需要注意的是", "需要指出的是", "值得一提的是", "需要强调的是", "不可忽视的是", "事实上", "换句话说", "可以说", "很难回答这个问题", "要回答这个问题", "关于这个问题", "对于这个问题", "在回答这个问题之前"]);
/** Openers that join the sentence to the one before: the stop becomes a comma. */
const JOINING: Record<string, string> = { 然而: "但", 但是: "但", 因此: "因此", 所以: "所以", 而且: "而且", 同时: "同时" };

const bare = (k: string) => k.replace(/[，,：:\s]+$/u, "");

export const zhDeleteOpener = rule({
  id: "zh.delete-opener",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-connective-overuse", "zh-conclusion-signals", "zh-filler-phrases", "zh-throat-clearing-openers"],
  examples: [
    { before: "成本下降了。⟦此外⟧，利润上升了。", after: "成本下降了。利润上升了。" },
    { before: "⟦总的来说⟧，这个方法有效。", after: "这个方法有效。" },
    { before: "⟦值得注意的是⟧，价格没有变。", after: "价格没有变。" },
  ],
  propose(site, id) {
    if (!EMPTY_OPENERS.has(bare(site.key)) || !site.atStart()) return null;
    return site.delete(id);
  },
});

/** Sentence-opening enumerators and example markers with their comma: 例如， → 比如，; 首先， → 首先. */
export const zhOpenerComma = rule({
  id: "zh.opener-comma",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-connective-overuse"],
  examples: [
    { before: "方法很多。⟦例如⟧，可以步行。", after: "方法很多。比如，可以步行。" },
    { before: "⟦首先⟧，准备材料。", after: "首先准备材料。" },
    { before: "⟦首先⟧，这位医生会问诊。", after: null },
  ],
  propose(site, id) {
    const word = bare(site.key);
    if (!site.atStart()) return null;
    const comma = /[，,]/u.test(site.text[site.start + word.length] ?? "") ? 1 : 0;
    if (word === "例如") return site.edit(site.start, site.start + word.length, "比如", id, "replace", word, "比如");
    // Before a subject (首先，这位…) the comma separates the two and stays.
    const next = site.text[site.start + word.length + comma] ?? "";
    if (/^(?:首先|其次|再次|最后)$/u.test(word) && comma && !/[这那我你您他她它其该此每各从在对为如当随由据通]/u.test(next)) return site.edit(site.start + word.length, site.start + word.length + 1, "", id, "delete", "，", "");
    return null;
  },
});

export const zhJoinOpener = rule({
  id: "zh.join-sentences",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-connective-overuse"],
  examples: [
    { before: "成本上升了。⟦然而⟧，利润也上升了。", after: "成本上升了，但利润也上升了。" },
    { before: "需求很大。⟦因此⟧，价格上涨。", after: "需求很大，因此价格上涨。" },
  ],
  propose(site, id) {
    const word = bare(site.key);
    const to = JOINING[word];
    if (!to || !site.atStart()) return null;
    const before = site.text.slice(0, site.start);
    const stop = before.search(/。\s*$/u);
    if (stop === -1) return null;
    let end = site.start + word.length;
    if (/[，,]/u.test(site.text[end] ?? "")) end++;
    return site.edit(stop, end, `，${to}`, id, "restructure", site.text.slice(stop, end), `，${to}`);
  },
});

/** Words and set phrases → plain words of the same part of speech. */
const ZH_WORDS: Record<string, string[]> = {
  如果您: ["如果你"],
  您可以: ["你可以"],
  您需要: ["你需要"],
  您的: ["你的"],
  为您: ["为你"],
  帮助您: ["帮你"],
  您是否: ["你是否"],
  适合您: ["适合你"],
  帮助你: ["帮你"],
  // 帮 takes its object at once ("能帮你选择"); before a verb it stays 帮助 ("能帮助修复", not "能帮修复"): see propose.
  可以帮助: ["能帮", "能帮助"],
  可以使用: ["能用"],
  可以通过: ["能通过"],
  可以尝试: ["不妨试试"],
  可以考虑: ["不妨考虑"],
  适合自己的: ["合适的"],
  各种各样: ["各种"],
  确保: ["保证"],
  有助于: ["有利于"],
  赋能: ["支持", "帮助"],
  助力: ["帮助", "推动"],
  抓手: ["切入点"],
  底层逻辑: ["基本道理"],
  闭环: ["完整流程"],
  颗粒度: ["细致程度"],
  组合拳: ["一系列措施"],
  打通壁垒: ["消除障碍"],
  深度融合: ["紧密结合"],
  // "展现出很大潜力" wants 的 after the degree phrase.
  巨大潜力: ["很大的潜力"],
  新的可能: ["新机会"],
  全面铺开: ["全面推开"],
  提质增效: ["提高质量和效率"],
  降本增效: ["降低成本、提高效率"],
  多维度: ["多方面"],
  全链路: ["全流程"],
  新范式: ["新模式"],
  新赛道: ["新领域"],
  注入活力: ["带来活力"],
  全新思路: ["新思路"],
  持续推进: ["继续推进"],
  持续深化: ["继续深化"],
  不断拓展: ["继续拓展"],
  至关重要: ["很重要"],
  不可或缺: ["必不可少"],
  举足轻重: ["很重要"],
  意义重大: ["很重要"],
  具有重要意义: ["很重要"],
  具有深远意义: ["影响长远"],
  深远影响: ["长远影响"],
  深远的影响: ["长远的影响"],
  里程碑式: ["标志性"],
  决定性作用: ["关键作用"],
  奠定基础: ["打下基础"],
  备受关注: ["很受关注"],
  引起了广泛关注: ["引起了很多关注"],
  受到广泛关注: ["受到很多关注", "受到关注"],
  广受好评: ["评价很好"],
  家喻户晓: ["人人皆知"],
  彰显了: ["显示了"],
  凸显了: ["显示了"],
  彰显出: ["显示出"],
  凸显出: ["显示出"],
  折射出: ["反映出"],
  独一无二: ["少见"],
  无与伦比: ["极好"],
  得天独厚: ["条件优越"],
  一站式: ["集中"],
  首屈一指: ["数一数二"],
  焕然一新: ["面貌一新"],
  表现亮眼: ["表现很好"],
  令人瞩目: ["引人注意"],
  精心打造: ["制作"],
  倾力打造: ["制作"],
  在这种情况下: ["这时"],
  在这种情况之下: ["这时"],
  从长远来看: ["长远看"],
  在当今社会: ["如今"],
  在当今时代: ["如今"],
  在当今世界: ["如今"],
  在现代社会中: ["如今"],
  在数字时代: ["如今"],
  这意味着: ["也就是说"],
  一般来说: ["一般"],
  这取决于: ["这要看"],
  各有利弊: ["各有好坏"],
  各有优缺点: ["各有好坏"],
  他或她: ["这个人"],
  "他/她": ["这个人"],
  她或他: ["这个人"],
  使得: ["使"],
  这使得: ["这使"],
  是由于: ["是因为"],
  // 算是 ("counts as, more or less") weakens the attribution 被认为 makes; 被视为 says the same.
  被认为是: ["被视为"],
  更加: ["更"],
  更为: ["更"],
  愈发: ["更"],
  愈加: ["更"],
  正在: ["在"],
  正逐步: ["逐步"],
  作为一个: ["作为"],
  丰富多彩: ["丰富"],
  精彩纷呈: ["精彩"],
  日新月异: ["变化很快"],
  与日俱增: ["不断增加"],
  息息相关: ["密切相关"],
  蓬勃发展: ["快速发展"],
  层出不穷: ["不断出现"],
  方兴未艾: ["正在兴起"],
  相辅相成: ["互相促进"],
  潜移默化: ["不知不觉"],
  不言而喻: ["显而易见"],
  循序渐进: ["一步步"],
  持之以恒: ["坚持"],
  不容忽视: ["不能忽视"],
  不可忽视: ["不能忽视"],
  全面提升: ["全面提高"],
  有效提升: ["提高"],
  充分发挥: ["发挥"],
  切实可行: ["可行"],
  行之有效: ["有效"],
  与时俱进: ["跟上时代"],
  精益求精: ["力求更好"],
  齐头并进: ["同步推进"],
  因地制宜: ["根据当地情况"],
  协同发展: ["共同发展"],
  开拓创新: ["开拓"],
  砥砺前行: ["继续前进"],
  乘风破浪: ["勇往直前"],
  蓄势待发: ["准备就绪"],
  如火如荼: ["热烈"],
  扎实推进: ["切实推进"],
  全面推进: ["推进"],
  这一问题: ["这个问题"],
  这一技术: ["这项技术"],
  这一改革: ["这项改革"],
  这一创新: ["这项创新"],
  这一发展: ["这个发展"],
  这一成绩: ["这个成绩"],
  这一趋势: ["这个趋势"],
  这一现象: ["这个现象"],
  这一变化: ["这个变化"],
  这一过程: ["这个过程"],
};

/**
 * 您 → 你 (the chatbot's polite "you" in prose): every 您 of the sentence at once, so one
 * sentence never mixes the two; the rest of the word as the table has it.
 */
export const zhPlainYou = rule({
  id: "zh.plain-you",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-chatbot-phrases", "zh-ai-vocabulary", "zh-false-nuance"],
  examples: [
    { before: "他们可以帮助⟦您的⟧家人，也能帮助您。", after: "他们可以帮助你的家人，也能帮助你。" },
    { before: "⟦如果您⟧有问题，可以留言。", after: "如果你有问题，可以留言。" },
    { before: "我哭着跑回家，⟦您⟧看到我受伤的样子，心疼得不得了。", after: null },
  ],
  propose(site, id) {
    if (!site.span.includes("您")) return null;
    const s = site.sentence;
    const sentence = site.text.slice(s.start, s.end);
    // "您急忙把我抱到沙发上", "小时候，我总觉得您很严厉": a writer addressing a parent or a teacher;
    // there 您 is respect, not the chatbot's manner, and 你 would change the register.
    if (/我/u.test(sentence)) return null;
    const first = sentence.indexOf("您");
    const last = sentence.lastIndexOf("您");
    const start = Math.min(s.start + first, site.start);
    const end = Math.max(s.start + last + 1, site.end);
    let to = site.text.slice(start, end).replace(/您/gu, "你");
    const own = ZH_WORDS[site.key];
    if (own && own[0].includes("你") && own[0] !== site.key.replace(/您/gu, "你")) to = to.replace(site.key.replace(/您/gu, "你"), own[0]);
    return site.edit(start, end, to, id, "replace", site.span, site.span.replace(/您/gu, "你"));
  },
});

/**
 * The chatbot's 您 addressing the reader, made impersonal as the pack asks first (改成无人称叙述):
 * Chinese drops the subject of a condition or a piece of advice and the possessive of what is
 * plainly the reader's ("如果您是原告" → "如果是原告", "，您可以…" → "，可以…", "评估您的收入" →
 * "评估收入"). The register stays: no 您 becomes 你 (zh.plain-you offers that after this).
 */
export const zhImpersonalYou = rule({
  id: "zh.impersonal-you",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-chatbot-phrases", "zh-ai-vocabulary", "zh-false-nuance"],
  examples: [
    { before: "⟦如果您⟧是原告，则可以再次起诉。", after: "如果是原告，则可以再次起诉。" },
    { before: "⟦如果您⟧的月经不调，可以就医。", after: "如果月经不调，可以就医。" },
    { before: "卡被冻结了，⟦您可以⟧联系银行。", after: "卡被冻结了，可以联系银行。" },
    { before: "具有合法身份证明：⟦您需要⟧提供身份证或护照。", after: "具有合法身份证明：需要提供身份证或护照。" },
    { before: "银行会评估⟦您的⟧收入情况。", after: "银行会评估收入情况。" },
    { before: "可以⟦帮助您⟧改善睡眠。", after: "可以帮助改善睡眠。" },
    { before: "他们可以⟦帮助您⟧了解您的情况并提供帮助。", after: null },
    { before: "以确定⟦您是否⟧有能力还款。", after: "以确定是否有能力还款。" },
    { before: "并确保⟦您的⟧账户状态良好。", after: "并确保账户状态良好。" },
    { before: "无论生活如何变化，我都会铭记⟦您的⟧教诲。", after: null },
    // "您的" after 是 says whose: it stays (zh.plain-you may offer 你的).
    { before: "这是⟦您的⟧选择。", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    const at = site.start + site.span.indexOf("您");
    if (at < site.start || !t.startsWith("您", at)) return null;
    const next = t.slice(at + 1, at + 2);
    const prev = t.slice(Math.max(0, at - 2), at);
    const cut = () => site.edit(at, at + 1, "", id, "delete", site.span, site.span.replace("您", ""));
    // A sentence with 我 addresses a person (a letter to a teacher or a parent, as zh.plain-word and
    // zh.plain-you read it): "我都会铭记您的教诲" says whose teaching, and 您 is no chatbot's manner.
    // Not the answerer's own "我建议/我推荐", which is the chatbot's voice, nor the 我 of 自我.
    if (/(?<!自)我(?!建议|推荐|们建议)/u.test(site.sentenceText())) return null;
    // Not before 的 or 们 ("如果您的月经不调" needs its possessor).
    if (/如果$/u.test(prev) && /^\p{Script=Han}/u.test(next) && !/^[的们]/u.test(next)) return cut();
    // Clause-initial subject before a modal: "，您可以…" / "。您需要…".
    // After a list item's label too ("具有合法身份证明：您需要提供…" → "：需要提供…").
    if ((at === 0 || /[，。；！？：\n]$/u.test(prev)) && /^(?:可以|需要|应该|应当|也可以|也需要|还可以|还需要|最好|必须|务必)/u.test(t.slice(at + 1, at + 4))) return cut();
    // The reader's own thing after a verb: 评估您的收入 → 评估收入; not after 是/为/对/给/向/和/与/跟/在/从/的 (这是您的选择, 对您的影响).
    if (t.startsWith("您的", at) && /^\p{Script=Han}/u.test(t.slice(at + 2, at + 3)) && /[\p{Script=Han}]$/u.test(prev) && !/[是为对给向和与跟在从的让使被把将]$/u.test(prev)) return site.edit(at, at + 2, "", id, "delete", "您的", "");
    if (/^(?:帮助|帮)$/u.test(t.slice(at - 2, at)) || t.slice(at - 1, at) === "帮") {
      // "帮助您了解您的情况": the clause goes on about the reader's own (您的情况, 自己的), so 您 is
      // who the help reaches; with both gone ("帮助了解情况") nobody's situation is meant. Where
      // nothing of the reader's follows ("帮助您改善睡眠") the person is implied and 您 may go.
      const clause = /^[^，。；！？\n]*/u.exec(t.slice(at + 1))![0];
      if (/您|你|自己|自身/u.test(clause)) return null;
      if (/^[\p{Script=Han}]/u.test(next) && !/^[的们]/u.test(next)) return cut();
    }
    if (t.startsWith("您是否", at) && /[定认查看道问]$/u.test(prev.slice(-1))) return cut();
    return null;
  },
});

export const zhPlainWord = rule({
  id: "zh.plain-word",
  lang: "zh",
  kind: "replace",
  patterns: [
    "zh-chatbot-phrases",
    "zh-ai-vocabulary",
    "zh-undue-significance",
    "zh-undue-notability",
    "zh-superficial-analysis",
    "zh-promotional-language",
    "zh-filler-phrases",
    "zh-wordy-prepositional-frames",
    "zh-false-nuance",
    "zh-translationese",
    "zh-comparative-adverbs",
    "zh-progressive-overuse",
    "zh-four-character-cliches",
    "zh-elegant-variation",
    "zh-generic-positive-conclusion",
  ],
  examples: [
    { before: "⟦如果您⟧有问题，可以留言。", after: "如果你有问题，可以留言。" },
    { before: "这件事⟦至关重要⟧。", after: "这件事很重要。" },
    { before: "这样的品质，⟦在当今社会⟧中显得尤为珍贵。", after: "这样的品质，如今显得尤为珍贵。" },
    { before: "我想⟦为您⟧捶捶背。", after: null },
    { before: "城市⟦日新月异⟧。", after: "城市变化很快。" },
    { before: "既不盲目追随，也不顽固抗拒，而是心有笃守，⟦与时俱进⟧。", after: null },
    { before: "学校⟦更加⟧重视体育。", after: "学校更重视体育。" },
    { before: "人工智能同样展现出⟦巨大潜力⟧。", after: "人工智能同样展现出很大的潜力。" },
    { before: "这种护肤品⟦可以帮助⟧修复受损的皮肤。", after: "这种护肤品能帮助修复受损的皮肤。" },
    { before: "医生⟦可以帮助⟧你选择方案。", after: "医生能帮你选择方案。" },
    { before: "它⟦被认为是⟧最古老的狗种之一。", after: "它被视为最古老的狗种之一。" },
  ],
  propose(site, id) {
    let alts = ZH_WORDS[site.key];
    if (!alts) return null;
    // 您 → 你 only where it is the chatbot's manner: a sentence with 我 addresses a person (a letter
    // to a parent or a teacher), whom 您 respects (as in zh.plain-you).
    if (site.key.includes("您") && alts.some((t) => t.includes("你")) && /我/u.test(site.sentenceText())) return null;
    // Not before 您: zh.impersonal-you may drop it ("帮助您了解" → "帮助了解"), and "能帮了解" would be left.
    // "在当今社会中显得…" → "如今显得…": the locative's 中/里 goes with its 在 ("如今中" does not parse).
    if (site.key.startsWith("在") && /^[中里]/u.test(site.after(1)) && alts.every((t) => !t.startsWith("在"))) return alts.map((t) => site.replace(t, id, "replace", site.start, site.end + 1));
    // A four-character idiom set against another four-character phrase ("心有笃守，与时俱进") is a
    // parallel pair; the plain words would break the couplet, which is the writer's style.
    if (/^\p{Script=Han}{4}$/u.test(site.span)) {
      // The phrase beside it: a clause of four characters, or of six with a two-character link (而是心有笃守).
      const left = /(?:^|[，,。；！？：\n])(?:而是|并且|而且|但是|既要|又要|也要)?\p{Script=Han}{4}[，,、]$/u.test(site.text.slice(site.sentence.start, site.start));
      const right = /^[，,、]\p{Script=Han}{4}(?:[，,。；！？：\n]|$)/u.test(site.after(8));
      if (left || right) return null;
    }
    if (site.key === "可以帮助") alts = /^(?:你|我|他|她|它|大家|人们|用户|读者|患者|孩子|学生|企业|公司)/u.test(site.after(2)) ? ["能帮"] : ["能帮助"];
    return alts.map((t) => site.replace(t, id));
  },
});

/** 进行研究 → 研究, 加以分析 → 分析, 予以处理 → 处理: the dummy verb goes. */
export const zhDummyVerb = rule({
  id: "zh.dummy-verb",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-passive-and-dummy-verbs"],
  examples: [
    { before: "我们⟦进行了研究⟧。", after: "我们研究了。" },
    { before: "对数据⟦加以分析⟧。", after: "对数据分析。" },
  ],
  propose(site, id) {
    const m = /^(?:进行|加以|予以)(了)?(.+)$/u.exec(site.span);
    if (!m) return null;
    const to = m[1] ? `${m[2]}了` : m[2];
    return site.replace(to, id, "restructure");
  },
});

/** 有效地提高 → 有效提高: a two-character adverb before a verb needs no 地. */
export const zhDropDi = rule({
  id: "zh.drop-di",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-de-di-de-regularity"],
  examples: [{ before: "这样能⟦有效地⟧提高效率。", after: "这样能有效提高效率。" }],
  propose(site, id) {
    if (!/^[\u4e00-\u9fff]{2}地$/u.test(site.span)) return null;
    return site.edit(site.end - 1, site.end, "", id, "delete", "地", "");
  },
});

/** "那么…？" opens a question for effect: 那么 goes. */
export const zhQuestionLead = rule({
  id: "zh.drop-question-lead",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-rhetorical-question-openers"],
  examples: [{ before: "⟦那么我们应该如何应对？⟧", after: "我们应该如何应对？" }],
  propose(site, id) {
    if (!site.span.startsWith("那么")) return null;
    let end = site.start + 2;
    if (/[，,]/u.test(site.text[end] ?? "")) end++;
    return site.edit(site.start, end, "", id, "delete", "那么", "");
  },
});

/** A hedge stacked on another in one clause: 通常可能会 → 通常会; a lone one keeps its hedge, tightened. */
export const zhStackedHedge = rule({
  id: "zh.stacked-hedge",
  // Reads up to 80 characters from the span (its longest look-ahead or look-behind).
  reach: 80,
  lang: "zh",
  kind: "delete",
  patterns: ["zh-excessive-hedging"],
  examples: [
    { before: "这种药通常⟦可能会⟧引起头痛。", after: "这种药通常会引起头痛。" },
    { before: "这种药⟦可能会⟧引起头痛。", after: "这种药可能引起头痛。" },
    { before: "电脑⟦可能存在⟧其他问题。", after: "电脑可能有其他问题。" },
    { before: "你们可能会在填报志愿时犹豫，⟦可能会⟧在第一次兼职时手忙脚乱。", after: null },
    { before: "政府⟦可能会⟧失去收入，这可能会导致服务下降。", after: "政府可能失去收入，这可能会导致服务下降。" },
    { before: "提示版本不对，⟦可能是⟧出现了以下情况之一： 1. 版本可能不是最新的。", after: null },
  ],
  propose(site, id) {
    // The hedges of one clause only: two clauses each with its own 可能 are two claims.
    const head = site.before(80);
    const tail = site.after(80);
    // A colon or a list number ends the clause too: "可能是以下情况之一： 1. 版本可能不对" is two claims.
    const s = head.slice(Math.max(...["，", "。", "；", "！", "？", "\n", "：", ":", ";", ". "].map((c) => head.lastIndexOf(c))) + 1) + site.span + tail.split(/[，。；！？\n：:;,]|\.\s/u)[0];
    const others = (s.match(/可能|通常|一般来说|一般|也许|或许|大概|某些情况下|有时|往往|或多或少/gu) ?? []).length;
    // A lone hedge stays, one word shorter: 可能会有 → 可能有, 可能存在 → 可能有 (会 and 存在 add nothing).
    if (others < 2) {
      // "可能会…，可能会…，可能会…" is an anaphora: one of its 可能会 shortened alone breaks the series
      // (a clause opening on 可能会 right after a comma, or three of them in one sentence).
      const sentence = site.sentenceText();
      const anaphora = /[，,]可能会/u.test(sentence) && (sentence.match(/可能会/gu) ?? []).length > 1;
      if (site.span === "可能会" && !anaphora && /^\p{Script=Han}/u.test(site.after(1)) && !/^(?:儿|计)/u.test(site.after(1))) return site.replace("可能", id, "delete");
      if (site.span === "可能存在") return site.replace("可能有", id, "replace");
      return null;
    }
    if (site.span === "可能会") return site.replace("会", id, "delete");
    if (site.span === "可能是") return site.replace("是", id, "delete");
    if (site.span === "可能需要") return site.replace("需要", id, "delete");
    if (site.span === "可能导致") return site.replace("会导致", id, "delete");
    if (site.span === "通常" || site.span === "一般来说") return site.delete(id);
    return null;
  },
});

/** "不仅仅是A，更是B" → "既是A，也是B": the claim stays, the denial goes. */
export const zhNotOnly = rule({
  id: "zh.negative-parallelism",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-negative-parallelism"],
  examples: [
    { before: "这⟦不仅仅是工作方式的改变，更是⟧观念的改变。", after: "这既是工作方式的改变，也是观念的改变。" },
    // "不只是A，而是B" grants A and adds B: both stay.
    { before: "读书⟦不只是学习知识，而是⟧认识世界。", after: "读书既是学习知识，也是认识世界。" },
    { before: "他总说，这棵树⟦不只是树，更是⟧我们家的魂。", after: null },
    { before: "敬老⟦不仅仅是一句空洞的口号，更是⟧一种发自内心的情感。", after: null },
  ],
  propose(site, id) {
    const m = /^(?:不仅仅是|不只是|不单是)([^。！？\n]{1,40}?)(，|,)?(?:更是|也是|而是)$/u.exec(site.span);
    if (!m) return null;
    // "这棵树不只是树，更是我们家的魂": A repeats the subject, and "既是树" would say the tree is a tree.
    if (site.before(8).includes(m[1])) return null;
    // A put down as too little ("不仅仅是一句空洞的口号"): "既是一句空洞的口号" would assert the slur.
    if (/空洞|空泛|口号|噱头|表面|形式|单纯的|简单的|普通的/u.test(m[1])) return null;
    const to = `既是${m[1]}${m[2] ?? "，"}也是`;
    return site.replace(to, id, "restructure");
  },
});

/**
 * "不仅A，而且/还/也/更B" → "A，也/还B": both claims stay, only the escalation goes ("这条线不仅缩短了
 * 通勤，而且带动了商业" → "这条线缩短了通勤，也带动了商业"). "不仅是A，更是B" keeps its parallel as
 * "既是A，也是B". "不仅如此" (moreover) is a connective, not this frame: it is left to the opener rules.
 */
const NOT_ONLY_PAIR: Readonly<Record<string, string>> = { 而且还: "还", 而且也: "也", 而且: "也", 并且: "也", 而: "也", 还: "还", 也: "也", 更是: "也是", 也是: "也是", 还是: "也是", 同时也: "同时也", 同时: "同时", 更: "也" };
/** 更 is the frame's second half only before a verb of doing: before an adjective or 加/为 it compares ("更重要的是", "更安全"). */
const VERB_AFTER_GENG = /^(?:降低|提高|提升|促进|推动|带动|改善|增强|帮助|让|使|能|可以|在于|体现|反映|影响|成为|关系到|涉及|包括|代表|意味着|塑造|激发|培养|拓展|丰富|减少|节省|保护|提供|带来|改变|揭示|展现|展示|考验|需要|教会|教给|触及|属于|增进|蕴含|承载|赋予|激励|启发|凝聚|关乎|加深|深化|拉近|滋养|锻炼|磨炼|在(?!乎|意|于))/u;

export const zhNotOnlyButAlso = rule({
  id: "zh.not-only-but-also",
  // Reads up to 48 characters from the span (its longest look-ahead or look-behind).
  reach: 48,
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-negative-parallelism"],
  examples: [
    { before: "这条地铁线⟦不仅缩短了通勤，而且⟧带动了沿线商业。", after: "这条地铁线缩短了通勤，也带动了沿线商业。" },
    { before: "他⟦不仅会唱歌，还⟧会跳舞。", after: "他会唱歌，还会跳舞。" },
    { before: "这⟦不仅是技术问题，更是⟧管理问题。", after: "这既是技术问题，也是管理问题。" },
    { before: "写作工具⟦不仅提升效率而且⟧改善体验。", after: "写作工具提升效率，也改善体验。" },
    { before: "⟦不仅学生喜欢，老师也⟧喜欢。", after: "学生喜欢，老师也喜欢。" },
    // "更" before a comparison (更重要的是, 更加) is not the frame's second half: nothing to offer.
    { before: "这⟦不仅节省了时间，更⟧重要的是减少了错误。", after: null },
    { before: "⟦不仅如此，我们还⟧要继续。", after: null },
    { before: "这次改版⟦不仅仅提高了速度，还⟧降低了成本。", after: "这次改版提高了速度，还降低了成本。" },
    { before: "老师们⟦不仅传授给我们知识，更⟧教会我们如何做人。", after: "老师们传授给我们知识，也教会我们如何做人。" },
    { before: "聆听经典，⟦不仅感受到艺术之美，更⟧在无形中接受了熏陶。", after: "聆听经典，感受到艺术之美，也在无形中接受了熏陶。" },
    // 更在乎 compares ("cares more"): not the frame's second half.
    { before: "他⟦不仅关心成绩，更⟧在乎健康。", after: null },
    // "not only limited to A" without its 不仅 says "limited to A": the frame stays.
    { before: "课程⟦不仅仅局限于课堂，还⟧延伸到社区。", after: null },
    { before: "影响⟦不仅限于城市，也⟧到了乡村。", after: null },
    { before: "这项政策⟦不仅提高了效率，更⟧降低了成本。", after: "这项政策提高了效率，也降低了成本。" },
    { before: "他⟦不仅是老师，还是⟧作家。", after: "他既是老师，也是作家。" },
    { before: "敬老⟦不仅是一句空洞的口号，更是⟧一种情感。", after: null },
    { before: "原因⟦不仅在于技术，更⟧在于管理。", after: "原因在于技术，也在于管理。" },
    { before: "这⟦不仅节省了时间，而且还⟧减少了错误。", after: "这节省了时间，还减少了错误。" },
    { before: "这⟦不仅方便，更⟧安全。", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    if (!t.startsWith("不仅", site.start) || t.startsWith("不仅仅是", site.start) || t.startsWith("不仅如此", site.start)) return null;
    // 不仅仅 says 不仅 once more: the same frame ("不仅仅局限于A，还B"); 不仅仅是 is zh.negative-parallelism's.
    const from = site.start + (t.startsWith("不仅仅", site.start) ? 3 : 2);
    const sentenceEnd = Math.min(site.sentence.end, from + 48);
    const body = t.slice(from, sentenceEnd);
    const isFrame = t.startsWith("是", from);
    if (/^(?:局限|限于|停留|止于)/u.test(t.slice(from, from + 2))) return null;
    // The first clause break followed (after at most a short subject) by the frame's second half.
    const pair = /([，,])([\p{Script=Han}]{0,6}?)(而且还|而且也|而且|并且|更是|也是|还是|同时也|同时|还|也|更)|(?<![，,])(而且|并且)(?=[\p{Script=Han}])/gu;
    for (const m of body.matchAll(pair)) {
      const a = body.slice(0, m.index);
      if (!a || /[，,；;：:]/u.test(a)) continue;
      const subject = m[2] ?? "";
      const second = m[3] ?? m[4];
      // A subject between the comma and the second half only before 还/也 ("老师也喜欢").
      if (subject && !/^(?:还|也)$/u.test(second)) continue;
      const end = from + m.index + m[0].length;
      if (second === "更" && (subject || !VERB_AFTER_GENG.test(t.slice(end, end + 4)))) continue;
      if (isFrame) {
        if (!/^(?:更是|也是|还是)$/u.test(second) || subject) return null;
        // A put down as too little ("不仅是一句空洞的口号") is no claim to assert with 既是 (see zh.negative-parallelism).
        if (/空洞|空泛|口号|噱头|表面|形式|单纯的|简单的|普通的/u.test(a)) return null;
        const to = `既${a}${m[1]}也是`;
        return site.edit(site.start, end, to, id, "restructure", t.slice(site.start, end), to);
      }
      if (/^(?:更是|也是|还是)$/u.test(second)) return null;
      const to = `${a}${m[1] ?? "，"}${subject}${NOT_ONLY_PAIR[second]}`;
      return site.edit(site.start, end, to, id, "restructure", t.slice(site.start, end), to);
    }
    return null;
  },
});

/**
 * A trailing clause that only cheers ("…，也有助于形成良性循环。", "…，并为未来奠定基础。") goes, the
 * sentence ending on the clause that says something. Only a clause after a comma that runs to the
 * sentence's end and is short enough to hold nothing else; a sentence that is all cheer stays for
 * the writer (deleting it may take a real conclusion with it).
 */
/** What may stand around the cheer in its clause: link words before it, its own noun after it. */
const CHEER_LEAD = /^(?:也|并|并且|从而|进而|还|将|必将|这将|这也)?(?:将|会|能|可以|能够|有助于|有利于)?$/u;
const CHEER_TAIL = /^(?:良好的?)?(?:的?基础|的?未来|的?影响|的?途径|的?可能)?$/u;

export const zhDropCheerClause = rule({
  id: "zh.drop-cheer-clause",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-generic-positive-conclusion"],
  examples: [
    { before: "这种方式让沟通更顺畅，也有助于⟦形成良性循环⟧。", after: "这种方式让沟通更顺畅。" },
    { before: "工具可以推动项目，并⟦为未来奠定⟧基础。", after: "工具可以推动项目。" },
    // The clause says what will happen next: it is the writer's conclusion, not a cheer.
    { before: "新校区九月启用，并将⟦为未来奠定⟧二十个专业的基础。", after: null },
    { before: "这一技术⟦奠定了基础⟧。", after: null },
    { before: "他们修了路，⟦形成良性循环⟧，村里有了收入。", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    const head = t.slice(site.sentence.start, site.start);
    const cut = Math.max(head.lastIndexOf("，"), head.lastIndexOf("；"), head.lastIndexOf(","));
    if (cut < 0) return null;
    const from = site.sentence.start + cut;
    const rest = t.slice(site.end, site.sentence.end);
    const stop = /^[^，；,。！？\n]*([。！？])/u.exec(rest);
    if (!stop) return null;
    const to = site.end + stop[0].length - 1;
    // Nothing in the clause but the cheer, its link words and its own noun.
    if (!CHEER_LEAD.test(t.slice(from + 1, site.start)) || !CHEER_TAIL.test(t.slice(site.end, to))) return null;
    // Something must be left that says what the sentence is about.
    if (cut < 6) return null;
    return site.delete(id, from, to);
  },
});

/**
 * 不断 and 进一步 before a verb say a trend the sentence does not show: they go ("应用也在不断深入"
 * → "应用也在深入", "变化将进一步加速" → "变化将加速"). Not before 的 (a noun's modifier) nor where
 * they end the clause.
 */
export const zhDropTrendAdverb = rule({
  id: "zh.drop-trend-adverb",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-comparative-adverbs"],
  examples: [
    { before: "人工智能的应用也在⟦不断⟧深入。", after: "人工智能的应用也在深入。" },
    { before: "专家认为这种变化将⟦进一步⟧加速。", after: "专家认为这种变化将加速。" },
    { before: "技术⟦不断⟧地进步。", after: "技术进步。" },
    { before: "这需要⟦进一步⟧的研究。", after: null },
    { before: "掌声⟦不断⟧。", after: null },
    // A four-character phrase in a series keeps its shape ("不断追求、勇于进取").
    { before: "依靠⟦不断⟧追求、勇于进取的精神。", after: null },
  ],
  propose(site, id) {
    if (site.span !== "不断" && site.span !== "进一步") return null;
    const next = site.after(2);
    if (!/^\p{Script=Han}/u.test(next) || /^的/u.test(next)) return null;
    const end = next.startsWith("地") ? site.end + 1 : site.end;
    if (!/^\p{Script=Han}/u.test(site.after(1, end))) return null;
    if (site.before(1) === "、" || /^\p{Script=Han}{2}、/u.test(site.after(3, end))) return null;
    return site.replace("", id, "delete", site.start, end);
  },
});

/**
 * The durative 着 after a verb of role or change ("发挥着重要作用", "面临着挑战", "推动着发展") says
 * nothing the plain verb does not: it goes. Only before what the verb governs (a Han character
 * or an opening quote), so "变化着。" keeps its ending.
 */
export const zhDropDurative = rule({
  id: "zh.drop-durative",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-progressive-overuse"],
  examples: [
    { before: "教师在课堂上⟦发挥着⟧重要作用。", after: "教师在课堂上发挥重要作用。" },
    { before: "城市⟦面临着⟧新的挑战。", after: "城市面临新的挑战。" },
    { before: "世界在⟦改变着⟧。", after: null },
  ],
  propose(site, id) {
    const m = /^(\p{Script=Han}{2})着$/u.exec(site.span);
    if (!m || !/^[\p{Script=Han}“「《]/u.test(site.after(1))) return null;
    return site.replace(m[1], id, "delete");
  },
});

/** Whole chatbot lines: "希望这些信息对您有帮助。", "如果您有任何其他问题，请随时告诉我。" */
export const zhChatbotLine = rule({
  id: "zh.delete-chatbot-line",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-chatbot-phrases", "zh-sycophancy", "zh-knowledge-cutoff"],
  examples: [
    { before: "门票十元。⟦希望这些信息对您有帮助⟧。", after: "门票十元。" },
    // A lead-in to a list run into one line keeps the list: only the lead-in goes.
    { before: "⟦这里有一些建议⟧：考虑借钱给朋友：朋友愿意借钱时可以考虑。", after: "考虑借钱给朋友：朋友愿意借钱时可以考虑。" },
  ],
  propose(site, id): Proposal | null {
    if (!site.atStart()) return null;
    const lead = /^(?:以下是一些建议|下面是一些推荐|这里有一些建议|以下是一些|下面是一些|这里有一些)[^。！？\n：:]{0,12}[：:]/u.exec(site.text.slice(site.start, site.start + 30));
    if (lead) {
      const rest = site.text.slice(site.start + lead[0].length, site.sentence.end);
      if (rest.trim()) return site.edit(site.start, site.start + lead[0].length, "", id, "delete", lead[0], "");
    }
    if (!/^(?:希望|如果您有任何|如果您还有|如有任何|请随时|欢迎随时|欢迎继续|我可以为您|很乐意为您|很高兴为您|以下是一些建议|下面是一些推荐|这里有一些建议|好问题|这是一个很好的问题|这是个很好的问题|这个问题问得好|非常好的问题|感谢您的提问|谢谢您的提问|作为一个AI|作为人工智能|作为AI语言模型|我是一个人工智能)/u.test(site.span)) return null;
    return site.deleteSentence(id);
  },
});

/** "建议您联系医生" → "可以联系医生"; "如果您…，您可以…" → "如果…，可以…". */
export const zhAdvice = rule({
  id: "zh.plain-advice",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-chatbot-phrases"],
  examples: [
    { before: "⟦建议您咨询⟧医生。", after: "可以咨询医生。" },
    { before: "⟦如果你已经安装了应用，你可以⟧直接登录。", after: "如果已经安装了应用，可以直接登录。" },
    { before: "⟦如果你的手机已经绑定了银行卡，你可以⟧直接查询余额。", after: null },
    { before: "最好⟦寻求医生的帮助⟧。", after: "最好请医生帮忙。" },
    { before: "可以向花园中心⟦寻求帮助⟧。", after: "可以找花园中心帮忙。" },
    { before: "可以向当地的植物专家⟦寻求意见⟧。", after: "可以听听当地的植物专家的意见。" },
    // Support (资金、政策) is not a favour one asks of a person.
    { before: "企业可以向政府⟦寻求支持⟧。", after: null },
    { before: "或者⟦寻求法律援助⟧。", after: null },
  ],
  propose(site, id) {
    const advice = /^建议(?:您|你)(?:最好)?(咨询|联系|向|寻求|尽早|考虑|访问|就医|前往)$/u.exec(site.span);
    if (advice) return site.replace(`可以${advice[1]}`, id, "restructure");
    const ifYou = /^如果(?:您|你)([^。！？\n]{1,30})(?:您|你)(可以|需要|应该|应当|最好)$/u.exec(site.span);
    // "如果你的手机…" needs its possessor: without 你, "如果的手机" is left.
    if (ifYou && !/^[的们]/u.test(ifYou[1])) return site.replace(`如果${ifYou[1]}${ifYou[2]}`, id, "restructure");
    const help = /^寻求(医生|专业人士|专业|心理|法律)?(?:的)?(帮助|支持|援助|意见)$/u.exec(site.span);
    // "向专家寻求帮助" names whom to ask: "找人帮忙" would not fit after it.
    const clause = site.text.slice(site.sentence.start, site.start);
    // "向X寻求帮助" → "找X帮忙", "向X寻求意见/建议" → "听听X的意见": X is whom to ask, and stays.
    const to = help && !help[1] ? /向([^，。；、向]{1,16})$/u.exec(clause) : null;
    if (to && help![2] === "帮助") return site.edit(site.start - to[0].length, site.end, `找${to[1]}帮忙`, id, "restructure", `${to[0]}${site.span}`, `找${to[1]}帮忙`);
    if (to && help![2] === "意见") return site.edit(site.start - to[0].length, site.end, `听听${to[1]}的意见`, id, "restructure", `${to[0]}${site.span}`, `听听${to[1]}的意见`);
    if (help && /向[^，。；]*$/u.test(clause)) return null;
    // 法律援助 is a service (state-funded legal aid), not "a lawyer's help".
    if (help && help[1] === "法律" && help[2] === "援助") return null;
    if (help) {
      const who = help[1] === "专业" ? "专业人士" : help[1] === "心理" ? "心理咨询师" : help[1] === "法律" ? "律师" : help[1];
      if (help[2] === "意见") return site.replace(who ? `听听${who}的意见` : "听听别人的意见", id, "restructure");
      return site.replace(who ? `请${who}帮忙` : "找人帮忙", id, "restructure");
    }
    return null;
  },
});

/** Wordy frames: "从历史的角度来看" → "从历史看", "在法律撤诉的情况下" → "法律撤诉时", "通过注塑的方式" → "通过注塑". */
export const zhFrame = rule({
  id: "zh.wordy-frame",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-wordy-prepositional-frames", "zh-passive-and-dummy-verbs", "zh-translationese"],
  examples: [
    { before: "⟦从历史的角度来看⟧，这很正常。", after: "从历史上看，这很正常。" },
    { before: "⟦从学生的角度来看⟧，作业太多。", after: "在学生看来，作业太多。" },
    { before: "可以⟦从多个角度来看⟧待这一问题。", after: null },
    { before: "⟦从不同角度来看⟧，结论一致。", after: null },
    { before: "⟦在法律撤诉的情况下⟧，案件结束。", after: "法律撤诉时，案件结束。" },
    { before: "⟦通过注塑的方式⟧制作。", after: "通过注塑制作。" },
    { before: "⟦通过注塑或挤压的方式⟧制作。", after: "通过注塑或挤压制作。" },
    // A gap across a comma is two clauses, not one means: no frame to take apart.
    { before: "⟦通过注塑，再用挤压的方式⟧制作。", after: null },
    { before: "他⟦被认为⟧是天才。", after: null },
    { before: "最后，⟦从社会的角度来看⟧，这会带来问题。", after: "最后，从社会角度看，这会带来问题。" },
    { before: "⟦在有限资源的帮助下⟧完成。", after: "借助有限资源完成。" },
  ],
  propose(site, id) {
    let m = /^从(.{1,12}?)(?:的)?角度来看$/u.exec(site.span);
    // "从多个角度来看待" is 看待 ("regard"), not 来看; and "从多个/不同角度" names no viewpoint to keep.
    if (m && (site.after(1) === "待" || /^(?:多个|多种|各个|各种|不同|几个|一个|两个|多)$/u.test(m[1]))) return null;
    if (m) {
      // A field reads 从经济上看; a person 在学生看来; anything else 从…看.
      // Not 社会/环境/安全: "从社会上看" reads "looking around in society"; those keep 角度 ("从社会角度看").
      if (/^(?:社会|环境|安全)$/u.test(m[1])) return site.replace(`从${m[1]}角度看`, id, "restructure");
      if (/^(?:经济|法律|技术|历史|政治|文化|理论|宏观|微观|整体|全局|心理|医学|科学|道德|伦理|管理|财务)$/u.test(m[1])) return site.replace(`从${m[1]}上看`, id, "restructure");
      if (/(?:者|人|们|学生|用户|家长|老师|企业|政府|患者|孩子)$/u.test(m[1])) return site.replace(`在${m[1]}看来`, id, "restructure");
      return site.replace(`从${m[1]}看`, id, "restructure");
    }
    // The gaps are one clause: a frame whose gap crosses a comma or a colon frames no single phrase.
    m = /^在([^，,；;：:、]{2,16}?)的情况(?:之)?下$/u.exec(site.span);
    if (m) return site.replace(`${m[1]}时`, id, "restructure");
    m = /^通过([^，,；;：:]{1,12}?)的方式$/u.exec(site.span);
    if (m) return site.replace(`通过${m[1]}`, id, "restructure");
    m = /^在([^，,；;：:]{1,24}?)的帮助(?:之)?下$/u.exec(site.span);
    if (m) return site.replace(`借助${m[1]}`, id, "restructure");
    // 被认为是 is not 算是 ("counts as, more or less"): the attribution goes and the claim weakens; no plain swap keeps it.
    return null;
  },
});

export const ZH_RULES = [zhFrame, zhChatbotLine, zhAdvice, zhImpersonalYou, zhPlainYou, zhDeleteOpener, zhOpenerComma, zhJoinOpener, zhDummyVerb, zhDropDi, zhQuestionLead, zhStackedHedge, zhNotOnly, zhNotOnlyButAlso, zhDropCheerClause, zhDropTrendAdverb, zhDropDurative, zhPlainWord];
export type { FixSite };
