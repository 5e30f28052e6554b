import { test } from "node:test";
import assert from "node:assert/strict";
import {
  BenchArgError,
  commandNames,
  corpusReport,
  formatReport,
  noReferenceMessage,
  pairedRatios,
  parseBenchArgs,
  referenceNames,
  roundOrder,
  spread,
  type Run,
} from "../../scripts/bench-batch/plan";

const run = (command: string, round: number, wallSeconds: number, sha = "aa"): Run => ({
  command,
  round,
  wallSeconds,
  cpuSeconds: wallSeconds,
  load: 1,
  exitCode: 0,
  outputSha256: sha,
});

test("bench:batch args: defaults, the reference from the flag or the environment, and bad values refused", () => {
  const d = parseBenchArgs([]);
  assert.deepEqual(d.corpora, [{ kind: "shared", name: "dev", copies: 8 }]);
  assert.deepEqual(d.threads, [0, 1, 2]);
  assert.deepEqual(d.references, []);
  assert.equal(d.rounds, 5);

  assert.deepEqual(parseBenchArgs([], { PATINA_REFERENCE_DIR: "/tmp/ref" }).references, ["/tmp/ref"]);
  assert.deepEqual(parseBenchArgs([], { PATINA_REFERENCE_DIR: "/a::/b" }).references, ["/a", "/b"]);
  // The flag wins over the environment; an empty value means no reference.
  assert.deepEqual(parseBenchArgs(["--reference", "/a", "--reference=/c"], { PATINA_REFERENCE_DIR: "/b" }).references, ["/a", "/c"]);
  assert.deepEqual(parseBenchArgs([], { PATINA_REFERENCE_DIR: "  " }).references, []);

  const a = parseBenchArgs(["--corpus", "dev-modern:8", "--corpus=/tmp/x.jsonl", "--threads", "2,0,2", "--rounds=3", "--json"]);
  assert.deepEqual(a.corpora, [
    { kind: "shared", name: "dev-modern", copies: 8 },
    { kind: "file", path: "/tmp/x.jsonl" },
  ]);
  assert.deepEqual(a.threads, [2, 0]);
  assert.equal(a.rounds, 3);
  assert.equal(a.json, true);

  assert.throws(() => parseBenchArgs(["--rounds", "0"]), BenchArgError);
  assert.throws(() => parseBenchArgs(["--threads", "1,x"]), BenchArgError);
  assert.throws(() => parseBenchArgs(["--corpus", "nosuch:8"]), /unknown shared corpus/);
  assert.throws(() => parseBenchArgs(["--reference"]), /needs a value/);
  assert.throws(() => parseBenchArgs(["--reference", "--json"]), /needs a value/);
  assert.throws(() => parseBenchArgs(["--wat"]), /unknown argument/);
});

test("bench:batch order: the reference is timed only when there is one, and each round starts with another command", () => {
  assert.deepEqual(commandNames([0, 2], []), ["ours-0w", "ours-2w"]);
  const names = commandNames([0, 1, 2], ["/tmp/ref-patina/"]);
  assert.deepEqual(names, ["ref:ref-patina", "ours-0w", "ours-1w", "ours-2w"]);
  // Two folders of the same name are told apart by their parents.
  assert.deepEqual(referenceNames(["/x/patina", "/y/patina", "/z/late"]), ["ref:x/patina", "ref:y/patina", "ref:late"]);
  const firsts = [0, 1, 2, 3].map((r) => roundOrder(names, r)[0]);
  assert.deepEqual(firsts, names);
  for (let r = 0; r < 6; r++) assert.deepEqual([...roundOrder(names, r)].sort(), [...names].sort());
});

test("bench:batch figures: median of an even count, ratios pair runs of the same round, not medians", () => {
  assert.deepEqual(spread([3, 1, 2]), { min: 1, median: 2, max: 3 });
  assert.deepEqual(spread([4, 1, 3, 2]), { min: 1, median: 2.5, max: 4 });
  assert.throws(() => spread([]));

  // Round 0 the machine is slow for both sides, round 1 fast: pair by pair ours is 5× both times,
  // while a ratio of the two medians would mix the rounds up.
  const runs = [run("ref:a", 0, 10), run("ours-0w", 0, 2), run("ref:a", 1, 5), run("ours-0w", 1, 1), run("ref:b", 0, 4), run("ref:b", 1, 4)];
  assert.deepEqual(pairedRatios(runs, "ours-0w", "ref:a"), { min: 5, median: 5, max: 5 });
  assert.deepEqual(pairedRatios(runs, "ours-0w", "ref:b"), { min: 2, median: 3, max: 4 });
  assert.throws(() => pairedRatios([run("ours-0w", 0, 1)], "ours-0w", "ref:a"), /no round has both/);

  const report = corpusReport("dev×8", 1_000_000, 10, runs, ["ref:a", "ref:b", "ours-0w"]);
  // The median of each run's chars/s (100k and 200k), not chars over the median wall time.
  assert.equal(report.commands[0].charsPerSecond.median, 150_000);
  assert.equal(report.commands[2].charsPerSecond.max, 1_000_000);
  assert.deepEqual(report.ratios!.map((r) => [r.command, r.reference, r.ratio.median]), [["ours-0w", "ref:a", 5], ["ours-0w", "ref:b", 3]]);
  assert.equal(report.oursIdentical, true);
  assert.match(formatReport(report, 2), /ours-0w \/ ref:a: min 5\.00× median 5\.00× max 5\.00×; by CPU s: median 5\.00×/);
  // By CPU seconds, pair by pair, apart from the wall-time pairs: the reference used 2 s of CPU to our 1 s.
  const cpuRuns = [{ ...run("ref:a", 0, 4), cpuSeconds: 2 }, { ...run("ours-0w", 0, 2), cpuSeconds: 1 }];
  const cpuReport = corpusReport("x", 1, 1, cpuRuns, ["ref:a", "ours-0w"]);
  assert.equal(cpuReport.ratios![0].ratio.median, 2);
  assert.equal(cpuReport.ratios![0].cpuRatio!.median, 2);
  const unknownCpu = corpusReport("x", 1, 1, [{ ...run("ref:a", 0, 4), cpuSeconds: null }, run("ours-0w", 0, 1)], ["ref:a", "ours-0w"]);
  assert.equal(unknownCpu.ratios![0].cpuRatio, null);
});

test("bench:batch without a reference: says so, gives no ratio, still reports ours; differing output is flagged", () => {
  assert.match(noReferenceMessage(), /^NO REFERENCE: .*PATINA_REFERENCE_DIR.*no ratio/);
  const runs = [run("ours-0w", 0, 2, "aa"), run("ours-2w", 0, 1, "bb")];
  const report = corpusReport("dev×8", 2_000_000, 10, runs, ["ours-0w", "ours-2w"]);
  assert.equal(report.ratios, null);
  assert.equal(report.commands[1].charsPerSecond.median, 2_000_000);
  assert.equal(report.oursIdentical, false);
  const text = formatReport(report, 1);
  assert.match(text, /ours \/ reference: none \(no reference\)/);
  assert.match(text, /our output: DIFFERS/);
});
