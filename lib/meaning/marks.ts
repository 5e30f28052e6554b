// The polarity, quantity and link words of a text, by class, in each language:
// negation (particles, auxiliaries and negative verbs and adjectives: not, never,
// fail to, unable, 없다, 못하다, 않다, 不, 没, 無, 未, ない, ません, ず), quantifier
// class (universal, majority, some, few, none) and link class (causal, concessive,
// contrastive). The check compares them claim by claim; word lists are the
// language's, never the rewrite's. Rhetorical frames whose negation asserts
// nothing ("not only", 뿐만 아니라, 不仅, だけでなく) are blanked first.
import type { Lang, TextRange } from "../engine/types";

export type QuantifierClass = "universal" | "majority" | "some" | "few" | "none";
export type LinkClass = "causal" | "concessive" | "contrast";
export type MarkClass = "negation" | QuantifierClass | LinkClass;
export const QUANTIFIER_CLASSES: readonly QuantifierClass[] = ["universal", "majority", "some", "few", "none"];
export const LINK_CLASSES: readonly LinkClass[] = ["causal", "concessive", "contrast"];

export interface Mark extends TextRange {
  cls: MarkClass;
}

interface Lexicon {
  /** Frames blanked before reading: their negation or link word asserts nothing of its own. */
  frames: RegExp;
  /** One alternation, a named group per class; the first class that matches wins. */
  marks: RegExp;
}

const GROUPS: readonly MarkClass[] = ["none", "negation", "universal", "majority", "few", "some", "causal", "concessive", "contrast"];

function lexicon(frames: string, groups: Partial<Record<MarkClass, string>>, flags = "gu"): Lexicon {
  const alternation = GROUPS.filter((g) => groups[g]).map((g) => `(?<${g}>${groups[g]})`).join("|");
  return { frames: new RegExp(frames, flags), marks: new RegExp(alternation, flags) };
}

const EN_NOT_ADJ =
  "unable|unlikely|impossible|improbable|unnecessary|uncommon|unclear|unknown|unusual|unsafe|unsure|unaware|unavailable|unsuccessful|unsupported|untrue|unfair|unwilling|unreliable|unstable|unaffordable|unhelpful|unacceptable|unprofitable|unproven|unresolved|unchanged|invalid|incorrect|inaccurate|incomplete|inconsistent|insufficient|ineffective|inefficient|inadequate|incapable|irrelevant|illegal|impractical|inappropriate|insignificant|inaccessible|indirect|disagree[sd]?|disallow(?:s|ed)?|dislike[sd]?";

const LEXICONS: Record<Lang, Lexicon> = {
  en: lexicon(
    "\\b(?:what |that )?(?:nobody|no one|no-one)(?: \\w+)? (?:tells?|told|talks?|says?|mentions?|admits?|wants to (?:say|admit|hear))\\b|\\bno doubt\\b|\\bnot only\\b|\\bnot just\\b|\\bnot merely\\b|\\bnot simply\\b|n[’']t (?:just|only|merely|simply)\\b|\\bno wonder\\b|\\bnothing but\\b|\\bcan(?:no|')t help but\\b|\\bnot to mention\\b|\\bdon't get me wrong\\b|\\bno matter\\b",
    {
      none: "\\bno one\\b|\\bnobody\\b|\\bnone\\b|\\bnothing\\b|\\bnever\\b|\\bnowhere\\b|\\bneither\\b",
      negation: `\\bnot\\b|\\bno\\b|\\bnor\\b|\\bcannot\\b|\\bwithout\\b|n[’']t\\b|\\bfail(?:s|ed|ing)? to\\b|\\black(?:s|ed|ing)?\\b|\\bhardly\\b|\\bbarely\\b|\\bscarcely\\b|\\brefuse[sd]? to\\b|\\bdifficult\\b|\\bhard to (?:say|tell|know|find|see|believe|get|understand|predict|measure)\\b|\\b(?:${EN_NOT_ADJ})\\b`,
      universal: "\\ball\\b|\\bevery\\b|\\beach\\b|\\balways\\b|\\beveryone\\b|\\beverybody\\b|\\beverything\\b|\\bentire(?:ly)?\\b|\\bwhole\\b|\\bwithout exception\\b",
      majority: "\\bmost\\b|\\bmany\\b|\\bmajority\\b|\\busually\\b|\\boften\\b|\\bmostly\\b|\\bgenerally\\b|\\bfrequently\\b|\\btypically\\b|\\bnumerous\\b|\\bplenty of\\b|\\ba lot of\\b|\\blots of\\b|\\blargely\\b|\\bcommonly\\b",
      few: "\\bfew\\b|\\brarely\\b|\\bseldom\\b|\\bminority\\b|\\bhandful\\b",
      some: "\\bsome\\b|\\bseveral\\b|\\bsometimes\\b|\\boccasionally\\b|\\ba few\\b|\\bpart of\\b",
      causal: "\\bbecause\\b|\\bsince\\b|\\btherefore\\b|\\bthus\\b|\\bhence\\b|\\bconsequently\\b|\\bas a result\\b|\\bdue to\\b|\\bowing to\\b|\\bthanks to\\b|\\bleads? to\\b|\\bled to\\b|\\bresult(?:s|ed)? in\\b|\\bcaus(?:e|es|ed|ing)\\b|\\bso that\\b|\\bwhich means\\b|\\bthat's why\\b|(?<!\\b(?:or|and|do|did|does|if|not|think|hope|say|said|even|just|ever|is|are|was|were|be|been|seem|seems|seemed|feel|feels|felt|look|looks|looked|become|became|got|get|gets|more|less) )\\bso\\b(?![-’'])(?! (?:much|many|far|long|called|as|on|too|few|little|often|well|very|quite|that|to speak)\\b)",
      concessive: "\\balthough\\b|\\bthough\\b|\\beven though\\b|\\beven if\\b|\\bdespite\\b|\\bin spite of\\b|\\bnevertheless\\b|\\bnonetheless\\b|\\bregardless of\\b|\\beven so\\b|\\bstill\\b(?=,)",
      contrast: "\\bbut\\b|\\bhowever\\b|\\byet\\b(?=[ ,])|\\bwhereas\\b|\\bon the other hand\\b|\\binstead\\b|\\bin contrast\\b|\\bconversely\\b|\\brather than\\b",
    },
  ),
  ko: lexicon(
    "뿐만 ?아니라|뿐 ?아니라|아닐 수 없|않을 수 없|없지 않|아무도 (?:말해 ?주지|알려 ?주지|말하지|얘기하지|모르는) ?않|(?:남들이|누구도) (?:말하지|얘기하지|알려주지) ?않|말할 것도 없이|지 않(?:을까|나요|습니까)|아닐까|물론",
    {
      none: "아무도|아무것도|하나도|한 번도|결코|전혀",
      negation: "않|없(?![애앴])|아니|아닌|아님|아닙|아냐|못(?=\\s|하|했|한|할|함|해|된|됐|될)|(?<![가-힣])안(?=\\s[가-힣])|(?<![가-힣])안(?=[되돼됐됩된될하해했합한할함갈가간와왔오올먹봐봤])|불가능|불가(?![리피])|금지|모르|몰랐|몰라|마(?:라|세요|십시오)(?=[\\s.,!]|$)|(?<=지 )마(?=[\\s.,!?]|$)|말(?:라|고|아야|자)(?=[\\s.,!]|$)|실패|미흡|부족|(?<![가-힣])불(?=[가-힣]{1,3}(?:하|한|해|했|함|합))|(?<![가-힣])무(?=[가-힣]{1,2}(?:하|한|해|했|함|합))|(?<![가-힣])비(?=효율|합리|정상|공식|공개|현실|생산)|(?<![가-힣])미(?=완성|확인|해결|지수|정)|어렵|어려[운워웠]|힘들|힘든",
      universal: "모든|모두|전부|전체|항상|언제나|(?<![가-힣])늘(?=\\s)|누구나|어디서나|매일|매번|매년|빠짐없이|예외 ?없이",
      majority: "대부분|대다수|대개|주로|흔히|(?<![가-힣])보통|많은|많이|상당수|다수|자주|대체로|종종",
      few: "극소수|소수|드물|거의|좀처럼|별로|적은|조금",
      some: "일부|몇몇|(?<![가-힣])몇(?=\\s)|가끔|때때로|간혹|때로는|때로|어떤 경우",
      causal: "때문|따라서|그래서|그러므로|그러니까|덕분|덕에|(?<![가-힣])탓|인해|인한|인하여|결과적으로|그 결과|므로|(?<=[가-힣])니까|기에(?=\\s)|까닭|이유로|초래|야기|바람에|해서인지|탓에",
      concessive: "불구하고|그럼에도|그런데도|비록|더라도|는데도|은데도|음에도|였는데도|했는데도|면서도|하더라도|지언정",
      contrast: "하지만|그러나|그런데|반면|(?<=[가-힣])지만|반대로|오히려|대신|그렇지만|그와 달리",
    },
  ),
  zh: lexicon(
    "不仅|不只|不光|不单|不但|不得不|不可否认|毫无疑问|无疑|没人(?:告诉|敢说|说|提|知道)|没有人(?:告诉|敢说|说|提)|无论|不管|难道",
    {
      none: "没有人|没人|无人|从不|从未|从来不|从来没有?|毫无|绝不|任何人都不|一个也没",
      negation: "不(?![过断少同久止然妨论管料胜禁错愧外久])|没(?![想])|無(?![論数數限比疑須])|无(?![论数限比疑须])|非(?![常凡洲])|未(?![来來必])|(?<![特区區分个個告级級类類派性差识識辨离離鉴鑑判道送])别(?![人的墅])|勿|莫(?![斯])|并非|绝非|缺乏|缺少|失败|难以|很难|困难",
      universal: "所有|全部|一切|每(?:个|個|位|次|天|年|一|种|種|项|項|人)|总是|總是|始终|始終|全体|全體|一律|凡是|全都|均(?=[为為是有可能])|无一例外|全面",
      majority: "大多数|大多數|多数|多數|大部分|大都|大多|通常|往往|许多|許多|很多|大量|普遍|经常|經常|常常|常见",
      few: "极少数|極少數|少数|少數|极少|極少|很少|小部分|鲜有|罕见|罕見|寥寥|偶有",
      some: "一部分|部分|一些|有些|有的|有时|有時|某些|个别|個別|偶尔|偶爾|少量|若干",
      causal: "因为|因為|所以|因此|由于|由於|导致|導致|因而|从而|從而|于是|於是|以致|造成|使得|故而|之所以|鉴于|鑑於|归因于|缘于",
      concessive: "虽然|雖然|尽管|儘管|即使|即便|哪怕|虽|雖|纵然|縱然|固然|仍然|依然",
      contrast: "而不是|而非|但是|但(?![凡愿願])|然而|不过|不過|可是|却|卻|反而|相反|而是",
    },
  ),
  ja: lexicon(
    "だけでなく|だけではなく|のみならず|ばかりでなく|間違いな[いく]|言うまでもな[いく]|誰も(?:教え|言わ|語ら|触れ|知ら)[^。]{0,6}な[いく]|に違いな[いく]|かもしれ(?:ない|ません)|しれない|にすぎない|に過ぎない|しかない|ほかない|しかありません|ざるを得な[いく]|わけではない|とは限らない",
    {
      none: "誰も(?=[^。]{0,12}な[いく])|何も(?=[^。]{0,12}な[いく])|一度も|決して|全く(?=[^。]{0,12}な[いく])|一つも|ひとつも",
      negation: "(?<![少危切幼拙])な(?:い|く(?!て[はも]?な)|かっ|けれ|し(?=[、。]))|ません|(?<=[かさたなまらがばわえけせてねめれげべ])ず(?=[、。にとも]|$)|(?<=[かさたなまらがばわ])ぬ(?![い])|無い|無し|不(?![安思動足])|未(?![来來])|非(?![常])|無(?![料理事])|ではありません|じゃない|失敗|欠(?:く|け|いて)|できず|難し[いくかさ]|困難",
      universal: "すべて|全て|全部|全員|常に|いつも|あらゆる|どれも|全体|毎(?:日|回|年|週|月)|皆|みんな|みな(?=[さがの])|例外なく",
      majority: "ほとんど|大半|多く|大部分|大多数|たいてい|主に|しばしば|多数|頻繁|よく(?=[あ起見使])",
      few: "少数|わずか|僅か|まれ|稀|めったに|少ない|少なかっ|ごく一部",
      some: "一部|いくつか|時々|ときどき|時には|ときには|たまに|ある程度|何人か|一部分",
      causal: "ため(?![しら])|ので|よって|したがって|従って|そのため|結果|原因|だから|ですから|せいで|おかげ|により|による|ことから|ゆえ|故に|(?<=[るたいだ])から(?=[、。])",
      concessive: "のに|にもかかわらず|にも関わらず|ものの|ながらも|とはいえ|たとえ(?!ば)|それでも|(?<=[てで])も(?=[、])",
      contrast: "しかし|だが|けれど|けど|一方|ところが|ただし|反対に|むしろ|(?<![^\\s。！？、])でも(?=[、 ])",
    },
  ),
};

/** The marks of a text (folded and masked, as mask.ts makes it), in order, and the frames blanked before reading them. */
export function findMarks(folded: string, lang: Lang): { marks: Mark[]; frames: TextRange[] } {
  const lex = LEXICONS[lang];
  // English is read in lower case (ASCII only, so every offset holds): case-insensitive Unicode regexes are slow.
  if (lang === "en") folded = folded.replace(/[A-Z]+/gu, (m) => m.toLowerCase());
  const frames: TextRange[] = [];
  const text = folded.replace(lex.frames, (m: string, ...rest: unknown[]) => {
    const at = rest[rest.length - 2] as number;
    frames.push({ start: at, end: at + m.length });
    return " ".repeat(m.length);
  });
  const out: Mark[] = [];
  for (const m of text.matchAll(lex.marks)) {
    if (m[0].length === 0) continue;
    const groups = m.groups!;
    let cls: MarkClass = "negation";
    for (const g of GROUPS) {
      if (groups[g] !== undefined) {
        cls = g;
        break;
      }
    }
    out.push({ start: m.index, end: m.index + m[0].length, cls });
  }
  return { marks: out, frames };
}

/** Classes that also deny: "never" and 아무도 both negate and quantify, so they count for polarity too. */
export const isPolar = (c: MarkClass) => c === "negation" || c === "none";
