// Which language a raw JSON-lines line goes to a thread for: its "lang" field when it names one
// of the four, else the script most of its first bytes are in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { AFFINITY_LANGS, affinityOf } from "../../scripts/cli/affinity";

const langOf = (line: string) => AFFINITY_LANGS[affinityOf(Buffer.from(line))];

test("a line's own \"lang\" decides, with or without spaces around the colon", () => {
  assert.equal(langOf('{"lang":"ko","text":"plain ASCII words"}'), "ko");
  assert.equal(langOf('{"text": "plain words", "lang" : "ja"}'), "ja");
  assert.equal(langOf('{"id": 1, "lang": "zh", "text": "x"}'), "zh");
  assert.equal(langOf('{"lang": "en", "text": "오늘날 급변하는 시대에"}'), "en");
});

test("without a language it names, the script of the text decides", () => {
  assert.equal(langOf('{"text": "오늘날 급변하는 시대에 혁신적인 변화를"}'), "ko");
  assert.equal(langOf('{"text": "昨日は雨だったので傘を持って出かけた。", "lang": "auto"}'), "ja");
  assert.equal(langOf('{"text": "昨天我去超市买菜，忘了带钱包。"}'), "zh");
  assert.equal(langOf('{"text": "In today\'s fast-paced world", "lang": "fr"}'), "en");
  // Japanese with more kanji than kana is still Japanese; Korean with a few hanja is still Korean.
  assert.equal(langOf('{"text": "東京都知事選挙の結果が発表された"}'), "ja");
  assert.equal(langOf('{"text": "대한민국(大韓民國)은 동아시아의 한반도에 있는 나라이다"}'), "ko");
});

test("anything else is English's: a blank line, a malformed one, a text with no letters of the three", () => {
  assert.equal(langOf(""), "en");
  assert.equal(langOf("{not json"), "en");
  assert.equal(langOf('{"text": "12345 — ∑"}'), "en");
  assert.equal(langOf('{"lang": 5, "text": "x"}'), "en");
});
