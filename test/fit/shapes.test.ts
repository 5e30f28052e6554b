import { test } from "node:test";
import assert from "node:assert/strict";
import { shapeValue, type Shape } from "../../lib/shadow/shapes";
import { DEFAULT_SHAPE_OPTIONS, fitShapes } from "../../scripts/fit/shapes";
import { auroc } from "../../scripts/fit/metrics";

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => (a = (Math.imul(a, 1103515245) + 12345) >>> 0) / 4294967296;
}

// One informative column whose effect is U-shaped (AI at both extremes), one of noise.
function uShaped(n: number, seed: number): { x: number[][]; y: boolean[] } {
  const r = rng(seed);
  const x: number[][] = [];
  const y: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const v = r() * 4 - 2;
    x.push([v, r()]);
    y.push(Math.abs(v) > 1 ? r() < 0.9 : r() < 0.1);
  }
  return { x, y };
}

test("shapeValue reads the interval (t[i-1], t[i]] as values[i]", () => {
  const shape: Shape = { thresholds: [0, 1], values: [-1, 0, 2] };
  assert.equal(shapeValue(shape, -5), -1);
  assert.equal(shapeValue(shape, 0), -1);
  assert.equal(shapeValue(shape, 0.5), 0);
  assert.equal(shapeValue(shape, 1), 0);
  assert.equal(shapeValue(shape, 1.0001), 2);
  assert.equal(shapeValue({ thresholds: [], values: [0.3] }, 42), 0.3);
});

test("shapes learn a U-shaped effect a straight line cannot, and leave noise nearly flat", () => {
  const train = uShaped(400, 1);
  const held = uShaped(400, 2);
  const shapes = fitShapes(train.x, train.y, train.x.map(() => 0), { ...DEFAULT_SHAPE_OPTIONS, rounds: 200 });
  const score = (row: number[]) => shapes.reduce((s, sh, j) => s + (sh ? shapeValue(sh, row[j]) : 0), 0);
  const heldAuroc = auroc(held.x.map(score), held.y);
  assert.ok(heldAuroc > 0.85, `held-out AUROC ${heldAuroc}`);
  // A linear reading of the informative column ranks at chance on the same rows.
  assert.ok(Math.abs(auroc(held.x.map((r) => r[0]), held.y) - 0.5) < 0.1);
  const span = (sh: Shape | null) => (sh ? Math.max(...sh.values) - Math.min(...sh.values) : 0);
  assert.ok(span(shapes[0]) > 4 * span(shapes[1]), `informative ${span(shapes[0])} vs noise ${span(shapes[1])}`);
});

test("each shape is centred on the training rows, and fitting is deterministic", () => {
  const { x, y } = uShaped(300, 3);
  const a = fitShapes(x, y, x.map(() => 0.5), { ...DEFAULT_SHAPE_OPTIONS, rounds: 80 });
  const b = fitShapes(x, y, x.map(() => 0.5), { ...DEFAULT_SHAPE_OPTIONS, rounds: 80 });
  assert.deepEqual(a, b);
  for (let j = 0; j < 2; j++) {
    const sh = a[j];
    if (!sh) continue;
    const mean = x.reduce((s, row) => s + shapeValue(sh, row[j]), 0) / x.length;
    assert.ok(Math.abs(mean) < 1e-9, `column ${j} mean ${mean}`);
    for (let i = 1; i < sh.thresholds.length; i++) assert.ok(sh.thresholds[i] > sh.thresholds[i - 1]);
    assert.equal(sh.values.length, sh.thresholds.length + 1);
  }
});

test("a column held to a direction keeps it, even where the data turn", () => {
  const { x, y } = uShaped(400, 4);
  const [shape] = fitShapes(x, y, x.map(() => 0), { ...DEFAULT_SHAPE_OPTIONS, rounds: 150, directions: [1, 0] });
  assert.ok(shape, "the rising half of the U is still learned");
  for (let i = 1; i < shape!.values.length; i++) assert.ok(shape!.values[i] >= shape!.values[i - 1] - 1e-12);
  const [falling] = fitShapes(x, y, x.map(() => 0), { ...DEFAULT_SHAPE_OPTIONS, rounds: 150, directions: [-1, 0] });
  assert.ok(falling, "the falling half of the U is learned");
  for (let i = 1; i < falling!.values.length; i++) assert.ok(falling!.values[i] <= falling!.values[i - 1] + 1e-12);
});

test("checkpoints report the staged shapes; rounds 0 and an unsplittable column give no shape", () => {
  const { x, y } = uShaped(200, 5);
  const seen: number[] = [];
  let atZero: (Shape | null)[] = [];
  let atEnd: (Shape | null)[] = [];
  const final = fitShapes(x, y, x.map(() => 0), {
    ...DEFAULT_SHAPE_OPTIONS,
    rounds: 30,
    checkpoints: [0, 10, 30],
    onCheckpoint: (r, shapes) => {
      seen.push(r);
      if (r === 0) atZero = shapes;
      if (r === 30) atEnd = shapes;
    },
  });
  assert.deepEqual(seen, [0, 10, 30]);
  assert.deepEqual(atZero, [null, null]);
  assert.deepEqual(atEnd, final);
  // Sides of at least 300 rows cannot both exist in 200 rows: no split is possible.
  assert.deepEqual(fitShapes(x, y, x.map(() => 0), { ...DEFAULT_SHAPE_OPTIONS, rounds: 20, minRows: 300 }), [null, null]);
});
