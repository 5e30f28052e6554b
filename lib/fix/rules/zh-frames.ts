// Chinese: frames that say a claim the long way round, answered as the packs ask. A trend
// adverb with nothing to compare goes or becomes the plain comparative (日益 → –, 越来越 → 更); a clause's pronoun subject the topic already carries is
// left out (…，它们却… → …，却…: "它们 → 省略"); an unsourced "研究表明，" leaves the claim as the
// writer's own ("找不到出处就…改成作者自己的判断"); 以便 becomes 以; a contrast opener loses the
// "at the same time" it doubles (但与此同时，→ 但); a closing line's "new" goes (提供了新的思路 →
// 提供了思路). (Dropping the denial of "不是A，而是B", as the pack also asks, is left out: the meaning
// check reads a deleted negated clause as a negation dropped, and no fix passes it.)
import type { FixSite } from "../site";
import { rule } from "./define";

/**
 * 日益 says a change the sentence does not measure: it goes ("交流日益频繁" → "交流频繁"), or, where
 * a 随着 clause gives the change, becomes 更 ("随着…，问题日益严重" → "问题更严重"). 越来越 becomes the
 * plain comparative 更 ("越来越多的挑战" → "更多的挑战"). Only before a word it modifies.
 */
export const zhTrendComparative = rule({
  id: "zh.trend-comparative",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-comparative-adverbs"],
  examples: [
    { before: "不同文化之间的交流⟦日益⟧频繁。", after: "不同文化之间的交流频繁。" },
    { before: "随着工业化加快，污染问题⟦日益⟧严重。", after: "随着工业化加快，污染问题更严重。" },
    { before: "我面临着⟦越来越⟧多的困难。", after: "我面临着更多的困难。" },
    { before: "世界正变得⟦越来越⟧紧密。", after: "世界正变得更紧密。" },
    { before: "这种变化⟦日益⟧。", after: null },
    { before: "这是⟦日益⟧的问题。", after: null },
    { before: "随着全球对可持续农业发展的⟦日益⟧关注，饲料原料变得重要。", after: null },
    { before: "⟦越来越⟧多的证据表明，运动有益。", after: null },
  ],
  propose(site, id) {
    if (site.span !== "日益" && site.span !== "越来越") return null;
    const next = site.after(1);
    if (!/^\p{Script=Han}/u.test(next) || /^[的地得了着]/u.test(next)) return null;
    // After 的 it modifies a verbal noun ("对…发展的日益关注"): "的更关注" does not parse, nor does a bare "的关注" say "growing".
    if (site.before(1) === "的") return null;
    // "越来越多的研究表明" opening a sentence is a formula, not a comparison: "更多的研究" would ask "than what".
    if (site.span === "越来越") return site.atStart() ? null : site.replace("更", id, "replace");
    const head = site.text.slice(site.sentence.start, site.start);
    if (/随着/u.test(head)) return site.replace("更", id, "replace");
    return site.delete(id);
  },
});

/** After a comma (or 但/却/而/因为 right after it) the pronoun subject 它们 the topic carries is left out. */
export const zhDropPronoun = rule({
  id: "zh.drop-pronoun",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-translationese"],
  examples: [
    { before: "鲜花竞相开放，⟦它们⟧或娇艳，或清新。", after: "鲜花竞相开放，或娇艳，或清新。" },
    { before: "花的生命很短，但⟦它们⟧却毫不吝啬地绽放。", after: "花的生命很短，但却毫不吝啬地绽放。" },
    { before: "夏花很美，因为⟦它们⟧在阳光下盛开。", after: "夏花很美，因为在阳光下盛开。" },
    // Its own thing (它们的) names whose: the pronoun stays.
    { before: "花很美，⟦它们⟧的生命却很短。", after: null },
    // A new sentence's subject stays.
    { before: "花开了。⟦它们⟧很美。", after: null },
    { before: "麻雀在树下觅食，当我走近，⟦它们⟧便飞走了。", after: null },
  ],
  propose(site, id) {
    if (site.span !== "它们") return null;
    const prev = site.text.slice(Math.max(0, site.start - 3), site.start);
    if (!/(?:[，,]|[，,](?:但|却|而|因为|所以|只是))$/u.test(prev)) return null;
    if (!/^\p{Script=Han}/u.test(site.after(1)) || /^[的们都也]/u.test(site.after(1))) return null;
    // The clause before must not have a subject of its own the verb would then attach to
    // ("当我的脚步靠近，它们便腾起" → "…靠近，便腾起" would make the steps fly).
    const head = site.text.slice(site.sentence.start, site.start);
    const clause = head.slice(0, head.search(/[，,](?:但|却|而|因为|所以|只是)?$/u));
    const last = clause.slice(Math.max(clause.lastIndexOf("，"), clause.lastIndexOf(","), clause.lastIndexOf("；")) + 1);
    if (/^(?:当|每当|如果|一旦|只要|假如|等到)|[我你他她]|人们|大家/u.test(last)) return null;
    return site.replace("", id, "delete");
  },
});

/** "研究表明，X" with no study named: X stays, as the writer's own claim. Not "本研究表明" (this study). */
export const zhDropUnsourced = rule({
  id: "zh.drop-unsourced",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-vague-attributions"],
  examples: [
    { before: "⟦研究表明⟧，适量运动可以改善睡眠。", after: "适量运动可以改善睡眠。" },
    { before: "费用不高。⟦有研究表明⟧，这种方法效果很好。", after: "费用不高。这种方法效果很好。" },
    { before: "本⟦研究表明⟧，该方法有效。", after: null },
    // A view the writer goes on to answer is not the writer's own: it stays.
    { before: "⟦有人认为⟧，劳动是无奈之举。", after: null },
  ],
  propose(site, id) {
    if (!/^(?:有)?(?:研究|调查|数据)(?:表明|显示)$|^(?:有)?专家(?:们)?(?:指出|表示)$|^(?:有报道称|据报道)$/u.test(site.span)) return null;
    if (!site.atStart() || !/^[，,]/u.test(site.after(1))) return null;
    return site.delete(id, site.start, site.end + 1);
  },
});

/** 以便 → 以 (in order to): the same purpose, one word shorter; not 以便于 (→ 便于 would be another word). */
export const zhInOrderTo = rule({
  id: "zh.in-order-to",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-translationese"],
  examples: [
    { before: "提前出发，⟦以便⟧按时到达。", after: "提前出发，以按时到达。" },
    { before: "写下来⟦以便⟧于记忆。", after: null },
    { before: "需要用 ARP 协议，⟦以便⟧计算机之间能够通信。", after: null },
    { before: "请留下电话，⟦以便⟧我们联系你。", after: null },
  ],
  propose(site, id) {
    if (site.span !== "以便" || !/^\p{Script=Han}/u.test(site.after(1)) || site.after(1) === "于") return null;
    // 以 takes a verb phrase, 以便 a clause: "以便计算机之间能够通信" has a subject, which "以计算机…" does not parse.
    if (/^(?:我|你|您|他|她|它|大家|人们|双方|对方|用户|读者|医生|患者|孩子|学生|公司|企业|政府)/u.test(site.after(2)) || /^[^，。；！？\s]{1,10}?(?:能够|能|可以|得以)/u.test(site.after(14)) && !/^(?:能|更|及时|尽快)/u.test(site.after(2))) return null;
    return site.replace("以", id, "replace");
  },
});

/** "但与此同时，" → "但": the contrast opener already joins the sentence; "at the same time" doubles it. */
export const zhButMeanwhile = rule({
  id: "zh.but-meanwhile",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-connective-overuse"],
  examples: [
    { before: "技术改变了生活。但⟦与此同时⟧，我们也要看到风险。", after: "技术改变了生活。但我们也要看到风险。" },
    { before: "他没有放弃。而⟦与此同时⟧，他也在学习。", after: "他没有放弃。而他也在学习。" },
  ],
  propose(site, id) {
    if (site.span !== "与此同时" && site.span !== "同时") return null;
    const lead = site.before(1);
    if (!/^[但而]$/u.test(lead) || !site.atStart(site.start - 1)) return null;
    const comma = /^[，,]/u.test(site.after(1)) ? 1 : 0;
    return site.edit(site.start, site.end + comma, "", id, "delete", site.text.slice(site.start, site.end + comma), "");
  },
});

/**
 * "为…提供了新的思路" → "为…提供了思路": the claim of novelty the closing line makes by habit goes, what
 * was provided stays. Not "新的可能" (zh.set-phrase rewords it) nor before a word that is not a noun.
 */
export const zhDropNovelty = rule({
  id: "zh.drop-novelty",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-generic-positive-conclusion"],
  examples: [
    { before: "这一结果为高血压的防治⟦提供了新的⟧思路和方法。", after: "这一结果为高血压的防治提供了思路和方法。" },
    { before: "研究为鼻咽癌的治疗⟦提供了新的⟧潜在靶点。", after: "研究为鼻咽癌的治疗提供了潜在靶点。" },
    { before: "这为理解该病⟦提供了新的⟧视角。", after: null },
    { before: "本研究首次阐明了两者的关系，为评估生育力⟦提供了新的⟧生物标志物。", after: null },
    // "新的可能" is zh.set-phrase's to reword.
    { before: "这为沟通⟦提供了新的⟧可能。", after: null },
  ],
  propose(site, id) {
    const m = /^提供(了)?新的$/u.exec(site.span);
    // A view, a direction or a way is worth naming for being new: there "new" is the content.
    if (!m || !/^\p{Script=Han}/u.test(site.after(1)) || /^(?:可能|视角|角度|方向|途径|契机|机遇|机会|选择)/u.test(site.after(2))) return null;
    // A finding the sentence says is a first (首次, 首个, 新发现) is new by its own claim: the word is the content.
    if (/首次|首个|首例|率先|新发现|新型/u.test(site.sentenceText())) return null;
    return site.replace(m[1] ? "提供了" : "提供", id, "delete");
  },
});

export const ZH_FRAME_RULES = [zhTrendComparative, zhDropPronoun, zhDropUnsourced, zhInOrderTo, zhButMeanwhile, zhDropNovelty];
export type { FixSite };
