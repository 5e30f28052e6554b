import { test } from "node:test";
import assert from "node:assert/strict";
import { parsePack } from "../../lib/packs/parse";
import { loadPacks } from "../../lib/packs/load";
import { PackError } from "../../lib/packs/errors";
import { regexProblem, regexShape } from "../../lib/packs/regex-safety";
import { AhoCorasick } from "../../lib/packs/aho-corasick";
import { splitPackMarkdown } from "../../lib/packs/markdown";
import { fixtureSources, fixturePacks, GOOD_BLOCK, onePack } from "./helpers";

function loadError(md: string, file = "en-language.md"): PackError {
  try {
    parsePack(file, md);
  } catch (err) {
    assert.ok(err instanceof PackError, `expected PackError, got ${String(err)}`);
    return err;
  }
  assert.fail("expected the pack to be rejected");
}

test("a valid pack parses with derived category, defaults and compiled matchers", () => {
  const pack = parsePack("en-language.md", onePack(GOOD_BLOCK));
  assert.equal(pack.category, "language");
  assert.equal(pack.language, "en");
  assert.equal(pack.scoreOnly, false);
  assert.equal(pack.patterns.length, 1);
  const def = pack.patterns[0];
  assert.equal(def.number, "7");
  assert.equal(def.scope, "span");
  assert.equal(def.strong, false);
  assert.equal(def.meaningRisk, "low");
  assert.deepEqual(def.matchers[0].kind, "terms");
  assert.equal(def.matchers[0].minCount, 1);
});

test("CRLF markdown and ## headings inside other code fences are handled", () => {
  const md = onePack(GOOD_BLOCK).replace(/\n/g, "\r\n") + "\r\n```markdown\r\n## 8. Not a section\r\n```\r\n";
  assert.equal(parsePack("en-language.md", md).patterns.length, 1);
  assert.equal(splitPackMarkdown(md).sections.length, 1);
});

const errorCases: [string, () => string, RegExp][] = [
  ["count mismatch", () => onePack(GOOD_BLOCK, { patterns: "2" }), /patterns: frontmatter says 2 but the file has 1/],
  ["missing frontmatter", () => onePack(GOOD_BLOCK).replace(/^---[\s\S]*?---\n/, ""), /frontmatter: missing/],
  ["bad language", () => onePack(GOOD_BLOCK, { language: "fr" }), /language: must be one of/],
  ["pack/file mismatch", () => onePack(GOOD_BLOCK, { pack: "en-style" }), /does not match the file name/],
  ["unknown frontmatter key", () => onePack(GOOD_BLOCK, { author: "me" }), /frontmatter\.author: unknown key/],
  ["invalid YAML names the pattern", () => onePack(GOOD_BLOCK.replace("fix: Use the plain word.", "fix: 'a' b")), /pattern 7 \(line \d+\): pattern block: invalid YAML/],
  ["id without language prefix", () => onePack(GOOD_BLOCK.replace("en-x-vocab", "ko-x-vocab")), /pattern ko-x-vocab: id: must start with the language prefix/],
  ["number outside the category", () => onePack(GOOD_BLOCK.replace("number: 7", "number: 14"), {}, "## 14. Bold"), /number: 14 is not a language number/],
  ["heading number differs", () => onePack(GOOD_BLOCK, {}, "## 8. Copula"), /number: 7 does not match the heading/],
  ["unknown matcher kind", () => onePack(GOOD_BLOCK.replace("kind: terms", "kind: fuzzy")), /matchers\[0\]\.kind: unknown matcher kind "fuzzy"/],
  ["unknown check", () => onePack(GOOD_BLOCK.replace("kind: terms\n    terms: [delve]", "kind: check\n    check: vibes")), /matchers\[0\]\.check: unknown check "vibes"/],
  ["unknown check param", () => onePack(GOOD_BLOCK.replace("kind: terms\n    terms: [delve]", "kind: check\n    check: boldface\n    params: { max: 3 }")), /params\.max: unknown param for boldface/],
  ["regex that does not compile", () => onePack(GOOD_BLOCK.replace("kind: terms\n    terms: [delve]", 'kind: regex\n    regex: "(unclosed"\n    requires: [x]')), /matchers\[0\]\.regex: does not compile/],
  ["catastrophic regex", () => onePack(GOOD_BLOCK.replace("kind: terms\n    terms: [delve]", 'kind: regex\n    regex: "(a+)+b"\n    requires: [a]')), /nested unbounded quantifier/],
  ["unbounded gap", () => onePack(GOOD_BLOCK.replace("kind: terms\n    terms: [delve]", 'kind: regex\n    regex: "not only.*but"\n    requires: [not only]')), /unbounded gap/],
  ["expensive regex without requires", () => onePack(GOOD_BLOCK.replace("kind: terms\n    terms: [delve]", 'kind: regex\n    regex: "\\\\w+ly\\\\b"')), /no `requires`/],
  ["fixes key not a term", () => onePack(GOOD_BLOCK.replace("terms: [delve]", "terms: [delve]\n    fixes: { tapestry: mix }")), /fixes\.tapestry: is not one of the matcher's terms/],
  ["wildcard-only term", () => onePack(GOOD_BLOCK.replace("terms: [delve]", 'terms: ["~"]')), /terms\[0\]: has no literal text/],
  ["example without after", () => onePack(GOOD_BLOCK + "\nexamples:\n  - before: x"), /examples\[0\]: must have string `before` and `after`/],
  ["two pattern blocks in a section", () => onePack(GOOD_BLOCK).replace("Prose.", "```pattern\n" + GOOD_BLOCK + "\n```"), /needs exactly one ```pattern block, found 2/],
  ["bad meaning-risk", () => onePack(GOOD_BLOCK + "\nmeaning-risk: huge"), /meaning-risk: must be low, medium or high/],
  ["bad taxonomy", () => onePack(GOOD_BLOCK.replace("kind: terms", "kind: terms\n    taxonomy: Z9")), /taxonomy: must look like "A-2"/],
];

for (const [name, make, expected] of errorCases) {
  test(`loader rejects: ${name}`, () => {
    const err = loadError(make());
    assert.match(err.message, /^en-language\.md/);
    assert.match(err.message, expected);
  });
}

test("ids must be unique across packs", () => {
  const a = onePack(GOOD_BLOCK);
  const b = onePack(GOOD_BLOCK.replace("number: 7", "number: 8"), { pack: "en-language" }, "## 8. Copula");
  assert.throws(() => loadPacks({ "en-language.md": a, "custom/en-language.md": b }), /custom\/en-language\.md: pattern en-x-vocab: id: already used in en-language\.md/);
});

test("custom packs merge into the same category and their counts add up", () => {
  const custom = onePack(GOOD_BLOCK.replace("en-x-vocab", "en-x-extra").replace("number: 7", "number: 33"), {}, "## 33. Metaphor");
  const set = loadPacks({ ...fixtureSources(), "custom/mine.md": custom });
  assert.equal(set.catalog.en.language, fixturePacks().catalog.en.language + 1);
  assert.ok(set.byLang.en.patterns.some((p) => p.id === "en-x-extra"));
});

test("custom packs may declare new categories", () => {
  const md = onePack(GOOD_BLOCK.replace("en-x-vocab", "en-x-legal"), { pack: "en-legal" }, "## 7. Legalese");
  const set = loadPacks({ "custom/legal.md": md });
  assert.deepEqual(set.catalog.en, { legal: 1 });
  assert.throws(() => parsePack("en-legal.md", md), /unknown category "legal" for a shipped pack/);
});

test("skipInvalid collects broken packs instead of throwing", () => {
  const set = loadPacks({ ...fixtureSources(), "en-content.md": "no frontmatter" }, { skipInvalid: true });
  assert.equal(set.errors.length, 1);
  assert.match(set.errors[0].message, /en-content\.md: frontmatter: missing/);
  assert.ok(set.byLang.en.patterns.length > 0);
});

test("the fixture catalog counts frontmatter patterns per language and category", () => {
  const set = fixturePacks();
  assert.equal(set.catalog.en.language, 3);
  assert.equal(set.catalog.en.style, 4);
  assert.equal(set.catalog.ko.language, 2);
  assert.equal(set.byLang.zh.patterns.length, 1);
});

test("regex shape: nested and unbounded quantifiers, literal prefix", () => {
  assert.equal(regexShape("(a+)+").nestedQuantifier, true);
  assert.equal(regexShape("(?:ab|cd)+").nestedQuantifier, false);
  assert.equal(regexShape("(?:x*y)*").nestedQuantifier, true);
  assert.equal(regexShape("a.*b").unboundedDot, true);
  assert.equal(regexShape("a[^.]{0,60}b").unbounded, false);
  assert.equal(regexShape("\\bnot only\\b").literalPrefix, "not only");
  assert.equal(regexShape("ab|cd").literalPrefix, "");
  assert.equal(regexProblem("\\bserves as\\b", false), null);
  assert.equal(regexProblem("\\bnot only\\b[^.]+\\bbut\\b", false), null);
  assert.match(regexProblem("[a-z]+ly", false) ?? "", /requires/);
});

test("Aho–Corasick finds exactly what a naive search finds", () => {
  const words = ["he", "she", "his", "hers", "통해", "통", "不仅", "仅", "🙂x"];
  const ac = new AhoCorasick(words);
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const alphabet = ["h", "e", "s", "i", "r", "통", "해", "不", "仅", "🙂", "x", " "];
  for (let round = 0; round < 200; round++) {
    let text = "";
    for (let i = 0; i < 40; i++) text += alphabet[Math.floor(rand() * alphabet.length)];
    const expected: string[] = [];
    words.forEach((w, k) => {
      for (let i = text.indexOf(w); i !== -1; i = text.indexOf(w, i + 1)) expected.push(`${k}@${i}`);
    });
    const got = ac.findAll(text).map((h) => `${h.keyword}@${h.start}`);
    assert.deepEqual(got.sort(), expected.sort(), text);
  }
});
