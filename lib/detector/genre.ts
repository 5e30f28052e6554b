// estimated_genre (004: 입력 첫 300자로 장르 추정): a deterministic cue count over the
// first 300 characters. Ties and no cues fall back to the language's default genre.
import type { Lang } from "../engine/types";

type Cues = Record<string, RegExp[]>;

const KO: Cues = {
  리포트: [/보고서|분석 결과|조사에 따르면|현황|전년 대비|%|요약|목차|개요/g, /^#+\s|^\d+\.\s/gm],
  블로그: [/안녕하세요|오늘은|여러분|제가|했어요|해요|ㅎㅎ|ㅋㅋ|후기|리뷰|포스팅/g],
  "공적 연설": [/존경하는|국민 여러분|친애하는|감사합니다|여러분께|축사|연설|기념사/g],
  칼럼: [/생각한다|것이다|아닐까|우리 사회|칼럼|논설|해야 한다/g],
};
const EN: Cues = {
  email: [/^(?:hi|hello|dear)\b[^\n]{0,40},/gim, /\b(?:best regards|regards|thanks|sincerely|let me know)\b/gi],
  speech: [/\b(?:ladies and gentlemen|my fellow|thank you all|honored to|distinguished guests)\b/gi],
  academic: [/\b(?:abstract|we propose|this paper|this study|et al\.|hypothesis|methodology|findings suggest)\b/gi],
  report: [/\b(?:executive summary|report|quarter|year-over-year|key findings|revenue|analysis)\b/gi, /\d+(?:\.\d+)?%/g],
  wiki: [/\b(?:is an? [a-z]+ (?:born|located|founded)|was born|\(born|is a (?:city|town|village|species|film|band))\b/gi, /\(\d{4}\s*[–-]\s*\d{4}\)/g],
  social: [/#\w+|@\w+|\b(?:thread|follow|retweet|like and share)\b|🧵|👇/gu],
  blog: [/\b(?:i've|i'm|my|today i|in this post|let's|you'll)\b/gi],
  column: [/\b(?:we must|should|i believe|in my view|our society|it is time)\b/gi],
};
const ZH: Cues = {
  report: [/报告|数据显示|同比|分析|调查|概述|%/g],
  speech: [/女士们|先生们|同志们|各位来宾|尊敬的|致辞|讲话/g],
  academic: [/摘要|本文|研究表明|假设|方法论|文献/g],
  wiki: [/是一[种个座部位]|位于|出生于|成立于|（\d{4}年/g],
  social: [/#\S+#|@\S+|转发|点赞|关注/g],
  email: [/^(?:您好|亲爱的)|此致|敬礼|顺祝/gm],
  blog: [/我今天|大家好|分享一下|小伙伴|吧！/g],
  column: [/我们应该|值得思考|笔者|社会/g],
};
const JA: Cues = {
  report: [/報告|調査|分析|前年比|概要|%/g],
  speech: [/皆様|皆さん、|ご来賓|挨拶|申し上げます/g],
  academic: [/本研究|本稿|仮説|先行研究|手法/g],
  wiki: [/である。|に位置する|出身の|設立された|（\d{4}年/g],
  social: [/#\S+|@\S+|リツイート|フォロー/g],
  email: [/お世話になっております|よろしくお願いいたします|拝啓|敬具/g],
  blog: [/こんにちは|今日は|ブログ|でした！|ですよね/g],
  column: [/べきだ|ではないか|私たちの社会|考えたい/g],
};
const CUES: Record<Lang, Cues> = { ko: KO, en: EN, zh: ZH, ja: JA };
const FALLBACK: Record<Lang, string> = { ko: "칼럼", en: "column", zh: "column", ja: "column" };

/** Each language's cues as a list, built once rather than by Object.entries per call. */
const CUE_LISTS = Object.fromEntries(Object.entries(CUES).map(([lang, cues]) => [lang, Object.entries(cues)])) as Record<Lang, [string, RegExp[]][]>;

/** How many times a global regex matches in head, counted without building the match array. */
function countMatches(re: RegExp, head: string): number {
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(head); m; m = re.exec(head)) {
    n++;
    if (m[0].length === 0) re.lastIndex++;
  }
  return n;
}

export function estimateGenre(text: string, lang: Lang): string {
  const head = text.slice(0, 300);
  let best = FALLBACK[lang];
  let bestScore = 0;
  for (const [genre, res] of CUE_LISTS[lang]) {
    let score = 0;
    for (const re of res) score += countMatches(re, head);
    if (score > bestScore) {
      best = genre;
      bestScore = score;
    }
  }
  return best;
}

/** estimateGenre by String#match over each cue: the plain computation the counting loop must equal. */
export function estimateGenrePlain(text: string, lang: Lang): string {
  const head = text.slice(0, 300);
  let best = FALLBACK[lang];
  let bestScore = 0;
  for (const [genre, res] of Object.entries(CUES[lang])) {
    let score = 0;
    for (const re of res) score += head.match(re)?.length ?? 0;
    if (score > bestScore) {
      best = genre;
      bestScore = score;
    }
  }
  return best;
}
