import { test } from "node:test";
import assert from "node:assert/strict";
import { bandShares, documentMarks, edgeReading, largestPushes, markRates, meetsBandTargets } from "../../scripts/fit/quality";
import { detect } from "../../lib/detector/detect";
import type { DetectorReport, Finding } from "../../lib/detector/types";

test("bandShares judges scores on rounded values and splits each class over the five bands", () => {
  const scores = [50.5, 70.4, 71, 90, 30.4, 30.5, 10, 71];
  const labels = [true, true, true, true, false, false, false, false];
  const b = bandShares(scores, labels);
  assert.deepEqual(b.n, { ai: 4, human: 4 });
  assert.equal(b.aiAt51, 1); // 50.5 judges as 51
  assert.equal(b.humanAt30, 0.5); // 30.4 → 30, 10; 30.5 → 31 is mixed
  assert.equal(b.humanAt71, 0.25);
  assert.deepEqual(b.aiBands, [0, 0, 0, 0.5, 0.5]);
  assert.deepEqual(b.humanBands, [0.25, 0.25, 0.25, 0, 0.25]);
  assert.equal(meetsBandTargets(b), false);
  assert.equal(meetsBandTargets(bandShares([60, 80, 10, 20], [true, true, false, false])), true);
});

function finding(start: number, end: number, severity: Finding["severity"], scope: Finding["scope"] = "span"): Finding {
  return { id: "f", pattern: "en-x#1", patternNumber: "1", patternId: "x", category: "style", category_label: "", severity, start, end, reason: "", suggested_fix: "", ...(scope === "span" ? { scope, text_span: "" } : { scope, excerpt: "" }) };
}

test("documentMarks counts S1 span marks and the characters span marks cover, overlaps once; document scope is not a mark", () => {
  const text = "x".repeat(100);
  const report = { meta: {} as DetectorReport["meta"], findings: [finding(0, 10, "S1"), finding(5, 20, "S2"), finding(50, 60, "S1"), finding(0, 100, "S1", "document")] };
  const m = documentMarks(text, report);
  assert.equal(m.s1Spans, 2);
  assert.equal(m.spans, 3);
  assert.equal(m.coveredChars, 30);
  const rates = markRates([m, { ...m, s1Spans: 0, s1ByPattern: new Map() }]);
  assert.equal(rates.docs, 2);
  assert.equal(rates.noS1Share, 0.5);
  assert.equal(rates.s1PerKiloChar, 10);
  assert.equal(rates.coveredShare, 0.3);
});

test("on a real report every covered character lies inside a span finding", () => {
  const text = "We delve into the tapestry of ideas. It wasn't simply a plan, but a promise. Moreover, it is crucial to foster synergy.";
  const report = detect(text, { lang: "en" });
  const m = documentMarks(text, report);
  const inside = new Set<number>();
  for (const f of report.findings) if (f.scope === "span") for (let i = f.start; i < f.end; i++) inside.add(i);
  assert.equal(m.coveredChars, inside.size);
  assert.ok(m.spans > 0);
});

test("largestPushes averages each feature over the rows (absent counts 0) and lists the largest first, ties by name", () => {
  const rows = [
    new Map([["a", 0.4], ["b", 0.1], ["c", -0.2]]),
    new Map([["a", 0.2], ["c", 0.6]]),
  ];
  const rounded = (pushes: { feature: string; logit: number }[]) => pushes.map((p) => [p.feature, Math.round(p.logit * 1e9) / 1e9]);
  assert.deepEqual(rounded(largestPushes(rows, 2)), [["a", 0.3], ["c", 0.2]]);
  // b's single 0.1 is halved by the row without it, and ties sort by name.
  assert.deepEqual(rounded(largestPushes([new Map([["y", 1]]), new Map([["x", 1], ["b", 0.1]])], 3)), [["x", 0.5], ["y", 0.5], ["b", 0.05]]);
  assert.deepEqual(largestPushes([], 3), []);
});

test("edgeReading counts texts judged 51+ and those just over the edge, with their median findings", () => {
  // 50.4 judges as 50 (not over), 50.5 as 51, 59.4 as 59 (just over), 59.5 as 60 (not just over).
  const r = edgeReading([50.4, 50.5, 59.4, 59.5, 80], [40, 3, 7, 1, 10]);
  assert.deepEqual(r, { at51: 4, justOver: 2, medianFindings: 5 });
  assert.equal(edgeReading([12, 30], [5, 5]).at51, 0);
  assert.ok(Number.isNaN(edgeReading([12], [5]).medianFindings));
  assert.equal(edgeReading([60, 70, 90], [9, 2, 4]).medianFindings, 4);
});
