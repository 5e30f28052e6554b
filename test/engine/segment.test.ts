import { test } from "node:test";
import assert from "node:assert/strict";
import { splitParagraphs, splitSentences, tokenize, segmentDocument } from "../../lib/engine/segment";

const slices = (text: string, rs: { start: number; end: number }[]) => rs.map((r) => text.slice(r.start, r.end));

test("paragraphs split on blank lines, with CRLF and whitespace-only lines", () => {
  const text = "  First para.\r\nStill first.\r\n\r\nSecond.\n \t \nThird.\n\n\n";
  assert.deepEqual(slices(text, splitParagraphs(text)), ["First para.\r\nStill first.", "Second.", "Third."]);
});

test("sentences split after terminators followed by space and at newlines, keeping the terminator", () => {
  const text = 'One two. Three? "Quoted." Four…  Five!\nSix\r\nSeven';
  const p = { start: 0, end: text.length };
  assert.deepEqual(slices(text, splitSentences(text, p, "en")), ["One two.", "Three?", '"Quoted."', "Four…", "Five!", "Six", "Seven"]);
});

test("zh/ja split after full-width terminators without whitespace; ko/en do not", () => {
  const text = "今日は晴れ。明日は雨！「そうだ。」と言った";
  const p = { start: 0, end: text.length };
  assert.deepEqual(slices(text, splitSentences(text, p, "ja")), ["今日は晴れ。", "明日は雨！", "「そうだ。」", "と言った"]);
  assert.equal(splitSentences(text, p, "ko").length, 1);
});

test("ko/en tokens strip edge punctuation and keep inner punctuation", () => {
  const text = '"Don\'t" stop — (좋은-도구는) 😀 end.';
  assert.deepEqual(tokenize(text, { start: 0, end: text.length }, "en").map((t) => t.text), ["Don't", "stop", "좋은-도구는", "end"]);
});

test("the seed's tokenization examples", () => {
  const tok = (t: string, lang: "ko" | "en" | "zh" | "ja") => tokenize(t, { start: 0, end: t.length }, lang).map((x) => x.text);
  assert.deepEqual(tok("이 도구는 자동완성처럼 동작한다", "ko"), ["이", "도구는", "자동완성처럼", "동작한다"]);
  assert.deepEqual(tok("The tool acts like autocomplete.", "en"), ["The", "tool", "acts", "like", "autocomplete"]);
  assert.deepEqual(tok("工具提升写作", "zh"), ["工", "具", "提", "升", "写", "作"]);
  assert.deepEqual(tok("道具が書く", "ja"), ["道", "具", "が", "書", "く"]);
  assert.deepEqual(tok("GPT4で𠮷野家", "ja"), ["GPT4", "で", "𠮷", "野", "家"]);
});

test("token-less fragments are not sentences", () => {
  const segs = segmentDocument("Real sentence here.\n---\n… \nAnother one.", "en").paragraphs;
  assert.equal(segs.length, 1);
  assert.equal(segs[0].sentences.length, 2);
  assert.equal(segs[0].tokenCount, 5);
});
