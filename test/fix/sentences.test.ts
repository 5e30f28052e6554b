// Sentence bounds on long texts come from a table read once (lib/fix/sentences.ts); they must
// be what walking the text from the offset gives, at every offset.
import assert from "node:assert/strict";
import { test } from "node:test";
import { boundaryBefore, indexSentences, MAX_REACH, sentenceEnd, sentenceStart } from "../../lib/fix/sentences";

/** The definition: walk back to the nearest boundary, at most MAX_REACH. */
function walkStart(text: string, pos: number): number {
  let i = Math.min(pos, text.length);
  const stop = Math.max(0, i - MAX_REACH);
  while (i > stop && !boundaryBefore(text, i)) i--;
  if (i > 0 && i < text.length && text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff) i--;
  return i;
}

/** The definition: walk forward to a line break or a stop with its closers, at most MAX_REACH. */
function walkEnd(text: string, pos: number): number {
  const closers = new Set(["\"", "'", "”", "’", ")", "]", "」", "』", "）", "*", "_"]);
  const stops = new Set([".", "!", "?"]);
  const wide = new Set(["。", "！", "？"]);
  const hs = (c: string) => c === " " || c === "\t" || c === "\u00a0" || c === "\u3000";
  const n = Math.min(text.length, Math.max(0, pos) + MAX_REACH);
  for (let i = Math.max(0, pos); i < n; i++) {
    const c = text[i];
    if (c === "\n" || c === "\r") return i;
    if (wide.has(c) || (stops.has(c) && (i + 1 >= n || hs(text[i + 1]) || text[i + 1] === "\n" || closers.has(text[i + 1])))) {
      let j = i + 1;
      while (j < n && (stops.has(text[j]) || wide.has(text[j]))) j++;
      while (j < n && closers.has(text[j])) j++;
      if (stops.has(c) && j < n && !hs(text[j]) && text[j] !== "\n" && text[j] !== "\r") continue;
      return j;
    }
  }
  if (n < text.length && text.charCodeAt(n) >= 0xdc00 && text.charCodeAt(n) <= 0xdfff) return n + 1;
  return n;
}

test("sentence bounds of an indexed document are the walk's at every offset", () => {
  const texts = [
    "Dr. Smith arrived. \"Is it done?\" she asked!  Yes… (It was.)\n\nNext line: a.b.c. ok? Fine.\r\nLast one".repeat(6),
    "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 미래를 만들 수 있을 것입니다.\n\n".repeat(8),
    "他说：“好。”然后走了。「是吗？」她问。（对。）\n".repeat(20),
    "x".repeat(1500) + ". " + "y".repeat(900),
    "😀 ".repeat(500) + "end.",
    " . . ! ? ".repeat(60),
  ];
  let checked = 0;
  for (const t of texts) {
    assert.ok(t.length >= 256, "long enough for the table");
    indexSentences(t);
    for (let p = -2; p <= t.length + 2; p++) {
      assert.equal(sentenceStart(t, p), walkStart(t, p), `start at ${p}`);
      assert.equal(sentenceEnd(t, p), walkEnd(t, p), `end at ${p}`);
      checked++;
    }
  }
  assert.ok(checked > 5000);
});
