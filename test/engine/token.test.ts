import { test } from "node:test";
import assert from "node:assert/strict";
import { SourceToken } from "../../lib/engine/token";
import { analyzeText } from "../../lib/engine/analyze";
import type { Token } from "../../lib/engine/types";

test("a SourceToken reads and serializes as the plain { start, end, text } token", () => {
  const source = "Hé 😀 한국어\r\n漢字";
  const t = new SourceToken(source, 3, 5);
  assert.equal(t.text, "😀");
  assert.equal(JSON.stringify(t), JSON.stringify({ start: 3, end: 5, text: "😀" }));
  assert.deepEqual(JSON.parse(JSON.stringify([t])), [{ start: 3, end: 5, text: "😀" }]);
  assert.deepEqual(Object.keys(t), ["start", "end"]);
  const plain: Token = t;
  assert.equal(plain.text, source.slice(plain.start, plain.end));
});

test("every token of an analysis is a slice of the original text, also after NFD/zero-width mapping", () => {
  const texts = ["Don’t stop.\r\n\r\n좋은-도구는 끝.", "\u1112\u1161\u11ab\u200b글 문장이다. 둘째.\n\n셋째 😀 줄.", "漢字かな。\n\n次の文。"];
  for (const text of texts) {
    const a = analyzeText(text, { lang: "auto" });
    let tokens = 0;
    for (const p of a.paragraphs) {
      for (const s of p.sentences) {
        for (const t of s.tokens) {
          assert.equal(t.text, text.slice(t.start, t.end));
          tokens++;
        }
      }
    }
    assert.ok(tokens > 3);
    // The JSON form carries the text of every token, as plain objects did.
    const json = JSON.parse(JSON.stringify(a)) as typeof a;
    const first = json.paragraphs[0].sentences[0].tokens[0];
    assert.equal(first.text, text.slice(first.start, first.end));
  }
});
