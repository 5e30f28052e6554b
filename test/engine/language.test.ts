import { test } from "node:test";
import assert from "node:assert/strict";
import { detectLanguage } from "../../lib/engine/language";

test("each supported language is detected by script", () => {
  assert.equal(detectLanguage("이 도구는 문장을 다듬는다.").lang, "ko");
  assert.equal(detectLanguage("The tool rewrites sentences.").lang, "en");
  assert.equal(detectLanguage("这个工具可以改写句子。").lang, "zh");
  assert.equal(detectLanguage("この道具は文章を書き直す。").lang, "ja");
  assert.equal(detectLanguage("ありがとう").lang, "ja");
});

test("Korean with English product names stays Korean and is marked mixed", () => {
  const g = detectLanguage("Next.js App Router에서 React Server Components를 사용하면 번들이 줄어든다.");
  assert.equal(g.lang, "ko");
  assert.equal(g.mixed, true);
  assert.ok(g.scripts.latin > 0 && g.scripts.hangul > 0);
});

test("Japanese with many kanji is still Japanese; Chinese with no kana is Chinese", () => {
  assert.equal(detectLanguage("経済産業省は新しい政策を発表した。").lang, "ja");
  assert.equal(detectLanguage("经济部发布了新的政策，引起广泛关注。").lang, "zh");
});

test("English with one quoted Korean word stays English", () => {
  assert.equal(detectLanguage("The Korean word 정 describes a deep affection that grows over time.").lang, "en");
});

test("no supported script dominant gives null", () => {
  assert.equal(detectLanguage("Это русский текст без других языков.").lang, null);
  assert.equal(detectLanguage("12345 !!! ???").lang, null);
  assert.equal(detectLanguage("مرحبا بالعالم").lang, null);
});
