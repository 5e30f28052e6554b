// Per-language word lists for the meaning anchors. Each list is a regex source; the
// exclusions matter as much as the words (不仅 "not only" is no negation, 一部 "part"
// is no number), so a faithful rewrite is not flagged for vocabulary alone.
import type { Lang } from "../engine/types";

export type QuantifierClass = "universal" | "majority" | "existential";

export interface MeaningLexicon {
  negation: RegExp;
  /** Rhetorical frames whose negation asserts nothing ("what nobody tells you", 不得不说): not anchors. */
  framing: RegExp;
  quantifiers: Record<QuantifierClass, RegExp>;
  causal: RegExp;
  concessive: RegExp;
}

const g = (source: string, flags = "gu") => new RegExp(source, flags);

export const LEXICONS: Record<Lang, MeaningLexicon> = {
  en: {
    framing: g("\\b(?:what |that )?(?:nobody|no one|no-one)(?: \\w+)? (?:tells?|told|talks?|says?|mentions?|admits?|wants to (?:say|admit|hear))\\b|\\bno doubt\\b|\\bnot only\\b|\\bno wonder\\b|\\bnothing but\\b|\\bcan't help but\\b", "giu"),
    negation: g("\\b(?:not|no|never|none|nobody|nothing|neither|nor|cannot|without|hardly|n't)\\b|n't\\b", "giu"),
    quantifiers: {
      universal: g("\\b(?:all|every|each|always|everyone|everything|everybody|entire(?:ly)?|whole)\\b", "giu"),
      majority: g("\\b(?:most|many|majority|usually|often|mostly|generally)\\b", "giu"),
      existential: g("\\b(?:some|several|a few|few|sometimes|occasionally|rarely|seldom|minority|certain)\\b", "giu"),
    },
    causal: g("\\b(?:because|therefore|thus|hence|consequently|due to|as a result|so that|leads? to|led to|caus(?:e|es|ed|ing)|result(?:s|ed)? in|owing to|thanks to|which means|since)\\b|, so\\b", "giu"),
    concessive: g("\\b(?:although|though|however|despite|in spite of|nevertheless|nonetheless|even though|even if|yet|but|whereas)\\b", "giu"),
  },
  ko: {
    framing: g("아무도 (?:말해 ?주지|알려 ?주지|말하지|얘기하지|모르는) ?않|(?:남들이|누구도|아무도) (?:말하지|얘기하지|알려주지) ?않|말할 것도 없이|뿐만 아니라|아닐 수 없"),
    negation: g("않|없(?![애앴])|아니|아닙|아닌|아님|아냐|못(?=\\s|하|했|한|할|함)|안\\s(?=[가-힣])|불가능|금지|말(?:라|고|아야)"),
    quantifiers: {
      universal: g("모든|모두|전부|항상|언제나|늘\\s|전체|누구나|반드시"),
      majority: g("대부분|대다수|많은|상당수|주로|흔히|대개|보통"),
      existential: g("일부|몇몇|어떤|가끔|때때로|간혹|소수|드물게|적은|극소수"),
    },
    causal: g("때문|따라서|그래서|그러므로|덕분|탓|인해|인한|결과적으로|므로|니까|로써|이어서 결과|초래|야기"),
    concessive: g("하지만|그러나|그런데|반면|불구하고|지만|비록|그럼에도|면서도|더라도"),
  },
  zh: {
    framing: g("没人(?:告诉|敢说|说|提|知道)|没有人(?:告诉|敢说|说|提)|不得不说|不可否认|毫无疑问|不仅|无疑"),
    negation: g("(?:不(?![仅过断少同久止但然妨论管乏免及料胜禁])|没有?|无(?![论数限比])|非(?![常凡])|未(?![来])|别(?![人的])|勿|并非|绝非)"),
    quantifiers: {
      universal: g("所有|全部|一切|每个|每一|每位|每次|总是|始终|全体|任何|一律|凡是"),
      majority: g("大多数|多数|大部分|通常|往往|许多|很多|大量|普遍"),
      existential: g("部分|一些|有些|有时|某些|少数|个别|偶尔|少量|极少|很少|小部分"),
    },
    causal: g("因为|所以|因此|由于|导致|因而|从而|于是|以致|造成|使得|故而"),
    concessive: g("但是|但(?![凡])|虽然|尽管|然而|不过|可是|却|即使|即便|反而"),
  },
  ja: {
    framing: g("誰も(?:教えてくれない|言わない|語らない|知らない|触れない)|言うまでもな[いく]|だけでなく|のみならず|間違いな[いく]"),
    negation: g("(?<![少危切])な(?:い|く|かっ|し(?=[、。]))|ません|ぬ(?![い])|ず(?=[、。にとも])|無い|不可能|未(?=[だ済])|じゃない|ではない"),
    quantifiers: {
      universal: g("すべて|全て|全部|全員|必ず|常に|いつも|あらゆる|どれも|誰も|いずれも|全体"),
      majority: g("ほとんど|大半|多く|大部分|通常|たいてい|大多数|主に"),
      existential: g("一部|いくつか|時々|ときどき|少数|たまに|わずか|まれに|ある程度|少し|少ない"),
    },
    causal: g("ため(?!に[はもし])|ので|よって|したがって|そのため|結果|原因|だから|せいで|おかげ|により|による"),
    concessive: g("しかし|だが|けれど|けど|ものの|にもかかわらず|ただし|でも|一方|とはいえ|ながらも|のに"),
  },
};

/** English number words, enough for the small counts prose spells out. */
export const EN_NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, thousand: 1000, million: 1e6, billion: 1e9, dozen: 12, half: 0.5, twice: 2, double: 2, triple: 3,
};

export const KO_NATIVE_NUMBERS: Record<string, number> = {
  한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10, 스무: 20,
};

export const CJK_DIGITS: Record<string, number> = {
  〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 百: 100, 千: 1000, 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8,
};

/** Counters after which a CJK numeral is a count, not part of a word (一部, 一般, 统一). */
export const CJK_COUNTERS = "个名人年月日号次倍岁种项家位天周条件台元円回歳社週時間分秒割成点期所本枚杯度层轮届代份批";
/** Korean counters a native number word must precede to be a count (한 번, 세 명). */
export const KO_COUNTERS = "번|명|개|가지|차례|시간|달|해|살|배|곳|권|대|주|군데";
