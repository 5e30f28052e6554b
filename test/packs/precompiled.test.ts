// The precompiled shipped packs (lib/generated/packs.ts) must behave exactly like the packs
// compiled from their sources: same structure, same automaton hits, byte-identical reports.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { detect } from "../../lib/detector/detect";
import { LANGS } from "../../lib/engine/types";
import { COMPILED_PACKS_SOURCE_HASH } from "../../lib/generated/packs";
import { PACK_SOURCES } from "../../lib/generated/sources";
import { packSourceHash } from "../../lib/node/pack-source-hash";
import { defaultPackSet } from "../../lib/packs/default-set";
import { loadPacks } from "../../lib/packs/load";
import { packSetFromData, packSetToData } from "../../lib/packs/pack-data";
import type { PackSet } from "../../lib/packs/types";
import { randomText, seededRandom } from "../helpers/random-text";

const fromSource: PackSet = loadPacks({ ...PACK_SOURCES });
const precompiled: PackSet = defaultPackSet();

function corpusTexts(limit: number): string[] {
  const path = join(__dirname, "../../../shared/corpus/dev.jsonl");
  if (!existsSync(path)) return [];
  const rows = readFileSync(path, "utf8").split("\n").filter((l) => l.trim());
  // Every k-th row, so all four languages and both labels are in the sample.
  const step = Math.max(1, Math.floor(rows.length / limit));
  return rows.filter((_, i) => i % step === 0).map((l) => (JSON.parse(l) as { text: string }).text);
}

/** Texts dense in what the packs look for: their examples and literals, shuffled with noise. */
function generatedTexts(count: number): string[] {
  const rand = seededRandom(4242);
  const pieces: string[] = [" ", "\n", "\n\n", ". ", "。", "、", "！", "? ", "😀", "\r\n", "\u200b", "—", "\"", "「", "」"];
  for (const pack of fromSource.packs) {
    for (const def of pack.patterns) {
      for (const ex of def.examples) pieces.push(ex.before, ex.after);
      for (const m of def.matchers) if (m.kind === "terms") pieces.push(...m.terms.map((t) => t.replace(/~/g, " x ")));
    }
  }
  return Array.from({ length: count }, () => randomText(rand, pieces, 20 + Math.floor(rand() * 200)));
}

test("the precompiled set was built from the bundled pack sources", () => {
  assert.equal(COMPILED_PACKS_SOURCE_HASH, packSourceHash({ ...PACK_SOURCES }));
});

test("precompiled packs have the compiled structure: packs, catalog, plans and index arrays", () => {
  assert.deepStrictEqual(precompiled.packs, fromSource.packs);
  assert.deepStrictEqual(precompiled.catalog, fromSource.catalog);
  assert.deepStrictEqual([...precompiled.byId.keys()], [...fromSource.byId.keys()]);
  for (const lang of LANGS) {
    const a = precompiled.byLang[lang];
    const b = fromSource.byLang[lang];
    for (const key of ["patterns", "terms", "requiresLiterals", "anchorLiterals", "regexes", "checks", "keywordTerm", "keywordRequire", "keywordAnchor", "anchorRegexFrom", "anchorRegexes"] as const) {
      assert.deepStrictEqual(a[key], b[key], `${lang}.${key}`);
    }
    assert.equal(a.automaton.layout, b.automaton.layout, `${lang} automaton layout`);
    assert.deepStrictEqual(a.automaton.keywords, b.automaton.keywords);
    // The pattern objects are shared with `packs`, as in a compiled set.
    assert.equal(a.patterns[0], precompiled.byId.get(a.patterns[0].id));
  }
});

test("precompiled automata find the same keyword hits", () => {
  const texts = [...corpusTexts(40), ...generatedTexts(60)].map((t) => t.toLowerCase());
  for (const lang of LANGS) {
    for (const text of texts) {
      assert.deepStrictEqual(precompiled.byLang[lang].automaton.findAll(text), fromSource.byLang[lang].automaton.findAll(text));
    }
  }
});

/** The report as JSON, or the error a text without a supported language raises (the same for both sets). */
function reportOrError(run: () => unknown): string {
  try {
    return JSON.stringify(run());
  } catch (err) {
    return `error: ${err instanceof Error ? err.message : String(err)}`;
  }
}

test("detect() reports are byte-identical with precompiled and source-compiled packs", () => {
  const texts = [...corpusTexts(160), ...generatedTexts(160)];
  assert.ok(texts.length >= 160, "samples were built");
  let findings = 0;
  for (const text of texts) {
    for (const lang of ["auto", ...LANGS] as const) {
      if (lang !== "auto" && text.length > 400) continue; // forced languages: the short generated texts
      const expected = reportOrError(() => detect(text, { lang, packs: fromSource }));
      const actual = reportOrError(() => detect(text, { lang, packs: precompiled }));
      assert.equal(actual, expected);
      if (actual.startsWith("{")) findings += (JSON.parse(actual) as { findings: unknown[] }).findings.length;
    }
  }
  assert.ok(findings > 500, `the samples exercise the packs (${findings} findings)`);
});

test("detect() without packs uses the precompiled set", () => {
  const text = "Moreover, it is important to note that we delve into a rich tapestry of ideas.";
  assert.equal(JSON.stringify(detect(text)), JSON.stringify(detect(text, { packs: fromSource })));
});

test("a stored set survives a second round trip unchanged", () => {
  const data = packSetToData(fromSource);
  const again = packSetFromData(JSON.parse(JSON.stringify(data)));
  assert.deepStrictEqual(again.packs, fromSource.packs);
  for (const lang of LANGS) assert.deepStrictEqual(again.byLang[lang].regexes, fromSource.byLang[lang].regexes);
  assert.throws(() => packSetFromData({ ...data, format: 999 }), /npm run gen/);
});

test("typed arrays round-trip through base64 with and without Node's Buffer", async () => {
  const { decodeArray, encodeArray } = await import("../../lib/packs/typed-codec");
  const values = Int32Array.from([0, -1, 2 ** 31 - 1, -(2 ** 31), 65535, 42]);
  const encoded = encodeArray(values);
  assert.deepStrictEqual(decodeArray(encoded), values);
  // The browser path (atob) gives the same bytes.
  const binary = atob(encoded.b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  assert.deepStrictEqual(new Int32Array(bytes.buffer), values);
  assert.deepStrictEqual(decodeArray(encodeArray(Uint16Array.from([1, 65535]))), Uint16Array.from([1, 65535]));
});
