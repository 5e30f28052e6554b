// Words that carry a negation by their meaning, by class, per language: stopping (打ち切る
// "no longer do", 叫停, halt), leaving out (건너뛰다 "not do this time", 跳过, skip), too little
// (太少, 적게, 不足 "not enough"), too much (偏高, 지나치게, too high: "not cheap", "not
// moderate"), a thing left blank (白紙, 백지: "nothing decided"), and a plan kept (予定どおり,
// 照常, as planned: "not changed", "not called off").
//
// The polarity of a claim is compared by meaning rather than by negators alone (polarity.ts):
// "뽑지 않기로 했다" restated as "건너뛰기로 했다" keeps it (one negation against one word of
// negative meaning), and "건너뛰지 않기로 했다" flips it. Only words the other side's claim does
// not also have count (both sides saying 中止 cancel out), and a word inside a negation or a
// "none" mark of its own side is that mark, not a second negation.
//
// Read only where two claims' negations disagree (a rare path), never over the whole text: the
// check's speed does not depend on these lists. Each entry has a faithful pair (the negation
// said with the word: meaning_ok) and a flip (the word negated against the plain original: still
// a HARD FAIL); test/meaning/negative-meaning.test.ts runs both.
//
// Not negative-sense.ts: those words (부재, 欠如, ignored) mean "not" wherever they stand and
// join every claim's negation marks; these (skip, 偏高, 予定どおり) mean "not" only against a
// claim that says it with a negator, so they are read on that one path.
import type { Lang, TextRange } from "../engine/types";
import type { NegativeSense } from "./negative-sense";

export type MeaningClass = "stop" | "skip" | "short" | "excess" | "blank" | "as-planned";

/** An entry as negative-sense.ts has it (pattern, gloss, faithful pair, flip), with its class. */
export interface NegativeMeaning extends NegativeSense {
  cls: MeaningClass;
}

export const NEGATIVE_MEANING: Record<Lang, readonly NegativeMeaning[]> = {
  en: [
    {
      cls: "stop",
      pattern: "\\b(?:halt(?:s|ed|ing)?|discontinu(?:e|es|ed|ing)|scrap(?:s|ped|ping)?|axe[sd]?|suspend(?:s|ed|ing)?|shelve[sd]?|wound down|wind(?:s|ing)? down|pull(?:s|ed)? the plug)\\b",
      gloss: "halt, discontinue, scrap, shelve: no longer do",
      faithful: { original: "The airline will not fly to Leeds after March.", rewrite: "The airline will discontinue its Leeds flights after March." },
      flip: { original: "The airline will not fly to Leeds after March.", rewrite: "The airline will not discontinue its Leeds flights after March." },
    },
    {
      cls: "skip",
      // "Widening had to wait until the war was over" is "it was not widened until after the war".
      pattern: "\\b(?:had|has|have) to wait (?:until|till)\\b|\\bwait(?:ed|s)? (?:until|till)\\b",
      gloss: "had to wait until: did not happen until",
      faithful: { original: "The road was not repaired until the spring.", rewrite: "Repairs to the road had to wait until the spring." },
      flip: { original: "The road was not repaired until the spring.", rewrite: "Repairs to the road did not have to wait until the spring." },
    },
    {
      cls: "skip",
      pattern: "\\b(?:skip(?:s|ped|ping)?|omit(?:s|ted|ting)?|forgo(?:es|ing|ne)?|forwent|le(?:ave|aves|ft|aving) out|pass(?:es|ed)? up)\\b",
      gloss: "skip, omit, forgo, leave out: not do, not include",
      faithful: { original: "The firm will not hire graduates this year.", rewrite: "The firm will skip graduate hiring this year." },
      flip: { original: "The firm will not hire graduates this year.", rewrite: "The firm will not skip graduate hiring this year." },
    },
    {
      cls: "short",
      pattern: "\\b(?:too (?:little|few|low|small|short)|scarce|scant|meagre|meager|shortage|short(?:fall)?s?)\\b",
      gloss: "too little, scarce, a shortage: not enough",
      faithful: { original: "There was not enough rain in July, so the wheat yield fell.", rewrite: "July's rain was too little, so the wheat yield fell." },
      flip: { original: "There was not enough rain in July, so the wheat yield fell.", rewrite: "July's rain was not too little, so the wheat yield fell." },
    },
    {
      cls: "excess",
      pattern: "\\b(?:too (?:high|much|many|expensive|costly|steep|long)|overpriced|excessive(?:ly)?)\\b",
      // Not a bare "expensive" or "pricier": a comparison, and an antonym of "cheap" the antonym check reads.
      gloss: "too high, overpriced, excessive: not moderate",
      faithful: { original: "Although the rent was not reasonable, the shop stayed open.", rewrite: "Although the rent was too high, the shop stayed open." },
      flip: { original: "Although the rent was not reasonable, the shop stayed open.", rewrite: "Although the rent was not too high, the shop stayed open." },
    },
    {
      cls: "as-planned",
      pattern: "\\b(?:as (?:planned|scheduled)|intact|unaltered)\\b",
      gloss: "as planned, intact: not changed, not called off",
      // Against a change verb, not a cancelling one: "not called off" is itself a double negation.
      // Not "on schedule": that is "on time", no negation.
      faithful: { original: "Despite the storm, the match was played without any change to the schedule.", rewrite: "Despite the storm, the match was played as planned." },
      flip: { original: "Despite the storm, the match was played without any change to the schedule.", rewrite: "Despite the storm, the match was not played as planned." },
    },
  ],
  ko: [
    {
      cls: "stop",
      pattern: "중지|철회|보류|폐업|끝내|끝냈",
      gloss: "중지·철회·보류하다: 더 하지 않다",
      faithful: { original: "회사는 새 공장 건설을 계속하지 않기로 했다.", rewrite: "회사는 새 공장 건설을 보류하기로 했다." },
      flip: { original: "회사는 새 공장 건설을 계속하지 않기로 했다.", rewrite: "회사는 새 공장 건설을 보류하지 않기로 했다." },
    },
    {
      cls: "skip",
      pattern: "건너뛰|건너뛴|건너뛸|건너뜀|거르|걸렀|거른|생략|빼먹|제쳐",
      gloss: "건너뛰다·거르다·생략하다: 이번에는 하지 않다",
      faithful: { original: "기업의 60%가 올해 신입 사원을 뽑지 않기로 했다.", rewrite: "기업의 60%가 올해 신입 채용을 건너뛰기로 했다." },
      flip: { original: "기업의 60%가 올해 신입 사원을 뽑지 않기로 했다.", rewrite: "기업의 60%가 올해 신입 채용을 건너뛰지 않기로 했다." },
    },
    {
      cls: "short",
      pattern: "(?<![가-힣])적게|(?<![가-힣])적어서|(?<![가-힣])적었|미달|빠듯",
      gloss: "적게, 미달: 충분하지 않다",
      faithful: { original: "올해는 비가 충분히 내리지 않아 수확이 줄었다.", rewrite: "올해는 비가 적게 와서 수확이 줄었다." },
      flip: { original: "올해는 비가 충분히 내리지 않아 수확이 줄었다.", rewrite: "올해는 비가 적게 오지 않아서 수확이 줄었다." },
    },
    {
      cls: "excess",
      // Not a bare 비싸다: "경쟁사보다 비쌌다" compares, and 싸다/비싸다 is the antonym check's.
      pattern: "지나치게|과도|너무 (?:비싸|비쌌|높|많|길)",
      gloss: "지나치게·과도하다, 너무 비싸다: 적당하지 않다",
      faithful: { original: "입장료가 적당하지 않았지만 관객이 몰렸다.", rewrite: "입장료가 지나치게 비쌌지만 관객이 몰렸다." },
      flip: { original: "입장료가 적당하지 않았지만 관객이 몰렸다.", rewrite: "입장료가 지나치게 비싸지는 않았지만 관객이 몰렸다." },
    },
    {
      cls: "blank",
      pattern: "백지|전무",
      gloss: "백지, 전무하다: 아무것도 없다, 정해지지 않다",
      faithful: { original: "다음 작품은 아직 정하지 않았다.", rewrite: "다음 작품은 아직 백지 상태다." },
      flip: { original: "다음 작품은 아직 정하지 않았다.", rewrite: "다음 작품은 아직 백지 상태가 아니다." },
    },
    {
      cls: "as-planned",
      pattern: "예정대로|계획대로|변경 없이",
      gloss: "예정대로: 바꾸지 않고, 취소하지 않고",
      faithful: { original: "태풍에도 축제는 일정을 바꾸지 않고 열렸다.", rewrite: "태풍에도 축제는 예정대로 열렸다." },
      flip: { original: "태풍에도 축제는 일정을 바꾸지 않고 열렸다.", rewrite: "태풍에도 축제는 예정대로 열리지 않았다." },
    },
  ],
  zh: [
    {
      cls: "stop",
      pattern: "叫停|中止|终止|撤销|搁置|暂缓|停办|停摆|停掉|喊停",
      gloss: "叫停、中止、搁置：不再进行",
      faithful: { original: "公司今年不再建设新工厂。", rewrite: "公司今年搁置了新工厂的建设。" },
      flip: { original: "公司今年不再建设新工厂。", rewrite: "公司今年没有搁置新工厂的建设。" },
    },
    {
      cls: "skip",
      pattern: "跳过|略过|省略|省去|省掉",
      gloss: "跳过、省略：不做，不包括",
      faithful: { original: "这次会议没有讨论预算问题。", rewrite: "这次会议跳过了预算问题。" },
      flip: { original: "这次会议没有讨论预算问题。", rewrite: "这次会议没有跳过预算问题。" },
    },
    {
      cls: "short",
      pattern: "太少|过少|偏少|稀少|不足|不够",
      gloss: "太少、偏少、不足：不够",
      faithful: { original: "今年夏天雨水太少，玉米减产了两成。", rewrite: "由于夏季降雨不足，玉米减产了两成。" },
      flip: { original: "今年夏天雨水很多，玉米减产了两成。", rewrite: "由于夏季降雨不足，玉米减产了两成。" },
    },
    {
      cls: "short",
      // 少做点 for 别做太多: "do less" is "do not do too much".
      pattern: "少(?:做|吃|喝|买|花|用|放|拿|带|说)",
      gloss: "少做、少吃：别做太多",
      faithful: { original: "晚饭别做太多，我在路上吃过了。", rewrite: "我在路上吃过了，晚饭少做点。" },
      flip: { original: "晚饭别做太多，我在路上吃过了。", rewrite: "我在路上吃过了，晚饭别少做。" },
    },
    {
      cls: "excess",
      pattern: "偏高|过高|太高|太贵|偏贵|过多|过度|过长",
      gloss: "偏高、过高、太贵：不便宜，不适中",
      faithful: { original: "虽然房租不合理，小店还是开了下去。", rewrite: "尽管房租过高，小店还是开了下去。" },
      flip: { original: "虽然房租不合理，小店还是开了下去。", rewrite: "尽管房租没有过高，小店还是开了下去。" },
    },
    {
      cls: "blank",
      pattern: "空白|一片空白",
      gloss: "空白：什么也没有",
      faithful: { original: "这方面的研究国内还没有。", rewrite: "这方面的研究在国内还是空白。" },
      flip: { original: "这方面的研究国内还没有。", rewrite: "这方面的研究在国内已不是空白。" },
    },
    {
      cls: "as-planned",
      pattern: "照常|如期|照旧|按计划|按原计划",
      gloss: "照常、如期：没有改变，没有取消",
      // Against a change verb, not a cancelling one: "没有取消" is itself a double negation.
      faithful: { original: "尽管下雨，比赛的安排没有改变。", rewrite: "尽管下雨，比赛的安排照常。" },
      flip: { original: "尽管下雨，比赛的安排没有改变。", rewrite: "尽管下雨，比赛的安排没有照常。" },
    },
  ],
  ja: [
    {
      cls: "stop",
      pattern: "打ち切|取りやめ|取り止め|止ま|止ん|中断|撤回|見合わせ",
      gloss: "打ち切る、取りやめる、止まる：もう行わない",
      faithful: { original: "来月から車内販売をやめる。", rewrite: "来月で車内販売を打ち切る。" },
      flip: { original: "来月から車内販売をやめる。", rewrite: "来月も車内販売を打ち切らない。" },
    },
    {
      cls: "skip",
      pattern: "飛ばさ|飛ばし|飛ばす|省略|省[いかくけ]|抜かさ|抜かし",
      gloss: "飛ばす、省く：行わない、含めない",
      faithful: { original: "今回の会議では予算の話をしなかった。", rewrite: "今回の会議では予算の話を省いた。" },
      flip: { original: "今回の会議では予算の話をしなかった。", rewrite: "今回の会議では予算の話を省かなかった。" },
    },
    {
      cls: "short",
      pattern: "少なすぎ|足りず|乏し|不十分",
      gloss: "少なすぎる、不十分：足りない",
      faithful: { original: "雨が十分に降らなかったため、収穫が減った。", rewrite: "雨が少なすぎたため、収穫が減った。" },
      flip: { original: "雨が十分に降らなかったため、収穫が減った。", rewrite: "雨が少なすぎなかったため、収穫が減った。" },
    },
    {
      cls: "excess",
      pattern: "高すぎ|多すぎ|過剰|過大",
      gloss: "高すぎる、過剰：適度でない",
      faithful: { original: "入場料は手頃ではなかったが、客は集まった。", rewrite: "入場料は高すぎたが、客は集まった。" },
      flip: { original: "入場料は手頃ではなかったが、客は集まった。", rewrite: "入場料は高すぎはしなかったが、客は集まった。" },
    },
    {
      cls: "blank",
      pattern: "白紙|皆無",
      gloss: "白紙、皆無：何も決まっていない、まったくない",
      faithful: { original: "次の作品については、まだ何も決めていない。", rewrite: "次の作品については、まだ白紙だ。" },
      flip: { original: "次の作品については、まだ何も決めていない。", rewrite: "次の作品については、もう白紙ではない。" },
    },
    {
      cls: "as-planned",
      pattern: "予定どおり|予定通り|計画どおり|計画通り|変わりなく",
      gloss: "予定どおり：変えずに、中止せずに",
      faithful: { original: "台風が近づいていたが、大会は予定を変えずに行われた。", rewrite: "台風が近づいていたが、大会は予定どおり行われた。" },
      flip: { original: "台風が近づいていたが、大会は予定を変えずに行われた。", rewrite: "台風が近づいていたが、大会は予定どおり行われなかった。" },
    },
  ],
};

const PATTERNS: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(NEGATIVE_MEANING) as Lang[]).map((l) => [l, new RegExp(NEGATIVE_MEANING[l].map((e) => `(?:${e.pattern})`).join("|"), "gu")]),
) as Record<Lang, RegExp>;

/** Words of negative meaning in `range` of a folded text (English in lower case), in order. */
export function negativeMeaningIn(folded: string, lang: Lang, range: TextRange): (TextRange & { word: string })[] {
  const text = folded.slice(range.start, range.end);
  const re = PATTERNS[lang];
  const out: (TextRange & { word: string })[] = [];
  for (const m of (lang === "en" ? text.toLowerCase() : text).matchAll(re)) if (m[0].length) out.push({ start: range.start + m.index, end: range.start + m.index + m[0].length, word: m[0] });
  return out;
}
