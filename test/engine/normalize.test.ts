import { test } from "node:test";
import assert from "node:assert/strict";
import { matchView } from "../../lib/text/normalize";

test("plain NFC text without zero-width characters is the identity view", () => {
  const text = "이 도구는 잘 동작한다. Hello 👋 world.";
  const v = matchView(text);
  assert.equal(v.identity, true);
  assert.equal(v.text, text);
  assert.equal(v.toOriginal(5), 5);
  assert.equal(v.toOriginal(text.length), text.length);
});

test("zero-width characters are removed and offsets map back around them", () => {
  const text = "ab\u200Bcd\uFEFFe\u00ADf\u2060";
  const v = matchView(text);
  assert.equal(v.text, "abcdef");
  const i = v.text.indexOf("cd");
  assert.equal(text.slice(v.toOriginal(i), v.toOriginalEnd(i + 2)), "cd");
  assert.equal(v.toOriginal(v.text.length), text.length);
  // The range "bc" spans the removed ZWSP: the original slice keeps it.
  assert.equal(text.slice(v.toOriginal(1), v.toOriginalEnd(3)), "b\u200Bc");
});

test("NFD Hangul composes and each syllable maps to its 2-3 original jamo", () => {
  const composed = "한국어 문장";
  const text = composed.normalize("NFD");
  assert.notEqual(text.length, composed.length);
  const v = matchView(text);
  assert.equal(v.text, composed);
  for (let i = 0; i < composed.length; i++) {
    const slice = text.slice(v.toOriginal(i), v.toOriginalEnd(i + 1));
    assert.equal(slice.normalize("NFC"), composed[i], `char ${i}`);
    assert.ok(slice.length >= 1 && slice.length <= 3);
  }
  const s = v.text.indexOf("문장");
  assert.equal(text.slice(v.toOriginal(s), v.toOriginal(s + 2)), "문장".normalize("NFD"));
});

test("combining accents compose; surrogate pairs map one to one", () => {
  const text = "Cafe\u0301 😀 nai\u0308ve";
  const v = matchView(text);
  assert.equal(v.text, "Café 😀 naïve");
  const e = v.text.indexOf("😀");
  assert.equal(text.slice(v.toOriginal(e), v.toOriginalEnd(e + 2)), "😀");
  const w = v.text.indexOf("naïve");
  assert.equal(text.slice(v.toOriginal(w), v.toOriginalEnd(w + 5)), "nai\u0308ve");
});

test("maps are monotone over random mixed strings", () => {
  const pieces = ["가", "한".normalize("NFD"), "\u200B", "a", "\r\n", "😀", "e\u0301", "\t", "。", "\uFEFF", " "];
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let round = 0; round < 200; round++) {
    let text = "";
    const n = 1 + Math.floor(rand() * 30);
    for (let k = 0; k < n; k++) text += pieces[Math.floor(rand() * pieces.length)];
    const v = matchView(text);
    assert.equal(v.text, text.replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, "").normalize("NFC"));
    let prev = 0;
    for (let i = 0; i <= v.text.length; i++) {
      const o = v.toOriginal(i);
      assert.ok(o >= prev && o <= text.length);
      prev = o;
      if (i > 0) assert.ok(v.toOriginalEnd(i) <= v.toOriginal(i) || v.toOriginalEnd(i) <= text.length);
    }
    assert.equal(v.toOriginal(v.text.length), text.length);
  }
});
