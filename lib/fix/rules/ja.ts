// Japanese: summary and additive openers go (さらに、このように、結論として、); compound
// particles become the plain particle (における → の, において → で, を通じて → で); 〜的 forms
// become a noun with の or a plain adverb (社会的な → 社会の, 積極的に → 進んで); する-verbs of
// model vocabulary become plain verbs in the same inflection, okurigana included (寄与して →
// 役立って, 促進する → 進める); 〜することができる → 〜できる; report frames and set phrases
// become plain words.
import type { FixSite } from "../site";
import type { Proposal } from "../types";
import { rule } from "./define";

const EMPTY_OPENERS = new Set(["さらに", "加えて", "また", "このように", "結論として", "まとめると", "結論から言うと", "結論から言えば", "以上のように", "以上を踏まえ", "総じて", "要するに", "要約すると", "総括すると", "結びとして", "締めくくりとして", "言うまでもなく", "ご存知の通り", "ご存じの通り", "周知の通り", "正直に言うと", "正直なところ", "はっきり言って", "率直に言えば", "率直に言って"]);

const bare = (k: string) => k.replace(/[、，,\s]+$/u, "");

export const jaDeleteOpener = rule({
  id: "ja.delete-opener",
  lang: "ja",
  kind: "delete",
  patterns: ["ja-connective-overuse", "ja-conclusion-signals", "ja-throat-clearing", "ja-structural-repetition"],
  examples: [
    { before: "費用が減った。⟦さらに、⟧利益が増えた。", after: "費用が減った。利益が増えた。" },
    { before: "⟦結論として⟧、この方法は有効である。", after: "この方法は有効である。" },
    { before: "⟦このように、⟧制度は変わった。", after: "制度は変わった。" },
  ],
  propose(site, id) {
    if (!EMPTY_OPENERS.has(bare(site.key)) || !site.atStart()) return null;
    return site.delete(id);
  },
});

/** Openers swapped for the plain word that keeps their logic. */
const OPENER_SWAPS: Record<string, string> = { これにより: "こうして", 一方で: "一方", 具体的には: "たとえば", 例えば: "たとえば", "近年": "最近", "昨今": "最近" };

export const jaSwapOpener = rule({
  id: "ja.plain-opener",
  lang: "ja",
  kind: "replace",
  patterns: ["ja-connective-overuse", "ja-throat-clearing"],
  examples: [
    { before: "規則を変えた。⟦これにより⟧、事故が減った。", after: "規則を変えた。こうして、事故が減った。" },
    { before: "⟦一方で、⟧費用は増えた。", after: "一方、費用は増えた。" },
  ],
  propose(site, id) {
    const word = bare(site.key);
    // "特に、" needs no comma (the style guides write 例えば as たとえば, too).
    if (word === "特に" && /[、，]/u.test(site.text[site.start + 2] ?? "")) return site.edit(site.start + 2, site.start + 3, "", id, "delete", "、", "");
    const to = OPENER_SWAPS[word];
    if (!to) return null;
    return site.edit(site.start, site.start + word.length, to, id, "replace", word, to);
  },
});

/** Words and set phrases → plain words, the same part of speech (な-adjective for な-adjective). */
const JA_WORDS: Record<string, string[]> = {
  における: ["の"],
  において: ["で"],
  を通して: ["で"],
  を通じて: ["で"],
  に関して: ["について"],
  に基づいて: ["をもとに"],
  に基づき: ["をもとに"],
  という点において: ["で"],
  という観点から: ["の面から"],
  現代社会: ["今の社会"],
  新たな: ["新しい"],
  多様な: ["さまざまな"],
  相互作用: ["相互の影響"],
  相乗効果: ["相乗の効果"],
  "多岐にわたる": ["幅広い"],
  "多岐にわたり": ["幅広く"],
  "多岐にわたって": ["幅広く"],
  革新的な: ["新しい"],
  画期的な: ["新しい"],
  シームレスに: ["途切れずに"],
  シームレスな: ["途切れのない"],
  最先端の: ["最新の"],
  卓越した: ["優れた"],
  唯一無二の: ["ほかにない"],
  比類のない: ["ほかにない"],
  極めて重要: ["重要"],
  非常に重要: ["重要"],
  注目に値する: ["興味深い"],
  一般的に言われて: ["言われて"],
  今後ますます: ["今後"],
  することができる: ["できる"],
  することができます: ["できます"],
  することができ: ["でき"],
  ことが可能です: ["ことができます"],
  ことが可能となる: ["ことができるようになる"],
  ことが可能になる: ["ことができるようになる"],
  と言っても過言ではない: ["と言える"],
  と言っても過言ではありません: ["と言えます"],
  と言えるでしょう: ["と言えます"],
  といえるでしょう: ["といえます"],
  させていただきます: ["いたします"],
  でございます: ["です"],
  でございまして: ["でして"],
  ものとなっております: ["ものです"],
  となっております: ["です"],
  いただけますと幸いです: ["いただけるとありがたいです"],
  と存じます: ["と思います"],
  喫緊の: ["差し迫った"],
  肝要である: ["大切である"],
  肝要です: ["大切です"],
  より一層: ["もっと"],
  一層の: ["いっそうの"],
  本稿では: ["ここでは"],
  本レポートでは: ["ここでは"],
  本論では: ["ここでは"],
  本記事では: ["ここでは"],
  この記事では: ["ここでは"],
  現代社会において: ["今の社会で"],
  現代社会では: ["今の社会では"],
  今日の社会において: ["今の社会で"],
  デジタル時代において: ["今"],
  急速に変化する: ["急速に変わる"],
  について考察する: ["を考える"],
  について考察します: ["を考えます"],
  について考えてみましょう: ["を考えます"],
  について見ていきましょう: ["を見ます"],
  が挙げられる: ["がある"],
  が挙げられます: ["があります"],
  が求められる: ["が必要だ"],
  が求められます: ["が必要です"],
  が求められている: ["が必要になっている"],
  が求められています: ["が必要になっています"],
  課題も存在する: ["課題もある"],
  課題も存在します: ["課題もあります"],
  を示唆している: ["を示している"],
  を示唆しており: ["を示しており"],
  を反映している: ["を表している"],
  を反映しており: ["を表しており"],
  を象徴している: ["を表している"],
  を象徴しており: ["を表しており"],
  を象徴する: ["を表す"],
  を物語っている: ["を示している"],
  を浮き彫りにし: ["をはっきりさせ"],
  重要な役割を果たす: ["役立つ"],
  重要な役割を果たし: ["役立ち"],
  大きな役割を果たす: ["大いに役立つ"],
  大きな役割を果たし: ["大いに役立ち"],
  礎となる: ["基礎となる"],
  鍵となる: ["要となる"],
  カギとなる: ["要となる"],
  鍵を握る: ["大きく左右する"],
  計り知れない: ["とても大きい"],
  シナジー: ["相乗効果"],
  サステナブル: ["持続可能"],
  モメンタム: ["勢い"],
  マイルストーン: ["節目"],
  インサイト: ["知見"],
  ソリューション: ["解決策"],
  ペインポイント: ["困りごと"],
  アジェンダ: ["議題"],
  エビデンス: ["根拠"],
  コンセンサス: ["合意"],
  プライオリティ: ["優先順位"],
  ポテンシャル: ["潜在力"],
  ステークホルダー: ["関係者"],
  ナレッジ: ["知識"],
  レジリエンス: ["回復力"],
  ボトルネック: ["障害"],
  アプローチ: ["方法", "やり方"],
  メカニズム: ["仕組み"],
  プロセス: ["過程", "手順"],
  フレームワーク: ["枠組み"],
  ダイナミクス: ["動き"],
  エンゲージメント: ["関わり"],
  コミットメント: ["責任ある関与"],
  私たちの: [""],
  我々の: [""],
  を持っています: ["があります"],
  を持っている: ["がある"],
  "期待が高まる": ["期待が大きくなる"],
  "今後の展望": ["これから"],
  "より良い未来": ["よい未来"],
  "よりよい未来": ["よい未来"],
  "ますます重要": ["さらに重要"],
  "の観点から": ["の面から"],
  持続可能な: ["長続きする"],
  理解を深める: ["よく理解する"],
  理解を深め: ["よく理解し"],
  理解を深めて: ["よく理解して"],
  理解を深めた: ["よく理解した"],
  理解を深めます: ["よく理解します"],
  理解を深めること: ["よく理解すること"],
  理解を深められる: ["よく理解できる"],
  理解を深めることができる: ["よく理解できる"],
  理解を深めることができます: ["よく理解できます"],
  理解を深めることができました: ["よく理解できました"],
  期待される: ["期待できる"],
  期待されます: ["期待できます"],
  視点から: ["見方から"],
  欠かせない: ["必要な"],
};

export const jaPlainWord = rule({
  id: "ja.plain-word",
  lang: "ja",
  kind: "replace",
  patterns: [
    "ja-compound-particles",
    "ja-ai-vocabulary",
    "ja-promotional-language",
    "ja-undue-significance",
    "ja-undue-notability",
    "ja-vague-attribution",
    "ja-challenges-and-prospects",
    "ja-filler-phrases",
    "ja-excessive-hedging",
    "ja-throat-clearing",
    "ja-over-politeness",
    "ja-comparison-adverbs",
    "ja-katakana-loanwords",
    "ja-passive-overuse",
    "ja-superficial-analysis",
    "ja-definitional-metaphor",
    "ja-translationese",
    "ja-generic-positive-conclusion",
  ],
  examples: [
    { before: "日本⟦における⟧教育は変わった。", after: "日本の教育は変わった。" },
    { before: "学校⟦において⟧重要だ。", after: "学校で重要だ。" },
    { before: "分野が⟦多岐にわたる⟧。", after: "分野が幅広い。" },
    { before: "毎日運動⟦することができる⟧。", after: "毎日運動できる。" },
    { before: "新しい⟦アプローチ⟧を試した。", after: "新しい方法を試した。" },
    { before: "信頼が⟦不可欠⟧である。", after: "信頼がなくてはならない。" },
    { before: "⟦不可欠⟧な要素だ。", after: "なくてはならない要素だ。" },
  ],
  propose(site, id) {
    // "多岐にわた" is matched without its okurigana: the span is widened to the whole word.
    const widened = site.key === "多岐にわた" ? /^(?:る|り|って)/u.exec(site.after(2)) : null;
    if (widened) {
      const word = site.span + widened[0];
      const alts = JA_WORDS[word];
      return alts ? alts.map((t) => site.replace(t, id, "replace", site.start, site.start + word.length)) : null;
    }
    // "観点から" reads "面から" only after の; "持続可能な" stays in 持続可能な開発 (a fixed term).
    if (site.key === "観点から") return /の$/u.test(site.before(1)) ? site.replace("面から", id) : null;
    if (site.key === "持続可能") {
      if (site.after(1) !== "な" || /^な開発/u.test(site.after(3))) return null;
      return site.replace("長続きする", id, "replace", site.start, site.end + 1);
    }
    if (site.key === "理解を深め") {
      const tail = /^(?:ることができました|ることができます|ることができる|られる|ること|ます|る|て|た)/u.exec(site.after(9));
      const word = `理解を深め${tail ? tail[0] : ""}`;
      const alts = JA_WORDS[word];
      return alts ? alts.map((t) => site.replace(t, id, "replace", site.start, site.start + word.length)) : null;
    }
    // 不可欠 is a negative ("cannot be lacked"): the plain word keeps the negation, in the same form.
    if (site.key === "不可欠" || site.key === "必要不可欠") {
      const forms: [RegExp, string][] = [
        [/^な(?=\p{Script=Han}|\p{Script=Katakana}|[ぁ-ん])/u, "なくてはならない"],
        [/^である/u, "なくてはならない"],
        [/^であり/u, "なくてはならず"],
        [/^です/u, "なくてはなりません"],
        [/^だ/u, "なくてはならない"],
      ];
      for (const [re, to] of forms) {
        const m = re.exec(site.after(3));
        if (m) return site.replace(to, id, "replace", site.start, site.end + m[0].length);
      }
      return null;
    }
    if (site.key === "欠かせない") {
      const next = site.after(3);
      if (/^(?:。|$)/u.test(next)) return site.replace("必要だ", id);
      if (/^ません/u.test(next)) return site.replace("必要です", id, "replace", site.start, site.end + 3);
      if (/^(?:存在|もの|要素|役割|手段|条件|部分|道具|技術|能力|視点)/u.test(next)) return site.replace("必要な", id);
      return null;
    }
    // "を通じて" after a span of time means "throughout": 一年を通じて stays.
    if ((site.key === "を通じて" || site.key === "を通して") && /(?:年|月|日|間|期|生涯|季|週)$/u.test(site.before(1))) return null;
    // "することが可能" before です/だ: the whole predicate becomes できます/できる.
    if (site.key === "することが可能") {
      const m = /^(?:です|だ|である)/u.exec(site.after(3));
      if (!m) return null;
      const to = m[0] === "です" ? "できます" : "できる";
      return site.replace(to, id, "restructure", site.start, site.end + m[0].length);
    }
    const alts = JA_WORDS[site.key];
    if (!alts) return null;
    return alts.map((t) => (t === "" ? site.delete(id) : site.replace(t, id)));
  },
});

/** する-verbs and the plain verbs that say the same, with each inflection spelled out. */
const SURU: Record<string, { verb: Record<string, string> }[]> = {
  寄与: [{ verb: { する: "役立つ", し: "役立ち", して: "役立って", した: "役立った", している: "役立っている", しています: "役立っています", します: "役立ちます", しており: "役立っており", すること: "役立つこと", できる: "役立てる" } }],
  貢献: [{ verb: { する: "役立つ", し: "役立ち", して: "役立って", した: "役立った", している: "役立っている", しています: "役立っています", します: "役立ちます", しており: "役立っており", すること: "役立つこと", できる: "役立てる" } }],
  促進: [{ verb: { する: "進める", し: "進め", して: "進めて", した: "進めた", している: "進めている", しています: "進めています", します: "進めます", しており: "進めており", すること: "進めること", させる: "進める", される: "進められる" } }],
  醸成: [{ verb: { する: "育てる", し: "育て", して: "育てて", した: "育てた", している: "育てている", します: "育てます", すること: "育てること", される: "育まれる" } }],
  考察: [{ verb: { する: "考える", し: "考え", して: "考えて", した: "考えた", している: "考えている", します: "考えます", すること: "考えること" } }],
};

export const jaSuruVerb = rule({
  id: "ja.plain-verb",
  lang: "ja",
  kind: "replace",
  patterns: ["ja-ai-vocabulary", "ja-superficial-analysis", "ja-throat-clearing"],
  examples: [
    { before: "地域の発展に⟦寄与し⟧ている。", after: "地域の発展に役立っている。" },
    { before: "交流を⟦促進⟧する。", after: "交流を進める。" },
    { before: "経済に⟦貢献する⟧。", after: "経済に役立つ。" },
  ],
  propose(site, id) {
    const m = /^(?:に|を)?(寄与|貢献|促進|醸成|考察)/u.exec(site.span);
    if (!m) return null;
    const nounStart = site.start + site.span.indexOf(m[1]);
    const nounEnd = nounStart + m[1].length;
    const rest = site.text.slice(nounEnd, nounEnd + 6);
    const out: Proposal[] = [];
    for (const entry of SURU[m[1]]) {
      const key = Object.keys(entry.verb).sort((a, b) => b.length - a.length).find((k) => rest.startsWith(k));
      if (!key) continue;
      const end = nounEnd + key.length;
      if (end < site.end) continue;
      out.push(site.edit(nounStart, end, entry.verb[key], id, "replace", site.text.slice(nounStart, end), entry.verb[key]));
    }
    return out;
  },
});

/** 〜的: the noun with の before a noun, a plain adverb for 〜的に. */
/** `compound`: "X的Y" (a noun right after 的) reads as "X上のY" only for these (倫理的課題 → 倫理上の課題); 社会的地位 stays. */
const TEKI: Record<string, { no?: string; ni?: string; compound?: string }> = {
  社会: { no: "社会の" },
  経済: { no: "経済の", ni: "経済面で" },
  倫理: { no: "倫理上の", compound: "倫理上の" },
  文化: { no: "文化の", compound: "文化の" },
  歴史: { no: "歴史上の", compound: "歴史上の" },
  長期: { no: "長期の", ni: "長い目で見て" },
  短期: { no: "短期の", ni: "当面" },
  将来: { no: "将来の", ni: "将来" },
  基本: { no: "基本の", ni: "もともと" },
  伝統: { no: "昔ながらの", ni: "昔から" },
  効率: { no: "効率のよい", ni: "効率よく" },
  具体: { ni: "詳しく" },
  積極: { ni: "進んで" },
  効果: { no: "効き目のある", ni: "うまく" },
  多角: { no: "さまざまな角度からの", ni: "さまざまな角度から" },
  総合: { ni: "全体として" },
  心理: { no: "心理面の" },
  政治: { no: "政治の" },
  地域: { no: "地域の" },
  個人: { no: "個人の" },
  一般: { no: "一般の", ni: "ふつう" },
  根本: { no: "根本の", ni: "根本から" },
  抜本: { ni: "根本から" },
  最終: { no: "最終の", ni: "最後に" },
  徹底: { ni: "徹底して" },
  継続: { ni: "続けて" },
  主体: { ni: "自ら" },
  自発: { ni: "自ら" },
  計画: { ni: "計画を立てて" },
  意識: { ni: "意識して" },
  必然: { ni: "当然" },
  一時: { no: "一時の", ni: "一時" },
  段階: { ni: "少しずつ" },
  飛躍: { ni: "大きく" },
  劇: { ni: "大きく" },
  圧倒: { ni: "はるかに" },
  本質: { ni: "もともと" },
  実質: { ni: "事実上" },
  技術: { no: "技術上の", compound: "技術上の" },
  物理: { no: "物理の" },
  精神: { no: "精神の" },
  身体: { no: "身体の" },
  教育: { no: "教育の" },
  環境: { no: "環境の" },
  法: { no: "法律上の", compound: "法律上の" },
  国際: { no: "国際" },
  比較: { ni: "わりと" },
  包括: { no: "幅広い", ni: "幅広く" },
  多層: { no: "何層もの" },
  経済学: { no: "経済学の" },
  統合: { ni: "まとめて" },
  定期: { no: "定期" },
  将来性: {},
};

export const jaTeki = rule({
  id: "ja.teki",
  lang: "ja",
  kind: "replace",
  patterns: ["ja-teki-suffix", "ja-ai-vocabulary"],
  examples: [
    { before: "⟦社会的な⟧問題が増えた。", after: "社会の問題が増えた。" },
    { before: "問題を⟦多角的⟧に見る。", after: "問題をさまざまな角度から見る。" },
    { before: "⟦積極的に⟧参加した。", after: "進んで参加した。" },
    { before: "⟦倫理的課⟧題がある。", after: "倫理上の課題がある。" },
  ],
  propose(site, id) {
    // An AI-vocabulary span ("多角的") ends at 的: what follows decides the form.
    const span = /的$/u.test(site.span) ? site.span + site.after(1) : site.span;
    const m = /^(\p{Script=Han}{1,4})的(な|に|\p{Script=Han})?/u.exec(span);
    if (!m) return null;
    const entry = TEKI[m[1]];
    if (!entry) return null;
    const stemEnd = site.start + m[1].length + 1;
    if (m[2] === "な" && entry.no) return site.edit(site.start, stemEnd + 1, entry.no, id, "replace", `${m[1]}的な`, entry.no);
    if (m[2] === "に" && entry.ni) return site.edit(site.start, stemEnd + 1, entry.ni, id, "replace", `${m[1]}的に`, entry.ni);
    // A compound ("倫理的課題"): 的 becomes の-form before the noun.
    if (m[2] && /\p{Script=Han}/u.test(m[2]) && entry.compound) return site.edit(site.start, stemEnd, entry.compound, id, "replace", `${m[1]}的`, entry.compound);
    return null;
  },
});

/** 単なるXではなく、Y → Y: the denial of a claim nobody made goes. */
export const jaNotMerely = rule({
  id: "ja.negative-parallelism",
  lang: "ja",
  kind: "restructure",
  patterns: ["ja-negative-parallelism"],
  examples: [
    // lib/meaning reads ではなく and the ず of にとどまらず as denials: the frame-free sentence does not pass its
    // check, so no fix is offered (the rule stands ready for the day it reads 単なる… as "not merely").
    { before: "これは⟦単なる言葉の遊びにとどまらず⟧、文化を映す鏡だ。", after: null },
    { before: "これは⟦単なる道具ではなく⟧、文化を映す鏡だ。", after: null },
  ],
  propose(site, id) {
    if (!/^単(?:なる|に)/u.test(site.span) || !/(?:ではなく|にとどまらず|に留まらず|を超え|だけでなく|だけではなく|のみならず)$/u.test(site.span)) return null;
    let end = site.end;
    if (/[、，]/u.test(site.text[end] ?? "")) end++;
    return site.edit(site.start, end, "", id, "restructure", site.span, "");
  },
});

/** 〜ることで、 → 〜ると、: "by doing" chains read plainer as a condition. */
export const jaByDoing = rule({
  id: "ja.by-doing",
  lang: "ja",
  kind: "replace",
  patterns: ["ja-superficial-analysis"],
  examples: [{ before: "道具を活用す⟦ることで、⟧作業が速くなる。", after: "道具を活用すると、作業が速くなる。" }],
  propose(site, id) {
    if (site.span !== "ることで、") return null;
    return site.replace("ると、", id);
  },
});

/** Markdown-style "- " and "1. " list marks at a line head are handled by markup.ts; "まず、次に、" chains are openers. */
export const JA_RULES = [jaDeleteOpener, jaSwapOpener, jaSuruVerb, jaPlainWord, jaTeki, jaNotMerely, jaByDoing];
export type { FixSite };
