import { test } from "node:test";
import assert from "node:assert/strict";
import { foldPartition, generatorName, generatorPartition, sourcePartition, splitsOf, type HoldoutRow } from "../../scripts/fit/holdout";
import { groupFigures, worstGroup } from "../../scripts/fit/figures";

function row(id: string, label: boolean, source: string, extra: Partial<HoldoutRow> = {}, group = Number(id.replace(/\D/g, ""))): HoldoutRow {
  return { id, label, source, group, ...extra };
}

test("generatorName: one name per model, hand-made rows keep their source", () => {
  assert.equal(generatorName({ generator: "deepseek-v3 (deepseek-chat)", source: "apt" }), "deepseek-v3");
  assert.equal(generatorName({ generator: "claude-3.5-haiku", source: "x" }), generatorName({ generator: "Claude-3-5-Haiku", source: "y" }));
  assert.equal(generatorName({ generator: "unknown (hand-designed)", source: "patina-examples" }), "(patina-examples)");
  assert.equal(generatorName({ source: "epoko" }), "(epoko)");
});

test("generatorPartition: AI rows by generator, paired humans with their partner, the rest shared out by AI counts", () => {
  const rows: HoldoutRow[] = [
    // A paired source: each human goes with the AI row of its prompt.
    row("1", true, "yelp", { generator: "gpt-4o", promptId: "p1" }),
    row("2", false, "yelp", { promptId: "p1" }),
    row("3", true, "yelp", { generator: "gemini", promptId: "p2" }),
    row("4", false, "yelp", { promptId: "p2" }),
    // An unpaired source with three generators at 2:1:1 and eight humans: 4/2/2.
    ...[5, 6].map((i) => row(String(i), true, "apt", { generator: "gpt-4o" })),
    row("7", true, "apt", { generator: "llama" }),
    row("8", true, "apt", { generator: "deepseek" }),
    ...[9, 10, 11, 12, 13, 14, 15, 16].map((i) => row(String(i), false, "apt")),
    // A human-only source is its own group.
    row("17", false, "wiki"),
    row("18", false, "wiki"),
  ];
  const p = generatorPartition(rows, 3);
  assert.equal(p[1], "gpt-4o");
  assert.equal(p[3], "gemini");
  const aptHumans = rows.map((r, i) => (r.source === "apt" && !r.label ? p[i] : null)).filter((g): g is string => g !== null);
  const count = (g: string) => aptHumans.filter((x) => x === g).length;
  assert.deepEqual([count("gpt-4o"), count("llama"), count("deepseek")], [4, 2, 2]);
  assert.deepEqual([p[16], p[17]], ["(wiki, human only)", "(wiki, human only)"]);
  // Deterministic for a seed.
  assert.deepEqual(generatorPartition(rows, 3), p);
  assert.deepEqual(sourcePartition(rows).slice(0, 5), ["yelp", "yelp", "yelp", "yelp", "apt"]);
});

test("splitsOf: a group's rows are tested, and rows sharing a near-duplicate group with them do not train", () => {
  const rows = [row("1", true, "a", {}, 1), row("2", false, "a", {}, 2), row("3", true, "b", {}, 1), row("4", false, "b", {}, 4), row("5", true, "c", {}, 5)];
  const splits = splitsOf(rows, sourcePartition(rows));
  const a = splits.find((s) => s.group === "a")!;
  assert.deepEqual(a.test, [0, 1]);
  // Row 3 is a near-duplicate of row 1 (same group 1): it may not teach the model row 1.
  assert.deepEqual(a.train, [3, 4]);
  assert.equal(splits.length, 3);
  const folds = foldPartition(rows, 2, 1);
  assert.equal(folds[0], folds[2], "near-duplicates share a fold");
});

test("groupFigures: two-class groups rank within themselves, one-class groups against the other class; the worst needs enough rows", () => {
  const labels = [true, true, true, true, true, false, false, false, false, false, true, true];
  const scores = [90, 80, 70, 60, 55, 10, 20, 30, 40, 65, 50, 45];
  const partition = ["g", "g", "g", "g", "g", "g", "g", "g", "g", "g", "solo", "solo"];
  const figs = groupFigures(scores, labels, partition);
  const g = figs.find((f) => f.group === "g")!;
  assert.equal(g.versus, "within");
  assert.equal(g.n.ai, 5);
  assert.ok(Math.abs(g.auroc - 23 / 25) < 1e-12);
  const solo = figs.find((f) => f.group === "solo")!;
  assert.equal(solo.versus, "vs rest");
  // The two AI rows (50, 45) against the five human rows of g (10, 20, 30, 40, 65).
  assert.ok(Math.abs(solo.auroc - 8 / 10) < 1e-12);
  assert.equal(worstGroup(figs, 2)?.group, "solo");
  assert.equal(worstGroup(figs, 3)?.group, "g");
});
