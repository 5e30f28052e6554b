import { test } from "node:test";
import assert from "node:assert/strict";
import { analyzeText } from "../../lib/engine/analyze";
import { analysisFolded, analysisMatchView } from "../../lib/engine/analysis-memo";
import { matchView } from "../../lib/text/normalize";
import { foldCase } from "../../lib/text/chars";
import type { Analysis, Lang } from "../../lib/engine/types";

const TEXTS: Array<[string, Lang]> = [
  ["It’s IMPORTANT to note.\r\n\r\nSecond paragraph here. 😀 Done.", "en"],
  ["\u1112\u1161\u11ab\u1100\u1173\u11af 문장\u200b입니다. 둘째 문장이다.\n\n셋째.", "ko"],
  ["İstanbul ΣΟΦΙΑ\tcafé\u00ad latte.", "en"],
  ["首先，我们需要注意。\n\n其次，问题很多。", "zh"],
  ["これは日本語の文章です。", "ja"],
];

function sameView(analysis: Analysis): void {
  const memo = analysisMatchView(analysis);
  const fresh = matchView(analysis.text);
  assert.equal(memo.text, fresh.text);
  assert.equal(memo.identity, fresh.identity);
  for (let i = 0; i <= fresh.text.length; i++) {
    assert.equal(memo.toOriginal(i), fresh.toOriginal(i));
    assert.equal(memo.toOriginalEnd(i), fresh.toOriginalEnd(i));
  }
  assert.equal(analysisFolded(analysis), foldCase(fresh.text));
}

test("the memo of an analysis equals matchView and foldCase of its text", () => {
  for (const [text, lang] of TEXTS) sameView(analyzeText(text, { lang }));
  // Languages whose lexicon is off still get a fold on demand.
  for (const [text, lang] of TEXTS) sameView(analyzeText(text, { lang, options: { lexicon: { languages: [] } } }));
});

test("the memo is computed once per analysis and is not part of the Analysis data", () => {
  const analysis = analyzeText(TEXTS[0][0], { lang: "en" });
  assert.equal(analysisMatchView(analysis), analysisMatchView(analysis));
  assert.equal(analysisFolded(analysis), analysisFolded(analysis));
  assert.deepEqual(Object.keys(analysis).sort(), ["discourse", "lang", "language", "length", "paragraphs", "sentenceCount", "skip", "text", "tokenCount"]);
  const copy = JSON.parse(JSON.stringify(analysis)) as Analysis;
  assert.deepEqual(copy, JSON.parse(JSON.stringify(analyzeText(TEXTS[0][0], { lang: "en" }))));
});

test("an analysis that did not come from analyzeText (parsed JSON) gets the same values", () => {
  for (const [text, lang] of TEXTS) {
    const copy = JSON.parse(JSON.stringify(analyzeText(text, { lang }))) as Analysis;
    sameView(copy);
  }
});

test("copies and frozen analyses get their own correct memo", () => {
  const [text, lang] = TEXTS[1];
  const analysis = analyzeText(text, { lang });
  const spread = { ...analysis, text: text + " 끝." };
  assert.equal(analysisMatchView(spread).text, matchView(spread.text).text);
  assert.notEqual(analysisMatchView(spread), analysisMatchView(analysis));
  const frozen = Object.freeze(analyzeText(text, { lang }));
  sameView(frozen);
  const frozenCopy = Object.freeze(JSON.parse(JSON.stringify(analysis)) as Analysis);
  sameView(frozenCopy);
  assert.equal(analysisFolded(frozenCopy), analysisFolded(frozenCopy));
  assert.equal(JSON.stringify(analyzeText(text, { lang })), JSON.stringify(analysis));
});
