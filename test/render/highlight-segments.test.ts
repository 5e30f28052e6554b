import assert from "node:assert/strict";
import { test } from "node:test";
import { highlightSegments } from "../../lib/render/highlight-segments";
import { seededRandom } from "../../lib/util/seeded-random";

test("segments cover the text exactly once and carry every covering range", () => {
  const segs = highlightSegments(10, [
    { start: 2, end: 8, key: "outer" },
    { start: 4, end: 6, key: "inner" },
    { start: 9, end: 20, key: "clipped" },
    { start: 5, end: 5, key: "empty" },
  ]);
  assert.deepEqual(
    segs.map((s) => [s.start, s.end, s.keys.join("+")]),
    [
      [0, 2, ""],
      [2, 4, "outer"],
      [4, 6, "outer+inner"],
      [6, 8, "outer"],
      [8, 9, ""],
      [9, 10, "clipped"],
    ],
  );
});

test("segments equal the naive per-segment coverage on random overlapping ranges", () => {
  const rand = seededRandom(7);
  for (let k = 0; k < 300; k++) {
    const length = Math.floor(rand() * 60);
    const ranges = Array.from({ length: Math.floor(rand() * 12) }, (_, i) => {
      const a = Math.floor(rand() * 70) - 5;
      return { start: a, end: a + Math.floor(rand() * 30) - 3, key: `r${i}` };
    });
    const segs = highlightSegments(length, ranges);
    assert.equal(segs.map((s) => s.end - s.start).reduce((x, y) => x + y, 0), length);
    const outermostFirst = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
    for (const s of segs) {
      const want = outermostFirst.filter((r) => r.end > r.start && r.start <= s.start && r.end >= s.end).map((r) => r.key);
      assert.deepEqual(s.keys, want, JSON.stringify({ length, ranges, s }));
    }
  }
});
