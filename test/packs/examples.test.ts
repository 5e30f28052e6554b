// Every example in every shipped pack is a test (packs/FORMAT.md): the pattern fires on
// `before` and does not fire on `after`. Also: packs load, counts match their frontmatter,
// numbering follows PATTERN-INDEX.md. Works on whatever packs exist; fails on a broken one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readSourcesFromDisk } from "../../lib/node/sources";
import { parsePack } from "../../lib/packs/parse";
import { loadPacks } from "../../lib/packs/load";
import { CATEGORY_NUMBERS } from "../../lib/packs/numbering";
import { detect } from "../../lib/detector/detect";
import type { Pack, PackSet } from "../../lib/packs/types";
import { join } from "node:path";
import { quoted } from "../helpers/finding-text";

const root = join(__dirname, "../..");
const sources = readSourcesFromDisk(root).packs;
const shipped = Object.keys(sources).filter((f) => !f.startsWith("custom/"));

const parsed = new Map<string, Pack | Error>();
for (const file of shipped) {
  try {
    parsed.set(file, parsePack(file, sources[file]));
  } catch (err) {
    parsed.set(file, err as Error);
  }
}

for (const file of shipped) {
  test(`pack ${file} loads`, () => {
    const p = parsed.get(file);
    if (p instanceof Error) assert.fail(p.message);
    assert.equal(p!.patterns.length, p!.declaredCount);
  });
}

test("all shipped packs load together (ids unique across packs)", () => {
  const good = Object.fromEntries(shipped.filter((f) => !(parsed.get(f) instanceof Error)).map((f) => [f, sources[f]]));
  assert.doesNotThrow(() => loadPacks(good));
});

test("each language's packs use the PATTERN-INDEX numbering, once each", () => {
  for (const [, p] of parsed) {
    if (p instanceof Error) continue;
    const expected = CATEGORY_NUMBERS[p.category];
    assert.ok(expected, `${p.file}: category ${p.category}`);
    assert.deepEqual([...p.patterns.map((d) => d.number)].sort(), [...expected].sort(), `${p.file} numbers`);
    assert.equal(p.scoreOnly, p.category === "viral-hook", `${p.file}: score-only iff viral-hook`);
  }
});

test("complete languages have 46 patterns in 7 categories", () => {
  const byLang = new Map<string, Pack[]>();
  for (const [, p] of parsed) if (!(p instanceof Error)) byLang.set(p.language, [...(byLang.get(p.language) ?? []), p]);
  for (const [lang, packs] of byLang) {
    if (packs.length < 7) continue; // still being written
    assert.equal(packs.length, 7, `${lang} packs`);
    assert.equal(packs.reduce((n, p) => n + p.patterns.length, 0), 46, `${lang} pattern count`);
  }
});

// Examples: run each pack's examples against the set of all packs that load.
const loadable = Object.fromEntries(shipped.filter((f) => !(parsed.get(f) instanceof Error)).map((f) => [f, sources[f]]));
let set: PackSet | null = null;
try {
  set = loadPacks(loadable);
} catch {
  set = null;
}

for (const [file, p] of parsed) {
  if (p instanceof Error || !set) continue;
  for (const def of p.patterns) {
    if (def.matchers.length === 0 || def.examples.length === 0) continue;
    test(`${file} #${def.number} ${def.id}: examples`, () => {
      const problems: string[] = [];
      def.examples.forEach((ex, k) => {
        const fires = (text: string) =>
          detect(text, { packs: set!, lang: def.lang }).findings.filter((f) => f.patternId === def.id);
        const before = fires(ex.before);
        const after = fires(ex.after);
        if (before.length === 0) problems.push(`example ${k + 1}: does not fire on before: ${JSON.stringify(ex.before)}`);
        if (after.length > 0) {
          problems.push(`example ${k + 1}: fires on after at ${JSON.stringify(after.map(quoted))}: ${JSON.stringify(ex.after)}`);
        }
      });
      assert.deepEqual(problems, []);
    });
  }
}
