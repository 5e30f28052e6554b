// What a negation is about (lib/meaning/scope.ts), with examples that are also its
// tests: the key each negation carries, and how a key is found again on the other side.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { findMarks } from "../../lib/meaning/marks";
import { keyMatch, keyOccurrences } from "../../lib/meaning/scope";

/** The keys of the first negation or "none" word of a sentence. */
function keysOf(text: string, lang: Lang): string[] | undefined {
  return findMarks(text, lang).marks.find((m) => m.cls === "negation" || m.cls === "none")?.keys;
}

describe("negation keys: the predicate or noun under each negation", () => {
  const EXAMPLES: [string, Lang, string[]][] = [
    ["The update does not require a restart.", "en", ["requir"]],
    ["It is impossible to migrate tonight.", "en", ["possibl"]],
    ["다른 브랜치로 이동할 수 없습니다.", "ko", ["이동"]],
    ["아무것도 보내지 않는다.", "ko", ["보내"]],
    ["这种情况不是经常发生。", "zh", ["经常"]],
    ["この機能は使えない。", "ja", ["使"]],
    ["誰も来なかった。", "ja", ["来"]],
  ];
  for (const [text, lang, keys] of EXAMPLES) {
    test(`${lang}: ${text} → ${keys.join(", ")}`, () => assert.deepEqual(keysOf(text, lang), keys));
  }
  test("a negative word with no base to restate carries no key", () => {
    assert.deepEqual(keysOf("The museum is closed on Mondays.", "en"), []);
  });
});

describe("finding a key again", () => {
  test("Korean keys match on the first syllable and the second's initial consonant", () => {
    assert.equal(keyMatch("올리", "올린"), true);
    assert.equal(keyMatch("올리", "오른"), false);
    assert.equal(keyMatch("이동", "이사"), false);
  });
  test("a single Han character matches inside a two-character key", () => {
    assert.equal(keyMatch("上", "値上"), true);
    assert.equal(keyMatch("上", "下降"), false);
  });
  test("English keys are found as stems of any inflection, at their offsets", () => {
    const text = "It required a restart; now nothing requires one.";
    assert.deepEqual(keyOccurrences(text, "en", { start: 0, end: text.length }, "requir"), [3, 35]);
    assert.deepEqual(keyOccurrences(text, "en", { start: 10, end: text.length }, "requir"), [35]);
  });
  test("Korean keys are found loosely inside the range only", () => {
    const text = "가격을 올렸다. 가격을 올리지 않았다.";
    assert.deepEqual(keyOccurrences(text, "ko", { start: 0, end: 8 }, "올리"), [4]);
    assert.deepEqual(keyOccurrences(text, "ko", { start: 0, end: text.length }, "올리"), [4, 13]);
  });
});
