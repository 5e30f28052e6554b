// `npm run -s cli -- verify --jsonl`: one answer line per input line, in order.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";

test("verify --jsonl answers each line with meaning_ok, mps, anchors (both ranges and a reason), hard_fail; bad lines get an error", () => {
  const lines = [
    { original: "Sales rose 30% because all stores opened late.", rewrite: "Sales rose 30% because every store opened late.", lang: "en" },
    { original: "매출이 30% 증가했다.", rewrite: "매출이 40% 증가했다.", lang: "ko" },
    "not json",
    { original: "売上は増えなかった。", rewrite: "売上は増えた。" },
  ];
  const input = lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n";
  const r = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "verify", "--jsonl"], { input, encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  const out = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
  assert.equal(out.length, 4);
  assert.equal(out[0].meaning_ok, true);
  assert.deepEqual(Object.keys(out[0]).sort(), ["anchors", "hard_fail", "meaning_ok", "mps", "soft_fail"]);
  assert.equal(out[1].meaning_ok, false);
  assert.equal(out[1].hard_fail, 1);
  assert.deepEqual(out[1].anchors[0], { type: "number", text: "30%", start: 4, end: 7, verdict: "HARD FAIL", rewrite_start: 4, rewrite_end: 7, reason: "30% became 40%" });
  for (const a of out[0].anchors) assert.deepEqual(Object.keys(a).sort(), ["end", "reason", "rewrite_end", "rewrite_start", "start", "text", "type", "verdict"]);
  assert.match(out[2].error, /not valid JSON/u);
  assert.equal(out[3].meaning_ok, false, "language detected: Japanese negation dropped");
});
