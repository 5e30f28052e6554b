// Korean fixed forms with a plainer equivalent in the same register: the progressive
// (~하고 있다 → ~한다), periphrastic endings (~라고 할 수 있다 → ~다, ~수 있을 것입니다 →
// ~수 있습니다), translationese (~를 통해 → ~로, ~을 가지고 있다 → ~이 있다, ~로 이루어진 →
// ~로 된), "~하는 것이 중요하다" → "~해야 한다", "중요한 역할을 한다" → "중요하다", the
// explanatory "~는 것입니다" → "~ㅂ니다", and negative parallelism ("단순한 A가 아니라 B" → "B").
import { agreeingParticle, connectiveMyeo, finalOf, formalPresent, hasFinal, JONG, plainPresent, predicateStem, presentAdnominal, wordEndingAt } from "../../ko/hangul";
import type { FixSite } from "../../site";
import type { Proposal } from "../../types";
import { conditionBefore } from "../../ko/condition";
import { rule } from "../define";
import { aFormBeforeNeun } from "./frames";

export const progressive = rule({
  id: "ko.progressive",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-progressive-overuse"],
  examples: [
    { before: "인구가 증가하⟦고 있다⟧.", after: "인구가 증가한다." },
    { before: "물가가 늘⟦고 있습니다⟧.", after: "물가가 늡니다." },
    { before: "학생이 늘⟦고 있으며⟧ 교사는 줄었다.", after: "학생이 늘며 교사는 줄었다." },
  ],
  propose(site, id) {
    const m = /^고 있(다|습니다|으며|고|는데)/u.exec(site.text.slice(site.start, site.start + 8));
    if (!m) return null;
    const { word: stem, start } = wordEndingAt(site.text, site.start);
    if (stem.length === 0) return null;
    const end = site.start + m[0].length;
    let to: string;
    switch (m[1]) {
      case "다":
        to = plainPresent(stem);
        break;
      case "습니다":
        to = formalPresent(stem);
        break;
      case "으며":
        to = connectiveMyeo(stem);
        break;
      case "고":
        to = `${stem}고`;
        break;
      default:
        to = `${presentAdnominal(stem)}데`;
    }
    return site.edit(start, end, to, id, "restructure", site.text.slice(start, end), to);
  },
});

export const periphrastic = rule({
  id: "ko.periphrastic-ending",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-conclusion-signals", "ko-translationese", "ko-excessive-hedging"],
  examples: [
    { before: "이것이 핵심 요소⟦라고 할 수 있다⟧.", after: "이것이 핵심 요소다." },
    { before: "이것이 가장 큰 문제⟦라고 볼 수 있습니다⟧.", after: "이것이 가장 큰 문제입니다." },
    { before: "그는 좋은 사람이⟦라고 할 수 있습니다⟧.", after: "그는 좋은 사람입니다." },
    { before: "이 정책은 중요하⟦다고 할 수 있습니다⟧.", after: "이 정책은 중요합니다." },
    { before: "비용을 줄일 ⟦수 있을 것입니다⟧.", after: "비용을 줄일 수 있습니다." },
    { before: "부모가 먼저 마음을 열어 준다면, 아이들도 다문화 가족을 받아들일 ⟦수 있을 것입니다⟧.", after: null },
    { before: "교육을 바꾸면 격차를 줄일 ⟦수 있을 것이다⟧.", after: null },
    { before: "이 측면에서 보아도 비용을 줄일 ⟦수 있을 것이다⟧.", after: "이 측면에서 보아도 비용을 줄일 수 있다." },
  ],
  propose(site, id) {
    const t = site.text;
    const head = t.slice(site.start, site.start + 14);
    const ra = /^라고 (?:할|볼) 수 있(다|습니다)/u.exec(head);
    if (ra) {
      const formal = ra[1] === "습니다";
      const end = site.start + ra[0].length;
      // "사람이라고" keeps its copula 이: 사람이다, 사람입니다.
      const copula = t[site.start - 1] === "이" && hasFinal(t.slice(site.start - 2, site.start - 1));
      const start = copula ? site.start - 1 : site.start;
      const to = formal ? "입니다" : copula ? "이다" : "다";
      return site.edit(start, end, to, id, "restructure", t.slice(start, end), to);
    }
    const da = /^다고 (?:할|볼) 수 있(다|습니다)/u.exec(head);
    if (da) {
      const end = site.start + da[0].length;
      if (da[1] === "다") return site.edit(site.start, end, "다", id, "restructure", t.slice(site.start, end), "다");
      const { word, start } = wordEndingAt(t, site.start + 1);
      const p = predicateStem(word);
      if (!p) return null;
      const to = formalPresentOf(p.stem);
      return site.edit(start, end, to, id, "restructure", t.slice(start, end), to);
    }
    const hedge = /^수 있을 것(입니다|이다)/u.exec(head);
    if (hedge) {
      const end = site.start + hedge[0].length;
      // After a condition ("~면 … 수 있을 것입니다") the prediction hangs on it: the hedge is the writer's.
      if (conditionBefore(site)) return null;
      // Only the plain "수 있습니다": "수 있겠습니다" reads as an announcement ("기여할 수 있겠습니다"), not a claim.
      const to = hedge[1] === "입니다" ? "수 있습니다" : "수 있다";
      return site.edit(site.start, end, to, id, "delete", t.slice(site.start, end), to);
    }
    return null;
  },
});

/** Formal present of a stem that may already carry a past or copula marker (했 → 했습니다, 하 → 합니다). */
function formalPresentOf(stem: string): string {
  return formalPresent(stem);
}

export const throughToParticle = rule({
  id: "ko.through-to-particle",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-translationese"],
  examples: [
    { before: "교육⟦을 통해⟧ 인식을 바꾼다.", after: "교육으로 인식을 바꾼다." },
    { before: "인터넷⟦을 통해⟧ 알았다.", after: "인터넷으로 알았다." },
    { before: "회의⟦를 통해⟧ 정했다.", after: "회의로 정했다." },
    { before: "우리나라의 오랜 역사⟦를 통해⟧ 많은 풍속이 전해져 내려왔습니다.", after: null },
  ],
  propose(site, id) {
    const m = /^[을를] 통(?:해|하여)(?=[ ,])/u.exec(site.span + site.text.slice(site.end, site.end + 1));
    if (!m) return null;
    const noun = wordEndingAt(site.text, site.start).word;
    if (!noun) return null;
    // "오랜 역사를 통해 전해져 내려왔다" is through a span of time, not by means of it: "역사로" reads as a cause.
    if (/(?:역사|세월|시간|기간|세대|시대|평생|일생)$/u.test(noun)) return null;
    const particle = agreeingParticle(noun, ["으로", "로"]);
    return site.edit(site.start, site.end, particle, id, "restructure", site.span, particle);
  },
});

/** "요인에 의해 형성된다" → "요인으로 형성된다": a cause, not a person, before a verb of shaping. */
export const byCauseToParticle = rule({
  id: "ko.by-cause-to-particle",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-translationese"],
  examples: [
    { before: "성 역할은 사회적 요인⟦에 의해⟧ 형성된다.", after: "성 역할은 사회적 요인으로 형성된다." },
    { before: "가격은 수요⟦에 의해⟧ 결정됩니다.", after: "가격은 수요로 결정됩니다." },
    { before: "이 집은 목수⟦에 의해⟧ 지어졌다.", after: null },
  ],
  propose(site, id) {
    if (site.span !== "에 의해" && site.span !== "에 의하여") return null;
    if (!/^ (?:형성|결정|좌우|유발|야기|초래)[되된될됨돼됩됐]/u.test(site.after(6))) return null;
    const noun = wordEndingAt(site.text, site.start).word;
    if (!noun) return null;
    // "오랜 역사를 통해 전해져 내려왔다" is through a span of time, not by means of it: "역사로" reads as a cause.
    if (/(?:역사|세월|시간|기간|세대|시대|평생|일생)$/u.test(noun)) return null;
    const particle = agreeingParticle(noun, ["으로", "로"]);
    return site.edit(site.start, site.end, particle, id, "restructure", site.span, particle);
  },
});

/** Verbs that take what "~에 대해" names as their object ("~에 대해 이야기하다" → "~를 이야기하다"). */
const OBJECT_VERBS = /^(?:생각|배우|배울|배워|배운|교육|알려|알아보|알아야|알게|이야기|얘기|논의|설명|고민|조사|연구|분석|검토|말하|말해|말할|말씀|다루|다룬|다룰|소개|살펴|공부|토론|파악|이해|언급|강조|정리)/u;

export const aboutToObject = rule({
  id: "ko.about-to-object",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-verbose-particles"],
  examples: [
    { before: "학생들이 폭력⟦에 대해⟧ 이야기할 공간이 필요하다.", after: "학생들이 폭력을 이야기할 공간이 필요하다." },
    { before: "사용 방법⟦에 대해⟧ 생각해 보자.", after: "사용 방법을 생각해 보자." },
    { before: "미디어의 발전⟦에 대해⟧ 많은 생각을 했다.", after: null },
  ],
  propose(site, id) {
    if (site.span !== "에 대해" && site.span !== "에 대하여") return null;
    const next = /^ ([가-힣]+)/u.exec(site.after(12));
    if (!next || !OBJECT_VERBS.test(next[1])) return null;
    const noun = wordEndingAt(site.text, site.start).word;
    if (!noun) return null;
    const particle = agreeingParticle(noun, ["을", "를"]);
    return site.edit(site.start, site.end, particle, id, "restructure", site.span, particle);
  },
});

export const haveToExist = rule({
  id: "ko.have-to-exist",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-translationese"],
  examples: [
    { before: "이 제도는 많은 장점⟦을 가지고 있습니다⟧.", after: "이 제도는 많은 장점이 있습니다." },
    { before: "그는 재능⟦을 갖고 있다⟧.", after: "그는 재능이 있다." },
  ],
  propose(site, id) {
    const t = site.text;
    // The span starts at 가지고/갖고; the object particle sits right before it.
    const spanStart = /^[을를] /u.test(t.slice(site.start - 2, site.start)) ? site.start - 2 : /^[을를] /u.test(site.span) ? site.start : -1;
    if (spanStart === -1) return null;
    const rest = t.slice(spanStart + 2, site.end + 6);
    const m = /^(?:가지고|갖고) (있(?:습니다|다|으며|는|고))/u.exec(rest);
    if (!m) return null;
    const noun = wordEndingAt(t, spanStart).word;
    const subject = agreeingParticle(noun, ["이", "가"]);
    const end = spanStart + 2 + m[0].length;
    const to = `${subject} ${m[1]}`;
    return site.edit(spanStart, end, to, id, "restructure", t.slice(spanStart, end), to);
  },
});

export const madeOf = rule({
  id: "ko.made-of",
  lang: "ko",
  kind: "replace",
  patterns: ["ko-translationese"],
  examples: [
    { before: "세 부분으로 ⟦이루어진⟧ 책이다.", after: "세 부분으로 된 책이다." },
    { before: "몸은 여러 요소로 ⟦이루어져⟧ 있다.", after: "몸은 여러 요소로 되어 있다." },
    // "carried out in a way" is not "consists of": 방식으로 되어야 is not Korean.
    { before: "발전은 지속 가능한 방식으로 ⟦이루어져⟧야 합니다.", after: null },
  ],
  propose(site, id) {
    // Only "consists of": parts before 로, and 이루어져 before 있다.
    if (!/(?:부분|요소|단계|층|장|부|개|가지|명|단어|문장|조각|성분|항목|과정|구성원|사람들)으?로 $/u.test(site.before(12))) return null;
    const forms: Record<string, string> = { 이루어진: "된", 이루어져: "되어", 이루어진다: "된다", 이루어집니다: "됩니다" };
    const m = /^이루어(?:진다|집니다|진|져)/u.exec(site.text.slice(site.start, site.start + 6));
    if (!m || !forms[m[0]]) return null;
    if (m[0] === "이루어져" && !/^ 있/u.test(site.text.slice(site.start + 4, site.start + 6))) return null;
    return site.edit(site.start, site.start + m[0].length, forms[m[0]], id, "replace", m[0], forms[m[0]]);
  },
});

export const importantToMust = rule({
  id: "ko.important-to-must",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-undue-significance"],
  examples: [
    { before: "꾸준히 운동하는 ⟦것이 중요합니다⟧.", after: "꾸준히 운동해야 합니다." },
    { before: "약속을 지키는 ⟦것이 중요하다⟧.", after: "약속을 지켜야 한다." },
    { before: "부적절한 댓글은 삼가는 ⟦것이 중요합니다⟧.", after: "부적절한 댓글은 삼가야 합니다." },
    { before: "상황을 방관하지 않는 ⟦것이 중요합니다⟧.", after: "상황을 방관하지 않아야 합니다." },
    { before: "과학은 환경에 대한 책임감을 갖는 ⟦것이 중요합니다⟧.", after: "과학은 환경에 대한 책임감을 가져야 합니다." },
    { before: "방법을 익히는 ⟦것이 중요합니다⟧.", after: "방법을 익혀야 합니다." },
  ],
  propose(site, id) {
    const m = /^것이 (?:매우 |무엇보다 )?중요(합니다|하다)/u.exec(site.text.slice(site.start, site.start + 16));
    if (!m || site.text.slice(site.start - 2, site.start) !== "는 ") return null;
    const { word, start } = wordEndingAt(site.text, site.start - 2);
    // The verb before 는: its stem is the word minus 는 (ㄹ verbs lose ㄹ before 는, so only open stems we can read).
    const stem = word;
    // Open stems, closed ones whose 아/어 form is regular (삼가 → 삼가야, 않 → 않아야, 찾 → 찾아야), and the
    // irregular ones 는 leaves no doubt about (갖는 → 가져야, 돕는 → 도와야): ko/frames.ts reads them.
    const a = aFormBeforeNeun(stem);
    if (!a) return null;
    const to = `${a}야 ${m[1] === "합니다" ? "합니다" : "한다"}`;
    const end = site.start + m[0].length;
    return site.edit(start, end, to, id, "restructure", site.text.slice(start, end), to);
  },
});

export const roleToAdjective = rule({
  id: "ko.important-role",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-undue-significance"],
  examples: [
    { before: "물은 농사에서 ⟦중요한 역할을⟧ 한다.", after: "물은 농사에서 중요하다." },
    { before: "부모는 교육에 ⟦중요한 역할을⟧ 합니다.", after: "부모는 교육에 중요합니다." },
  ],
  propose(site, id) {
    const m = /^(?:매우 )?(중요한|핵심적인|결정적인) 역할을 (한다|합니다|했다|했습니다|하고 있다|하고 있습니다|해 왔다|하는|할)/u.exec(site.text.slice(site.start, site.start + 24));
    if (!m) return null;
    const adjective: Record<string, string> = { 중요한: "중요", 핵심적인: "핵심적", 결정적인: "결정적" };
    const base = adjective[m[1]];
    if (base !== "중요") return null;
    const tails: Record<string, string> = { 한다: "하다", 합니다: "합니다", 했다: "했다", 했습니다: "했습니다", "하고 있다": "하다", "하고 있습니다": "합니다", "해 왔다": "했다", 하는: "한", 할: "할" };
    const to = `${base}${tails[m[2]]}`;
    const end = site.start + m[0].length;
    return site.edit(site.start, end, to, id, "restructure", site.text.slice(site.start, end), to);
  },
});

export const explanatoryEnding = rule({
  id: "ko.explanatory-ending",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-filler-phrases"],
  examples: [
    { before: "그래서 값이 오르는 ⟦것입니다⟧.", after: "그래서 값이 오릅니다." },
    { before: "문제는 여기에 있는 ⟦것이다⟧.", after: "문제는 여기에 있다." },
    { before: "우선, 인권 존중의 원칙을 지키는 ⟦것입니다⟧.", after: null },
    { before: "둘째, 서로의 문화를 존중하는 ⟦것이다⟧.", after: null },
    { before: "예를 들어, 문화 교류 프로그램으로 이해할 기회를 제공하는 ⟦것입니다⟧.", after: null },
  ],
  propose(site, id) {
    if (!/^것(?:입니다|이다)$/u.test(site.span) || site.text.slice(site.start - 2, site.start) !== "는 ") return null;
    // "우선, 원칙을 지키는 것입니다" names an item of a list (the first thing is to keep…), not an
    // explanation: "우선, 원칙을 지킵니다" would report a habit instead.
    // So does "예를 들어, … 기회를 제공하는 것입니다": an example of what to do, not a report of what is done.
    if (/^\s*(?:[-*•]\s*)?(?:우선|먼저|첫째|둘째|셋째|넷째|다섯째|다음으로|마지막으로|끝으로|또 하나는|하나는|예를 들어|예컨대|가령)[,\s]/u.test(site.sentenceText())) return null;
    const { word, start } = wordEndingAt(site.text, site.start - 2);
    const stem = word;
    if (!stem) return null;
    const last = stem.at(-1)!;
    // An open stem before 는 may have lost an ㄹ (아는 ← 알다): only stems that cannot.
    const code = last.charCodeAt(0) - 0xac00;
    const open = code % 28 === 0;
    if (open && !/(?:하|되|키|치|리|지|이|르|시|오|주)$/u.test(stem)) return null;
    const formal = site.span === "것입니다";
    const to = formal ? formalPresent(stem) : plainPresent(stem);
    const end = site.end;
    return site.edit(start, end, to, id, "restructure", site.text.slice(start, end), to);
  },
});

export const notMerelyButKo = rule({
  id: "ko.negative-parallelism",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-negative-parallelism"],
  examples: [
    // lib/meaning reads "A가 아니라" as a denial, "단순한" or not: the frame-free sentence does not pass its check;
    // "A일 뿐 아니라" keeps both claims and the 아니라 it reads them by.
    { before: "이것은 ⟦단순한 게임이 아니라⟧ 하나의 문화다.", after: "이것은 게임일 뿐 아니라 하나의 문화다." },
    { before: "이는 ⟦단순히 개인의 문제가 아니라⟧ 사회 전체의 문제입니다.", after: "이는 개인의 문제일 뿐 아니라 사회 전체의 문제입니다." },
    { before: "이 방식은 ⟦단순히 기능을 추가하는 것이 아니라⟧, 구조를 바꾼다.", after: "이 방식은 기능을 추가할 뿐 아니라, 구조를 바꾼다." },
    { before: "문제는 ⟦단순히 익명성만의 문제가 아니라⟧고 생각합니다.", after: null },
    { before: "이 전통은 ⟦단순히 게임을 넘어⟧ 문화가 되었다.", after: "이 전통은 문화가 되었다." },
  ],
  propose(site, id) {
    if (!/^단순(?:한|히) .*(?:이|가|것이) 아니라$|^단순(?:한|히) .*[을를] 넘어$/u.test(site.span)) return null;
    // "…가 아니라고 생각한다" denies outright: no "not merely … but" follows.
    if (!/^[ ,]/u.test(site.after(1))) return null;
    // "단순한 X가 아니라 Y" → "X일 뿐 아니라 Y", "단순히 X하는 것이 아니라" → "X할 뿐 아니라": "not merely X
    // but Y" says X and Y, as these do, and the check still sees the 아니라 it reads the claim by.
    const noun = /^단순(?:한|히) (.+?)(?:이|가) 아니라$/u.exec(site.span);
    const act = /^단순히 (.+?하)는 것이 아니라$/u.exec(site.span);
    const both = act ? `${act[1].slice(0, -1)}할 뿐 아니라` : noun && !noun[1].endsWith("것") ? `${noun[1]}일 뿐 아니라` : null;
    if (both) return site.replace(both, id, "restructure");
    let end = site.end;
    if (site.text[end] === ",") end++;
    while (site.text[end] === " ") end++;
    if (!/[가-힣]/u.test(site.text[end] ?? "")) return null;
    return site.edit(site.start, end, "", id, "restructure", site.span, "");
  },
});

const INTENSIFIERS = new Set(["매우", "정말", "대단히", "굉장히", "아주", "무척", "진정으로"]);

export const dropIntensifier = rule({
  id: "ko.drop-intensifier",
  lang: "ko",
  kind: "delete",
  patterns: ["ko-comparative-adverbs", "ko-undue-significance"],
  examples: [{ before: "이 일은 ⟦매우⟧ 어렵다.", after: "이 일은 어렵다." }],
  propose(site, id) {
    if (INTENSIFIERS.has(site.key)) return site.delete(id);
    const m = /^매우 (?=중요)/u.exec(site.span);
    return m ? site.delete(id, site.start, site.start + 2) : null;
  },
});

/**
 * "…함으로써" → "…해서": the means stays, the written-up frame goes ("최선을 다함으로써 차이를
 * 인정하고" → "최선을 다해서 차이를 인정하고"). Only 하다 and 되다 verbs, whose 아/어 forms are regular.
 */
export const byDoingKo = rule({
  id: "ko.by-doing",
  lang: "ko",
  kind: "replace",
  patterns: ["ko-superficial-analysis", "ko-translationese"],
  examples: [
    { before: "최선을 다⟦함으로써⟧ 서로의 차이를 인정한다.", after: "최선을 다해서 서로의 차이를 인정한다." },
    { before: "규칙을 공유⟦함으로써⟧ 갈등을 줄였다.", after: "규칙을 공유해서 갈등을 줄였다." },
    { before: "정보가 공개⟦됨으로써⟧ 신뢰가 커졌다.", after: "정보가 공개되어 신뢰가 커졌다." },
  ],
  propose(site, id) {
    const m = /^([함됨])으로써$/u.exec(site.span);
    if (!m || !/[가-힣]$/u.test(site.before(1))) return null;
    const to = m[1] === "함" ? "해서" : "되어";
    return site.edit(site.start, site.end, to, id, "replace", site.span, to);
  },
});

export const colonToStop = rule({
  id: "ko.colon-to-stop",
  lang: "ko",
  kind: "replace",
  patterns: ["ko-colon-reveal"],
  examples: [{ before: "이유는 ⟦간단합니다:⟧ 값이 싸다.", after: "이유는 간단합니다. 값이 싸다." }],
  propose(site, id) {
    const colon = site.span.search(/[:：]\s*$/u);
    if (colon === -1) return null;
    const at = site.start + colon;
    return site.edit(at, at + 1, ".", id, "replace", ":", ".");
  },
});

export const faultInsightKo = rule({
  id: "ko.faux-insight",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-faux-insight-setup"],
  examples: [{ before: "⟦주목할 만한 점은⟧ 매출이 늘었다는 점이다.", after: "매출이 늘었다." }],
  propose(site, id) {
    if (!site.atStart() || !/점은$|사실은$|것은$|부분은$/u.test(site.span)) return null;
    const rest = site.text.slice(site.end, site.sentence.end);
    const m = /([가-힣]+)(다는|라는) (?:점|것|사실)(이다|입니다)([.!]?)$/u.exec(rest);
    if (!m) return null;
    const tailStart = site.end + m.index + m[1].length;
    const tailEnd = site.end + rest.length - m[4].length;
    const start = site.start;
    let bodyStart = site.end;
    while (site.text[bodyStart] === " ") bodyStart++;
    void start;
    const formal = m[3] === "입니다";
    let ending: string;
    if (m[2] === "다는") {
      if (!formal) ending = "다";
      else {
        const p = predicateStem(`${m[1]}다`);
        if (!p) return null;
        const word = m[1];
        const wordStart = tailStart - word.length;
        const to = formalPresent(p.stem);
        const body = site.text.slice(bodyStart, wordStart);
        return site.edit(site.start, tailEnd, body + to, id, "restructure", site.text.slice(site.start, tailEnd), body + to);
      }
    } else ending = formal ? "입니다" : "다";
    const body = site.text.slice(bodyStart, tailStart);
    return site.edit(site.start, tailEnd, body + ending, id, "restructure", site.text.slice(site.start, tailEnd), body + ending);
  },
});

/** Seeming frames after a prediction: "높아질 것으로 보인다" says "will rise" behind "it appears". */
const SEEMS = /^것으로 (?:보인다|보입니다|판단된다|판단됩니다|여겨진다|여겨집니다|생각된다|생각됩니다|예상된다|예상됩니다|전망된다|전망됩니다)/u;
/** "수 있을 것으로 예상된다/보인다…" and the ending it takes: the ability said once, in the same ending. */
const CAN_SEEMS = /^수 있을 것으로 (?:보|판단|예상|기대|전망)(인다|입니다|된다|됩니다|되며|되고|이며|이고)/u;
const CAN_TAIL: Record<string, string> = { 인다: "있다", 된다: "있다", 입니다: "있습니다", 됩니다: "있습니다", 되며: "있으며", 이며: "있으며", 되고: "있고", 이고: "있고" };

/**
 * Prediction endings said plainly: "~ㄹ 것으로 보인다/예상된다" → "~ㄹ 것이다" (the future form already
 * predicts; the frame adds a second guess), "~ㄹ 수 있을 것으로 예상되며" → "~ㄹ 수 있으며". Only after the
 * prospective ㄹ form (높아질, 필요할): "있는 것으로 보인다" reports an impression, and "있다" would assert it.
 */
export const predictionPlain = rule({
  id: "ko.prediction-plain",
  lang: "ko",
  kind: "restructure",
  patterns: ["ko-excessive-hedging"],
  examples: [
    { before: "앞으로 수요가 높아질 ⟦것으로 보인다⟧.", after: "앞으로 수요가 높아질 것이다." },
    { before: "추가 인력이 필요할 ⟦것으로 보입니다⟧.", after: "추가 인력이 필요할 것입니다." },
    { before: "새 메뉴는 만족도를 높일 ⟦수 있을 것으로 예상⟧되며, 잔반도 줄어든다.", after: "새 메뉴는 만족도를 높일 수 있으며, 잔반도 줄어든다." },
    { before: "학생들은 대체로 만족하는 ⟦것으로 보인다⟧.", after: null },
    { before: "수요가 높아질 ⟦것으로 보인다⟧고 말했다.", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    const can = CAN_SEEMS.exec(t.slice(site.start, site.start + 24));
    if (can) {
      const end = site.start + can[0].length;
      const to = `수 ${CAN_TAIL[can[1]]}`;
      return site.edit(site.start, end, to, id, "restructure", t.slice(site.start, end), to);
    }
    const seems = SEEMS.exec(t.slice(site.start, site.start + 12));
    if (!seems || t[site.start - 1] !== " ") return null;
    const end = site.start + seems[0].length;
    // Only where it ends the sentence: "높아질 것으로 보인다고 말했다" reports someone's guess.
    if (!/^(?:[.!?\n]|$)/u.test(t.slice(end, end + 1))) return null;
    const { word } = wordEndingAt(t, site.start - 1);
    const last = word.at(-1);
    if (!last || finalOf(last) !== JONG.l) return null;
    const to = seems[0].endsWith("니다") ? "것입니다" : "것이다";
    return site.edit(site.start, end, to, id, "restructure", t.slice(site.start, end), to);
  },
});

export const KO_ENDING_RULES = [progressive, periphrastic, predictionPlain, throughToParticle, byCauseToParticle, aboutToObject, haveToExist, madeOf, importantToMust, roleToAdjective, explanatoryEnding, notMerelyButKo, dropIntensifier, byDoingKo, colonToStop, faultInsightKo];
export type { Proposal, FixSite };
