import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseDocTypeYaml } from "../../lib/config/doc-type";
import { SHIPPED_DOC_TYPES } from "../../lib/scoring/doc-types";
import { DOC_TYPES_MODULE, renderDocTypes } from "../../scripts/gen-doc-types";

const DIR = join(__dirname, "../../doc-types");
const FILES = readdirSync(DIR).filter((f) => f.endsWith(".yaml")).sort();
const EXPECTED = ["academic", "blog", "default", "email", "formal", "legal", "marketing", "medical", "namuwiki", "narrative", "social", "technical"];

// PATTERN-INDEX.md numbering: 1–37 and VH1–VH9.
const VALID_KEY = /^(?:[1-9]|[12][0-9]|3[0-7]|VH[1-9])$/;

test("every shipped document type has its own file", () => {
  assert.deepEqual(FILES.map((f) => f.replace(/\.yaml$/, "")), EXPECTED);
});

for (const file of FILES) {
  test(`doc-types/${file} loads, is complete, and its combined weights sum to 1`, () => {
    const type = parseDocTypeYaml(readFileSync(join(DIR, file), "utf8"), `doc-types/${file}`);
    assert.equal(`${type.name}.yaml`, file);
    assert.ok(type.label.ko && type.label.en && type.description.length > 20);
    assert.ok(type.combinedWeights, "combined-weights present");
    assert.ok(Math.abs(type.combinedWeights.aiLikeness + type.combinedWeights.fidelity - 1) <= 1e-6);
    const keys = [...Object.keys(type.patternOverrides.unscoped), ...Object.values(type.patternOverrides.byLang).flatMap((t) => Object.keys(t))];
    for (const key of keys) assert.match(key, VALID_KEY);
  });
}

test("the embedded module is up to date with doc-types/*.yaml (run `tsx scripts/gen-doc-types.ts`)", () => {
  assert.equal(readFileSync(DOC_TYPES_MODULE, "utf8"), renderDocTypes());
  assert.deepEqual(Object.keys(SHIPPED_DOC_TYPES).sort(), EXPECTED);
});

test("policies the genres call for", () => {
  const t = SHIPPED_DOC_TYPES;
  assert.equal(t.blog.patternOverrides.unscoped["14"], "suppress");
  assert.equal(t.technical.patternOverrides.unscoped["15"], "reduce");
  assert.equal(t.technical.patternOverrides.byLang.en["16"], "reduce"); // en #16 title case
  assert.equal(t.technical.patternOverrides.byLang.ko["28"], "reduce"); // ko #28 loanwords
  assert.equal(t.social.patternOverrides.unscoped.VH4, "reduce");
  assert.equal(t.namuwiki.patternOverrides.unscoped["15"], "reduce");
  assert.deepEqual(t.default.patternOverrides, { unscoped: {}, byLang: {} });
});
