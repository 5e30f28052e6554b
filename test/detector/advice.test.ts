// Advice matchers (packs/FORMAT.md `advice: true`): findings the editor shows and the fix engine
// answers, which no score, tally, severity or report count reads.
import assert from "node:assert/strict";
import { test } from "node:test";
import { detect, detectTally } from "../../lib/detector/detect";
import { tallyFindings } from "../../lib/detector/tally";
import { loadPacks } from "../../lib/packs/load";
import { parsePack } from "../../lib/packs/parse";
import { fixText } from "../../lib/fix/document";
import { onePack } from "../packs/helpers";

const TAIL = "The city added bus lanes across the centre last spring, making trips faster for everyone who rides.";

test("an advice occurrence is a finding at S3 that says it is not counted", () => {
  const report = detect(TAIL, { lang: "en" });
  const advice = report.findings.filter((f) => f.advisory);
  assert.equal(advice.length, 1);
  const f = advice[0];
  assert.equal(f.patternId, "en-superficial-ing");
  assert.equal(f.severity, "S3");
  assert.equal(TAIL.slice(f.start, f.end), "making trips faster for everyone who rides");
  assert.match(f.reason, /does not count toward the score/);
  assert.match(f.suggested_fix, /sentence of its own/);
  assert.match(detect(TAIL, { lang: "en", uiLang: "ko" }).findings.find((x) => x.advisory)!.reason, /점수에는 들어가지 않습니다/);
});

test("the score's inputs and the report's counts do not see advice", () => {
  const report = detect(TAIL, { lang: "en" });
  const tally = detectTally(TAIL, { lang: "en" });
  assert.deepEqual(tallyFindings(report.findings), tally.patterns);
  assert.ok(!tally.patterns.some((p) => p.pattern === "en-content#3"));
  assert.equal(report.meta.detected_count, report.findings.filter((f) => !f.advisory).length);
  assert.equal(report.meta.stats?.patterns["en-superficial-ing"], undefined);
});

test("a scored finding over the same words hides the advice; scored ids keep their numbers", () => {
  // "ensuring" is one of the scored participles: the scored finding speaks for the tail.
  const scored = "The board reviewed every policy in the spring, ensuring that they fit local needs.";
  const report = detect(scored, { lang: "en" });
  assert.equal(report.findings.filter((f) => f.advisory).length, 0);
  const both = `${scored} ${TAIL}`;
  const r2 = detect(both, { lang: "en" });
  const ids = r2.findings.filter((f) => !f.advisory).map((f) => f.id);
  assert.deepEqual(ids, [...ids].sort());
  const adv = r2.findings.find((f) => f.advisory)!;
  assert.ok(adv.id > ids[ids.length - 1]);
});

test("the fix engine answers advice: the tail becomes a sentence of its own", () => {
  const fixed = fixText(TAIL, { lang: "en" });
  assert.equal(fixed.rewrite, "The city added bus lanes across the centre last spring. This made trips faster for everyone who rides.");
});

test("advice must be true or false in a pack", () => {
  const block = `id: en-x-vocab
number: 7
name: AI vocabulary
fix: Use the plain word.
matchers:
  - kind: terms
    terms: [delve]
    advice: yes`;
  assert.throws(() => parsePack("en-language.md", onePack(block)), /advice: must be true or false/);
  const ok = loadPacks({ "en-language.md": onePack(block.replace("advice: yes", "advice: true")) });
  assert.equal(ok.errors.length, 0);
  assert.equal(ok.byLang.en.patterns[0].matchers[0].advice, true);
});
