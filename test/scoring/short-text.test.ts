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

// The straightforward definitions the single-pass counters must reproduce exactly.
const INVISIBLE_REF = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
function charsRef(text: string): number {
  return [...text.normalize("NFC").replace(INVISIBLE_REF, "").replace(/\s+/gu, "")].length;
}
function paragraphsRef(text: string): number {
  return text
    .replace(INVISIBLE_REF, "")
    .split(/(?:\r\n|\r(?!\n)|\n)[^\S\r\n]*(?:\r\n|\r(?!\n)|\n)\s*/)
    .filter((block) => block.trim().length > 0).length;
}

test("single-pass counters equal the normalize/replace/split definitions on adversarial text", () => {
  const pieces = [
    "a", "Z", "한", "\u1100\u1161", "\u1100\u1161\u11a8", "\u11a8", "가\u11a8", "e\u0301", "\u0301", "\u0344", "\u0958",
    "\u2126", "\uf900", "😀", "\ud800", "\udc00", " ", "\t", "\n", "\r", "\r\n", "\u2028", "\u3000", "\u00a0",
    "\u200b", "\ufeff", "\u00ad", "\u2060", "\u2000", "Å", "A\u030a", "の", "\u3099", "か\u3099", "\u302a\u302b",
  ];
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  for (let k = 0; k < 4000; k++) {
    let text = "";
    const len = Math.floor(next() * 30);
    for (let i = 0; i < len; i++) text += pieces[Math.floor(next() * pieces.length)];
    assert.equal(countNonWhitespaceChars(text), charsRef(text), JSON.stringify(text));
    assert.equal(countNonEmptyParagraphs(text), paragraphsRef(text), JSON.stringify(text));
    assert.equal(isShortText(text), charsRef(text) <= 200 || paragraphsRef(text) <= 3);
  }
  // Every BMP unit, alone and after a base letter, counts as NFC says.
  for (let c = 0; c < 0x10000; c++) {
    const s = String.fromCharCode(c);
    assert.equal(countNonWhitespaceChars("a" + s), charsRef("a" + s), `U+${c.toString(16)}`);
  }
});

test("the counter's one-lookup path for common units agrees with NFC next to marks, surrogates and whitespace", () => {
  // Each BMP unit in the places where the table's answer must hand over to the general path:
  // before a combining mark (NFC may compose them), after a lone high surrogate and whitespace
  // (which pair once whitespace is removed), and twice in a row (the table is filled on first sight).
  for (let c = 0; c < 0x10000; c++) {
    const s = String.fromCharCode(c);
    for (const text of [s + "\u0301", "\ud83d " + s, s + s + "x", "\u1100" + s]) {
      assert.equal(countNonWhitespaceChars(text), charsRef(text), `U+${c.toString(16)} in ${JSON.stringify(text)}`);
    }
  }
});

test("isShortText stops early but agrees on long inputs on both sides of each threshold", () => {
  const long = "word ".repeat(5000);
  assert.equal(isShortText(long), true); // one paragraph
  const many = Array.from({ length: 50 }, () => "x".repeat(20)).join("\n\n");
  assert.equal(isShortText(many), false);
  assert.equal(isShortText(Array.from({ length: 4 }, () => "x".repeat(60)).join("\r\n")), true); // a lone CRLF is one line break
  assert.equal(isShortText(Array.from({ length: 4 }, () => "x".repeat(60)).join("\r\n\r\n")), false);
  assert.equal(isShortText(Array.from({ length: 4 }, () => "x".repeat(60)).join("\n")), true);
});
