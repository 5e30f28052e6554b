// The engine's hot paragraphs and zoom groups reach the user as findings of the
// shipped packs (#25, structure), with reasons that name the metric.
import assert from "node:assert/strict";
import { test } from "node:test";
import { detect } from "../../lib/detector/detect";

const UNIFORM_EN = [
  "The tool is innovative. The tool is efficient. The tool is reliable. The tool is scalable.",
  "The app is modern. The app is simple. The app is stable. The app is popular.",
  "The team is small. The team is fast. The team is happy. The team is remote.",
].join("\n\n");

test("hot paragraphs and zoom groups become document-scope (gutter) findings over their own ranges, never wide marks", () => {
  const report = detect(UNIFORM_EN, { lang: "en" });
  const stylometric = report.findings.filter((f) => f.pattern === "en-structure#25" && /burstiness|P\d\.S\d/.test(f.reason));
  assert.ok(stylometric.every((f) => f.scope === "document"));
  const paragraphs = stylometric.filter((f) => /burstiness/.test(f.reason) && !/P\d\.S\d/.test(f.reason));
  const groups = stylometric.filter((f) => /P\d\.S\d/.test(f.reason));
  assert.equal(paragraphs.length, 3, JSON.stringify(report.findings.map((f) => f.reason)));
  assert.equal(groups.length, 3);
  for (const f of stylometric) {
    assert.equal(f.category, "structure");
    assert.equal(UNIFORM_EN.slice(f.start, f.end), f.text_span);
  }
  assert.match(paragraphs[0].reason, /burstiness CV 0\.00/);
  assert.match(groups[0].reason, /P1\.S1-S4/);
});

test("a single uniform paragraph in an otherwise varied text is not reported as a stylometric finding", () => {
  const text = [
    "The tool is innovative. The tool is efficient. The tool is reliable. The tool is scalable.",
    "We tried it for a week. Honestly it broke twice on the first day, and then, after a patch that took the vendor nine days to ship, it mostly worked.",
    "Would I buy it again? Probably not at that price.",
  ].join("\n\n");
  const report = detect(text, { lang: "en" });
  assert.equal(report.findings.filter((f) => /burstiness CV/.test(f.reason)).length, 0);
});
