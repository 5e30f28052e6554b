// Korean model vocabulary → plain words. Adnominals and adverbs are swapped as words
// (다양한 → 여러, 지속적으로 → 꾸준히); Sino-Korean 하다 verbs become native verbs in the
// same ending (제고할 → 높일, 모색하고 → 찾고, 도모했다 → 꾀했다); ~적 forms become the bare
// noun before a noun (사회적인 문제 → 사회 문제) or a plain adverb (일시적으로 → 잠시); a
// particle after a replaced noun agrees with its new last syllable (인사이트를 → 통찰을).
import { finalOf, hadaEndingAt, isSyllable, JONG, type KoVerb } from "../../ko/hangul";
import type { FixSite } from "../../site";
import type { Proposal } from "../../types";
import { rule } from "../define";

/** Words swapped as they stand (adnominal for adnominal, adverb for adverb). */
const WORDS: Record<string, string[]> = {
  다양한: ["여러", "갖가지"],
  다양하게: ["여러 가지로", "갖가지로"],
  // Not 옳은: "옳은 가치관", "옳은 사용 방법" are not said; 바른 keeps the collocations (바른 가치관, 바른 자세).
  올바른: ["바른"],
  적절한: ["알맞은", "마땅한"],
  적절하게: ["알맞게"],
  적절히: ["알맞게"],
  지속적인: ["꾸준한"],
  지속적으로: ["꾸준히"],
  긍정적인: ["좋은"],
  "더 나은": ["더 좋은", "나은"],
  "측면에서": ["면에서"],
  "전반에 걸쳐": ["전반에", "두루"],
  전반적인: ["전체"],
  전반적으로: ["대체로"],
  "심도 있는": ["깊이 있는"],
  면밀히: ["꼼꼼히", "자세히"],
  본질적으로: ["본디", "원래"],
  궁극적으로: ["결국"],
  근본적으로: ["완전히", "밑바탕부터"],
  원활한: ["매끄러운", "순조로운"],
  원활하게: ["매끄럽게", "순조롭게"],
  "새로운 변화": ["변화"],
  "긍정적인 변화": ["좋은 변화"],
  "빠르게 변화하는": ["빨리 바뀌는"],
  급변하는: ["빨리 바뀌는"],
  "중요하고 핵심적인": ["중요한"],
  "중요하고 필수적인": ["꼭 필요한"],
  "새롭고 혁신적인": ["새로운"],
  "혁신적이고 새로운": ["새로운"],
  "지속적이고 꾸준한": ["꾸준한"],
  "꾸준하고 지속적인": ["꾸준한"],
  "체계적이고 효율적인": ["짜임새 있는"],
  "효과적이고 효율적인": ["효과 좋은"],
  "효율적이고 효과적인": ["효과 좋은"],
  "다양하고 폭넓은": ["폭넓은"],
  "폭넓고 다양한": ["폭넓은"],
  "빠르고 신속한": ["빠른"],
  "정확하고 정밀한": ["정확한"],
  "명확하고 분명한": ["분명한"],
  "풍부하고 다양한": ["풍부한"],
  손쉽게: ["쉽게"],
  "누구나 쉽게": ["쉽게"],
  최적의: ["알맞은", "가장 좋은"],
  혁신적인: ["새로운"],
  획기적인: ["새로운"],
  획기적으로: ["크게"],
  압도적인: ["큰", "월등한"],
  폭발적인: ["빠른", "큰"],
  폭발적으로: ["빠르게", "크게"],
  탁월한: ["뛰어난"],
  완벽한: ["빈틈없는", "온전한"],
  "놀라운 변화": ["큰 변화"],
  "놀라운 성과": ["큰 성과"],
  독보적인: ["뛰어난"],
  "차별화된": ["남다른"],
  "전례 없는": ["유례없는", "처음 보는"],
  파격적인: ["과감한"],
  대대적인: ["큰"],
  막강한: ["강한"],
  "무한한 가능성": ["큰 가능성"],
  "선도하는": ["앞서가는"],
  "새로운 차원": ["새 단계"],
  "게임 체인저": ["판을 바꾸는 존재"],
  "더욱": ["더"],
  "한층 더": ["더"],
  한층: ["더"],
  더더욱: ["더"],
  "점점 더": ["점점"],
  "갈수록 더": ["갈수록"],
  "역할과 기능": ["역할"],
  "기능과 역할": ["기능"],
  "의미와 가치": ["의미"],
  "가치와 의미": ["가치"],
  "의의와 가치": ["의의"],
  "의미와 의의": ["의미"],
  "목적과 취지": ["목적"],
  // One name for one company, as news writes it ("회사는 … 밝혔다"): a bare "업체는" or "조직은" does
  // not read as a referent. 이 조직 may be no company at all (a union, an NGO): it stays.
  "이 기업은": ["회사는"],
  "해당 업체는": ["회사는"],
  금일: ["오늘"],
  익일: ["다음 날"],
  명일: ["내일"],
  "상기 내용": ["위 내용"],
  상기한: ["위의"],
  전술한: ["앞서 말한"],
  후술할: ["뒤에 말할"],
  "안내 말씀": ["안내"],
  "양지하시기": ["알아 두시기"],
  사료됩니다: ["생각합니다"],
  사료된다: ["생각한다"],
  "하고자 합니다": ["하려 합니다"],
  "드리고자 합니다": ["드리려 합니다"],
  "드리고자 연락": ["드리려 연락"],
  "우리 모두가": ["모두가"],
  "우리 모두의": ["모두의"],
  "함께 노력해야": ["노력해야"],
  "밝은 미래": ["미래"],
  "희망찬": ["희망을 주는"],
  "무궁무진": ["끝없"],
  "만전을 기": ["최선을 다하"],
  레버리지: ["활용"],
  시너지: ["상승효과"],
  인사이트: ["통찰"],
  모멘텀: ["추진력"],
  마일스톤: ["중간 목표"],
  퍼포먼스: ["성과"],
  온보딩: ["적응 지원"],
  "페인 포인트": ["불편한 점"],
  페인포인트: ["불편한 점"],
  솔루션: ["해결책"],
  니즈: ["요구"],
  로드맵: ["계획"],
  임팩트: ["영향"],
  스테이크홀더: ["이해관계자"],
  "베스트 프랙티스": ["모범 사례"],
  어젠다: ["의제"],
  케이퍼빌리티: ["역량"],
  밸류: ["가치"],
  되어진다: ["된다"],
  되어졌다: ["되었다"],
  되어집니다: ["됩니다"],
  되어졌습니다: ["되었습니다"],
  되어졌으며: ["되었으며"],
  되어지고: ["되고"],
  되어지는: ["되는"],
  되어진: ["된"],
  보여진다: ["보인다"],
  보여집니다: ["보입니다"],
};

/** Sino-Korean 하다 verbs and the native verbs that say the same (with their 아/어 forms). */
const HADA_VERBS: Record<string, KoVerb[]> = {
  제고: [{ lemma: "높이다", a: "높여" }],
  도모: [{ lemma: "꾀하다", a: "꾀해" }],
  함양: [{ lemma: "기르다", a: "길러" }],
  모색: [{ lemma: "찾다", a: "찾아" }],
  강구: [{ lemma: "찾다", a: "찾아" }],
  수립: [{ lemma: "세우다", a: "세워" }],
  "만전을 기": [{ lemma: "최선을 다하다", a: "최선을 다해" }],
  // "표준으로 자리매김하고 있다" → "표준으로 자리 잡고 있다": the plain verb for taking one's place.
  자리매김: [{ lemma: "자리 잡다", a: "자리 잡아" }],
  // "가치를 창출하는" → "가치를 만들어 내는": the 하다 ending goes with the verb (a word swap left "만들어 내하는").
  창출: [{ lemma: "만들어 내다", a: "만들어 내" }],
  "가치를 창출": [{ lemma: "가치를 만들어 내다", a: "가치를 만들어 내" }],
};

/**
 * ~적 words: what "X적(인)" becomes before a noun (adn) and what "X적으로" becomes (adv).
 * A bare noun only where "X N" is itself idiomatic (사회 문제, 전통 방식, 신체 건강).
 */
const JEOK: Record<string, { adn?: string; adv?: string; adnOnly?: RegExp; adnNot?: RegExp; advNot?: RegExp; adnAs?: [RegExp, string] }> = {
  // Only where "사회 N" is itself said (사회 문제, 사회 갈등, 사회 변화); 사회적 차별/편견/평등/기대/영향 are
  // terms or collocations "사회 차별", "사회 기대" do not name.
  사회적: { adn: "사회", adnOnly: /^(?:문제|갈등|현상|변화|구조|제도|운동|복지|통합|발전|분야|질서|비용|이슈|불안)/u },
  // "전통 스포츠/경기/종목" are folk ones (씨름, 윷놀이): "전통적인 스포츠" is the conventional kind, 기존 스포츠.
  전통적: { adn: "전통", adv: "예로부터", adnAs: [/^(?:스포츠|경기|종목|게임|미디어|매체|방송|언론)/u, "기존"] },
  // "세계적인 관심" is the world's attention: "세계의 관심" (a "세계적인 대회" is not a "세계 대회", it stays).
  세계적: { adv: "세계에서", adn: "세계의", adnOnly: /^(?:관심|주목|이목|흐름|추세)/u },
  신체적: { adn: "신체" },
  정신적: { adn: "정신" },
  심리적: { adn: "심리" },
  육체적: { adn: "육체" },
  경쟁적: { adn: "경쟁", adv: "앞다퉈" },
  일시적: { adn: "한때의", adv: "잠시" },
  기술적: { adn: "기술", adv: "기술 면에서" },
  지속적: { adn: "꾸준한", adv: "꾸준히" },
  필수적: { adn: "꼭 필요한" },
  무조건적: { adn: "조건 없는", adv: "무조건" },
  // 적극 goes with an agent's verb (적극 참여하다); "스포츠화가 적극 이루어지다" does not read.
  적극적: { adv: "적극", advNot: /^\s*[가-힣]*(?:이루어|되|돼|진행되|시행되|추진되|활용되)/u },
  긍정적: { adn: "좋은", adv: "좋게" },
  부정적: { adn: "나쁜", adv: "나쁘게" },
  국제적: { adn: "국제" },
  // "개인적 주의" → "개인 주의" would read 개인주의 (individualism).
  개인적: { adn: "개인", adnNot: /^주의/u },
  정치적: { adn: "정치" },
  문화적: { adn: "문화" },
  교육적: { adn: "교육" },
  환경적: { adn: "환경" },
  근본적: { adn: "근본" },
  핵심적: { adn: "핵심" },
  효과적: { adn: "효과 있는", adv: "효과 있게" },
  구체적: { adn: "자세한", adv: "자세히" },
  // "일반적인 사용자" is an ordinary one, not a common one: there it stays.
  일반적: { adn: "흔한", adv: "보통", adnNot: /^(?:사용자|시민|국민|원칙|규칙|법칙|대중|사람|소비자|상식|이론|독자|학생|가정|기업)/u },
  기본적: { adn: "기본" },
  장기적: { adn: "장기", adv: "길게 보면" },
  단기적: { adn: "단기", adv: "당장은" },
  점진적: { adv: "차츰" },
  체계적: { adn: "짜임새 있는", adv: "차근차근" },
  자발적: { adv: "스스로" },
  능동적: { adv: "스스로" },
  다각적: { adn: "여러 면의", adv: "여러 면에서" },
  혁신적: { adn: "새로운" },
  실질적: { adn: "실제", adv: "실제로" },
  본질적: { adv: "본디" },
  궁극적: { adn: "최종", adv: "결국" },
  상호적: { adn: "서로의" },
  경제적: { adv: "경제 면에서" },
  정서적: { adn: "정서" },
  감정적: { adn: "감정" },
  언어적: { adn: "언어" },
  의학적: { adn: "의학" },
  과학적: { adn: "과학" },
  법적: { adn: "법률상" },
  제도적: { adn: "제도" },
  // 구조 변화 is said, "구조 문제" is not: 구조적 문제/원인/모순/불평등 stay.
  구조적: { adn: "구조", adnNot: /^(?:문제|원인|모순|불평등|차별|한계|요인)/u },
  재정적: { adn: "재정" },
  윤리적: { adn: "윤리" },
  도덕적: { adn: "도덕" },
  학문적: { adn: "학문" },
  산업적: { adn: "산업" },
  역사적: { adv: "역사상" },
  // 불법 활동, 불법 행위: the bare noun is the usual word before an act.
  불법적: { adn: "불법", adnOnly: /^(?:활동|행위|거래|촬영|복제|유출|도박|영업|사용)/u },
  // "모든 과목에 공통으로": 공통 takes 으로 as an adverb by itself.
  공통적: { adv: "공통으로" },
  // 현대 스포츠/사회/미술: a period, not a style ("현대적인 디자인" is modern-looking and stays).
  현대적: { adn: "현대", adnOnly: /^(?:스포츠|사회|미술|음악|문학|의학|과학|철학|건축|국가)/u },
  // 개별 상담/지도/면담: the bare noun is the term; "개별적으로" → "따로".
  개별적: { adn: "개별", adnOnly: /^(?:상담|지도|면담|연락|사례|학생|과목|항목)/u, adv: "따로" },
};

/** Ends in an adnominal predicate form (새로운, 좋은, 큰): its last syllable closes with ㄴ. */
function adnominalPredicate(word: string): boolean {
  const last = word.at(-1);
  return isSyllable(last) && finalOf(last!) === JONG.n;
}

/** "창의적이고 다양한 능력": the word is coordinated with a predicate before it (…고). */
function coordinatedAfterGo(site: FixSite): boolean {
  return /[가-힣]고\s+$/u.test(site.before(3));
}

/**
 * "육체적 피해뿐만 아니라 정신적 스트레스", "긍정적인 측면뿐만 아니라 부정적인 측면": a ~적 word paired
 * across 뿐만 아니라 / 과 / 및 with another keeps its 적, or the pair would read unevenly (좋은 … 부정적인).
 */
const JEOK_LINK = "(?:뿐만 아니라|뿐 아니라|과|와|및|이나|보다)";
const JEOK_PAIR_AFTER = new RegExp(`^(?:인)?\\s[가-힣]{1,8}${JEOK_LINK}\\s[가-힣]{1,6}적`, "u");
const JEOK_PAIR_BEFORE = new RegExp(`적(?:인)?\\s[가-힣]{1,8}${JEOK_LINK}\\s$`, "u");
function pairedWithJeok(site: FixSite): boolean {
  return JEOK_PAIR_AFTER.test(site.after(24)) || JEOK_PAIR_BEFORE.test(site.before(24));
}

function proposeWord(site: FixSite, id: string): Proposal[] {
  let alts = WORDS[site.key];
  if (!alts) return [];
  if (/적인$/u.test(site.key) && pairedWithJeok(site)) return [];
  // After "…고" only another predicate form coordinates: "창의적이고 여러 능력" does not parse, "…고 새로운" does.
  if (coordinatedAfterGo(site) && adnominalPredicate(site.key)) alts = alts.filter(adnominalPredicate);
  return alts.map((t) => site.replace(t, id));
}

/**
 * 극대화하다 is "raise as far as it goes": a quality or a degree is raised (효율성을 최대한 높이다, 시너지를
 * 최대한 높이다), only an amount grows (수익을 최대한 늘리다); "효율성을 최대한 늘리다" is not said.
 */
const GROWING_AMOUNT = /(?:수익|이익|이윤|매출|수입|소득|생산량|판매량|수확량|거래량|일자리|고객|이용자|참여자|회원)(?:\s*수)?$/u;
function maximizeVerbs(site: FixSite): KoVerb[] {
  const object = /([가-힣]+(?:\s수)?)[을를]\s*$/u.exec(site.before(14));
  return object && GROWING_AMOUNT.test(object[1]) ? [{ lemma: "최대한 늘리다", a: "최대한 늘려" }] : [{ lemma: "최대한 높이다", a: "최대한 높여" }];
}

function proposeHada(site: FixSite, id: string): Proposal[] {
  let verbs = site.key === "극대화" ? maximizeVerbs(site) : HADA_VERBS[site.key];
  if (!verbs) return [];
  const best = hadaEndingAt(site.text, site.end);
  if (!best) return [];
  const end = site.end + best.key.length;
  // "자리잡아갈 새로운 표준으로 자리매김하고 있다" → "…자리 잡고 있다" would say it twice: a native verb the
  // sentence already has elsewhere (spacing aside) is not brought in again. Short stems (찾, 높이) are
  // left out of the check: as a string they turn up inside other words.
  const rest = (site.text.slice(site.sentence.start, site.start) + site.text.slice(end, site.sentence.end)).replace(/\s/gu, "");
  verbs = verbs.filter((v) => {
    const stem = v.lemma.replace(/다$/u, "").replace(/\s/gu, "");
    return stem.length < 3 || !rest.includes(stem);
  });
  return verbs.map((v) => {
    const to = best.form(v);
    return site.edit(site.start, end, to, id, "replace", site.text.slice(site.start, end), to);
  });
}

function proposeJeok(site: FixSite, id: string): Proposal[] {
  const m = /^([가-힣]{2,})적$/u.exec(site.span);
  if (!m) return [];
  const entry = JEOK[site.span];
  if (!entry) return [];
  // "사회적, 문화적, 교육적 요인": one item of a list of ~적 words is left alone, or the list would read unevenly;
  // so is one coordinated with a predicate before it ("창의적이고 사회적인 활동" → "…이고 사회 활동" does not parse).
  if (coordinatedAfterGo(site) || /적(?:인)?,\s*$/u.test(site.before(4)) || /^(?:인)?,\s*[가-힣]+적/u.test(site.after(8))) return [];
  if (pairedWithJeok(site)) return [];
  const after = site.text.slice(site.end, site.end + 4);
  // "전 세계적인 확산" (전 세계 + 적) → "전 세계 확산": the whole world is already the noun.
  // Only before what spreads or is shared across the world; "코로나19는 전 세계 재앙입니다" does not read.
  const whole = site.span === "세계적" && /전\s$/u.test(site.before(2)) && /^(?:인)? (?:[가-힣0-9A-Za-z]+ )?(?:확산|유행|감염|보급|공급|협력|시장|인구)/u.test(site.text.slice(site.end, site.end + 16)) ? /^(?:인)? (?=[가-힣])/u.exec(after) : null;
  if (whole) {
    const end = site.end + whole[0].length - 1;
    return [site.edit(site.start, end, "세계", id, "replace", site.text.slice(site.start, end), "세계")];
  }
  // Before a noun: "X적인 N" / "X적 N".
  const adn = /^인 (?=[가-힣])/u.exec(after) ?? /^ (?=[가-힣])/u.exec(after);
  const noun = adn ? site.text.slice(site.end + adn[0].length, site.end + adn[0].length + 6) : "";
  // "신체적 및 지적 기능": the ~적 word is one of two coordinated by 및/또는; "신체 및 지적" reads unevenly.
  if (adn && /^(?:및|또는|혹은|내지|과|와)(?:\s|$)/u.test(noun)) return [];
  if (adn && entry.adn && !entry.adnNot?.test(noun) && (!entry.adnOnly || entry.adnOnly.test(noun))) {
    const end = site.end + adn[0].length - 1;
    const to = entry.adnAs?.[0].test(noun) ? entry.adnAs[1] : entry.adn;
    // "기존의 전통적인 스포츠" → "기존의 기존 스포츠" would say it twice.
    if (site.before(8).includes(to)) return [];
    return [site.edit(site.start, end, to, id, "replace", site.text.slice(site.start, end), to)];
  }
  if (after.startsWith("으로") && entry.adv && !entry.advNot?.test(site.text.slice(site.end + 2, site.end + 12))) {
    const end = site.end + 2;
    return [site.edit(site.start, end, entry.adv, id, "replace", site.text.slice(site.start, end), entry.adv)];
  }
  return [];
}

export const koPlainWord = rule({
  id: "ko.plain-word",
  lang: "ko",
  kind: "replace",
  patterns: [
    "ko-ai-vocabulary",
    "ko-promotional-language",
    "ko-comparative-adverbs",
    "ko-filler-phrases",
    "ko-elegant-variation",
    "ko-officialese",
    "ko-generic-positive-conclusion",
    "ko-jeok-suffix-overuse",
    "ko-throat-clearing-opener",
    "ko-needless-loanwords",
    "ko-translationese",
    "ko-undue-significance",
  ],
  examples: [
    { before: "⟦다양한⟧ 방법을 썼다.", after: "여러 방법을 썼다." },
    { before: "이 기업은 흑자로 돌아섰다. ⟦해당 업체는⟧ 공장을 늘렸다. 그 회사의 직원도 늘었다.", after: "이 기업은 흑자로 돌아섰다. 회사는 공장을 늘렸다. 그 회사의 직원도 늘었다." },
    { before: "이 기업은 흑자로 돌아섰다. ⟦이 조직은⟧ 거점을 늘렸다. 그 회사의 직원도 늘었다.", after: null },
    { before: "창의적이고 ⟦다양한⟧ 능력을 본다.", after: null },
    { before: "값싸고 ⟦혁신적인⟧ 제품이다.", after: "값싸고 새로운 제품이다." },
    { before: "창의적이고 ⟦사회적⟧인 활동이다.", after: null },
    { before: "⟦물리적⟧ 거리가 멀다.", after: null },
    { before: "이들에게 ⟦올바른⟧ 가치관을 심어 준다.", after: "이들에게 바른 가치관을 심어 준다." },
    { before: "남녀 간의 ⟦사회적⟧ 차별로 이어진다.", after: null },
    { before: "이러한 ⟦사회적⟧인 편견을 극복한다.", after: null },
    { before: "역할은 ⟦사회적⟧인 기대와 규범으로 형성되었다.", after: null },
    { before: "이는 결국 ⟦사회적⟧ 갈등으로 이어진다.", after: "이는 결국 사회 갈등으로 이어진다." },
    { before: "사회 ⟦구조적⟧인 문제이기도 하다.", after: null },
    { before: "스포츠화가 ⟦적극적⟧으로 이루어지고 있다.", after: null },
    { before: "시민들이 ⟦적극적⟧으로 참여했다.", after: "시민들이 적극 참여했다." },
    { before: "⟦일반적⟧인 사용자는 모른다.", after: null },
    { before: "전 ⟦세계적⟧인 감염병 확산을 막는다.", after: "전 세계 감염병 확산을 막는다." },
    { before: "리그가 열려 ⟦세계적⟧인 관심을 받는다.", after: "리그가 열려 세계의 관심을 받는다." },
    { before: "코로나19는 전 ⟦세계적⟧인 재앙입니다.", after: null },
    { before: "교육, 법적 제재, ⟦개인적⟧ 주의 등이 필요하다.", after: null },
    { before: "아시안 게임 등 ⟦세계적⟧인 대회에 나간다.", after: null },
    { before: "새로운 표준으로 ⟦자리매김⟧하고 있다.", after: "새로운 표준으로 자리 잡고 있다." },
    { before: "앞으로 자리잡아갈 새로운 표준으로 ⟦자리매김⟧하고 있다.", after: null },
    { before: "핵심적인 변화로 ⟦자리매김⟧하였다.", after: "핵심적인 변화로 자리 잡았다." },
    { before: "⟦지속적으로⟧ 관리해야 한다.", after: "꾸준히 관리해야 한다." },
    { before: "경쟁력을 ⟦제고⟧할 계획이다.", after: "경쟁력을 높일 계획이다." },
    { before: "해결책을 ⟦모색⟧하고 있다.", after: "해결책을 찾고 있다." },
    { before: "협력을 ⟦도모⟧했다.", after: "협력을 꾀했다." },
    { before: "첫째, 효율성을 ⟦극대화⟧하는 것입니다.", after: "첫째, 효율성을 최대한 높이는 것입니다." },
    { before: "팀 간 시너지를 ⟦극대화⟧하고, 기반을 다진다.", after: "팀 간 시너지를 최대한 높이고, 기반을 다진다." },
    { before: "회사는 수익을 ⟦극대화⟧했다.", after: "회사는 수익을 최대한 늘렸다." },
    { before: "지속 가능한 ⟦가치를 창출⟧하는 것이 중요하다.", after: "지속 가능한 가치를 만들어 내는 것이 중요하다." },
    { before: "새 가치를 ⟦창출⟧했다.", after: "새 가치를 만들어 냈다." },
    { before: "⟦사회적⟧인 문제가 늘었다.", after: "사회 문제가 늘었다." },
    { before: "⟦일시적⟧으로 문을 닫았다.", after: "잠시 문을 닫았다." },
    { before: "⟦생물학적⟧ 차이가 있다.", after: null },
    { before: "높은 집중력, ⟦신체적⟧ 및 지적 기능을 요구한다.", after: null },
    { before: "e스포츠는 ⟦전통적⟧인 스포츠와 다르다.", after: "e스포츠는 기존 스포츠와 다르다." },
    { before: "e스포츠는 기존의 ⟦전통적⟧인 스포츠와 다르다.", after: null },
    { before: "⟦전통적⟧인 방식을 따른다.", after: "전통 방식을 따른다." },
    { before: "고객의 ⟦인사이트⟧를 얻었다.", after: "고객의 통찰을 얻었다." },
    { before: "⟦육체적⟧ 피해뿐만 아니라 정신적 스트레스를 느낀다.", after: null },
    { before: "미디어의 발전에는 ⟦긍정적인⟧ 측면뿐만 아니라 부정적인 측면도 있다.", after: null },
    { before: "부정적인 측면과 ⟦긍정적인⟧ 측면을 함께 본다.", after: null },
    { before: "이 일은 ⟦긍정적인⟧ 변화를 낳았다.", after: "이 일은 좋은 변화를 낳았다." },
    { before: "혐오 표현 등의 ⟦불법적⟧인 활동을 차단한다.", after: "혐오 표현 등의 불법 활동을 차단한다." },
    { before: "⟦불법적⟧인 방법으로 얻었다.", after: null },
    { before: "모든 과목에 ⟦공통적⟧으로 점수를 쓴다.", after: "모든 과목에 공통으로 점수를 쓴다." },
    { before: "가치를 지닌 ⟦현대적⟧인 스포츠다.", after: "가치를 지닌 현대 스포츠다." },
    { before: "⟦현대적⟧인 디자인이 돋보인다.", after: null },
    { before: "학생과 ⟦개별적⟧으로 연락했다.", after: "학생과 따로 연락했다." },
  ],
  propose(site, id) {
    const word = proposeWord(site, id);
    if (word.length) return word;
    const hada = proposeHada(site, id);
    if (hada.length) return hada;
    return proposeJeok(site, id);
  },
});

export const KO_VOCABULARY_RULES = [koPlainWord];
