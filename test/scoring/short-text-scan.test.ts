// countNonEmptyParagraphs runs on every detector call with a boosted category; its table-driven
// scan must count exactly what the original two-test loop (kept below as the reference) counted.
import { test } from "node:test";
import assert from "node:assert/strict";
import { countNonEmptyParagraphs, countNonWhitespaceChars, isShortText } from "../../lib/scoring/short-text";

function isInvisible(c: number): boolean {
  return (c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff || c === 0x00ad;
}
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}
function paragraphsRef(text: string): number {
  let blocks = 0;
  let inBlock = false;
  let breaks = 0;
  for (let i = 0, len = text.length; i < len; i++) {
    const c = text.charCodeAt(i);
    if (isInvisible(c)) continue;
    if (c === 0x0a || c === 0x0d) {
      if (c === 0x0d) {
        let j = i + 1;
        while (j < len && isInvisible(text.charCodeAt(j))) j++;
        if (text.charCodeAt(j) === 0x0a) i = j;
      }
      if (++breaks >= 2) inBlock = false;
    } else if (isSpace(c)) {
      // continues the run
    } else {
      if (!inBlock) blocks++;
      inBlock = true;
      breaks = 0;
    }
  }
  return blocks;
}

test("paragraph counting equals the reference scan on random text", () => {
  let a = 3;
  const rand = () => ((a = (Math.imul(a, 1103515245) + 12345) >>> 0) / 4294967296);
  const pieces = ["a", "한", " ", "\t", "\n", "\r", "\r\n", "\u200b", "\ufeff", "\u00ad", "\u3000", "\u2028", "😀", "."];
  let multi = 0;
  for (let k = 0; k < 3000; k++) {
    let text = "";
    const n = 1 + Math.floor(rand() * 40);
    for (let i = 0; i < n; i++) text += pieces[Math.floor(rand() * pieces.length)];
    const want = paragraphsRef(text);
    assert.equal(countNonEmptyParagraphs(text), want, JSON.stringify(text));
    if (want > 1) multi++;
  }
  assert.ok(multi > 300);
});

test("isShortText on long random text agrees with the full counts (the scans stop early)", () => {
  let a = 5;
  const rand = () => ((a = (Math.imul(a, 1103515245) + 12345) >>> 0) / 4294967296);
  const pieces = ["abc", "한국어", " ", "\n", "\n\n", "\r\n\r\n", "\r\u200b\n", "\u200b", "\t"];
  const seen = new Set<boolean>();
  for (let k = 0; k < 600; k++) {
    let text = "";
    const n = 50 + Math.floor(rand() * 300);
    for (let i = 0; i < n; i++) text += pieces[Math.floor(rand() * pieces.length)];
    const want = countNonWhitespaceChars(text) <= 200 || paragraphsRef(text) <= 3;
    assert.equal(isShortText(text), want, JSON.stringify(text));
    seen.add(want);
  }
  assert.equal(seen.size, 2, "both outcomes occur");
});
