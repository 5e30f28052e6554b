import { test } from "node:test";
import { renderMsg } from "../../lib/i18n/render";
import assert from "node:assert/strict";
import { analyzeText } from "../../lib/engine/analyze";
import type { Lang } from "../../lib/engine/types";
import { CHECKS } from "../../lib/detector/checks";
import type { CheckResult } from "../../lib/detector/checks/types";
import { CHECK_NAMES, CHECK_PARAMS, type CheckName } from "../../lib/packs/checks";
import { sentenceEnding } from "../../lib/detector/checks/ending-repetition";
import { isTitleCase, sentenceCase } from "../../lib/detector/checks/title-case-heading";
import { findProtectedSpans, ProtectedIndex } from "../../lib/detector/protected";

function run(name: CheckName, text: string, lang: Lang = "en", params: Record<string, number> = {}, terms: string[] = []): CheckResult | null {
  const analysis = analyzeText(text, { lang });
  const index = new ProtectedIndex(findProtectedSpans(text, lang));
  const result = CHECKS[name]({
    text,
    lang,
    analysis,
    params: { ...(CHECK_PARAMS[name] as Record<string, number>), ...params },
    terms,
    isProtected: (s, e) => index.overlaps(s, e),
  });
  for (const o of result?.occurrences ?? []) assert.ok(o.start < o.end && o.end <= text.length, `${name}: bad range`);
  return result;
}
const spans = (text: string, r: CheckResult | null) => (r?.occurrences ?? []).map((o) => text.slice(o.start, o.end));

test("every check in FORMAT.md's closed list is implemented", () => {
  assert.deepEqual(Object.keys(CHECKS).sort(), [...CHECK_NAMES].sort());
});

test("sentence-length-uniformity fires on metronomic sentences only", () => {
  const flat = "The tool is fast and good. The team is small and kind. The plan is clear and firm. The cost is low and fair. The road is long and wide. The day is warm and calm.";
  const r = run("sentence-length-uniformity", flat);
  assert.ok(r);
  assert.equal(r.summary.id, "check.sentence-length-uniformity");
  assert.deepEqual(r.summary.params, { sentences: 6, lo: 6, hi: 6, mean: 6 });
  assert.match(renderMsg("en", r.summary), /^Sentence lengths barely vary: of 6 sentences, most run 6–6 words/);
  assert.equal(r.occurrences[0].scope, "document");
  const varied = "Short. This one is considerably longer than the one before it, by a lot. Tiny. Then a medium sentence follows here. Yes. And a final, rambling, winding sentence that goes on and on for quite a while.";
  assert.equal(run("sentence-length-uniformity", varied), null);
});

test("paragraph-uniformity fires when paragraphs share one template", () => {
  const para = (w: string) => `${w} is a thing. It has a use. It can help us.`;
  const same = ["Tea", "Rice", "Salt", "Wool"].map(para).join("\n\n");
  const r = run("paragraph-uniformity", same);
  assert.ok(r);
  assert.equal(r.strength, "clear");
  const mixed = [para("Tea"), "One line here. And two.", "A much longer paragraph follows. It has four sentences in it. All of them differ. Really they do."].join("\n\n");
  assert.equal(run("paragraph-uniformity", mixed), null);
});

test("ending-repetition finds runs of the same ending (ko, ja) and their exact spans", () => {
  assert.deepEqual(sentenceEnding("성장하고 있다."), { key: "고있다", length: 4 });
  const text = "회사는 성장하고 있다. 직원은 늘고 있다. 매출도 오르고 있다. 그래서 좋다.";
  const r = run("ending-repetition", text, "ko");
  assert.deepEqual(spans(text, r), ["고 있다", "고 있다", "고 있다"]);
  assert.equal(run("ending-repetition", "회사는 성장한다. 직원이 늘었다. 매출도 오를까?", "ko"), null);
  assert.equal(run("ending-repetition", text.replace(/ko/, ""), "en"), null);
});

test("paragraph-question-opener counts paragraphs that open with a question and answer it", () => {
  const text = "Why does it matter? Because cost.\n\nWhat next? More.\n\nA plain paragraph. Yes.";
  const r = run("paragraph-question-opener", text);
  assert.deepEqual(spans(text, r), ["Why does it matter?", "What next?"]);
  assert.equal(run("paragraph-question-opener", "Why? Because.\n\nA plain one. Yes."), null);
});

test("emoji finds pictographs with modifiers and skips ©/™", () => {
  const text = "Launch 🚀 day 👍🏽 and a family 👨‍👩‍👧 © 2024 ™.";
  assert.deepEqual(spans(text, run("emoji", text)), ["🚀", "👍🏽", "👨‍👩‍👧"]);
  assert.equal(run("emoji", "Plain text © Acme™."), null);
});

test("boldface reports bold spans with the plain words as replacement", () => {
  const text = "The **key** point is __speed__ and **cost**, not `**code**`.";
  const r = run("boldface", text, "en", { "min-count": 2 });
  assert.deepEqual(spans(text, r), ["**key**", "__speed__", "**cost**"]);
  assert.deepEqual(r!.occurrences.map((o) => o.replacement), ["key", "speed", "cost"]);
  assert.equal(run("boldface", "Only **one** here."), null);
});

test("skip-keys: an API reference's bolded or listed parameter names are not bold prose nor slide bullets", () => {
  const params = "### 요청 파라미터\n\n- **userId:** 사용자 고유 식별자 (string, 필수)\n- **token:** 인증 토큰 (string, 필수)\n- `locale`: 응답 언어 코드\n- max_items: 최대 항목 수";
  // Off by default: every language but Korean reads as before.
  assert.equal(spans(params, run("boldface", params, "ko", { "min-count": 1 })).length, 2);
  assert.equal(run("boldface", params, "ko", { "min-count": 1, "skip-keys": 1 }), null);
  assert.equal(spans(params, run("heading-bullets", params, "ko")).length, 5);
  assert.deepEqual(spans(params, run("heading-bullets", params, "ko", { "min-count": 1, "skip-keys": 1 })), ["###"]);
  // Written headers (Hangul, a capital) still count.
  const chat = "- **속도:** 첫 화면이 빨라졌습니다.\n- **API:** 호출이 줄었습니다.\n- **보안:** 로그인이 강화되었습니다.";
  assert.equal(spans(chat, run("boldface", chat, "ko", { "skip-keys": 1 })).length, 3);
  assert.equal(spans(chat, run("heading-bullets", chat, "ko", { "skip-keys": 1 })).length, 3);
});

test("inline-header-list finds bold or colon headers on list items", () => {
  const text = "- **Speed:** fast\n- Cost: low\n- plain item\n- at 10:30 we met";
  assert.deepEqual(spans(text, run("inline-header-list", text)), ["**Speed:**", "Cost:"]);
});

test("title-case-heading (en) with a sentence-case replacement", () => {
  assert.equal(isTitleCase("The Future Of Remote Work"), true);
  assert.equal(isTitleCase("The future of remote work"), false);
  assert.equal(isTitleCase("Using NASA Data"), false);
  assert.equal(sentenceCase("The Future Of NASA Work"), "The future of NASA work");
  const text = "## The Future Of Remote Work\n\nBody text.";
  const r = run("title-case-heading", text);
  assert.deepEqual(spans(text, r), ["The Future Of Remote Work"]);
  assert.equal(r!.occurrences[0].replacement, "The future of remote work");
});

test("heading-bullets counts headings and bullets outside code, marking only their markers", () => {
  const text = "# Title\n\n- one\n- two\n\n```\n- not a bullet\n```\n\n---\n\n  12) twelve\n";
  const r = run("heading-bullets", text);
  assert.deepEqual(spans(text, r), ["#", "-", "-", "12)"]);
});

test("dash-density fires above its per-1,000-character threshold and ignores numeric ranges", () => {
  const text = "It works — mostly — and it is fast — very fast.";
  assert.equal(run("dash-density", text)?.occurrences.length, 3);
  assert.equal(run("dash-density", "From 1990–2000 the city grew quite a lot, and it kept growing well after that as well."), null);
  const long = "word ".repeat(400) + "— one dash.";
  assert.equal(run("dash-density", long), null);
});

test("curly-quotes fires when typographic quotes dominate", () => {
  const text = "She said “yes” and it’s fine.";
  const r = run("curly-quotes", text);
  assert.equal(r?.occurrences.length, 3);
  assert.equal(r!.occurrences[0].replacement, '"');
  assert.equal(run("curly-quotes", `He said "no" and "yes" and 'maybe' but “once”.`), null);
});

test("triplet-lists finds A, B, and C triads per language", () => {
  const en = "It is fast, cheap, and reliable software. We want speed, scale and trust.";
  assert.deepEqual(spans(en, run("triplet-lists", en)), ["fast, cheap, and reliable", "speed, scale and trust"]);
  const zh = "这需要勇气、智慧和耐心。也需要时间、金钱、人力。";
  assert.deepEqual(spans(zh, run("triplet-lists", zh, "zh", { "min-count": 1 })), ["勇气、智慧和耐心"]);
  assert.equal(run("triplet-lists", "Only one list: red, green, and blue.", "en"), null);
});

test("triplet-lists: exactly three items of similar shape, closed the language's way", () => {
  const one = { "min-count": 1 };
  const found = (text: string, lang: Lang) => spans(text, run("triplet-lists", text, lang, one));
  // en: a longer list is not a triad, nor are clauses that open with a pronoun or "yes".
  assert.deepEqual(found("We bought apples, pears, plums, and figs. Yes, I know, and we left.", "en"), []);
  // ko: noun lists with 그리고/및/와·과 or a particle on the last item; clause chains are not lists.
  const ko = "이 제도는 공정성, 효율성, 그리고 투명성을 높인다. 비가 오고, 바람이 불고, 날이 춥다. 사과, 배, 포도, 감을 샀다. 교육, 의료 및 복지를 늘린다.";
  assert.deepEqual(found(ko, "ko"), ["공정성, 효율성, 그리고 투명성을", "교육, 의료 및 복지를"]);
  // zh: the last item closes the clause; a triad inside a longer 、 list does not count.
  assert.deepEqual(found("苹果、香蕉、橘子、葡萄和西瓜。我们需要勇气、智慧和耐心是关键。", "zh"), []);
  // ja: only "A、B、そしてC"; "A、BとC" and "AやBなど" are ordinary news enumeration.
  const ja = "味の良さ、値段の安さ、そして接客が人気を支えた。東京、大阪と名古屋で開かれた。りんごやみかんなどを売る。";
  assert.deepEqual(found(ja, "ja"), ["味の良さ、値段の安さ、そして接客"]);
});

test("short-line-stack finds runs of one-sentence lines", () => {
  const text = "Stop scrolling.\n\nThis matters.\nYou need it.\nRead on.\n\nA normal longer paragraph follows here. It has two sentences and keeps going past the limit of a short line.";
  const r = run("short-line-stack", text);
  assert.deepEqual(spans(text, r), ["Stop scrolling.\n\nThis matters.\nYou need it.\nRead on."]);
});

test("short-line-stack counts only complete sentences: not wrapped prose, lists, headers, labels or names", () => {
  const four = (lines: string[], lang: Lang = "en") => run("short-line-stack", lines.join("\n"), lang);
  assert.ok(four(["I quit my job.", "No plan.", "No savings.", "Just a laptop."]));
  assert.equal(four(["We study the transport of heat", "in layered materials and show", "that the effect is robust to", "disorder at low temperature."]), null, "hard-wrapped abstract");
  assert.equal(four(["See also", "Alan Turing", "Grace Hopper", "Ada Lovelace"]), null, "name list");
  assert.equal(four(["- Buy milk.", "- Call mum.", "- Pay rent.", "- Walk the dog."]), null, "bullet list");
  assert.equal(four(["【速報】", "・東京で雨が降った。", "・大阪は晴れた。", "・名古屋は曇りだった。", "・札幌は雪だった。"], "ja"), null, "・ bullets and a 【】 header");
  assert.ok(four(["会社を辞めた。", "計画はない。", "貯金もない。", "あるのはパソコンだけだ。"], "ja"));
  assert.equal(four(["中文名：长江", "外文名：Yangtze", "流经：青海、西藏", "长度：6300公里"], "zh"), null, "encyclopedia label lines");
  assert.ok(four(["회사를 그만뒀다", "계획은 없었다", "저축도 없었다", "노트북 하나뿐이었다"], "ko"), "a ko line ending in a finite verb is a sentence");
});

test("inline-header-list: full-width colons count; config keys and code-like labels do not", () => {
  const ja = "- 見出し：本文を書く\n- 料金：無料です\n・場所：駅前";
  assert.deepEqual(spans(ja, run("inline-header-list", ja, "ja")), ["見出し：", "料金：", "場所："]);
  const zh = "- 标题：说明\n-价格：免费";
  assert.deepEqual(spans(zh, run("inline-header-list", zh, "zh")), ["标题：", "价格："]);
  const config = "- **timeout:** 30 seconds\n- **max_retries**: 3\n- `retry.delay`: 200\n- log.level: debug";
  assert.equal(run("inline-header-list", config), null);
  const en = "- **Speed:** fast\n- **Cost**: low\n- **timeout:** 30";
  assert.deepEqual(spans(en, run("inline-header-list", en)), ["**Speed:**", "**Cost**:"]);
});

test("paragraph-uniformity needs min-paragraphs real paragraphs, not sentences", () => {
  const one = "첫째, 비용이 든다. 둘째, 시간이 걸린다. 셋째, 사람이 모자란다.";
  assert.equal(run("paragraph-uniformity", one, "ko"), null);
});

test("sentence-initial-connective fires on a large share of connective openers, NFD-safe", () => {
  const text = "비가 왔다. 또한 바람이 불었다. 따라서 길이 막혔다.";
  const r = run("sentence-initial-connective", text, "ko", {}, ["또한", "따라서"]);
  assert.deepEqual(spans(text, r), ["또한", "따라서"]);
  const nfd = text.normalize("NFD");
  const r2 = run("sentence-initial-connective", nfd, "ko", {}, ["또한", "따라서"]);
  assert.deepEqual(spans(nfd, r2).map((s) => s.normalize("NFC")), ["또한", "따라서"]);
  assert.equal(run("sentence-initial-connective", "비가 왔다. 바람이 불었다. 또한 길이 막혔다. 집에 갔다.", "ko", {}, ["또한"]), null);
  const en = "Moreover, it works. Furthermore, it is cheap. Moreoverly odd. It ends.";
  assert.deepEqual(spans(en, run("sentence-initial-connective", en, "en", {}, ["moreover", "furthermore"])), ["Moreover", "Furthermore"]);
});

test("stylometry-hot turns hot paragraphs into paragraph-scope findings naming the metric", () => {
  const para = "The system is fast and clean. The model is calm and neat. The output is clear and tidy. The result is firm and sound.";
  const text = [para, para.replace(/The/g, "A"), para.replace(/The/g, "Our")].join("\n\n");
  const r = run("stylometry-hot", text);
  assert.ok(r, "uniform paragraphs are hot");
  const doc = r.occurrences.filter((o) => o.scope === "document");
  assert.ok(doc.length >= 1);
  assert.equal(doc[0].detail.id, "check.stylometry-hot.paragraph");
  const reasons = doc[0].detail.params?.reasons as { id: string; params: { lengths: number[] } }[];
  assert.ok(reasons.some((m) => m.id === "hot.burstiness" && m.params.lengths.length === 4), JSON.stringify(reasons));
  assert.match(renderMsg("ko", doc[0].detail), /^1번째 문단이 단조롭게 읽힙니다\. 문장 길이가 거의 달라지지 않습니다\(\d+, \d+/);
  assert.equal(text.slice(doc[0].start, doc[0].end), para);
  assert.equal(run("stylometry-hot", "Short text. Only two sentences."), null);
});
