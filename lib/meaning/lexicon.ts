// The words the meaning check reads, per language, as named groups of one regex:
// grammatical negation (not, 않, 不, ない), lexical negatives (unable, 불가능, 缺乏,
// 困難: a word whose meaning is negative), "none" words, quantifier classes
// (universal, majority, some, few), negated quantifiers read as one class ("not
// all" is some, "not many" and "hardly any" are few), and links (causal,
// concessive, contrastive). Also the frames whose negation asserts nothing ("not
// only", 뿐만 아니라), and the privatives: words that carry a negative sense without
// a negation (closed, stop, 예외, 모자라다, 关闭, 閉鎖), so a rewrite that says
// "won't open" for "closed" is read as a paraphrase, not a flip; and the keepers, words
// that say a state went on (remained, went ahead, 유지, 保持, 続ける), which paraphrase
// "not stopped" but never "stopped".
import type { Lang } from "../engine/types";
import { negativeSensePattern } from "./negative-sense";

export type QuantifierClass = "universal" | "majority" | "some" | "few" | "none";
export type LinkClass = "causal" | "concessive" | "contrast";
export type MarkClass = "negation" | QuantifierClass | LinkClass;

export interface Group {
  name: string;
  cls: MarkClass;
  /** A negative content word rather than a negation particle. */
  lexical?: boolean;
  /**
   * Takes the grammatical negation that follows it in its clause as its own: Korean and
   * Japanese negative concord (아무것도 …않다, 誰も…ない is one negation), and 거의 …없다,
   * あまり…ない, 밖에 …안, しか…ない (few, or "only").
   */
  absorbs?: boolean;
  /** Absorbs but stands for nothing itself (밖에 …않다 and しか…ない say "only"). */
  silent?: boolean;
  /** How far (UTF-16 units) it reaches for the negation it absorbs, where its own pattern looks further than the language's default. */
  reach?: number;
  pattern: string;
}

export interface Lexicon {
  frames: RegExp;
  groups: readonly Group[];
  /** Every group's pattern as capture i + 1 of one alternation. */
  marks: RegExp;
  privatives: RegExp;
  /** Words that say a state went on (kept, remained, went ahead, 유지, 保持, 続ける): a paraphrase of "not stopped", never of "stopped". */
  keepers: RegExp;
}

function lexicon(frames: string, groups: Group[], privatives: string, keepers: string): Lexicon {
  // One plain capturing group per word group, in order (the patterns have none of their own): a match says
  // which group it is by the index of its defined capture, without the object named groups would build per match.
  const alternation = groups.map((g) => `(${g.pattern})`).join("|");
  return { frames: new RegExp(frames, "gu"), groups, marks: new RegExp(alternation, "gu"), privatives: new RegExp(privatives, "gu"), keepers: new RegExp(keepers, "gu") };
}

/** English negative adjectives and verbs by prefix: the base (possible, necessary) is what a flip restates. */
export const EN_PREFIXED =
  "unable|unlikely|impossible|improbable|unnecessary|uncommon|unclear|unknown|unusual|unsafe|unsure|unaware|unavailable|unsuccessful|unsupported|untrue|unfair|unwilling|unreliable|unstable|unaffordable|unhelpful|unacceptable|unprofitable|unproven|unresolved|unchanged|invalid|incorrect|inaccurate|incomplete|inconsistent|insufficient|ineffective|inefficient|inadequate|incapable|inaccessible|irrelevant|illegal|impractical|inappropriate|insignificant|indirect|disagree[sd]?|disallow(?:s|ed)?|dislike[sd]?";

const EN_NEG_SOME = "\\bnot (?:all|every|everyone|everybody|everything|always|entirely|necessarily|all of)\\b";
const EN_NEG_FEW =
  "\\bnot (?:many|much|often|a lot of|very many|very often)\\b|\\b(?:hardly|barely|scarcely) (?:any(?:one|body|thing)?|ever)\\b|\\b(?:only|just|very) (?:a )?(?:few|handful)\\b|\\bonly a (?:small|tiny) (?:number|minority|share|fraction|percentage)\\b|\\ba (?:small|tiny) minority\\b|\\bnot many\\b";

export const LEXICONS: Record<Lang, Lexicon> = {
  en: lexicon(
    // "not more than four", "never exceed 60 minutes": an upper bound (numbers.ts reads it), whose negation denies no claim.
    // "Don't forget to bring" is "bring": a negation that asserts nothing of its own, as in every language below.
    "\\b(?:do not|don[’']t|never) forget to\\b|(?:\\bnot|\\bnever|n[’']t)\\s+(?:[a-z]+\\s+)?(?:more than|exceed|over)(?=\\s+(?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a (?:half|third|quarter|dozen|hundred|thousand)|half|an? hour))|\\b(?:what |that )?(?:nobody|no one|no-one)(?: \\w+)? (?:tells?|told|talks?|says?|mentions?|admits?|wants to (?:say|admit|hear))\\b|\\bno doubt\\b|\\bnot only\\b|\\bnot just\\b|\\bnot merely\\b|\\bnot simply\\b|n[’']t (?:just|only|merely|simply)\\b|\\bno wonder\\b|\\bnothing but\\b|\\bcan(?:no|')t help but\\b|\\bnot to mention\\b|\\bdon't get me wrong\\b|\\bno matter\\b|\\bno (?:more|less|fewer) than\\b|\\bnone other than\\b|\\bwhether or not\\b|\\bor not\\b",
    [
      { name: "litotes", cls: "majority", pattern: "\\bnot (?:uncommon|unusual|rare|infrequent|few)\\b" },
      { name: "negSome", cls: "some", pattern: EN_NEG_SOME },
      { name: "negFew", cls: "few", pattern: EN_NEG_FEW },
      // "Most of whom do not drive", "most firms have no plan": few drive, few have one; the majority takes
      // the negation of its clause (marks.ts).
      // "Most of the century no other road led there" quantifies the time, not who is negated: no "few".
      { name: "mostNot", cls: "few", absorbs: true, pattern: "\\b(?:most|the majority|a majority)\\b(?! of (?:the |this |that |its |their |his |her )?(?:[a-z]+ )?(?:century|centuries|year|years|decade|day|days|week|weeks|month|months|time|night|morning|evening|season|period|war|era|game|match)\\b)(?=[^.,;:!?]{0,30}?(?:\\bnot\\b|n[’']t\\b|\\bno\\b))" },
      { name: "none", cls: "none", pattern: "\\bno one\\b|\\bnobody\\b|\\bnone\\b|\\bnothing\\b|\\bnever\\b|\\bnowhere\\b|\\bneither\\b" },
      // "No other road led there" is "the only road": exclusivity, said as often with "only" as with "no other".
      { name: "negation", cls: "negation", pattern: "\\bnot\\b|\\bno\\b(?! other\\b| later than\\b| earlier than\\b| sooner than\\b)|\\bnor\\b|\\bcannot\\b|\\bwithout\\b|n[’']t\\b|\\bhardly\\b|\\bbarely\\b|\\bscarcely\\b" },
      {
        name: "lexneg",
        cls: "negation",
        lexical: true,
        pattern: `\\bfail(?:s|ed|ing)? to\\b|\\bdismiss(?:es|ed|ing)?\\b|\\black(?:s|ed|ing)?\\b|\\brefuse[sd]? to\\b|\\bdifficult\\b|\\bhard to (?:say|tell|know|find|see|believe|get|understand|predict|measure)\\b|\\b(?:${EN_PREFIXED})\\b|\\bun(?!der|veil|it|if|leash|lock|pack|fold|rav|wind|cover|dergo)[a-z]{3,}(?:ed|able|ible)\\b(?! truths?\\b)`,
      },
      {
        name: "privneg",
        cls: "negation",
        lexical: true,
        pattern:
          "\\b(?:stop(?:s|ped|ping)?|ceas(?:e|es|ed|ing)|quit(?:s|ting)?|bann?(?:ed|s)?|prohibit(?:s|ed|ion)?|forbid(?:s|den)?|refus(?:e|es|ed|al)|reject(?:s|ed|ion)?|den(?:y|ies|ied)|exclud(?:e|es|ed|ing)|cancel(?:s|led|ed|ling|lation)?|call(?:s|ed)? off|abolish(?:es|ed)?|absent|closed|shut|los(?:e|es|ing|t)|fail(?:s|ed|ure)|gave up|give up|gives up|given up|giving up|turn(?:s|ed|ing)? (?:[a-z]+ ){0,3}?down|missing|[a-z]{2,}-free|free (?:of|from))\\b",
      },
      { name: "negsense", cls: "negation", lexical: true, pattern: negativeSensePattern("en") },
      { name: "universal", cls: "universal", pattern: "(?<!\\bat )\\ball\\b|\\bevery\\b|\\beach\\b|\\balways\\b|\\beveryone\\b|\\beverybody\\b|\\beverything\\b|\\bentire(?:ly)?\\b|\\bwhole\\b|\\bwithout exception\\b" },
      { name: "majority", cls: "majority", pattern: "(?<!\\bat )\\bmost\\b|\\bmany\\b|\\bmajority\\b|\\busually\\b|(?<!\\b(?:more|less) )\\boften\\b|\\bmostly\\b|\\bgenerally\\b|(?<!\\b(?:more|less) )\\bfrequently\\b|\\btypically\\b|\\bnumerous\\b|\\bplenty of\\b|\\ba lot of\\b|\\blots of\\b|\\blargely\\b|\\bcommonly\\b|\\bregularly\\b|\\ba (?:wide|broad|vast|large|great|huge) (?:range|variety|array|number) of\\b|\\bcountless\\b|\\ba (?:host|multitude|plethora|myriad) of\\b" },
      // "A handful of" is "a few" (some); "only a handful" is few (EN_NEG_FEW).
      { name: "few", cls: "few", pattern: "\\bfew\\b|\\brarely\\b|\\bseldom\\b|\\bminority\\b|(?<!\\ba )\\bhandful\\b" },
      { name: "some", cls: "some", pattern: "\\bsome\\b|\\bseveral\\b|\\bsometimes\\b|\\boccasionally\\b|\\ba few\\b|\\ba handful\\b|\\bpart of\\b|\\ba couple of\\b" },
      {
        name: "causal",
        cls: "causal",
        pattern:
          "\\bbecause\\b|\\b(?:the|one|a|for this|for that|main) reasons?\\b|\\b(?:that|this|which) (?:is|was) why\\b|(?<!\\bever )\\bsince\\b(?! (?:then|\\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b|last\\b|early\\b|childhood|birth|yesterday|the (?:start|beginning|end|launch|opening|day|year|age|time|war|days|\\d))|\\w+ (?:ago|years?|months?|weeks?)\\b)|\\btherefore\\b|\\bthus\\b|\\bhence\\b|\\bconsequently\\b|\\bas a result\\b|\\bdue to\\b|\\bowing to\\b|\\bthanks to\\b|\\bleads? to\\b|\\bled to\\b|\\bresult(?:s|ed)? in\\b|\\bcaus(?:e|es|ed|ing)\\b|\\bso that\\b|\\bwhich means\\b|\\bthat's why\\b|(?<!\\b(?:or|and|do|did|does|if|not|think|hope|say|said|even|just|ever|is|are|was|were|be|been|seem|seems|seemed|feel|feels|felt|look|looks|looked|become|became|got|get|gets|more|less) )\\bso\\b(?![-’'])(?! (?:much|many|far|long|called|as|on|too|few|little|often|well|very|quite|that|to speak)\\b)",
      },
      { name: "concessive", cls: "concessive", pattern: "\\balthough\\b|\\bthough\\b|\\beven though\\b|\\beven if\\b|\\bdespite\\b|\\bin spite of\\b|\\bnevertheless\\b|\\bnonetheless\\b|\\bregardless of\\b|\\beven so\\b|\\bstill\\b(?=,)|\\ball the same\\b" },
      { name: "contrast", cls: "contrast", pattern: "\\bbut\\b|\\bhowever\\b|\\byet\\b(?=[ ,])|\\bwhereas\\b|\\bon the other hand\\b|\\binstead\\b(?! of\\b)|\\bin contrast\\b|\\bconversely\\b|\\brather than\\b" },
    ],
    "\\b(?:requir(?:e|es|ed|ing)|necessity|necessary|essential|indispensable|except|exception|free|outside|out of|beyond|[a-z]{3,}less|spare[sd]?|instead of|rather than|short of|too (?:little|few)|fall(?:s)? short|fell short|tough|seldom|rarely|declin(?:e|es|ed)|skip(?:s|ped)?|unless|apart from|other than|keep(?:s)? (?:\\w+ )?from|kept (?:\\w+ )?from|prevent(?:s|ed|ing)?|avoid(?:s|ed|ing)?|miss(?:es|ed|ing)?|drop(?:s|ped)?|remov(?:e|es|ed)|halt(?:s|ed)?|refrain(?:s|ed)?|ended|ending|ends|expir(?:e|es|ed|ing|y|ation)|lapse[sd]?|run(?:s)? out|ran out|runs? dry|postpon(?:e|es|ed|ing)|delay(?:s|ed|ing)?|put off|puts off)\\b",
    "\\b(?:keep(?:s|ing)?|remain(?:s|ed|ing)?|stay(?:s|ed|ing)?|continu(?:e|es|ed|ing)|maintain(?:s|ed|ing)?|retain(?:s|ed)?|go(?:es)? ahead|went ahead|proceed(?:s|ed)?|full|fill(?:s|ed)?|as planned|on schedule|same|unchanged)\\b",
  ),
  ko: lexicon(
    // 30분을 넘지 않도록, 세 알을 초과하지 않게: an upper bound (numbers.ts reads it), whose negation denies no claim.
    "잊지 말고|잊지 마(?:세요|십시오|시고)|잊지 말아|(?:넘지|넘기지|초과하지)(?<=[\\d일이삼사오육칠팔구십백천만한두세네다섯여섯일곱여덟아홉열]\\s?[가-힣]{0,3}\\s?(?:넘지|넘기지|초과하지)) ?않|뿐만 ?아니라|뿐 ?아니라|아닐 수 없|않을 수 없|없지 않|아무도 (?:말해 ?주지|알려 ?주지|말하지|얘기하지|모르는) ?않|(?:남들이|누구도) (?:말하지|얘기하지|알려주지) ?않|말할 것도 없이|지 않(?:을까|나요|습니까)|아닐까|물론",
    [
      { name: "litotes", cls: "majority", pattern: "드물지 않|적지 않" },
      // "not many" is few: 많지 않다, 많지는 않았다.
      { name: "negFew", cls: "few", pattern: "(?<![가-힣])많지(?:는|도)? ?않" },
      { name: "only", cls: "negation", absorbs: true, silent: true, pattern: "밖에(?=[^.!?\\n]{0,8}(?:않|없|안|못))" },
      { name: "nearNone", cls: "few", absorbs: true, pattern: "(?<![가-힣])(?:거의|별로|그다지|좀처럼)(?=[^.!?\\n]{0,14}(?:않|없|안 |못))" },
      { name: "none", cls: "none", absorbs: true, pattern: "아무도|아무것도|아무런|하나도|한 번도|결코|전혀|단 한 (?:번|명|개|곳)도" },
      {
        name: "negation",
        cls: "negation",
        pattern: "않|없(?![애앴])|아니|아닌|아님|아닙|아냐|못(?=\\s|하|했|한|할|함|해|된|됐|될)|(?<![가-힣])안(?=\\s[가-힣])|(?<![가-힣])안(?=[되돼됐됩된될하해했합한할함갈가간와왔오올먹봐봤])|마(?:라|세요|십시오)(?=[\\s.,!]|$)|(?<=지 )마(?=[\\s.,!?]|$)|말(?:라|고|아야|자)(?=[\\s.,!]|$)",
      },
      {
        name: "lexneg",
        cls: "negation",
        lexical: true,
        pattern:
          "불가능|불가(?![리피])|금지|모르|몰랐|몰라|실패|미흡|부족|중단|멈추|멈춰|멈췄|멈춘|멈출|멈춤|접(?<=(?:계획|꿈|뜻|사업|생각|구상)[을를]\\s?접)(?=[었는기어고은을])|그만두|그만뒀|그만둔|폐쇄|닫|거절|거부|제외|취소|결항|(?<![가-힣])쉽니다|(?<![가-힣])쉰다(?=[.,\\s]|$)|폐지|잃|사라지|사라졌|사라진|끊|(?<![가-힣])불(?=[가-힣]{1,3}(?:하|한|해|했|함|합))|(?<![가-힣])무(?=[가-힣]{1,2}(?:하|한|해|했|함|합)|실점|득점|안타|사고|관중|혐의|결점|결함|손실)|(?<![가-힣])비(?=효율|합리|정상|공식|공개|현실|생산)|(?<![가-힣])미(?=완성|확인|해결|지수|정)|어렵|어려[운워웠]|힘들|힘든",
      },
      { name: "negsense", cls: "negation", lexical: true, pattern: negativeSensePattern("ko") },
      { name: "universal", cls: "universal", pattern: "모든|모두|전부|전체|항상|언제나|(?<![가-힣])늘(?=\\s)|누구나|어디서나|매일|매번|매년|빠짐없이|예외 ?없이|전원" },
      { name: "majority", cls: "majority", pattern: "절반 ?(?:이 ?|을 ?)?(?:넘게|넘는|이상)|대부분|대다수|대개|주로|흔히|(?<![가-힣])보통(?=\\s)|많은|많이|상당수|다수|자주|대체로|종종" },
      { name: "few", cls: "few", pattern: "극소수|소수|드물|좀처럼|별로|적은|조금" },
      { name: "some", cls: "some", pattern: "일부|몇몇|(?<![가-힣])몇(?=\\s)|가끔|때때로|간혹|때로는|때로|어떤 경우|이따금" },
      {
        name: "causal",
        cls: "causal",
        pattern: "때문|[아어여해워려져라]서(?=[\\s,])(?<=[가-힣][아어여해워려져라]서)|따라서|그래서|그러므로|그러니까|덕분|덕에|(?<![가-힣])탓|인해|인한|인하여|결과적으로|그 결과|므로|(?<=[가-힣])니까|기에(?=\\s)|까닭|이유로|이유는|이유가|초래|야기|바람에|해서인지|탓에|왜냐하면",
      },
      { name: "concessive", cls: "concessive", pattern: "불구하고|그럼에도|그런데도|(?<![가-힣])그래도(?=[\\s,])|비록|더라도|는데도|은데도|음에도|였는데도|했는데도|됐는데도|면서도|하더라도|지언정|(?<=[가-힣])(?:해도|어도|아도|워도|져도|와도|봐도|줘도)(?=\\s)" },
      { name: "contrast", cls: "contrast", pattern: "하지만|그러나|그런데|반면|(?<=[가-힣])지만|반대로|오히려|대신|그렇지만|그와 달리" },
    ],
    "끝나|끝났|끝내|종료|놓치|놓쳤|놓친|놓칠|빠지|빠졌|빠뜨|피하|피해|피했|부인|예외|(?<=[가-힣] ?)밖|외에|벗어나|모자라|모자란|모자랐|떨어지|떨어졌|꺼리|그치|그쳤|불과|막히|막혀|막았|막는|쉬는|휴관|휴무|휴업|통제(?=[되된됐])|면제|무료|삼가|미루|미뤄|미뤘|미룬|연기(?=[하한했되된됐])",
    "유지|계속|그대로|여전히|남아|남았|남는|남을|가득|꽉|같은|변함",
  ),
  zh: lexicon(
    // 不超过三十分钟, 不得多于五人: an upper bound (numbers.ts reads it), whose negation denies no claim.
    // "要升级，否则无法使用" is "升级后才能使用": the negation after 否则/不然 states the condition, not a denial.
    "不受[^，。；]{0,4}影响|(?:否则|不然)[^，。；\\d]{0,3}(?:无法|不能|不可以?|没法)|别忘了|别忘记|不要忘了|不要忘记|(?:不(?:得|能|可|应|宜|会)?(?:超过|多于|高于|大于))(?=\\s?[\\d零一二三四五六七八九十两百千万半几])|不仅|不只|不光|不单|不但|不得不|不可否认|毫无疑问|无疑|前所未有|史无前例|前所未见|不可或缺|没人(?:告诉|敢说|说|提|知道)|没有人(?:告诉|敢说|说|提)|无论|不管|难道",
    [
      { name: "litotes", cls: "majority", pattern: "不少见|不罕见|并不罕见|不在少数|不乏" },
      { name: "negSome", cls: "some", pattern: "(?:不是|并非|并不是|未必)(?:所有|全部|每个|每一个|人人|都)|(?:并不|不)总是|不一定|未必" },
      { name: "negFew", cls: "few", pattern: "不太(?=[多常])|不常|(?<!差)不多|几乎没有?|几乎不|很少有|没几个|没多少" },
      { name: "none", cls: "none", pattern: "没有人|没人|无人|从不|从未|从来不|从来没有?|毫无|绝不|任何人都不|一个也没" },
      {
        name: "negation",
        cls: "negation",
        pattern: "(?<!差)不(?![过断少同久止然妨论管料胜禁错愧外])|没(?![想])|無(?![論数數限比疑須線機]|一例外)|无(?![论数限比疑须线机]|一例外)|非(?![常凡洲])|未(?![来來必满滿])|(?<![特区區分个個告级級类類派性差识識辨离離鉴鑑判道送])别(?![人的墅])|勿|莫(?![斯])|并非|绝非",
      },
      { name: "lexneg", cls: "negation", lexical: true, pattern: "擅自|私自|(?<![信密])封(?=[桥路城馆园港])|缺乏|缺少|失败|难以|很难|困难|停止|禁止|拒绝|否认|排除|取消|废除|放弃|关闭|关门|闭馆|失去|丢失|消失|消退|中断|暂停|封闭" },
      { name: "negsense", cls: "negation", lexical: true, pattern: negativeSensePattern("zh") },
      { name: "universal", cls: "universal", pattern: "所有|全部|一切|每(?:个|個|位|次|天|年|一|种|種|项|項|人|周|月|户|戶|家|名|所|座|条|條|件|场|場|台)|总是|總是|始终|始終|全体|全體|一律|凡是|全都|均(?=[为為是有可能])|无一例外|全面|都是|天天|人人" },
      { name: "majority", cls: "majority", pattern: "过半|過半|一半以上|半数以上|半數以上|大多数|大多數|多数|多數|大部分|大都|大多|通常|往往|许多|許多|很多|大量|普遍|经常|經常|常常|常见" },
      { name: "few", cls: "few", pattern: "极少数|極少數|少数|少數|极少|極少|很少|小部分|鲜有|罕见|罕見|寥寥无几|寥寥無幾|寥寥|偶有" },
      { name: "some", cls: "some", pattern: "一部分|部分|一些|有些|有的|有时|有時|某些|个别|個別|偶尔|偶爾|少量|若干" },
      { name: "causal", cls: "causal", pattern: "因为|因為|所以|因此|由于|由於|导致|導致|因而|从而|從而|于是|於是|以致|造成|使得|故而|之所以|鉴于|鑑於|归因于|缘于|原因是|原因在于|理由是|多亏" },
      { name: "concessive", cls: "concessive", pattern: "虽然|雖然|尽管|儘管|即使|即便|哪怕|虽|雖|纵然|縱然|固然|仍然|依然" },
      { name: "contrast", cls: "contrast", pattern: "而不是|而非|但是|但(?![凡愿願])|然而|可是|却|卻|反而|相反|而是|不过|不過" },
    ],
    "结束|丢|歇业|打烊|闭店|避免|除了|例外|之外|以外|超出|免|离开|违反|弱|断|停|绕|拖|迟|挡|拦|限|少于|低于|空|缺席|落空|休|停业|谢绝|停航|停运",
    "保持|继续|仍|维持|照常|依旧|照样|满|同样|不变|一直|始终|持续",
  ),
  ja: lexicon(
    // 30分を超えない, 4回を超えて使わない: an upper bound (numbers.ts reads it), whose negation denies no claim.
    "忘れず(?:に)?|忘れないで|忘れないよう(?:に)?|を?超え(?:ない|ず)(?<=[\\d〇一二三四五六七八九十百千万][^\\s、。]{0,4}を?超え(?:ない|ず))|だけでなく|だけではなく|のみならず|ばかりでなく|間違いな[いく]|言うまでもな[いく]|誰も(?:教え|言わ|語ら|触れ|知ら)[^。]{0,6}な[いく]|に違いな[いく]|かもしれ(?:ない|ません)|しれない|にすぎない|に過ぎない|しかない|ほかない|しかありません|ざるを得な[いく]|わけではない|とは限らない|ではないか|じゃないか|かまわない|構わない|ほかならない|にほかならない|欠かせない|欠かせません|かねない|かねません|たまらない|しょうがない|仕方がない|仕方ない",
    [
      { name: "litotes", cls: "majority", pattern: "珍しく(?:ない|なかっ|ありません)|少なく(?:ない|なかっ|ありません)|まれではな[いく]" },
      // "not many" is few: 多くない, 多くはありませんでした.
      { name: "negFew", cls: "few", pattern: "多く(?:は|も)?(?:ない|なかっ|ありません)" },
      { name: "only", cls: "negation", absorbs: true, silent: true, pattern: "しか(?=[^。、]{0,10}(?:な[いく]|ません|ず))" },
      // "Most … do not" is few (as "most … not" in English): 多くは…使えずにいた, 大半は…ない; the topic's predicate is negated.
      { name: "mostNot", cls: "few", absorbs: true, reach: 40, pattern: "(?:多く|大半|大部分|大多数)(?<!\\p{Script=Han}(?:多く|大半|大部分|大多数))(?=は、?[^。]{0,40}?(?:な[いかく]|ません|ず(?=[、。にと])))" },
      { name: "nearNone", cls: "few", absorbs: true, pattern: "あまり(?=[^。]{0,12}(?:な[いくか]|ません))|ほとんど(?=[^。、]{0,20}(?:な[いくか]|ません))|めったに|滅多に|ろくに" },
      { name: "none", cls: "none", absorbs: true, pattern: "誰も(?=[^。]{0,12}(?:な[いくか]|ません))|何も(?=[^。]{0,12}(?:な[いくか]|ません))|一度も|決して|全く(?=[^。]{0,12}(?:な[いくか]|ません))|一つも|ひとつも|少しも|一人も|どこにも|まったく(?=[^。]{0,12}(?:な[いくか]|ません))" },
      {
        name: "negation",
        cls: "negation",
        // かまいません / 構わない ("it is fine", a permission) and すみません (an apology) are negative in form only.
        pattern: "(?<![少危切幼拙]|かまわ|構わ)な(?:い|く(?!て[はも]?な)|かっ|けれ|し(?=[、。])|さ(?=そう))|(?<!かまい|構い|すみ|済み)ません|(?<=[かさたなまらがばわえけせてねめれげべりきみじちびぎ])ず(?=[、。にとも]|$)|(?<=[かさたなまらがばわ])ぬ(?![い])|無い|無し|ではありません|じゃない|できず",
      },
      { name: "lexneg", cls: "negation", lexical: true, pattern: "不要不急|(?<=\\p{Script=Hiragana}|\\p{Script=Han})(?:にく|づら)(?=[いくかさ])|不(?![安思動足])|未(?![来來満])|非(?![常])|無(?![料理事線])|失敗|欠(?:く|け|いて)|難し[いくかさ]|困難|禁止|中止|停止|廃止|撤廃|拒否|否定|除外|閉鎖|閉ま|閉じ|閉め|失っ|失わ|失う|消え|やめ|止め|断っ|断る|取り消|途絶え" },
      { name: "negsense", cls: "negation", lexical: true, pattern: negativeSensePattern("ja") },
      { name: "universal", cls: "universal", pattern: "すべて|全て|全部|全員|常に|いつも|あらゆる|どれも|全体|毎(?:日|回|年|週|月)|皆|みんな|みな(?=[さがの])|例外なく|いつでも|どこでも" },
      { name: "majority", cls: "majority", pattern: "過半数?|半数以上|半分以上|ほとんど|大半|多く|大部分|大多数|たいてい|主に|しばしば|多数|頻繁|よく(?=[あ起見使])" },
      { name: "few", cls: "few", pattern: "少数|(?:わずか|僅か)(?![\\d〇一二三四五六七八九十百千]|に[\\d一二三四五六七八九十])|(?<!\\p{Script=Han})まれ|稀|めったに|少ない|少なかっ|ごく一部" },
      { name: "some", cls: "some", pattern: "一部|いくつか|(?<![\\p{Script=Han}])中には|時々|ときどき|時には|ときには|たまに|ある程度|何人か|一部分" },
      { name: "causal", cls: "causal", pattern: "ため(?![しら])|(?<!も)ので(?![あはす])|よって|したがって|従って|そのため|結果|原因|だから|ですから|せいで|おかげ|により|による|ことから|理由は|ゆえ|故に|(?<=[るたいだ])から(?=[、。])" },
      { name: "concessive", cls: "concessive", pattern: "のに|にもかかわらず|にも関わらず|ものの|ながらも|とはいえ|たとえ(?!ば)|それでも|(?<=[てで])(?<!(?:誰|何|いつ|どこ|どれ|どちら|だれ|なん)で)も(?=[、])" },
      { name: "contrast", cls: "contrast", pattern: "しかし|だが|けれど|けど|一方|ところが|ただし|ただ(?<![^\\s。！？]ただ)(?=、)|反対に|むしろ|(?<![^\\s。！？、])でも(?=[、 ])|その反面|反面|(?<=[いただるすずぬ]|ない|ます|です|でした|ました)が(?=、)" },
    ],
    "別途|終わ|終了|定休|休館|休診|閉店|なくし|避け|例外|以外|超え|免|諦め|離れ|違反|弱|切れ|切らし|切らす|休み|休校|運休|欠航|休業|不足|わずか|無料|控え|落と|抜|漏|逃|だけ|先延ばし|延期|持ち越",
    "続け|続く|続い|据え置|維持|保|残|変わらず|満|同じ|そのまま|これまで(?:どおり|通り)|従来(?:どおり|通り)|いつも(?:どおり|通り)",
  ),
};
