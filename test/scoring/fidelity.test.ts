import { test } from "node:test";
import assert from "node:assert/strict";
import { characterLength, computeFidelity, lengthRatio, lengthRatioPoints } from "../../lib/scoring/fidelity";
import { ScoringError } from "../../lib/scoring/errors";

test("seed §12 example: (3+2+3+3)/12 = 91.7, 완벽한 충실도", () => {
  const r = computeFidelity({ claims: 3, fabrication: 2, register: 3, lengthRatio: 68 });
  assert.equal(r.criteria.length, 3);
  assert.equal(r.score, 91.7);
  assert.equal(r.label_ko, "완벽한 충실도");
  assert.equal(r.length_ratio, 68);
});

test("length-ratio table at each edge (integer percentages)", () => {
  const cases: [number, number][] = [
    [0, 0], [24, 0], [25, 1], [34, 1], [35, 2], [49, 2], [50, 3], [100, 3], [130, 3],
    [131, 2], [150, 2], [151, 1], [200, 1], [201, 0], [500, 0],
  ];
  for (const [ratio, points] of cases) assert.equal(lengthRatioPoints(ratio), points, `${ratio}%`);
});

test("fractional ratios fall by the nearest-integer rule (half up)", () => {
  assert.equal(lengthRatioPoints(49.4), 2);
  assert.equal(lengthRatioPoints(49.5), 3);
  assert.equal(lengthRatioPoints(130.4), 3);
  assert.equal(lengthRatioPoints(130.5), 2);
  assert.equal(lengthRatioPoints(24.5), 1);
  assert.equal(lengthRatioPoints(24.49), 0);
  assert.equal(lengthRatioPoints(200.49), 1);
  assert.equal(lengthRatioPoints(200.5), 0);
  assert.equal(lengthRatioPoints(34.5), 2);
  assert.equal(lengthRatioPoints(150.5), 1);
});

test("length is characters: NFC code points, CRLF as one break, zero-width not counted", () => {
  assert.equal(characterLength("한국어"), 3);
  assert.equal(characterLength("한국어".normalize("NFD")), 3);
  assert.equal(characterLength("a\r\nb"), 3);
  assert.equal(characterLength("a\u200Bb"), 2);
  assert.equal(characterLength("😀"), 1);
  assert.equal(lengthRatio("abcd", "ab"), 50);
  assert.equal(lengthRatio("가나다라".normalize("NFD"), "가나"), 50);
  assert.throws(() => lengthRatio("", "x"), ScoringError);
});

test("texts give the length criterion deterministically", () => {
  const r = computeFidelity({ claims: 3, fabrication: 3, register: 3, original: "x".repeat(100), output: "x".repeat(20) });
  assert.equal(r.length_ratio, 20);
  assert.equal(r.criteria.length, 0);
  assert.equal(r.score, 75);
  assert.equal(r.label_ko, "보통 충실도");
});

test("criteria must be integers 0–3 and length must be given somehow", () => {
  assert.throws(() => computeFidelity({ claims: 4, fabrication: 3, register: 3, length: 3 }), /claims/);
  assert.throws(() => computeFidelity({ claims: 3, fabrication: -1, register: 3, length: 3 }), /fabrication/);
  assert.throws(() => computeFidelity({ claims: 3, fabrication: 3, register: 2.5, length: 3 }), /register/);
  assert.throws(() => computeFidelity({ claims: 3, fabrication: 3, register: 3 }), /length/);
  assert.equal(computeFidelity({ claims: 0, fabrication: 0, register: 0, length: 0 }).score, 0);
  assert.equal(computeFidelity({ claims: 3, fabrication: 3, register: 3, length: 3 }).score, 100);
});
