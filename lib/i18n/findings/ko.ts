// 문장이 기계가 쓴 것처럼 읽히는 이유, 한국어로. 패턴 이름은 이유 옆에 따로 보이므로 이유에서는 되풀이하지 않는다.
import { num, percent } from "../format";
import { LANGUAGES, names } from "./ko-names";
import type { FindingWords } from "./params";

const q = (s: string) => `‘${s}’`;
/** "한 번", "두 번", "세 번", then digits: how a Korean writer counts times. */
const times = (n: number) => (["한", "두", "세"][n - 1] ? `${["한", "두", "세"][n - 1]} 번` : `${num("ko", n)}번`);
const nums = (xs: readonly number[]) => xs.map((x) => num("ko", x)).join(", ");

const name = (code: string) => (LANGUAGES as Record<string, string>)[code] ?? code;

export const ko: FindingWords = {
  templates: {
    "reason.span": (p) =>
      `${q(p.quote)} 표현이 ${times(p.count)} 나옵니다(1,000단어당 ${num("ko", p.per1000, 1)}회` +
      (p.paragraphsHit > 1 ? `, 문단 ${num("ko", p.paragraphs)}개 중 ${num("ko", p.paragraphsHit)}개` : "") +
      ")" +
      (p.total > p.count ? `. 이 패턴은 모두 ${num("ko", p.total)}곳에서 나옵니다.` : "."),
    "reason.advice": (p) => `${q(p.quote)}은(는) 사람보다 언어 모델이 더 자주 쓰는 표현입니다. 참고용이며 점수에는 들어가지 않습니다.`,
    "reason.check": (p, r) => {
      const detail = r(p.detail);
      const summaries = p.summaries.map(r).filter((s) => s !== detail);
      return [detail, ...summaries].join(" ");
    },
    "reason.document": (p) =>
      `글 전체에 ${times(p.count)} 나옵니다(${p.quotes.map(q).join(", ")}${p.more ? ", …" : ""}. 1,000단어당 ${num("ko", p.per1000, 1)}회).`,
    "fix.replace": (p) => `${q(p.replacement)}(으)로 바꾸세요.`,
    "fix.delete": () => "지우세요.",

    "check.sentence-length-uniformity": (p) =>
      `문장 길이가 거의 같습니다. 문장 ${num("ko", p.sentences)}개가 대부분 ${num("ko", p.lo)}–${num("ko", p.hi)}단어입니다(평균 ${num("ko", p.mean, 1)}단어).`,
    "check.paragraph-uniformity": (p) =>
      `문단 ${num("ko", p.paragraphs)}개가 한 틀로 찍어 낸 듯합니다. 문단마다 문장 ${p.sentenceCounts}개, 단어 ${p.tokenCounts}개입니다.`,
    "check.ending-repetition.detail": (p) => `${num("ko", p.run)}문장 연달아 ${q(p.ending)}(으)로 끝납니다.`,
    "check.ending-repetition.summary": (p) => `같은 어미가 연달아 나오는 곳이 ${num("ko", p.runs)}군데 있습니다(가장 길게는 ${num("ko", p.longest)}문장).`,
    "check.paragraph-question-opener.detail": (p) => `${num("ko", p.paragraph)}번째 문단이 질문으로 시작합니다.`,
    "check.paragraph-question-opener.summary": (p) => `문단 ${num("ko", p.paragraphs)}개 중 ${num("ko", p.count)}개가 질문으로 시작합니다.`,
    "check.emoji.detail": (p) => `이모지 ${p.emoji}를 장식으로 썼습니다.`,
    "check.emoji.summary": (p) => `장식용 이모지가 ${num("ko", p.count)}개 있습니다.`,
    "check.boldface.detail": (p) => `${q(p.text)}을(를) 굵게 표시했습니다.`,
    "check.boldface.summary": (p) => `굵게 표시한 곳이 ${num("ko", p.count)}군데 있습니다.`,
    "check.inline-header-list.detail": (p) => `목록 항목이 ${q(p.header)} 같은 머리말로 시작합니다.`,
    "check.inline-header-list.summary": (p) => `굵은 글씨나 쌍점 머리말로 시작하는 목록 항목이 ${num("ko", p.count)}개 있습니다.`,
    "check.title-case-heading.detail": () => "제목의 단어마다 첫 글자를 대문자로 썼습니다.",
    "check.title-case-heading.summary": (p) => `단어마다 대문자로 시작하는 제목이 ${num("ko", p.count)}개 있습니다.`,
    "check.heading-bullets.detail": (p) => (p.heading ? "산문 속에 마크다운 제목이 있습니다." : "산문 속에 글머리 기호 항목이 있습니다."),
    "check.heading-bullets.summary": (p) => `산문이어야 할 글에 제목 ${num("ko", p.headings)}개, 글머리 기호 항목 ${num("ko", p.bullets)}개가 있습니다.`,
    "check.dash-density": (p) =>
      `대시가 ${num("ko", p.count)}개로, 1,000자당 ${num("ko", p.per1000, 1)}개입니다. ${num("ko", p.threshold, 1)}개를 넘으면 흔적으로 봅니다.`,
    "check.curly-quotes.detail": () => "곧은따옴표를 쓰는 글에 둥근따옴표가 섞였습니다.",
    "check.curly-quotes.summary": (p) => `둥근따옴표 ${num("ko", p.curly)}개, 곧은따옴표 ${num("ko", p.straight)}개입니다.`,
    "check.triplet-lists.detail": () => "비슷한 항목을 꼭 세 개씩 나열했습니다.",
    "check.triplet-lists.summary": (p) => `세 항목 나열이 ${num("ko", p.count)}번 나옵니다.`,
    "check.short-line-stack.detail": (p) => `한 문장짜리 줄 ${num("ko", p.lines)}개를 쌓아 올렸습니다.`,
    "check.short-line-stack.summary": (p) => `한 문장짜리 줄을 쌓은 곳이 ${num("ko", p.stacks)}군데 있습니다(가장 긴 곳은 ${num("ko", p.longest)}줄).`,
    "check.sentence-initial-connective": (p) =>
      `문장 ${num("ko", p.sentences)}개 중 ${num("ko", p.count)}개(${percent("ko", p.share)})가 접속어로 시작합니다: ${p.terms.map(q).join(", ")}.`,
    "check.stylometry-hot.paragraph": (p, r) => `${num("ko", p.paragraph)}번째 문단이 단조롭게 읽힙니다. ${p.reasons.map(r).join(" ")}`,
    "check.stylometry-hot.zoom": (p) => `${num("ko", p.paragraph)}번째 문단에서 이웃한 문장들의 길이가 거의 같습니다(${nums(p.lengths)}단어).`,
    "check.stylometry-hot.summary": (p) => `문단 ${num("ko", p.total)}개 중 ${num("ko", p.hot)}개가 단조롭게 읽힙니다.`,
    "hot.burstiness": (p) => `문장 길이가 거의 달라지지 않습니다(${nums(p.lengths)}단어).`,
    "hot.mattr": () => "같은 단어 몇 개를 계속 되풀이합니다.",
    "hot.lexicon": (p) => `AI가 즐겨 쓰는 어휘가 촘촘합니다(1,000단어당 ${num("ko", p.per1000, 1)}회: ${p.entries.map(q).join(", ")}).`,
    "hot.ko-diagnostics": (p) => `어절 길이가 고르고, 문장마다 쉼표가 ${num("ko", p.commas, 1)}개씩 있으며, 어미 종류가 적습니다.`,
    "hot.ending-monotony": (p) => `${num("ko", p.count)}문장(${percent("ko", p.share)})이 ‘~다’로 끝납니다.`,
    "hot.fake-candor": () => "‘솔직히’ 같은 서두가 글 곳곳에 되풀이됩니다.",
    "hot.thematic-break": () => "장식용 구분선이 글 곳곳에 있습니다.",
    "hot.other": (p) => p.reason,

    "warning.score-unavailable": (p) => `패턴 점수를 계산하지 못했습니다(${p.error}).`,
    "warning.short-text": () => "글이 100자보다 짧아 판단을 믿기 어렵습니다.",
    "warning.mixed-language": (p) => `여러 문자가 섞인 글입니다(${p.scripts.join(", ")}). ${name(p.lang)} 패턴만 검사했습니다.`,
    "warning.language-mismatch": (p) => `${name(p.detected)}로 보이는 글을 ${name(p.chosen)}로 검사했습니다.`,
    "warning.no-packs": (p) => `${name(p.lang)} 패턴 목록이 없습니다.`,
    "warning.stylometry-skipped": () => "글이 짧아 리듬 관련 항목은 검사하지 않았습니다.",
  },
  ...names,
};
