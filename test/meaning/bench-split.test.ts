// bench:meaning's faithful/fabricating split (scripts/bench-meaning/bases.ts) and the
// fourth hold-out's hand-written changes: a rewrite that adds a half, an ordinal or a
// one-character count is fabricating, and every hand-written change applies to its rewrite.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { addsFigures } from "../../scripts/bench-meaning/bases";
import { HAND_PAIRS, withChange } from "../../scripts/bench-meaning/fourth-pairs";
import { FIFTH_FRESH, FIFTH_PAIRS } from "../../scripts/bench-meaning/fifth-pairs";
import { SIXTH_KINDS, SIXTH_PAIRS, withSixthChange } from "../../scripts/bench-meaning/sixth-pairs";
import { SEVENTH_KINDS, SEVENTH_PAIRS, withSeventhChange } from "../../scripts/bench-meaning/seventh-pairs";
import { EIGHTH_KINDS, EIGHTH_PAIRS, withEighthChange } from "../../scripts/bench-meaning/eighth-pairs";
import { NINTH_KINDS, NINTH_PAIRS, withNinthChange } from "../../scripts/bench-meaning/ninth-pairs";
import { TENTH_KINDS, TENTH_PAIRS, withTenthChange } from "../../scripts/bench-meaning/tenth-pairs";
import { ELEVENTH_KINDS, ELEVENTH_PAIRS, withEleventhChange } from "../../scripts/bench-meaning/eleventh-pairs";
import { TWELFTH_KINDS, TWELFTH_PAIRS, withTwelfthChange } from "../../scripts/bench-meaning/twelfth-pairs";

describe("bench:meaning split by figures", () => {
  const adds: [string, string, "ko" | "en" | "zh" | "ja"][] = [
    ["売上が大きく伸びた。", "売上はほぼ半分伸びた。", "ja"],
    ["公司的收入稳步增长。", "公司的收入在第三年稳步增长。", "zh"],
    ["团队负责这个项目。", "两个团队负责这个项目。", "zh"],
    ["팀원이 회의에 참석했다.", "팀원 세 명이 회의에 참석했다.", "ko"],
    ["Sales grew over the year.", "Sales grew by half over the year.", "en"],
    ["Sales grew over the year.", "Sales grew by twenty units over the year.", "en"],
  ];
  for (const [original, rewrite, lang] of adds) test(`adds: ${rewrite}`, () => assert.equal(addsFigures({ original, rewrite, lang }), true));
  test("the same figures in both are no addition", () => {
    assert.equal(addsFigures({ original: "売上は半分になった。", rewrite: "半分に減った。", lang: "ja" }), false);
    assert.equal(addsFigures({ original: "一个人去了。", rewrite: "一个人走了。", lang: "zh" }), false);
  });
});

describe("fourth hold-out hand-written changes", () => {
  test("each change replaces exactly one place of its rewrite", () => {
    assert.ok(HAND_PAIRS.length >= 20);
    for (const p of HAND_PAIRS)
      for (const ch of p.changes) {
        const out = withChange(p, ch);
        assert.notEqual(out, p.rewrite, `${p.id} ${ch.kind}`);
        assert.equal(out.length - p.rewrite.length, ch.to.length - ch.from.length);
      }
  });
});

describe("fifth hold-out hand-written changes", () => {
  test("each change replaces exactly one place of its rewrite, in every language", () => {
    assert.ok(FIFTH_PAIRS.length >= 20);
    assert.deepEqual([...new Set(FIFTH_PAIRS.map((p) => p.lang))].sort(), ["en", "ja", "ko", "zh"]);
    for (const p of [...FIFTH_PAIRS, ...FIFTH_FRESH])
      for (const ch of p.changes) {
        assert.equal(p.rewrite.split(ch.from).length, 2, `${p.id} ${ch.kind}: "${ch.from}" once`);
        assert.notEqual(withChange(p, ch), p.rewrite, `${p.id} ${ch.kind}`);
      }
  });
});

describe("sixth hold-out hand-written changes", () => {
  test("at least 24 faithful rewrites in every language, every kind changed, each change in exactly one place", () => {
    assert.ok(SIXTH_PAIRS.length >= 24);
    for (const lang of ["en", "ja", "ko", "zh"]) {
      const of = SIXTH_PAIRS.filter((p) => p.lang === lang);
      assert.ok(of.length >= 6, lang);
      for (const kind of SIXTH_KINDS) assert.ok(of.some((p) => p.changes.some((ch) => ch.kind === kind)), `${lang} ${kind}`);
    }
    for (const p of SIXTH_PAIRS)
      for (const ch of p.changes) {
        assert.equal(p.rewrite.split(ch.from).length, 2, `${p.id} ${ch.kind}: "${ch.from}" once`);
        assert.notEqual(withSixthChange(p, ch), p.rewrite, `${p.id} ${ch.kind}`);
      }
  });
});

// The seventh to twelfth hold-outs share one shape: each is held to the same rules.
const HAND_SETS = [
  { name: "seventh", kinds: SEVENTH_KINDS, pairs: SEVENTH_PAIRS, withChange: withSeventhChange },
  { name: "eighth", kinds: EIGHTH_KINDS, pairs: EIGHTH_PAIRS, withChange: withEighthChange },
  { name: "ninth", kinds: NINTH_KINDS, pairs: NINTH_PAIRS, withChange: withNinthChange },
  { name: "tenth", kinds: TENTH_KINDS, pairs: TENTH_PAIRS, withChange: withTenthChange },
  { name: "eleventh", kinds: ELEVENTH_KINDS, pairs: ELEVENTH_PAIRS, withChange: withEleventhChange },
  { name: "twelfth", kinds: TWELFTH_KINDS, pairs: TWELFTH_PAIRS, withChange: withTwelfthChange },
] as const;

for (const set of HAND_SETS) {
  const pairs: readonly { id: string; lang: string; rewrite: string; changes: readonly { kind: string; from: string }[] }[] = set.pairs;
  const withChange = set.withChange as (p: unknown, ch: unknown) => string;
  describe(`${set.name} hold-out hand-written changes`, () => {
    test("at least 24 faithful rewrites, six in every language, every kind changed, at least four changes of different kinds per pair, each in exactly one place", () => {
      assert.ok(pairs.length >= 24);
      for (const lang of ["en", "ja", "ko", "zh"]) {
        const of = pairs.filter((p) => p.lang === lang);
        assert.ok(of.length >= 6, lang);
        for (const kind of set.kinds) assert.ok(of.some((p) => p.changes.some((ch) => ch.kind === kind)), `${lang} ${kind}`);
      }
      for (const p of pairs) {
        assert.ok(new Set(p.changes.map((ch) => ch.kind)).size >= 4, `${p.id} kinds`);
        for (const ch of p.changes) {
          assert.equal(p.rewrite.split(ch.from).length, 2, `${p.id} ${ch.kind}: "${ch.from}" once`);
          assert.notEqual(withChange(p, ch), p.rewrite, `${p.id} ${ch.kind}`);
        }
      }
    });
  });
}

describe("twelfth hold-out size", () => {
  test("at least 48 faithful rewrites, twelve in every language, and at least 160 one-place changes", () => {
    assert.ok(TWELFTH_PAIRS.length >= 48);
    for (const lang of ["en", "ja", "ko", "zh"]) assert.ok(TWELFTH_PAIRS.filter((p) => p.lang === lang).length >= 12, lang);
    assert.ok(TWELFTH_PAIRS.reduce((n, p) => n + p.changes.length, 0) >= 160);
  });
});
