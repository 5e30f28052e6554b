// Anchors for regexes that open with a bounded lead before a run ("\b(?:the|a) [a-z]+tion of"),
// with a sentence or line opener ("(?:^|[.!?]\s+)", "(?:^|\n)[ \t]*"), or with a repeated
// group around a separator ("(?:[a-z]{1,5}, ){4,9}"): the windows they give must hold every
// match, so findMatches finds exactly what a full exec loop finds.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chainStarts, findMatches } from "../../lib/detector/match";
import { loadPacks } from "../../lib/packs/load";
import { regexBackAnchor, regexChainAnchor, strongestAnchor } from "../../lib/packs/regex-anchor";
import { matchView } from "../../lib/text/normalize";
import { onePack } from "./helpers";
import { randomText, seededRandom } from "../helpers/random-text";

test("regexBackAnchor: a bounded lead before the run is measured, if its last unit stops the run", () => {
  const a = regexBackAnchor("\\b(?:the|a|an) [a-z]+(?:tion|ment)s? of", "giu");
  assert.ok(a);
  assert.equal(a.leadMin, 2);
  assert.equal(a.leadMax, 4);
  assert.deepEqual([...a.literals].sort(), ["ment of", "ments of", "tion of", "tions of"]);
  // The lead's last unit could continue the run: no telling where the run starts.
  assert.equal(regexBackAnchor("\\b(?:the|an)[a-z]+tion of", "giu"), null);
  assert.equal(regexBackAnchor("x[a-z]+tion", "g"), null);
});

test("regexBackAnchor: an opener alternation is read as its parts before their shared run", () => {
  const a = regexBackAnchor("(?:^|[.!?]\\s+)(?<span>also|thus)\\b", "gu");
  assert.ok(a);
  assert.equal(a.unit, "\\s");
  assert.equal(a.lo, 0);
  assert.equal(a.leadMin, 0);
  assert.equal(a.leadMax, 1);
  // A run-less part (\n) is fine: a match through it has an empty run.
  assert.ok(regexBackAnchor("(?:^|[.!?]\\s+|\\n)(?:also|thus)", "gu"));
  const line = regexBackAnchor("(?:^|\\n)[ \\t]*(?:sure|okay), ", "gmu");
  assert.ok(line);
  assert.equal(line.unit, "[ \\t]");
  // Under m, ^ may follow a line break, which \s holds: the run could reach back past it.
  assert.equal(regexBackAnchor("(?:^|[.!?])\\s+(?:also|thus)", "gmu"), null);
  assert.ok(regexBackAnchor("(?:^|[.!?])\\s+(?:also|thus)", "gu"), "without m, ^ stands only at the start");
  // Parts that end in different runs are not factored.
  assert.equal(regexBackAnchor("(?:[.!?]\\s+|:[ ]+)(?:also|thus)", "gu"), null);
});

test("strongestAnchor prefers the rarer literals of a back-anchor", () => {
  const a = strongestAnchor("\\b(?:the|a|an) [a-z]+(?:tion|ment)s? of", "giu");
  assert.ok(a && "unit" in a, "tion of / ment of beat the / a / an");
  const b = strongestAnchor("\\bnot only [a-z]+ but", "giu");
  assert.ok(b && !("unit" in b));
});

test("regexChainAnchor: a repeated group's separator, its count and the gaps between", () => {
  const a = regexChainAnchor("(?:[가-힣A-Za-z]{1,10}(?: [가-힣A-Za-z]{1,10})?, ){4,9}[가-힣A-Za-z]{1,10}", "gu");
  assert.ok(a);
  assert.deepEqual(a.literals, [", "]);
  assert.equal(a.count, 4);
  assert.equal(a.preMin, 1);
  assert.equal(a.preMax, 21);
  assert.equal(a.gapMin, 3);
  assert.equal(a.gapMax, 23);
  assert.equal(regexChainAnchor("(?:[a-z]{1,5}, ){2}[a-z]+", "gu"), null, "two repetitions are too common to anchor on");
  assert.equal(regexChainAnchor("(?:[a-z]+, ){4}", "gu"), null, "an unbounded repetition has no gap bound");
});

test("chainStarts finds exactly the occurrences that open a chain (reference: search over all subsequences)", () => {
  const rand = seededRandom(11);
  for (let t = 0; t < 400; t++) {
    const starts: number[] = [];
    for (let q = Math.floor(rand() * 5); starts.length < 25; q += 1 + Math.floor(rand() * 12)) starts.push(q);
    const chain = { count: 2 + Math.floor(rand() * 4), gapMin: Math.floor(rand() * 6), gapMax: 4 + Math.floor(rand() * 10) };
    const opens = (i: number, left: number): boolean =>
      left === 1 || starts.some((q, j) => j > i && q - starts[i] >= chain.gapMin && q - starts[i] <= chain.gapMax && opens(j, left - 1));
    const want = starts.filter((_, i) => opens(i, chain.count));
    assert.deepEqual(chainStarts(starts, chain), want, JSON.stringify({ starts, chain }));
  }
});

const FILLER = " lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor ";

/** Each regex, with pieces to build text from and how many filler pieces to mix in. */
const REGEXES: { source: string; flags: string; requires: string; pieces: string[]; filler: number }[] = [
  {
    source: "\\b(?:the|a|an) [a-z]+(?:tion|ment)s? of (?:the )?[a-z]+",
    flags: "i",
    requires: '" of "',
    pieces: ["the ", "a ", "an ", "The ", "x", "tion", "ment", "s", " of ", " ", "\u00e9", "😀", ".", "\n", "the nation of ", "an amendment of "],
    filler: 4,
  },
  {
    source: "(?:^|[.!?]\\s+)(?<span>(?:also|thus)(?: so)?)(?=[ ,])",
    flags: "m",
    requires: "also, thus",
    pieces: ["also", "thus", " so", " ", ",", ".", "!", "\n", "\r\n", "\t", "x", "Also", "\u2028"],
    filler: 16,
  },
  {
    source: "(?:^|[.!?]\\s+|\\n)(?<span>(?:also|thus) [a-z]+)",
    flags: "",
    requires: "also, thus",
    pieces: ["also", "thus", " ", ",", ".", "?", "\n", "\n\n", "\t", "x", "word"],
    filler: 4,
  },
  {
    source: "(?:^|\\n\\n)[ \\t]*(?<span>(?:Well|So|Oh boy)[,!] )",
    flags: "m",
    requires: "well, so, oh",
    pieces: ["Well", "So", "Oh boy", "Oh", ",", "!", " ", "\t", "\n", "\n\n", "x", "."],
    filler: 4,
  },
  {
    source: "(?:[a-z가-힣]{1,4}(?: [a-z가-힣]{1,4})?, ){3,5}[a-z가-힣]{1,4}",
    flags: "i",
    requires: '", "',
    pieces: ["a", "bc", "가", "나다", ", ", ",", " ", "X", ".", "\n", "abcde", "ab, cd, "],
    filler: 2,
  },
];

test("findMatches with lead, opener and chain anchors equals a full exec loop on generated text", () => {
  const rand = seededRandom(23);
  REGEXES.forEach(({ source, flags, requires, pieces, filler }, n) => {
    const block = `id: en-x-shape${n}\nnumber: 7\nname: Shape\nfix: Rewrite.\nmatchers:\n  - kind: regex\n    regex: '${source}'\n    flags: '${flags}'\n    requires: [${requires}]`;
    const lang = loadPacks({ "en-language.md": onePack(block) }).byLang.en;
    const r = lang.regexes[0];
    assert.ok(r.anchor, `${source} is anchored`);
    const m = lang.patterns[r.pattern].matchers[r.matcher];
    assert.equal(m.kind, "regex");
    if (m.kind !== "regex") return;
    let matched = 0;
    for (let i = 0; i < 400; i++) {
      // Filler keeps anchor hits sparse enough for the windows to be used rather than a full scan.
      const text = randomText(rand, [...pieces, ...Array<string>(filler).fill(FILLER)], 5 + Math.floor(rand() * 200));
      const view = matchView(text);
      const got = findMatches(lang, view).map((x) => `${x.start}-${x.end}`);
      const re = new RegExp(m.regex.source, m.regex.flags);
      const want: string[] = [];
      if (m.requires.some((lit) => view.text.toLowerCase().includes(lit.toLowerCase()))) {
        for (let h = re.exec(view.text); h; h = re.exec(view.text)) {
          if (h[0].length === 0) {
            re.lastIndex++;
            continue;
          }
          const [s, e] = h.indices?.groups?.span ?? [h.index, h.index + h[0].length];
          want.push(`${view.toOriginal(s)}-${view.toOriginalEnd(e)}`);
        }
      }
      assert.deepEqual(got, want, `${source} on ${JSON.stringify(text)}`);
      matched += want.length;
    }
    assert.ok(matched > 0, `${source} matched some generated text`);
  });
});
