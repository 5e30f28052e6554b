// Place names of Korean, Chinese and Japanese text that carry no head a name reader sees
// (울산 공장, 在杭州开店, 河北玉米): a humanizer keeps a place verbatim or drops it, never
// swaps it for another, so a place of the original that is gone with another place new in
// the rewrite sentences that restate it is a changed name (check.ts, compareNames).
//
// The list is fixed by an outside criterion, not by any test set: ko the special, metropolitan
// and self-governing cities, the provinces, and cities of 500,000 people or more; zh the
// provinces, autonomous regions and municipalities, their capitals and the sub-provincial
// cities; ja the 47 prefectures and the designated cities. Words these names share with common
// words are left out or written with what must follow (경기 "economy", 대구 "cod", 화성 "Mars",
// 고양 "cat", 전주 "last week", 용인 "tolerate", 부산물 "by-product", 광주 of two provinces; 大分
// "rather", 三重 "triple").
import type { Lang, TextRange } from "../engine/types";

const KO = "서울|부산(?!물)|인천|대전|울산|세종|제주|강원|충북|충남|전북|전남|경북|경남|경기도|수원|창원|성남|청주|부천|남양주|천안|김해|안산|평택|포항|고양시|화성시|대구시|대구광역시";
const ZH =
  "北京|天津|上海|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆|香港|澳门|石家庄|太原|呼和浩特|沈阳|长春|哈尔滨|南京|杭州|合肥|福州|南昌|济南|郑州|武汉|长沙|广州|海口|成都|贵阳|昆明|西安|兰州|西宁|南宁|拉萨|银川|乌鲁木齐|深圳|大连|青岛|宁波|厦门|苏州";
const JA =
  "北海道|青森|岩手|宮城|秋田|山形|福島|茨城|栃木|群馬|埼玉|千葉|東京|神奈川|新潟|富山|石川|福井|山梨|長野|岐阜|静岡|愛知|滋賀|京都|大阪|兵庫|奈良|和歌山|鳥取|島根|岡山|広島|山口|徳島|香川|愛媛|高知|福岡|佐賀|長崎|熊本|宮崎|鹿児島|沖縄|札幌|仙台|さいたま|横浜|川崎|相模原|名古屋|堺|神戸|北九州|浜松";

// Korean: not inside a longer word (a place opens its word: 울산의, 서울시). 東京都 reads 東京, never 京都.
// Read by a scan of two-character openings (every name has two or more), trying the names only where one
// opens: an alternation of some sixty names tried at every position would cost more than the rest of the side.
interface PlaceTable {
  opens: Set<number>;
  at: RegExp;
  koBoundary: boolean;
}
const table = (list: string, koBoundary: boolean): PlaceTable => ({
  opens: new Set(list.split("|").map((w) => (w.charCodeAt(0) << 16) | w.charCodeAt(1))),
  at: new RegExp(`(?:${list})`, "uy"),
  koBoundary,
});
const TABLES: Partial<Record<Lang, PlaceTable>> = { ko: table(KO, true), zh: table(ZH, false), ja: table(JA, false) };

/** The place names of a folded text, in order (none in English: capitals show its names). */
export function findPlaces(folded: string, lang: Lang): (TextRange & { text: string })[] {
  const t = TABLES[lang];
  if (!t) return [];
  const out: (TextRange & { text: string })[] = [];
  const n = folded.length - 1;
  for (let i = 0; i < n; i++) {
    if (!t.opens.has((folded.charCodeAt(i) << 16) | folded.charCodeAt(i + 1))) continue;
    if (t.koBoundary && i > 0 && /[가-힣]/u.test(folded[i - 1])) continue;
    t.at.lastIndex = i;
    const m = t.at.exec(folded);
    if (!m) continue;
    out.push({ start: i, end: i + m[0].length, text: m[0] });
    i += m[0].length - 1;
  }
  return out;
}
