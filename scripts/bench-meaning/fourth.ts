// The fourth hold-out of bench:meaning, built before the checker was changed in the
// round that wrote it and printed in totals only. Two parts:
//  - hand-written heavy faithful rewrites with one hand-written change per kind
//    (fourth-pairs.ts);
//  - text no earlier set drew (dev-modern.jsonl AI texts in en and zh, which the
//    meaning bench never read; dev.jsonl ko and ja paragraphs no earlier draw took),
//    given a heavy faithful variant (third.ts's generator) and then changed once by
//    families of mechanisms none of the earlier sets used: two figures swapped (the
//    multiset of values unchanged), an ordinal moved, a claim negated by a sentence
//    frame ("It is not true that …", "…というわけではない"), an adjective or verb
//    swapped for its antonym, a quantity introduced by a construction ("only a handful
//    of", "극소수의"), a frequency said as a phrase ("every day" → "once in a while"),
//    a causal link added between two sentences by a verb ("this led to", "这导致",
//    "これによって", "이로 인해"), and a causal link turned into a mere sequence or
//    addition ("led to" → "came before", "所以" → "而且", "ので、" → "し、").
// Nothing here imports lib/meaning or copies its word lists.
import type { Lang } from "../../lib/engine/types";
import { LANGS } from "../../lib/engine/types";
import { applySite, pick, sitesOf, type Edit, type Family, type Site } from "./perturb";
import { heavyVariant, readJsonl, table, type Doc } from "./third";
import { sentencesOf } from "./variants";

type Rule = [RegExp, (m: RegExpExecArray) => string | null];

/** Whole-word swaps (en, first letter's case kept) or literal ones (ko, zh, ja; Korean at a word's start): the third set's table. */
const swaps = (pairs: Record<string, string>, lang: Lang): Rule => table(pairs, lang);

const byRules = (rules: Partial<Record<Lang, readonly Rule[]>>) => (text: string, lang: Lang, rnd: () => number) => applySite(text, pick(sitesOf(text, rules[lang] ?? []), rnd));

/** Sentences with where each starts. */
function sentenceSites(text: string): { at: number; s: string }[] {
  const out: { at: number; s: string }[] = [];
  let from = 0;
  for (const s of sentencesOf(text)) {
    const at = text.indexOf(s, from);
    out.push({ at, s });
    from = at + s.length;
  }
  return out;
}

// ── numbers ──────────────────────────────────────────────────────────────────

const DIGITS = /(?<![\d.,A-Za-z])\d{1,3}(?:,\d{3})+(?!\d)|(?<![\d.,A-Za-z])\d+(?:\.\d+)?(?!\d)/gu;

/** Two different figures of the text change places: every value is still there, two claims are wrong. */
function numberSwap(text: string, _lang: Lang, rnd: () => number): Edit | null {
  const figs = [...text.matchAll(DIGITS)].filter((m) => !/^(?:1[89]|20)\d\d$/u.test(m[0]));
  const pairs: [RegExpMatchArray, RegExpMatchArray][] = [];
  for (let i = 0; i < figs.length; i++) for (let j = i + 1; j < figs.length; j++) if (figs[i][0] !== figs[j][0]) pairs.push([figs[i], figs[j]]);
  const p = pick(pairs, rnd);
  if (!p) return null;
  const [a, b] = p;
  const ai = a.index ?? 0;
  const bi = b.index ?? 0;
  const out = text.slice(0, ai) + b[0] + text.slice(ai + a[0].length, bi) + a[0] + text.slice(bi + b[0].length);
  return { text: out, change: `${a[0]} ⇄ ${b[0]}`, at: ai };
}

const EN_ORD = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "tenth"];
const HAN_ORD = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
const other = (xs: readonly string[], x: string, rnd: () => number) => {
  const rest = xs.filter((y) => y !== x);
  return rest[Math.floor(rnd() * rest.length)];
};
const ORDINALS: Record<Lang, Rule[]> = {
  en: [[new RegExp(`\\b(?<!at )(${EN_ORD.join("|")})\\b(?= [a-z])`, "gu"), (m) => other(EN_ORD, m[1], Math.random)]],
  ko: [[/(?<![가-힣])(첫|두|세|네|다섯) ?번째/gu, (m) => `${other(["첫", "두", "세", "네", "다섯"], m[1], Math.random)} 번째`], [/제(\d+)(?=[조차회장])/gu, (m) => `제${Number(m[1]) + 2}`]],
  zh: [[/第([一二三四五六七八九十])(?=[\p{Script=Han}])/gu, (m) => `第${other(HAN_ORD, m[1], Math.random)}`], [/第(\d+)/gu, (m) => `第${Number(m[1]) + 2}`]],
  ja: [[/第([一二三四五六七八九十])(?=[\p{Script=Han}])/gu, (m) => `第${other(HAN_ORD, m[1], Math.random)}`], [/第(\d+)/gu, (m) => `第${Number(m[1]) + 2}`], [/(\d+)(?=番目)/gu, (m) => String(Number(m[1]) + 1)]],
};
/** Ordinals moved (the rules' own draw is replaced by the family's seeded one). */
function ordinalMoved(text: string, lang: Lang, rnd: () => number): Edit | null {
  const saved = Math.random;
  Math.random = rnd;
  try {
    return applySite(text, pick(sitesOf(text, ORDINALS[lang]), rnd));
  } finally {
    Math.random = saved;
  }
}

// ── negation ─────────────────────────────────────────────────────────────────

/** A whole sentence put inside a negating frame. */
function negationFrame(text: string, lang: Lang, rnd: () => number): Edit | null {
  const sites: Site[] = [];
  for (const { at, s } of sentenceSites(text)) {
    const body = s.trimEnd();
    if (lang === "en") {
      const m = /^([A-Z][a-z]+)( [^"“”]{15,}?)\.$/u.exec(body);
      // Only sentences opening on a common word, so lowering its case never touches a name.
      if (m && /^(?:It|The|This|That|These|Those|There|They|We|He|She|Our|Their|Its|Most|Many|Some|Every|All)$/u.test(m[1])) sites.push({ at, from: body, to: `It is not true that ${m[1].toLowerCase()}${m[2]}.` });
    } else if (lang === "ko") {
      const m = /^(.{10,}?)([었았였했])다\.$/u.exec(body);
      if (m) sites.push({ at, from: body, to: `${m[1]}${m[2]}다는 것은 사실이 아니다.` });
      const n = /^(.{10,}?)(니다)\.$/u.exec(body);
      if (n) sites.push({ at, from: body, to: `${body.slice(0, -1)}만, 실은 그렇지 않습니다.` });
    } else if (lang === "zh") {
      const m = /^([^，。「」“”]{2,}?)(是|有|能|会|在)([^。「」“”]{6,})。$/u.exec(body);
      if (m && !/[不没非未无]$/u.test(m[1])) sites.push({ at, from: body, to: `说${m[1]}${m[2]}${m[3]}，其实并不对。` });
    } else {
      const m = /^([^。「」]{8,}?)(た|る|い)。$/u.exec(body);
      if (m) sites.push({ at, from: body, to: `${m[1]}${m[2]}というのは事実ではない。` });
    }
  }
  return applySite(text, pick(sites, rnd));
}

/** Adjectives and verbs swapped for their antonyms. */
const ANTONYM: Record<Lang, Record<string, string>> = {
  en: { good: "bad", bad: "good", great: "terrible", easy: "difficult", difficult: "easy", cheap: "expensive", expensive: "cheap", safe: "dangerous", clean: "dirty", friendly: "rude", fast: "slow", quick: "slow", slow: "fast", fresh: "stale", strong: "weak", weak: "strong", increased: "decreased", decreased: "increased", rose: "fell", fell: "rose", better: "worse", worse: "better", higher: "lower", lower: "higher", early: "late", late: "early", open: "closed", helpful: "unhelpful", love: "hate", loved: "hated", like: "dislike", generous: "stingy", delicious: "bland", reliable: "unreliable", improve: "worsen", improved: "worsened", gained: "lost", won: "lost" },
  ko: { 좋았: "나빴", 좋은: "나쁜", 쉬운: "어려운", 쉽게: "어렵게", 어려운: "쉬운", 증가: "감소", 감소: "증가", 상승: "하락", 하락: "상승", 안전한: "위험한", 긍정적: "부정적", 부정적: "긍정적", 높은: "낮은", 낮은: "높은", 늘었: "줄었", 줄었: "늘었", 빠른: "느린", 느린: "빠른", 장점: "단점", 단점: "장점" },
  zh: { 容易: "困难", 困难: "容易", 便宜: "昂贵", 昂贵: "便宜", 安全: "危险", 危险: "安全", 简单: "复杂", 复杂: "简单", 提高: "降低", 降低: "提高", 增加: "减少", 减少: "增加", 上升: "下降", 下降: "上升", 积极: "消极", 消极: "积极", 优点: "缺点", 缺点: "优点", 喜欢: "讨厌", 重要: "次要", 有利: "不利", 进步: "退步", 扩大: "缩小", 加强: "削弱" },
  ja: { 簡単: "困難", 困難: "簡単", 安い: "高い", 安全: "危険", 危険: "安全", 増加: "減少", 減少: "増加", 上昇: "低下", 低下: "上昇", 良い: "悪い", 悪い: "良い", 重要: "些細", 積極的: "消極的", 消極的: "積極的", 好き: "嫌い", 有利: "不利", 拡大: "縮小", 強化: "弱体化", 長所: "短所", 容易: "困難", 早い: "遅い", 速い: "遅い" },
};

// ── quantifiers ──────────────────────────────────────────────────────────────

const PEOPLE: Record<Lang, string> = {
  en: "people|students|customers|users|patients|children|parents|teachers|workers|employees|residents|visitors|guests|players|companies|readers|researchers|members",
  ko: "학생|사람|기업|환자|사용자|아이|직원|주민|시민|고객|청소년|부모|교사|회사",
  zh: "学生|患者|企业|用户|人们|孩子|老师|家长|医生|员工|居民|游客|顾客|农民|青少年|儿童|病人|研究者",
  ja: "学生|患者|企業|利用者|人々|子ども|子供|社員|住民|客|若者|高齢者|生徒|会社|市民",
};
/** A group said to be only a handful, by a construction before its noun. */
function fewConstruction(text: string, lang: Lang, rnd: () => number): Edit | null {
  const rules: Record<Lang, Rule[]> = {
    en: [[new RegExp(`(?<!\\b(?:of|many|most|few|some|all|no|several|these|those|other|the|our|their|[Tt]he|[Oo]ur|[Tt]heir) )\\b(?:[Tt]he |[Oo]ur |[Tt]heir )?(${PEOPLE.en})\\b`, "gu"), (m) => `${/^[A-Z]/u.test(m[0]) ? "Only a handful of" : "only a handful of"} ${m[1]}`]],
    ko: [[new RegExp(`(?<![가-힣])(${PEOPLE.ko})(들)?(은|는|이|가)(?=\\s)`, "gu"), (m) => `극소수의 ${m[1]}${m[2] ?? ""}${m[3]}`]],
    zh: [[new RegExp(`(?<![少数多些有部分个])(${PEOPLE.zh})(?=[都也会能对在是])`, "gu"), (m) => `只有极少数${m[1]}`]],
    ja: [[new RegExp(`(?<![のな])(${PEOPLE.ja})(は|が|も)`, "gu"), (m) => `ごく一部の${m[1]}${m[2]}`]],
  };
  return applySite(text, pick(sitesOf(text, rules[lang]), rnd));
}

const FREQUENCY_PHRASE: Record<Lang, Record<string, string>> = {
  en: { "every day": "once in a while", "every time": "once in a blue moon", "every week": "every now and then", "each time": "now and then", "all the time": "from time to time", "most of the time": "once in a while", "every year": "every few decades" },
  ko: { 매일: "어쩌다 한 번", 매번: "열에 한 번", 매년: "몇 해에 한 번", 매주: "드문드문", "늘 그렇듯": "어쩌다 보니" },
  zh: { 每天: "隔三岔五", 每次: "十次里有一次", 每年: "好几年才", 天天: "偶尔", 每周: "隔上几个月", 时时: "偶尔" },
  ja: { 毎日: "たまに", 毎回: "十回に一回", 毎年: "数年に一度", 毎週: "ときどき", いつでも: "ごくまれに" },
};

// ── causal ───────────────────────────────────────────────────────────────────

/** Two neighbouring sentences joined by a verb of causation. */
function causeAdded(text: string, lang: Lang, rnd: () => number): Edit | null {
  const ss = sentenceSites(text);
  const sites: Site[] = [];
  for (let i = 0; i + 1 < ss.length; i++) {
    const a = ss[i].s;
    const b = ss[i + 1].s;
    if (lang === "en") {
      const m = /^(.{15,}?)\.(\s+)$/u.exec(a);
      if (m && /^[A-Z][a-z]/u.test(b) && !/^(?:I|I'm|I've)\b/u.test(b)) sites.push({ at: ss[i].at, from: a + b.slice(0, 1), to: `${m[1]}, and this led to a situation where ${b[0].toLowerCase()}` });
    } else if (lang === "zh") {
      if (/[^，。]{6,}。$/u.test(a) && !/^(?:因为|由于|所以|因此|但|然而|虽然)/u.test(b)) sites.push({ at: ss[i].at, from: a, to: `${a.slice(0, -1)}，这导致` });
    } else if (lang === "ja") {
      if (/[^、。]{6,}。$/u.test(a) && !/^(?:そのため|だから|しかし|でも|ので)/u.test(b)) sites.push({ at: ss[i].at, from: a, to: `${a}これによって、` });
    } else {
      const m = /^(.{8,}?다\.)(\s+)$/u.exec(a);
      if (m && !/^(?:그래서|따라서|그러나|하지만|이로)/u.test(b)) sites.push({ at: ss[i].at, from: a, to: `${m[1]} 이로 인해 ` });
    }
  }
  return applySite(text, pick(sites, rnd));
}

const CAUSE_TO_SEQUENCE: Record<Lang, Record<string, string>> = {
  en: { "led to": "came before", "leads to": "comes before", caused: "preceded", causes: "precedes", "resulted in": "was followed by", "because of": "along with", "due to": "alongside", "thanks to": "along with", therefore: "also", "as a result": "in addition", "so that": "and" },
  ko: { 그래서: "그리고", 따라서: "또한", 그러므로: "게다가", "이 때문에": "이와 함께", "그 결과": "그 뒤", 덕분에: "와중에", 탓에: "와중에" },
  zh: { 导致: "伴随着", 造成: "伴随着", 所以: "而且", 因此: "此外", 因而: "并且", 由于: "随着", 使得: "同时", 从而: "同时" },
  ja: { "ので、": "し、", "ため、": "うえ、", によって: "とともに", その結果: "その後", そのため: "また", だから: "それに", "から、": "し、" },
};

export const FOURTH_FAMILIES: readonly Family[] = [
  { id: "4/number-swap", kind: "number", about: "two different figures change places (the values are all still there)", apply: numberSwap },
  { id: "4/ordinal", kind: "number", about: "an ordinal moved (third → fifth, 第三 → 第五, 두 번째 → 네 번째)", apply: ordinalMoved },
  { id: "4/negation-frame", kind: "negation", about: "a sentence put in a negating frame (It is not true that …, …というのは事実ではない)", apply: negationFrame },
  { id: "4/antonym", kind: "negation", about: "an adjective or verb swapped for its antonym (easy → difficult, 增加 → 减少, 좋은 → 나쁜)", apply: byRules(Object.fromEntries(LANGS.map((l) => [l, [swaps(ANTONYM[l], l)]]))) },
  { id: "4/few-construction", kind: "quantifier", about: "a group said to be a handful by a construction (only a handful of, 극소수의, 只有极少数, ごく一部の)", apply: fewConstruction },
  { id: "4/frequency-phrase", kind: "quantifier", about: "a frequency said as a phrase (every day → once in a while, 每天 → 隔三岔五)", apply: byRules(Object.fromEntries(LANGS.map((l) => [l, [swaps(FREQUENCY_PHRASE[l], l)]]))) },
  { id: "4/cause-added", kind: "causal", about: "two sentences joined by a verb of causation (this led to, 这导致, これによって, 이로 인해)", apply: causeAdded },
  { id: "4/cause-to-sequence", kind: "causal", about: "a causal link turned into a sequence or an addition (led to → came before, 所以 → 而且, ので、 → し、)", apply: byRules(Object.fromEntries(LANGS.map((l) => [l, [swaps(CAUSE_TO_SEQUENCE[l], l)]]))) },
];

// ── the texts ────────────────────────────────────────────────────────────────


/** The opening run of whole sentences of a text (or of each paragraph), 200–900 characters. */
function passagesOf(d: Doc): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  d.text.split(/\n+/u).forEach((p, k) => {
    let t = "";
    for (const s of sentencesOf(p.trim())) {
      if ((t + s).length > 900) break;
      t += s;
    }
    t = t.trim();
    if (t.length >= 200 && sentencesOf(t).length >= 3) out.push({ id: `${d.id}#${k}`, text: t });
  });
  return out;
}

export interface FourthBase {
  id: string;
  lang: Lang;
  origin: "modern-ai" | "dev";
  original: string;
  rewrite: string;
}

/**
 * Passages no earlier set drew: dev-modern.jsonl AI texts (en, zh), dev.jsonl paragraphs
 * of ko and ja whose text no earlier set used (`used`: the originals of the earlier
 * sets). Each gets a heavy faithful variant.
 */
export function fourthBases(o: { textsFile: string; modernFile: string; perLang: number; used: ReadonlySet<string>; seeded: (k: string) => () => number }): FourthBase[] {
  const dev = readJsonl(o.textsFile);
  const modern = readJsonl(o.modernFile);
  const out: FourthBase[] = [];
  const usedBits = [...o.used];
  const overlaps = (t: string) => o.used.has(t) || usedBits.some((u) => u.includes(t.slice(0, 80)) || t.includes(u.slice(0, 80)));
  for (const lang of LANGS) {
    const docs = lang === "en" || lang === "zh" ? modern.filter((d) => d.lang === lang && d.label === "ai") : dev.filter((d) => d.lang === lang && d.source !== "patina-examples");
    const rnd = o.seeded(`fourth-draw-${lang}`);
    const passages = docs.flatMap(passagesOf).map((p) => ({ p, r: rnd() })).sort((a, b) => a.r - b.r).map((x) => x.p);
    let n = 0;
    for (const p of passages) {
      if (n >= o.perLang) break;
      if (overlaps(p.text)) continue;
      const v = heavyVariant(p.text, lang, o.seeded(`fourth-variant-${p.id}`));
      if (!v) continue;
      out.push({ id: `${p.id} (${v.edits.join("+")})`, lang, origin: lang === "en" || lang === "zh" ? "modern-ai" : "dev", original: p.text, rewrite: v.text });
      n++;
    }
  }
  return out;
}
