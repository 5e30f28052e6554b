// Every number a text states, as a normalized value with its dimension, so two
// texts can be compared as multisets whatever their sentences did: "1,000" = "1000",
// "30" = "서른" = "三十" = "thirty", "24時間" = "二十四時間" = "a day", "50%" = "half",
// "3만" = 30000, "2억 5천" = 250000000. Dates count as their parts (year, month,
// day) once, never also as bare numbers; numbers inside URLs and code are not read
// (mask.ts blanks them). Offsets are UTF-16 offsets into the text given.
import type { Lang, TextRange } from "../engine/types";

/** What a value measures. "n" is a plain count (any counter: 개, 명, 个, 件, people…). */
export type NumberDim = "n" | "ratio" | "time" | "length" | "volume" | "mass" | "data" | "times" | "ord" | "year" | "month" | "day" | "clock" | `money:${string}`;

export interface NumberMention extends TextRange {
  text: string;
  dim: NumberDim;
  /** The value in the dimension's base unit (seconds, metres, grams, bytes, a ratio of 1). */
  value: number;
  /** The number as written, before its unit (24 in "24 hours"): how a dropped unit still matches. */
  surface: number;
  /** "one", 한, a lone 一: as often an article as a count, so never a fabrication or a loss alone. */
  weak?: boolean;
  /**
   * A count said as a share of another count ("three in five", 五社に三社, 다섯 곳 중 세 곳): the
   * index, in the same list, of the whole it is counted out of. Such a pair restates a percentage.
   */
  partOf?: number;
  /** A count with a counter or word glued right after it (3개, 三个, 5社): not a bare figure. */
  countered?: boolean;
  /** A bound on it: under (lt), or under (le), over (gt), or over (ge): "10세 미만" is "9세 이하". */
  bound?: "lt" | "le" | "gt" | "ge";
  /** The other reading of an ambiguous unit: キロ and 킬로 alone are kilometres or kilograms. */
  alt?: { dim: NumberDim; value: number };
}

/** dim:value, the multiset key. */
export const numberKey = (m: Pick<NumberMention, "dim" | "value">) => `${m.dim}:${canon(m.value)}`;
// An integer of nine digits or fewer is its own nine-digit rounding: written at once.
const canon = (v: number) => (Number.isInteger(v) && Math.abs(v) < 1e9 ? String(v) : String(Number(v.toPrecision(9))));

const H = 3600;
const DAY = 86400;
/** Unit words after a number, longest first within each group; value = base units per one. */
const UNITS: [RegExp, NumberDim, number][] = [
  // One-letter units, case-sensitive: "5G" is a network and "3D" a shape, not grams or days.
  [/^(?:x|h|s|m|g|t)\b/u, "n", 0],
  [/^\s?(?:%|퍼센트|프로(?![그젝세])|percent\b|per cent\b|pct\b|パーセント|％)/iu, "ratio", 0.01],
  [/^\s?‰/u, "ratio", 0.001],
  [/^\s?(?:×|배(?![우송달추])|倍|times\b|-?fold\b)/iu, "times", 1],
  [/^(?:st|nd|rd|th)\b/u, "ord", 1],
  [/^\s?(?:번째|째(?=[\s,.]|$)|番目)/u, "ord", 1],
  [/^\s?(?:seconds?\b|secs?\b|초(?![등반기과])|秒(?:钟|鐘|間)?)/iu, "time", 1],
  [/^\s?(?:minutes?\b|mins?\b|분(?![의야석류명기리])|分(?:钟|鐘|間)|分(?![之の析布别野配類类解散担擔割離离量子母岐裂泌家校館馆身際际権权業业球数數钱錢明辨辩享])|分(?=以内|以上|以下|以降|後|前|間|弱|強|余|程度))/iu, "time", 60],
  [/^\s?(?:hours?\b|hrs?\b|시간|(?:个|個)?小时|(?:個)?小時|時間|(?:个|個)?钟头|(?:個)?鐘頭)/iu, "time", H],
  [/^\s?(?:days?\b|일(?=\s|[간동만째이의에은을로부까도과와마씩쯤는가$,.)]|$)|日間|日(?![本常语語中文])|天(?![津然气氣下])|[일]간)/iu, "time", DAY],
  [/^\s?(?:weeks?\b|주(?:일|간)?(?=\s|[동만째이의에은을로부까도과와마씩쯤는가,.)]|$)|週間|週|(?:个|個)?星期|周(?![年末边邊围圍])|(?:个|個)?礼拜)/iu, "time", 7 * DAY],
  [/^\s?(?:months?\b|개월|달(?=\s|[동만째이의에은을로부까도과와마씩쯤는가,.)]|$)|か月|ヶ月|カ月|ケ月|箇月|(?:个|個)月)/iu, "time", 30 * DAY],
  [/^\s?(?:years?\b|yrs?\b|년(?:간|동안)?|年(?:间|間)?|해(?=\s|[동간만의에를도와과,.)]|$))/iu, "time", 365 * DAY],
  [/^\s?(?:decades?\b)/iu, "time", 3650 * DAY],
  [/^\s?(?:centur(?:y|ies)\b|세기|世纪|世紀)/iu, "time", 36500 * DAY],
  [/^\s?(?:km\b|kilomet(?:er|re)s?\b|킬로미터|킬로(?![그])|公里|千米|キロメートル|キロ(?!グ))/iu, "length", 1000],
  // Volumes before lengths: ミリリットル is millilitres, not ミリ (millimetres) and a word after it.
  [/^\s?(?:ml\b|millilit(?:er|re)s?\b|밀리리터|毫升|ミリリットル|cc\b)/iu, "volume", 0.001],
  [/^\s?(?:lit(?:er|re)s?\b|리터|公升|升|リットル)/iu, "volume", 1],
  [/^\s?(?:cm\b|centimet(?:er|re)s?\b|센티미터|센티|厘米|公分|センチ(?:メートル)?)/iu, "length", 0.01],
  [/^\s?(?:mm\b|millimet(?:er|re)s?\b|밀리미터|毫米|ミリ(?:メートル)?)/iu, "length", 0.001],
  [/^\s?(?:met(?:er|re)s?\b|미터|米(?![饭飯])|メートル)/iu, "length", 1],
  [/^\s?(?:miles?\b|mi\b|마일|英里|マイル)/iu, "length", 1609.344],
  [/^\s?(?:ft\b|feet\b|foot\b|피트|英尺|フィート)/iu, "length", 0.3048],
  [/^\s?(?:kg\b|kilograms?\b|킬로그램|公斤|千克|キログラム|キロ)/iu, "mass", 1000],
  [/^\s?(?:mg\b|milligrams?\b|밀리그램|毫克|ミリグラム)/iu, "mass", 0.001],
  [/^\s?(?:grams?\b|그램|克(?![服])|グラム)/iu, "mass", 1],
  [/^\s?(?:tons?\b|tonnes?\b|톤|吨|噸|トン)/iu, "mass", 1e6],
  [/^\s?(?:lbs?\b|pounds?\b(?=\s+of\b))/iu, "mass", 453.592],
  [/^\s?(?:TB\b|terabytes?\b|테라바이트|テラバイト)/iu, "data", 1e12],
  [/^\s?(?:GB\b|gigabytes?\b|기가바이트|기가|ギガ(?:バイト)?)/iu, "data", 1e9],
  [/^\s?(?:MB\b|megabytes?\b|메가바이트|메가|メガ(?:バイト)?)/iu, "data", 1e6],
  [/^\s?(?:KB\b|kilobytes?\b|킬로바이트)/iu, "data", 1e3],
  [/^\s?(?:bytes?\b|바이트|字节|位元组|バイト)/iu, "data", 1],
  [/^\s?(?:원|won\b|KRW\b)/iu, "money:KRW", 1],
  [/^\s?(?:dollars?\b|달러|美元|美金|ドル|USD\b)/iu, "money:USD", 1],
  [/^\s?(?:euros?\b|유로|欧元|歐元|ユーロ|EUR\b)/iu, "money:EUR", 1],
  [/^\s?(?:엔|円|日元|yen\b|JPY\b)/iu, "money:JPY", 1],
  [/^\s?(?:元|块(?:钱)?|塊(?:錢)?|人民币|위안|RMB\b|CNY\b)/iu, "money:CNY", 1],
];
/**
 * UNITS as a few anchored alternations, one per stretch of patterns with the same flags, one
 * capture per pattern (the patterns have none of their own): an alternation at the start
 * tries its patterns in order, so the first capture that matched names the first pattern of
 * UNITS that matches, in a handful of regex calls instead of one per pattern.
 */
export const UNIT_RUNS: { re: RegExp; first: number }[] = [];
for (let i = 0; i < UNITS.length; ) {
  let j = i;
  while (j < UNITS.length && UNITS[j][0].flags === UNITS[i][0].flags) j++;
  UNIT_RUNS.push({ re: new RegExp(UNITS.slice(i, j).map(([re]) => `(${re.source})`).join("|"), UNITS[i][0].flags), first: i });
  i = j;
}
export const UNIT_PATTERNS: readonly RegExp[] = UNITS.map(([re]) => re);
const LETTER_UNITS: Record<string, [NumberDim, number]> = { x: ["times", 1], h: ["time", H], s: ["time", 1], m: ["length", 1], g: ["mass", 1], t: ["mass", 1e6] };
const CURRENCY_BEFORE: Record<string, NumberDim> = { $: "money:USD", "₩": "money:KRW", "€": "money:EUR", "£": "money:GBP", "¥": "money:JPY", "￥": "money:JPY" };

/** Large multipliers after a figure ("3만", "2.5 million", "10k", "3億"). */
const MULTIPLIER = /^\s?(만|억|조|천|백|万|萬|亿|億|兆|千|百|thousand\b|million\b|billion\b|trillion\b|k\b|bn\b|mn\b|M\b|B\b)/u;
const MULTIPLIERS: Record<string, number> = {
  만: 1e4, 억: 1e8, 조: 1e12, 천: 1e3, 백: 100, 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8, 兆: 1e12, 千: 1e3, 百: 100,
  thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12, k: 1e3, bn: 1e9, mn: 1e6, M: 1e6, B: 1e9,
};

const CJK_VALUE: Record<string, number> = {
  〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 百: 100, 千: 1000, 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8, 兆: 1e12,
  壹: 1, 贰: 2, 貳: 2, 叁: 3, 參: 3, 肆: 4, 伍: 5, 陆: 6, 陸: 6, 柒: 7, 捌: 8, 玖: 9, 拾: 10, 佰: 100, 仟: 1000,
  일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9, 십: 10, 백: 100, 천: 1000, 만: 1e4, 억: 1e8, 조: 1e12,
};

/** The value of a numeral written with place characters: 二十四 = 24, 천이백 = 1200, 2億5000万 = 250000000. */
export function placeValue(numeral: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  let digits = "";
  const flushDigits = () => {
    if (digits) digit = Number(digits);
    digits = "";
  };
  for (const ch of numeral) {
    if (ch >= "0" && ch <= "9") {
      digits += ch;
      continue;
    }
    if (ch === "." && digits) {
      digits += ch;
      continue;
    }
    flushDigits();
    const v = CJK_VALUE[ch];
    if (v === undefined) continue;
    if (v < 10) digit = v;
    else if (v >= 1e4) {
      total += (section + digit || 1) * v;
      section = 0;
      digit = 0;
    } else {
      section += (digit || 1) * v;
      digit = 0;
    }
  }
  flushDigits();
  return total + section + digit;
}

const EN_SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const EN_DENOMINATOR: Record<string, number> = { half: 2, third: 3, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const EN_SCALE: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
const EN_WORD = "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
const EN_FRACTION = "(?:a|one|two|three|four|five|six|seven|eight|nine)[\\s-]+(?:halves|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)";
/** Read on caseFolded text: lower-case patterns without the i flag. */
const EN_NUMBER = new RegExp(
  `\\b${EN_FRACTION}\\b|\\b(?:(?:a|one)\\s+)?(?:(?:${EN_WORD})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?(?:\\s+(?:hundred|thousand|million|billion|trillion)(?:\\s+(?:and\\s+)?(?:${EN_WORD})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)?)*|(?:a\\s+)?(?:hundred|thousand|million|billion))\\b|\\b(?:a\\s+|two\\s+|three\\s+)?dozen\\b|\\b(?:a\\s+)?half\\b|\\bhalved\\b|\\btwice\\b|\\bdoubled?\\b|\\btripled?\\b|\\b(?:a|one|two)\\s+thirds?\\b|\\b(?:a|one|three)\\s+quarters?\\b`,
  "gu",
);

const EN_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const EN_ORDINAL_WORD = new RegExp(`\\b(?:${EN_ORDINALS.join("|")})\\b(?![-’'])`, "gu");

/** Read on caseFolded text: an hour word with past/to before it, or o'clock or a part of the day after it. */
const EN_CLOCK = /\b(?:(half|(?:a\s+)?quarter)\s+(past|to)\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(\s+o['’]clock)?(\s+in\s+the\s+(?:morning|afternoon|evening)|\s+at\s+night)?/gu;

const EN_CLOCK_HINT = /(?:half|quarter)\s+(?:past|to)\b|o['’]clock|\bin\s+the\s+(?:morning|afternoon|evening)\b|\bat\s+night\b/u;

/**
 * English text for the word patterns: ASCII capitals in lower case, and the two characters a
 * case-insensitive Unicode regex reads as ASCII letters (ſ as s, the Kelvin sign as k), one
 * unit for one. The patterns then run without the i flag, several times faster on a long
 * text, and match exactly where they matched with it.
 */
function caseFolded(text: string): string {
  if (!/[A-Z\u017f\u212a]/u.test(text)) return text;
  return text.replace(/[A-Z]+|[\u017f\u212a]/gu, (m) => (m === "\u017f" ? "s" : m === "\u212a" ? "k" : m.toLowerCase()));
}

function enWordValue(words: string): { value: number; dim: NumberDim; weak?: boolean } | null {
  const w = words.toLowerCase().replace(/\s+/gu, " ").trim();
  if (/half|halved/u.test(w)) return { value: 0.5, dim: "ratio" };
  if (w === "twice" || w.startsWith("doubl")) return { value: 2, dim: "times" };
  if (w.startsWith("tripl")) return { value: 3, dim: "times" };
  const fraction = /^(\w+)[\s-]+(halves|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)$/u.exec(w);
  if (fraction) {
    const top = fraction[1] === "a" ? 1 : EN_SMALL[fraction[1]];
    const bottom = EN_DENOMINATOR[fraction[2].replace(/s$/u, "").replace(/halve$/u, "half")];
    if (top !== undefined && bottom) return { value: top / bottom, dim: "ratio" };
  }
  if (w.endsWith("dozen")) return { value: 12 * (w.startsWith("two") ? 2 : w.startsWith("three") ? 3 : 1), dim: "n" };
  let total = 0;
  let current = 0;
  for (const part of w.split(/[\s-]+/u)) {
    // "a hundred" is one hundred, but "a five-minute break" is five: "a" counts only through a scale word.
    if (part === "a" || part === "and") continue;
    if (part in EN_SMALL) current += EN_SMALL[part];
    else if (part in EN_SCALE) {
      const s = EN_SCALE[part];
      if (s === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * s;
        current = 0;
      }
    }
  }
  const value = total + current;
  return { value, dim: "n", ...(w === "one" || w === "a" ? { weak: true } : {}) };
}

const KO_NATIVE: Record<string, number> = {
  하나: 1, 한: 1, 둘: 2, 두: 2, 셋: 3, 세: 3, 석: 3, 넷: 4, 네: 4, 넉: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9,
  열: 10, 스물: 20, 스무: 20, 서른: 30, 마흔: 40, 쉰: 50, 예순: 60, 일흔: 70, 여든: 80, 아흔: 90,
};
const KO_TENS = "열|스물|스무|서른|마흔|쉰|예순|일흔|여든|아흔";
/** 마흔여덟 = 48, 스무 = 20, 세 = 3. */
function koNativeValue(word: string): number {
  const tens = new RegExp(`^(${KO_TENS})`, "u").exec(word)?.[1];
  if (!tens) return KO_NATIVE[word];
  return KO_NATIVE[tens] + (word.length > tens.length ? KO_NATIVE[word.slice(tens.length)] : 0);
}
const KO_ONES = "하나|한|둘|두|셋|세|석|넷|네|넉|다섯|여섯|일곱|여덟|아홉";
/** Counters a native numeral must stand before to be a count (세 명, 서른 개), or it is a word (세 = world, 네 = yes). */
const KO_COUNTER = "명|개|가지|곳|권|대|번|차례|시간|달|해|살|배|마리|알|잔|병|그루|채|장|군데|사람|분|쪽|층|주|주일|개월|종|건|회|점|편|통|벌|켤레|정거장|정류장|개국|나라";
const KO_NATIVE_RE = new RegExp(`(?<![가-힣])((?:${KO_TENS})(?:${KO_ONES})?|(?:${KO_ONES}))(?=\\s?(?:${KO_COUNTER})(?![가-힣]{2}[다요])|\\s?번째)`, "gu");
/** Native numerals no word shares (마흔여덟, 서른, 일곱): counts wherever they stand, counter or not. */
const KO_NATIVE_ALONE_RE = /(?<=^|[^가-힣]|(?<![가-힣])제)((?:스물|서른|마흔|예순|일흔|여든|아흔|열)(?:하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉|한|두|세|네)|스물|서른|마흔|예순|일흔|여든|아흔|다섯|여섯|일곱|여덟|아홉)(?=[\s,.)%]|[번째개명가지살시간일주년월원배곳권대차례마리잔장층분]|$)/gu;
/** Sino-Korean numerals written out (삼십, 이십사, 천이백): only with a place syllable and standing alone. */
const KO_SINO_RE = /(?<![가-힣])(?=[일이삼사오육칠팔구십백천만억]*[십백천만억])(?:[일이삼사오육칠팔구십백천만억]{3,}|[일이삼사오육칠팔구십백천만억]{2}(?=\s|[개명건곳가지시간분초일년월원배번세살층회위점장권편%,.]|$))/gu;
const KO_SPACED_RE = /(?<![가-힣])[일이삼사오육칠팔구십백천]*[만억](?:\s[일이삼사오육칠팔구십백천]+[만억]?)+(?=\s?(?:명|개|원|건|곳|대|권|마리|가구|세대|표|그루|채|톤|킬로|미터|달러)(?![가-힣]{2}[다요])|[\s,.]|$)/gu;
const KO_DAYS: Record<string, number> = { 하루: 1, 이틀: 2, 사흘: 3, 나흘: 4, 닷새: 5, 엿새: 6, 이레: 7, 열흘: 10, 보름: 15 };
/** Han numerals before a counter or unit (三十个, 二十四時間); 一 alone is an article there, so weak. */
const DAY_OF_MONTH_RE = /(?:每月|每个月|每個月|毎月|매월|매달)(?:的|の)?\s?(\d{1,2}|[一二三四五六七八九十]{1,3})\s?(?:日|号|號|일)(?![间間])/dgu;
const TEN_MINUTES_AFTER = /^(?:[钟鐘間间]|ほど|程度|くらい|ぐらい|前後|以内|以上|後|经过|過ぎ|待)/u;
const CJK_NUMERAL_RE = /(?<![统統唯万萬之〇零一二两兩三四五六七八九十百千亿億兆])(?:第)?[〇零一二两兩三四五六七八九十百千万萬亿億兆壹贰貳叁參肆伍陆陸柒捌玖拾佰仟]+(?=[\s]?(?:[多余餘来來](?=[个個名人年天位家件次种種项項所本只条條辆輛部座场場])|小[时時]|[个個名人年月日号號次倍岁歲种種项項家位天周週条條件台元円回歳社時分秒割成点點期所本枚杯度层層轮輪届屆代份批部篇座张張只隻匹头頭羽碗组組间間场場节節章页頁册冊辆輛架艘颗顆粒块塊门門]|ヶ|か月|カ月|つ|人|万|億|%|[.．、：:。，](?!\d)|[级級]|[至到~〜](?=[〇零一二两兩三四五六七八九十百千\d])|公里|千米|公斤|千克|公分|厘米|毫米|毫升|公升|等分|[米克吨噸升]|美元|美金|欧元|歐元|英镑|英鎊|キロ|メートル|センチ|ミリ|グラム|トン|リットル|パーセント|ドル|ユーロ|ポンド|ページ|ポイント))/gu;
/** Han numerals with a place character (二十四, 一百五十五, 三千): numbers wherever they stand, save 万一 ("in case"). */
/** Per UTF-16 unit, what it is to a place-value numeral (one table of flags, not one table each). */
const PLACE_RUN = 1;
const PLACE_DIGIT = 2;
const PLACE_MARK = 4;
/** What may not stand right before such a numeral: another numeral character, or a word it is part of (统一, 唯一, 之一, 第三). */
const PLACE_NOT_AFTER = 8;
const PLACE = new Uint8Array(65536);
for (const [chars, flag] of [
  ["一二两兩三四五六七八九十百千万萬亿億〇零", PLACE_RUN],
  ["一二两兩三四五六七八九", PLACE_DIGIT],
  ["十百千万萬亿億", PLACE_MARK],
  ["统統唯万萬之〇零一二两兩三四五六七八九十百千亿億兆第", PLACE_NOT_AFTER],
] as const) {
  for (const c of chars) PLACE[c.charCodeAt(0)] |= flag;
}

/**
 * The place-value numerals of a text: each whole run of numeral characters, two or more,
 * holding a digit one to nine and a place character, that no character of PLACE_NOT_AFTER
 * stands before (a character scan; the regex it replaces is kept in the tests as its definition).
 */
export function placeNumerals(text: string): TextRange[] {
  const out: TextRange[] = [];
  const n = text.length;
  for (let i = 0; i < n; ) {
    if (!(PLACE[text.charCodeAt(i)] & PLACE_RUN)) {
      i++;
      continue;
    }
    let e = i;
    let seen = 0;
    for (; e < n && PLACE[text.charCodeAt(e)] & PLACE_RUN; e++) seen |= PLACE[text.charCodeAt(e)];
    const digitAndMark = (seen & (PLACE_DIGIT | PLACE_MARK)) === (PLACE_DIGIT | PLACE_MARK);
    if (e - i >= 2 && digitAndMark && (i === 0 || !(PLACE[text.charCodeAt(i - 1)] & PLACE_NOT_AFTER))) out.push({ start: i, end: e });
    i = e;
  }
  return out;
}
/**
 * "절반 넘게", "一半以上", "半数以上": more than half, said as a majority (the lexicon reads it so) more
 * than as a figure; weak, so against "대부분" or "most" it is neither a fabrication nor a loss.
 */
const MORE_THAN_HALF_AFTER = /^\s?(?:이\s?|을\s?)?(?:넘게|넘는|넘어|넘었|이상|以上)/u;
const CJK_HALF_RE = /一半|半数|半數|半分|半減|半减|减半|減半|半年|半个月|半個月|半月|半(?:个|個)?小[时時]|半時間/gu;
const FRACTION_RE = /(\d+|[一二三四五六七八九十]+)\s?(?:분의|分之|分の)\s?(\d+|[一二三四五六七八九十]+)|절반/gu;
const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const EN_MONTH = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
const CJK_SMALL = "[一二三四五六七八九十]{1,3}";
/** Date forms and the part each group is; a date's parts are read once, never again as bare figures. */
const DATE_FORMS: { re: RegExp; parts: NumberDim[] }[] = [
  { re: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/dgu, parts: ["year", "month", "day"] },
  { re: new RegExp(`(?<![\\d.])(\\d{4}|[一二三四五六七八九〇零]{4})\\s?[年년](?:\\s?(\\d{1,2}|${CJK_SMALL})\\s?[月월](?:\\s?(\\d{1,2}|${CJK_SMALL})\\s?[日일号號])?)?`, "dgu"), parts: ["year", "month", "day"] },
  { re: new RegExp(`(?<![\\d.])(\\d{1,2}|${CJK_SMALL})\\s?[月월](?:\\s?(\\d{1,2}|${CJK_SMALL})\\s?[日일号號])?`, "dgu"), parts: ["month", "day"] },
  { re: new RegExp(`\\b(${EN_MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, "dgu"), parts: ["month", "day", "year"] },
  { re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(${EN_MONTH})(?:,?\\s+(\\d{4}))?\\b`, "dgu"), parts: ["day", "month", "year"] },
  { re: new RegExp(`\\b(${EN_MONTH})\\s+(\\d{4})\\b`, "dgu"), parts: ["month", "year"] },
];
const CLOCK_RE = /(?<![\d.:])(\d{1,2}):(\d{2})(?![\d:])(?:\s?([ap]\.?m\.?))?|(?<![\d.])(\d{1,2})\s?([ap]\.?m\.?)(?![a-z])|(오전|오후|저녁|밤|아침|새벽|午前|午後|夕方|夜|朝|上午|下午|晚上|傍晚|早上|凌晨|中午)?\s?(\d{1,2})\s?(?:시(?![간작장대점])|時(?![間代点])|点(?![钟鐘]?[\d一二三四五六七八九]))/giu;

// Each opens with a class of its first characters, so the scan passes most positions at one test.
const CLOCK_HINT = /[한두세네섯곱덟홉열] ?시(?![간작장대점민청내기절각설도험])|[一二两兩三四五六七八九十](?:点|點|時)/u;
const KO_CLOCK_RE = /(?=[오저밤아새열한두세네다여일])(?:(오전|오후|저녁|밤|아침|새벽)\s?)?(?<![가-힣])(열한|열두|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(시)(?![간작장대점민청내기절각설도험])(\s?반)?/gu;
const CJK_CLOCK_RE = /(?=[上下晚傍早凌中午夕夜朝一二两兩三四五六七八九十])(上午|下午|晚上|傍晚|早上|凌晨|中午|午前|午後|夕方|夜|朝)?(?<![〇零一二两兩三四五六七八九十百千万])([一二两兩三四五六七八九十]{1,3})(点钟|點鐘|点|點|時)(?![間间代点])(半)?/gu;

/** A figure: sign, digits with thousands separators, a decimal part. Never read inside a word (COVID-19, H2O, v2). */
const FIGURE = /(?<![A-Za-z\d.,]|[A-Za-z]-)([+-]?)(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(\.\d+)?/gu;

function cjkNumeralValue(s: string): number {
  return /^\d+$/u.test(s) ? Number(s) : /^[一二三四五六七八九〇零]{4}$/u.test(s) ? Number([...s].map((c) => CJK_VALUE[c]).join("")) : placeValue(s);
}

/** Reads the unit after a number at `end` of `text`: its dimension, scale and how far it reaches. */
function unitAt(text: string, end: number): { dim: NumberDim; scale: number; end: number } | null {
  // "a five-minute break", "a 3-hour drive": the unit after a hyphen.
  const hyphen = text[end] === "-" && /[a-z]/u.test(text[end + 1] ?? "") ? 1 : 0;
  end += hyphen;
  // "three more years", "two extra days": the unit after the word that adds to it.
  const more = /^ (?:more|additional|extra|further) (?=[a-z])/u.exec(text.slice(end, end + 13));
  if (more) end += more[0].length - 1;
  const rest = text.slice(end, end + 16);
  for (const run of UNIT_RUNS) {
    const m = run.re.exec(rest);
    if (!m) continue;
    let k = 1;
    while (m[k] === undefined) k++;
    const [, dim, scale] = UNITS[run.first + k - 1];
    if (scale === 0) {
      const letter = LETTER_UNITS[m[0]];
      return { dim: letter[0], scale: letter[1], end: end + 1 };
    }
    return { dim, scale, end: end + m[0].length };
  }
  return null;
}

/** Every number of a (folded, masked) text, in order, without overlaps. */
export function extractNumbers(folded: string, lang: Lang): NumberMention[] {
  const out: NumberMention[] = [];
  // The characters already read as part of a number or date, so no later pass reads them again.
  const covered = new Uint8Array(folded.length + 1);
  const free = (s: number, e: number) => {
    for (let i = s; i < e; i++) if (covered[i]) return false;
    return true;
  };
  const cover = (s: number, e: number) => covered.fill(1, s, e);
  const push = (m: NumberMention) => {
    out.push(m);
    cover(m.start, m.end);
  };
  /** A numeral read from `s` to `e` with its value: the unit after it, if any, gives its dimension. */
  const pushWithUnit = (s: number, e: number, value: number, weak = false) => {
    const unit = unitAt(folded, e);
    const measured = unit !== null && unit.dim !== "n";
    push({ start: s, end: measured ? unit.end : e, text: folded.slice(s, measured ? unit.end : e), dim: measured ? unit.dim : "n", value: measured ? value * unit.scale : value, surface: value, ...(weak ? { weak: true } : {}) });
  };
  const hasDigit = /\d/u.test(folded);

  // Dates: their parts, once.
  if (hasDigit || /[年月]/u.test(folded)) {
    for (const { re, parts } of DATE_FORMS) {
      for (const m of folded.matchAll(re)) {
        const s = m.index;
        const e = s + m[0].length;
        if (!free(s, e)) continue;
        const found: NumberMention[] = [];
        parts.forEach((dim, i) => {
          const g = m[i + 1];
          const at = m.indices?.[i + 1];
          if (!g || !at) return;
          const value = /^[A-Za-z]/u.test(g) ? MONTH_NAMES.indexOf(g.slice(0, 3).toLowerCase()) + 1 : cjkNumeralValue(g);
          found.push({ start: at[0], end: at[1], text: g, dim, value, surface: value });
        });
        const month = found.find((p) => p.dim === "month");
        if (month && (month.value < 1 || month.value > 12)) continue;
        for (const p of found) out.push(p);
        cover(s, e);
      }
    }
    // 每月5日 / 每个月五号 / 毎月5日 / 매월 5일: a day of the month, not five days.
    for (const m of /[每毎매]/u.test(folded) ? folded.matchAll(DAY_OF_MONTH_RE) : []) {
      const at = m.indices?.[1];
      if (!at || !free(at[0], m.index + m[0].length)) continue;
      const value = cjkNumeralValue(m[1]);
      if (value >= 1 && value <= 31) push({ start: at[0], end: m.index + m[0].length, text: folded.slice(at[0], m.index + m[0].length), dim: "day", value, surface: value });
    }
    for (const m of folded.matchAll(CLOCK_RE)) {
      const s = m.index;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      let h: number;
      let min = 0;
      let pm = false;
      if (m[1]) {
        h = Number(m[1]);
        min = Number(m[2]);
        pm = /^p/iu.test(m[3] ?? "");
      } else if (m[4]) {
        h = Number(m[4]);
        pm = /^p/iu.test(m[5]);
      } else {
        h = Number(m[7]);
        pm = /오후|저녁|밤|午後|夕方|夜|下午|晚上|傍晚/u.test(m[6] ?? "") && h !== 12;
      }
      if (h > 24 || min > 59) continue;
      if (pm && h < 12) h += 12;
      // The surface is the twelve-hour reading, so "6시" still meets "저녁 6시" in the loose pass.
      push({ start: s, end: e, text: folded.slice(s, e), dim: "clock", value: h * 60 + min, surface: (h % 12) * 60 + min });
    }
  }

  // Clock times in numeral words: 오후 두 시, 열한 시 반, 下午两点, 午後二時半 (a Chinese 点 only with a part of
  // the day or 钟 after it: 两点 alone is as often "two points").
  const clockRe = lang === "ko" ? KO_CLOCK_RE : lang === "zh" || lang === "ja" ? CJK_CLOCK_RE : null;
  // Tried only where a numeral word stands before 시, 点 or 時 at all (most texts have none).
  if (clockRe && CLOCK_HINT.test(folded)) {
    for (const m of folded.matchAll(clockRe)) {
      const s = m.index;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      const [, part, numeral, unit, half] = m;
      // 十一点半: a half after 点 reads only as half past the hour (two and a half points is 两点五).
      if (lang !== "ko" && !part && !half && /^点$/u.test(unit)) continue;
      let h = lang === "ko" ? koNativeValue(numeral) : placeValue(numeral);
      if (!(h >= 1 && h <= 12)) continue;
      if (part && /오후|저녁|밤|午後|夕方|夜|下午|晚上|傍晚/u.test(part) && h !== 12) h += 12;
      const min = half ? 30 : 0;
      push({ start: s, end: e, text: folded.slice(s, e), dim: "clock", value: h * 60 + min, surface: (h % 12) * 60 + min });
    }
  }

  // Midnight and noon are clock times said in words (자정, 午夜, 真夜中): twelve o'clock, as "12時" and "밤 12시" read.
  for (const m of folded.matchAll(/\b(?:midnight|noon|midday)\b|자정|정오|午夜|正午|真夜中/giu)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    const noon = /noon|midday|정오|正午/iu.test(m[0]);
    push({ start: m.index, end: m.index + m[0].length, text: m[0], dim: "clock", value: noon ? 720 : 0, surface: 0 });
  }

  // Fractions and halves.
  for (const m of folded.matchAll(FRACTION_RE)) {
    if (!free(m.index, m.index + m[0].length)) continue;
    // 3분의 1 and 三分之一: the denominator comes first.
    const v = m[0] === "절반" ? 0.5 : cjkNumeralValue(m[2]) / Math.max(1, cjkNumeralValue(m[1]));
    push({ start: m.index, end: m.index + m[0].length, text: m[0], dim: "ratio", value: v, surface: v, ...(m[0] === "절반" && MORE_THAN_HALF_AFTER.test(folded.slice(m.index + 2, m.index + 8)) ? { weak: true } : {}) });
  }
  if (lang === "zh" || lang === "ja") {
    for (const m of folded.matchAll(CJK_HALF_RE)) {
      if (!free(m.index, m.index + m[0].length)) continue;
      // 半小时 / 半時間: half an hour, as "half an hour" reads in English.
      const v = m[0].startsWith("半年") ? 0.5 * 365 * DAY : /半(?:个|個)?月/u.test(m[0]) ? 15 * DAY : /小[时時]|時間/u.test(m[0]) ? H / 2 : 0.5;
      const more = v === 0.5 && MORE_THAN_HALF_AFTER.test(folded.slice(m.index + m[0].length, m.index + m[0].length + 6));
      push({ start: m.index, end: m.index + m[0].length, text: m[0], dim: v === 0.5 ? "ratio" : "time", value: v, surface: 0.5, ...(more ? { weak: true } : {}) });
    }
    // 百分之三十 = 30%, 千分之五 = 0.5%, 万分之五 = 0.05%.
    for (const m of folded.matchAll(/(百|千|万|萬)分之([\d.]+|[〇零一二两三四五六七八九十百]+)/gu)) {
      if (!free(m.index, m.index + m[0].length)) continue;
      const v = /\d/u.test(m[2]) ? Number(m[2]) : placeValue(m[2]);
      const per = m[1] === "百" ? 100 : m[1] === "千" ? 1000 : 10000;
      push({ start: m.index, end: m.index + m[0].length, text: m[0], dim: "ratio", value: v / per, surface: per === 100 ? v : v / (per / 100) });
    }
  }

  // Figures, with their multipliers and units.
  if (hasDigit) {
    for (const m of folded.matchAll(FIGURE)) {
      let s = m.index;
      let e = s + m[0].length;
      if (!free(s, e)) continue;
      let value = Number((m[2] + (m[3] ?? "")).replace(/,/gu, ""));
      if (m[1] === "-") value = -value;
      // East Asian place writing: "2억 5천만", "3万5000", "1,200만".
      for (;;) {
        const mult = MULTIPLIER.exec(folded.slice(e, e + 12));
        if (!mult) break;
        const word = mult[1];
        const scale = MULTIPLIERS[word] ?? MULTIPLIERS[word.toLowerCase()];
        // 천 and 百 multiply only in ko/zh/ja place writing (5천 = 5000), never after an English figure.
        if ((word === "M" || word === "B") && lang !== "en") break;
        e += mult[0].length;
        if (scale >= 1e4 || /^[a-z]/iu.test(word)) {
          value *= scale;
          // A following smaller group: "2억 5천만" → + 5천만
          const more = /^\s?(\d+(?:\.\d+)?)\s?(천|백|千|百)?\s?(만|万|萬)?/u.exec(folded.slice(e, e + 14));
          if (more && scale >= 1e4 && (more[2] || more[3]) && !/^\s?\d+(?:\.\d+)?\s?(?:억|億|亿|조|兆)/u.test(folded.slice(e, e + 14))) {
            let v = Number(more[1]);
            if (more[2]) v *= MULTIPLIERS[more[2]];
            if (more[3]) v *= 1e4;
            if (v < scale) {
              value += v;
              e += more[0].length;
            }
          }
        } else {
          // 5천 / 5千: thousands, maybe followed by 만 (5천만 = 5e7).
          value *= scale;
          // Place writing goes on downwards: 3천5백, 3千5百 and 3천 5백 are 3500 (a smaller place after a larger one adds).
          const hundreds = scale === 1000 ? /^\s?(\d)\s?(백|百)/u.exec(folded.slice(e, e + 5)) : null;
          if (hundreds) {
            value += Number(hundreds[1]) * 100;
            e += hundreds[0].length;
          }
          const big = /^\s?(만|万|萬|억|億|亿)/u.exec(folded.slice(e, e + 3));
          if (big) {
            value *= MULTIPLIERS[big[1]];
            e += big[0].length;
          }
        }
      }
      const surface = Math.abs(value);
      let dim: NumberDim = "n";
      const before = folded[s - 1];
      if (before && CURRENCY_BEFORE[before]) {
        dim = CURRENCY_BEFORE[before];
        s -= 1;
      }
      // "€1.5m", "$3bn": after a currency sign a lower-case m is million, not metres.
      if (dim !== "n" && /^m(?![A-Za-z])/u.test(folded.slice(e, e + 2))) {
        value *= 1e6;
        e += 1;
      }
      const unit = unitAt(folded, e);
      if (unit) {
        if (dim === "n" || unit.dim.startsWith("money")) {
          dim = unit.dim;
          value *= unit.scale;
        }
        e = unit.end;
      } else if (/^[A-Za-z]/u.test(folded[e] ?? "") && lang !== "en") {
        // Glued to Latin letters with no unit: part of a name (5G, 4K).
      } else if (/^[A-Za-z]/u.test(folded[e] ?? "")) continue;
      if (dim === "n" && lang === "en" && Number.isInteger(value) && value >= 1800 && value <= 2100 && !m[2].includes(",")) dim = "year";
      // 1년 소득 for 연 소득, 1年間 for 年間, 1日3回 for 日に3回: one of a unit of time, as weak as "a year" (an idiom as often as a span).
      const oneUnit = surface === 1 && dim === "time" && lang !== "en" && /^1\s?[^\d.]/u.test(folded.slice(s, e));
      push({ start: s, end: e, text: folded.slice(s, e), dim, value, surface, ...(oneUnit ? { weak: true } : {}) });
    }
  }

  // Magnitudes without a figure: dozens of, 수십, 几十, 数百 (before the numerals, which would read 十 of 几十 as ten). Weak: a change beside another value, never a fabrication alone.
  const lowered = lang === "en" ? caseFolded(folded) : folded;
  for (const m of lowered.matchAll(VAGUE_RE[lang])) {
    if (!free(m.index, m.index + m[0].length)) continue;
    // The figure as written (the folded text's own characters), as read before case folding.
    const word = folded.slice(m.index + m[0].length - m[1].length, m.index + m[0].length);
    const value = VAGUE_VALUE[word.toLowerCase()] ?? MULTIPLIERS[word] ?? placeValue(word);
    push({ start: m.index, end: m.index + m[0].length, text: folded.slice(m.index, m.index + m[0].length), dim: "n", value, surface: value, weak: true });
  }

  // Numerals in words or characters.
  if (lang === "en") {
    // "a year and a half", "two hours and a half", "one and a half years": the count and half a unit more
    // (read before "a year" and "a half" alone, which would leave the half over as a new figure).
    const count = (w: string) => (/^\d+$/u.test(w) ? Number(w) : w === "a" || w === "an" ? 1 : (EN_SMALL[w] ?? 0));
    // (Only where the text says "and a half" at all.)
    for (const m of !lowered.includes(" and a half") ? [] : lowered.matchAll(/\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:(second|minute|hour|day|week|month|year|decade|century)s?\s+and\s+a\s+half|and\s+a\s+half\s+(second|minute|hour|day|week|month|year|decade|centur)(?:s|ies|y)?)\b/gu)) {
      const s = m.index;
      const e = s + m[0].length;
      const n = count(m[1]);
      if (!free(s, e) || n <= 0) continue;
      const unitWord = m[2] ?? m[3];
      const at = lowered.indexOf(unitWord, s + m[1].length);
      const unit = unitAt(folded, at - 1);
      if (!unit) continue;
      push({ start: s, end: e, text: folded.slice(s, e), dim: unit.dim, value: unit.scale * (n + 0.5), surface: n + 0.5 });
    }
    // "half an hour", "half a day", "every half hour": half the unit.
    for (const m of lowered.matchAll(/\b(?:a\s+)?half(?:\s+an?)?[\s-]+(second|minute|hour|day|week|month|year|decade|century)\b/gu)) {
      const s = m.index;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      const unit = unitAt(folded, e - m[1].length - 1);
      if (!unit) continue;
      push({ start: s, end: e, text: folded.slice(s, e), dim: unit.dim, value: unit.scale / 2, surface: 0.5 });
    }
    // "a quarter of an hour", "three quarters of an hour": that share of the unit.
    for (const m of lowered.matchAll(/\b(a|one|three|first|last)\s+quarters?\s+of\s+an?\s+(hour|day|year|century)\b/gu)) {
      const s = m.index;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      const unit = unitAt(folded, e - m[2].length);
      if (!unit) continue;
      const share = m[1] === "three" ? 0.75 : 0.25;
      push({ start: s, end: e, text: folded.slice(s, e), dim: unit.dim, value: unit.scale * share, surface: share });
    }
    // "a pair of supports": two; "a couple of nurses": two, as loosely as "one" is one (weak).
    for (const m of lowered.matchAll(/\ba (pair|couple) of\b/gu)) {
      if (free(m.index, m.index + m[0].length)) push({ start: m.index, end: m.index + m[0].length, text: folded.slice(m.index, m.index + m[0].length), dim: "n", value: 2, surface: 2, ...(m[1] === "couple" ? { weak: true } : {}) });
    }
    // "a day", "an hour": one of the unit, as often an idiom ("twice a day") as a span, so weak.
    for (const m of lowered.matchAll(/\b(?:a|an|one) (second|minute|hour|day|week|month|year|decade|century)\b/gu)) {
      const s = m.index;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      const unit = unitAt(folded, s + m[0].length - m[1].length - 1);
      if (!unit) continue;
      push({ start: s, end: e, text: folded.slice(s, e), dim: unit.dim, value: unit.scale, surface: 1, weak: true });
    }
    // Clock times in words: "half past six", "a quarter to nine", "nine in the evening", "ten o'clock".
    // The hour word alone is a count; said with past/to, o'clock or a part of the day it is a time of day.
    // Tried only where one of the clock words stands at all (most texts have none).
    for (const m of EN_CLOCK_HINT.test(lowered) ? lowered.matchAll(EN_CLOCK) : []) {
      const [, share, dir, hourWord, oclock, part] = m;
      if (!share && !oclock && !part) continue;
      const s = m.index;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      let h = EN_SMALL[hourWord];
      let min = share ? (share === "half" ? 30 : 15) : 0;
      if (dir === "to") {
        h = h === 1 ? 12 : h - 1;
        min = 60 - min;
      }
      const night = part !== undefined && /night/u.test(part);
      if (part && /afternoon|evening/u.test(part) && h < 12) h += 12;
      else if (night && h >= 6 && h < 12) h += 12;
      else if (night && h === 12) h = 0;
      push({ start: s, end: e, text: folded.slice(s, e), dim: "clock", value: h * 60 + min, surface: (h % 12) * 60 + min });
    }
    for (const m of lowered.matchAll(EN_NUMBER)) {
      const s = m.index;
      let e = s + m[0].length;
      if (!free(s, e)) continue;
      const written = folded.slice(s, e);
      const w = enWordValue(written);
      if (!w) continue;
      // "a" alone, and "one" as a pronoun ("the one that"): not a count.
      if (/^(?:a|an)$/iu.test(written.trim())) continue;
      // "every one of the goals", "no one", "this one": a pronoun, not a count.
      if (written === "one" && /\b(?:every|each|no|any|this|that|which|the)\s$/u.test(lowered.slice(Math.max(0, s - 6), s))) continue;
      let { value, dim } = w;
      const surface = value;
      const unit = dim === "n" ? unitAt(folded, e) : null;
      if (unit) {
        dim = unit.dim;
        value *= unit.scale;
        e = unit.end;
      }
      push({ start: s, end: e, text: folded.slice(s, e), dim, value, surface, ...(w.weak && !unit ? { weak: true } : {}) });
    }
    // "the first day" / "the 1st": an ordinal word, weak (as often "at first" as a rank).
    for (const m of lowered.matchAll(EN_ORDINAL_WORD)) {
      const s = m.index;
      const e = s + m[0].length;
      if (free(s, e)) push({ start: s, end: e, text: folded.slice(s, e), dim: "ord", value: EN_ORDINALS.indexOf(m[0]) + 1, surface: EN_ORDINALS.indexOf(m[0]) + 1, weak: true });
    }
  } else if (lang === "ko") {
    for (const re of [KO_NATIVE_RE, KO_NATIVE_ALONE_RE]) {
      for (const m of folded.matchAll(re)) {
        if (!free(m.index, m.index + m[1].length)) continue;
        const value = koNativeValue(m[1]);
        pushWithUnit(m.index, m.index + m[1].length, value, value === 1);
      }
    }
    // Sino numerals are spaced at each 만 and 억 (만 이천 명, 삼억 오천만 원, the standard spacing), and 만
    // alone is ten thousand: the groups are one number, read before the groups alone are.
    // Both read only where a 만 or 억 stands before a space or a counter at all.
    const bareMan = /[만억]\s[일이삼사오육칠팔구십백천]|(?<![가-힣\d])[만억](?:\s|[명개원건곳대권마가세표그채톤달])/u.test(folded);
    for (const m of bareMan ? folded.matchAll(KO_SPACED_RE) : []) {
      const s = m.index;
      const e = s + m[0].length;
      if (free(s, e)) pushWithUnit(s, e, placeValue(m[0].replace(/\s/gu, "")));
    }
    // 만 명, 억 원: 만 and 억 alone before a counter are ten thousand and a hundred million (일 is not said).
    for (const m of !bareMan ? [] : folded.matchAll(/(?<![가-힣\d])[만억](?=\s?(?:명|개|원|건|곳|대|권|마리|가구|세대|표|그루|채|톤|달러)(?![가-힣]{2}[다요]))/gu)) {
      if (free(m.index, m.index + 1)) pushWithUnit(m.index, m.index + 1, m[0] === "만" ? 1e4 : 1e8);
    }
    for (const m of folded.matchAll(KO_SINO_RE)) {
      if (free(m.index, m.index + m[0].length)) pushWithUnit(m.index, m.index + m[0].length, placeValue(m[0]));
    }
    for (const m of folded.matchAll(/(?<![가-힣])(하루|이틀|사흘|나흘|닷새|엿새|이레|열흘|보름)(?![가-힣]{0}[다요])/gu)) {
      if (!free(m.index, m.index + m[1].length)) continue;
      const d = KO_DAYS[m[1]];
      push({ start: m.index, end: m.index + m[1].length, text: m[1], dim: "time", value: d * DAY, surface: d, ...(d === 1 ? { weak: true } : {}) });
    }
  }
  if (lang === "zh" || lang === "ja") {
    // 一点二公里 = 1.2 km.
    for (const m of folded.matchAll(/(?<![〇零一二两三四五六七八九十百千])([〇零一二两三四五六七八九十百千]+)点([〇零一二三四五六七八九]+)/gu)) {
      if (!free(m.index, m.index + m[0].length)) continue;
      const fraction = Number(`0.${[...m[2]].map((c) => CJK_VALUE[c]).join("")}`);
      pushWithUnit(m.index, m.index + m[0].length, placeValue(m[1]) + fraction);
    }
    for (const m of folded.matchAll(CJK_NUMERAL_RE)) {
      const s = m.index;
      let e = s + m[0].length;
      if (!free(s, e)) continue;
      const ordinal = m[0].startsWith("第");
      const numeral = ordinal ? m[0].slice(1) : m[0];
      // 十分: "very", "enough"; ten minutes only with a word of time after it (十分钟, 十分間, 十分ほど, 十分後).
      if (numeral === "十" && folded[e] === "分" && !TEN_MINUTES_AFTER.test(folded.slice(e + 1, e + 4))) continue;
      if (numeral === "千" || numeral === "万" || numeral === "萬" || numeral === "百") continue; // 千万 "by all means", 万一
      if ((numeral === "零" || numeral === "〇") && /^[。，.、]/u.test(folded[e] ?? "")) continue; // 为零。, 归零，: "none", a word of negative sense
      const value = placeValue(numeral);
      let dim: NumberDim = ordinal ? "ord" : "n";
      let v = value;
      // 三成 / 3割: tenths.
      const share = ordinal ? null : tenthsAt(folded, e, value);
      if (share) {
        dim = "ratio";
        v = share.value;
        e = share.end;
      } else if (!ordinal) {
        const unit = unitAt(folded, e);
        if (unit && unit.dim !== "n") {
          dim = unit.dim;
          v = value * unit.scale;
          e = unit.end;
        }
      }
      push({ start: s, end: e, text: folded.slice(s, e), dim, value: v, surface: value, ...(value === 1 && !ordinal ? { weak: true } : {}) });
    }
    // 次年 / 翌年 / 次日: "the second year", "the next day", as 第二年 says it; weak, as "the first" is.
    for (const m of folded.matchAll(/[次翌](?=年|日|月)/gu)) {
      if (free(m.index, m.index + 1)) push({ start: m.index, end: m.index + 1, text: m[0], dim: "ord", value: 2, surface: 2, weak: true });
    }
    for (const { start, end } of placeNumerals(folded)) {
      const numeral = folded.slice(start, end);
      if (numeral !== "万一" && numeral !== "萬一" && free(start, end)) pushWithUnit(start, end, placeValue(numeral));
    }
    // 3割 with a figure: tenths (the unit table has no 割).
    let swallowed = false;
    for (const x of out) {
      const share = x.dim === "n" && /\d$/u.test(x.text) ? tenthsAt(folded, x.end, x.surface) : null;
      if (!share) continue;
      // 3割2分: the figure read as two minutes is the share's hundredths, no number of its own.
      if (share.end > x.end + 1) swallowed = true;
      x.dim = "ratio";
      x.value = share.value;
      x.end = share.end;
      x.text = folded.slice(x.start, x.end);
    }
    if (swallowed) {
      const shares = out.filter((x) => x.dim === "ratio" && /割/u.test(x.text));
      for (let i = out.length - 1; i >= 0; i--) if (shares.some((x) => x !== out[i] && out[i].start > x.start && out[i].end <= x.end)) out.splice(i, 1);
    }
  }

  out.sort((a, b) => a.start - b.start);
  joinHoursAndMinutes(out, folded);
  spreadRangeUnits(out, folded);
  markCountShares(out, folded, lang);
  for (const x of out) {
    const b = boundOf(folded, x, lang);
    if (b) x.bound = b;
    if (x.dim === "length" && /(?:^|[\d一二三四五六七八九十百千万])\s?(?:キロ|킬로)$/u.test(x.text)) x.alt = { dim: "mass", value: x.surface * 1000 };
  }
  // A list label ("2)", "3.") or a score ("2-0") is no bare figure either.
  // A full stop after a figure is a label only at the head of a line ("3. Mix"); "instead of three." ends a sentence.
  for (const x of out) {
    if (x.dim !== "n") continue;
    const next = folded[x.end] ?? "";
    if (next === "." && /\s|^$/u.test(folded[x.end + 1] ?? "") && !/(?:^|\n)\s*$/u.test(folded.slice(Math.max(0, x.start - 8), x.start))) continue;
    // A Korean particle right after a figure ("9억에 판다", "30을 넘는") leaves it bare; a counter ("3개", "3이닝") does not.
    if (lang === "ko" && KO_PARTICLE_AFTER.test(folded.slice(x.end, x.end + 3))) continue;
    if (/[\p{L})）.:\-–]/u.test(next)) x.countered = true;
  }
  return out;
}

const KO_PARTICLE_AFTER = /^(?:에서|으로|에게|까지|부터|[에을를이가은는의도로와과만])(?![가-힣])/u;

/** 三成 / 3割 at `at`: `count` tenths, and 一成半 / 1割半 a tenth and a half more (15%); null when no 割 or 成 follows. */
function tenthsAt(folded: string, at: number, count: number): { value: number; end: number } | null {
  if (!/^[割成]/u.test(folded[at] ?? "")) return null;
  if (folded[at + 1] === "半") return { value: count / 10 + 0.05, end: at + 2 };
  // 一割五分 / 1割5分: 分 after 割 is the next place down, hundredths (15%), as 厘 is thousandths.
  const hundredths = folded[at] === "割" && folded[at + 2] === "分" ? (CJK_VALUE[folded[at + 1]] ?? (/\d/u.test(folded[at + 1] ?? "") ? Number(folded[at + 1]) : undefined)) : undefined;
  if (hundredths !== undefined && hundredths > 0 && hundredths < 10) return { value: count / 10 + hundredths / 100, end: at + 3 };
  return { value: count / 10, end: at + 1 };
}

const BOUND_AFTER_CJK = /^\s?[^\s\d.,;。、，]{0,2}?\s?(미만|未満|이하|以下|초과|이상|以上)/u;
const BOUND_CJK: Record<string, "lt" | "le" | "gt" | "ge"> = { 미만: "lt", 未満: "lt", 이하: "le", 以下: "le", 초과: "gt", 이상: "ge", 以上: "ge" };
const EN_BOUND_AFTER = /^\s+(?:[a-z]+\s+)?(?:or|and)\s+(under|younger|less|fewer|below|over|older|more|above)\b/u;
const EN_BOUND_BEFORE = /\b(under|below|no less than|not less than|no fewer than|not fewer than|less than|fewer than|younger than|over|more than|older than|above|at most|up to|no more than|at least)\s+$/u;
// A negated "exceed" or "more than" is an upper bound: "do not take more than four", "never exceed 60 minutes".
const EN_NOT_OVER = /(?:\bnot|\bnever|n[’']t)\s+(?:[a-z]+\s+)?(?:more than|exceed|over)\s+$/u;
// Bounds said before the figure: 最多/不超过 三十分钟, 至少 3人, 최대 3알, 적어도, 最大4回, 少なくとも.
const BOUND_BEFORE_CJK: Partial<Record<Lang, [RegExp, "lt" | "le" | "gt" | "ge"][]>> = {
  zh: [
    [/(?:最多|至多|顶多|最长|不(?:得|能|可|应|宜|会)?(?:超过|多于|高于|大于))[^\d，。；、\s]{0,4}\s?$/u, "le"],
    [/(?:至少|最少|起码|不(?:得|能|可|应|宜|会)?(?:少于|低于))[^\d，。；、\s]{0,4}\s?$/u, "ge"],
    [/(?:超过|多于|高于|大于)\s?$/u, "gt"],
  ],
  ko: [
    [/(?:최대|많아야|길어야)\s?$/u, "le"],
    [/(?:최소|적어도|최소한)\s?$/u, "ge"],
  ],
  ja: [
    [/(?:最大|最多|最長|多くても|長くても)[^\d、。\s]{0,3}\s?$/u, "le"],
    [/(?:少なくとも|最低|最少)[^\d、。\s]{0,3}\s?$/u, "ge"],
  ],
};
// And after it: 30분을 넘지 않도록, 30分を超えない, 3일 이내, 30分以内.
const BOUND_AFTER_LE = /^[^\s\d.,;。、，]{0,3}\s?(?:[을를]\s?(?:넘지|넘기지|초과하지)\s?않|を?超え(?:ない|ず)|이내|以内)/u;

/** Whether a figure is said as a bound (under 10, 10세 미만, 9歳以下, nine and under, at least 3). */
function boundOf(folded: string, x: NumberMention, lang: Lang): "lt" | "le" | "gt" | "ge" | undefined {
  if (lang !== "en") {
    const m = BOUND_AFTER_CJK.exec(folded.slice(x.end, x.end + 8));
    if (m) return BOUND_CJK[m[1]];
    if (BOUND_AFTER_LE.test(folded.slice(x.end, x.end + 14))) return "le";
    const before = folded.slice(Math.max(0, x.start - 10), x.start);
    for (const [re, b] of BOUND_BEFORE_CJK[lang] ?? []) if (re.test(before)) return b;
    return undefined;
  }
  const lower = (t: string) => t.replace(/[A-Z]+/gu, (w) => w.toLowerCase());
  const after = EN_BOUND_AFTER.exec(lower(folded.slice(x.end, x.end + 24)));
  if (after) return /under|younger|less|fewer|below/u.test(after[1]) ? "le" : "ge";
  const before = EN_BOUND_BEFORE.exec(lower(folded.slice(Math.max(0, x.start - 16), x.start)));
  if (EN_NOT_OVER.test(lower(folded.slice(Math.max(0, x.start - 32), x.start)))) return "le";
  if (!before) return undefined;
  const w = before[1];
  return w === "at least" || /^no(?:t)? (?:less|fewer) than$/u.test(w) ? "ge" : /^(?:at most|up to|no more than)$/u.test(w) ? "le" : /under|below|less|fewer|younger/u.test(w) ? "lt" : "gt";
}

/**
 * What stands between the two counts of a share said as counts, per language: the part first
 * in English ("three in five", "seven out of ten", "one in every ten"), the whole first in ko,
 * zh and ja (다섯 곳 중 세 곳, 十个客人里有六个, 五社に三社, 10人中6人), where the counter after the
 * whole must come back after the part.
 */
const SHARE_BETWEEN: Record<Lang, RegExp> = {
  en: /^\s+(?:in|out of)\s+(?:every\s+)?$/u,
  ko: /^(\s?[가-힣]{0,2})\s?(?:중|가운데)(?:에서)?\s?$/u,
  zh: /^([个個位家名人户戶所只件项項]?)[\p{Script=Han}]{0,4}?(?:之中|当中|當中|中|里|裡)[，,]?(?:大约|大概|约|約|就|也)?有?$/u,
  ja: /^([\p{Script=Han}\p{Script=Katakana}ー]{0,3}?)(?:に|のうち|の中で?|中)\s?$/u,
};

function markCountShares(nums: NumberMention[], folded: string, lang: Lang) {
  for (let i = 0; i + 1 < nums.length; i++) {
    const a = nums[i];
    const b = nums[i + 1];
    if (a.dim !== "n" || b.dim !== "n" || !Number.isInteger(a.value) || !Number.isInteger(b.value)) continue;
    const m = SHARE_BETWEEN[lang].exec(folded.slice(a.end, b.start));
    if (!m) continue;
    const [part, whole, wholeAt] = lang === "en" ? [a, b, i + 1] : [b, a, i];
    if (!(part.value > 0 && part.value < whole.value)) continue;
    if (lang !== "en") {
      // The counter after the whole comes back after the part (社…社, 곳…곳, 个…个), when there is one.
      const counter = m[1].trim();
      if (counter && !folded.startsWith(counter, part.end + (folded[part.end] === " " ? 1 : 0))) continue;
    }
    part.partOf = wholeAt;
  }
}

const VAGUE_RE: Record<Lang, RegExp> = {
  // English on caseFolded text.
  en: /\b(dozens|hundreds|thousands|millions|billions)(?= of\b)/gu,
  ko: /(?<![가-힣])수(십만|백만|천만|십|백|천|만|억)(?=\s|[가-힣])/gu,
  zh: /(?:几|數|数|上)(十万|百万|十|百|千|万|萬|亿|億)(?![分])/gu,
  ja: /数(十万|百万|十|百|千|万|億)/gu,
};
const VAGUE_VALUE: Record<string, number> = { dozens: 10, hundreds: 100, thousands: 1e3, millions: 1e6, billions: 1e9, 십만: 1e5, 백만: 1e6, 천만: 1e7, 십: 10, 十万: 1e5, 百万: 1e6 };

/** "3~5년", "3–5 hours", "3至5个": the first end of a range takes the unit of the second. */
function spreadRangeUnits(nums: NumberMention[], folded: string) {
  for (let i = 0; i + 1 < nums.length; i++) {
    const a = nums[i];
    const b = nums[i + 1];
    if (a.dim !== "n" || b.dim === "n" || b.dim === "year") continue;
    const between = folded.slice(a.end, b.start);
    if (!/^\s?(?:[-–—~〜～至到]|에서|から|to|and|or)\s?$/u.test(between)) continue;
    const scale = b.surface === 0 ? 1 : b.value / b.surface;
    a.dim = b.dim;
    a.value = a.surface * scale * Math.sign(a.value || 1);
  }
}

/**
 * "2 hours and 11 minutes", 2시간 11분, 2小时08分, 两小时零八分钟: one duration, so it meets the same
 * time said as a clock reading (2:11) or in minutes (131 minutes). The surface is the minutes.
 */
function joinHoursAndMinutes(nums: NumberMention[], folded: string) {
  let joined = false;
  for (let i = 0; i + 1 < nums.length; i++) {
    const a = nums[i];
    const b = nums[i + 1];
    if (a.dim !== "time" || b.dim !== "time" || a.value !== a.surface * 3600 || b.value !== b.surface * 60 || b.surface >= 60) continue;
    if (!/^\s?(?:and\s|,\s?|零)?\s?$/u.test(folded.slice(a.end, b.start))) continue;
    const value = a.value + b.value;
    nums[i] = { start: a.start, end: b.end, text: folded.slice(a.start, b.end), dim: "time", value, surface: value / 60 };
    // The minutes, read into the hours, leave the list below (in one pass, not a splice each).
    b.surface = NaN;
    joined = true;
    i++;
  }
  if (joined) {
    let w = 0;
    for (const x of nums) if (!Number.isNaN(x.surface)) nums[w++] = x;
    nums.length = w;
  }
}
