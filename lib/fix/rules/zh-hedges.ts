// Hedges a sentence says twice across its commas (zh.stacked-hedge reads one clause only):
// a condition already makes its consequence uncertain ("如果服务水平下降，可能会导致…" →
// "如果服务水平下降，会导致…"), as does a hedged cause for the 这-clause that follows from it
// ("政府可能会失去收入，这可能会导致…" → "…，这会导致…"); a sentence-initial 一般来说/通常
// before a sentence that hedges again ("一般来说，治疗方法可能包括：" → "治疗方法可能包括：")
// goes. A hedge that is the sentence's only one stays: it is the writer's claim.
import { rule } from "./define";

const HEDGE = /可能|通常|一般|也许|或许|大概|往往/u;

export const zhConditionedHedge = rule({
  id: "zh.conditioned-hedge",
  lang: "zh",
  kind: "delete",
  patterns: ["zh-excessive-hedging"],
  examples: [
    { before: "如果当地的公共服务水平下降，⟦可能会⟧导致居民的生活质量降低。", after: "如果当地的公共服务水平下降，会导致居民的生活质量降低。" },
    { before: "当地政府可能会失去收入来源，这⟦可能会⟧导致公共服务水平下降。", after: "当地政府可能会失去收入来源，这会导致公共服务水平下降。" },
    { before: "⟦一般来说⟧，治疗月经不调的方法可能包括：药物治疗。", after: "治疗月经不调的方法可能包括：药物治疗。" },
    // The only hedge of its sentence: the claim is the writer's, and stays hedged.
    { before: "⟦通常⟧，喷射颗粒的大小在几纳米到几十微米之间。", after: null },
    { before: "有很多因素⟦可能会⟧导致失眠。", after: null },
    // Two possibilities side by side are two claims, not one hedged twice.
    { before: "政府可能会失去收入，企业⟦可能会⟧离开。", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    const lead = t.slice(site.sentence.start, site.start);
    if (site.span === "可能会") {
      // The span's clause: from the last comma before it.
      const comma = Math.max(lead.lastIndexOf("，"), lead.lastIndexOf(","));
      if (comma === -1 || /[：:；;]/u.test(lead.slice(comma))) return null;
      const before = lead.slice(0, comma);
      const clauseHead = lead.slice(comma + 1);
      const conditioned = /(?:^|[，,])\s*(?:如果|假如|若是|一旦|要是)[^，,]*$/u.test(before) && clauseHead.trim() === "";
      const consequence = HEDGE.test(before) && /^\s*这$/u.test(clauseHead);
      if (!conditioned && !consequence) return null;
      if (!/^\p{Script=Han}/u.test(site.after(1))) return null;
      return site.replace("会", id, "delete");
    }
    if ((site.span === "一般来说" || site.span === "通常") && site.atStart() && /^[，,]/u.test(site.after(1))) {
      // The rest of the sentence up to its stop or a list's colon must hedge again.
      const rest = t.slice(site.end + 1, site.sentence.end).split(/[。！？：:\n]/u)[0];
      if (!HEDGE.test(rest)) return null;
      return site.delete(id, site.start, site.end + 1);
    }
    return null;
  },
});

export const ZH_HEDGE_RULES = [zhConditionedHedge];
