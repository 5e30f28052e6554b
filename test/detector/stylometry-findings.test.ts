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
  const detailOf = (f: (typeof report.findings)[number]) => (f.reason_template?.params?.detail as { id: string } | undefined)?.id;
  const stylometric = report.findings.filter((f) => f.pattern === "en-structure#25" && /^check\.stylometry-hot\.(paragraph|zoom)$/.test(detailOf(f) ?? ""));
  assert.ok(stylometric.every((f) => f.scope === "document"));
  const paragraphs = stylometric.filter((f) => detailOf(f) === "check.stylometry-hot.paragraph");
  const groups = stylometric.filter((f) => detailOf(f) === "check.stylometry-hot.zoom");
  assert.equal(paragraphs.length, 3, JSON.stringify(report.findings.map((f) => f.reason)));
  assert.equal(groups.length, 3);
  for (const f of stylometric) {
    assert.equal(f.category, "structure");
    assert.ok(f.scope === "document" && UNIFORM_EN.startsWith(f.excerpt, f.start) && f.excerpt.length > 0);
  }
  assert.match(paragraphs[0].reason, /^Paragraph 1 reads uniform: sentence lengths barely vary \(4, 4, 4, 4 words\)/);
  assert.match(groups[0].reason, /^In paragraph 1, neighbouring sentences are almost the same length \(4, 4, 4, 4 words\)/);
  // The same finding explained in Japanese for a Japanese UI: machine fields unchanged.
  const ja = detect(UNIFORM_EN, { lang: "en", uiLang: "ja" });
  const jaParagraph = ja.findings.find((f) => f.id === paragraphs[0].id)!;
  assert.equal(jaParagraph.pattern, paragraphs[0].pattern);
  assert.match(jaParagraph.reason, /^第 1 段落が単調に読めます。/);
});

test("a single uniform paragraph in an otherwise varied text is not reported as a stylometric finding", () => {
  const text = [
    "The tool is innovative. The tool is efficient. The tool is reliable. The tool is scalable.",
    "We tried it for a week. Honestly it broke twice on the first day, and then, after a patch that took the vendor nine days to ship, it mostly worked.",
    "Would I buy it again? Probably not at that price.",
  ].join("\n\n");
  const report = detect(text, { lang: "en" });
  assert.equal(report.findings.filter((f) => (f.reason_template?.params?.detail as { id?: string } | undefined)?.id === "check.stylometry-hot.paragraph").length, 0);
});
