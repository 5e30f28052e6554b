// Japanese: summary and additive openers go (さらに、このように、結論として、); compound
// particles become the plain particle (における → の, において → で, を通じて → で); 〜的 forms
// become a noun with の or a plain adverb (社会的な → 社会の, 積極的に → 進んで); する-verbs of
// model vocabulary become plain verbs in the same inflection, okurigana included (寄与して →
// 役立って, 促進する → 進める); 〜することができる → 〜できる; report frames and set phrases
// become plain words.
import type { FixSite } from "../site";
import type { Proposal } from "../types";
import { inCitationLine, rule } from "./define";

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
    { before: "⟦具体的には⟧、以下のような場面で理解を活用できる。", after: "たとえば、以下のような場面で理解を活用できる。" },
    { before: "⟦具体的には⟧、アスコルビン酸が酸化されると水素原子を失う。", after: null },
  ],
  propose(site, id) {
    const word = bare(site.key);
    // "特に、" needs no comma (the style guides write 例えば as たとえば, too).
    if (word === "特に" && /[、，]/u.test(site.text[site.start + 2] ?? "")) return site.edit(site.start + 2, site.start + 3, "", id, "delete", "、", "");
    const to = OPENER_SWAPS[word];
    if (!to) return null;
    // 具体的には ("namely") spells out what was just said; たとえば ("for instance") only fits where
    // what follows is one case of it: a list (以下), or a sentence that names its cases (など, といった).
    if (word === "具体的には" && !/以下|など|といった|のような|のように/u.test(site.text.slice(site.end, site.sentence.end))) return null;
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
  新たな: ["新しい"],
  多様な: ["さまざまな"],
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
  // Not 現在の社会 (today's, as against tomorrow's): 今日の社会 keeps "contemporary" and the written register.
  現代社会: ["今日の社会"],
  現代社会において: ["現在の社会で", "今の社会で"],
  現代社会では: ["現在の社会では", "今の社会では"],
  今日の社会において: ["現在の社会で", "今の社会で"],
  // "デジタル時代において" says which now: "今" alone would drop the digital age.
  デジタル時代において: ["デジタル時代の今"],
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
  私たちは: [""],
  我々の: [""],
  を持っています: ["があります"],
  を持っている: ["がある"],
  "期待が高まる": ["期待が大きくなる"],
  // 展望 is the stock word; 見通し keeps the noun phrase, so 今後の展望としては and a 【…】 heading still read.
  "今後の展望": ["今後の見通し"],
  "より良い未来": ["よい未来"],
  "よりよい未来": ["よい未来"],
  "ますます重要": ["さらに重要"],
  "の観点から": ["の面から"],
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

/**
 * The 連用形 of the plain verb that ends at `at` (する → し, もたらす → もたらし, 変える → 変え), with where
 * its changed ending starts; null where the verb's class is not sure (作る, 至る: a kanji right before る).
 */
function masuStemBefore(text: string, at: number): { stem: string; start: number } | null {
  const head = text.slice(Math.max(0, at - 6), at);
  if (head.endsWith("する")) return { stem: "し", start: at - 2 };
  const GODAN: Record<string, string> = { す: "し", く: "き", ぐ: "ぎ", む: "み", つ: "ち", う: "い", ぶ: "び" };
  const last = head.at(-1) ?? "";
  // Every plain verb in す/く/ぐ/む/つ/う/ぶ is godan; "という" is a quotative, not the verb before it.
  if (GODAN[last] && !head.endsWith("という") && /[\p{Script=Han}\p{Script=Hiragana}]/u.test(head.at(-2) ?? "")) return { stem: GODAN[last], start: at - 1 };
  if (last === "る" && /\p{Script=Han}[えけげせぜてでねへべぺめれいきぎしじちにひびみり]$/u.test(head.slice(-3, -1))) return { stem: "", start: at - 1 };
  return null;
}

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
    { before: "参考文献\n- 日本看護協会．看護⟦における⟧AI活用ガイドライン．2020.", after: null },
    { before: "物理学⟦における⟧数理科学の役割を見る。", after: "物理学での数理科学の役割を見る。" },
    { before: "柔軟な対応⟦が求められる⟧ことを知った。", after: "柔軟な対応が必要なことを知った。" },
    { before: "施策⟦が求められる⟧とともに、考察も要る。", after: "施策が必要であるとともに、考察も要る。" },
    { before: "耐候性⟦が求められる⟧用途に広がる。", after: "耐候性が必要な用途に広がる。" },
    { before: "交通渋滞の緩和が⟦期待される⟧。", after: "交通渋滞の緩和が期待できる。" },
    { before: "女性に⟦期待される⟧行動だ。", after: null },
    { before: "未来を築く手助けを⟦することができる⟧。", after: "未来を築く手助けができる。" },
    { before: "学校⟦において⟧重要だ。", after: "学校で重要だ。" },
    { before: "分野が⟦多岐にわたる⟧。", after: "分野が幅広い。" },
    { before: "毎日運動⟦することができる⟧。", after: "毎日運動できる。" },
    { before: "新しい⟦アプローチ⟧を試した。", after: "新しい方法を試した。" },
    { before: "⟦今後の展望⟧としては、研究を進めたい。", after: "今後の見通しとしては、研究を進めたい。" },
    { before: "市場に⟦アプローチ⟧する。", after: null },
    { before: "製品イノベーション、⟦プロセス⟧イノベーションなどがある。", after: null },
    { before: "教育の機会が左右されること⟦が挙げられます⟧。", after: null },
    { before: "フェミニズムの⟦視点から⟧見ると、賃金が低い。", after: null },
    { before: "家政学の⟦視点から⟧解決策を提案する。", after: "家政学の立場から解決策を提案する。" },
    { before: "問題を社会学的⟦視点から⟧分析する。", after: "問題を社会学的立場から分析する。" },
    { before: "家政学は生活者の⟦視点から⟧役割を果たす。", after: "家政学は生活者の立場から役割を果たす。" },
    { before: "問題を別の⟦視点から⟧考える。", after: "問題を別の見方から考える。" },
    { before: "この現象の化学的⟦メカニズム⟧を探る。", after: "この現象の化学的な仕組みを探る。" },
    { before: "各グループが発表し、議論を通して⟦理解を深める⟧。", after: null },
    { before: "議論を通して⟦理解を深め⟧る。", after: null },
    { before: "⟦デジタル時代において⟧、組織は仕組みを整える。", after: "デジタル時代の今、組織は仕組みを整える。" },
    { before: "この問題を安全⟦という観点から⟧考える。", after: "この問題を安全の面から考える。" },
    { before: "持続可能な社会の実現⟦という観点から⟧考察する。", after: null },
    { before: "体験を言語相対性仮説⟦の観点から⟧振り返る。", after: null },
    { before: "基盤を築くことが、21世紀⟦における⟧人類の使命である。", after: "基盤を築くことが、21世紀の人類の使命である。" },
    { before: "概念の定義を明確にし、文化人類学⟦における⟧意義を考察する。", after: null },
    { before: "数理科学は⟦現代社会において⟧多岐にわたる分野で応用されている。", after: null },
    { before: "土木工学の⟦観点から⟧、雨水浸透施設を導入する。", after: null },
    { before: "「福祉」の⟦観点から⟧は、サービスの活用が考えられる。", after: "「福祉」の面からは、サービスの活用が考えられる。" },
    { before: "文化の⟦理解を深め⟧る。", after: "文化をよく理解する。" },
    { before: "異文化⟦理解を深め⟧る。", after: "異文化をよく理解する。" },
    { before: "相互⟦理解を深め⟧る。", after: null },
    { before: "効果が⟦期待される⟧。", after: "効果が期待できる。" },
    { before: "女性に対して⟦期待される⟧行動。", after: null },
    { before: "信頼が⟦不可欠⟧である。", after: "信頼がなくてはならない。" },
    { before: "⟦不可欠⟧な要素だ。", after: "なくてはならない要素だ。" },
    { before: "競争優位を構築し、維持することが⟦不可欠⟧である。", after: null },
    { before: "予算の策定や効果測定に⟦不可欠⟧である。", after: "予算の策定や効果測定になくてはならない。" },
    { before: "⟦持続可能⟧な農業を広める。", after: "長く続けられる農業を広める。" },
    { before: "臨床試験も⟦欠かせない⟧。", after: "臨床試験もなくてはならない。" },
    { before: "秩序を維持する⟦役割を担っ⟧ている。", after: "秩序を維持している。" },
    { before: "⟦持続可能⟧な社会を目指す。", after: null },
    { before: "社会は文化⟦を通じて⟧構成される。", after: null },
    { before: "研修⟦を通じて⟧指導力を高める。", after: "研修で指導力を高める。" },
    { before: "酸化を抑制する⟦役割を果たし⟧ます。", after: "酸化を抑制します。" },
    { before: "医薬品開発でも化学は⟦重要な役割を果たす⟧。", after: "医薬品開発でも化学は重要だ。" },
    { before: "教師は⟦重要な役割を果たし⟧ています。", after: "教師は重要です。" },
    { before: "地域で⟦重要な役割を果たす⟧組織だ。", after: "地域で役立つ組織だ。" },
    { before: "社会を変える⟦可能性を秘め⟧ている。", after: "社会を変えうる。" },
    { before: "技術は温暖化問題の解決に大きく貢献する⟦可能性を秘め⟧ている。", after: "技術は温暖化問題の解決に大きく貢献しうる。" },
    { before: "化学技術は社会に恩恵をもたらす⟦可能性を秘め⟧ている。", after: "化学技術は社会に恩恵をもたらしうる。" },
    { before: "AIが業務を変えるという⟦可能性を秘め⟧ている。", after: "AIが業務を変えるという可能性がある。" },
    // 作る may be godan or not read off the kana: the plain 可能性がある instead.
    { before: "新しい市場を作る⟦可能性を秘め⟧ている。", after: "新しい市場を作る可能性がある。" },
    { before: "安全な運転を実現⟦することが可能⟧となる。", after: "安全な運転を実現できるようになる。" },
    { before: "導入には⟦課題も存在⟧する。", after: "導入には課題もある。" },
    { before: "水の消失⟦メカニズム⟧を調べる。", after: "水の消失の仕組みを調べる。" },
    { before: "これは異文化⟦理解を深める⟧ための枠組みだ。", after: "これは異文化をよく理解するための枠組みだ。" },
    { before: "相互⟦理解を深める⟧ことが大切だ。", after: null },
    { before: "計算力学は非常に重要な⟦役割を果たす⟧。", after: "計算力学は非常に重要だ。" },
    { before: "地理学の視点は強力な⟦役割を果たす⟧。", after: null },
    { before: "その⟦メカニズム⟧を調べる。", after: "その仕組みを調べる。" },
    // Suggesting is not showing; 現代社会 (contemporary society) is not 現在の社会 (today's, as against tomorrow's).
    { before: "寄与していることを⟦示唆している⟧。", after: null },
    { before: "その意義を⟦現代社会⟧と関連付ける。", after: "その意義を今日の社会と関連付ける。" },
    { before: "未来を拓くための⟦一助となる⟧だろう。", after: "未来を拓くために役立つだろう。" },
  ],
  propose(site, id) {
    if (inCitationLine(site.text, site.start, site.end)) return null;
    // "多岐にわた" is matched without its okurigana: the span is widened to the whole word.
    const widened = site.key === "多岐にわた" ? /^(?:る|り|って)/u.exec(site.after(2)) : null;
    if (widened) {
      const word = site.span + widened[0];
      const alts = JA_WORDS[word];
      return alts ? alts.map((t) => site.replace(t, id, "replace", site.start, site.start + word.length)) : null;
    }
    // "消失メカニズム" is a compound: "消失仕組み" does not read; the noun before takes の ("消失の仕組み").
    // After a 的 word the adjective needs its な: "化学的メカニズム" → "化学的な仕組み", not "化学的の仕組み".
    if (site.key === "メカニズム" && site.before(1) === "的") return site.replace("な仕組み", id);
    if (site.key === "メカニズム" && /[\p{Script=Han}\p{Script=Katakana}]$/u.test(site.before(1))) return site.replace("の仕組み", id);
    // "観点から" reads "面から" only after の; "持続可能な" stays in 持続可能な開発 (a fixed term).
    // A side of the matter before it (安全という観点から, 「福祉」の観点から → …の面から); a theory, a
    // discipline or a goal is a viewpoint, not a side ("仮説の面から", "工学の面から", "実現の面から" are not said).
    const field = (head: string) => !/(?:説|論|学|実現)[）)」』]*$/u.test(head);
    if ((site.key === "という観点から" || site.key === "の観点から") && !field(site.before(4))) return null;
    if (site.key === "観点から") return /の$/u.test(site.before(1)) && field(site.before(6).slice(0, -1)) ? site.replace("面から", id) : null;
    // 持続可能な社会/開発/未来 are fixed terms a plain word would only blur; before an activity
    // (持続可能な農業, 持続可能な経営) the plain 長く続けられる says the same.
    if (site.key === "持続可能" || site.key === "持続可能な") {
      const at = site.start + 4;
      if (site.text[at] !== "な") return null;
      if (!/^(?:地域)?(?:農業|漁業|林業|経営|観光|生産|運営|利用|仕組み|システム|モデル|取り組み|活動|事業|働き方|暮らし|生活)/u.test(site.text.slice(at + 1, at + 6))) return null;
      return site.replace("長く続けられる", id, "replace", site.start, at + 1);
    }
    // "貢献する可能性を秘めている" → "貢献しうる": the verb takes the possibility itself (連用形 + うる),
    // which says "can" without a second hedge (可能性がある is one, and the pack counts it).
    if (site.key === "可能性を秘め") {
      const ending = /^ている(?=[。、]|一方|と|が|ため|ので|こと)/u.exec(site.after(8));
      const stem = ending ? masuStemBefore(site.text, site.start) : null;
      if (stem) {
        const out = [site.replace(`${stem.stem}うる`, id, "replace", stem.start, site.end + ending![0].length)];
        const plain = site.replace("可能性がある", id, "replace", site.start, site.end + ending![0].length);
        return [...out, plain];
      }
    }
    // Fixed predicates with a plain equivalent; what follows the span picks the form.
    const TAILS: Record<string, [RegExp, Record<string, string>]> = {
      可能性を秘め: [/^(ています|ている|た)/u, { ています: "可能性があります", ている: "可能性がある", た: "可能性がある" }],
      することが可能: [/^(となる|となり|となります|です|である|だ)/u, { となる: "できるようになる", となり: "できるようになり", となります: "できるようになります", です: "できます", である: "できる", だ: "できる" }],
      ことが可能となり: [/^/u, { "": "ことができるようになり" }],
      課題も存在: [/^(します|する|し)/u, { します: "課題もあります", する: "課題もある", し: "課題もあり" }],
      がございます: [/^/u, { "": "があります" }],
      がございましたら: [/^/u, { "": "がありましたら" }],
    };
    const fixedTail = TAILS[site.key];
    if (fixedTail) {
      const m = fixedTail[0].exec(site.after(6));
      const to = m ? fixedTail[1][m[1] ?? ""] : undefined;
      if (!m || to === undefined) return null;
      return site.replace(to, id, "replace", site.start, site.end + m[0].length);
    }
    // "非常に重要な役割を果たす。" when the finding is only "役割を果たす": the same claim, said as "重要だ" / "不可欠だ"
    // where the sentence ends on it (a role that is merely 必要な or 強力な stays).
    if (site.key === "役割を果たす" && /^。/u.test(site.after(1))) {
      const adj = /(重要|不可欠)な$/u.exec(site.before(4));
      if (adj) return site.replace(`${adj[1]}だ`, id, "replace", site.start - adj[0].length, site.end);
    }
    // "重要な役割を果たす" says "重要だ" where the sentence ends on it; the weaker 役立つ only after.
    if (site.key === "重要な役割を果たす" || site.key === "重要な役割を果たし") {
      const tail = site.key.endsWith("す") ? /^(?=。|と(?:考|思|言))/u.exec(site.after(3)) : /^(ます|ている|ています|ており)(?=。|、|と(?:考|思|言))/u.exec(site.after(6));
      const plain = tail ? ({ "": "重要だ", ます: "重要です", ている: "重要だ", ています: "重要です", ており: "重要であり" } as Record<string, string>)[tail[1] ?? ""] : undefined;
      const out = plain ? [site.replace(plain, id, "replace", site.start, site.end + tail![0].length)] : [];
      for (const t of JA_WORDS[site.key] ?? []) out.push(site.replace(t, id));
      return out;
    }
    // "軽減する役割を果たす" says "軽減する": the role frame goes, the verb stays.
    if ((site.key === "役割を果たす" || site.key === "役割を果たし") && site.before(2) === "する") {
      return site.replace(site.key === "役割を果たす" ? "する" : "し", id, "restructure", site.start - 2, site.end);
    }
    // "〜の一助となる" → "〜に役立つ".
    if (/^一助とな/u.test(site.key) && site.before(1) === "の") {
      const tail = /^一助とな(る|り|れば)/u.exec(site.text.slice(site.start, site.start + 8));
      if (!tail) return null;
      const to = { る: "に役立つ", り: "に役立ち", れば: "に役立てば" }[tail[1] as "る" | "り" | "れば"];
      return site.replace(to, id, "replace", site.start - 1, site.start + tail[0].length);
    }
    if (site.key === "理解を深め") {
      const tail = /^(?:ることができました|ることができます|ることができる|られる|ること|ます|る|て|た)/u.exec(site.after(9));
      const word = `理解を深め${tail ? tail[0] : ""}`;
      const alts = JA_WORDS[word];
      if (!alts) return null;
      // The thing understood takes を: 文化の理解を深める → 文化をよく理解する. After a compound
      // noun (異文化理解, 相互理解) the noun is part of the word and cannot take it.
      const before = site.before(1);
      if (before === "の") return alts.map((t) => site.replace(`を${t}`, id, "replace", site.start - 1, site.start + word.length));
      // Only where the compound's first noun is what is understood (異文化理解 → 異文化をよく理解する, as
      // for the whole word below); 相互理解 is mutual understanding, and 相互を理解する is not Japanese.
      const head = /(?:異文化|他文化|他者|相手|自己)$/u.exec(site.before(3));
      if (head) return alts.map((t) => site.replace(`を${t}`, id, "replace", site.start, site.start + word.length));
      // With no thing understood before it ("議論を通して理解を深める") "よく理解する" has no object and does not read.
      return null;
    }
    // アプローチする is a verb: 方法する is not Japanese.
    if (site.key === "アプローチ" && /^[すしさせで]/u.test(site.after(1))) return null;
    // 効果が期待される (one may expect) reads 期待できる; 女性に期待される行動 is a real passive.
    if ((site.key === "期待される" || site.key === "期待されます") && !/[がも]$/u.test(site.before(1))) return null;
    // 不可欠 is a negative ("cannot be lacked"): the plain word keeps the negation, in the same form.
    if (site.key === "不可欠" || site.key === "必要不可欠") {
      const forms: [RegExp, string][] = [
        [/^な(?=\p{Script=Han}|\p{Script=Katakana}|[ぁ-ん])/u, "なくてはならない"],
        [/^である/u, "なくてはならない"],
        [/^であり/u, "なくてはならず"],
        [/^です/u, "なくてはなりません"],
        [/^だ/u, "なくてはならない"],
      ];
      // After こと the noun's word does not fit ("維持することがなくてはならない" is not said), and the verb's
      // own obligation ("維持しなければならない") reads to the meaning check as an added denial: no fix there.
      if (/ことが$/u.test(site.before(3))) return null;
      for (const [re, to] of forms) {
        const m = re.exec(site.after(3));
        if (m) return site.replace(to, id, "replace", site.start, site.end + m[0].length);
      }
      return null;
    }
    // 欠かせない is a negative too: なくてはならない keeps it (必要だ reads to the meaning check as a dropped denial).
    if (site.key === "欠かせない" || site.key === "欠かせ") {
      const next = site.text.slice(site.start + 3, site.start + 8);
      if (/^ません/u.test(next)) return site.replace("なくてはなりません", id, "replace", site.start, site.start + 6);
      if (/^ない(?:。|$|と|\p{Script=Han}|もの|こと|ため|要素|存在)/u.test(next)) return site.replace("なくてはならない", id, "replace", site.start, site.start + 5);
      return null;
    }
    // "維持する役割を担っている" says "維持している".
    if (site.key === "役割を担っ" && site.before(2) === "する") return site.replace("し", id, "restructure", site.start - 2, site.end);
    // "を通じて" after a span of time means "throughout": 一年を通じて stays.
    if ((site.key === "を通じて" || site.key === "を通して") && /(?:年|月|日|間|期|生涯|季|週)$/u.test(site.before(1))) return null;
    // "社会は文化を通じて構成される": before a verb of forming, で would name the material
    // ("文化で構成される" = made of culture), not the process it comes about through.
    if ((site.key === "を通じて" || site.key === "を通して") && /^[^。、，]{0,12}?(?:構成|形成|構築|再構築|作ら|作り|作る|造ら|築|生まれ|生み出|成り立|育ま|培)/u.test(site.after(16))) return null;
    // "することが可能" before です/だ: the whole predicate becomes できます/できる.
    if (site.key === "することが可能") {
      const m = /^(?:です|だ|である)/u.exec(site.after(3));
      if (!m) return null;
      const to = m[0] === "です" ? "できます" : "できる";
      return site.replace(to, id, "restructure", site.start, site.end + m[0].length);
    }
    // が必要だ ends a sentence only: before こと/の it is adnominal (が必要なこと), before
    // とともに/ため/ので it takes である (が必要であるとともに).
    if (site.key === "が求められる") {
      const next = site.after(2);
      // Before a noun too: "耐候性が求められる用途" → "耐候性が必要な用途" (not the stiff "が必要である用途").
      if (/^(?:こと|の|もの|点)/u.test(next) || /^[\p{Script=Han}\p{Script=Katakana}]/u.test(next)) return site.replace("が必要な", id);
      if (!/^(?:。|$|\n)/u.test(next)) return site.replace("が必要である", id);
    }
    if (site.key === "が求められます" && !/^(?:。|$|\n)/u.test(site.after(1))) return null;
    // "手助けをすることができる" → "手助けができる": the noun's を becomes が before できる.
    if (/^することができ/u.test(site.key) && site.before(1) === "を") {
      const alts = JA_WORDS[site.key];
      return alts ? alts.map((t) => site.replace(`が${t}`, id, "replace", site.start - 1, site.end)) : null;
    }
    // における → の would stack の (物理学の数理科学の役割): での keeps the phrases apart.
    // After a time ("21世紀における人類の使命") で is no place: "21世紀での" does not read; the plain の does.
    if (site.key === "における" && /(?:世紀|年代|時代|時期|期|年|月)$/u.test(site.before(2))) return site.replace("の", id);
    // "現代社会において多岐にわたる分野で応用" → "…社会で…分野で": a second で in the clause; the frame stays.
    if (site.key === "現代社会において" && !/^も/u.test(site.after(1)) && /^[^、。！？\n]{0,24}?[^\p{Script=Hiragana}]で(?![はもき])/u.test(site.after(26))) return null;
    // "文化人類学における意義" is a significance within the field; "文化人類学の意義" would be the field's own.
    if (site.key === "における" && /^(?:意義|役割|位置づけ|位置付け|重要性|価値)/u.test(site.after(4))) return null;
    if (site.key === "における" && /^[\p{Script=Han}\p{Script=Katakana}ー]{1,8}の/u.test(site.after(10))) return site.replace("での", id);
    // A katakana word inside a longer katakana compound is part of a term (プロセスイノベーション): it stays.
    if (/^[\p{Script=Katakana}ー]+$/u.test(site.span) && (/[\p{Script=Katakana}ー・]$/u.test(site.before(1)) || /^[\p{Script=Katakana}ー・]/u.test(site.after(1)))) return null;
    // "視点から見ると" → "見方から見ると" would say 見 twice.
    if (site.key === "視点から" && /^見/u.test(site.after(1))) return null;
    // A discipline speaks from its 立場 ("家政学の立場から", "社会学的立場から"): "家政学の見方から" is not said.
    // So does a person or a group ("生活者の立場から", "住民の立場から"): "生活者の見方から" does not read.
    if (site.key === "視点から" && /(?:学(?:的な?|の)|(?:者|民|人|側|生徒|学生|子ども|子供|家族|女性|男性|市民|住民|利用者|患者|高齢者|企業|行政)の)$/u.test(site.before(4))) return site.replace("立場から", id);
    // "〜ことが挙げられる" cites a point; "〜ことがある" would say it happens sometimes.
    if (/^が挙げられ/u.test(site.key) && site.before(2) === "こと") return null;
    // "異文化理解を深める" is one compound: the noun before 理解 takes を ("異文化をよく理解する"); not 相互理解.
    if (site.key.startsWith("理解を深め") && /[\p{Script=Han}\p{Script=Katakana}]$/u.test(site.before(1))) {
      if (!/(?:異文化|他文化|他者|相手|自己)$/u.test(site.before(3))) return null;
      return (JA_WORDS[site.key] ?? []).map((t) => site.replace(`を${t}`, id));
    }
    // "文化の理解を深める" → "文化をよく理解する"; with nothing understood before it ("議論を通して理解を深める")
    // "よく理解する" has no object and does not read: the phrase stays.
    if (site.key.startsWith("理解を深め")) {
      if (site.before(1) !== "の") return null;
      return (JA_WORDS[site.key] ?? []).map((t) => site.replace(`を${t}`, id, "replace", site.start - 1, site.end));
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
  // "Xが促進される" reads "Xが進む": the passive becomes the plain intransitive.
  促進: [{ verb: { する: "進める", し: "進め", して: "進めて", した: "進めた", している: "進めている", しています: "進めています", します: "進めます", しており: "進めており", すること: "進めること", させる: "進める", される: "進む", されます: "進みます", されている: "進んでいる", されています: "進んでいます", され: "進み", されて: "進んで" } }],
  醸成: [{ verb: { する: "育てる", し: "育て", して: "育てて", した: "育てた", している: "育てている", します: "育てます", すること: "育てること", される: "育まれる" } }],
  考察: [{ verb: { する: "考える", し: "考え", して: "考えて", した: "考えた", している: "考えている", します: "考えます", すること: "考えること" } }],
};

/** 高める in the forms 促進 takes with an object (active only: a feeling is not "促進される" here). */
const RAISE: Record<string, string> = { する: "高める", し: "高め", して: "高めて", した: "高めた", している: "高めている", しています: "高めています", します: "高めます", しており: "高めており", すること: "高めること", させる: "高める" };

export const jaSuruVerb = rule({
  id: "ja.plain-verb",
  lang: "ja",
  kind: "replace",
  patterns: ["ja-ai-vocabulary", "ja-superficial-analysis", "ja-throat-clearing"],
  examples: [
    { before: "地域の発展に⟦寄与し⟧ている。", after: "地域の発展に役立っている。" },
    { before: "交流を⟦促進⟧する。", after: "交流を進める。" },
    { before: "規範は社会の一体感を⟦促進し⟧、結束を強める。", after: "規範は社会の一体感を高め、結束を強める。" },
    { before: "経済に⟦貢献する⟧。", after: "経済に役立つ。" },
    { before: "国際的な協力が⟦促進⟧されます。", after: "国際的な協力が進みます。" },
  ],
  propose(site, id) {
    if (inCitationLine(site.text, site.start, site.end)) return null;
    const m = /^(?:に|を)?(寄与|貢献|促進|醸成|考察)/u.exec(site.span);
    if (!m) return null;
    const nounStart = site.start + site.span.indexOf(m[1]);
    const nounEnd = nounStart + m[1].length;
    const rest = site.text.slice(nounEnd, nounEnd + 6);
    const out: Proposal[] = [];
    // A feeling or an awareness is raised, not advanced: "一体感を促進し" → "一体感を高め" ("一体感を進め" is not said).
    const feeling = m[1] === "促進" && /(?:感|意識|意欲|関心|理解)を$/u.test(site.before(4, nounStart));
    for (const entry of feeling ? [{ verb: RAISE }] : SURU[m[1]]) {
      const key = Object.keys(entry.verb).sort((a, b) => b.length - a.length).find((k) => rest.startsWith(k));
      if (!key) continue;
      const end = nounEnd + key.length;
      if (end < site.end) continue;
      out.push(site.edit(nounStart, end, entry.verb[key], id, "replace", site.text.slice(nounStart, end), entry.verb[key]));
    }
    return out;
  },
});

/**
 * Sentence-final ている of a verb that names a state, not a change in progress: 示している →
 * 示す, 寄与しています → 寄与します, 求められている → 求められる. Verbs of change (増加している,
 * なっている) keep ている: there it means "is increasing", and the plain form would mean "will".
 */
const STATIVE_SURU = new Set(["提示", "明示", "寄与", "貢献", "意味", "反映", "象徴", "示唆", "規定", "制限", "関与", "構成", "依存", "重視", "所属", "存在", "関係", "関連", "共通", "一致", "相当", "内包", "包含", "担当", "保障", "保証", "代表", "指摘", "主張", "強調", "提唱", "推奨", "提供", "前提と", "目的と", "必要と", "対象と", "特徴と", "基盤と", "基本と", "原則と"]);
/** Passives of putting to use, whose ている with a subject is a state now (…が活用されている). */
const USE_PASSIVE = /(?:活用|利用|運用|応用|導入|採用|使用)され$|用いられ$|使われ$/u;
/** 連用形 before て/で → [dictionary form, ます form]. */
const STATIVE_VERB: Record<string, [string, string]> = {
  示し: ["示す", "示します"],
  表し: ["表す", "表します"],
  果たし: ["果たす", "果たします"],
  促し: ["促す", "促します"],
  目指し: ["目指す", "目指します"],
  担っ: ["担う", "担います"],
  持っ: ["持つ", "持ちます"],
  役立っ: ["役立つ", "役立ちます"],
  含ん: ["含む", "含みます"],
  基づい: ["基づく", "基づきます"],
  占め: ["占める", "占めます"],
  支え: ["支える", "支えます"],
  定め: ["定める", "定めます"],
  備え: ["備える", "備えます"],
  求められ: ["求められる", "求められます"],
  考えられ: ["考えられる", "考えられます"],
  用いられ: ["用いられる", "用いられます"],
  使われ: ["使われる", "使われます"],
  認められ: ["認められる", "認められます"],
  含まれ: ["含まれる", "含まれます"],
  期待され: ["期待される", "期待されます"],
  重視され: ["重視される", "重視されます"],
  示唆され: ["示唆される", "示唆されます"],
  活用され: ["活用される", "活用されます"],
  応用され: ["応用される", "応用されます"],
  利用され: ["利用される", "利用されます"],
  運用され: ["運用される", "運用されます"],
  用い: ["用いる", "用います"],
  に分かれ: ["に分かれる", "に分かれます"],
  道を開い: ["道を開く", "道を開きます"],
  // 課題となっている is a state, not a change: 課題である.
  となっ: ["である", "です"],
  一つになっ: ["一つである", "一つです"],
};

export const jaPlainTeiru = rule({
  id: "ja.stative-teiru",
  lang: "ja",
  kind: "restructure",
  patterns: ["ja-teiru-overuse"],
  examples: [
    { before: "この結果は変化を示し⟦ている⟧。", after: "この結果は変化を示す。" },
    { before: "地域の発展に寄与し⟦ています⟧。", after: "地域の発展に寄与します。" },
    { before: "柔軟な対応が求められ⟦ています⟧。", after: "柔軟な対応が求められます。" },
    { before: "被害が増加し⟦ています⟧。", after: null },
    { before: "人手不足が課題となっ⟦ている⟧。", after: "人手不足が課題である。" },
    { before: "保守業務の分野でも、異常検知アルゴリズムが運用され⟦ている⟧。", after: null },
    { before: "同社の在庫管理においても、需要予測モデルが活用され⟦ている⟧。", after: null },
    { before: "この手法は医療の分野で広く用いられ⟦ている⟧。", after: "この手法は医療の分野で広く用いられる。" },
    { before: "地域のカフェは住民の交流拠点として注目され⟦ている⟧。", after: null },
    { before: "この取り組みは予防保全の新たなモデルを提示し⟦ている⟧。", after: "この取り組みは予防保全の新たなモデルを提示する。" },
    { before: "深刻な社会問題となっ⟦ています⟧。", after: "深刻な社会問題です。" },
    { before: "近年、SNSの普及により、個人情報の保護が深刻な社会問題となっ⟦ています⟧。", after: null },
  ],
  propose(site, id) {
    // "近年、SNSの普及により、…が深刻な社会問題となっている": with a cause or a time of change in
    // the sentence となっている reports what it became; "問題です" drops the change and leaves
    // "普及により" with nothing to bring about.
    if (/(?:により|によって|に伴い|につれ|近年|年々|ますます|次第に|徐々に|急速に|増加|拡大|普及)/u.test(site.sentenceText()) && /となっ$/u.test(site.before(4).replace(/[てで]$/u, ""))) return null;
    // The ending check marks いる alone; the regex marks ている.
    const bare = /^(?:いる|います)$/u.test(site.span) && /[てで]$/u.test(site.before(1));
    const start = bare ? site.start - 1 : site.start;
    const form = /^[てで](いる|います)$/u.exec(site.text.slice(start, site.end));
    if (!form) return null;
    const polite = form[1] === "います";
    const head = site.text.slice(Math.max(0, start - 12), start);
    // "需要予測モデルが活用されている", "異常検知アルゴリズムが運用されている": a use passive with its
    // own subject reports what is in place now; "…が活用される" would read as a rule or what is to come.
    if (USE_PASSIVE.test(head) && /[^\p{Script=Hiragana}]が[^、。！？\n]*$/u.test(site.text.slice(site.sentence.start, start))) return null;
    for (const [stem, [plain, masu]] of Object.entries(STATIVE_VERB)) {
      // "提示し", "指示し", "表示し" are する verbs, not 示す: "提示している" → "提示す" is no word.
      if (!head.endsWith(stem) || (/^(?:示し|表し)$/u.test(stem) && /\p{Script=Han}$/u.test(head.slice(0, -stem.length)))) continue;
      // となっ replaces only its own と…: 課題となっている → 課題である.
      return site.replace(polite ? masu : plain, id, "restructure", start - stem.length, site.end);
    }
    const suru = /(\p{Script=Han}{1,4}と?)し$/u.exec(head);
    if (!suru) return null;
    const noun = [...STATIVE_SURU].find((n) => suru[1].endsWith(n));
    if (!noun) return null;
    return site.replace(polite ? "します" : "する", id, "restructure", start - 1, site.end);
  },
});

/** より with nothing to compare against goes (より円滑な運営 → 円滑な運営; より良い → よい), as the pack says. */
export const jaBareComparative = rule({
  id: "ja.bare-comparative",
  lang: "ja",
  kind: "delete",
  patterns: ["ja-comparison-adverbs"],
  examples: [
    { before: "⟦より円滑⟧な運営を目指す。", after: "円滑な運営を目指す。" },
    { before: "⟦より良い⟧社会をつくる。", after: "よい社会をつくる。" },
    { before: "今後も⟦さらなる⟧研究が期待される。", after: "今後も研究が期待される。" },
    { before: "昨年と比べて⟦より円滑⟧になった。", after: null },
    { before: "⟦より良い⟧意思決定、より円滑な人間関係が生まれる。", after: null },
  ],
  propose(site, id) {
    const sentence = site.sentenceText();
    // A comparand elsewhere in the sentence (昨年と比べて, AよりもB) makes the より a real comparison.
    if (/[とに]比べ|に比して|よりも/u.test(sentence)) return null;
    // "より良い意思決定、より円滑な人間関係、そしてより成熟した…": one より of a series taken out alone breaks it.
    if (site.span.startsWith("より") && /より[^、。！？]{1,24}、(?:そして|さらに|また)?より/u.test(sentence)) return null;
    if (site.span === "さらなる") {
      if (!/^\p{Script=Han}/u.test(site.after(1))) return null;
      return site.delete(id);
    }
    if (!site.span.startsWith("より") || site.span.startsWith("より一層")) return null;
    const rest = site.span.slice(2);
    if (rest === "良い" || rest === "よい") return site.replace("よい", id, "delete");
    if (rest === "良く" || rest === "よく") return site.replace("よく", id, "delete");
    if (!/^\p{Script=Han}/u.test(rest) && !/^(?:多く|深く|高い|広く|大きな)$/u.test(rest)) return null;
    return site.edit(site.start, site.start + 2, "", id, "delete", "より", "");
  },
});

/**
 * The one hedge of a sentence said plainly: "重要な役割を果たすと考えられる" → "果たすだろう",
 * "有効であると考えられます" → "有効でしょう". だろう/でしょう guess as と考えられる does (the same
 * strength; the pack's list of hedges does not count them), without the impersonal frame. Only after
 * a non-past predicate that ends the sentence: "あったと考えられる" and "…していると考えられる" would
 * need のだろう, which says something else.
 */
function plainGuess(site: FixSite, id: string): Proposal | null {
  if (!/^(?:。|$|\n)/u.test(site.after(1))) return null;
  const polite = site.span === "と考えられます";
  const head = site.before(3);
  if (/である$/u.test(head)) return site.replace(polite ? "でしょう" : "だろう", id, "replace", site.start - 3, site.end);
  if (/(?:てい|てお|でい|た|だ)る?$/u.test(head) || /(?:ている|ていく|ておる|でいる)$/u.test(head)) return null;
  // A verb's dictionary form (果たす, 増す, 進む, 変革される) or an adjective (低い, 高い, ない).
  if (!/[\p{Script=Han}\p{Script=Hiragana}][うくぐすつぬぶむるい]$/u.test(head)) return null;
  return site.replace(polite ? "でしょう" : "だろう", id, "replace");
}

/** A hedge on a hedge: 〜可能性があると考えられる → 〜可能性がある (one hedge is kept, as the pack says); a harm's 可能性 is おそれ. */
export const jaStackedHedge = rule({
  id: "ja.stacked-hedge",
  lang: "ja",
  kind: "delete",
  patterns: ["ja-excessive-hedging"],
  examples: [
    { before: "事故が起きる可能性がある⟦と考えられる⟧。", after: "事故が起きる可能性がある。" },
    { before: "おそらく効果が低い⟦と考えられる⟧。", after: "おそらく効果が低い。" },
    { before: "効果が低い⟦と考えられる⟧。", after: "効果が低いだろう。" },
    { before: "両分野の連携は今後さらに重要な役割を果たす⟦と考えられる⟧。", after: "両分野の連携は今後さらに重要な役割を果たすだろう。" },
    { before: "改良手法が有効である⟦と考えられます⟧。", after: "改良手法が有効でしょう。" },
    { before: "メリットがあった⟦と考えられる⟧。", after: null },
    { before: "対立を深める一因となっている⟦と考えられる⟧。", after: null },
    { before: "効果が低い⟦と考えられる⟧が、検証が要る。", after: null },
    { before: "事故を招く⟦可能性がある⟧。", after: "事故を招くおそれがある。" },
    { before: "成績が上がる⟦可能性がある⟧。", after: null },
    { before: "深刻な問題を引き起こす⟦可能性があります⟧。", after: "深刻な問題を引き起こすおそれがあります。" },
    { before: "移動履歴が第三者に知られる⟦可能性があります⟧。", after: "移動履歴が第三者に知られるおそれがあります。" },
    { before: "臨床現場での理解不足といった課題も生じる⟦可能性がある⟧。", after: "臨床現場での理解不足といった課題も生じるおそれがある。" },
    // Solving a problem is no harm: 問題 alone does not make the outcome one to fear.
    { before: "この方法で問題を解決できる⟦可能性がある⟧。", after: null },
    { before: "漏れる可能性がある⟦と考えられます⟧。", after: "漏れる可能性があります。" },
  ],
  propose(site, id) {
    // A harm that may come is おそれ, the plain word for it: 事故を招く可能性がある → 事故を招くおそれがある.
    if (site.span === "可能性がある" || site.span === "可能性があります") {
      const head = site.text.slice(Math.max(site.sentence.start, site.start - 24), site.start);
      // Any verb in its plain form (引き起こす, 生じる, 招く); the harm named in the words before it.
      if (!/[うくぐすつぬぶむる]$/u.test(head) || !/(?:招|引き起こ|損な|侵害|抵触|失|低下|悪化|漏|誤|被害|危険|事故|逃げ|歪|混乱|衰退|減少|遅れ|悪用|流出|騒音|不正|(?:課題|問題)[がも](?:生じ|発生|起き|起こ)|限定的|てしまう|第三者に知られ)/u.test(head)) return null;
      return site.replace(site.span === "可能性がある" ? "おそれがある" : "おそれがあります", id, "replace");
    }
    if (site.span !== "と考えられる" && site.span !== "と考えられます") return null;
    const sentence = site.sentenceText();
    const hedges = (sentence.match(/可能性|かもしれ|だろう|でしょう|思われ|と考えられ|おそらく|恐らく|のではない|傾向/gu) ?? []).length;
    if (hedges < 2) return plainGuess(site, id);
    // The plain predicate before it ends the sentence on its own; a polite one would need its ending changed.
    if (site.span === "と考えられます") {
      if (!site.before(2).endsWith("ある")) return null;
      return site.replace("あります", id, "delete", site.start - 2, site.end);
    }
    if (!/(?:る|い|だ|た|ない)$/u.test(site.before(2))) return null;
    return site.delete(id);
  },
});

/** 〜的: the noun with の before a noun, a plain adverb for 〜的に. */
/** `compound`: "X的Y" (a noun right after 的) reads as "X上のY" only for these (倫理的課題 → 倫理上の課題); 社会的地位 stays. */
const TEKI: Record<string, { no?: string; ni?: string; compound?: string; nounIs?: RegExp; nounIsNot?: RegExp; noBy?: [RegExp, string][]; compoundIs?: RegExp; pred?: string }> = {
  // 社会的な役割/現実/存在 are terms (a social role is not society's role): they stay; 社会的な関係 is between people.
  社会: { no: "社会の", nounIsNot: /^(?:役割|現実|存在|地位|立場|責任|弱者|孤立|包摂|排除|動物|相互作用|構築|構成|属性|アイデンティティ|ネットワーク|スキル|企業)/u, noBy: [[/^関係/u, "人と人との"]] },
  // "経済的な背景" (a family's means) is not "経済の背景" (the economy's): it stays.
  経済: { no: "経済の", ni: "経済面で", compound: "経済面の", nounIsNot: /^背景/u, noBy: [[/^(?:支援|負担|援助|余裕|事情|困難|自立|理由)/u, "金銭面の"], [/^影響/u, "経済への"]] },
  倫理: { no: "倫理上の", compound: "倫理上の" },
  // 文化的背景/多様性/アイデンティティ are set terms: "文化の背景" does not read.
  文化: { no: "文化の", compound: "文化の", nounIsNot: /^(?:背景|多様性|差異|アイデンティティ|遺産|資本|相対)/u },
  歴史: { no: "歴史上の", nounIs: /^(?:出来事|事件|人物|事実|転換|経緯)/u, compound: "歴史上の", compoundIs: /^(?:事件|事実|人物|転換)/u },
  長期: { no: "長期の", ni: "長い目で見て" },
  短期: { no: "短期の", ni: "当面" },
  将来: { no: "将来の", ni: "将来" },
  基本: { no: "基本の", ni: "もともと", compound: "基本", nounIsNot: /^(?:役割|機能|性質|特徴)/u },
  基礎: { no: "基礎の", compound: "基礎" },
  工学: { no: "工学の", compound: "工学の" },
  実用: { no: "役に立つ" },
  意図: { ni: "わざと" },
  俯瞰: { ni: "全体を見渡して" },
  伝統: { no: "昔ながらの", ni: "昔から" },
  効率: { no: "効率のよい", ni: "効率よく" },
  積極: { ni: "進んで" },
  効果: { no: "効果の高い", ni: "うまく", pred: "有効" },
  普遍: { noBy: [[/^(?:現象|問題|課題)/u, "どこにでもある"]] },
  // A viewpoint noun already says "angle": 多角的な視点から → さまざまな視点から, not "…角度からの視点から".
  多角: { no: "さまざまな角度からの", ni: "さまざまな角度から", nounIs: /^(?:分析|検討|考察|評価|アプローチ|取り組み|検証|理解)/u, noBy: [[/^(?:視点|観点|見方)/u, "さまざまな"]] },
  総合: { ni: "全体として", noBy: [[/^(?:取り組み|対策|支援|施策)/u, "幅広い"], [/^(?:視点|判断|評価)/u, "全体を見た"]] },
  // 心理的防衛/防御機制 and 心理的負担/距離 are terms: "心理面の防御機構" names no mechanism psychology knows.
  心理: { no: "心理面の", compound: "心理面の", nounIsNot: /^(?:防御|防衛|負担|距離|反応|抵抗|安全性)/u },
  政治: { no: "政治の", compound: "政治上の" },
  地域: { no: "地域の" },
  個人: { no: "個人の" },
  一般: { no: "一般の", ni: "ふつう" },
  // "根本的な見直し" is one from the root: "根本の見直し" does not read; "根本からの見直し" does.
  // "根本的な解決/原因/問題" are set phrases: "根本からの解決", "根本の原因" do not read; they stay.
  根本: { no: "根本の", ni: "根本から", nounIsNot: /^(?:解決|改善|原因|問題|課題|要因)/u, noBy: [[/^(?:見直し|改革|変革|転換|再検討)/u, "根本からの"]] },
  抜本: { ni: "根本から" },
  最終: { no: "最終の", ni: "最後に" },
  徹底: { ni: "徹底して" },
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
  精神: { no: "精神の", compound: "精神面の" },
  身体: { no: "身体の" },
  教育: { no: "教育の", compound: "教育上の" },
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
  革新: { no: "新しい" },
  構造: { no: "構造上の", compound: "構造上の" },
  継続: { no: "継続した", ni: "続けて" },
  持続: { no: "長く続く", ni: "長く" },
  固定: { no: "固定した" },
  合理: { no: "筋の通った" },
  批判: { ni: "批判の目で" },
  数値: { ni: "数値で" },
  定量: { ni: "数値で" },
  自動: { no: "自動の", ni: "自動で" },
  一体: { ni: "一体となって" },
  肯定: { no: "前向きな" },
  建設: { no: "前向きな" },
  // Figurative only before a quantity ("天文学的な数字" → "桁外れの数字"); "天文学的なメカニズム" is astronomy's.
  天文学: { no: "桁外れの", nounIs: /^(?:数|金額|費用|規模|額|量|確率|倍率|損失|借金|価格)/u },
  時間: { no: "時間の", compound: "時間の" },
  形式: { compound: "形式の" },
  理論: { compound: "理論の" },
  実証: { compound: "実証" },
  化学: { compound: "化学" },
  機械: { compound: "機械" },
  社会学: { no: "社会学の", compound: "社会学の" },
  言語: { no: "言語の", compound: "言語の" },
  文学: { no: "文学の", compound: "文学の" },
  現代: { no: "今風の", compound: "現代の" },
  機能主義: { compound: "機能主義の" },
  // Not before 情報に基づ…: "事実に基づく情報に基づいた" would say 基づく twice.
  客観: { noBy: [[/^(?:判断|評価|自己評価|分析|視点|見方)/u, "事実に基づく"], [/^情報(?!に基づ)/u, "事実に基づく"]] },
  実践: { no: "実際に役立つ", nounIs: /^(?:知識|スキル|技能|能力|力|技術|経験|内容)/u },
  技術: { no: "技術上の", ni: "技術の面で", compound: "技術上の" },
  視覚: { no: "目に見える", nounIs: /^(?:イメージ|効果|情報|表現)/u },
  動: { no: "動きのある", nounIs: /^(?:営み|過程|プロセス|関係|変化)/u },
  多面: { no: "さまざまな面からの", nounIs: /^(?:分析|検討|評価|考察|理解|視点)/u },
  具体: { no: "実際の", ni: "詳しく", nounIs: /^(?:例|事例|応用事例|場面|数字|数値|エピソード)/u },
  模範: { no: "手本となる" },
  魅力: { no: "魅力のある" },
  開放: { no: "開かれた" },
  近代: { no: "近代の" },
  財政: { no: "財政の" },
  表面: { no: "うわべの" },
  空間: { no: "空間上の" },
  突発: { no: "突然の" },
  // 系統的なエラー/誤差 is systematic error, a term of measurement, not an orderly one.
  系統: { no: "系統立った", ni: "系統立てて", nounIsNot: /^(?:エラー|誤差|誤り|偏り|バイアス|レビュー)/u },
  能動: { ni: "自ら" },
  論理: { compound: "論理の", ni: "筋道立てて" },
  非合理: { no: "筋の通らない" },
  質: { no: "質の" },
};

/** X的Y compounds with a plain reading of their own (社会的地位 and the like stay). */
const TEKI_COMPOUND: Record<string, string> = {
  社会的影響: "社会への影響",
  社会的意義: "社会にとっての意義",
  社会的関心: "社会の関心",
  社会的課題: "社会の課題",
  社会的問題: "社会の問題",
  経済的課題: "経済の課題",
  経済的負担: "お金の負担",
  経済的影響: "経済への影響",
  経済的背景: "経済の事情",
  多角的視点: "さまざまな視点",
  多角的観点: "さまざまな観点",
  社会的関係: "人と人との関係",
  社会的交流: "人との交流",
  多面的視点: "さまざまな視点",
  社会的要因: "社会の要因",
  社会的規範: "社会の規範",
  社会的不平: "社会の不平",
  社会的障壁: "社会の壁",
  社会的階層: "社会の階層",
  社会的連帯: "社会の連帯",
  科学的知見: "科学の知見",
  科学的視点: "科学の視点",
  長期的推移: "長期の推移",
  継続的改善: "継続した改善",
  肯定的影響: "よい影響",
  身体的影響: "体への影響",
  相補的関係: "補い合う関係",
  歴史的事象: "歴史上の出来事",
};

/** Another "X的(な)" before the same noun in the sentence ("経済的な要因…社会的な要因"). */
function pairedTeki(site: FixSite, stemEnd: number): boolean {
  const at = site.text[stemEnd] === "な" ? stemEnd + 1 : stemEnd;
  const head = /^[\p{Script=Han}\p{Script=Katakana}ー]{2}/u.exec(site.text.slice(at, at + 2));
  if (!head) return false;
  const same = new RegExp(`\\p{Script=Han}的な?${head[0]}`, "gu");
  return (site.sentenceText().match(same)?.length ?? 0) >= 2;
}

export const jaTeki = rule({
  id: "ja.teki",
  lang: "ja",
  kind: "replace",
  patterns: ["ja-teki-suffix", "ja-ai-vocabulary"],
  examples: [
    { before: "⟦社会的な⟧問題が増えた。", after: "社会の問題が増えた。" },
    { before: "信念を守る⟦心理的な⟧防御機構として働く。", after: null },
    { before: "AIは⟦客観的な⟧情報に基づいた判断を支援する。", after: null },
    // "全体の理解" after another の ("科学の全体の理解") does not read: 総合的理解 stays.
    { before: "地球惑星科学の⟦総合的理解⟧は根幹となる。", after: null },
    { before: "問題を⟦多角的⟧に見る。", after: "問題をさまざまな角度から見る。" },
    { before: "⟦多角的な⟧視点から考察する。", after: "さまざまな視点から考察する。" },
    { before: "⟦物理的な⟧距離が近い。", after: null },
    { before: "⟦積極的に⟧参加した。", after: "進んで参加した。" },
    { before: "⟦倫理的課⟧題がある。", after: "倫理上の課題がある。" },
    { before: "⟦社会的影⟧響が大きい。", after: "社会への影響が大きい。" },
    { before: "⟦合理的な⟧判断をした。", after: "筋の通った判断をした。" },
    { before: "⟦具体的な⟧例を挙げる。", after: "実際の例を挙げる。" },
    { before: "⟦具体的な⟧対策を講じる。", after: "対策を講じる。" },
    { before: "⟦具体的な⟧成果を出す。", after: null },
    { before: "⟦客観的な⟧判断が難しい。", after: "事実に基づく判断が難しい。" },
    { before: "⟦経済的な⟧支援が要る。", after: "金銭面の支援が要る。" },
    { before: "教育の機会が⟦経済的な⟧背景で左右される。", after: null },
    { before: "⟦歴史的思⟧考力を育てる。", after: null },
    { before: "⟦歴史的事⟧件を学ぶ。", after: "歴史上の事件を学ぶ。" },
    { before: "この方法が⟦効果的で⟧ある。", after: "この方法が有効である。" },
    { before: "⟦普遍的な⟧問題である。", after: "どこにでもある問題である。" },
    { before: "⟦社会的地⟧位が高い。", after: null },
    { before: "生徒は⟦形式的操⟧作期への移行段階にある。", after: null },
    { before: "⟦社会的要⟧因を調べる。", after: "社会の要因を調べる。" },
    { before: "⟦突発的な⟧災害に備える。", after: "突然の災害に備える。" },
    { before: "⟦論理的に⟧考察する。", after: "筋道立てて考察する。" },
    { before: "⟦魅力的な⟧都市である。", after: "魅力のある都市である。" },
    { before: "⟦基礎的知⟧識として学ぶ。", after: "基礎知識として学ぶ。" },
    { before: "⟦意図的に⟧粗くする。", after: "わざと粗くする。" },
    { before: "⟦工学的視⟧点から見る。", after: "工学の視点から見る。" },
    { before: "⟦現代的な⟧デザインの家だ。", after: "今風のデザインの家だ。" },
    { before: "物理学・⟦天文学的な⟧メカニズムを整理する。", after: null },
    { before: "⟦天文学的な⟧数字になる。", after: "桁外れの数字になる。" },
    { before: "3.1 ⟦具体的改⟧善案を示す。", after: "3.1 改善案を示す。" },
    { before: "食事の楽しみの喪失と⟦社会的交⟧流の減少。", after: "食事の楽しみの喪失と人との交流の減少。" },
    { before: "以下は⟦模範的な⟧レポート例です。", after: "以下は手本となるレポート例です。" },
    { before: "計算力学の⟦具体的な⟧応用事例として挙げる。", after: "計算力学の実際の応用事例として挙げる。" },
    { before: "社会の規範に適応し、⟦社会的な⟧役割を果たす。", after: null },
    { before: "⟦社会的な⟧現実は行動によって形成される。", after: null },
    { before: "⟦社会的な⟧関係を築く。", after: "人と人との関係を築く。" },
    { before: "価値観の⟦根本的な⟧見直しを迫る。", after: "価値観の根本からの見直しを迫る。" },
    { before: "⟦根本的な⟧解決には、制度の改革が必要です。", after: null },
    { before: "民族は、共通の⟦文化的⟧背景を持つ人々の集まりだ。", after: null },
    { before: "家族の⟦文化的な⟧背景を尊重する。", after: null },
    { before: "⟦文化的な⟧違いを理解する。", after: "文化の違いを理解する。" },
    { before: "階層は、⟦経済的な⟧要因（収入）や社会的な要因（教育）によって形成される。", after: null },
    { before: "階層は⟦経済的な⟧要因によって形成される。", after: "階層は経済の要因によって形成される。" },
    { before: "三つの分野の⟦基本的な⟧役割を説明する。", after: null },
    { before: "人間の思考における⟦系統的な⟧エラーである。", after: null },
  ],
  propose(site, id) {
    if (inCitationLine(site.text, site.start, site.end)) return null;
    // An AI-vocabulary span ("多角的") ends at 的: what follows decides the form.
    const span = /的$/u.test(site.span) ? site.span + site.after(1) : site.span;
    const m = /^(\p{Script=Han}{1,4})的(な|に|\p{Script=Han})?/u.exec(span);
    if (!m) return null;
    // The predicate: 効果的である → 有効である, 効果的で → 有効で.
    const pred = /^(\p{Script=Han}{1,4})的(?=で|だ)/u.exec(site.text.slice(site.start, site.start + 8));
    if (pred && TEKI[pred[1]]?.pred) return site.edit(site.start, site.start + pred[0].length, TEKI[pred[1]].pred!, id, "replace", pred[0], TEKI[pred[1]].pred!);
    const whole = /^\p{Script=Han}{1,4}的\p{Script=Han}{2}/u.exec(site.text.slice(site.start, site.start + 10));
    const fixed = whole ? TEKI_COMPOUND[whole[0]] : undefined;
    if (fixed) return site.edit(site.start, site.start + whole![0].length, fixed, id, "replace", whole![0], fixed);
    const entry = TEKI[m[1]];
    if (!entry) return null;
    const stemEnd = site.start + m[1].length + 1;
    // "経済的な要因（収入）や社会的な要因（教育）": a pair of 的 words before one noun reads as a pair;
    // one taken alone ("経済の要因…や社会的な要因") breaks it, so both stay.
    if (pairedTeki(site, stemEnd)) return null;
    // A set term after 的 (文化的背景, 経済的背景) stays in the compound as in the な-form.
    if (m[2] && /\p{Script=Han}/u.test(m[2]) && entry.nounIsNot?.test(site.text.slice(stemEnd, stemEnd + 8))) return null;
    if (m[2] === "な" && entry.noBy) {
      const noun = site.text.slice(stemEnd + 1, stemEnd + 9);
      const hit = entry.noBy.find(([re]) => re.test(noun));
      if (hit) return site.edit(site.start, stemEnd + 1, hit[1], id, "replace", `${m[1]}的な`, hit[1]);
    }
    // "具体的な" before a proposal says nothing the proposal does not: it goes.
    if (m[1] === "具体" && m[2] === "な" && /^(?:解決策|方策|施策|対策|提案|提言)/u.test(site.text.slice(stemEnd + 1, stemEnd + 5))) {
      return site.edit(site.start, stemEnd + 1, "", id, "delete", "具体的な", "");
    }
    // The same in a compound ("具体的改善案" → "改善案"): a proposal is concrete by being one.
    if (m[1] === "具体" && /^(?:改善案|解決策|方策|施策|対策|提案|提言)/u.test(site.text.slice(stemEnd, stemEnd + 4))) {
      return site.edit(site.start, stemEnd, "", id, "delete", "具体的", "");
    }
    if (m[2] === "な" && entry.no) {
      const noun = site.text.slice(stemEnd + 1, stemEnd + 9);
      if ((entry.nounIs && !entry.nounIs.test(noun)) || entry.nounIsNot?.test(noun)) return null;
    }
    if (m[2] === "な" && entry.no) return site.edit(site.start, stemEnd + 1, entry.no, id, "replace", `${m[1]}的な`, entry.no);
    // 具体的には ("namely") is not 詳しくは ("in detail").
    if (m[2] === "に" && site.text[stemEnd + 1] === "は" && m[1] === "具体") return null;
    if (m[2] === "に" && entry.ni) return site.edit(site.start, stemEnd + 1, entry.ni, id, "replace", `${m[1]}的に`, entry.ni);
    // A compound ("倫理的課題"): 的 becomes の-form before the noun. A longer run of kanji after 的 is a
    // term of its own (形式的操作期, Piaget's stage): it stays.
    if (m[2] && /\p{Script=Han}/u.test(m[2]) && /^\p{Script=Han}{3}/u.test(site.text.slice(stemEnd, stemEnd + 3))) return null;
    if (m[2] && entry.compoundIs && !entry.compoundIs.test(site.text.slice(stemEnd, stemEnd + 4))) return null;
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
    // lib/meaning reads ではなく and the ず of にとどまらず as denials, so the frame-free sentence does not pass
    // its check; "Xであるだけでなく" keeps both claims and a negation it can see.
    { before: "これは⟦単なる言葉の遊びにとどまらず⟧、文化を映す鏡だ。", after: "これは言葉の遊びであるだけでなく、文化を映す鏡だ。" },
    { before: "これは⟦単なる道具ではなく⟧、文化を映す鏡だ。", after: "これは道具であるばかりでなく、文化を映す鏡だ。" },
    { before: "看護師はAIを⟦単なるツールとして捉えるのではなく⟧、理解して活用する必要がある。", after: null },
    { before: "薬の研究には、⟦単に薬剤を作るだけではなく⟧、安全性を裏付ける実験も欠かせない。", after: null },
    { before: "問題は、⟦単に制度の問題だけでなく⟧、経済とも関わる。", after: null },
    { before: "言語変容は⟦単なる語彙の変化を超え⟧、社会を映す。", after: null },
  ],
  propose(site, id) {
    // Only the denial of a lesser claim (単なるXではなく): "単にXだけでなくY" asserts X as well, and X would be lost.
    // "単なるXを超え" grants X and adds more: deleting it would drop X (the check cannot see that), so only the denials.
    if (!/^単(?:なる|に)/u.test(site.span) || !/(?:ではなく|にとどまらず|に留まらず)$/u.test(site.span)) return null;
    // "単にXだけではなく" asserts X too (it ends in ではなく but is no denial): deleting it would drop X.
    if (/(?:だけ|のみ|ばかり)ではなく$/u.test(site.span)) return null;
    // "単なるXにとどまらず/ではなく、Y" → "Xであるだけでなく、Y": "not merely X but Y" says X and Y, as
    // this does; the denial frame goes and the claim stays whole (X is the predicate noun, so である).
    // Only a noun phrase: "単なるツールとして捉えるのではなく" (a nominalised verb, a として phrase) denies a way of acting, and stays.
    const noun = /^単なる([^。！？\n、]{1,30}?)(?:ではなく|にとどまらず|に留まらず)$/u.exec(site.span);
    if (noun && /(?:の|こと|として|ように)$|として/u.test(noun[1])) return null;
    const alt = noun ? ["であるだけでなく", "であるばかりでなく"].map((tail) => site.edit(site.start, site.end, `${noun[1]}${tail}`, id, "restructure", site.span, `${noun[1]}${tail}`)) : [];
    let end = site.end;
    if (/[、，]/u.test(site.text[end] ?? "")) end++;
    return [...alt, site.edit(site.start, end, "", id, "restructure", site.span, "")];
  },
});

/**
 * 〜することで、 → 〜して、: "by doing" chains read plainer in the te-form, which keeps the
 * means and fits any main clause ("課題を克服して、授業を展開し"); the conditional 〜すると、 would
 * not take a volitional one ("重ね合わせると、計画に活用する" is wrong). The te-form is built only
 * where the verb's class is sure: a する verb, or a kanji stem with an e/i-row kana before る
 * (高める → 高めて, 用いる → 用いて); elsewhere (作る → 作って?) only the conditional is offered.
 */
const GODAN_RU = /(?:混じ|交じ|入)$/u;

export const jaByDoing = rule({
  id: "ja.by-doing",
  lang: "ja",
  kind: "replace",
  patterns: ["ja-superficial-analysis"],
  examples: [
    { before: "道具を活用す⟦ることで、⟧作業が速くなる。", after: "道具を活用して、作業が速くなる。" },
    { before: "これらの課題を克服す⟦ることで、⟧授業をうまく展開できる。", after: "これらの課題を克服して、授業をうまく展開できる。" },
    { before: "データを重ね合わせ⟦ることで、⟧計画に活用する。", after: "データを重ね合わせて、計画に活用する。" },
    { before: "意識を高め⟦ることで、⟧事故が減る。", after: "意識を高めて、事故が減る。" },
    { before: "自分で作⟦ることで、⟧理解が深まる。", after: "自分で作ると、理解が深まる。" },
    { before: "位置情報サービスを利用す⟦ることで、⟧ユーザーの移動履歴が記録される。", after: "位置情報サービスを利用すると、ユーザーの移動履歴が記録される。" },
  ],
  propose(site, id) {
    if (site.span !== "ることで、") return null;
    const before = site.before(4);
    const out = [];
    // A passive main clause with its own subject ("利用することで、履歴が記録され") is nothing the doer
    // goes on to do, as the te-form would say; the conditional ("利用すると、履歴が記録され") reads right.
    const main = /^[^、。！？\n]*/u.exec(site.text.slice(site.end))![0];
    if (/[^\p{Script=Hiragana}][がは]/u.test(main) && /[\p{Script=Han}][さら]?れ(?:る|た|ます|ました|、|て)/u.test(main)) return [site.replace("ると、", id)];
    if (before.endsWith("す")) out.push(site.replace("して、", id, "replace", site.start - 1, site.end));
    else if (/\p{Script=Han}\p{Script=Hiragana}{0,2}[えけげせぜてでねへべぺめれいきぎしじちぢにひびぴみり]$/u.test(before) && !GODAN_RU.test(before)) out.push(site.replace("て、", id));
    out.push(site.replace("ると、", id));
    return out;
  },
});

/** Markdown-style "- " and "1. " list marks at a line head are handled by markup.ts; "まず、次に、" chains are openers. */
export const JA_RULES = [jaDeleteOpener, jaSwapOpener, jaSuruVerb, jaPlainWord, jaTeki, jaPlainTeiru, jaBareComparative, jaStackedHedge, jaNotMerely, jaByDoing];
export type { FixSite };
