// Korean connectives: the additive and summary ones that open a sentence and do no work
// (또한, 더불어, 결론적으로) are deleted; contrast and cause (그러나, 하지만, 따라서,
// 그러므로) join the sentence to the one before it (…했지만, …했으므로), which keeps the
// logic and drops the connective; 이러한 becomes 이런; a comma after a connective ending
// (…하고, …하며,) goes.
import { joinWith, predicateStem } from "../../ko/hangul";
import type { FixSite } from "../../site";
import { rule } from "../define";

const EMPTY = new Set(["또한", "더불어", "아울러", "나아가", "게다가", "더욱이", "결론적으로", "요약하자면", "요약하면", "종합하자면", "종합하면", "정리하자면", "요컨대", "이처럼", "이와 같이", "한편", "즉", "오늘날", "현대 사회에서", "현대사회에서", "이러한 점에서", "이런 점에서", "이 점에서", "이러한 맥락에서", "이런 맥락에서"]);
const CONTRAST = new Set(["그러나", "하지만"]);
const CAUSE = new Set(["따라서", "그러므로", "이에 따라"]);

const bare = (k: string) => k.replace(/[,\s]+$/u, "");

/** The previous sentence's last word and where it starts, when it ends in a plain or formal predicate and a full stop. */
function previousPredicate(site: FixSite): { word: string; start: number; end: number } | null {
  const head = site.text.slice(Math.max(0, site.start - 200), site.start);
  const m = /([가-힣]+)\.[ \t]+$/u.exec(head);
  if (!m) return null;
  const end = site.start - (m[0].length - m[1].length);
  const start = end - m[1].length;
  // The sentence before must be on the same line and not already joined by 지만/므로.
  const sentenceHead = site.text.slice(Math.max(0, start - 120), start);
  const cut = Math.max(sentenceHead.lastIndexOf(". "), sentenceHead.lastIndexOf("\n"), sentenceHead.lastIndexOf("? "), sentenceHead.lastIndexOf("! "));
  const sentence = sentenceHead.slice(cut + 1);
  if (cut === -1 && start - 120 > 0) return null;
  if (/지만|므로|으나/u.test(sentence) || sentence.length > 90) return null;
  return { word: m[1], start, end };
}

export const deleteConnective = rule({
  id: "ko.delete-connective",
  lang: "ko",
  kind: "delete",
  patterns: ["ko-connective-overuse", "ko-conclusion-signals", "ko-throat-clearing-opener"],
  examples: [
    { before: "비용이 줄었다. ⟦또한⟧ 이익이 늘었다.", after: "비용이 줄었다. 이익이 늘었다." },
    { before: "⟦결론적으로⟧, 이 제도는 효과가 있다.", after: "이 제도는 효과가 있다." },
    { before: "⟦오늘날⟧ 많은 사람이 스마트폰을 쓴다.", after: "많은 사람이 스마트폰을 쓴다." },
  ],
  propose(site, id) {
    const key = bare(site.key);
    if (!EMPTY.has(key) && !(key.startsWith("오늘날") && site.key.length <= 6)) return null;
    if (!site.atStart()) return null;
    const end = key === "오늘날 우리" ? site.start + 3 : site.end;
    return site.delete(id, site.start, end);
  },
});

export const joinConnective = rule({
  id: "ko.join-sentences",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-connective-overuse"],
  examples: [
    { before: "비용이 늘었다. ⟦그러나⟧ 이익도 늘었다.", after: "비용이 늘었지만 이익도 늘었다." },
    { before: "수요가 많습니다. ⟦하지만⟧ 공급이 부족합니다.", after: "수요가 많지만 공급이 부족합니다." },
    { before: "이익이 늘었다. ⟦따라서⟧ 투자를 늘렸다.", after: "이익이 늘었으므로 투자를 늘렸다." },
    { before: "날씨가 좋다. ⟦그러므로⟧ 소풍을 간다.", after: "날씨가 좋으므로 소풍을 간다." },
  ],
  propose(site, id) {
    const key = bare(site.key);
    const contrast = CONTRAST.has(key);
    if (!contrast && !CAUSE.has(key)) return null;
    if (!site.atStart()) return null;
    const prev = previousPredicate(site);
    const out = [];
    if (prev) {
      const p = predicateStem(prev.word);
      if (p && p.stem.length > 0) {
        let end = site.end;
        if (site.text[end] === ",") end++;
        while (site.text[end] === " ") end++;
        const joined = joinWith(p.stem, contrast ? "지만" : "므로");
        out.push(site.edit(prev.start, end, `${joined} `, id, "restructure", site.text.slice(prev.start, end), `${joined} …`));
      }
    }
    // Cause without a sentence to join: the plain 그래서 keeps the logic.
    if (!contrast && key !== "이에 따라") out.push(site.replace("그래서", id));
    if (key === "이에 따라") out.push(site.replace("그래서", id));
    return out;
  },
});

export const plainDemonstrative = rule({
  id: "ko.plain-demonstrative",
  lang: "ko",
  kind: "replace",
  patterns: ["ko-connective-overuse"],
  examples: [
    { before: "⟦이러한⟧ 변화는 빠르다.", after: "이런 변화는 빠르다." },
    { before: "값이 내렸다. ⟦이는⟧ 수요가 줄었기 때문이다.", after: "값이 내렸다. 수요가 줄었기 때문이다." },
    { before: "⟦이를 통해⟧ 비용을 줄였다.", after: "이로써 비용을 줄였다." },
  ],
  propose(site, id) {
    const key = bare(site.key);
    if (key === "이러한") return site.replace("이런", id);
    if (key === "이는") return site.delete(id);
    if (key === "이를 통해" || key === "이를 통하여") return [site.replace("이로써", id), site.replace("그래서", id)];
    return null;
  },
});

export const commaAfterEnding = rule({
  id: "ko.comma-after-ending",
  lang: "ko",
  kind: "delete",
  patterns: ["ko-connective-overuse"],
  examples: [
    { before: "그는 일어났⟦고⟧, 씻었다.", after: "그는 일어났고 씻었다." },
    { before: "값이 싸⟦며⟧, 품질도 좋다.", after: "값이 싸며 품질도 좋다." },
  ],
  propose(site, id) {
    if (!/^(?:고|며|지만|는데|면서|어서|아서|으나)$/u.test(site.span) || site.text[site.end] !== ",") return null;
    return site.edit(site.end, site.end + 1, "", id, "delete", ",", "");
  },
});

export const KO_CONNECTIVE_RULES = [joinConnective, deleteConnective, plainDemonstrative, commaAfterEnding];
