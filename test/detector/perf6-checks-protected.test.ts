// Fast paths of the protected-span stage and the structural checks, each checked against the
// plain computation it replaces on generated input.
import { test } from "node:test";
import assert from "node:assert/strict";
import { charPresence, charPresencePlain } from "../../lib/detector/char-presence";
import { isNfcStableUnit } from "../../lib/text/normalize";
import { EMOJI, findEmoji } from "../../lib/detector/checks/emoji";
import { sentenceEnding } from "../../lib/detector/checks/ending-repetition";
import { findTriadCandidates, TRIAD } from "../../lib/detector/checks/triplet-lists";
import { lines } from "../../lib/detector/checks/util";
import { EMAIL, findEmails, hasBlankLine, quotedSpans } from "../../lib/detector/protected";
import { randomText, seededRandom } from "../helpers/random-text";

function allMatches(re: RegExp, text: string): { start: number; end: number }[] {
  const g = new RegExp(re.source, re.flags);
  const out: { start: number; end: number }[] = [];
  for (let m = g.exec(text); m; m = g.exec(text)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

test("findEmails equals the EMAIL regex scan", () => {
  const rand = seededRandom(61);
  const pieces = ["a", "Z", "7", "@", "@", ".", ".", "-", "_", "%", "+", " ", "\n", "メール", "가", "𝐀", "\ud835", "\udc00", "x.y", ".com", "(", ","];
  let matched = 0;
  for (let round = 0; round < 4000; round++) {
    const text = randomText(rand, pieces, 1 + Math.floor(rand() * 30));
    const plain = allMatches(EMAIL, text);
    matched += plain.length;
    assert.deepEqual(findEmails(text), plain, JSON.stringify(text));
  }
  assert.ok(matched > 200, `generated text exercises the regex (${matched} matches)`);
});

/** Curly and CJK quote pairs as first written: an indexOf for each opening mark, then for its close. */
function referencePairs(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const pairs = [["\u201C", "\u201D"], ["\u300C", "\u300D"], ["\u300E", "\u300F"], ["\u00AB", "\u00BB"], ["\uFF02", "\uFF02"]];
  for (const [open, close] of pairs) {
    let from = 0;
    for (;;) {
      const s = text.indexOf(open, from);
      if (s === -1) break;
      const e = text.indexOf(close, s + 1);
      if (e === -1) break;
      if (e - s <= 400 && !hasBlankLine(text, s + 1, e)) {
        out.push({ start: s, end: e + 1 });
        from = e + 1;
      } else from = s + 1;
    }
  }
  return out;
}

test("curly and CJK quote pairs are the indexOf pairing (corner brackets collected in one pass)", () => {
  const rand = seededRandom(62);
  const pieces = ["「", "」", "『", "』", "“", "”", "«", "»", "＂", "か", "た", " ", "\n", "\n\n", "x".repeat(150), "あ"];
  for (let round = 0; round < 3000; round++) {
    const text = randomText(rand, pieces, 1 + Math.floor(rand() * 25));
    // Only the pairs: the text holds no straight or single quotes.
    assert.deepEqual(quotedSpans(text, charPresence(text)), referencePairs(text), JSON.stringify(text));
  }
});

test("charPresence's two accumulators see every unit, whatever the length's parity", () => {
  const rand = seededRandom(63);
  const pieces = ["a", "A", "1", "@", "`", "“", "「", "年", "😀", "©", "h", "w", " "];
  for (let round = 0; round < 2000; round++) {
    const text = randomText(rand, pieces, Math.floor(rand() * 7));
    assert.equal(charPresence(text), charPresencePlain(text), JSON.stringify(text));
  }
});

test("a string of NFC-stable units is its own NFC, so ending keys made of them skip normalize()", () => {
  const plain: string[] = [];
  for (let u = 0; u < 0xd800; u++) if (isNfcStableUnit(u)) plain.push(String.fromCharCode(u));
  for (const c of plain) assert.equal(c.normalize("NFC"), c, `U+${c.charCodeAt(0).toString(16)}`);
  const rand = seededRandom(64);
  for (let round = 0; round < 3000; round++) {
    const text = randomText(rand, plain, 1 + Math.floor(rand() * 4));
    assert.equal(text.normalize("NFC"), text, JSON.stringify(text));
  }
  // Keys that are not all plain starters are still normalized: conjoining jamo compose.
  assert.equal(sentenceEnding("\u1100\u1161다.")?.key, "가다");
});

test("lines() is the plain split, remembered for the last text only", () => {
  const rand = seededRandom(65);
  for (let round = 0; round < 500; round++) {
    const text = randomText(rand, ["a", " ", "\n", "\r\n", "\r", "가"], Math.floor(rand() * 12));
    const want: { start: number; end: number; text: string }[] = [];
    let start = 0;
    for (const part of text.split("\n")) {
      const body = part.endsWith("\r") ? part.slice(0, -1) : part;
      want.push({ start, end: start + body.length, text: body });
      start += part.length + 1;
    }
    assert.deepEqual(lines(text), want, JSON.stringify(text));
    assert.equal(lines(text), lines(text), "the same list for the same text");
  }
});

test("findEmoji tries the emoji regex only where PICTOGRAPH_START finds a start, with the same result", () => {
  const rand = seededRandom(66);
  const pieces = ["😀", "👍🏽", "\u200d", "\ufe0f", "©", "™", "→", "★", "✅", "a", " ", "\ud83c", "\udc00", "•", "※"];
  const nonDecoration = /^[\u00A9\u00AE\u2122\u2190-\u21FF\u2022]/;
  for (let round = 0; round < 3000; round++) {
    const text = randomText(rand, pieces, 1 + Math.floor(rand() * 12));
    const want = allMatches(EMOJI, text).filter((r) => !nonDecoration.test(text.slice(r.start, r.end)));
    assert.deepEqual(findEmoji(text), want, JSON.stringify(text));
  }
});

test("en triad candidates (tried at word-initial letters only) are the plain triad regex scan", () => {
  const rand = seededRandom(67);
  const pieces = ["red, ", "Blue, ", "it, ", "green ", "x1 ", "a_b ", "rock-n", "'s ", "and ", "or ", ", ", ",", "(", "é ", "-", "tea"];
  let matched = 0;
  for (let round = 0; round < 4000; round++) {
    const text = randomText(rand, pieces, 3 + Math.floor(rand() * 20));
    const plain = allMatches(TRIAD.en, text);
    matched += plain.length;
    assert.deepEqual(
      findTriadCandidates(text, "en").map((m) => ({ start: m.index, end: m.index + m[0].length })),
      plain,
      JSON.stringify(text),
    );
  }
  assert.ok(matched > 100, `generated text exercises the regex (${matched} matches)`);
});
