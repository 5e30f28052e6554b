import { test } from "node:test";
import assert from "node:assert/strict";
import { bandOf, coefficientOfVariation, movingTypeTokenRatio, similarRuns } from "../../lib/engine/metrics";
import { DEFAULT_STYLOMETRY_OPTIONS as D } from "../../lib/engine/options";

test("burstiness band edges: 0.30 and 0.50 are mid", () => {
  const b = D.burstiness.bands;
  assert.equal(bandOf(0.2999, b), "low");
  assert.equal(bandOf(0.3, b), "mid");
  assert.equal(bandOf(0.5, b), "mid");
  assert.equal(bandOf(0.5001, b), "high");
  // Computed CVs landing on an edge: [7,13,7,13] → 3/10, [5,15,5,15] → 5/10.
  assert.equal(bandOf(coefficientOfVariation([7, 13, 7, 13])!, b), "mid");
  assert.equal(bandOf(coefficientOfVariation([5, 15, 5, 15])!, b), "mid");
  assert.equal(bandOf(0.1 + 0.2, b), "mid"); // 0.30000000000000004
});

test("MATTR band edges: 0.55 and 0.70 are mid", () => {
  const b = D.ttr.bands;
  assert.equal(bandOf(0.5499, b), "low");
  assert.equal(bandOf(11 / 20, b), "mid");
  assert.equal(bandOf(14 / 20, b), "mid");
  assert.equal(bandOf(0.7001, b), "high");
});

test("population CV; null for a zero mean or no values", () => {
  assert.equal(coefficientOfVariation([5, 5, 5]), 0);
  assert.equal(coefficientOfVariation([2, 4]), 1 / 3);
  assert.equal(coefficientOfVariation([0, 0]), null);
  assert.equal(coefficientOfVariation([]), null);
});

function naiveMattr(tokens: string[], window: number): number {
  if (tokens.length < window) return new Set(tokens).size / tokens.length;
  const ratios: number[] = [];
  for (let i = 0; i + window <= tokens.length; i++) ratios.push(new Set(tokens.slice(i, i + window)).size / window);
  return ratios.reduce((a, b) => a + b, 0) / ratios.length;
}

test("sliding MATTR equals the naive definition on random inputs", () => {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let round = 0; round < 300; round++) {
    const vocab = 2 + Math.floor(rand() * 80);
    const n = 1 + Math.floor(rand() * 200);
    const window = 1 + Math.floor(rand() * 60);
    const tokens = Array.from({ length: n }, () => `w${Math.floor(rand() * vocab)}`);
    const got = movingTypeTokenRatio(tokens, window);
    assert.ok(Math.abs(got.value! - naiveMattr(tokens, window)) < 1e-12, `round ${round}`);
    assert.equal(got.method, n < window ? "ttr" : "mattr");
  }
});

test("sentence zoom uses strict < and merges overlapping pairs", () => {
  assert.deepEqual(similarRuns([5, 5, 6, 5, 5], 0.2), [[0, 1], [3, 4]]); // 1/5 = 0.20 is not < 0.20
  assert.deepEqual(similarRuns([10, 11, 12, 30, 31], 0.2), [[0, 2], [3, 4]]);
  assert.deepEqual(similarRuns([4, 4, 4, 4, 4], 0.2), [[0, 4]]);
  assert.deepEqual(similarRuns([3, 9, 3, 9], 0.2), []);
  assert.deepEqual(similarRuns([0, 0, 5], 0.2), []);
});
