// Negations said with other words in a faithful rewrite (issue 16, false alarms on heavy
// rewrites), each beside a change the check must still catch. Every sentence is written
// for the test (none is corpus text).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";

const hard = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => `${a.type}: ${a.reason}`);

const CASES: { name: string; lang: Lang; original: string; faithful: string; changed: string }[] = [
  {
    name: "숨기지 않고 (not hiding: openly) is a double negation, no added denial",
    lang: "ko",
    original: "팀원들이 서로를 믿으려면 같은 자료를 봐야 한다.",
    faithful: "팀원들이 서로를 믿으려면 결정 과정을 숨기지 않고 같은 자료를 함께 봐야 한다.",
    changed: "팀원들이 서로를 믿으려면 결정 과정을 숨기지 않고 같은 자료를 함께 보지 않아야 한다.",
  },
  {
    name: "놓친다 says 받지 못한다 (a privative in any conjugation)",
    lang: "ko",
    original: "버스가 드물어서 노인들은 제때 치료를 받지 못한다.",
    faithful: "버스가 드문 탓에 노인들은 제때 치료를 놓친다.",
    changed: "버스가 드문 탓에 노인들은 제때 치료를 받는다.",
  },
  {
    name: "'without it' negates its referent, not the words after it",
    lang: "en",
    original: "Every project requires a clear budget and a plan that the whole team can follow.",
    faithful: "A project needs a clear budget. Without it, a plan the whole team can follow falls apart.",
    changed: "A project needs a clear budget and a plan that the whole team cannot follow.",
  },
  {
    name: "'the uncomfortable truth is that' dropped is no dropped negation",
    lang: "en",
    original: "The uncomfortable truth is that most delays come from unclear specifications.",
    faithful: "Most delays come from unclear specifications.",
    changed: "Most delays do not come from unclear specifications.",
  },
  {
    name: "不足 carries the negation of 足りない (the key inside the negative word)",
    lang: "ja",
    original: "部品が足りないため、工場は三日間止まった。",
    faithful: "部品不足のため、工場は三日間止まった。",
    changed: "部品が足りているため、工場は三日間止まった。",
  },
];

describe("negations said with other words", () => {
  for (const c of CASES) {
    test(`${c.name}: the faithful rewrite passes`, () => assert.deepEqual(hard(c.original, c.faithful, c.lang), []));
    test(`${c.name}: the change is caught`, () => assert.ok(hard(c.original, c.changed, c.lang).length > 0, c.changed));
  }
  test("'did not close' against 'closed' is still a flip (the key the negative word starts with is no prefix)", () => {
    const h = hard("The bakery closed its second shop in 2019 after rents rose.", "After rents rose, the bakery did not close its second shop in 2019.", "en");
    assert.ok(h.some((x) => x.startsWith("negation")), h.join("; "));
  });
});
