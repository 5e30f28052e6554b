import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(__dirname, "../..");
const FIXTURES = join(ROOT, "test/fixtures/compute");

function compute(...args: string[]) {
  const r = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "compute", ...args], { cwd: ROOT, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test("seed examples: AI-likeness 13.3, fidelity 91.7, MPS 88", () => {
  const r = compute(join(FIXTURES, "seed-ko-scores.json"));
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.ai_likeness.score, 13.3);
  assert.equal(out.ai_likeness.unrounded, 13.349);
  assert.equal(out.ai_likeness.label_ko, "사람다움");
  assert.equal(out.ai_likeness.categories.content.score, 33.3);
  assert.equal(out.fidelity.score, 91.7);
  assert.equal(out.fidelity.criteria.length, 3); // from the texts' ratio
  assert.ok(out.fidelity.length_ratio > 50 && out.fidelity.length_ratio < 130);
  assert.equal(out.fidelity.label_ko, "완벽한 충실도");
  assert.equal(out.mps.score, 88);
  assert.equal(out.mps.label_ko, "양호");
  // default: 13.349 × 0.6 + (100 − 91.667) × 0.4
  assert.equal(out.combined.score, 11.3);
  assert.equal(out.floors.pass, true);
});

test("retried: true means the anchor passed after retry", () => {
  const r = compute(join(FIXTURES, "seed-mps-retried-true.json"));
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.mps.score, 88);
  assert.equal(out.fidelity, null);
  assert.equal(out.combined, null);
});

test("failing floors list the anchors to retry or restore", () => {
  const r = compute(join(FIXTURES, "floor-fail.json"));
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.floors.pass, false);
  assert.deepEqual(out.floors.must_fix.map((a: { id: string; action: string }) => [a.id, a.action]), [["n1", "restore"], ["c1", "retry"]]);
  assert.deepEqual(out.combined.weights, { aiLikeness: 0.35, fidelity: 0.65 });
});

test("no anchors: MPS is N/A", () => {
  const r = compute("-");
  // stdin is empty here: that is an input error, not N/A
  assert.notEqual(r.code, 0);
  const r2 = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "compute", "-"], { cwd: ROOT, encoding: "utf8", input: '{"lang":"en"}' });
  assert.equal(r2.status, 0, r2.stderr);
  assert.equal(JSON.parse(r2.stdout).mps, "N/A");
});

test("errors: unknown severity, malformed JSON, wrong shape → one line on stderr, non-zero exit", () => {
  for (const [file, pattern] of [
    ["bad-severity.json", /detections\[0\]\.severity: unknown severity "S4"/],
    ["malformed.json", /malformed JSON/],
  ] as const) {
    const r = compute(join(FIXTURES, file));
    assert.notEqual(r.code, 0);
    assert.equal(r.stdout, "");
    assert.match(r.stderr, pattern);
    assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
  }
  const shape = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "compute", "-"], { cwd: ROOT, encoding: "utf8", input: '{"detections": {"pattern": 1}}' });
  assert.notEqual(shape.status, 0);
  assert.match(shape.stderr, /detections: expected an array/);
  const missing = compute(join(FIXTURES, "does-not-exist.json"));
  assert.notEqual(missing.code, 0);
  assert.match(missing.stderr, /cannot read/);
});

test("a given calibrated aiLikeness enters combined; the seed formula stays exact in ai_likeness", () => {
  const r = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "compute", join(FIXTURES, "seed-ko-scores.json")], { cwd: ROOT, encoding: "utf8" });
  const seed = JSON.parse(r.stdout);
  assert.equal(seed.combined.ai_likeness, "pattern-coverage");
  const doc = JSON.parse(readFileSync(join(FIXTURES, "seed-ko-scores.json"), "utf8"));
  const withCalibrated = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "compute", "-"], {
    cwd: ROOT,
    encoding: "utf8",
    input: JSON.stringify({ ...doc, aiLikeness: 70 }),
  });
  assert.equal(withCalibrated.status, 0, withCalibrated.stderr);
  const out = JSON.parse(withCalibrated.stdout);
  assert.equal(out.ai_likeness.unrounded, 13.349);
  assert.equal(out.combined.ai_likeness, "calibrated");
  // 70 × 0.6 + (100 − 91.667) × 0.4 = 45.3
  assert.equal(out.combined.score, 45.3);
  const bad = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "compute", "-"], { cwd: ROOT, encoding: "utf8", input: JSON.stringify({ ...doc, aiLikeness: 140 }) });
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /aiLikeness must be a number from 0 to 100/);
});
