import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { join } from "node:path";

const ROOT = join(__dirname, "..", "..");

function runCli(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", ...args], { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const EN_AI =
  "In today's rapidly evolving landscape, it is important to note that innovation plays a pivotal role. Moreover, organizations must leverage synergies to unlock their full potential. Ultimately, this transformative journey paves the way for sustainable growth.";
const KO = "어제는 비가 와서 우산을 챙겼다. 그런데 버스 정류장에 두고 내렸다. 집에 와서야 알았고, 좀 웃겼다.";
const ZH = "昨天我去超市买菜，结果忘了带钱包。收银员笑了笑，说下次再来吧。我有点不好意思。";
const JA = "昨日は雨だったので傘を持って出かけた。でも電車に忘れてしまった。駅員さんに聞いたら届いていた。";

test("score --jsonl: one line out per line in, in order; bad lines get errors and the rest continue", async () => {
  const lines = [
    JSON.stringify({ text: EN_AI, lang: "en" }),
    JSON.stringify({ text: KO }), // lang auto
    "{not json",
    JSON.stringify({ lang: "en" }),
    JSON.stringify({ text: "   \n " }),
    JSON.stringify({ text: "Bonjour", lang: "fr" }),
    "",
    JSON.stringify({ text: ZH, lang: "zh" }),
    JSON.stringify({ text: JA, lang: "auto" }),
  ];
  const { code, stdout, stderr } = await runCli(["score", "--jsonl"], lines.join("\n") + "\n");
  assert.equal(code, 0, stderr);
  const out = stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
  assert.equal(out.length, lines.length);
  assert.deepEqual(
    out.map((o) => o.lang ?? "error"),
    ["en", "ko", "error", "error", "error", "error", "error", "zh", "ja"],
  );
  for (const i of [2, 3, 4, 5, 6]) assert.equal(typeof out[i].error, "string", `line ${i + 1}`);
  assert.match(out[2].error, /JSON/);
  assert.match(out[3].error, /text/);
  assert.match(out[4].error, /empty/);
  assert.match(out[5].error, /fr/);
  for (const i of [0, 1, 7, 8]) {
    const o = out[i];
    assert.ok(o.score >= 0 && o.score <= 100, `line ${i + 1} score ${o.score}`);
    assert.equal(typeof o.band.band, "string");
    assert.equal(typeof o.findings, "number");
    assert.ok(Array.isArray(o.contributions));
    // Every sample is a few short sentences: the band is withheld and the reason given.
    assert.deepEqual(o.confidence, { level: "not-enough", reasons: o.confidence.reasons });
    assert.ok(o.confidence.reasons.includes("short"), JSON.stringify(o.confidence));
  }
  assert.ok(out[0].findings > 0, "the AI-styled English line has findings");
  assert.ok(out[0].score > 50, `AI-styled English scores high: ${out[0].score}`);
  assert.ok(typeof out[0].pattern_coverage === "number" && out[0].pattern_coverage >= 0 && out[0].pattern_coverage <= 100);
  assert.equal(typeof out[0].divergence.diverged, "boolean");
});

test("score --jsonl streams: many lines come back complete and in order", async () => {
  const n = 200;
  const texts = Array.from({ length: n }, (_, i) => (i % 2 ? KO : EN_AI));
  const input = texts.map((t, i) => (i === 77 ? "[]" : JSON.stringify({ text: t }))).join("\n");
  const { code, stdout } = await runCli(["score", "--jsonl"], input);
  assert.equal(code, 0);
  const out = stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
  assert.equal(out.length, n);
  out.forEach((o, i) => {
    if (i === 77) assert.ok(o.error);
    else assert.equal(o.lang, i % 2 ? "ko" : "en", `line ${i + 1}`);
  });
});

test("score --jsonl: lines split between reads (inside a character), CRLF and a BOM read as whole lines", async () => {
  const child = spawn(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "score", "--jsonl"], { cwd: ROOT });
  let stdout = "";
  child.stdout.on("data", (d) => (stdout += d));
  const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
  const first = Buffer.from("\uFEFF" + JSON.stringify({ text: KO }) + "\r\n", "utf8");
  const second = Buffer.from(JSON.stringify({ text: ZH, lang: "zh" }) + "\n" + JSON.stringify({ text: JA }), "utf8");
  // Cut the second write inside the first Chinese character's three UTF-8 bytes.
  const cut = second.indexOf(Buffer.from(ZH.slice(0, 1), "utf8")) + 1;
  child.stdin.write(first);
  child.stdin.write(second.subarray(0, cut));
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.stdin.end(second.subarray(cut));
  assert.equal(await closed, 0);
  const out = stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
  assert.deepEqual(out.map((o) => o.lang ?? o.error), ["ko", "zh", "ja"]);
  // The same lines written at once, without BOM or CR, score exactly the same.
  const whole = await runCli(["score", "--jsonl"], [JSON.stringify({ text: KO }), JSON.stringify({ text: ZH, lang: "zh" }), JSON.stringify({ text: JA })].join("\n"));
  assert.deepEqual(out, whole.stdout.trimEnd().split("\n").map((l) => JSON.parse(l)));
});

test("score with a file argument prints one object; unknown options are user errors", async () => {
  const one = await runCli(["score", "--lang", "en", "-"], EN_AI);
  assert.equal(one.code, 0, one.stderr);
  const o = JSON.parse(one.stdout);
  assert.equal(o.lang, "en");
  assert.ok(o.score >= 0 && o.score <= 100);
  const bad = await runCli(["score", "--bogus=1"], "");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /unknown option --bogus/);
});
