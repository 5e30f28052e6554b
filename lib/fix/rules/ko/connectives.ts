// Korean connectives: the additive and summary ones that open a sentence and do no work
// (또한, 더불어, 결론적으로) are deleted; contrast and cause (그러나, 하지만, 따라서,
// 그러므로) join the sentence to the one before it (…했지만, …했으므로), which keeps the
// logic and drops the connective; 이러한 becomes 이런; a comma after a connective ending
// (…하고, …하며,) goes.
import { finalOf, isSyllable, joinWith, predicateStem } from "../../ko/hangul";
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
  // Two sentences join into one an editor would write only when the sentence before has at most
  // two clauses (one comma or …하며 / …하여 / …는데 link) and the two together stay readable.
  if (/지만|므로|으나/u.test(sentence) || sentence.length > 90) return null;
  if ((sentence.match(/[,，]|[가-힣](?:며|여|면서|는데)(?= )/gu) ?? []).length > 1) return null;
  const next = site.text.slice(site.end, site.sentence.end);
  if (sentence.length + next.length > 110) return null;
  // A sentence that itself opens on a connective this rule joins would be joined twice into one long chain.
  if (/^\s*(?:그러나|하지만|따라서|그러므로|이에 따라)/u.test(sentence)) return null;
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
    { before: "여성은 미적 능력이 높다는 주장이 많습니다. ⟦그러나⟧ 이러한 주장은 차별로 오해될 수 있습니다.", after: null },
  ],
  propose(site, id) {
    const key = bare(site.key);
    const contrast = CONTRAST.has(key);
    if (!contrast && !CAUSE.has(key)) return null;
    if (!site.atStart()) return null;
    const prev = previousPredicate(site);
    const out = [];
    // "…가능성이 높습니다. 그러나 이러한 주장은 …": the second sentence answers the first as a claim;
    // joined ("높지만 이러한 주장은") the claim it points back to is no longer a sentence of its own.
    const answersClaim = /^[,\s]*(?:이러한|이런|그러한|그런|이|그|이와 같은)\s(?:주장|생각|견해|의견|관점|시각|말|논리|입장)/u.test(site.after(20));
    if (prev && !answersClaim) {
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
  patterns: ["ko-connective-overuse", "ko-translationese"],
  examples: [
    { before: "⟦이러한⟧ 변화는 빠르다.", after: "이런 변화는 빠르다." },
    { before: "값이 내렸다. ⟦이는⟧ 수요가 줄었기 때문이다.", after: "값이 내렸다. 수요가 줄었기 때문이다." },
    { before: "규칙이 자주 바뀌고, ⟦이는⟧ 다른 점이다.", after: null },
    { before: "값이 내렸다. ⟦이는⟧ 수요가 줄었다는 것을 의미합니다.", after: "값이 내렸다. 이것은 수요가 줄었다는 것을 의미합니다." },
    // Elsewhere 이는 is the only subject of its clause: deleting it would leave "본질적인 질문입니다."
    // with nothing it is said of; the plain pronoun keeps the subject.
    { before: "누가 책임지는가? ⟦이는⟧ 본질적인 질문입니다.", after: "누가 책임지는가? 이것은 본질적인 질문입니다." },
    { before: "값을 낮춘다. ⟦이는⟧ 확산을 막고, 큰 도움이 될 것이다.", after: "값을 낮춘다. 이것은 확산을 막고, 큰 도움이 될 것이다." },
    { before: "⟦이를 통해⟧ 비용을 줄였다.", after: "이로써 비용을 줄였다." },
    // Inside a sentence 이를 통해 often belongs to a clause that modifies a noun ("이를 통해 …
    // 줄 수 있는 내용"), where 이로써 and 그래서 (sentence-level links) read wrong.
    { before: "표현은 자유롭지만, ⟦이를 통해⟧ 남에게 피해를 줄 수 있는 내용은 피해야 한다.", after: null },
  ],
  propose(site, id) {
    const key = bare(site.key);
    if (key === "이러한") return site.replace("이런", id);
    // 이는 is the subject of what follows; it may go only where a sentence starts (the
    // sentence before is the referent), not after a comma inside one.
    // Where it is the subject of a verb of showing (이는 …을 의미합니다 / 보여줍니다) deleting it
    // would say "means that…" of nothing: the plain pronoun 이것은 stands in.
    if (key === "이는") {
      if (!site.atStart()) return null;
      const rest = site.text.slice(site.end, site.sentence.end);
      if (/(?:의미|뜻|보여|보여주|나타내|나타냅|시사|말해|말한|증명|증거|반영)[가-힣]*[.!?]?\s*$/u.test(rest)) return site.replace("이것은", id);
      // "이는 …때문이다" explains the sentence before and reads whole without it; any other
      // clause has 이는 as its only subject, which the plain 이것은 keeps.
      if (/때문(?:이다|입니다|이에요|일 것이다|일 것입니다)[.!?]?\s*$/u.test(rest)) return site.delete(id);
      return site.replace("이것은", id);
    }
    if (key === "이를 통해" || key === "이를 통하여") return !site.atStart() ? null : [site.replace("이로써", id), site.replace("그래서", id)];
    return null;
  },
});

// 고 also ends nouns (사고, 광고, 보고, 신고, 최고) that sit in comma lists; the comma goes
// only after a syllable that is plainly a predicate's stem or tense.
const GO_STEMS = new Set([..."하되이지주오내나가서우추리기시히키치르러거드쓰크트프빠싸짜같많좋높낮넓좁깊얇작먹받잡찾읽듣걷묻살알열놀길멀않"]);
function verbBeforeGo(c: string | undefined): boolean {
  if (!c || !isSyllable(c)) return false;
  if (GO_STEMS.has(c)) return true;
  // Nouns in 고 after a final consonant end in ㄴ, ㅁ or ㅇ (신고, 참고, 광고, 창고); any other final is a stem's (받고, 돕고, 좋고, 했고).
  const jong = finalOf(c);
  return jong !== 0 && jong !== 4 && jong !== 16 && jong !== 21;
}

export const commaAfterEnding = rule({
  id: "ko.comma-after-ending",
  lang: "ko",
  kind: "delete",
  patterns: ["ko-connective-overuse"],
  examples: [
    { before: "그는 일어났⟦고⟧, 씻었다.", after: "그는 일어났고 씻었다." },
    { before: "값이 싸⟦며⟧, 품질도 좋다.", after: "값이 싸며 품질도 좋다." },
    { before: "속도, 전략적 사⟦고⟧, 팀워크가 필요하다.", after: null },
    { before: "정보를 제공하⟦고⟧, 소통을 돕고, 오락을 준다.", after: "정보를 제공하고 소통을 돕고 오락을 준다." },
    { before: "속도를 높이⟦고⟧, 전략적 사고, 팀워크가 필요하다.", after: "속도를 높이고 전략적 사고, 팀워크가 필요하다." },
    { before: "첫째, 효율이 향상되고 있으⟦며⟧, 둘째, 정밀한 결정이 가능해지고 있다.", after: null },
  ],
  propose(site, id) {
    if (!/^(?:고|며|지만|는데|면서|어서|아서|으나)$/u.test(site.span) || site.text[site.end] !== ",") return null;
    if (site.span === "고" && !verbBeforeGo(site.text[site.start - 1])) return null;
    // Before an enumerator ("…있으며, 둘째, …") the comma marks where the next point starts: it stays,
    // and so do the series' other commas.
    const ENUMERATOR = /^,\s*(?:첫째|둘째|셋째|넷째|다섯째|마지막으로|끝으로)/u;
    const sentenceText = site.text.slice(site.sentence.start, site.sentence.end);
    if (ENUMERATOR.test(site.text.slice(site.end, site.end + 8)) || /[가-힣](?:고|며|면서|지만|는데|어서|아서|으나),\s*(?:첫째|둘째|셋째|넷째|다섯째|마지막으로|끝으로)/u.test(sentenceText)) return null;
    // In a series (…하고, …하며, …하는) the commas go together, as one edit: dropping one
    // would leave the series uneven. A noun's comma among them (사고,) is a list comma and stays.
    const s = site.sentence;
    const sentence = site.text.slice(s.start, s.end);
    const series = [...sentence.matchAll(/([가-힣])(고|며|면서|지만|는데|어서|아서|으나),/gu)]
      .map((m) => ({ at: s.start + m.index! + 1, ending: m[2], before: m[1] }))
      .filter((x) => x.ending !== "고" || verbBeforeGo(x.before));
    if (series.length > 1 && series.some((x) => x.at === site.start)) {
      const from = series[0].at;
      const last = series[series.length - 1];
      const to = last.at + last.ending.length + 1;
      const was = site.text.slice(from, to);
      return site.edit(from, to, was.replace(/(고|며|면서|지만|는데|어서|아서|으나),/gu, "$1"), id, "delete", ",", "");
    }
    return site.edit(site.end, site.end + 1, "", id, "delete", ",", "");
  },
});

/**
 * "하지만 동시에 우리는…" → "하지만 우리는…", "…만들지만, 동시에 …" → "…만들지만 …": after a contrast or a
 * linking ending that already joins the two claims, 동시에 ("at the same time") repeats the link. Where it
 * says two things happen together ("-는 동시에", "두 능력을 동시에 요구한다") it is content and stays.
 */
export const dropAtTheSameTime = rule({
  id: "ko.drop-at-the-same-time",
  lang: "ko",
  kind: "delete",
  patterns: ["ko-ai-vocabulary", "ko-connective-overuse"],
  examples: [
    { before: "과학은 성과입니다. 하지만 ⟦동시에⟧, 환경을 해칩니다.", after: "과학은 성과입니다. 하지만 환경을 해칩니다." },
    { before: "삶을 편리하게 만들지만, ⟦동시에⟧ 환경을 보호해야 합니다.", after: "삶을 편리하게 만들지만, 환경을 보호해야 합니다." },
    { before: "과학이 발전하는 ⟦동시에⟧ 환경을 보호한다.", after: null },
    { before: "두 능력을 ⟦동시에⟧ 요구한다.", after: null },
  ],
  propose(site, id) {
    if (site.span !== "동시에") return null;
    // Right after 그러나/하지만 at a sentence's head, or after a clause ending in …지만/…며/…고 and its comma.
    const head = site.before(12);
    if (!/(?:^|[.!?]\s+|\n)(?:그러나|하지만),?\s+$/u.test(head) && !/[가-힣](?:지만|며|고),?\s+$/u.test(head)) return null;
    let end = site.end;
    if (site.text[end] === ",") end++;
    while (site.text[end] === " ") end++;
    return site.edit(site.start, end, "", id, "delete", site.text.slice(site.start, end), "");
  },
});

export const KO_CONNECTIVE_RULES = [joinConnective, deleteConnective, plainDemonstrative, commaAfterEnding, dropAtTheSameTime];
