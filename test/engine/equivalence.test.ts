// The hand-written scanners must agree with the seed's regex formulations on adversarial
// input: the references below are the straightforward regex/Map versions they replaced.
import { test } from "node:test";
import assert from "node:assert/strict";
import { splitParagraphs, splitSentences } from "../../lib/engine/segment";
import { countScripts } from "../../lib/engine/language";
import { isSpace, isWordCodePoint } from "../../lib/text/chars";
import { seededRandom } from "../../lib/util/seeded-random";

const rng = seededRandom;

const PIECES = [
  "a", "Z", "한", "국", "の", "漢", "1", " ", " ", "\t", "\n", "\n", "\r\n", "\u00a0", "\u3000", ".", ".", "!", "?",
  "。", "…", "！", "？", "．", '"', "'", "”", "’", ")", "]", "」", "』", "）", "】", "〕", "》", "〉", "\\", "(", "-",
  "😀", "\u200b", "\ufeff", "e\u0301", "\u1100\u1161", "İ", "Σ", ",", "、",
];

function randomText(r: () => number, len: number): string {
  let s = "";
  for (let i = 0; i < len; i++) s += PIECES[Math.floor(r() * PIECES.length)];
  return s;
}

function trimRef(text: string, start: number, end: number) {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return start < end ? { start, end } : null;
}

function paragraphsRef(text: string) {
  const re = /\n\s*\n/g;
  const out = [];
  let from = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const r = trimRef(text, from, m.index);
    if (r) out.push(r);
    from = m.index + m[0].length;
  }
  const last = trimRef(text, from, text.length);
  if (last) out.push(last);
  return out;
}

const CLOSERS = `"'”’)\\]」』）】〕》〉`;
const SPACED = new RegExp(`[.!?。…]+[${CLOSERS}]*\\s+|\\n+`, "g");
const CJK = new RegExp(`[.!?。…]+[${CLOSERS}]*\\s+|[。！？．!?]+[${CLOSERS}]*|\\n+`, "g");

function sentencesRef(text: string, range: { start: number; end: number }, cjk: boolean) {
  const re = cjk ? CJK : SPACED;
  const slice = text.slice(range.start, range.end);
  const out = [];
  let from = 0;
  re.lastIndex = 0;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    let keep = 0;
    while (keep < m[0].length && !/\s/.test(m[0][keep])) keep++;
    const r = trimRef(text, range.start + from, range.start + m.index + keep);
    if (r) out.push(r);
    from = m.index + m[0].length;
  }
  const last = trimRef(text, range.start + from, range.end);
  if (last) out.push(last);
  return out;
}

test("isSpace is exactly the regex \\s for every code unit", () => {
  for (let c = 0; c < 0x10000; c++) assert.equal(isSpace(c), /\s/.test(String.fromCharCode(c)), `U+${c.toString(16)}`);
});

test("isWordCodePoint is exactly [\\p{L}\\p{M}\\p{N}_] (twice, so cached answers are checked too)", () => {
  for (let pass = 0; pass < 2; pass++) {
    for (let c = 0; c < 0x10000; c += pass ? 1 : 7) {
      assert.equal(isWordCodePoint(c), /^[\p{L}\p{M}\p{N}_]$/u.test(String.fromCharCode(c)), `U+${c.toString(16)}`);
    }
  }
  for (const cp of [0x1d400, 0x20bb7, 0x1f600, 0x10400]) {
    assert.equal(isWordCodePoint(cp), /^[\p{L}\p{M}\p{N}_]$/u.test(String.fromCodePoint(cp)));
  }
});

test("paragraph and sentence scanners match the regex definitions on random text", () => {
  const r = rng(20240601);
  for (let k = 0; k < 3000; k++) {
    const text = randomText(r, 1 + Math.floor(r() * 60));
    const paras = splitParagraphs(text);
    assert.deepEqual(paras, paragraphsRef(text), JSON.stringify(text));
    const whole = { start: 0, end: text.length };
    for (const range of [whole, ...paras]) {
      assert.deepEqual(splitSentences(text, range, "en"), sentencesRef(text, range, false), JSON.stringify(text));
      assert.deepEqual(splitSentences(text, range, "ja"), sentencesRef(text, range, true), JSON.stringify(text));
    }
  }
});

function countScriptsRef(text: string) {
  const counts = { hangul: 0, kana: 0, han: 0, latin: 0, other: 0 };
  for (let i = 0; i < Math.min(text.length, 65536); i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      cp = text.codePointAt(i)!;
      i++;
    }
    let f: keyof typeof counts | null = null;
    if (cp < 0x80) f = /[A-Za-z]/.test(String.fromCharCode(cp)) ? "latin" : null;
    else if ((cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) ||
      (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff)) f = "hangul";
    else if ((cp >= 0x3041 && cp <= 0x30ff && cp !== 0x30fb) || (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff66 && cp <= 0xff9d)) f = "kana";
    else if ((cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0x20000 && cp <= 0x3134f)) f = "han";
    else if ((cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) || (cp >= 0x1e00 && cp <= 0x1eff) ||
      (cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a)) f = "latin";
    else if (/\p{L}/u.test(String.fromCodePoint(cp))) f = "other";
    if (f) counts[f]++;
  }
  return counts;
}

test("countScripts matches a direct per-character classification, every BMP unit and random text", () => {
  let all = "";
  for (let c = 0; c < 0x10000; c++) if (c < 0xd800 || c > 0xdfff) all += String.fromCharCode(c);
  for (let k = 0; k < all.length; k += 4096) assert.deepEqual(countScripts(all.slice(k, k + 4096)), countScriptsRef(all.slice(k, k + 4096)));
  const r = rng(7);
  for (let k = 0; k < 500; k++) {
    const text = randomText(r, 40) + "\ud800x\udc00" + String.fromCodePoint(0x20bb7, 0x1d400);
    assert.deepEqual(countScripts(text), countScriptsRef(text));
  }
});
