// `patina fix --jsonl` and the fixes `detect --json` carries, through the real CLI.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";

const root = join(__dirname, "../..");
const cli = (args: string[], input: string) => spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", ...args], { cwd: root, input, encoding: "utf8" });

test("fix --jsonl: one line per input line; applied ranges are in the original and give the rewrite", () => {
  const texts = [
    { text: "Moreover, the team leveraged new tools to foster growth in 2023. It is important to note that the plan worked.", lang: "en" },
    { text: "또한 이 제도는 많은 장점을 가지고 있습니다. 결론적으로, 교육을 통해 인식을 바꿀 수 있습니다.", lang: "ko" },
    { text: "此外，这个方法至关重要。总的来说，我们进行了研究。" },
    { text: "日本における教育は変わった。さらに、学校において新たな試みが始まった。", lang: "ja" },
  ];
  const input = [...texts.map((t) => JSON.stringify(t)), "not json", JSON.stringify({ text: "  " }), JSON.stringify({ text: "x", lang: "fr" })].join("\n");
  const r = cli(["fix", "--jsonl"], input);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
  assert.equal(lines.length, texts.length + 3);
  texts.forEach((t, i) => {
    const out = lines[i];
    assert.deepEqual(Object.keys(out).sort(), ["applied", "findings", "fixable", "meaning_ok", "rewrite"]);
    assert.ok(out.findings >= out.fixable && out.fixable > 0, JSON.stringify(out));
    assert.equal(out.meaning_ok, true);
    let rebuilt = "";
    let at = 0;
    for (const a of out.applied) {
      assert.ok(a.start >= at, "sorted and disjoint");
      assert.equal(t.text.slice(a.start, a.end), a.original);
      assert.ok(Array.isArray(a.finding_ids) && a.finding_ids.length > 0);
      rebuilt += t.text.slice(at, a.start) + a.replacement;
      at = a.end;
    }
    assert.equal(rebuilt + t.text.slice(at), out.rewrite);
    assert.notEqual(out.rewrite, t.text);
  });
  assert.ok(lines[0].rewrite.includes("2023"), "numbers are never touched");
  assert.match(lines[0].rewrite, /^The team used new tools to encourage growth in 2023\. The plan worked\.$/);
  assert.doesNotMatch(lines[1].rewrite, /결론적으로/);
  assert.match(lines[3].rewrite, /^日本の教育は変わった。/);
  assert.deepEqual(lines.slice(texts.length).map((l) => Object.keys(l)), [["error"], ["error"], ["error"]]);
});

test("detect --json: span findings carry their verified fixes; the first equals replacement where it covers the span", () => {
  const text = "The team leveraged new tools. Moreover, the results were clear.";
  const r = cli(["detect", "--json", "--lang", "en", "-"], text);
  assert.equal(r.status, 0, r.stderr);
  const report = JSON.parse(r.stdout) as { findings: { text_span: string; start: number; end: number; replacement?: string; fixes?: { start: number; end: number; replacement: string; label: string }[] }[] };
  const lev = report.findings.find((f) => f.text_span === "leveraged")!;
  assert.equal(lev.fixes![0].replacement, lev.replacement);
  assert.equal(lev.fixes![0].label, "Replace “leveraged” with “used”");
  const more = report.findings.find((f) => f.text_span.startsWith("Moreover"))!;
  assert.equal(more.fixes![0].replacement, "T");
  assert.equal(text.slice(more.fixes![0].start, more.fixes![0].end), "Moreover, t");
});
