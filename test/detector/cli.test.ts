import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { lineColumn } from "../../scripts/cli/detect";

const root = join(__dirname, "../..");
const cli = (args: string[], input: string) =>
  spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "detect", ...args], { cwd: root, input, encoding: "utf8" });

test("lineColumn is 1-based over UTF-16 offsets, CRLF-aware by line feeds", () => {
  const text = "ab\r\n🙂cd\nx";
  assert.deepEqual(lineColumn(text, 0), { line: 1, column: 1 });
  assert.deepEqual(lineColumn(text, 6), { line: 2, column: 3 });
  assert.deepEqual(lineColumn(text, 9), { line: 3, column: 1 });
});

test("detect --json prints a report whose spans are exact", () => {
  const text = "We delve into this. It serves as a bridge — truly — a bridge — yes.\r\nGreat question!";
  const r = cli(["--json", "--lang", "en", "-"], text);
  assert.equal(r.status, 0, r.stderr);
  const report = JSON.parse(r.stdout);
  assert.equal(report.meta.lang, "en");
  assert.equal(report.meta.input_length, text.length);
  for (const f of report.findings) assert.equal(text.slice(f.start, f.end), f.text_span);
});

test("detect prints a readable listing with line:column, severity and pattern", () => {
  const r = cli([], "Line one is plain.\nThen — here — and — there — dashes.");
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^lang en · genre \S+ · \d+ sentences · \d+ findings/);
  assert.match(r.stdout, /\n2:6 S\d en-style#13 \[style\] f\d{3}\n {2}"—"\n {2}why: .+\n {2}fix: .+/);
});

test("errors are one line on stderr with a non-zero exit", () => {
  const bad = cli(["--min-severity", "S9"], "text");
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr.trim(), /^patina: --min-severity must be S1, S2 or S3; got "S9"$/);
  const unsupported = cli([], "Привет, как дела? Всё хорошо.");
  assert.notEqual(unsupported.status, 0);
  assert.match(unsupported.stderr, /patina: No supported language detected/);
  assert.equal(unsupported.stderr.trim().split("\n").filter((l) => !l.includes("warning: skipped pack")).length, 1);
});

test("detect --jsonl: one full report per input line, equal to detect --json of the same text; bad lines get errors", () => {
  const texts = [
    { text: "We delve into this tapestry. It wasn't simply a plan, but a promise.\r\nGreat question!", lang: "en" },
    { text: "또한 이 제도는 중요한 역할을 합니다. 따라서 우리는 주목해야 합니다.", lang: "ko" },
  ];
  const input = [JSON.stringify(texts[0]), "", '{"text": 3}', "{oops", JSON.stringify({ text: "hi", lang: "fr" }), JSON.stringify(texts[1])].join("\n");
  const r = cli(["--jsonl"], input);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
  assert.equal(lines.length, 6);
  assert.deepEqual(lines.slice(1, 5).map((l) => typeof l.error), ["string", "string", "string", "string"]);
  assert.match(lines[4].error, /unsupported language "fr"/);
  for (const [at, t] of [[0, texts[0]], [5, texts[1]]] as const) {
    const single = cli(["--json", "--lang", t.lang, "-"], t.text);
    assert.deepEqual(lines[at], JSON.parse(single.stdout));
    assert.equal(lines[at].meta.lang, t.lang);
    for (const f of lines[at].findings) assert.equal(t.text.slice(f.start, f.end), f.text_span);
  }
});

test("detect --jsonl takes a line's docType over --doc-type, and refuses a FILE", () => {
  const text = "We delve into this. It serves as a bridge — truly — a bridge — yes. Great question!";
  const r = cli(["--jsonl", "--doc-type", "blog"], JSON.stringify({ text, lang: "en", docType: "academic" }) + "\n" + JSON.stringify({ text, lang: "en" }));
  const [a, b] = r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
  assert.equal(a.meta.doc_type, "academic");
  assert.equal(b.meta.doc_type, "blog");
  const refused = cli(["--jsonl", "file.txt"], "");
  assert.notEqual(refused.status, 0);
  assert.match(refused.stderr, /--jsonl reads stdin/);
});

test("scripts/patina runs the same CLI from any folder, and the summary names pattern coverage", () => {
  const text = "We delve into this. It serves as a bridge — truly — a bridge — yes.\nGreat question!";
  const r = spawnSync(join(root, "scripts/patina"), ["detect", "--lang", "en", "-"], { cwd: "/", input: text, encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout.split("\n")[0], /^lang en · .* findings · pattern coverage \(seed §6\) \d+(\.\d)?$/);
});
