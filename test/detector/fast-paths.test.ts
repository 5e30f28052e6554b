// The detector's fast paths against the plain computations they replace: same answers,
// whatever the text (CRLF, surrogate pairs, NFD Hangul, zero-width characters).
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { CHECKS } from "../../lib/detector/checks";
import { EMOJI, findEmoji, PICTOGRAPH_START } from "../../lib/detector/checks/emoji";
import { sentenceEnding } from "../../lib/detector/checks/ending-repetition";
import { findTriadCandidates, TRIAD } from "../../lib/detector/checks/triplet-lists";
import { execInWindows, execWindowsBounded, windowCost, windowPositions } from "../../lib/detector/windowed";
import { analyzeText } from "../../lib/engine/analyze";
import type { Lang } from "../../lib/engine/types";
import { AhoCorasick } from "../../lib/packs/aho-corasick";
import { randomText, seededRandom } from "../helpers/random-text";
import { referenceConnectives } from "../helpers/reference-connectives";

const CORPUS = join(__dirname, "../../../shared/corpus/dev.jsonl");

const rng = seededRandom;

function allMatches(re: RegExp, text: string): string[] {
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  const out: string[] = [];
  for (let m = g.exec(text); m; m = g.exec(text)) {
    if (m[0].length === 0) {
      g.lastIndex++;
      continue;
    }
    out.push(`${m.index}:${m[0]}`);
  }
  return out;
}

/** Fixed documents in every language plus the dev corpus when it is there. */
function sampleTexts(): { lang: Lang; text: string }[] {
  const docs: { lang: Lang; text: string }[] = [
    { lang: "en", text: "Speed, quality, and cost matter. Moreover, we—the team—ship fast, cheap, or good.\r\n\r\nIs it worth it? Yes, it is." },
    { lang: "ko", text: "또한 품질, 속도, 그리고 비용이 중요하다. 따라서 우리는 사회적 책임, 환경 보호, 경제 성장을 본다.\n\n왜 그럴까? 답은 간단하다. 결국 사람이다." },
    { lang: "zh", text: "此外，质量、速度和成本都很重要。因此，我们关注效率、创新与发展。\n\n为什么？因为市场、用户以及技术都在变化。" },
    { lang: "ja", text: "さらに、品質、速度、そしてコストが重要です。つまり、効率、革新や発展を見ています。\n\nなぜでしょうか？答えは明確です。" },
  ];
  if (existsSync(CORPUS)) {
    for (const line of readFileSync(CORPUS, "utf8").split("\n")) {
      if (line.trim()) docs.push(JSON.parse(line) as { lang: Lang; text: string });
    }
  }
  const variants: { lang: Lang; text: string }[] = [];
  for (const d of docs.slice(0, 120)) {
    variants.push({ lang: d.lang, text: d.text.replace(/\n/g, "\r\n") });
    variants.push({ lang: d.lang, text: d.text.normalize("NFD") });
    variants.push({ lang: d.lang, text: d.text.replace(/([,、。.])/g, "$1\u200b😀") });
  }
  return [...docs, ...variants];
}

test("execInWindows over every position is the plain exec loop", () => {
  const rand = rng(11);
  const regexes = [/ab+c?/g, /(?<![a-c])b{1,3}/gu, /[😀a]{2}/gu, /\bab\b/g];
  for (let round = 0; round < 200; round++) {
    const text = randomText(rand, ["a", "b", "c", " ", "😀"], 30);
    for (const re of regexes) {
      const got: string[] = [];
      execInWindows(re, text, [0, text.length], (m) => got.push(`${m.index}:${m[0]}`));
      assert.deepEqual(got, allMatches(re, text), `${re} on ${JSON.stringify(text)}`);
    }
  }
});

test("execWindowsBounded with windows around a literal is the plain exec loop", () => {
  const rand = rng(5);
  // Every match holds "ab" at offset 0–2 and reads at most 2 + 2 + 2 (+1 for the lookahead) units.
  const re = /x{0,2}ab[cd]{0,2}(?!x)/gu;
  for (let round = 0; round < 300; round++) {
    const text = randomText(rand, ["a", "b", "c", "d", "x", " "], 40);
    const windows: number[] = [];
    for (let q = text.indexOf("ab"); q !== -1; q = text.indexOf("ab", q + 1)) windows.push(Math.max(0, q - 2), q);
    const got: string[] = [];
    execWindowsBounded(re, text, windows, 2 + 2 + 2 + 1 + 2, (m) => got.push(`${m.index}:${m[0]}`));
    assert.deepEqual(got, allMatches(re, text), JSON.stringify(text));
  }
  assert.equal(windowPositions([0, 3, 2, 5, 10, 10]), 7);
  assert.equal(windowCost([0, 3, 2, 5], 4), 9);
});

test("Aho–Corasick: the hashed form and the full DFA report the same hits, in the same order", () => {
  const words = ["he", "she", "his", "hers", "통해", "통", "不仅", "仅", "🙂x", "he"];
  const dense = new AhoCorasick(words);
  const sparse = new AhoCorasick(words, { denseBudget: 0 });
  const rand = rng(3);
  for (let round = 0; round < 200; round++) {
    const text = randomText(rand, ["h", "e", "s", "i", "r", "통", "해", "不", "仅", "🙂", "x", " "], 50);
    const naive: string[] = [];
    words.forEach((w, k) => {
      for (let i = text.indexOf(w); i !== -1; i = text.indexOf(w, i + 1)) naive.push(`${k}@${i}`);
    });
    const d = dense.findAll(text).map((h) => `${h.keyword}@${h.start}`);
    assert.deepEqual(sparse.findAll(text).map((h) => `${h.keyword}@${h.start}`), d, text);
    assert.deepEqual([...d].sort(), naive.sort(), text);
  }
});

test("triad candidates (en, ko) are the plain triad regex scan", () => {
  for (const { text } of sampleTexts()) {
    for (const lang of ["en", "ko"] as const) {
      const got = findTriadCandidates(text, lang).map((m) => `${m.index}:${m[0]}`);
      assert.deepEqual(got, allMatches(TRIAD[lang], text), `${lang}: ${text.slice(0, 60)}`);
    }
  }
});

test("findEmoji skips texts with no pictograph start and otherwise scans as before", () => {
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const s = String.fromCodePoint(cp);
    if (/\p{Extended_Pictographic}/u.test(s)) {
      PICTOGRAPH_START.lastIndex = 0;
      assert.ok(PICTOGRAPH_START.test(s[0]), `U+${cp.toString(16)} can start an emoji`);
    }
  }
  PICTOGRAPH_START.lastIndex = 0;
  const nonDecoration = /^[\u00A9\u00AE\u2122\u2190-\u21FF\u2022]/;
  for (const { text } of sampleTexts()) {
    const want = allMatches(EMOJI, text).filter((m) => !nonDecoration.test(m.slice(m.indexOf(":") + 1)));
    assert.deepEqual(findEmoji(text).map((r) => `${r.start}:${text.slice(r.start, r.end)}`), want);
  }
});

/** sentenceEnding as first written, with regexes. */
function referenceEnding(sentence: string): { key: string; length: number } | null {
  const body = sentence.replace(/[\s.!?。！？…"'”’)\]」』）】》〉~]+$/u, "");
  let key = "";
  let i = body.length;
  while (i > 0 && key.length < 3) {
    const ch = body[i - 1];
    i--;
    if (/\s/.test(ch)) continue;
    if (!/[\p{L}]/u.test(ch)) break;
    key = ch + key;
  }
  if (key.length < 2) return null;
  return { key: key.normalize("NFC"), length: body.length - i };
}

test("sentenceEnding agrees with the regex version on random and real sentences", () => {
  const rand = rng(9);
  const alphabet = ["다", "있", "한", "ま", "す", " ", ".", "。", "\u3000", "」", "😀", "\ud83d", "1", "~", "ᄒ", "ᅡ", "\u200b"];
  for (let round = 0; round < 2000; round++) {
    const s = randomText(rand, alphabet, Math.floor(rand() * 9));
    assert.deepEqual(sentenceEnding(s), referenceEnding(s), JSON.stringify(s));
  }
  for (const { text } of sampleTexts().slice(0, 200)) {
    for (const s of text.split(/(?<=[.。!?！？])/)) assert.deepEqual(sentenceEnding(s), referenceEnding(s));
  }
});

/** The question-opener and connective checks as first written, for comparison. */
function referenceQuestionOpeners(text: string, lang: Lang): string[] {
  const analysis = analyzeText(text, { lang });
  const out: string[] = [];
  for (const p of analysis.paragraphs.filter((x) => x.sentences.length > 0)) {
    const first = p.sentences[0];
    const s = text.slice(first.start, first.end).replace(/[\s"'”’)\]」』）]+$/u, "");
    if (!/[?？]$/.test(s) || p.sentences.length < 2) continue;
    out.push(`${first.start}-${first.end}`);
  }
  return out;
}

test("question-opener and sentence-initial-connective checks agree with their first versions", () => {
  const terms: Record<Lang, string[]> = {
    en: ["Moreover", "Furthermore", "In addition", "Additionally", "However", "Yes"],
    ko: ["또한", "따라서", "그러나", "결국", "답은"],
    zh: ["此外", "因此", "为什么"],
    ja: ["さらに", "つまり", "答えは"],
  };
  let checked = 0;
  for (const { lang, text } of sampleTexts().slice(0, 300)) {
    const analysis = analyzeText(text, { lang });
    const base = { text, lang, analysis, isProtected: () => false };
    const q = CHECKS["paragraph-question-opener"]({ ...base, params: { "min-count": 0 }, terms: [] });
    assert.deepEqual(q?.occurrences.map((o) => `${o.start}-${o.end}`) ?? [], referenceQuestionOpeners(text, lang));
    const c = CHECKS["sentence-initial-connective"]({ ...base, params: { "min-share": 0 }, terms: terms[lang] });
    const want = referenceConnectives(text, lang, terms[lang]);
    assert.deepEqual(c?.occurrences.map((o) => `${o.start}-${o.end}`) ?? [], want.length >= 2 ? want : []);
    checked++;
  }
  assert.ok(checked >= 4);
});
