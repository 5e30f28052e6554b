import { test } from "node:test";
import assert from "node:assert/strict";
import { detect, finalizeFindings } from "../../lib/detector/detect";
import type { Finding } from "../../lib/detector/types";
import { fixturePacks } from "../packs/helpers";
import { quoted } from "../helpers/finding-text";
import { EXCERPT_LENGTH } from "../../lib/detector/excerpt";

const packs = fixturePacks();
const run = (text: string, extra: Parameters<typeof detect>[1] = {}) => detect(text, { packs, ...extra });
const byPattern = (text: string, id: string, extra: Parameters<typeof detect>[1] = {}) =>
  run(text, extra).findings.filter((f) => f.patternId === id);

function assertSpans(text: string, findings: Finding[]) {
  for (const f of findings) {
    if (f.scope === "span") assert.equal(f.text_span, text.slice(f.start, f.end), `${f.id} ${f.patternId}`);
    else {
      // A document-scope finding quotes the start of its range only, never half a surrogate pair.
      assert.equal(f.excerpt, text.slice(f.start, f.start + f.excerpt.length), `${f.id} ${f.patternId}`);
      assert.ok(f.excerpt.length === Math.min(EXCERPT_LENGTH, f.end - f.start) || f.excerpt.length === EXCERPT_LENGTH - 1, `${f.id} excerpt length`);
      assert.ok(!/[\uD800-\uDBFF]$/.test(f.excerpt), `${f.id} excerpt ends inside a surrogate pair`);
      assert.equal("text_span" in f, false, `${f.id} carries no text_span`);
    }
    assert.ok(f.start >= 0 && f.end <= text.length && f.start < f.end);
  }
}

test("terms: whole words in en, fixes become replacements, ids in document order", () => {
  const text = "We delve deeper. Delving is not delve-like? The tapestry holds; it plays a pivotal role.";
  const r = run(text);
  const vocab = r.findings.filter((f) => f.patternId === "en-fx-ai-vocabulary");
  assert.deepEqual(vocab.map(quoted), ["delve", "delve", "tapestry", "pivotal role"]);
  assert.equal(vocab[0].replacement, "look");
  assert.equal(vocab[0].suggested_fix, "look");
  assert.equal(vocab[3].replacement, undefined);
  assert.equal(vocab[3].suggested_fix, "Use the plain word the sentence needs.");
  assert.match(vocab[0].reason, /^“delve” appears twice \(\d+(\.\d)? per 1,000 words\); 4 matches of this pattern in all\.$/);
  assert.equal(vocab[0].reason_template?.id, "reason.span");
  assert.deepEqual(vocab[0].fix_template, { pattern: "en-fx-ai-vocabulary", replacement: "look" });
  assert.deepEqual(r.findings.map((f) => f.id), r.findings.map((_, i) => `f${String(i + 1).padStart(3, "0")}`));
  const starts = r.findings.map((f) => f.start);
  assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
  assert.equal(vocab[0].pattern, "en-language#7");
  assert.equal(vocab[0].category, "language");
});

test("~ wildcard terms stay within the sentence and 40 characters", () => {
  assert.deepEqual(byPattern("It is not only fast but also cheap.", "en-fx-not-only").map(quoted), ["not only fast but also"]);
  assert.equal(byPattern("It is not only fast. But also cheap.", "en-fx-not-only").length, 0);
  assert.equal(byPattern(`It is not only ${"very ".repeat(12)}fast but also cheap.`, "en-fx-not-only").length, 0);
  assert.deepEqual(byPattern("这不仅便宜，而且好用。", "zh-fx-not-only").map(quoted), ["不仅便宜，而且"]);
});

test("regex: requires gate, named span group, replace template, unless", () => {
  assert.deepEqual(byPattern("It's not about money, it's about time.", "en-fx-not-only").map(quoted), ["about money"]);
  const copula = byPattern("The park serves as a reminder.", "en-fx-copula");
  assert.equal(quoted(copula[0]), "serves as");
  assert.equal(copula[0].replacement, "is");
  assert.equal(byPattern("The waiter serves as fast as he can.", "en-fx-copula").length, 0, "unless drops it");
});

test("protected spans: quoted, code, URL and named text is never flagged", () => {
  assert.equal(byPattern(`She said "we delve into it" yesterday.`, "en-fx-ai-vocabulary").length, 0);
  assert.equal(byPattern("Run `delve --help` now.", "en-fx-ai-vocabulary").length, 0);
  assert.equal(byPattern("See https://delve.example.com/tapestry today.", "en-fx-ai-vocabulary").length, 0);
  assert.equal(byPattern("We went to Tapestry Hall.", "en-fx-ai-vocabulary").length, 0);
});

test("min-count gates a matcher; per-document counts drive severity", () => {
  assert.equal(byPattern("분석을 통해 알았다.", "ko-fx-through").length, 0, "min-count 2");
  const two = byPattern("분석을 통해 알았다. 조사를 통해 확인했다.", "ko-fx-through");
  assert.equal(two.length, 2);
  assert.equal(two[0].severity, "S2", "2 instances in a short text = S2");
  assert.equal(two[0].taxonomy, "A-2");
  assert.match(two[0].category_label, /^번역투: /);
  const many = Array.from({ length: 7 }, (_, i) => `문단 ${i}에서 분석을 통해 확인했다. 다른 문장이 이어진다.`).join("\n\n");
  assert.ok(byPattern(many, "ko-fx-through").every((f) => f.severity === "S1"));
});

test("strong patterns are S1 on a single instance; score-only never carries replacements", () => {
  const f = byPattern("Great question! The answer is four.", "en-fx-chatbot");
  assert.equal(f.length, 1);
  assert.equal(f[0].severity, "S1");
});

test("overlaps: all findings stay, the highest severity lists the others in related_findings", () => {
  const text = "Great question! We delve into it.";
  const drafts = [
    { start: 0, end: 14, severity: "S1" as const, pattern: "en-communication#19" },
    { start: 6, end: 14, severity: "S3" as const, pattern: "en-language#7" },
    { start: 19, end: 24, severity: "S2" as const, pattern: "en-language#7" },
  ].map((d) => ({
    ...d,
    patternNumber: "x",
    patternId: d.pattern,
    category: "language",
    category_label: "x",
    scope: "span" as const,
    text_span: text.slice(d.start, d.end),
    reason: "r",
    suggested_fix: "s",
  }));
  const bad = { ...drafts[2], text_span: "wrong" };
  const out = finalizeFindings(text, [...drafts, bad]);
  assert.equal(out.length, 3, "the finding whose text_span does not match is dropped");
  assert.deepEqual(out[0].related_findings, ["f002"]);
  assert.equal(out[1].related_findings, undefined);
});

test("options: min_severity, categories, docType policy and patternFactors", () => {
  const text = "Great question! We delve into the tapestry. The **a** and **b** are **c**.";
  const all = run(text);
  assert.ok(all.findings.some((f) => f.severity === "S3" || f.severity === "S2"));
  const s1 = run(text, { min_severity: "S1" });
  assert.ok(s1.findings.length > 0 && s1.findings.every((f) => f.severity === "S1"));
  const styleOnly = run(text, { categories: ["style"] });
  assert.ok(styleOnly.findings.length > 0 && styleOnly.findings.every((f) => f.category === "style"));
  const suppressed = run(text, { config: { patternFactors: { "14": 0 } } });
  assert.equal(suppressed.findings.filter((f) => f.patternNumber === "14").length, 0);
  const amplified = run(text, { config: { patternFactors: { "7": 1.5 } } });
  const base7 = all.findings.find((f) => f.patternNumber === "7")!;
  const amp7 = amplified.findings.find((f) => f.patternNumber === "7")!;
  assert.equal(base7.severity, "S2");
  assert.equal(amp7.severity, "S1");
  const blog = run(text, { docType: "blog" });
  assert.equal(blog.meta.doc_type, "blog");
  assert.throws(() => run(text, { docType: "no-such-type" }), /unknown document type/);
});

test("meta: counts, stats, genre, warnings; unsupported language is an error", () => {
  const text = "Hi team,\n\nGreat question! We delve into the tapestry.\n\nBest regards";
  const r = run(text);
  assert.equal(r.meta.input_length, text.length);
  assert.equal(r.meta.lang, "en");
  assert.equal(r.meta.estimated_genre, "email");
  assert.equal(r.meta.detected_count, r.findings.length);
  assert.ok(r.meta.warnings.some((w) => /under 100 characters/.test(w)));
  assert.ok(r.meta.severity_weighted_score > 0);
  assert.equal(r.meta.category_summary.language, 2);
  assert.equal(r.meta.stats!.patterns["en-fx-ai-vocabulary"].count, 2);
  assert.equal(r.meta.stats!.categories.language.patterns, 3);
  assert.ok(r.meta.ai_tell_density > 0);
  assert.equal(run("분석을 통해 알았다. 조사를 통해 확인했다.").meta.category_summary.A, 2);
  assert.throws(() => run("Привет, как дела? Всё хорошо."), /No supported language/);
  assert.throws(() => run("   \n "), /empty/);
});

// Offsets: text.slice(start, end) === text_span for every finding, over many generated inputs
// with CRLF, emoji, NFD Hangul, tabs and zero-width characters mixed in.
test("every finding's span is exact over generated inputs (CRLF, emoji, NFD, ZW, tabs)", () => {
  const pieces = [
    "We delve", " into the tapestry", ". ", "It serves as a bridge", " — truly — ", "Great question!", "\r\n", "\r\n\r\n",
    "🚀", "👨‍👩‍👧", "\u200B", "\t", " not only fast but also cheap", " **bold**", "## The Future Of Work\n", "“quoted delve”", " 2024 ",
  ];
  const koPieces = ["분석을 통해", " 알았다. ", "조사를 통해".normalize("NFD"), " 확인하고 있다.", "\u200D", "\r\n", "또한 ", "따라서 ", "책이 아니라 동반자이다.", "🙂", "\t"];
  let seed = 42;
  const rand = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
  let total = 0;
  for (let round = 0; round < 150; round++) {
    const source = round % 2 === 0 ? pieces : koPieces;
    let text = round % 2 === 0 ? "Start. " : "시작한다. ";
    for (let i = 0; i < 25; i++) text += source[rand(source.length)];
    const r = run(text);
    assertSpans(text, r.findings);
    total += r.findings.length;
  }
  assert.ok(total > 300, `generated inputs produce findings (${total})`);
});

test("NFD Hangul and zero-width characters inside a term still match, with original offsets", () => {
  const text = "분석을 " + "통해".normalize("NFD") + " 알았고, 조사를 통\u200B해 확인했다.";
  const f = byPattern(text, "ko-fx-through");
  assert.equal(f.length, 2);
  assert.equal(quoted(f[0]), "통해".normalize("NFD"));
  assert.equal(quoted(f[1]), "통\u200B해");
});
