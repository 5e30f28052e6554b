import { test } from "node:test";
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
  assert.match(r.summary, /sentence-length CV 0\.00 \(below 0\.25\) over 6 sentences/);
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

test("heading-bullets counts headings and bullets outside code", () => {
  const text = "# Title\n\n- one\n- two\n\n```\n- not a bullet\n```\n\n---\n";
  const r = run("heading-bullets", text);
  assert.deepEqual(spans(text, r), ["# Title", "- one", "- two"]);
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
  const en = "It is fast, cheap, and reliable. We want speed, scale and trust.";
  assert.deepEqual(spans(en, run("triplet-lists", en)), ["fast, cheap, and reliable", "speed, scale and trust"]);
  const zh = "这需要勇气、智慧和耐心。也需要时间、金钱、人力。";
  assert.equal(run("triplet-lists", zh, "zh")?.occurrences.length, 2);
  assert.equal(run("triplet-lists", "Only one list: red, green, and blue.", "en"), null);
});

test("short-line-stack finds runs of one-sentence lines", () => {
  const text = "Stop scrolling.\n\nThis matters.\nYou need it.\nRead on.\n\nA normal longer paragraph follows here. It has two sentences and keeps going past the limit of a short line.";
  const r = run("short-line-stack", text);
  assert.deepEqual(spans(text, r), ["Stop scrolling.\n\nThis matters.\nYou need it.\nRead on."]);
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
  assert.match(doc[0].detail, /burstiness CV 0\.\d\d \(low\): sentence lengths \d+,\d+/);
  assert.equal(text.slice(doc[0].start, doc[0].end), para);
  assert.equal(run("stylometry-hot", "Short text. Only two sentences."), null);
});
