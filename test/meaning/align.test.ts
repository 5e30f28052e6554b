// The script table the claim alignment reads Han and katakana runs from is written out as
// ranges (lib/meaning/align.ts) instead of derived at start-up: it must equal what the
// Unicode-property regexes say for every unit of the Basic Multilingual Plane.
import assert from "node:assert/strict";
import { test } from "node:test";
import { HAN, KANA_RUN, scripts } from "../../lib/meaning/align";

test("the Han and katakana ranges equal \\p{Script=Han} and [\\p{Script=Katakana}ー] on the BMP", () => {
  const table = scripts();
  const han = /^\p{Script=Han}$/u;
  const kana = /^[\p{Script=Katakana}ー]$/u;
  const wrong: string[] = [];
  for (let c = 0; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdfff) {
      if (table[c] !== 0) wrong.push(c.toString(16));
      continue;
    }
    const ch = String.fromCharCode(c);
    const want = (han.test(ch) ? HAN : 0) | (kana.test(ch) ? KANA_RUN : 0);
    if (table[c] !== want) wrong.push(c.toString(16));
  }
  assert.deepEqual(wrong, []);
  assert.equal(table["漢".charCodeAt(0)], HAN);
  assert.equal(table["カ".charCodeAt(0)], KANA_RUN);
  assert.equal(table["가".charCodeAt(0)], 0);
});
