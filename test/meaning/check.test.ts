import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { extractAnchors } from "../../lib/meaning/anchors";
import { checkMeaning } from "../../lib/meaning/check";
import { perturb, PERTURBATION_KINDS } from "../../lib/meaning/perturb";

const CASES: Record<Lang, { original: string; faithful: string }> = {
  en: {
    original: "Sales rose 30% in 2024 because all 12 stores extended their hours. The pilot did not fail, although some managers doubted it.",
    faithful: "Sales rose 30% in 2024 because all 12 stores stayed open longer. The pilot did not fail, although some managers doubted it at first.",
  },
  ko: {
    original: "모든 매장이 영업시간을 늘렸기 때문에 2024년 매출이 30% 증가했다. 일부 관리자는 의심했지만 시범 운영은 실패하지 않았다.",
    faithful: "모든 매장이 영업시간을 늘렸기 때문에 2024년 매출이 30% 늘었다. 일부 관리자는 의심했지만 시범 운영은 실패하지 않았다.",
  },
  zh: {
    original: "因为所有门店都延长了营业时间，2024年销售额增长了30%。虽然部分经理有疑虑，但试点没有失败。",
    faithful: "因为所有门店都延长了营业时间，2024年销售额提高了30%。虽然部分经理有疑虑，但试点并没有失败。",
  },
  ja: {
    original: "すべての店舗が営業時間を延ばしたため、2024年の売上は30%増えた。一部の店長は疑っていたが、試験運用は失敗しなかった。",
    faithful: "すべての店舗が営業時間を延ばしたため、2024年の売上は30%伸びた。一部の店長は疑っていたが、試験運用は失敗しなかった。",
  },
};

describe("meaning check", () => {
  for (const [lang, c] of Object.entries(CASES) as [Lang, (typeof CASES)[Lang]][]) {
    test(`${lang}: a faithful rewrite keeps every anchor`, () => {
      const r = checkMeaning(c.original, c.faithful, lang);
      assert.equal(r.meaning_ok, true, JSON.stringify(r.anchors.filter((a) => a.verdict !== "PASS")));
      assert.equal(r.hard_fail, 0);
      assert.ok(r.anchors.length >= 4, "numbers, a negation, quantifiers and connectives were found");
      for (const a of r.anchors) assert.equal(c.original.slice(a.start, a.end), a.text);
    });
    for (const kind of PERTURBATION_KINDS) {
      test(`${lang}: one changed ${kind} is a HARD FAIL`, () => {
        const p = perturb(c.faithful, lang, kind);
        assert.ok(p, `the ${kind} perturbation applies`);
        const r = checkMeaning(c.original, p.text, lang);
        assert.equal(r.meaning_ok, false, `${p.change} went unnoticed`);
        assert.ok(r.hard_fail >= 1);
        assert.ok(r.mps.applicable && r.mps.score < 100);
      });
    }
  }

  test("numbers: 1,200 = 1200, 54만 = 540000, word numbers count", () => {
    const keys = (t: string, l: Lang) => extractAnchors(t, l).filter((a) => a.type === "number").map((a) => a.key);
    assert.deepEqual(keys("It drew 1,200 people over eight weeks.", "en"), ["1200", "8"]);
    assert.deepEqual(keys("등록 대수는 54만 대다.", "ko"), ["540000"]);
    assert.deepEqual(keys("招了三十个工程师", "zh"), ["30"]);
    assert.equal(checkMeaning("It drew 1,200 people.", "About 1200 people came.", "en").meaning_ok, true);
  });

  test("a dropped detail is a SOFT FAIL, not a changed meaning", () => {
    const r = checkMeaning("Acme hired 40 people in Berlin.", "Acme hired people.", "en");
    assert.equal(r.meaning_ok, true);
    assert.ok(r.soft_fail >= 1);
  });

  test("rhetorical negation frames are not claims", () => {
    const r = checkMeaning("What nobody tells you about hiring: referrals outperform job boards.", "Referrals outperform job boards.", "en");
    assert.equal(r.meaning_ok, true);
    const zh = checkMeaning("没人告诉你的招聘真相：内推比招聘网站好用。", "内推比招聘网站好用。", "zh");
    assert.equal(zh.meaning_ok, true);
  });

  test("no anchors: MPS is N/A", () => {
    const r = checkMeaning("The sky was grey.", "The sky looked grey.", "en");
    assert.equal(r.mps.applicable, false);
    assert.equal(r.meaning_ok, true);
  });

  test("offsets are UTF-16 offsets into the original, emoji and CRLF included", () => {
    const original = "🚀 We did not ship 3 builds.\r\n🎉 All 40 tests passed because the fix landed.";
    const r = checkMeaning(original, "🚀 We shipped 3 builds.\r\n🎉 Some 40 tests passed although the fix landed.", "en");
    assert.equal(r.meaning_ok, false);
    for (const a of r.anchors) assert.equal(original.slice(a.start, a.end), a.text);
  });
});
