// What the meaning tests of a round of rules share: the HARD FAILs of a check as "type: reason"
// lines (the reasons read out in an assertion's message), their kinds, and the case table each
// rule's examples are written in, run as two tests per case (the faithful rewrite passes, the
// change is caught as its kind).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Lang } from "../../lib/engine/types";
import { checkMeaning } from "../../lib/meaning/check";

export const hard = (o: string, r: string, lang: Lang) => checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => `${a.type}: ${a.reason}`);
export const kinds = (o: string, r: string, lang: Lang) => new Set<string>(checkMeaning(o, r, lang).anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => a.type));

/** [name, lang, original, faithful rewrite, changed rewrite, kind the change is caught as] */
export type RuleCase = [string, Lang, string, string, string, string];

/** Two tests per case, inside the caller's describe. */
export function testRuleCases(cases: readonly RuleCase[]): void {
  for (const [name, lang, original, faithful, changed, kind] of cases) {
    test(`${name}: the faithful rewrite passes`, () => assert.deepEqual(hard(original, faithful, lang), []));
    test(`${name}: the change is caught as ${kind}`, () => assert.ok(kinds(original, changed, lang).has(kind), `${changed}: ${hard(original, changed, lang).join("; ")}`));
  }
}
