import assert from "node:assert/strict";
import { test } from "node:test";
import { highlightSegments } from "../../lib/render/highlight-segments";

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
