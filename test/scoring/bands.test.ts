import { test } from "node:test";
import assert from "node:assert/strict";
import { AI_LIKENESS_BANDS, COMBINED_BANDS, FIDELITY_BANDS, MPS_BANDS, bandOf, type BandDef } from "../../lib/scoring/bands";
import { judgedValue } from "../../lib/scoring/round";

function label(score: number, table: readonly BandDef[]): string {
  return bandOf(score, table).label_ko;
}

test("AI-likeness bands at every edge", () => {
  const cases: [number, string][] = [
    [0, "사람다움"], [15, "사람다움"], [16, "거의 사람다움"], [30, "거의 사람다움"], [31, "혼재"],
    [50, "혼재"], [51, "AI 느낌"], [70, "AI 느낌"], [71, "AI 생성"], [100, "AI 생성"],
  ];
  for (const [score, expected] of cases) assert.equal(label(score, AI_LIKENESS_BANDS), expected, `score ${score}`);
  assert.equal(bandOf(15, AI_LIKENESS_BANDS).label_en, "Strongly human-like");
});

test("fidelity bands at every edge", () => {
  const cases: [number, string][] = [
    [0, "의미 왜곡"], [25, "의미 왜곡"], [26, "낮은 충실도"], [50, "낮은 충실도"], [51, "보통 충실도"],
    [75, "보통 충실도"], [76, "높은 충실도"], [90, "높은 충실도"], [91, "완벽한 충실도"], [100, "완벽한 충실도"],
  ];
  for (const [score, expected] of cases) assert.equal(label(score, FIDELITY_BANDS), expected, `score ${score}`);
});

test("combined bands at every edge", () => {
  const cases: [number, string][] = [
    [0, "최적"], [15, "최적"], [16, "양호"], [30, "양호"], [31, "보통"],
    [50, "보통"], [51, "주의"], [70, "주의"], [71, "부적합"], [100, "부적합"],
  ];
  for (const [score, expected] of cases) assert.equal(label(score, COMBINED_BANDS), expected, `score ${score}`);
});

test("MPS bands at every edge", () => {
  const cases: [number, string][] = [
    [0, "위험"], [49, "위험"], [50, "주의"], [69, "주의"], [70, "양호"], [89, "양호"], [90, "우수"], [100, "우수"],
  ];
  for (const [score, expected] of cases) assert.equal(label(score, MPS_BANDS), expected, `score ${score}`);
});

test("edge rule: a fractional score is judged at its nearest integer, half up", () => {
  assert.equal(judgedValue(15.4), 15);
  assert.equal(judgedValue(15.5), 16);
  assert.equal(judgedValue(0.1 + 15.4), 16); // 15.5 in binary is not a trap
  assert.equal(label(15.4, AI_LIKENESS_BANDS), "사람다움");
  assert.equal(label(15.5, AI_LIKENESS_BANDS), "거의 사람다움");
  assert.equal(label(90.49, FIDELITY_BANDS), "높은 충실도");
  assert.equal(label(90.5, FIDELITY_BANDS), "완벽한 충실도");
  assert.equal(label(69.4, MPS_BANDS), "주의");
  assert.equal(label(69.5, MPS_BANDS), "양호");
  assert.equal(label(70.5, COMBINED_BANDS), "부적합");
});

test("each table covers 0–100 with no gap or overlap", () => {
  for (const table of [AI_LIKENESS_BANDS, FIDELITY_BANDS, COMBINED_BANDS, MPS_BANDS]) {
    for (let s = 0; s <= 100; s++) assert.equal(table.filter((b) => s >= b.min && s <= b.max).length, 1, `score ${s}`);
    for (let s = 0; s <= 100; s += 0.25) assert.doesNotThrow(() => bandOf(s, table));
  }
});
