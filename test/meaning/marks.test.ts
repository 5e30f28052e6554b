// The polarity, quantity and link words of a text (lib/meaning/marks.ts, lexicon.ts),
// with examples that are also its tests.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { findMarks, markClasses } from "../../lib/meaning/marks";

const read = (text: string, lang: Lang) => findMarks(text, lang).marks.map((m) => [text.slice(m.start, m.end), m.cls]);

describe("negative concord and 'only': one negation, or none", () => {
  test("ko: 아무것도 …않다 is one negation, carried by the concord word", () => {
    const text = "아무것도 보내지 않는다.";
    const { marks } = findMarks(text, "ko");
    assert.deepEqual(read(text, "ko"), [["아무것도", "none"]]);
    assert.equal(text.slice(marks[0].carried!.start, marks[0].carried!.end), "않");
  });
  test("ja: 誰も…ない is one negation", () => assert.deepEqual(read("誰も来なかった。", "ja"), [["誰も", "none"]]));
  test("ko: 밖에 …않다 and ja: しか…ない say 'only', not a negation", () => {
    assert.deepEqual(read("사과밖에 먹지 않았다.", "ko"), []);
    assert.deepEqual(read("水しか飲まない。", "ja"), []);
  });
  test("ko: 거의 …없다 is 'few', not a negation", () => assert.deepEqual(read("거의 남지 않았다.", "ko"), [["거의", "few"]]));
  test("a concord word with no negation to carry negates nothing (전혀 다른: wholly other)", () => {
    assert.deepEqual(read("전혀 다른 방식이다.", "ko"), []);
  });
});

describe("frames, negative words and privatives", () => {
  test("'not only' is blanked as a frame, not read as a negation", () => {
    const { marks, frames } = findMarks("Not only is it fast, it is cheap.", "en");
    assert.equal(marks.filter((m) => m.cls === "negation").length, 0);
    assert.equal(frames.length, 1);
  });
  test("negative words are negations marked lexical", () => {
    const { marks } = findMarks("Migrating is impossible.", "en");
    assert.deepEqual(marks.map((m) => [m.cls, m.lexical]), [["negation", true]]);
  });
  test("privatives are listed apart: words of negative sense that negate nothing themselves", () => {
    const text = "월요일은 휴관이다.";
    const { marks, privatives } = findMarks(text, "ko");
    assert.equal(marks.length, 0);
    assert.deepEqual(privatives.map((p) => text.slice(p.start, p.end)), ["휴관"]);
  });
  test("quantifier and link classes in each language", () => {
    assert.deepEqual(read("Most users log in because it is fast.", "en"), [["Most", "majority"], ["because", "causal"]]);
    assert.deepEqual(read("대부분의 사용자가 빠르기 때문에 쓴다.", "ko"), [["대부분", "majority"], ["때문", "causal"]]);
    assert.deepEqual(read("虽然很多人用，但是很慢。", "zh"), [["虽然", "concessive"], ["很多", "majority"], ["但是", "contrast"]]);
    assert.deepEqual(read("一部の人は雨なのに来た。", "ja"), [["一部", "some"], ["のに", "concessive"]]);
  });
  test("ja: まれ (rare) is 'few', but not inside a passive stem (生まれ born, 含まれ contained)", () => {
    assert.deepEqual(read("このような事故はまれだ。", "ja"), [["まれ", "few"]]);
    assert.deepEqual(read("東京で生まれ、資料に含まれている。", "ja"), []);
  });
  test("a cause named as a reason is a causal link (the reason, 이유는, 原因是, 理由は)", () => {
    assert.deepEqual(read("The reason: few readers click.", "en"), [["The reason", "causal"], ["few", "few"]]);
    assert.deepEqual(read("이유는 간단하다.", "ko"), [["이유는", "causal"]]);
    assert.deepEqual(read("原因是成本太高。", "zh"), [["原因是", "causal"]]);
    assert.deepEqual(read("理由は簡単だ。", "ja"), [["理由は", "causal"]]);
  });
});

test("no word pattern of a lexicon has a capture group of its own (a match tells its group by capture index)", async () => {
  const { LEXICONS } = await import("../../lib/meaning/lexicon");
  for (const [lang, lex] of Object.entries(LEXICONS)) {
    for (const g of lex.groups) assert.equal(new RegExp(`${g.pattern}|`, "u").exec("")!.length, 1, `${lang} ${g.name}`);
    assert.equal(new RegExp(`${lex.marks.source}|`, "u").exec("")!.length, lex.groups.length + 1, lang);
  }
});

test("markClasses reads the classes and frames findMarks finds, carried negations and silent concord words included", () => {
  const texts: [string, "en" | "ko" | "zh" | "ja"][] = [
    ["Not all staff agreed, and nobody left; some never came back because of the rain.", "en"],
    ["전혀 다른 이야기다. 아무도 오지 않았다. 대부분 밖에 없었다.", "ko"],
    ["他并不是不想去，而是没有时间。所有人都同意了，因此会议结束。", "zh"],
    ["しか来なかった。会議は中止されなかったが、多くの人が来た。", "ja"],
  ];
  for (const [text, lang] of texts) {
    const full = findMarks(text, lang);
    const light = markClasses(text, lang);
    assert.equal(light.classes, full.marks.map((m) => m.cls).join(","), text);
    assert.equal(light.frames, full.frames.length, text);
    assert.ok(light.classes.length > 0, `${text}: some mark is read`);
  }
});
