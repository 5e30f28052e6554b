// The fix engine end to end: the rules' order, verification dropping what it must, fixes on
// readings, and every first fix applied at once.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readDocument } from "../../lib/document/read-document";
import { applyEdits } from "../../lib/fix/apply";
import { fixText } from "../../lib/fix/document";
import { fixDocument } from "../../lib/fix/engine";
import { verifyEdits } from "../../lib/fix/verify";

const site = (text: string, span: string, patternId: string) => {
  const start = text.indexOf(span);
  return { id: "f1", patternId, start, end: start + span.length, text_span: span };
};

test('"In addition to his work" becomes "Besides his work", never "also to his work"', () => {
  // Dense enough that "in addition" is a finding (it is gated on density).
  const text = "In addition to his work, he painted various portraits of numerous fishermen, providing a unique view of the harbour.";
  const { report } = readDocument(text, { lang: "en" });
  assert.ok(report.findings.some((f) => f.scope === "span" && f.text_span === "In addition"), "the span is a finding");
  const fixed = fixText(text, { lang: "en" });
  assert.match(fixed.rewrite, /^Besides his work, he painted/);
  assert.doesNotMatch(fixed.rewrite, /also to/i);
});

test("every first fix applied: ranges in the original, sorted, disjoint, giving the rewrite", () => {
  const text = "Moreover, the team leveraged new tools to foster growth. It is important to note that the plan worked. Additionally, costs fell.";
  const fixed = fixText(text, { lang: "en" });
  assert.ok(fixed.applied.length >= 4, JSON.stringify(fixed.applied));
  for (let i = 1; i < fixed.applied.length; i++) assert.ok(fixed.applied[i - 1].end <= fixed.applied[i].start);
  for (const a of fixed.applied) assert.equal(text.slice(a.start, a.end), a.original);
  assert.equal(applyEdits(text, fixed.applied), fixed.rewrite);
  assert.equal(fixed.rewrite, "The team used new tools to encourage growth. The plan worked. Costs fell.");
  assert.ok(fixed.meaningOk);
  assert.ok(fixed.fixable <= fixed.findings && fixed.fixable >= 4);
});

test("verification drops a fix that removes a negation (meaning HARD FAIL)", () => {
  const text = "The bridge is not safe for heavy trucks, the engineers said.";
  const doc = fixDocument(text, "en");
  const f = site(text, "not ", "en-ai-vocabulary");
  const v = verifyEdits(doc, [f], [{ start: f.start, end: f.end, replacement: "" }]);
  assert.deepEqual(v.ok ? "ok" : v.why, "meaning");
});

test("verification drops a fix that touches a number, a name or a quote", () => {
  const text = "Revenue grew 30% in Lisbon, and the CEO called it “a pivotal year”.";
  const doc = fixDocument(text, "en");
  for (const [span, to] of [["30%", "a lot"], ["Lisbon", "the city"], ["pivotal", "key"]] as const) {
    const f = site(text, span, "en-ai-vocabulary");
    const v = verifyEdits(doc, [f], [{ start: f.start, end: f.end, replacement: to }]);
    assert.equal(v.ok ? "ok" : v.why, "protected", span);
  }
});

test("verification drops a fix that leaves a/an or a Korean particle disagreeing", () => {
  const en = "It was an intricate design.";
  const fe = site(en, "intricate", "en-ai-vocabulary");
  const ve = verifyEdits(fixDocument(en, "en"), [fe], [{ start: fe.start, end: fe.end, replacement: "complex" }]);
  assert.deepEqual(ve.ok ? "ok" : [ve.why, ve.detail], ["agreement", "article"]);
  const ko = "고객의 인사이트를 얻었다.";
  const fk = site(ko, "인사이트", "ko-needless-loanwords");
  const vk = verifyEdits(fixDocument(ko, "ko"), [fk], [{ start: fk.start, end: fk.end, replacement: "통찰" }]);
  assert.deepEqual(vk.ok ? "ok" : [vk.why, vk.detail], ["agreement", "particle"]);
});

test("verification drops a fix that brings in another tell, or leaves its own", () => {
  const text = "The study leveraged satellite data.";
  const doc = fixDocument(text, "en");
  const f = site(text, "leveraged", "en-ai-vocabulary");
  const other = verifyEdits(doc, [f], [{ start: f.start, end: f.end, replacement: "used groundbreaking" }]);
  assert.deepEqual(other.ok ? "ok" : [other.why, other.detail], ["new-tell", "en-promotional-language"]);
  const same = verifyEdits(doc, [f], [{ start: f.start, end: f.end, replacement: "utilized" }]);
  assert.deepEqual(same.ok ? "ok" : same.why, "tell-remains");
});

test("a reading's findings carry verified fixes; replacement is the first one when it covers the span exactly", () => {
  const text = "The team leveraged new tools. Moreover, the results were clear. Revenue grew 30% in Lisbon this year.";
  const { report } = readDocument(text, { lang: "en" });
  const lev = report.findings.find((f) => f.scope === "span" && f.text_span === "leveraged")!;
  assert.equal(lev.fixes?.[0].replacement, "used");
  assert.equal(lev.replacement, "used");
  assert.match(lev.fixes![0].label, /Replace “leveraged” with “used”/);
  const moreover = report.findings.find((f) => f.scope === "span" && f.text_span.startsWith("Moreover"))!;
  // The fix reaches past the span (the next word's capital): no span-only replacement.
  assert.equal(moreover.replacement, undefined);
  assert.deepEqual([moreover.fixes![0].start, moreover.fixes![0].end, moreover.fixes![0].replacement], [text.indexOf("Moreover"), text.indexOf("the results") + 1, "T"]);
  for (const f of report.findings) for (const x of f.fixes ?? []) assert.ok(x.start <= f.start && x.end >= f.end - 0 || (x.start < f.end && x.end > f.start), "a fix overlaps its finding");
});

test("without the engine a reading offers no unverified pack hint", () => {
  const text = "In addition to his work, he painted. The team leveraged new tools.";
  const { report } = readDocument(text, { lang: "en", fixes: false });
  assert.ok(report.findings.length > 0);
  assert.ok(report.findings.every((f) => f.replacement === undefined && f.fixes === undefined));
});

test("viral-hook findings are scored, never fixed", () => {
  const text = "Nobody tells you this. Here's why it matters. You won't believe what happened next. Stop scrolling.\n\nThis changes everything.";
  const { report } = readDocument(text, { lang: "en" });
  for (const f of report.findings) if (f.scoreOnly) assert.equal(f.fixes, undefined, f.pattern);
});

test("two fixes that share a sentence are verified together", () => {
  const text = "Additionally, the firm utilized a holistic approach to foster growth across the region.";
  const fixed = fixText(text, { lang: "en" });
  assert.ok(fixed.applied.length >= 3);
  assert.match(fixed.rewrite, /^The firm used a /);
  assert.doesNotMatch(fixed.rewrite, /\s{2}|\ban [bcdfghjklmnpqrstvwxz]/i);
});

test("two fixes in a sentence do not bring in the same word", () => {
  const text = "Nestled in the heart of the Cotswolds, this stunning village boasts world-class dining and breathtaking countryside views.";
  const fixed = fixText(text, { lang: "en" });
  assert.ok(fixed.applied.length >= 2);
  const words: string[] = fixed.rewrite.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const twice = words.filter((w, i) => words.indexOf(w) !== i);
  assert.deepEqual(twice, [], fixed.rewrite);
});

test("Chinese: 您 is made impersonal where the sentence allows, and the register stays (no 你 comes in)", () => {
  const text = "如果您在刷卡时收到错误代码58的提示，建议您先检查一下您的信用卡信息是否正确。如果您的卡片信息正确，建议您联系银行。客服说：“您好，请稍等。”";
  const fixed = fixText(text, { lang: "zh" });
  assert.ok(fixed.applied.some((a) => a.original.includes("您")), fixed.rewrite);
  assert.ok((fixed.rewrite.match(/您/gu) ?? []).length < (text.match(/您/gu) ?? []).length, fixed.rewrite);
  assert.doesNotMatch(fixed.rewrite, /你/u, fixed.rewrite);
  assert.match(fixed.rewrite, /^如果在刷卡时/u);
  assert.match(fixed.rewrite, /“您好，请稍等。”/u);
});

test("Chinese: the advice formula goes before its 您 is touched (建议您访问医生 → 可以访问医生, not 建议你访问医生)", () => {
  // zh.plain-advice is tried before the 您 rules: plain-you reaches over every 您 of the sentence,
  // and applied first it would leave the chatbot formula in place, only re-addressed.
  const text = "月经不调的原因很多。如果月经不调，建议您访问医生，由医生制定治疗方案。";
  const fixed = fixText(text, { lang: "zh" });
  assert.doesNotMatch(fixed.rewrite, /建议[您你]/u, fixed.rewrite);
  assert.match(fixed.rewrite, /可以访问医生/u, fixed.rewrite);
});

test("Chinese: once a fix turns 您 into 你, every 您 outside quotes follows", () => {
  const text = "这是您的选择。这是为您准备的礼物，也是为您的家人准备的。客服说：“您好。”";
  const fixed = fixText(text, { lang: "zh" });
  assert.ok(fixed.applied.some((a) => a.replacement.includes("你")), fixed.rewrite);
  assert.doesNotMatch(fixed.rewrite.replace(/“[^”]*”/gu, ""), /您/u, fixed.rewrite);
  assert.match(fixed.rewrite, /“您好。”/u);
});

test("Korean: particles agree and the ending keeps its register", () => {
  const fixed = fixText("또한 기업은 다양한 방법을 통해 경쟁력을 높이고 있습니다. 그러나 비용이 늘었습니다. 고객의 인사이트를 모으는 것이 중요합니다.", { lang: "ko" });
  assert.match(fixed.rewrite, /^기업은 /);
  assert.doesNotMatch(fixed.rewrite, /통찰를|방법를/);
  assert.ok(fixed.rewrite.includes("습니다"));
});

test("texts that chain every window into the next, or have no stops at all, stay near-linear", () => {
  const chained = "Moreover, it is important to note that this plays a pivotal role. 🚀✨ ".repeat(200);
  const noStops = "the team leveraged new tools and moreover fostered growth ".repeat(900);
  for (const text of [chained, noStops]) {
    const started = performance.now();
    const fixed = fixText(text, { lang: "en" });
    const ms = performance.now() - started;
    assert.ok(fixed.applied.length > 50, `${fixed.applied.length} fixes applied`);
    assert.ok(ms < 8_000, `${ms.toFixed(0)} ms for ${text.length} characters`);
  }
});

test("the meaning screen lets through only edits the check has nothing to say about", async () => {
  const { meaningUnchanged } = await import("../../lib/fix/meaning-screen");
  const { checkMeaning } = await import("../../lib/meaning/check");
  const changed: [string, string, "en" | "ko" | "ja"][] = [
    ["Sales rose 30% in May.", "Sales rose 37% in May.", "en"],
    ["Sales rose thirty percent.", "Sales rose forty percent.", "en"],
    ["The bridge is not safe.", "The bridge is safe.", "en"],
    ["All staff agreed.", "Some staff agreed.", "en"],
    ["It rained, so we stayed in.", "It rained, but we stayed in.", "en"],
    ["The bid went to Lisbon.", "The bid went to Porto.", "en"],
    ["일곱 명이 왔다.", "여덟 명이 왔다.", "ko"],
    ["会議は中止されなかった。", "会議は中止された。", "ja"],
    ["Prices rose. Wages fell.", "Prices rose, wages fell.", "en"],
  ];
  for (const [a, b, lang] of changed) assert.equal(meaningUnchanged(a, b, lang), false, `${a} → ${b}`);
  const same: [string, string, "en" | "ko"][] = [
    ["The team leveraged new tools in 2023.", "The team used new tools in 2023.", "en"],
    ["또한 비용이 줄었다.", "비용이 줄었다.", "ko"],
  ];
  for (const [a, b, lang] of same) {
    assert.equal(meaningUnchanged(a, b, lang), true, `${a} → ${b}`);
    assert.equal(checkMeaning(a, b, lang).hard_fail, 0);
  }
});

test("a draft built from a repeated template gets the same verified fixes whether repeats are verified again or taken from the document's cache", async () => {
  const { fixFindings, FixCache } = await import("../../lib/fix/engine");
  const { analyzeText } = await import("../../lib/engine/analyze");
  const { detect } = await import("../../lib/detector/detect");
  const drafts: [string, "ko" | "en" | "zh" | "ja"][] = [
    [Array.from({ length: 12 }, () => "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 이를 통해 더욱 효율적이고 체계적인 미래를 만들어 나갈 수 있을 것입니다.").join("\n\n"), "ko"],
    // One paragraph a line: a finding's fixes are keyed by its lines (lib/fix/reach.ts).
    [Array.from({ length: 8 }, (_, i) => `Moreover, it is important to note that team ${i % 2 ? "A" : "B"} leverages robust tools. Additionally, this plays a pivotal role.`).join("\n"), "en"],
  ];
  for (const [text, lang] of drafts) {
    const analysis = analyzeText(text, { lang });
    const { findings } = detect(text, { lang, analysis });
    const plain = fixFindings(text, lang, findings, {});
    let hits = 0;
    const cache = new (class extends FixCache {
      override get(key: string) {
        const hit = super.get(key);
        if (hit) hits++;
        return hit;
      }
    })();
    const cached = fixFindings(text, lang, findings, { cache });
    assert.ok(hits > 0, `${lang}: repeated surroundings were taken from the cache`);
    assert.ok(plain.candidates.size > 10, `${lang}: ${plain.candidates.size} findings with fixes`);
    assert.deepEqual([...cached.candidates.entries()], [...plain.candidates.entries()], lang);
    for (const list of cached.candidates.values()) for (const c of list) assert.ok(c.start >= 0 && c.end <= text.length);
  }
});

test("Chinese: a draft that addresses a person with 您 (a letter: the sentence says 我) keeps every 您", () => {
  // One sentence without 我 would allow 您 → 你, but the register is the whole letter's.
  const text = "妈妈，我想对您说，下辈子我还要做您的女儿。岁月无情，它在您的脸上刻下了一道道皱纹，在您的头上添上了白发。";
  const fixed = fixText(text, { lang: "zh" });
  assert.ok(!fixed.rewrite.includes("你"), fixed.rewrite);
});

test('"a significant year" whose sentence already says "major" becomes "an important year", never "a large year"', () => {
  const text = "1865 was a significant year in the history of Australia, marked by several major events that shaped the country's future. Moreover, the colonies leveraged various new tools.";
  const { report } = readDocument(text, { lang: "en" });
  assert.ok(report.findings.some((f) => f.scope === "span" && f.text_span === "significant"), "the span is a finding");
  const fixed = fixText(text, { lang: "en" });
  assert.match(fixed.rewrite, /^1865 was an important year in the history/);
  assert.doesNotMatch(fixed.rewrite, /large year/);
});

test('Korean: "수 있을 것입니다" becomes "수 있습니다" or stays, never "수 있겠습니다" (read as an announcement)', () => {
  // Many 수 있습니다 already: once the density gate is full, the old second candidate 있겠습니다 was applied.
  const text = [
    "우리는 서로 돕는 법을 배울 수 있습니다.",
    "학생들은 토론으로 생각을 넓힐 수 있습니다.",
    "교사는 수업을 더 쉽게 꾸릴 수 있습니다.",
    "학교는 상담 시간을 늘릴 수 있습니다.",
    "부모는 아이와 함께 책을 읽을 수 있습니다.",
    "시민은 공원에서 쉴 수 있습니다.",
    "이렇게 적절한 미디어 사용으로 우리는 더 나은 세상을 만드는 데 기여할 수 있을 것입니다.",
    "가족은 대화 시간을 늘려 서로를 더 잘 이해할 수 있을 것입니다.",
    "지역 사회도 작은 모임으로 이웃을 도울 수 있을 것입니다.",
    "청소년은 운동으로 건강을 지킬 수 있을 것입니다.",
  ].join(" ");
  const fixed = fixText(text, { lang: "ko" });
  assert.ok(text.includes("있을 것입니다"));
  assert.doesNotMatch(fixed.rewrite, /있겠습니다/u, fixed.rewrite);
});
