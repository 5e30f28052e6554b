// Chinese run-in list labels ("标题：说明" items strung together in one paragraph) and the
// chatbot's lead-in to a list inside a sentence. A label goes only where the item says it
// again: its first words are a pronoun standing for the label ("比熊犬：这是一种中型犬" →
// "比熊犬是一种中型犬"), or they repeat the label's topic ("金属处理：金属表面……" → "金属表面……").
// A label the item does not restate (心理干预：精神压力……) carries content and stays.
import type { Proposal } from "../types";
import { rule } from "./define";

/** The label and what follows its colon, when the span is a whole "label：" ending in a colon. */
function labelOf(span: string): string | null {
  const m = /^([\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z ]{0,13}?)\s*[：:]$/u.exec(span);
  return m ? m[1] : null;
}

/** "X：这是…" / "X：它是…" / "X：它们是…": the pronoun stands for X, so X takes its place as subject. */
const PRONOUN_SUBJECT = /^[ \t]*(?:这是|它是|它们是)(?=[\p{Script=Han}])/u;

export const zhLabelAsSubject = rule({
  id: "zh.label-as-subject",
  lang: "zh",
  kind: "restructure",
  patterns: ["zh-inline-header-list"],
  examples: [
    { before: "它们很忠诚。⟦比熊犬：⟧这是一种中型犬，原产于英国。博美犬：这是一种小型犬。", after: "它们很忠诚。比熊犬是一种中型犬，原产于英国。博美犬：这是一种小型犬。" },
    { before: "价格不高。⟦拉布拉多犬：⟧它是一种大型犬。金毛犬：它是一种大型犬。", after: "价格不高。拉布拉多犬是一种大型犬。金毛犬：它是一种大型犬。" },
    // The item does not open with a pronoun for the label: the label says something the item does not.
    { before: "可以调理。⟦心理干预：⟧精神压力可能影响月经。饮食干预：少吃冷饮。", after: null },
    // 这是 pointing past the label ("这是最常见的情况") is not its subject: only 这是 + a classifier phrase or noun follows here.
    { before: "要看原因。⟦内分泌失调：⟧这是最常见的原因。压力过大：这是第二个原因。", after: null },
  ],
  propose(site, id): Proposal | null {
    const label = labelOf(site.span);
    if (!label) return null;
    const t = site.text;
    const m = PRONOUN_SUBJECT.exec(t.slice(site.end, site.end + 8));
    if (!m) return null;
    // Only a classifying predicate ("这是一种/一个/一款…"): "这是最常见的原因" reads the label as a case, not a thing named.
    const after = t.slice(site.end + m[0].length, site.end + m[0].length + 2);
    if (!/^一[种个款门类项位只条]/u.test(after)) return null;
    const end = site.end + m[0].length;
    const to = `${label.trim()}是`;
    return site.edit(site.start, end, to, id, "restructure", t.slice(site.start, end), to);
  },
});

export const zhLabelRestated = rule({
  id: "zh.label-restated",
  lang: "zh",
  kind: "markup",
  patterns: ["zh-inline-header-list"],
  examples: [
    { before: "常见材料有三种。⟦金属处理：⟧ 金属表面通常经过电镀。玻璃处理：玻璃表面通常经过贴膜。", after: "常见材料有三种。金属表面通常经过电镀。玻璃处理：玻璃表面通常经过贴膜。" },
    // The item opens on another topic: the label is the only place its topic is named.
    { before: "常见材料有三种。⟦金属处理：⟧ 表面通常经过电镀。玻璃处理：玻璃表面通常经过贴膜。", after: null },
    // A one-word label is the topic itself, not a heading over it ("博美犬：博美犬很小" is rare and says it twice, but a two-character label is too short to tell).
    { before: "常见犬种有两种。⟦博美：⟧博美很小。柯基：柯基腿短。", after: null },
  ],
  propose(site, id): Proposal | null {
    const label = labelOf(site.span);
    if (!label || !/^\p{Script=Han}{4,8}$/u.test(label)) return null;
    const t = site.text;
    let end = site.end;
    while (t[end] === " " || t[end] === "\t") end++;
    // The item's own first words name the label's topic (its first two characters), so the item stands alone.
    if (!t.startsWith(label.slice(0, 2), end)) return null;
    // An item must follow on the same line and run to a stop: a label over a list of its own keeps it.
    const rest = t.slice(end, t.indexOf("\n", end) === -1 ? t.length : t.indexOf("\n", end));
    if (!/^[^：:]{4,}?[。！？]/u.test(rest)) return null;
    return site.edit(site.start, end, "", id, "markup", t.slice(site.start, end), "");
  },
});

/**
 * "…，下面是一些推荐：A、B" — the chatbot's lead-in inside a sentence introduces examples of what
 * the clause before it names: 比如 says that ("有很多优秀的软件能用，比如：Microsoft Office…").
 */
export const zhLeadInExamples = rule({
  id: "zh.lead-in-examples",
  lang: "zh",
  kind: "replace",
  patterns: ["zh-chatbot-phrases", "zh-inline-header-list"],
  examples: [
    { before: "有很多优秀的软件可以使用，⟦下面是一些推荐⟧：Office、WPS。", after: "有很多优秀的软件可以使用，比如：Office、WPS。" },
    // At the start of a sentence there is no clause to give examples of (zh.delete-chatbot-line takes those).
    { before: "⟦下面是一些推荐⟧：Office、WPS。", after: null },
  ],
  propose(site, id): Proposal | null {
    if (!/^(?:下面是一些推荐|以下是一些推荐|下面是一些例子|以下是一些例子|这里有一些推荐)$/u.test(site.span)) return null;
    if (!/[，,]$/u.test(site.before(1)) || !/^[：:]/u.test(site.after(1))) return null;
    return site.replace("比如", id);
  },
});

export const ZH_LIST_RULES = [zhLeadInExamples, zhLabelAsSubject, zhLabelRestated];
