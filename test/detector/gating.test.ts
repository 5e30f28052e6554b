// Gates (min-count, per-1000) judge each matcher's own occurrences before a pattern's
// overlapping spans are merged: a gated-away hit must not hide an ungated one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect, gateAndMerge } from "../../lib/detector/detect";
import { loadPacks } from "../../lib/packs/load";
import { onePack } from "../packs/helpers";
import { seededRandom } from "../helpers/random-text";
import { quoted } from "../helpers/finding-text";

const block = (matchers: string) => `id: ko-x-gate
number: 7
name: Gate test
fix: Rewrite.
matchers:
${matchers}`;

const pack = (matchers: string) =>
  loadPacks({ "ko-language.md": onePack(block(matchers), { pack: "ko-language", language: "ko" }) });

test("a density-gated hit does not hide an overlapping ungated hit of the same pattern", () => {
  // Matcher 0 ("통해 확인") needs 3 occurrences; matcher 1 ("확인") fires on one.
  const packs = pack(`  - kind: terms
    terms: [통해 확인]
    min-count: 3
  - kind: terms
    terms: [확인했다]`);
  const text = "조사를 통해 확인했다. 날씨가 좋았다.";
  const spans = detect(text, { packs, lang: "ko" }).findings.map(quoted);
  assert.deepEqual(spans, ["확인했다"]);
});

test("within one matcher, overlapping terms count once toward its gate", () => {
  const packs = pack(`  - kind: terms
    terms: [통해 확인, 통해]
    min-count: 2`);
  assert.equal(detect("조사를 통해 확인했다.", { packs, lang: "ko" }).findings.length, 0);
  const two = detect("조사를 통해 확인했다. 분석을 통해 알았다.", { packs, lang: "ko" }).findings.map(quoted);
  assert.deepEqual(two, ["통해 확인", "통해"]);
});

test("gateAndMerge: surviving matchers' overlaps merge (earliest, longest); gated matchers drop out", () => {
  const def = {
    matchers: [
      { kind: "terms", minCount: 1, per1000: 0 },
      { kind: "regex", minCount: 2, per1000: 0 },
      { kind: "terms", minCount: 1, per1000: 50 },
    ],
  } as unknown as Parameters<typeof gateAndMerge>[0];
  const occ = [
    { start: 0, end: 10, matcher: 1 },
    { start: 2, end: 5, matcher: 0 },
    { start: 20, end: 30, matcher: 2 },
    { start: 40, end: 44, matcher: 0 },
    { start: 41, end: 48, matcher: 2 },
  ];
  // 100 tokens: matcher 2 has 2 per 100 = 20 per 1,000 < 50, so it is gated away; matcher 1 has one hit < 2.
  assert.deepEqual(gateAndMerge(def, occ, 100).map((o) => `${o.start}-${o.end}`), ["2-5", "40-44"]);
  // 10 tokens: matcher 2 now passes (200 per 1,000) and its overlap with matcher 0 at 40 merges.
  assert.deepEqual(gateAndMerge(def, occ, 10).map((o) => `${o.start}-${o.end}`), ["2-5", "20-30", "40-44"]);
});

test("gateAndMerge: one matcher's occurrences gate and merge as they do beside a matcher that is gated away", () => {
  // The second matcher never passes its gate, so the general (grouping) path must give the
  // single-matcher fast path's answer.
  const rand = seededRandom(5);
  for (const kind of ["terms", "regex", "check"]) {
    for (let round = 0; round < 500; round++) {
      const def = {
        matchers: [
          { kind, minCount: 1 + Math.floor(rand() * 3), per1000: rand() < 0.3 ? 100 : 0 },
          { kind: "terms", minCount: Infinity, per1000: 0 },
        ],
      } as unknown as Parameters<typeof gateAndMerge>[0];
      const occ = Array.from({ length: Math.floor(rand() * 8) }, () => {
        const start = Math.floor(rand() * 40);
        return { start, end: start + 1 + Math.floor(rand() * 6), matcher: 0 };
      });
      if (rand() < 0.5) occ.sort((a, b) => a.start - b.start);
      const tokens = 5 + Math.floor(rand() * 30);
      const alone = gateAndMerge(def, occ, tokens);
      const beside = gateAndMerge(def, [...occ, { start: 50, end: 52, matcher: 1 }], tokens);
      assert.deepEqual(alone, beside, JSON.stringify({ kind, occ, tokens }));
    }
  }
});
