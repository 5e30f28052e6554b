import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(__dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "patina-analyze-"));

function cli(args: string[], input?: string | Buffer) {
  const r = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "analyze", ...args], { cwd: ROOT, input, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const EN = "The tool is innovative. The tool is efficient. The tool is reliable.\nThe tool is scalable. The tool is essential.";

test("analyze prints the analysis as JSON with suspect zones", () => {
  const file = join(dir, "doc.txt");
  writeFileSync(file, [EN, EN, EN].join("\n\n"));
  const r = cli(["--lang", "en", file]);
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.lang, "en");
  assert.equal(out.paragraphs.length, 3);
  assert.equal(out.paragraphs[0].sentences[1].start, 24);
  assert.equal(out.skip, null);
  assert.match(out.suspectZones.metaBlock, /^<suspect-zones lang="en">/);
  assert.equal(out.text, undefined);
});

test("analyze reads stdin with - and auto-detects the language", () => {
  const r = cli(["-"], "이 도구는 문장을 다듬는다. 그리고 결과를 보여준다.");
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.lang, "ko");
  assert.equal(out.skip, "few-paragraphs");
  assert.equal(out.suspectZones, null);
});

test("analyze errors: one line on stderr and a non-zero exit", () => {
  const cases: Array<[string[], string | Buffer | undefined, RegExp]> = [
    [[join(dir, "missing.txt")], undefined, /cannot read/],
    [["-"], "   \n\t ", /empty/],
    [["-"], Buffer.from([0x48, 0x00, 0x49]), /binary/],
    [["-"], "Это русский текст без поддержки.", /No supported language/],
    [["--lang", "fr", "-"], "Hello there.", /bad --lang "fr"/],
  ];
  for (const [args, input, message] of cases) {
    const r = cli(args, input);
    assert.notEqual(r.code, 0, `${args.join(" ")} should fail`);
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split("\n").length, 1);
    assert.equal(r.stdout, "");
  }
});
