// LanguageTool style: every fix rule's examples are its tests.
import assert from "node:assert/strict";
import { test } from "node:test";
import { RULES } from "../../lib/fix/rules";
import { firstFix } from "./helpers";

for (const rule of RULES) {
  test(`${rule.id}: its examples`, () => {
    assert.ok(rule.examples.length > 0, "a rule needs examples");
    for (const ex of rule.examples) {
      const got = firstFix(rule, ex.before);
      if (ex.after === null) assert.equal(got.text, "", `${ex.before}: expected no fix, got ${JSON.stringify(got.text)}`);
      else assert.equal(got.text, ex.after, `${ex.before}\n  rejected: ${got.why.join("\n  ")}`);
    }
  });
}
