// Third-pass fast paths against the plain computations they replace: the character-presence
// gates of protected spans, the bounded `~` tail search, and the detector reusing the
// engine's match view and case fold.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as presence from "../../lib/detector/char-presence";
import { detect } from "../../lib/detector/detect";
import { findMatches, wildcardEnd } from "../../lib/detector/match";
import { fencedCode, quotedSpans } from "../../lib/detector/protected";
import { analyzeText } from "../../lib/engine/analyze";
import type { Lang } from "../../lib/engine/types";
import { defaultPackSet } from "../../lib/packs/load";
import { matchView } from "../../lib/text/normalize";
import { randomText, seededRandom } from "../helpers/random-text";

const rng = seededRandom;

const KEYS: [number, RegExp][] = [
  [presence.HAS_BACKTICK, /`/],
  [presence.HAS_TILDE, /~/],
  [presence.HAS_AT, /@/],
  [presence.HAS_DQUOTE, /"/],
  [presence.HAS_APOSTROPHE, /'/],
  [presence.HAS_LSQUO, /\u2018/],
  [presence.HAS_LDQUO, /\u201C/],
  [presence.HAS_CORNER, /\u300C/],
  [presence.HAS_WHITE_CORNER, /\u300E/],
  [presence.HAS_GUILLEMET, /\u00AB/],
  [presence.HAS_FW_DQUOTE, /\uFF02/],
  [presence.HAS_DIGIT, /[0-9０-９]/],
  [presence.HAS_UPPER, /[A-Z]/],
  [presence.HAS_H, /h/],
  [presence.HAS_W, /w/],
  [presence.HAS_CJK_DATE, /[年년月월]/],
];

const MARKS = ["`", "~", "@", '"', "'", "‘", "’", "“", "”", "「", "」", "『", "』", "«", "»", "＂", "7", "７", "A", "h", "w", "年", "월", "😀", "\u200B", "\r\n", "\n\n", " ", "a", "가", "中"];

test("charPresence sets exactly the bits of the characters that occur", () => {
  const rand = rng(11);
  for (let t = 0; t < 400; t++) {
    const text = randomText(rand, MARKS, Math.floor(rand() * 12));
    const bits = presence.charPresence(text);
    for (const [bit, re] of KEYS) assert.equal((bits & bit) !== 0, re.test(text), `${JSON.stringify(text)} bit ${bit}`);
  }
});

test("quote and fence spans gated by presence equal the ungated scan", () => {
  const rand = rng(12);
  for (let t = 0; t < 400; t++) {
    const text = randomText(rand, [...MARKS, "```", "~~~", "\n```\n", "x y"], Math.floor(rand() * 20));
    assert.deepEqual(quotedSpans(text), quotedSpans(text, -1), JSON.stringify(text));
    // -1: every presence bit set, so nothing is gated away.
    assert.deepEqual(fencedCode(text, presence.charPresence(text)), fencedCode(text, -1), JSON.stringify(text));
  }
});

/** The first version: unbounded indexOf, then the reach checked. */
function referenceWildcardEnd(folded: string, pieces: string[], headEnd: number, en: boolean): number {
  const isWord = (i: number) => i >= 0 && i < folded.length && /[\p{L}\p{N}_]/u.test(folded[i]);
  const whole = (s: number, e: number) => !(isWord(s) && isWord(s - 1)) && !(isWord(e - 1) && isWord(e));
  let pos = headEnd;
  for (let k = 1; k < pieces.length; k++) {
    const piece = pieces[k];
    const limit = Math.min(folded.length, pos + 40 + piece.length);
    let found = folded.indexOf(piece, pos);
    while (found !== -1 && found + piece.length <= limit && en && !whole(found, found + piece.length)) found = folded.indexOf(piece, found + 1);
    if (found === -1 || found + piece.length > limit) return -1;
    if (/[.!?。！？\n]/.test(folded.slice(pos, found))) return -1;
    pos = found + piece.length;
  }
  return pos;
}

test("the bounded `~` tail search agrees with the unbounded first version", () => {
  const rand = rng(13);
  const alphabet = ["ab", "b", "ba", " ", " ", "x", ".", "\n", "c"];
  for (let t = 0; t < 1500; t++) {
    const text = randomText(rand, alphabet, Math.floor(rand() * 60));
    const pieces = ["h", randomText(rand, ["a", "b", " "], 1 + Math.floor(rand() * 2)), randomText(rand, ["b", "c"], 1 + Math.floor(rand() * 2))];
    const headEnd = Math.floor(rand() * (text.length + 1));
    for (const en of [true, false]) {
      assert.equal(wildcardEnd(text, pieces, headEnd, en), referenceWildcardEnd(text, pieces, headEnd, en), `${JSON.stringify(text)} ${JSON.stringify(pieces)} ${headEnd} ${en}`);
    }
  }
});

test("detect with the engine's analysis (memoized view and fold) equals detect computing its own", () => {
  const rand = rng(14);
  const words: Record<Lang, string[]> = {
    en: ["Moreover, ", "it is ", "crucial ", "to note ", "that ", "the ", "pivotal ", "role ", "of ", "Delve ", "into ", "“quoted” ", "2024 ", "AI ", "tapestry", ". ", "\n\n", "\r\n", "😀", "\u200B", "e\u0301"],
    ko: ["또한 ", "결론적으로 ", "중요한 ", "역할을 ", "합니다", ". ", "\n\n", "\u1100\u1161\u11A8", "「인용」 ", "2024년 ", "😀", "\u200B"],
    zh: ["此外，", "不仅", "而且", "至关重要", "。", "\n\n", "“引号”", "2024年", "😀"],
    ja: ["さらに、", "重要な", "役割を", "果たします", "。", "\n\n", "「引用」", "😀"],
  };
  for (const lang of Object.keys(words) as Lang[]) {
    for (let t = 0; t < 8; t++) {
      const text = `${randomText(rand, words[lang], 40 + Math.floor(rand() * 80))} end`;
      const analysis = analyzeText(text, { lang });
      const shared = JSON.stringify(detect(text, { lang, analysis }));
      const own = JSON.stringify(detect(text, { lang, analysis: { ...analysis } }));
      assert.equal(shared, own);
      assert.equal(JSON.stringify(detect(text, { lang })), own);
    }
  }
});

test("anchored regexes (spliced groups, s literals with ſ in the text) match as a full scan does", () => {
  const packs = defaultPackSet();
  const rand = rng(15);
  const alphabet = ["studies ", "ſtudies ", "Studies ", "research ", "experts ", "say ", "show ", "shows ", "that ", "97% ", "3.5x ", "the data ", "tells ", "made ", "a ", "decision ", "on ", "many people ", "believe ", "of ", ". ", "\n", "K"];
  for (let t = 0; t < 60; t++) {
    const text = randomText(rand, alphabet, 10 + Math.floor(rand() * 40));
    const compiled = packs.byLang.en;
    const full = { ...compiled, regexes: compiled.regexes.map((r) => ({ ...r, anchor: null })) };
    const view = matchView(text);
    assert.deepEqual(findMatches(compiled, view), findMatches(full, view), JSON.stringify(text));
  }
});
