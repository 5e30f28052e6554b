// The one-pass scanners behind the shadow features must count exactly what the original
// per-feature scans counted (the fitted weights depend on it). The references below are
// those scans, kept verbatim, run on adversarial random text.
import { test } from "node:test";
import assert from "node:assert/strict";
import { countText, unitKindOf, unitKinds } from "../../lib/shadow/text-counts";
import { englishWordStats, FUNCTION_WINDOW, FUNCTION_WORDS } from "../../lib/shadow/english-words";
import { chineseMarks, ZH_CONNECTIVES } from "../../lib/shadow/chinese-marks";
import { seededRandom } from "../../lib/util/seeded-random";
import {
  JA_DEARU,
  JA_POLITE,
  KO_FORMAL,
  KO_NOMINAL,
  KO_PLAIN,
  KO_POLITE,
  japaneseEnding,
  koreanEnding,
  tailWindowStart,
  trimTrailingNonLetters,
} from "../../lib/shadow/sentence-endings";

const rng = seededRandom;

const PIECES = [
  "a", "Z", "é", "ß", "Ａ", "ｚ", "1", "９", "한", "ㅋ", "ㅠ", "\u1100", "\u1161", "\u11a8", "漢", "的", "了", "我", "吗", "吧",
  "首先", "总之", "综上所述", "总的来说", "然而", "の", "カ", "ｶ", "・", "𠀀", "😀", "🙂", "\ud83d", "\ude00", " ", " ", "\t",
  "\n", "\n", "\r\n", "\u00a0", "\u3000", "\u200b", "\ufeff", "\u00ad", ",", "，", "、", "?", "？", "!", "！", ":", ";", "：",
  "(", ")", "（", "\"", "“", "」", "—", "–", "~", "～", "…", "*", "**", "-", "•", "①", "#", "##", "[ ]", "[x]", "1.", "12)",
  "'", "’", "I'm", "you’re", "reading", "RUNNING", "However", "THUS", "conclusion", "myself", "don't", "also", "the", "Rome", "which", "i", "dont", "...", "!!", "…", "니다", "니까", "요", "죠", "다", "음", "것",
  "です", "ます", "でした", "ください", "である", "であろう", "」。", ".", "。",
];

function randomText(r: () => number, len: number): string {
  let s = "";
  for (let i = 0; i < len; i++) s += PIECES[Math.floor(r() * PIECES.length)];
  return s;
}

// ——— references: the original scans ———

function countCharsRef(text: string) {
  const c = {
    letters: 0, digits: 0, latin: 0, han: 0, kana: 0, commas: 0, questions: 0, exclaims: 0,
    colons: 0, parens: 0, quotes: 0, dashes: 0, informal: 0, decomposedHangul: false,
  };
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    if (u < 0x80) {
      if ((u >= 0x61 && u <= 0x7a) || (u >= 0x41 && u <= 0x5a)) {
        c.letters++;
        c.latin++;
      } else if (u >= 0x30 && u <= 0x39) {
        c.letters++;
        c.digits++;
      } else if (u === 0x2c) c.commas++;
      else if (u === 0x3f) c.questions++;
      else if (u === 0x21) c.exclaims++;
      else if (u === 0x3a || u === 0x3b) c.colons++;
      else if (u === 0x28 || u === 0x29) c.parens++;
      else if (u === 0x22) c.quotes++;
      else if (u === 0x7e) c.informal++;
      continue;
    }
    if (u >= 0xac00 && u <= 0xd7a3) c.letters++;
    else if (u >= 0x4e00 && u <= 0x9fff) {
      c.letters++;
      c.han++;
    } else if ((u >= 0x3041 && u <= 0x30ff && u !== 0x30fb) || (u >= 0xff66 && u <= 0xff9f)) {
      c.letters++;
      c.kana++;
    } else if (u >= 0x1100 && u <= 0x11ff) {
      if (u <= 0x1112) c.letters++;
      c.decomposedHangul = true;
    } else if (u >= 0x3131 && u <= 0x318e) {
      c.letters++;
      c.informal++;
    } else if (u >= 0x3400 && u <= 0x4dbf) {
      c.letters++;
      c.han++;
    } else if ((u >= 0xc0 && u <= 0x24f && u !== 0xd7 && u !== 0xf7) || (u >= 0xff21 && u <= 0xff5a)) {
      c.letters++;
      c.latin++;
    } else if (u >= 0xff10 && u <= 0xff19) {
      c.letters++;
      c.digits++;
    } else if (u === 0xff0c || u === 0x3001) c.commas++;
    else if (u === 0xff1f) c.questions++;
    else if (u === 0xff01) c.exclaims++;
    else if (u === 0xff1a || u === 0xff1b) c.colons++;
    else if (u === 0xff08 || u === 0xff09) c.parens++;
    else if ((u >= 0x201c && u <= 0x201d) || (u >= 0x300c && u <= 0x300f)) c.quotes++;
    else if (u === 0x2014 || u === 0x2013) c.dashes++;
    else if (u === 0xff5e || u === 0x2026) c.informal++;
    else if (u >= 0xd800 && u <= 0xdbff) {
      const cp = text.codePointAt(i)!;
      if (cp >= 0x20000 && cp <= 0x3134f) {
        c.letters++;
        c.han++;
      } else if (cp >= 0x1f300 && cp <= 0x1faff) c.informal++;
      i++;
    }
  }
  return c;
}

const LIST_LINE = /^[ \t]*(?:[-*•·▪●◦▶►✓✔☑]|\d{1,2}[.)](?=\s)|[①-⑳]|#{1,6}\s|\[[ xX]\])/;

function lineLayoutRef(text: string) {
  let lines = 0;
  let listLines = 0;
  let markup = 0;
  let from = 0;
  while (from <= text.length) {
    let to = text.indexOf("\n", from);
    if (to === -1) to = text.length;
    const line = text.slice(from, to);
    if (line.trim()) {
      lines++;
      if (LIST_LINE.test(line)) listLines++;
      for (let i = line.indexOf("**"); i !== -1; i = line.indexOf("**", i + 2)) markup++;
    }
    from = to + 1;
  }
  return { lines, listLines, markup };
}

const EN_WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
const EN_FIRST = new Set(["i", "me", "my", "mine", "i'm", "i've", "i'd", "i'll", "myself"]);
const EN_SECOND = new Set(["you", "your", "yours", "you're", "you've", "you'll", "you'd", "yourself"]);
const EN_CONNECTIVES = new Set([
  "however", "moreover", "furthermore", "additionally", "overall", "ultimately",
  "consequently", "notably", "importantly", "conclusion",
]);

const EN_FUNCTION = new Set(FUNCTION_WORDS);
const EN_UNMARKED = new Set(
  "dont im ive isnt doesnt didnt thats theyre youre wasnt arent couldnt wouldnt shouldnt havent hasnt wouldve couldve shouldve whats theres".split(" "),
);

function englishRef(text: string) {
  const s = {
    words: 0, letters: 0, long: 0, contractions: 0, firstPerson: 0, secondPerson: 0, connectives: 0, ing: 0,
    also: 0, semicolons: (text.match(/;/g) ?? []).length, midCapitals: (text.match(/(?<=[a-z,;] )[A-Z][a-z]+/g) ?? []).length,
    functionVariety: 0, lowercaseI: 0, unmarkedContractions: 0,
    repeatedMarks: (text.match(/[!?]{2,}|\.{4,}/g) ?? []).length,
    ellipses: (text.match(/(?<!\.)\.\.\.(?!\.)|…/g) ?? []).length,
  };
  const words: string[] = [];
  const lines: string[][] = text.split("\n").map((line) => (line.match(EN_WORD) ?? []).map((w) => w.toLowerCase().replace(/’/g, "'")));
  EN_WORD.lastIndex = 0;
  for (let m = EN_WORD.exec(text); m; m = EN_WORD.exec(text)) {
    const w = m[0].toLowerCase().replace(/’/g, "'");
    words.push(w);
    if (w === "also") s.also++;
    if (m[0] === "i") s.lowercaseI++;
    if (EN_UNMARKED.has(w)) s.unmarkedContractions++;
    s.words++;
    s.letters += w.length;
    if (w.length >= 9) s.long++;
    if (w.includes("'")) s.contractions++;
    else if (w.length >= 6 && w.endsWith("ing")) s.ing++;
    if (EN_FIRST.has(w)) s.firstPerson++;
    else if (EN_SECOND.has(w)) s.secondPerson++;
    else if (EN_CONNECTIVES.has(w)) s.connectives++;
  }
  const distinct = (ws: string[]) => new Set(ws.filter((w) => EN_FUNCTION.has(w))).size;
  let full = 0;
  let fullSum = 0;
  let partial = 0;
  let partialWords = 0;
  for (const line of lines) {
    let k = 0;
    for (; k + FUNCTION_WINDOW <= line.length; k += FUNCTION_WINDOW) {
      full++;
      fullSum += distinct(line.slice(k, k + FUNCTION_WINDOW));
    }
    partial += distinct(line.slice(k));
    partialWords += line.length - k;
  }
  if (full > 0) s.functionVariety = fullSum / full;
  else if (partialWords > 0) s.functionVariety = (partial * FUNCTION_WINDOW) / partialWords;
  return s;
}

function countOccurrences(text: string, needles: readonly string[]): number {
  let n = 0;
  for (const needle of needles) {
    for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) n++;
  }
  return n;
}

const TRAILING_NON_LETTER = /[\s\p{P}\p{S}\u200B-\u200D\u2060\uFEFF]+$/u;

function tailRef(text: string, start: number, end: number): string {
  return text.slice(Math.max(start, end - 16), end).replace(TRAILING_NON_LETTER, "");
}

function koreanRef(tail: string): number {
  if (tail.endsWith("니다") || tail.endsWith("니까")) return KO_FORMAL;
  if (tail.endsWith("요") || tail.endsWith("죠")) return KO_POLITE;
  if (tail.endsWith("다")) return KO_PLAIN;
  if (/[음함임됨것]$/.test(tail)) return KO_NOMINAL;
  return 0;
}

function japaneseRef(tail: string): number {
  if (/(?:です|ます|ました|でした|ません|しょう|ください)$/.test(tail)) return JA_POLITE;
  if (/(?:である|であろう|であった)$/.test(tail)) return JA_DEARU;
  return 0;
}

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;

// ——— tests ———

test("countText equals the original character counts and line layout on random text", () => {
  const r = rng(7);
  let checked = 0;
  for (let k = 0; k < 3000; k++) {
    const text = randomText(r, 1 + Math.floor(r() * 60));
    const got = countText(text);
    if (ZERO_WIDTH.test(text)) {
      assert.equal(got, null, JSON.stringify(text));
      continue;
    }
    assert.ok(got, JSON.stringify(text));
    assert.deepEqual(got, { ...countCharsRef(text), ...lineLayoutRef(text) }, JSON.stringify(text));
    checked++;
  }
  assert.ok(checked > 500);
});

test("countText handles lone surrogates before line feeds and stars like the original scans", () => {
  for (const text of ["\ud83d\n- a", "\ud83d**x\n*", "a\ud83d\n\n1. b", "𠀀\n# h", "\ud83d", "**\n**", "***"]) {
    assert.deepEqual(countText(text), { ...countCharsRef(text), ...lineLayoutRef(text) }, JSON.stringify(text));
  }
});

test("englishWordStats equals the original word regex and lists", () => {
  const r = rng(11);
  for (let k = 0; k < 3000; k++) {
    const text = randomText(r, 1 + Math.floor(r() * 40));
    assert.deepEqual(englishWordStats(text), englishRef(text), JSON.stringify(text));
  }
  const listed = "I me my mine I'm i’ve I'd I'll myself you your yours You're you've you'll you'd yourself however MOREOVER Thus hence Therefore nevertheless";
  const s = englishWordStats(listed);
  assert.equal(s.firstPerson, 9);
  assert.equal(s.secondPerson, 8);
  // The causal and concessive connectives of formal argument are not counted (issue 18).
  assert.equal(s.connectives, 2);
  assert.deepEqual(s, englishRef(listed));
  const typedText = "i dont know, Im sure THATS i-th idea and I can't!! Wait... really?! Ok.... Fine… iPhone Dont.";
  const typed = englishWordStats(typedText);
  assert.equal(typed.lowercaseI, 2, "the pronoun i, and i in i-th");
  assert.equal(typed.unmarkedContractions, 4, "dont, Im, THATS and Dont; can't is marked");
  assert.equal(typed.repeatedMarks, 3, "!!, ?! and ....");
  assert.equal(typed.ellipses, 2, "... and …; .... is a repeated mark");
  assert.deepEqual(typed, englishRef(typedText));
  const profile = englishWordStats("It was also late; the Tour de France, Paris and we also left; then Rome. A dog");
  assert.equal(profile.also, 2);
  assert.equal(profile.semicolons, 2);
  assert.equal(profile.midCapitals, 4); // Tour, France (after a lowercase letter and a space), Paris (", "), Rome ("; "); not It, A (after ". ")
  assert.deepEqual(profile, englishRef("It was also late; the Tour de France, Paris and we also left; then Rome. A dog"));
  const W = FUNCTION_WINDOW;
  const words = Array.from({ length: 2 * W + W / 2 }, (_, k) => (k < W ? "the" : k < 2 * W ? ["of", "to", "and", "cat"][k % 4] : "in"));
  assert.equal(englishWordStats(words.join(" ")).functionVariety, (1 + 3) / 2); // the trailing half window is not counted
  const once = words.slice(0, 2 * W).join(" ");
  assert.equal(englishWordStats(`${once}\n\n${once}`).functionVariety, englishWordStats(once).functionVariety); // length-free
  assert.equal(englishWordStats("the cat of the dog").functionVariety, (2 * W) / 5); // under one window: per length, scaled
  assert.equal(englishWordStats("the cat\nof the dog").functionVariety, ((1 + 2) * W) / 5); // per line, pooled
  const ing = englishWordStats("Sing, bring: STARTING a Meeting isn't walking's thing; buildings ring");
  assert.equal(ing.ing, 2); // STARTING, Meeting: not sing/bring/thing (short), walking's (apostrophe), buildings
});

test("chineseMarks equals counting each needle with indexOf", () => {
  for (const c of ZH_CONNECTIVES) {
    for (let b = 1; b < c.length; b++) assert.notEqual(c.slice(0, b), c.slice(c.length - b), `${c} overlaps itself`);
  }
  const r = rng(13);
  for (let k = 0; k < 2000; k++) {
    const text = randomText(r, 1 + Math.floor(r() * 50));
    assert.deepEqual(chineseMarks(text), {
      particles: countOccurrences(text, ["吗", "呢", "吧", "啊", "呀", "嘛", "哦", "哈"]),
      de: countOccurrences(text, ["的"]),
      le: countOccurrences(text, ["了"]),
      firstPerson: countOccurrences(text, ["我"]),
      connectives: countOccurrences(text, ZH_CONNECTIVES),
    });
  }
});

test("sentence tails and ending classes equal the original slice + regex forms", () => {
  const r = rng(17);
  let endings = 0;
  for (let k = 0; k < 4000; k++) {
    const text = randomText(r, 1 + Math.floor(r() * 12));
    const start = Math.floor(r() * Math.min(4, text.length));
    const end = start + Math.floor(r() * (text.length - start + 1));
    const from = tailWindowStart(start, end);
    const e = trimTrailingNonLetters(text, from, end);
    const ref = tailRef(text, start, end);
    assert.equal(text.slice(from, e), ref, JSON.stringify([text, start, end]));
    const ko = koreanEnding(text, from, e);
    assert.equal(ko, koreanRef(ref));
    assert.equal(japaneseEnding(text, from, e), japaneseRef(ref));
    if (ko) endings++;
  }
  assert.ok(endings > 100);
});

test("the unit table, written as ranges, holds unitKindOf's class and whitespace flag for every BMP unit", () => {
  const kinds = unitKinds();
  const wrong: string[] = [];
  for (let u = 0; u < 0x10000; u++) if (kinds[u] !== unitKindOf(u)) wrong.push(`U+${u.toString(16).padStart(4, "0")}: ${kinds[u]} ≠ ${unitKindOf(u)}`);
  assert.deepEqual(wrong.slice(0, 10), []);
});
