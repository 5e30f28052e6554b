// Korean frames with a plainer form that says the same: "~하는 것이 필요하다" → "~해야 한다"
// (a nominalised clause as the subject of 필요하다 is the obligation said twice over), the
// sentence-initial "이를 위해(서는)" before an obligation → "그러려면" ("to do that, one must"),
// "~라고 말할 수 있다" → "~이다" when the finding is its "수 있다", and "~ㄹ 수 있을 것입니다"
// when the finding is its "것입니다" (the hedge kept once, as ko.periphrastic-ending does).
import { conditionBefore } from "../../ko/condition";
import { aForm, hasFinal, wordEndingAt } from "../../ko/hangul";
import type { FixSite } from "../../site";
import { rule } from "../define";

/** Stems before 는 whose 아/어 form is regular and which cannot have lost an ㄹ. */
const REGULAR_STEM = /(?:하|되|키|치|리|지|우|주|이|가|히|않|찾|받|막|먹|읽|잡|믿|남)$/u;
/** Irregular stems the form before 는 names without doubt (갖는 → 가져, 돕는 → 도와, 만드는 ← 만들다 → 만들어). */
const IRREGULAR_A: Readonly<Record<string, string>> = { 갖: "가져", 돕: "도와", 만드: "만들어", 기르: "길러", 고르: "골라", 따르: "따라" };

/** The 아/어 form of the verb whose stem stands before 는 ("~는 것이"), or null where it cannot be read off. */
export function aFormBeforeNeun(stem: string): string | null {
  for (const [tail, a] of Object.entries(IRREGULAR_A)) if (stem.endsWith(tail)) return stem.slice(0, -tail.length) + a;
  return REGULAR_STEM.test(stem) ? aForm(stem) : null;
}

export const needToMust = rule({
  id: "ko.need-to-must",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-filler-phrases"],
  examples: [
    { before: "학생들의 책임감을 높이는 것⟦이 필요합니다⟧.", after: "학생들의 책임감을 높여야 합니다." },
    // "교육해야 합니다" is itself the detector's "~해야 합니다": offered only where that does not count against the text.
    { before: "에티켓을 교육하는 것⟦이 필요합니다⟧.", after: null },
    { before: "존중하는 법을 가르치는 것⟦이 필요합니다⟧.", after: "존중하는 법을 가르쳐야 합니다." },
    { before: "아이들에게 모범을 보이는 것⟦이 필요합니다⟧.", after: "아이들에게 모범을 보여야 합니다." },
    // A noun, not a clause, is what is needed: "지원해야" would invent the verb.
    { before: "정책적 지원⟦이 필요합니다⟧.", after: null },
    // 사는 ← 살다 or 사다 (ㄹ dropped before 는): its 아/어 form is not read off the word; 만드는 has only 만들다.
    { before: "그 동네에 사는 것⟦이 필요합니다⟧.", after: null },
    { before: "규칙을 만드는 것⟦이 필요합니다⟧.", after: "규칙을 만들어야 합니다." },
    { before: "책임감을 갖는 것⟦이 필요합니다⟧.", after: "책임감을 가져야 합니다." },
  ],
  propose(site, id) {
    const t = site.text;
    const m = /^이 (?:꼭 )?필요(합니다|하다)/u.exec(t.slice(site.start, site.start + 10));
    if (!m || t.slice(site.start - 3, site.start) !== "는 것") return null;
    // The eojeol before " 것" ends in 는: the verb is the eojeol minus its 는.
    const { word: stem, start } = wordEndingAt(t, site.start - 2);
    const verb = stem.endsWith("는") ? stem.slice(0, -1) : "";
    const a = verb ? aFormBeforeNeun(verb) : null;
    if (!a) return null;
    const to = `${a}야 ${m[1] === "합니다" ? "합니다" : "한다"}`;
    const end = site.start + m[0].length;
    return site.edit(start, end, to, id, "restructure", t.slice(start, end), to);
  },
});

/** What makes the rest of a sentence an obligation or a need: 그러려면 ("to do that") asks for one. */
const OBLIGATION = /(?:야 (?:합니다|한다|하며|하고|할 것입니다|할 것이다|하겠습니다)|필요(?:합니다|하다|하며|하고))/u;

export const toThatEnd = rule({
  id: "ko.to-that-end",
  lang: "ko",
  kind: "replace",
  patterns: ["ko-translationese"],
  examples: [
    { before: "학교 폭력을 막아야 한다. 이⟦를 위해⟧ 학교에서는 다양한 교육 프로그램을 운영해야 합니다.", after: "학교 폭력을 막아야 한다. 그러려면 학교에서는 다양한 교육 프로그램을 운영해야 합니다." },
    { before: "전통을 지켜야 한다. 이⟦를 위해⟧서는 사회적인 변화와 교육이 필요하며, 시간이 걸린다.", after: "전통을 지켜야 한다. 그러려면 사회적인 변화와 교육이 필요하며, 시간이 걸린다." },
    // No obligation follows: "그러려면" would ask for one.
    { before: "대회를 열었다. 이⟦를 위해⟧ 많은 사람이 모였다.", after: null },
    // Inside a sentence, after a comma, 이를 위해 belongs to its clause.
    { before: "환경을 지키고, 이⟦를 위해⟧서는 노력해야 합니다.", after: null },
    { before: "미래 세대⟦를 위해⟧ 환경을 지켜야 합니다.", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    if (!/^를 위(?:해|하여)$/u.test(site.span) || t[site.start - 1] !== "이") return null;
    const start = site.start - 1;
    if (!site.atStart(start)) return null;
    const tail = /^(?:서는|서)?/u.exec(t.slice(site.end, site.end + 2))![0];
    const end = site.end + tail.length;
    if (t[end] !== " ") return null;
    if (!OBLIGATION.test(t.slice(end, site.sentence.end))) return null;
    return site.edit(start, end, "그러려면", id, "replace", t.slice(start, end), "그러려면");
  },
});

/** "스포츠라고 말할 수 있습니다" → "스포츠입니다": the finding is its "수 있습니다"; the frame says only "is". */
export const sayCanBe = rule({
  id: "ko.say-it-is",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-translationese"],
  examples: [
    { before: "e스포츠는 현대적인 스포츠라고 말할 ⟦수 있습니다⟧.", after: "e스포츠는 현대적인 스포츠입니다." },
    { before: "전통 중 하나는 남성 우월주의라고 할 ⟦수 있습니다⟧.", after: "전통 중 하나는 남성 우월주의입니다." },
    { before: "이것이 가장 큰 문제라고 볼 ⟦수 있다⟧.", after: "이것이 가장 큰 문제다." },
    // "다고" after a predicate needs its stem re-inflected: left to ko.periphrastic-ending's reading.
    { before: "이 정책은 효과가 있다고 말할 ⟦수 있습니다⟧.", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    const m = /^수 있(습니다|다)/u.exec(site.span);
    if (!m) return null;
    const head = /(?:이)?라고 (?:말할|할|볼) $/u.exec(t.slice(Math.max(0, site.start - 8), site.start));
    if (!head) return null;
    const start = site.start - head[0].length;
    // "사람이라고" keeps its copula 이 (사람이다); after a vowel the bare 다 (문제다).
    const copula = head[0].startsWith("이") && hasFinal(t.slice(start - 1, start));
    const from = copula ? start : head[0].startsWith("이") ? start + 1 : start;
    const formal = m[1] === "습니다";
    const to = formal ? "입니다" : copula ? "이다" : "다";
    const end = site.start + m[0].length;
    return site.edit(from, end, to, id, "restructure", t.slice(from, end), to);
  },
});

/** "만들 수 있을 ⟦것입니다⟧" (the filler finding on its 것입니다) → "만들 수 있습니다". */
export const canWillBe = rule({
  id: "ko.can-will-be",
  lang: "ko",
  kind: "delete",
  patterns: ["ko-filler-phrases"],
  examples: [
    { before: "차별 없는 사회를 만들 수 있을 ⟦것입니다⟧.", after: "차별 없는 사회를 만들 수 있습니다." },
    { before: "비용을 줄일 수 있을 ⟦것이다⟧.", after: "비용을 줄일 수 있다." },
    { before: "큰 도움이 될 ⟦것입니다⟧.", after: null },
    { before: "모두가 함께 노력한다면 차별 없는 사회를 만들 수 있을 ⟦것입니다⟧.", after: null },
  ],
  propose(site: FixSite, id) {
    const t = site.text;
    if (!/^것(?:입니다|이다)$/u.test(site.span) || t.slice(site.start - 5, site.start) !== "수 있을 ") return null;
    const start = site.start - 5;
    // After a condition the hedge is the writer's; and "수 있겠습니다" reads as an announcement, so only 수 있습니다.
    if (conditionBefore(site, start)) return null;
    const to = site.span === "것입니다" ? "수 있습니다" : "수 있다";
    return site.edit(start, site.end, to, id, "delete", t.slice(start, site.end), to);
  },
});

/**
 * Verbal nouns whose object the "N에 대한" names, so that "N + verbal noun" is itself the usual
 * compound (다문화 이해, 악플 처벌, 문제 인식, 개인정보 보호). Not 교육 ("폭력 교육" reads as teaching
 * violence), nor nouns of feeling (관심, 공감, 태도), whose "N에 대한" names a target, not an object.
 */
const OBJECT_NOUN = /^(?:이해|연구|모니터링|이야기|처벌|규제|인식|분석|조사|논의|토론|보호|대책|관리|단속|감시)(?:[을를이가은는과와도의]|에서|으로|로)?(?=[\s,.]|$)/u;
/** Pronouns and words that are no noun to compound with: "이에 대한", "누군가에 대한". */
const NOT_A_NOUN = /^(?:이|그|저|이것|그것|누군가|자신|자기|우리|그들|저희|모두|서로|이들|여기|거기)$/u;

export const aboutNounCompound = rule({
  id: "ko.about-noun-compound",
  lang: "ko",
  kind: "delete",
  patterns: ["ko-verbose-particles"],
  examples: [
    { before: "초등학교 때부터 다문화⟦에 대한⟧ 이해와 존중을 배운다.", after: "초등학교 때부터 다문화 이해와 존중을 배운다." },
    { before: "악플⟦에 대한⟧ 처벌 또한 중요하다.", after: "악플 처벌 또한 중요하다." },
    { before: "학생들은 폭력⟦에 대한⟧ 이야기를 나눈다.", after: "학생들은 폭력 이야기를 나눈다." },
    { before: "폭력⟦에 대한⟧ 교육 프로그램을 운영한다.", after: null },
    { before: "이⟦에 대한⟧ 인식을 높여야 한다.", after: null },
    { before: "부모에게 폭력 예방⟦에 대한⟧ 인식을 가르친다.", after: null },
    { before: "다문화 가족⟦에 대한⟧ 부정적인 인식을 바꾼다.", after: null },
  ],
  propose(site, id) {
    if (site.span !== "에 대한") return null;
    const { word: noun, start } = wordEndingAt(site.text, site.start);
    if (!noun || NOT_A_NOUN.test(noun)) return null;
    // The noun stands alone, after punctuation or a word that ends in a particle or an ending;
    // after another bare noun ("폭력 예방에 대한 인식") the compound would stack three nouns.
    const prev = /([가-힣A-Za-z0-9])\s+$/u.exec(site.text.slice(Math.max(0, start - 4), start));
    if (prev && !/[은는이가을를의에로도만와과터서고며면한된인운던할될른쳐해어아여들]/u.test(prev[1])) return null;
    if (!OBJECT_NOUN.test(site.text.slice(site.end + 1, site.end + 12)) || site.text[site.end] !== " ") return null;
    return site.edit(site.start, site.end, "", id, "delete", site.span, "");
  },
});

export const KO_FRAME_RULES = [needToMust, toThatEnd, sayCanBe, canWillBe, aboutNounCompound];
