// One-place meaning changes for bench:meaning, written apart from the checker: none
// of this imports lib/meaning or copies its word lists. Each family changes a text
// in its own way — English verbs are negated and un-negated by a part-of-speech
// tagger (compromise), Korean and Japanese ones by conjugation, numbers are moved in
// value, unit or magnitude or spelled out as another value (n2words) — and each picks
// one of the places it applies to with a seeded draw, so a run is reproducible.
import nlp from "compromise";
import { toCardinal as enWords } from "n2words/en-US";
import { toCardinal as jaWords } from "n2words/ja-JP";
import { toCardinal as koWords } from "n2words/ko-KR";
import type { Lang } from "../../lib/engine/types";

export type Kind = "number" | "negation" | "quantifier" | "causal";
export const KINDS: readonly Kind[] = ["number", "negation", "quantifier", "causal"];

export interface Family {
  id: string;
  kind: Kind;
  /** What it does, for the report. */
  about: string;
  apply: (text: string, lang: Lang, rnd: () => number) => Edit | null;
}

export interface Edit {
  text: string;
  /** "24 → 49", for the report. */
  change: string;
  /** Where in the text the change starts. */
  at: number;
}

/** A seeded generator (mulberry32) from a string. */
export function seeded(key: string): () => number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
  let a = (h << 13) | (h >>> 19);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One place an edit can be made: where, what is there, what it becomes. */
export interface Site {
  at: number;
  from: string;
  to: string;
}

export const pick = <T>(xs: readonly T[], rnd: () => number): T | undefined => (xs.length ? xs[Math.floor(rnd() * xs.length)] : undefined);

export function sitesOf(text: string, rules: readonly [RegExp, (m: RegExpExecArray) => string | null][]): Site[] {
  const out: Site[] = [];
  for (const [re, to] of rules) {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
    for (const m of text.matchAll(g)) {
      const next = to(m as unknown as RegExpExecArray);
      if (next !== null && next !== m[0]) out.push({ at: m.index, from: m[0], to: next });
    }
  }
  return out;
}

export function applySite(text: string, s: Site | undefined): Edit | null {
  if (!s) return null;
  return { text: text.slice(0, s.at) + s.to + text.slice(s.at + s.from.length), change: `${s.from.trim()} → ${s.to.trim()}`, at: s.at };
}

const bySites = (rules: Partial<Record<Lang, readonly [RegExp, (m: RegExpExecArray) => string | null][]>>) => (text: string, lang: Lang, rnd: () => number) =>
  applySite(text, pick(sitesOf(text, rules[lang] ?? []), rnd));

const swap = (pairs: Record<string, string>, flags = "gu"): [RegExp, (m: RegExpExecArray) => string | null] => [
  new RegExp(Object.keys(pairs).sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")).join("|"), flags),
  (m) => pairs[m[0]] ?? pairs[m[0].toLowerCase()] ?? null,
];

/** Whole-word swaps for English (case kept on the first letter). */
const enSwap = (pairs: Record<string, string>): [RegExp, (m: RegExpExecArray) => string | null] => [
  new RegExp(`\\b(?:${Object.keys(pairs).join("|")})\\b`, "giu"),
  (m) => {
    const to = pairs[m[0].toLowerCase()];
    if (!to) return null;
    return /^[A-Z]/u.test(m[0]) ? to[0].toUpperCase() + to.slice(1) : to;
  },
];

// ── numbers ──────────────────────────────────────────────────────────────────

const FIGURE = /(?<![\d.,A-Za-z])\d{1,3}(?:,\d{3})+(?![\d])|(?<![\d.,A-Za-z])\d+(?:\.\d+)?(?![\d])/gu;

function otherValue(v: number, rnd: () => number): number {
  if (!Number.isInteger(v)) return Math.round((v + 0.5 + Math.floor(rnd() * 5)) * 10) / 10;
  if (v < 10) return v + 1 + Math.floor(rnd() * 4);
  const step = Math.max(1, Math.round(v * (0.15 + rnd() * 0.5)));
  return rnd() < 0.3 && v - step > 0 ? v - step : v + step;
}

function numberValue(text: string, _lang: Lang, rnd: () => number): Edit | null {
  const sites = [...text.matchAll(FIGURE)].filter((m) => !/^(?:19|20)\d\d$/u.test(m[0]));
  const m = pick(sites, rnd);
  if (!m) return null;
  const v = Number(m[0].replace(/,/gu, ""));
  let next = String(otherValue(v, rnd));
  if (m[0].includes(",")) next = Number(next).toLocaleString("en-US");
  return applySite(text, { at: m.index, from: m[0], to: next });
}

const UNIT_SWAPS: Record<Lang, Record<string, string>> = {
  en: { seconds: "minutes", minutes: "hours", hours: "days", days: "weeks", weeks: "months", months: "years", years: "months", hour: "day", day: "week", week: "month", month: "year", year: "month", km: "m", miles: "kilometers", kg: "g", dollars: "euros", percent: "times", "%": " times", MB: "GB", GB: "TB" },
  ko: { 초: "분", 분: "시간", 시간: "일", 일: "주", 주: "개월", 개월: "년", 년: "개월", km: "m", kg: "g", 원: "달러", 달러: "원", "%": "배", 배: "%" },
  zh: { 秒: "分钟", 分钟: "小时", 小时: "天", 天: "周", 周: "个月", 个月: "年", 年: "个月", 公里: "米", 公斤: "克", 元: "美元", "%": "倍", 倍: "%" },
  ja: { 秒: "分", 分: "時間", 時間: "日", 日間: "週間", 週間: "か月", か月: "年", 年間: "か月", キロ: "メートル", 円: "ドル", ドル: "円", "%": "倍", 倍: "%" },
};

function numberUnit(text: string, lang: Lang, rnd: () => number): Edit | null {
  const units = Object.keys(UNIT_SWAPS[lang]).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(\\d[\\d,.]*)(\\s?)(${units.join("|")})${lang === "en" ? "\\b" : ""}`, "gu");
  const sites: Site[] = [];
  for (const m of text.matchAll(re)) {
    const to = UNIT_SWAPS[lang][m[3]];
    if (to) sites.push({ at: m.index, from: m[0], to: `${m[1]}${to.startsWith(" ") ? "" : m[2]}${to}` });
  }
  return applySite(text, pick(sites, rnd));
}

const MAGNITUDE: Record<Lang, Record<string, string>> = {
  en: { thousand: "million", million: "billion", billion: "million", hundred: "thousand" },
  ko: { 만: "억", 억: "만", 천: "만" },
  zh: { 万: "亿", 亿: "万", 千: "万" },
  ja: { 万: "億", 億: "万", 千: "万" },
};

function numberMagnitude(text: string, lang: Lang, rnd: () => number): Edit | null {
  const words = Object.keys(MAGNITUDE[lang]);
  const re = new RegExp(`(\\d[\\d,.]*)(\\s?)(${words.join("|")})`, "gu");
  const sites: Site[] = [];
  for (const m of text.matchAll(re)) sites.push({ at: m.index, from: m[0], to: `${m[1]}${m[2]}${MAGNITUDE[lang][m[3]]}` });
  // A figure ten times larger where no magnitude word is written.
  for (const m of text.matchAll(FIGURE)) {
    if (/^(?:19|20)\d\d$/u.test(m[0]) || m[0].includes(".")) continue;
    const v = Number(m[0].replace(/,/gu, "")) * 10;
    sites.push({ at: m.index, from: m[0], to: m[0].includes(",") ? v.toLocaleString("en-US") : String(v) });
  }
  return applySite(text, pick(sites, rnd));
}

/** A Korean native count word, for values a count would be read in (서른 명). */
const KO_NATIVE_TENS = ["", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"];
const KO_NATIVE_ONES = ["", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"];
export function koNative(v: number): string | null {
  if (!Number.isInteger(v) || v < 1 || v > 99) return null;
  const t = Math.floor(v / 10);
  const o = v % 10;
  return (t === 2 && o === 0 ? "스무" : KO_NATIVE_TENS[t]) + KO_NATIVE_ONES[o];
}

/** A value in words in the text's language (n2words; Chinese uses the Japanese numerals, the two share them). */
export function inWords(v: number, lang: Lang, rnd: () => number): string {
  if (lang === "en") return enWords(v);
  if (lang === "ko") return (rnd() < 0.5 ? koNative(v) : null) ?? koWords(v);
  const ja = jaWords(v);
  return lang === "zh" ? ja.replace(/^(千|百)/u, "一$1") : ja;
}

function numberWords(text: string, lang: Lang, rnd: () => number): Edit | null {
  const sites = [...text.matchAll(FIGURE)].filter((m) => !/^(?:19|20)\d\d$/u.test(m[0]) && !m[0].includes(".") && Number(m[0].replace(/,/gu, "")) < 10_000);
  const m = pick(sites, rnd);
  if (!m) return null;
  const v = otherValue(Number(m[0].replace(/,/gu, "")), rnd);
  let words = inWords(v, lang, rnd);
  if (lang === "ko" && /[가-힣]$/u.test(words) && /^[가-힣]/u.test(text[m.index + m[0].length] ?? "")) words += " ";
  return applySite(text, { at: m.index, from: m[0], to: words });
}

// ── negation ─────────────────────────────────────────────────────────────────

/** English: the tagger (compromise) negates the first positive verb of one sentence, or un-negates a negative one. */
function enVerbPolarity(mode: "negate" | "assert") {
  return (text: string, _lang: Lang, rnd: () => number): Edit | null => {
    const sentences = nlp(text).sentences().out("array") as string[];
    const choices = sentences.filter((s) => {
      const v = nlp(s).verbs();
      return (mode === "negate" ? v.isPositive() : v.isNegative()).found;
    });
    const before = pick(choices, rnd);
    if (!before) return null;
    const doc = nlp(before);
    const verbs = mode === "negate" ? doc.verbs().isPositive() : doc.verbs().isNegative();
    // isPositive()/isNegative() are typed as a plain View; the match is still verbs.
    const first = verbs.eq(0) as unknown as { toNegative(): unknown; toPositive(): unknown };
    if (mode === "negate") first.toNegative();
    else first.toPositive();
    const after = doc.text();
    const at = text.indexOf(before);
    if (after === before || at < 0) return null;
    return { text: text.slice(0, at) + after + text.slice(at + before.length), change: `${before.slice(0, 40)}… → ${mode === "negate" ? "negated" : "asserted"}`, at };
  };
}
const enNegateVerb = enVerbPolarity("negate");
const enAssertVerb = enVerbPolarity("assert");

const batchim = (syllable: string) => ((syllable.charCodeAt(0) - 0xac00) % 28 !== 0);

/** Korean: conjugation — 한다 → 하지 않는다, 할 수 있다 → 할 수 없다, (필요)가 있다 → 없다, X이다 → X가 아니다. */
const KO_NEGATE: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/수 있(다|습니다|어요|는|었다|을)/gu, (m) => `수 없${m[1]}`],
  [/([가-힣])(이|가) 있(다|습니다|어요|었다|는)(?=[\s.,]|$)/gu, (m) => `${m[1]}${m[2]} 없${m[3]}`],
  [/(?<![가-힣])([가-힣]{1,6})한다(?=[\s.,]|$)/gu, (m) => `${m[1]}하지 않는다`],
  [/(?<![가-힣])([가-힣]{1,6})했다(?=[\s.,]|$)/gu, (m) => `${m[1]}하지 않았다`],
  [/(?<![가-힣])([가-힣]{1,6})합니다(?=[\s.,]|$)/gu, (m) => `${m[1]}하지 않습니다`],
  [/(?<![가-힣])([가-힣]{1,6})했습니다(?=[\s.,]|$)/gu, (m) => `${m[1]}하지 않았습니다`],
  [/된다(?=[\s.,]|$)/gu, () => "되지 않는다"],
  [/(?:됐다|되었다)(?=[\s.,]|$)/gu, () => "되지 않았다"],
  [/됩니다(?=[\s.,]|$)/gu, () => "되지 않습니다"],
  [/([가-힣])이다(?=[.\s]|$)/gu, (m) => (batchim(m[1]) ? `${m[1]}이 아니다` : null)],
  [/([가-힣])입니다(?=[.\s]|$)/gu, (m) => (batchim(m[1]) ? `${m[1]}이 아닙니다` : null)],
];
/** Korean: the negation taken away — 하지 않는다 → 한다, 없다 → 있다, 못 V → V, 아니다 → 이다. */
const KO_ASSERT: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/하지 않(는다|았다|습니다|았습니다|는|은|고)/gu, (m) => ({ 는다: "한다", 았다: "했다", 습니다: "합니다", 았습니다: "했습니다", 는: "하는", 은: "한", 고: "하고" })[m[1]] ?? null],
  [/되지 않(는다|았다|습니다|는)/gu, (m) => ({ 는다: "된다", 았다: "됐다", 습니다: "됩니다", 는: "되는" })[m[1]] ?? null],
  [/없(다|습니다|어요|었다|는|을)/gu, (m) => `있${m[1]}`],
  [/(?<![가-힣])못 /gu, () => ""],
  [/(?<![가-힣])안 (?=[가-힣])/gu, () => ""],
  [/([가-힣])(?:이|가) 아니(다|라)/gu, (m) => `${m[1]}이${m[2] === "다" ? "다" : "고"}`],
  [/([가-힣])(?:이|가) 아닙니다/gu, (m) => `${m[1]}입니다`],
];

/** Chinese: 不 or 没 put before a verb or modal, 有 → 没有. */
const ZH_NEGATE: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/(?<![不没也都所只具拥还含占别])(是|会|能|可以|应该|需要|愿意|适合|同意|喜欢|支持|包括|属于|影响)/gu, (m) => `不${m[1]}`],
  [/(?<![没所只具拥还含占])有(?![些的时关效限名点人])/gu, () => "没有"],
];
const ZH_ASSERT: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/不(是|会|能|可以|应该|需要|要|用|愿意|适合|同意|喜欢|支持|包括|属于|影响|一定)/gu, (m) => m[1]],
  [/没有/gu, () => "有"],
  [/并不|从不/gu, () => ""],
  [/无法/gu, () => "能够"],
  [/没(?!有)/gu, () => ""],
];

/** Japanese: conjugation — ます → ません, です → ではありません, ある → ない, できる → できない, dictionary forms → ない forms. */
const JA_GODAN: Record<string, string> = { う: "わ", く: "か", ぐ: "が", す: "さ", つ: "た", ぬ: "な", ぶ: "ば", む: "ま", る: "ら" };
const JA_NEGATE: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/ました(?=[。、]|$)/gu, () => "ませんでした"],
  [/ます(?=[。、]|$)/gu, () => "ません"],
  [/です(?=[。]|$)/gu, () => "ではありません"],
  [/である(?=[。、]|$)/gu, () => "ではない"],
  [/(が|は|も)ある(?=[。、]|$)/gu, (m) => `${m[1]}ない`],
  [/ている(?=[。、]|$)/gu, () => "ていない"],
  [/できる(?=[。、]|$)/gu, () => "できない"],
  [/する(?=[。、]|$)/gu, () => "しない"],
  [/なる(?=[。、]|$)/gu, () => "ならない"],
  [/([\p{Script=Han}])([うくぐすつぬぶむる])(?=[。、]|$)/gu, (m) => `${m[1]}${JA_GODAN[m[2]]}ない`],
  [/([いきしちにひみりえけせてねへめれ])る(?=[。、]|$)/gu, (m) => `${m[1]}ない`],
];
const JA_ASSERT: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/ませんでした/gu, () => "ました"],
  [/ません/gu, () => "ます"],
  [/ではありません/gu, () => "です"],
  [/ではない/gu, () => "である"],
  [/(が|は|も)ない(?=[。、]|$)/gu, (m) => `${m[1]}ある`],
  [/ていない/gu, () => "ている"],
  [/できない/gu, () => "できる"],
  [/しない/gu, () => "する"],
  [/なかった/gu, () => "あった"],
];

const LEXICAL_NEGATE: Record<Lang, Record<string, string>> = {
  en: { possible: "impossible", likely: "unlikely", able: "unable", necessary: "unnecessary", clear: "unclear", common: "uncommon", valid: "invalid", correct: "incorrect", effective: "ineffective", safe: "unsafe", available: "unavailable", legal: "illegal", relevant: "irrelevant", sufficient: "insufficient", impossible: "possible", unlikely: "likely", unable: "able", unclear: "clear", unknown: "known" },
  ko: { 가능하다: "불가능하다", 가능한: "불가능한", 가능합니다: "불가능합니다", 필요하다: "불필요하다", 필요한: "불필요한", 확실하다: "불확실하다", 확실한: "불확실한", 유효하다: "무효하다", 분명하다: "불분명하다", 불가능하다: "가능하다", 불가능한: "가능한", "필요가 있다": "필요가 없다", "필요가 없다": "필요가 있다", "알 수 있다": "알 수 없다" },
  zh: { 可能: "不可能", 有效: "无效", 合法: "非法", 完整: "不完整", 明确: "不明确", 必要: "不必要", 确定: "不确定", 不可能: "可能", 无效: "有效", 有必要: "没有必要" },
  ja: { 可能: "不可能", 有効: "無効", 十分: "不十分", 明確: "不明確", 確実: "不確実", 必要がある: "必要がない", 必要がない: "必要がある", 不可能: "可能", 無効: "有効" },
};

// ── quantifiers ──────────────────────────────────────────────────────────────

const Q_UNIVERSAL_DOWN: Record<Lang, Record<string, string>> = {
  en: { all: "some", every: "some", always: "sometimes", everyone: "some people", everything: "some things", each: "some" },
  ko: { 모든: "일부", 모두: "일부가", 항상: "가끔", 언제나: "때때로", 전부: "일부", 누구나: "일부 사람만" },
  zh: { 所有: "部分", 全部: "部分", 总是: "有时", 每个: "某些", 一切: "一些", 始终: "偶尔" },
  ja: { すべて: "一部", 全て: "一部", いつも: "時々", 常に: "たまに", 全員: "一部の人", あらゆる: "一部の" },
};
const Q_MAJORITY_DOWN: Record<Lang, Record<string, string>> = {
  en: { most: "few", many: "few", usually: "rarely", often: "seldom", mostly: "rarely", majority: "minority", "a lot of": "few" },
  ko: { 대부분: "소수", 많은: "적은", 자주: "드물게", 대개: "드물게", 흔히: "드물게", 대다수: "극소수", 많이: "조금" },
  zh: { 大多数: "少数", 很多: "很少", 经常: "很少", 大部分: "小部分", 许多: "少数", 通常: "很少", 多数: "少数" },
  ja: { ほとんど: "わずか", 多く: "少数", 大半: "一部", たいてい: "まれに", しばしば: "まれに", 大部分: "ごく一部" },
};
const Q_UP: Record<Lang, Record<string, string>> = {
  en: { some: "all", few: "most", several: "all", sometimes: "always", rarely: "usually", "a few": "most" },
  ko: { 일부: "모든", 몇몇: "모든", 가끔: "항상", 소수: "대다수", 때때로: "항상", 적은: "많은" },
  zh: { 部分: "所有", 一些: "所有", 有些: "所有", 有时: "总是", 少数: "大多数", 很少: "很多", 偶尔: "总是" },
  ja: { 一部: "すべて", いくつか: "すべて", 時々: "いつも", たまに: "常に", 少数: "大多数", わずか: "ほとんど" },
};

// ── causal links ─────────────────────────────────────────────────────────────

const CAUSE_TO_CONCESSION: Record<Lang, Record<string, string>> = {
  en: { because: "although", "because of": "despite", "due to": "despite", "thanks to": "despite", since: "although", "as a result of": "in spite of" },
  ko: { "때문에": "에도 불구하고", "덕분에": "에도 불구하고", "으로 인해": "에도 불구하고", "로 인해": "에도 불구하고", "므로": "지만", "기 때문에": "음에도" },
  zh: { 因为: "虽然", 由于: "尽管", 既然: "即使" },
  ja: { ので: "のに", ため: "にもかかわらず", "おかげで": "にもかかわらず", "せいで": "にもかかわらず" },
};
const CAUSE_TO_CONTRAST: Record<Lang, Record<string, string>> = {
  en: { so: "but", therefore: "however", thus: "yet", hence: "however", consequently: "nevertheless", "as a result": "even so", "which means": "but" },
  ko: { 그래서: "하지만", 따라서: "그러나", 그러므로: "그런데도", "그 결과": "반면" },
  zh: { 所以: "但是", 因此: "然而", 因而: "可是", 从而: "却", 于是: "不过" },
  ja: { だから: "しかし", そのため: "しかし", したがって: "ところが", "その結果": "一方" },
};
const AGAINST_TO_CAUSE: Record<Lang, Record<string, string>> = {
  en: { although: "because", though: "because", but: "so", however: "therefore", despite: "because of", yet: "so" },
  ko: { 하지만: "그래서", 그러나: "따라서", "에도 불구하고": "때문에", 지만: "므로", 반면: "그래서" },
  zh: { 虽然: "因为", 但是: "所以", 尽管: "由于", 然而: "因此", 可是: "所以", 不过: "所以" },
  ja: { しかし: "だから", のに: "ので", "にもかかわらず": "ため", ものの: "ので", だが: "だから" },
};

/** ので inside のです / のである / ものである is no link: a swap there changes no cause. */
const jaFalseNode = (text: string, s: Site) => s.from === "ので" && (text[s.at - 1] === "も" || /^[あはす]/u.test(text.slice(s.at + 2)));

const fromTable = (table: Record<Lang, Record<string, string>>) => (text: string, lang: Lang, rnd: () => number) =>
  applySite(text, pick(sitesOf(text, [lang === "en" ? enSwap(table[lang]) : swap(table[lang])]).filter((s) => lang !== "ja" || !jaFalseNode(text, s)), rnd));

// ── a second hold-out, written after the first report and run once ──────────────

function dateShift(text: string, lang: Lang, rnd: () => number): Edit | null {
  const sites: Site[] = [];
  const bump = (d: string, by: number) => String(Math.max(1, Math.min(28, Number(d) + by)));
  const res: [RegExp, (m: RegExpMatchArray) => string][] =
    lang === "en"
      ? [
          [/\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})\b/gu, (m) => `${m[1]} ${bump(m[2], 3)}`],
          [/\b(?:in|since|by|from) ((?:19|20)\d\d)\b/gu, (m) => m[0].replace(m[1], String(Number(m[1]) - 2))],
        ]
      : [
          [/(\d{1,2})\s?([月월])\s?(\d{1,2})\s?([日일])/gu, (m) => `${m[1]}${m[2]}${lang === "ko" ? " " : ""}${bump(m[3], 3)}${m[4]}`],
          [/((?:19|20)\d\d)\s?([年년])/gu, (m) => `${Number(m[1]) - 2}${m[2]}`],
        ];
  for (const [re, to] of res) for (const m of text.matchAll(re)) sites.push({ at: m.index!, from: m[0], to: to(m) });
  return applySite(text, pick(sites, rnd));
}

const MODAL_NEGATE: Record<Lang, Record<string, string>> = {
  en: { must: "need not", should: "should not", will: "will not", could: "could not", would: "would not" },
  ko: { "해야 한다": "하지 않아도 된다", "해야 합니다": "하지 않아도 됩니다", "할 것이다": "하지 않을 것이다", "할 것입니다": "하지 않을 것입니다", "해야 할": "하지 않아도 될" },
  zh: { 应该: "不应该", 必须: "不必", 需要: "不需要", 愿意: "不愿意", 值得: "不值得" },
  ja: { べきだ: "べきではない", べきである: "べきではない", なければならない: "なくてもよい", たい: "たくない", だろう: "ないだろう" },
};
const SOME_TO_FEW: Record<Lang, Record<string, string>> = {
  en: { some: "few", several: "hardly any", often: "rarely", many: "hardly any" },
  ko: { 일부: "극소수", 몇몇: "극소수", 종종: "좀처럼", 자주: "좀처럼" },
  zh: { 一些: "极少数", 有些: "极少数", 部分: "极少数", 经常: "很少" },
  ja: { 一部: "ごく少数", いくつか: "ごくわずか", よく: "めったに", しばしば: "めったに" },
};
const OTHER_CAUSAL: Record<Lang, Record<string, string>> = {
  en: { "as a result": "in contrast", consequently: "nonetheless", "that is why": "even so", "leads to": "happens despite", "led to": "came despite" },
  ko: { 니까: "지만", 므로: "지만", 덕분에: "에도 불구하고", 탓에: "에도 불구하고", 결과적으로: "반면에" },
  zh: { 因此: "尽管如此", 导致: "却没有导致", 以致: "然而", 使得: "尽管" },
  ja: { ので: "ものの", そのため: "それでも", 結果: "一方" },
};
/**
 * から is causal only after a predicate (降るから, 高いから, ですから); after a noun it
 * means "from" (東京から), which no causal swap may touch.
 */
const JA_CAUSAL_KARA = /(?<=[るたいすだ])から(?=[、。]|$)/gu;

function otherCausal(text: string, lang: Lang, rnd: () => number): Edit | null {
  const found = sitesOf(text, [lang === "en" ? enSwap(OTHER_CAUSAL[lang]) : swap(OTHER_CAUSAL[lang])]);
  if (lang === "ja") found.push(...sitesOf(text, [[JA_CAUSAL_KARA, () => "けれど"]]));
  return applySite(text, pick(found.sort((a, b) => a.at - b.at), rnd));
}

/** Families of the second hold-out: written after the first report, run only for the final one. */
export const SECOND_HOLDOUT: readonly Family[] = [
  { id: "number/date", kind: "number", about: "a date moved (March 5 → March 8, 2024년 → 2022년)", apply: dateShift },
  { id: "negation/modal", kind: "negation", about: "a modal negated (must → need not, 해야 한다 → 하지 않아도 된다, 应该 → 不应该, べきだ → べきではない)", apply: (t, l, r) => applySite(t, pick(sitesOf(t, [l === "en" ? enSwap(MODAL_NEGATE[l]) : swap(MODAL_NEGATE[l])]), r)) },
  { id: "quantifier/some-to-few", kind: "quantifier", about: "some / often → few / rarely (일부 → 극소수, 一些 → 极少数, 一部 → ごく少数)", apply: fromTable(SOME_TO_FEW) },
  { id: "causal/other", kind: "causal", about: "other causal connectives turned around (as a result → in contrast, 므로 → 지만, 因此 → 尽管如此, から after a predicate → けれど)", apply: otherCausal },
];

export const FAMILIES: readonly Family[] = [
  { id: "number/value", kind: "number", about: "a figure given another value (24 → 31)", apply: numberValue },
  { id: "number/unit", kind: "number", about: "the unit after a figure changed (hours → days, 원 → 달러)", apply: numberUnit },
  { id: "number/magnitude", kind: "number", about: "the magnitude changed (만 → 억, thousand → million, 30 → 300)", apply: numberMagnitude },
  { id: "number/words", kind: "number", about: "a figure replaced by another value in words (n2words: forty-nine, 사십구, 四十九)", apply: numberWords },
  { id: "negation/verb", kind: "negation", about: "a verb or auxiliary negated (tagger for en; conjugation for ko, ja; 不/没 for zh)", apply: (t, l, r) => (l === "en" ? enNegateVerb(t, l, r) : bySites({ ko: KO_NEGATE, zh: ZH_NEGATE, ja: JA_NEGATE })(t, l, r)) },
  { id: "negation/removed", kind: "negation", about: "a negation taken away (tagger for en; conjugation for ko, ja; 不/没 removed for zh)", apply: (t, l, r) => (l === "en" ? enAssertVerb(t, l, r) : bySites({ ko: KO_ASSERT, zh: ZH_ASSERT, ja: JA_ASSERT })(t, l, r)) },
  { id: "negation/lexical", kind: "negation", about: "an adjective turned into its negative (possible → impossible, 가능하다 → 불가능하다, 有效 → 无效)", apply: fromTable(LEXICAL_NEGATE) },
  { id: "quantifier/universal-down", kind: "quantifier", about: "all / every / always → some / sometimes", apply: fromTable(Q_UNIVERSAL_DOWN) },
  { id: "quantifier/majority-down", kind: "quantifier", about: "most / many / often → few / rarely", apply: fromTable(Q_MAJORITY_DOWN) },
  { id: "quantifier/up", kind: "quantifier", about: "some / few / sometimes → all / most / always", apply: fromTable(Q_UP) },
  { id: "causal/concessive", kind: "causal", about: "because / due to → although / despite", apply: fromTable(CAUSE_TO_CONCESSION) },
  { id: "causal/contrast", kind: "causal", about: "so / therefore → but / however", apply: fromTable(CAUSE_TO_CONTRAST) },
  { id: "causal/reversed", kind: "causal", about: "although / but → because / so", apply: fromTable(AGAINST_TO_CAUSE) },
];

/** Families the checker was tuned against; the rest were held out and looked at only for the report. */
export const TUNING_FAMILIES: ReadonlySet<string> = new Set(["number/value", "number/unit", "negation/verb", "quantifier/universal-down", "causal/concessive"]);
