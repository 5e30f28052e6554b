import { test } from "node:test";
import assert from "node:assert/strict";
import { isMatchReady, NFC_STABLE_RANGES } from "../../lib/text/normalize";
import { randomText, seededRandom } from "../helpers/random-text";

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;
const MARK = /\p{M}/u;

/** The straightforward check isMatchReady must agree with. */
function referenceMatchReady(text: string): boolean {
  return !ZERO_WIDTH.test(text) && text.normalize("NFC") === text;
}

function stableUnits(): string[] {
  const units: string[] = [];
  for (const [from, to] of NFC_STABLE_RANGES) for (let c = from; c <= to; c++) units.push(String.fromCharCode(c));
  return units;
}

/** Every code point that is not the first of some canonical decomposition: what NFC may compose onto a previous character. */
function composingTails(): Set<string> {
  const tails = new Set<string>();
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const nfd = [...String.fromCodePoint(cp).normalize("NFD")];
    for (let k = 1; k < nfd.length; k++) tails.add(nfd[k]);
  }
  return tails;
}

test("every NFC-stable unit is NFC, not a mark, not zero-width, and never composes onto the unit before it", () => {
  const tails = composingTails();
  for (const u of stableUnits()) {
    const name = `U+${u.charCodeAt(0).toString(16).toUpperCase()}`;
    assert.equal(u.normalize("NFC"), u, name);
    assert.ok(!MARK.test(u), name);
    assert.ok(!ZERO_WIDTH.test(u), name);
    assert.ok(!(u >= "\uD800" && u <= "\uDFFF"), name);
    assert.ok(!tails.has(u), name);
    // A unit NFC rebuilds from its decomposition must not start that rebuild from a composing tail.
    assert.ok(!tails.has([...u.normalize("NFD")][0]), name);
  }
});

test("isMatchReady agrees with the normalize check on generated text", () => {
  const rand = seededRandom(20261129);
  const stable = ["a", "Z", "é", "한", "가", "か", "カ", "中", "。", "—", "…", " ", "\n", "Ａ"];
  const other = ["\u0301", "\u1161", "\u11A8", "\u3099", "\u200B", "\uFEFF", "\u00AD", "\u2060", "👋", "\uD83D", "\u2000", "\uF900", "Å", "Ω"];
  const pieces = [...stable, ...other];
  for (let k = 0; k < 3000; k++) {
    const text = randomText(rand, k % 3 === 0 ? stable : pieces, Math.floor(rand() * 12));
    assert.equal(isMatchReady(text), referenceMatchReady(text), JSON.stringify(text));
  }
  for (const composed of ["한국어", "café", "が"]) {
    const decomposed = composed.normalize("NFD");
    assert.equal(isMatchReady(decomposed), false);
    assert.equal(isMatchReady(composed), true);
  }
});
