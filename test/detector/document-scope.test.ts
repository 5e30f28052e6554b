// A document-scope finding is labelled by the matcher that actually fired, not by the first
// matcher of its pattern that declares a taxonomy.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect, firedTaxonomy } from "../../lib/detector/detect";
import { loadPacks } from "../../lib/packs/load";
import { onePack } from "../packs/helpers";

const packs = loadPacks({
  "ko-structure.md": onePack(
    `id: ko-x-structure
number: 25
name: 구조적 반복
scope: document
fix: 문단을 흐트러뜨리세요.
matchers:
  - kind: check
    taxonomy: E-3
    check: paragraph-uniformity
    params: { min-paragraphs: 3 }
  - kind: regex
    taxonomy: C-1
    regex: "(?<span>첫째|둘째|셋째)"
    requires: [첫째, 둘째, 셋째]
    min-count: 3
    fix: 서수를 지우세요.`,
    { pack: "ko-structure", language: "ko" },
    "## 25. 구조적 반복",
  ),
});

test("a single three-sentence paragraph with 첫째/둘째/셋째 is C-1, not E-3", () => {
  const [f] = detect("첫째, 비용이 든다. 둘째, 시간이 걸린다. 셋째, 사람이 모자란다.", { packs, lang: "ko" }).findings;
  assert.equal(f.taxonomy, "C-1");
  assert.match(f.category_label, /구조적 반복/);
  assert.equal(f.occurrences?.length, 3);
  assert.equal(f.suggested_fix, "서수를 지우세요.", "the fired matcher's own fix");
});

test("firedTaxonomy: the taxonomy behind most occurrences, ties to the earlier matcher", () => {
  const def = { matchers: [{ taxonomy: "E-3" }, { taxonomy: "C-1" }, {}] } as unknown as Parameters<typeof firedTaxonomy>[0];
  assert.equal(firedTaxonomy(def, [{ matcher: 1 }, { matcher: 1 }, { matcher: 0 }]), "C-1");
  assert.equal(firedTaxonomy(def, [{ matcher: 1 }, { matcher: 0 }]), "E-3");
  assert.equal(firedTaxonomy(def, [{ matcher: 2 }]), undefined);
});
