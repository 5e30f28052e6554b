import { test } from "node:test";
import assert from "node:assert/strict";
import { boostSeverityPoints, countNonEmptyParagraphs, countNonWhitespaceChars, isShortText, SHORT_TEXT_BOOST_CATEGORIES } from "../../lib/scoring/short-text";
import { computeAiLikeness } from "../../lib/scoring/ai-likeness";

const para = (n: number) => "word ".repeat(n).trim();

test("trigger 1: ≤200 non-whitespace characters (whitespace and zero-width characters not counted)", () => {
  const p = (chars: number) => Array.from({ length: 5 }, (_, i) => "x".repeat(chars / 5 + (i === 0 ? chars % 5 : 0))).join("\n\n");
  assert.equal(countNonWhitespaceChars(p(200)), 200);
  assert.equal(isShortText(p(200)), true); // 5 paragraphs but ≤200 chars
  assert.equal(isShortText(p(201)), false);
  assert.equal(countNonWhitespaceChars("a b\u200B\tc\r\n"), 3);
});

test("character count uses NFC code points: NFD Hangul and emoji count once", () => {
  const nfc = "한국어";
  assert.equal(countNonWhitespaceChars(nfc.normalize("NFD")), 3);
  assert.equal(countNonWhitespaceChars("😀😀"), 2);
});

test("trigger 2: ≤3 non-empty paragraphs, however long", () => {
  const long = [para(100), para(100), para(100)].join("\r\n\r\n");
  assert.equal(countNonEmptyParagraphs(long), 3);
  assert.equal(isShortText(long), true);
  const four = [para(100), para(100), "  \n", para(100), para(100)].join("\n\n");
  assert.equal(countNonEmptyParagraphs(four), 4);
  assert.equal(isShortText(four), false);
  // Single line breaks do not separate paragraphs.
  assert.equal(countNonEmptyParagraphs("a\nb\nc\nd\ne"), 1);
});

test("boost: ×1.5 capped at 3, only language, style and viral-hook, only on short texts", () => {
  assert.deepEqual([...SHORT_TEXT_BOOST_CATEGORIES].sort(), ["language", "style", "viral-hook"]);
  assert.equal(boostSeverityPoints(1, "language", true), 1.5);
  assert.equal(boostSeverityPoints(2, "style", true), 3);
  assert.equal(boostSeverityPoints(3, "viral-hook", true), 3); // cap
  for (const category of ["content", "communication", "filler", "structure", "custom"]) {
    assert.equal(boostSeverityPoints(2, category, true), 2);
  }
  assert.equal(boostSeverityPoints(2, "language", false), 2);
});

test("boost is applied before document-type overrides, each capped, and the §6 formula is unchanged", () => {
  const detections = [
    { pattern: 8, category: "language", severity: "S3" },
    { pattern: 1, category: "content", severity: "S3" },
  ];
  const short = computeAiLikeness({ lang: "ko", detections, shortText: true });
  assert.equal(short.categories.language.sum, 1.5);
  assert.equal(short.categories.content.sum, 1);
  assert.equal(short.categories.language.unrounded, (1.5 / 27) * 100);
  const amplified = computeAiLikeness({
    lang: "ko",
    detections: [{ pattern: 8, category: "language", severity: "S2" }],
    shortText: true,
    overrides: { unscoped: { "8": "amplify" }, byLang: {} },
  });
  assert.equal(amplified.categories.language.sum, 3); // 2 → 3 (boost) → 4.5 capped at 3
});
