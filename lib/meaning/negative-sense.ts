// Words that say a negation with no negation particle: lack and absence (부재, 결여,
// 匮乏, 欠如), a plan that came to nothing (무산, 見送り), a duty left undone (ignored,
// 외면, 忽视), a count of none (为零), hiding (숨기다, 隠す: "not hidden" is "open").
// A faithful rewrite says "has no hospital" as "lacks a hospital" and "did not pass" as
// "failed" (挂科); read as plain words, the original's negation looks dropped and the
// parity flips. These are read as lexical negations (lexicon.ts joins them to each
// language's marks), so they count for polarity on both sides: "병원이 없다" →
// "병원이 부재하다" keeps the parity, and "병원이 있다" → "병원이 부재하다" still flips it.
//
// Curated by hand, each entry with the faithful pair that shows why it is there and a
// change it must still catch; test/meaning/negative-sense.test.ts runs both. Kept small:
// a word here that also has a positive sense (빠지다 "fall into", 乏 in names) would make
// new false alarms where only one side has it. Words that mean "not" only against a claim
// that says it with a negator (skip, too little, as planned) are negative-meaning.ts's.
import type { Lang } from "../engine/types";

export interface NegativeSense {
  /** Regex source, no capturing groups (it becomes one branch of a group in lexicon.ts). */
  pattern: string;
  gloss: string;
  /** An original that says it with a negation, and a faithful rewrite that says it with this word: meaning_ok. */
  faithful: { original: string; rewrite: string };
  /** The same word against an original that asserts the opposite: still a HARD FAIL. */
  flip: { original: string; rewrite: string };
}

export const NEGATIVE_SENSE: Record<Lang, readonly NegativeSense[]> = {
  en: [
    {
      pattern: "\\bignor(?:e|es|ed|ing)\\b",
      gloss: "ignored: did not answer, did not heed",
      faithful: { original: "The council has not answered the librarian's letters.", rewrite: "The council has ignored the librarian's letters." },
      flip: { original: "The council has answered the librarian's letters.", rewrite: "The council has ignored the librarian's letters." },
    },
    {
      pattern: "\\bneglect(?:s|ed|ing)?\\b",
      gloss: "neglected: not looked after",
      faithful: { original: "The owners did not look after the garden for years.", rewrite: "The owners neglected the garden for years." },
      flip: { original: "The owners looked after the garden for years.", rewrite: "The owners neglected the garden for years." },
    },
    {
      pattern: "\\b(?:leav(?:e|es|ing)|left)\\s+(?:(?:the|their|his|her|my|our|your)\\s+)?(?:job|jobs|profession|career|company|firm|post|role|nursing|teaching|industry)\\b",
      gloss: "leaving one's job or profession: quitting, no longer working there",
      faithful: { original: "Half the teachers have thought about quitting.", rewrite: "Half the teachers have considered leaving the profession." },
      flip: { original: "Half the teachers have signed up to teach next year.", rewrite: "Half the teachers are leaving teaching next year." },
    },
    {
      pattern: "\\ba waste\\b|\\bwasteful\\b|\\bworthless\\b|\\bpointless\\b",
      gloss: "a waste, worthless, pointless: not worth it",
      faithful: { original: "The owners say a Sunday service is not worth the fuel.", rewrite: "To the owners, fuel for a Sunday service is a waste." },
      flip: { original: "The owners say a Sunday service is worth the fuel.", rewrite: "To the owners, fuel for a Sunday service is a waste." },
    },
    {
      pattern: "\\bawait(?:s|ing)\\b|\\bpending\\b",
      gloss: "awaiting, pending: not (yet) done",
      faithful: { original: "The new budget has not been approved yet.", rewrite: "The new budget is still awaiting approval." },
      flip: { original: "The new budget has been approved.", rewrite: "The new budget is still awaiting approval." },
    },
    {
      pattern: "\\babsence of\\b|\\bdevoid of\\b",
      gloss: "in the absence of, devoid of: without",
      faithful: { original: "Patients travel an hour because the town has no hospital.", rewrite: "Patients travel an hour because of the absence of a hospital in the town." },
      flip: { original: "Patients travel an hour because the town has a hospital.", rewrite: "Patients travel an hour because of the absence of a hospital in the town." },
    },
  ],
  ko: [
    {
      pattern: "(?<![가-힣])제로(?=[다였이에로,.]|\\s|$)",
      gloss: "제로: 하나도 없다",
      faithful: { original: "지난해 공장에서는 사고가 나지 않았다.", rewrite: "지난해 공장의 사고는 제로였다." },
      flip: { original: "지난해 공장에서는 사고가 났다.", rewrite: "지난해 공장의 사고는 제로였다." },
    },
    {
      pattern: "부재(?=[하한했함합중이가로를의]|\\s)",
      gloss: "부재하다: 없다",
      faithful: { original: "이 마을에는 병원이 없다.", rewrite: "이 마을에는 병원이 부재하다." },
      flip: { original: "이 마을에는 병원이 있다.", rewrite: "이 마을에는 병원이 부재하다." },
    },
    {
      pattern: "무산",
      gloss: "무산되다: 이루어지지 않다",
      faithful: { original: "새 정책은 올해 시행되지 않았다.", rewrite: "새 정책의 시행은 올해 무산됐다." },
      flip: { original: "새 정책은 올해 시행되었다.", rewrite: "새 정책의 시행은 올해 무산됐다." },
    },
    {
      pattern: "결여|결핍|빈약",
      gloss: "결여·결핍되다, 빈약하다: 모자라다, 없다",
      faithful: { original: "보고서에는 근거가 충분하지 않다.", rewrite: "보고서에는 근거가 빈약하다." },
      flip: { original: "보고서에는 근거가 충분하다.", rewrite: "보고서에는 근거가 빈약하다." },
    },
    {
      pattern: "외면|무시(?=[하한했해함합되된됐당])",
      gloss: "외면하다, 무시하다: 답하지 않다, 돌보지 않다",
      faithful: { original: "시청은 주민들의 민원에 답하지 않았다.", rewrite: "시청은 주민들의 민원을 외면했다." },
      flip: { original: "시청은 주민들의 민원에 답했다.", rewrite: "시청은 주민들의 민원을 외면했다." },
    },
    {
      // "숨기지 않고" is "openly": with its negation it is a double negation, an assertion.
      pattern: "숨기|숨긴|숨겨|숨겼",
      gloss: "숨기다: 드러내지 않다",
      faithful: { original: "팀은 결정 이유를 공개한다.", rewrite: "팀은 결정 이유를 숨기지 않는다." },
      flip: { original: "팀은 결정 이유를 공개한다.", rewrite: "팀은 결정 이유를 숨긴다." },
    },
  ],
  zh: [
    {
      pattern: "欠缺|匮乏|短缺|缺失",
      gloss: "欠缺、匮乏、短缺、缺失：没有，不够",
      faithful: { original: "这个地区没有足够的医生。", rewrite: "这个地区医生短缺。" },
      flip: { original: "这个地区有足够的医生。", rewrite: "这个地区医生短缺。" },
    },
    {
      pattern: "挂科|不及格",
      gloss: "挂科：考试没有及格",
      faithful: { original: "他这次考试没有及格。", rewrite: "他这次考试挂科了。" },
      flip: { original: "他这次考试及格了。", rewrite: "他这次考试挂科了。" },
    },
    {
      pattern: "为零|归零",
      gloss: "为零：一个也没有",
      faithful: { original: "工厂去年没有发生安全事故。", rewrite: "工厂去年的安全事故为零。" },
      flip: { original: "工厂去年发生了安全事故。", rewrite: "工厂去年的安全事故为零。" },
    },
    {
      pattern: "忽视|忽略|无视",
      gloss: "忽视：不重视，不理会",
      faithful: { original: "公司没有理会员工的意见。", rewrite: "公司忽视了员工的意见。" },
      flip: { original: "公司认真听取了员工的意见。", rewrite: "公司忽视了员工的意见。" },
    },
  ],
  ja: [
    {
      // 不 alone is a negation only before other characters (lexicon.ts excludes 不足 there).
      pattern: "不足",
      gloss: "不足：足りない",
      faithful: { original: "予算が足りないため、今年は実施されなかった。", rewrite: "予算不足のため、今年の実施はなかった。" },
      flip: { original: "予算が十分にあるため、今年は実施された。", rewrite: "予算不足のため、今年は実施された。" },
    },
    {
      pattern: "見送",
      gloss: "見送る：行わない",
      faithful: { original: "新制度は今年は実施されなかった。", rewrite: "新制度の今年の実施は見送られた。" },
      flip: { original: "新制度は今年実施された。", rewrite: "新制度の今年の実施は見送られた。" },
    },
    {
      pattern: "欠如|乏し",
      gloss: "欠如、乏しい：ない、足りない",
      faithful: { original: "この報告書には根拠が十分にない。", rewrite: "この報告書には根拠が乏しい。" },
      flip: { original: "この報告書には根拠が十分にある。", rewrite: "この報告書には根拠が乏しい。" },
    },
    {
      // "けが人は出なかった" is said "負傷者はゼロだった": a count of none, like 为零.
      pattern: "ゼロ(?=だ|で|に|と|。|、|$)",
      gloss: "ゼロだ：一人も・一つもない",
      faithful: { original: "昨年、工場では事故が起きなかった。", rewrite: "昨年、工場の事故はゼロだった。" },
      flip: { original: "昨年、工場では事故が起きた。", rewrite: "昨年、工場の事故はゼロだった。" },
    },
    {
      pattern: "無視",
      gloss: "無視する：取り合わない",
      faithful: { original: "会社は社員の意見を聞かなかった。", rewrite: "会社は社員の意見を無視した。" },
      flip: { original: "会社は社員の意見をよく聞いた。", rewrite: "会社は社員の意見を無視した。" },
    },
    {
      // 対象外, 適用外, 範囲外: outside what is covered, "not covered" (対象 alone is no negation).
      pattern: "(?:対象|適用|範囲|保証|補償)外",
      gloss: "対象外：対象にならない",
      faithful: { original: "地震による損害は補償しません。", rewrite: "地震による損害は補償の対象外です。" },
      flip: { original: "地震による損害も補償します。", rewrite: "地震による損害は補償の対象外です。" },
    },
  ],
};

/** The entries of one language as one alternation. */
export const negativeSensePattern = (lang: Lang): string => NEGATIVE_SENSE[lang].map((e) => e.pattern).join("|");
