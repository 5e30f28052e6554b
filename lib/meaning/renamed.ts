// A name of the original replaced by another in the same place of the rewrite: "Ana Ruiz" →
// "Ana Ortiz", "Kessel Bridge" → "Brenner Bridge", 治安維持法 → 治安中止法, 청석박물관 → 백탑박물관.
// A humanizer keeps names verbatim or drops them; it does not swap one for another, so a
// missing name with a new one of the same make in the rewrite sentences that restate it is
// read as changed (a HARD FAIL), not just missing.
import type { Lang, TextRange } from "../engine/types";

export interface Name extends TextRange {
  text: string;
  /** What makes it a name of its kind: the shared head ("bridge", 大学, 미술관), or "" for a bare Latin name. */
  head: string;
}

// Heads that make a run of Han, kana or Hangul a proper name: institutions, places, laws, firms.
const CJK_HEADS: Record<Exclude<Lang, "en">, string[]> = {
  // Firms by the trade in their name (星河电子, 北斗工業, 한빛전자) and shows and festivals by their kind (敦煌艺术展).
  ko: ["미술관", "박물관", "도서관", "대학교", "대학", "초등학교", "중학교", "고등학교", "대교", "의원", "병원", "공원", "회사", "은행", "연구소", "연구원", "법", "전자", "건설", "제약", "항공", "그룹"],
  zh: ["博物馆", "美术馆", "图书馆", "大学", "小学", "中学", "大桥", "诊所", "医院", "公园", "公司", "银行", "集团", "研究所", "研究院", "法", "电子", "科技", "汽车", "航空", "制药", "艺术展", "博览会", "音乐节", "电影节", "艺术节"],
  ja: ["美術館", "博物館", "図書館", "大学", "小学校", "中学校", "高校", "大橋", "診療所", "病院", "公園", "会社", "銀行", "研究所", "法", "工業", "電機", "電子", "商事", "製薬", "自動車", "航空", "鉄道"],
};
const STEM: Record<Exclude<Lang, "en">, string> = {
  ko: "[가-힣]{2,6}",
  zh: "\\p{Script=Han}{2}",
  // Hiragana is grammar far more often than a name (しい図書館, の新図書館): Han and katakana stems only.
  ja: "[\\p{Script=Han}\\p{Script=Katakana}ー]{2}",
};
// Stems that point back ("this museum", 该大学, 同館, この大学, 해당 병원) rather than name.
// Counted or denied heads (一家医院, 两所大学, 缺乏医院, 没有公园) are not names either.
const DEICTIC = /^(?:该|這|这|那|此|本|同|各|当|當|新|旧|해당|이번|그|저)|^[一二两三四五六七八九十几每某缺没無无有]|[家所座个個]$/u;
// A Han stem holding a pronoun, a preposition or a particle is a phrase, not a name: 您的银行, 向银行, 以向银行.
const PHRASE_CHAR = /[您你我他她它们們的向以在从從对對给給把被将將让讓使了是也都就还還和与與及或而其之于於为為到]/u;
// The Han before 法 that makes a common word of it (无法 "cannot", 方法 "method", 违法 "unlawful"), not a law's name.
const FA_WORD = /[无無没設设办辦方想做看说說用合违違非手技算语語文书書疗療魔佛兵章写寫读讀解依守执執犯立]$/u;
const CJK_RE = Object.fromEntries(
  (Object.keys(CJK_HEADS) as Exclude<Lang, "en">[]).map((l) => [l, new RegExp(`(${STEM[l]})(${[...CJK_HEADS[l]].sort((a, b) => b.length - a.length).join("|")})`, "gu")]),
) as Record<Exclude<Lang, "en">, RegExp>;

/**
 * People by the title after their name: 김민수 씨, 박지현 작가, 山田健一さん, 佐藤美咲氏. A Korean title
 * other than 씨 takes a three-syllable full name only (유명 작가 is no one). Chinese writes no
 * boundary before a name (总经理李强表示), so it has none here.
 */
const PERSON_RE: Partial<Record<Lang, RegExp>> = {
  ko: /(?<![가-힣])(?:([가-힣]{2,4}) ?(씨)(?=[\s은는이가의을를에도와과께,.]|$)|([가-힣]{3}) ?(작가|교수|대표|감독|선수|시장|사장|원장|시인|기자|화가|회장|박사|장관|총리|변호사|코치)(?=[\s은는이가의을를에도와과께,.]|$))/gu,
  ja: /(?<!\p{Script=Han})(\p{Script=Han}{2,5})(さん|氏|教授|社長|監督|選手|店主)/gu,
};

/**
 * Chinese people called by surname with 老 or 小 before it (老周, 小王): the usual way to name a neighbour or a
 * colleague. Chinese writes no boundary before it (是老李的), so what follows decides: not a common word
 * (小时, 小学, 小区, 小组, 小说, 小心, 小周末, 老陈醋, 小苏打, 小胡同, 小孙子, 小王国, 小刘海). The surnames are the
 * most common ones, less those that make a common word with 老 or 小 (小于 "less than", 小叶, 老汤, 小熊, 小龙,
 * 小孔, 小段, 老钟, 小马, 小白, 老黄, 小金, 老高, 小林, 小石, 老方, 小钱, 小毛病, 小程序, 小任务, 小范围, 老顾客, 小武器).
 */
const ZH_FAMILIAR = /([老小](?:王|李|张|刘|陈|杨|赵|吴|周|徐|孙|朱|胡|郭|何|罗|郑|梁|谢|宋|唐|许|韩|冯|邓|曹|彭|曾|肖|田|董|袁|潘|蒋|蔡|余|杜|苏|魏|吕|丁|沈|姚|卢|姜|崔|谭|陆|汪|廖|贾|夏|韦|邹|孟|秦|邱|尹|薛|闫|雷|侯|史|陶|黎|贺|郝|龚|邵|严|戴|莫))(?![\p{Script=Han}]{0,1}(?:时|学|区|组|说|心|姐|孩|伙|末|醋|打|同|子|树|海|国))/gu;

/**
 * A short title or name in quotation marks or title brackets: 「松乃屋」, 『雪国』, 《红楼梦》, '겨울 정원', “星火”. A
 * humanizer keeps a quoted name as it is; a quoted span too long to be a name (a line of speech) is not read.
 */
const QUOTED = /[「『《“‘'"]([^「」『』《》“”‘’'"\n。．.!?！？、，,]{1,12})[」』》”’'"]/gu;

const TITLED_HINT: Record<Exclude<Lang, "en">, RegExp> = {
  ko: /씨|작가|교수|대표|감독|선수|시장|사장|원장|시인|기자|화가|회장|박사|장관|총리|변호사|코치|['"“‘]/u,
  zh: /[老小「『《“‘'"]/u,
  ja: /さん|氏|教授|社長|監督|選手|店主|[「『《“‘'"]/u,
};

/**
 * The names findHeadedNames reads by a title, a quotation mark or 老/小 (김민수 씨, 「松乃屋」, 老周), not
 * those by a head: a cheaper reading for comparing each name of the rewrite with the original's text.
 */
export function findTitledNames(text: string, lang: Lang): Name[] {
  // Most texts have no title, quotation mark or 老/小 at all: one cheap look decides.
  if (lang === "en" || !TITLED_HINT[lang].test(text)) return [];
  const out: Name[] = [];
  const people = PERSON_RE[lang];
  if (people)
    for (const m of text.matchAll(people)) {
      const stem = m[1] ?? m[3];
      if (!DEICTIC.test(stem) && !VERB_FORM.test(stem)) out.push({ start: m.index, end: m.index + stem.length, text: stem, head: `person:${m[2] ?? m[4]}` });
    }
  if (lang === "zh") for (const m of text.matchAll(ZH_FAMILIAR)) out.push({ start: m.index, end: m.index + m[1].length, text: m[1], head: "person:familiar" });
  for (const m of text.matchAll(QUOTED)) if (!QUOTED_PHRASE.test(m[1])) out.push({ start: m.index + 1, end: m.index + 1 + m[1].length, text: m[1], head: "quoted" });
  return out;
}

/**
 * A quoted phrase rather than a name: it holds a negation or ends as a predicate does (「まだ実感がない」, “不能为一”,
 * '안 된다'), and a rewrite may reword it (「実感がわかない」) as it rewords any clause.
 */
const QUOTED_PHRASE = /[不没無无非未是的了吗呢吧]|ない|なか|ず$|ます|です|でし|[いたるだ]$|(?:다|요|까|지)$|않|없|못/u;

/** A Korean verb form before a title word, no name ("…하지 않았고 감독은": 않았고 is no person). */
const VERB_FORM = /^[가-힣]*(?:않|없|못|았|었|였|했|겠)|[고며면]$/u;

/** Han/kana/Hangul names by their head (青石博物馆, 治安維持法, 한빛미술관) or title (김민수 씨, 山田健一さん); none in English. */
export function findHeadedNames(text: string, lang: Lang): Name[] {
  if (lang === "en") return [];
  const out: Name[] = [];
  const people = PERSON_RE[lang];
  if (people)
    for (const m of text.matchAll(people)) {
      const stem = m[1] ?? m[3];
      if (DEICTIC.test(stem) || VERB_FORM.test(stem)) continue;
      out.push({ start: m.index, end: m.index + stem.length, text: stem, head: `person:${m[2] ?? m[4]}` });
    }
  if (lang === "zh") for (const m of text.matchAll(ZH_FAMILIAR)) out.push({ start: m.index, end: m.index + m[1].length, text: m[1], head: "person:familiar" });
  for (const m of text.matchAll(QUOTED)) if (!QUOTED_PHRASE.test(m[1])) out.push({ start: m.index + 1, end: m.index + 1 + m[1].length, text: m[1], head: "quoted" });
  for (const m of text.matchAll(CJK_RE[lang])) {
    // 法 alone heads too many common words (方法, 办法, 文法): a law has a stem of two or more before it.
    if (m[2] === "法" && !/^\p{Script=Han}{2}$/u.test(m[1])) continue;
    if (DEICTIC.test(m[1])) continue;
    if (lang !== "ko" && PHRASE_CHAR.test(m[1])) continue;
    if (lang !== "ko" && m[2] === "法" && FA_WORD.test(m[1])) continue;
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0], head: m[2] });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A Latin name's head: its last word when it names a kind (Bridge, School, Museum), else "". */
const LATIN_HEADS = new Set(["bridge", "school", "museum", "library", "university", "college", "hospital", "clinic", "park", "river", "street", "road", "bank", "company", "act", "law", "council"]);
export function latinHead(name: string): string {
  const words = name.toLowerCase().split(/\s+/u);
  const last = words[words.length - 1];
  return words.length > 1 && LATIN_HEADS.has(last) ? last : "";
}

/** Names found by findNames (anchors.ts) with their Latin heads, then the text's headed Han/kana/Hangul names. */
export function withHeadedNames(found: readonly (TextRange & { text: string })[], text: string, lang: Lang): Name[] {
  return [...found.map((n) => ({ ...n, head: latinHead(n.text) })), ...findHeadedNames(text, lang)];
}

/**
 * The rewrite's name that replaced `gone` in `region` (the rewrite sentences restating its
 * sentence): of the same head, or sharing a word with it (Ana Ruiz / Ana Ortiz), or both a
 * single word; and one the original never uses.
 */
export function replacementOf(gone: { text: string; head: string }, candidates: readonly Name[], region: TextRange, originalLower: string): Name | undefined {
  const words = new Set(gone.text.toLowerCase().split(/\s+/u));
  for (const n of candidates) {
    if (n.start < region.start || n.end > region.end) continue;
    const lower = n.text.toLowerCase();
    if (originalLower.includes(lower)) continue;
    if (gone.head) {
      if (n.head === gone.head) return n;
      continue;
    }
    const theirs = lower.split(/\s+/u);
    if (theirs.some((w) => words.has(w)) || (theirs.length === 1 && words.size === 1)) return n;
  }
  return undefined;
}
