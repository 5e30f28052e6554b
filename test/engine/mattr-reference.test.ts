// movingTypeTokenRatioOfIds counts types entering and leaving the window arithmetically; the
// reference below is the definition itself: the distinct ids of every window, one Set each.
import { test } from "node:test";
import assert from "node:assert/strict";
import { movingTypeTokenRatioOfIds } from "../../lib/engine/metrics";
import { seededRandom } from "../helpers/random-text";

function mattrByDefinition(ids: readonly number[], window: number): { value: number | null; method: "mattr" | "ttr" } {
  const n = ids.length;
  if (n === 0) return { value: null, method: "ttr" };
  if (n < window || window <= 0) return { value: new Set(ids).size / n, method: "ttr" };
  let sum = 0;
  for (let i = 0; i + window <= n; i++) sum += new Set(ids.slice(i, i + window)).size;
  return { value: sum / (n - window + 1) / window, method: "mattr" };
}

test("MATTR over ids equals the mean distinct count of every window, and leaves the counts zeroed", () => {
  const rand = seededRandom(23);
  const counts = new Int32Array(64);
  for (let k = 0; k < 300; k++) {
    const vocabulary = 1 + Math.floor(rand() * 40);
    const ids = Array.from({ length: Math.floor(rand() * 160) }, () => Math.floor(rand() * vocabulary));
    const from = Math.floor(rand() * 5);
    const padded = Int32Array.from([...Array.from({ length: from }, () => 63), ...ids]);
    for (const window of [50, 7, 1, 0]) {
      const got = movingTypeTokenRatioOfIds(padded, from, padded.length, window, counts);
      const want = mattrByDefinition(ids, window);
      assert.equal(got.method, want.method);
      if (want.value === null) assert.equal(got.value, null);
      else assert.ok(Math.abs(got.value! - want.value) < 1e-12, `window ${window}: ${got.value} vs ${want.value}`);
      assert.equal(counts.every((c) => c === 0), true);
    }
  }
});
