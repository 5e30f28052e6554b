// ja-structure#27's density matcher marks whole verbs: the span of a passive ending starts at
// the head of its Han stem (期待される), not on the stem's last character (期|待される), so the
// editor's mark and the card's quote read as a word.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect } from "../../lib/detector/detect";

const text = [
  "新しい制度が導入された。",
  "住民の声が重視された。",
  "計画は慎重に検討された。",
  "課題も明確に確認された。",
  "成果は広く評価された。",
  "今後の展開が期待される。",
].join("");

const passiveSpans = (t: string): string[] =>
  detect(t, { lang: "ja" }).findings.flatMap((f) => (f.scope === "span" && f.pattern === "ja-structure#27" ? [f.text_span] : []));

test("ja-structure#27: each passive span starts at the head of its verb's Han stem", () => {
  const spans = passiveSpans(text);
  assert.deepEqual(spans, ["導入された", "重視された", "検討された", "確認された", "評価された", "期待される"]);
});

test("ja-structure#27: a stem longer than the bounded run is still counted", () => {
  // Nine kanji before される: the bounded run starts one character in, but the ending counts.
  const long = text.replace("導入された", "国際標準化機構認証取得された");
  const spans = passiveSpans(long);
  assert.equal(spans.length, 6);
  assert.ok(spans.every((s) => /(?:され|られ)/u.test(s)));
});
