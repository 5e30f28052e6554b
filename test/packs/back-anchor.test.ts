// Back-anchored regexes (regexBackAnchor, lib/detector/match.ts): windows found by walking back
// from a literal to the start of a word run must give exactly the matches of a full exec loop.
import assert from "node:assert/strict";
import { test } from "node:test";
import { findMatches } from "../../lib/detector/match";
import { loadPacks } from "../../lib/packs/load";
import { regexBackAnchor, unitTable } from "../../lib/packs/regex-anchor";
import { matchView } from "../../lib/text/normalize";
import { onePack } from "./helpers";
import { randomText, seededRandom } from "../helpers/random-text";

test("regexBackAnchor: a leading unbounded run gives literals past its end", () => {
  const a = regexBackAnchor("\\b[a-z]+(?:tion|ment)s? of [a-z]+", "giu");
  assert.ok(a);
  assert.deepEqual([...a.literals].sort(), ["ment of ", "ments of ", "tion of ", "tions of "]);
  assert.equal(a.unit, "[a-z]");
  assert.equal(a.lo, 1);
  assert.equal(a.wordBoundary, true);
  assert.equal(a.longS, true);
  assert.equal(regexBackAnchor("[가-힣]{2,}적 ", "gu")?.wordBoundary, false);
  assert.equal(regexBackAnchor("x[a-z]+tion", "g"), null, "the run must open the regex");
  assert.equal(regexBackAnchor("\\b(?:ab|c)+tion", "g"), null, "the run's atom must be one unit wide");
});

test("unitTable follows the engine's case folding", () => {
  const t = unitTable("[a-z]", "giu");
  assert.equal(t["Q".charCodeAt(0)], 1);
  assert.equal(t[0x17f], 1, "ſ folds onto s under i and u");
  assert.equal(t["1".charCodeAt(0)], 0);
  assert.equal(unitTable("[a-z]", "g")[0x17f], 0);
});

const REGEXES: [string, string][] = [
  ["\\b[a-z]+(?:tion|ment)s? (?:of|to) (?:the )?[a-z]+(?:tion|ment)s?\\b", '" of ", " to "'],
  ["[a-z]{2,}tion, [a-z]+", '"tion, "'],
  ["\\b[a-zſ]+ment", '"ment"'],
];

test("findMatches with back-anchored windows equals a full exec loop on generated text", () => {
  const rand = seededRandom(7);
  const pieces = ["a", "tion", "ment", "s", " ", " of ", " to ", "the ", "T", "ſ", "1", ",", "\u00e9", "😀", "\r\n", "x"];
  REGEXES.forEach(([source, requires], n) => {
    const block = `id: en-x-back${n}\nnumber: 7\nname: Back\nfix: Rewrite.\nmatchers:\n  - kind: regex\n    regex: '${source}'\n    flags: i\n    requires: [${requires}]`;
    const packs = loadPacks({ "en-language.md": onePack(block) });
    const lang = packs.byLang.en;
    const r = lang.regexes.find((x) => x.anchor?.back);
    assert.ok(r, `${source} is back-anchored`);
    const m = lang.patterns[r.pattern].matchers[r.matcher];
    assert.equal(m.kind, "regex");
    if (m.kind !== "regex") return;
    let matched = 0;
    for (let i = 0; i < 300; i++) {
      const text = randomText(rand, pieces, 20 + Math.floor(rand() * 200));
      const view = matchView(text);
      const got: string[] = findMatches(lang, view)
        .filter((x) => x.pattern === r.pattern && x.matcher === r.matcher)
        .map((x) => `${x.start}-${x.end}`);
      const re = new RegExp(m.regex.source, m.regex.flags.includes("g") ? m.regex.flags : m.regex.flags + "g");
      const want: string[] = [];
      for (let h = re.exec(view.text); h; h = re.exec(view.text)) {
        if (h[0].length === 0) {
          re.lastIndex++;
          continue;
        }
        want.push(`${view.toOriginal(h.index)}-${view.toOriginalEnd(h.index + h[0].length)}`);
      }
      assert.deepEqual(got, want, `${source} on ${JSON.stringify(text)}`);
      matched += want.length;
    }
    assert.ok(matched > 0, `${source} matched some generated text`);
  });
});
