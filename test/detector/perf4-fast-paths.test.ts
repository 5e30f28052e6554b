// Fourth-pass fast paths against the plain computations they replace, on generated input.
import assert from "node:assert/strict";
import { test } from "node:test";
import { charPresence, HAS_DIGIT, HAS_PICTOGRAPH_START } from "../../lib/detector/char-presence";
import { CHECKS } from "../../lib/detector/checks";
import { EMOJI, findEmoji, PICTOGRAPH_START } from "../../lib/detector/checks/emoji";
import { LEAD, leadLength } from "../../lib/detector/checks/sentence-initial-connective";
import { findTriadCandidates, findTriads, TRIAD } from "../../lib/detector/checks/triplet-lists";
import { allSentences } from "../../lib/detector/checks/util";
import { analyzeText } from "../../lib/engine/analyze";
import type { Lang } from "../../lib/engine/types";
import { randomText, seededRandom } from "../helpers/random-text";
import { referenceConnectives } from "../helpers/reference-connectives";

const rng = seededRandom;

function allMatches(re: RegExp, text: string): string[] {
  const g = new RegExp(re.source, re.flags);
  const out: string[] = [];
  for (let m = g.exec(text); m; m = g.exec(text)) out.push(`${m.index}:${m[0]}`);
  return out;
}

test("ko triad candidates skip no match of the plain regex scan (conjunction pre-check)", () => {
  const rand = rng(4);
  const pieces = ["가", "나", "와", "과", "및", "등", "을", ", ", ",", " ", " ", "그리고 ", "1", "🙂", "𝐀", "\r\n", "\u200b", "a", "."];
  let matched = 0;
  for (let round = 0; round < 3000; round++) {
    const text = randomText(rand, pieces, 10 + Math.floor(rand() * 40));
    const plain = allMatches(TRIAD.ko, text);
    matched += plain.length;
    assert.deepEqual(findTriadCandidates(text, "ko").map((m) => `${m.index}:${m[0]}`), plain, JSON.stringify(text));
  }
  assert.ok(matched > 100, `generated text exercises the regex (${matched} matches)`);
});

/** The ja triads as the check found them before: one indexOf loop per final, then sorted. */
function jaTriadsPerFinal(text: string): { start: number; end: number }[] {
  const boundary = (k: number) => /[、。！？!?\n「」『』（）()]/u.test(text[k]);
  const particle = (k: number) => /[がをはにでもへ]/u.test(text[k]);
  const out: { start: number; end: number }[] = [];
  for (const final of ["、そして", "、さらには", "、ひいては"]) {
    for (let q = text.indexOf(final); q !== -1; q = text.indexOf(final, q + 1)) {
      let p = q - 1;
      while (p >= 0 && !boundary(p)) p--;
      if (p < 0 || text[p] !== "、") continue;
      const bLen = q - p - 1;
      let a = p - 1;
      while (a >= 0 && !boundary(a)) a--;
      const aLen = p - a - 1;
      if (bLen < 1 || bLen > 20 || aLen < 1 || aLen > 20) continue;
      const cStart = q + final.length;
      let cEnd = cStart;
      while (cEnd < text.length && cEnd - cStart < bLen + 4 && !boundary(cEnd) && !(cEnd > cStart && particle(cEnd))) cEnd++;
      if (cEnd === cStart) continue;
      out.push({ start: p - Math.min(aLen, bLen), end: cEnd });
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

test("ja triads: the single regex pass over the finals equals one indexOf loop per final", () => {
  const rand = rng(9);
  const pieces = ["猫", "犬", "鳥", "、", "、そして", "、さらには", "、ひいては", "が", "。", "\n", "🙂"];
  let total = 0;
  for (let round = 0; round < 2000; round++) {
    const text = randomText(rand, pieces, 5 + Math.floor(rand() * 25));
    const plain = jaTriadsPerFinal(text);
    total += plain.length;
    assert.deepEqual(findTriads(text, "ja"), plain, JSON.stringify(text));
  }
  assert.ok(total > 50, `generated text has triads (${total})`);
});

test("sentence-initial-connective: in-place comparison and lead scan equal the match-view computation", () => {
  const rand = rng(21);
  const setups: { lang: Lang; terms: string[]; pieces: string[] }[] = [
    {
      lang: "en",
      terms: ["Moreover", "Also", "In addition", "İn fact", "Café"],
      pieces: ["Moreover", "moreover", "Also", "Alsonian", "In addition", "İn fact", "Cafe\u0301", "Café", "1. ", "12) ", "123. ", "- ", "\"", " ", ". ", "\r\n", "\u200b", "😀", "x", "A", "9", "\u00ad"],
    },
    {
      lang: "ko",
      terms: ["또한", "따라서", "이를 통해", "즉"],
      pieces: ["또한", "또한".normalize("NFD"), "따라서", "이를 통해", "이를", "즉", "\u200b", "다. ", "\n", "# ", "2. ", " ", "😀", "가", "ㅎ"],
    },
    { lang: "ja", terms: ["さらに", "つまり", "が"], pieces: ["さらに", "さ", "\u3099", "つまり", "が", "か\u3099", "。", "\n", "「", "・", "1) "] },
  ];
  let hits = 0;
  for (const { lang, terms, pieces } of setups) {
    for (let round = 0; round < 600; round++) {
      const text = randomText(rand, pieces, 4 + Math.floor(rand() * 30));
      const want = referenceConnectives(text, lang, terms);
      hits += want.length;
      const got = CHECKS["sentence-initial-connective"]({ text, lang, analysis: analyzeText(text, { lang }), params: { "min-share": 0 }, terms, isProtected: () => false });
      assert.deepEqual(got?.occurrences.map((o) => `${o.start}-${o.end}`) ?? [], want.length >= 2 ? want : [], `${lang} ${JSON.stringify(text)}`);
      for (const s of allSentences(analyzeText(text, { lang }))) {
        assert.equal(leadLength(text, s.start, s.end), LEAD.exec(text.slice(s.start, s.end))?.[0].length ?? 0, JSON.stringify(text));
      }
    }
  }
  assert.ok(hits > 300, `generated text opens sentences with connectives (${hits})`);
});

test("charPresence's pictograph bit is PICTOGRAPH_START unit by unit, and its memo follows the text", () => {
  for (let u = 0; u < 0x10000; u++) {
    const unit = String.fromCharCode(u);
    PICTOGRAPH_START.lastIndex = 0;
    assert.equal((charPresence(unit) & HAS_PICTOGRAPH_START) !== 0, PICTOGRAPH_START.test(unit), `U+${u.toString(16)}`);
  }
  PICTOGRAPH_START.lastIndex = 0;
  // Alternating texts: the one-entry memo must never answer for the other text.
  for (let k = 0; k < 3; k++) {
    assert.equal(charPresence("a 😀 b") & HAS_PICTOGRAPH_START, HAS_PICTOGRAPH_START);
    assert.equal(charPresence("a 1 b") & HAS_PICTOGRAPH_START, 0);
    assert.equal(charPresence("a 1 b") & HAS_DIGIT, HAS_DIGIT);
  }
  const rand = rng(5);
  for (let round = 0; round < 500; round++) {
    const text = randomText(rand, ["a", " ", "😀", "\u00a9", "\u2122", "\u2764", "\ufe0f", "\u200d", "👩", "🏽", "가", "\ud83d", "\n"], 20);
    const plain: string[] = [];
    const g = new RegExp(EMOJI.source, EMOJI.flags);
    for (let m = g.exec(text); m; m = g.exec(text)) if (!/^[\u00A9\u00AE\u2122\u2190-\u21FF\u2022]/.test(m[0])) plain.push(`${m.index}-${m.index + m[0].length}`);
    assert.deepEqual(findEmoji(text).map((r) => `${r.start}-${r.end}`), plain, JSON.stringify(text));
  }
});
