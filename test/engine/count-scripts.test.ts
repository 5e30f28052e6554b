import { test } from "node:test";
import assert from "node:assert/strict";
import { countScripts } from "../../lib/engine/language";
import { randomText, seededRandom } from "../helpers/random-text";

type Scripts = ReturnType<typeof countScripts>;

/**
 * countScripts code point by code point, as one loop over the first 65,536 units (a pair
 * starting inside the sample counts whole): each code point's family is countScripts of it
 * alone, which takes the one-unit path (checked against a direct classification in
 * equivalence.test.ts), so this pins the two-units-a-step path to it.
 */
function referenceCounts(text: string): Scripts {
  const total: Scripts = { hangul: 0, kana: 0, han: 0, latin: 0, other: 0 };
  for (let i = 0; i < Math.min(text.length, 65536); i++) {
    let unit = text[i];
    if (/[\uD800-\uDBFF]/.test(unit) && i + 1 < text.length) unit += text[++i];
    const one = countScripts(unit);
    for (const k of Object.keys(total) as Array<keyof Scripts>) total[k] += one[k];
  }
  return total;
}

const PIECES = ["a", "Z", "é", "한", "ᄀ", "の", "カ", "漢", "中", "Ж", "1", " ", ".", "😀", "𠮷", "\uD800", "\uDC00", "\u0301"];

test("countScripts equals counting code point by code point, at every alignment and at the sample limit", () => {
  const rand = seededRandom(99);
  for (let k = 0; k < 2000; k++) {
    const text = randomText(rand, PIECES, Math.floor(rand() * 30));
    assert.deepEqual(countScripts(text), referenceCounts(text), JSON.stringify(text));
  }
  // Around the 65,536-unit sample: a pair across its end, a lone high surrogate at the very end.
  const filler = randomText(rand, ["한", "a", " ", "漢"], 65530);
  for (let pad = 0; pad < 10; pad++) {
    for (const tail of ["😀", "😀x", "\uD800", "ab"]) {
      const text = filler + "x".repeat(pad) + tail;
      assert.deepEqual(countScripts(text), referenceCounts(text), `pad ${pad} tail ${JSON.stringify(tail)}`);
    }
  }
});
