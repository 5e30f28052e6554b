// Chinese: the fixed forms that inflate a plain claim. Each says the claim in plain words
// and keeps every part of it: a metaphor becomes its literal noun (基石 → 基础), a role
// phrase becomes the judgement it makes (发挥着重要作用 → 很重要), "奠定…基础" becomes "打下…基础",
// the denial-first frame puts the claim first (并非A，而是B → 是B，不是A), puffery loses its
// intensifier (非常受欢迎 → 受欢迎), and a table word is also found with the character before or
// after it that makes the set phrase (在数字时代 → 如今).
import type { FixSite } from "../site";
import type { Proposal } from "../types";
import { rule } from "./define";

/** Metaphor nouns of zh-definitional-metaphor → the literal noun (only those with a plain one). */
const LITERAL: Readonly<Record<string, string>> = {
  基石: "基础",
  压舱石: "稳定因素",
  底座: "基础",
  基本盘: "基础",
  引擎: "动力",
  助推器: "推动力",
  加速器: "推动力",
  催化剂: "推动因素",
  钥匙: "关键",
  晴雨表: "指标",
  风向标: "指标",
  试金石: "检验标准",
  护城河: "优势",
};

export const zhLiteralMetaphor = rule({
  id: "zh.literal-metaphor",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-definitional-metaphor"],
  examples: [
    { before: "数据已经⟦成为企业决策的基石⟧。", after: "数据已经成为企业决策的基础。" },
    { before: "消费⟦是经济增长的引擎⟧。", after: "消费是经济增长的动力。" },
    { before: "这次考试⟦是能力的试金石⟧。", after: "这次考试是能力的检验标准。" },
    // A bridge or a soul has no literal noun that reads as well: left to the writer.
    { before: "语言⟦是沟通的桥梁⟧。", after: null },
  ],
  propose(site, id) {
    for (const [metaphor, literal] of Object.entries(LITERAL)) {
      if (!site.span.endsWith(metaphor)) continue;
      const at = site.end - metaphor.length;
      return site.edit(at, site.end, literal, id, "replace", metaphor, literal);
    }
    return null;
  },
});

/**
 * A role phrase that ends its clause says only that something matters: "在课堂上发挥着重要作用。" →
 * "在课堂上很重要。". Only where nothing follows it in the clause (a following object or 的 makes it
 * a modifier) and with a place or target before it (在…中 / 对…), so the judgement keeps its scope.
 */
const ROLE = /^(?:发挥着|发挥了|发挥|起着|起到了|起到|起了|起|扮演着|扮演了|扮演)(?:十分|非常|极其|越来越)?(重要|关键|核心|积极|决定性|不可替代)的?(?:作用|角色)$/u;
const ROLE_JUDGEMENT: Readonly<Record<string, string>> = { 重要: "很重要", 关键: "很关键", 核心: "很关键", 积极: "有好处", 决定性: "起决定作用", 不可替代: "无法替代" };

export const zhRolePhrase = rule({
  id: "zh.role-phrase",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-undue-significance", "zh-progressive-overuse"],
  examples: [
    { before: "教师在课堂上⟦发挥着重要作用⟧。", after: "教师在课堂上很重要。" },
    { before: "化学在医药开发中⟦扮演着关键角色⟧。", after: "化学在医药开发中很关键。" },
    { before: "这些政策对经济⟦发挥了积极作用⟧。", after: "这些政策对经济有好处。" },
    { before: "lncRNAs在多种生物学过程中⟦发挥着重要作用⟧。", after: "lncRNAs在多种生物学过程中很重要。" },
    { before: "该基因在肿瘤的扩散和侵袭中起⟦重要作用⟧。", after: "该基因在肿瘤的扩散和侵袭中很重要。" },
    // No scope before it: "X发挥着重要作用" alone would become a bare "X很重要", a wider claim.
    { before: "⟦发挥着重要作用⟧。", after: null },
    // Something follows in the clause: the phrase is not the clause's end.
    { before: "他在团队中⟦发挥着重要作用⟧的同时也在学习。", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    // The phrase may start before the span (发挥着~作用 spans it; 重要作用 is a term on its own).
    const head = /(?:发挥着|发挥了|发挥|起着|起到了|起到|起了|起|扮演着|扮演了|扮演)(?:十分|非常|极其|越来越)?$/u.exec(t.slice(Math.max(site.sentence.start, site.start - 6), site.start));
    const start = head && !ROLE.test(site.span) ? site.start - head[0].length : site.start;
    const phrase = t.slice(start, site.end);
    const m = ROLE.exec(phrase);
    if (!m) return null;
    if (!/^[，。；！？\n]/u.test(t.slice(site.end, site.end + 1))) return null;
    const clause = t.slice(site.sentence.start, start);
    const lead = clause.slice(Math.max(clause.lastIndexOf("，"), clause.lastIndexOf("；")) + 1);
    // 在 after a word, a Latin name too ("lncRNAs在…中").
    if (!/(?:^|[\p{Script=Han}\p{L}\p{N}）)])在[^，。]{1,30}(?:中|上|里|方面|领域)$|对[^，。]{1,16}$/u.test(lead)) return null;
    return site.edit(start, site.end, ROLE_JUDGEMENT[m[1]], id, "restructure", phrase, ROLE_JUDGEMENT[m[1]]);
  },
});

/** "为…奠定(了)…基础" → "为…打下(了)…基础": the plain verb of the same set phrase. */
export const zhLayFoundation = rule({
  id: "zh.lay-foundation",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-undue-significance", "zh-generic-positive-conclusion"],
  examples: [
    { before: "这一技术的应用⟦为提升医疗服务质量奠定⟧了基础。", after: "这一技术的应用为提升医疗服务质量打下了基础。" },
    { before: "他的研究⟦奠定了理论基础⟧。", after: "他的研究打下了理论基础。" },
    { before: "这为两国关系⟦奠定⟧方向。", after: null },
  ],
  propose(site, id) {
    const at = site.span.lastIndexOf("奠定");
    if (at < 0) return null;
    const from = site.start + at;
    if (!/^(?:了)?[^，。；！？\n]{0,10}?基础/u.test(site.text.slice(from + 2, from + 16))) return null;
    return site.edit(from, from + 2, "打下", id, "replace", "奠定", "打下");
  },
});

/**
 * The denial-first frame: "X并非A，而是B" → "X是B，不是A". The claim comes first and the denial
 * stays (the reader may hold A); only where B runs to the end of its clause.
 */
export const zhClaimFirst = rule({
  id: "zh.claim-first",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-negative-parallelism"],
  examples: [
    { before: "他的成功⟦并不是运气，而是⟧多年的努力。", after: "他的成功是多年的努力，不是运气。" },
    { before: "问题⟦并非技术，而是⟧管理。", after: "问题是管理，不是技术。" },
    { before: "他⟦不是不想去，而是⟧没有时间。", after: null },
    { before: "难与易从来⟦不是绝对的对立，而是⟧相互依存的统一体。", after: null },
    { before: "超越也⟦不是为了战胜别人，而是⟧为了成为更好的自己。", after: null },
    // B does not end the clause: the frame is left to the writer.
    { before: "这⟦不是结束，而是⟧开始，也是考验。", after: null },
  ],
  propose(site, id) {
    const m = /^(?:并非|并不是|不是)(是)?([^，,。！？\n]{1,30})[，,](?:而是)$/u.exec(site.span);
    if (!m) return null;
    const a = m[2];
    // "不是不想" is a double negative, not a denial to move.
    if (/^(?:不|没|无|未)/u.test(a)) return null;
    // An adverb before the denial scopes over it ("从来不是对立" → "从来是…" is not said; "也不是为了…" →
    // "也是为了…" moves what 也 adds to): the frame stays.
    if (/(?:从来|也|都|并|绝|根本|永远|决|从不)$/u.test(site.before(2)) && !site.span.startsWith("并")) return null;
    const rest = site.text.slice(site.end, site.sentence.end);
    const b = /^([^，,；;。！？\n]{1,30})(?=[。！？]|$)/u.exec(rest);
    if (!b) return null;
    const end = site.end + b[1].length;
    const to = `是${b[1]}，不是${a}`;
    return site.edit(site.start, end, to, id, "restructure", site.text.slice(site.start, end), to);
  },
});

/** Puffery loses its intensifier: 非常受欢迎 → 受欢迎; 拥有很高的知名度 → 很有名; 有其独特的魅力 → 有自己的魅力. */
export const zhPlainPraise = rule({
  id: "zh.plain-praise",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-undue-notability", "zh-promotional-language"],
  examples: [
    { before: "这是一种⟦非常受欢迎⟧的家庭犬。", after: "这是一种受欢迎的家庭犬。" },
    { before: "人人贷在中国⟦拥有很高的⟧知名度。", after: "人人贷在中国很有名。" },
    { before: "这家店有⟦独特的⟧风味。", after: "这家店有自己的风味。" },
    { before: "这是⟦独特的⟧设计和工艺。", after: null },
    { before: "它以⟦独特的⟧风格吸引了玩家。", after: null },
    { before: "每种游戏都有其⟦独特的魅力⟧。", after: "每种游戏都有自己的魅力。" },
    { before: "这是⟦独特的⟧。", after: null },
  ],
  propose(site, id): Proposal | null {
    const t = site.text;
    const very = /^(?:非常|十分)(受欢迎)$/u.exec(site.span);
    if (very) return site.edit(site.start, site.end, very[1], id, "delete", site.span, very[1]);
    if (site.span === "拥有很高的" && t.startsWith("知名度", site.end)) return site.edit(site.start, site.end + 3, "很有名", id, "restructure", "拥有很高的知名度", "很有名");
    if (site.span === "知名度" && t.slice(site.start - 5, site.start) === "拥有很高的") return site.edit(site.start - 5, site.end, "很有名", id, "restructure", "拥有很高的知名度", "很有名");
    // What something has of its own: 有独特的风味 → 有自己的风味 (a bare 有风味 would say less); 有其独特的 → 有自己的.
    if ((site.span === "独特的" || site.span === "独特的魅力") && /^\p{Script=Han}/u.test(t.slice(site.start + 3, site.start + 4))) {
      const own = t.slice(site.start - 1, site.start) === "其" ? site.start - 1 : site.start;
      if (/(?:有|拥有|具有)$/u.test(t.slice(Math.max(0, own - 2), own))) return site.edit(own, site.start + 3, "自己的", id, "replace", t.slice(own, site.start + 3), "自己的");
      // Elsewhere the adjective is often the phrase's content ("这是独特的设计", "以独特的风格"): it stays.
      return null;
    }
    return null;
  },
});

/** "据我了解，" / "据我所知，" open a claim with the chatbot's own hedge: the claim stays, the hedge goes. */
export const zhDropSelfSource = rule({
  id: "zh.drop-self-source",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-vague-attributions", "zh-chatbot-phrases", "zh-throat-clearing-openers"],
  examples: [
    { before: "⟦据我了解⟧，这两家平台的口碑都比较好。", after: "这两家平台的口碑都比较好。" },
    { before: "⟦是的，⟧如果拖欠还款，银行会起诉。", after: "如果拖欠还款，银行会起诉。" },
    { before: "他说⟦据我了解⟧的情况不对。", after: null },
  ],
  propose(site, id) {
    const word = site.span.replace(/[，,\s]+$/u, "");
    if (!/^(?:据我了解|据我所知|是的|好的)$/u.test(word) || !site.atStart()) return null;
    if (!/^[，,]/u.test(site.text.slice(site.start + word.length, site.start + word.length + 1))) return null;
    // 是的 / 好的 only as the reply's first word.
    if (/^(?:是的|好的)$/u.test(word) && site.text.slice(0, site.start).trim() !== "") return null;
    return site.delete(id, site.start, site.start + word.length);
  },
});

/** "是不被允许的" → "是不允许的"; "被广泛用于" → "广泛用于": the passive marker that adds nothing. */
export const zhDropPassive = rule({
  id: "zh.drop-passive",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-passive-and-dummy-verbs"],
  examples: [
    { before: "在公共场所喝酒是不⟦被允许⟧的。", after: "在公共场所喝酒是不允许的。" },
    { before: "这种材料⟦被广泛⟧用于建筑。", after: "这种材料广泛用于建筑。" },
    { before: "这种疗法⟦被广泛应用于⟧乳腺癌的治疗。", after: "这种疗法广泛应用于乳腺癌的治疗。" },
    { before: "他⟦被拒绝⟧了。", after: null },
    { before: "喝酒是不⟦被接受⟧的。", after: null },
    // 获批 ("obtains approval") is the active way Chinese says it; 得知 ("learns") a notice with no agent named.
    { before: "这并不意味着贷款已经⟦被批准⟧。", after: "这并不意味着贷款已经获批。" },
    { before: "如果办理房产证时⟦被告知⟧只有40年的产权，可以投诉。", after: "如果办理房产证时得知只有40年的产权，可以投诉。" },
    // With its agent (被银行告知) the passive names who told: it stays.
    { before: "他⟦被银行告知⟧要补材料。", after: null },
  ],
  propose(site, id) {
    if (site.span === "被批准" && !/^[了过]/u.test(site.after(1))) return site.replace("获批", id, "restructure");
    if (site.span === "被告知" && /^\p{Script=Han}/u.test(site.after(1))) return site.replace("得知", id, "restructure");
    // Only 允许: "是不允许的" is the idiom; "是不接受的" would lose who does not accept.
    if (site.span === "被允许" && site.before(2) === "是不" && site.after(1) === "的") return site.edit(site.start, site.start + 1, "", id, "restructure", site.span, site.span.slice(1));
    if (site.span.startsWith("被广泛") && /^(?:用于|应用|使用)/u.test(site.text.slice(site.start + 3, site.start + 5))) return site.edit(site.start, site.start + 1, "", id, "restructure", site.span, site.span.slice(1));
    return null;
  },
});

/** Set phrases the table holds with the character before or after the finding's words. */
const AROUND: Readonly<Record<string, string>> = {
  在数字时代: "如今",
  在当今社会: "如今",
  日益深入人心: "越发普及",
  深入人心: "广为接受",
  提供了新的可能: "带来了新机会",
  提供新的可能: "带来新机会",
  感到更加自信: "更自信",
  更加自信: "更自信",
  更加美好: "更好",
  带来积极影响: "带来好处",
  带来了积极的影响: "带来了好处",
  积极的影响: "好的影响",
  实现双赢: "对双方都有利",
  互利共赢: "对双方都有利",
  焕发新的生机: "重新有了活力",
  事半功倍: "省力得多",
  最适合: "适合",
  新的途径: "新办法",
};

export const zhSetPhrase = rule({
  id: "zh.set-phrase",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-ai-vocabulary", "zh-generic-positive-conclusion", "zh-undue-significance", "zh-promotional-language"],
  examples: [
    { before: "⟦在数字时代⟧，团队需要协作。", after: "如今，团队需要协作。" },
    { before: "在⟦数字时代⟧，团队需要协作。", after: "如今，团队需要协作。" },
    // 良性循环 (a virtuous circle) is an established term, not a cliché: "互相促进" says less.
    { before: "这也有助于形成⟦良性循环⟧。", after: null },
    { before: "这种方式带来了新机会，也有助于形成⟦良性循环⟧。", after: "这种方式带来了新机会。" },
    { before: "团队在优化流程、形成⟦良性循环⟧，并为未来打下基础。", after: "团队在优化流程，并为未来打下基础。" },
    { before: "这种方式为跨地区沟通⟦提供了新的⟧可能。", after: "这种方式为跨地区沟通带来了新机会。" },
    { before: "选择⟦最适合⟧自己的产品。", after: "选择适合自己的产品。" },
    { before: "相信我们的社会将会变得⟦更加美好⟧和谐！", after: null },
    { before: "让这个世界变得⟦更加美好⟧。", after: "让这个世界变得更好。" },
    { before: "生活将会变得⟦更加美好⟧，社会也将变得更加和谐。", after: null },
  ],
  propose(site, id) {
    // "生活将会变得更加美好，社会也将变得更加和谐": one 更加 of a parallel pair changed alone breaks the pair.
    if (site.key === "更加美好" && (site.sentenceText().match(/更加/gu) ?? []).length > 1) return null;
    const t = site.text;
    // 良性循环 is a term and has no plainer word; the closing clause that only claims one ("，也有助于形成良性循环。",
    // "、形成良性循环，") is the empty claim, and it goes whole, with the mark that joined it.
    const loop = /良性循环/u.test(t.slice(site.start, site.end + 4)) ? /[，、](?:也|并|还)?(?:有助于|有利于)?形成(?:了)?良性循环(?=[。，；])/u.exec(t.slice(Math.max(site.sentence.start, site.start - 12), site.end + 4)) : null;
    if (loop) {
      const start = Math.max(site.sentence.start, site.start - 12) + loop.index;
      const end = start + loop[0].length;
      return site.edit(start, end, "", id, "delete", t.slice(start, end), "");
    }
    for (let before = 0; before <= 2; before++) {
      for (let after = 0; after <= 4; after++) {
        const start = site.start - before;
        const end = site.end + after;
        if (start < site.sentence.start || end > site.sentence.end) continue;
        const to = AROUND[t.slice(start, end)];
        // "变得更加美好和谐": the phrase is one of two coordinated adjectives; "更好和谐" does not parse.
        if (to !== undefined && /^[和与、而且]/u.test(t.slice(end, end + 1)) && /[好信]$/u.test(to)) return null;
        // "在当今社会中显得…": the locative's 中 goes with its 在.
        if (to !== undefined && t[start] === "在" && /^[中里]/u.test(t.slice(end, end + 1))) return site.edit(start, end + 1, to, id, "replace", t.slice(start, end + 1), to);
        if (to !== undefined) return site.edit(start, end, to, id, "replace", t.slice(start, end), to);
      }
    }
    return null;
  },
});

/**
 * "大多数银行都提供了手机银行服务" → "都提供手机银行服务": the perfective 了 marks an event done; a
 * statement of what a service or an institution habitually offers takes the bare verb. Only where
 * the sentence names no time, no completed change and no sequence (去年、已经、本季度、后 …), so a
 * report of what happened keeps its 了.
 */
const EVENT_WORDS = /[年月日]|昨|去年|今年|已经|已|曾|刚|当时|最近|近来|本季度|季度|之后|以后|后来|此前|首次|第一次|推出|上线|宣布|开始|终于|过去/u;

export const zhGenericLe = rule({
  id: "zh.generic-le",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-ai-vocabulary"],
  examples: [
    { before: "大多数银行都⟦提供了⟧手机银行服务。", after: "大多数银行都提供手机银行服务。" },
    { before: "这些大学⟦提供了⟧广泛的学科。", after: "这些大学提供广泛的学科。" },
    // A report of what happened keeps its perfective.
    { before: "去年公司⟦提供了⟧两千个岗位。", after: null },
    { before: "他已经⟦提供了⟧材料。", after: null },
  ],
  propose(site, id) {
    if (site.span !== "提供了" || !/^\p{Script=Han}/u.test(site.after(1))) return null;
    if (EVENT_WORDS.test(site.sentenceText())) return null;
    return site.edit(site.end - 1, site.end, "", id, "delete", site.span, "提供");
  },
});

export const ZH_CLAIM_RULES = [zhGenericLe, zhSetPhrase, zhLiteralMetaphor, zhRolePhrase, zhLayFoundation, zhClaimFirst, zhPlainPraise, zhDropSelfSource, zhDropPassive];
export type { FixSite };
