// What `score --jsonl` loads before its first answer: its start-up is part of every batch run, and the worker
// pool's library and the fix engine's (es-hangul, diff, stemmer) cost it tens of ms it never needs
// when it answers on the main thread.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..");
const RECORDER = join(__dirname, "fixtures", "record-packages.cjs");

function packagesLoaded(args: string[], stdin: string): { packages: string[]; stdout: string } {
  const dir = mkdtempSync(join(tmpdir(), "patina-startup-"));
  const record = join(dir, "packages.txt");
  try {
    const run = spawnSync(process.execPath, ["-r", RECORDER, "scripts/run.mjs", "scripts/cli.ts", ...args], {
      cwd: ROOT,
      input: stdin,
      env: { ...process.env, RECORD_PACKAGES: record },
      encoding: "utf8",
    });
    assert.equal(run.status, 0, run.stderr);
    return { packages: readFileSync(record, "utf8").split("\n").filter(Boolean), stdout: run.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LINE = JSON.stringify({ text: "Moreover, it is important to note that innovation plays a pivotal role in every organization.", lang: "en" });

test("score --jsonl on the main thread loads neither the worker pool nor the fix engine's libraries", () => {
  const { packages, stdout } = packagesLoaded(["score", "--jsonl", "--threads", "0"], LINE + "\n");
  assert.equal(stdout.trim().split("\n").length, 1);
  assert.ok(typeof JSON.parse(stdout).score === "number");
  for (const lazy of ["piscina", "es-hangul", "diff", "stemmer"]) assert.ok(!packages.includes(lazy), `${lazy} was loaded: ${packages.join(", ")}`);
});

test("fix --jsonl still loads the fix engine's libraries on demand", () => {
  const { packages, stdout } = packagesLoaded(["fix", "--jsonl", "--threads", "0"], LINE + "\n");
  assert.ok("rewrite" in JSON.parse(stdout));
  assert.ok(packages.includes("es-hangul"), packages.join(", "));
});
