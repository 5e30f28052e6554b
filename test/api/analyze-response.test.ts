// The /api/analyze body grows with the text, not with findings × text: no finding repeats
// its paragraph or the whole text, shared reasons are sent once, and the summary expands back
// to exactly the detector's findings.
import assert from "node:assert/strict";
import test from "node:test";
import { analyzeResponse, expandFindings, reasonFindingIds, type SummaryResponse } from "../../lib/api/analyze-response";
import { readDocument } from "../../lib/document/read-document";

// A paragraph written for these tests, full of the tells a pasted AI template repeats.
const KO_TEMPLATE = "결론적으로 오늘날 급변하는 환경에서 혁신적인 솔루션은 다양한 분야에서 중요한 역할을 하고 있으며, 이를 통해 우리는 더욱 효율적인 미래를 만들어 나갈 수 있을 것입니다.";
const EN_TEMPLATE = "In today's fast-paced world, this innovative platform is a testament to seamless collaboration. Moreover, it plays a pivotal role in fostering growth.";
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));
const repeated = (p: string, times: number) => Array.from({ length: times }, () => p).join("\n\n");

function summaryOf(text: string): SummaryResponse {
  const body = analyzeResponse(readDocument(text));
  assert.equal(body.detail, "summary");
  return body as SummaryResponse;
}

// The draft bench:load --dense sends: an 89-character paragraph of tells, twelve times (1,090 characters, ~170 findings).
const DENSE_PARAGRAPH = "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 이를 통해 더욱 효율적이고 체계적인 미래를 만들어 나갈 수 있을 것입니다.";

test("a dense Korean draft of ~1,100 characters answers in at most 30 KB, a quarter of the full reading", () => {
  const text = repeated(DENSE_PARAGRAPH, 12);
  const reading = readDocument(text);
  assert.ok(reading.report.findings.length > 120, `dense: ${reading.report.findings.length} findings`);
  const summary = bytes(analyzeResponse(reading));
  const full = bytes(analyzeResponse(reading, "full"));
  assert.ok(summary <= 30 * 1024, `summary ${summary} B`);
  assert.ok(summary * 3 < full, `summary ${summary} B vs full ${full} B`);
});

test("the summary expands back to exactly the detector's findings, in order", () => {
  for (const text of [repeated(KO_TEMPLATE, 5), repeated(EN_TEMPLATE, 4), "짧은 글입니다.", "The plan works. It saves time."]) {
    const reading = readDocument(text);
    const summary = summaryOf(text);
    // Less the templates for re-wording in another UI language (the summary is worded in one),
    // and the verified fixes with their ranges (the summary keeps `replacement`).
    const worded = reading.report.findings.map(({ reason_template: _r, fix_template: _f, fixes: _x, ...rest }) => rest);
    assert.deepEqual(expandFindings(summary.report), worded);
    assert.ok(expandFindings(summary.report).every((f) => !("reason_template" in f) && !("fix_template" in f)));
    // Why this score: a reason naming whole groups names exactly the same findings.
    const full = reading.scores.reasons;
    const brief = summary.scores.reasons;
    if (full && brief) {
      const all = [...full.main, ...(full.counter ? [full.counter] : [])];
      const short = [...brief.main, ...(brief.counter ? [brief.counter] : [])];
      assert.equal(short.length, all.length);
      for (const [i, r] of short.entries()) assert.deepEqual(reasonFindingIds(r, summary.report).sort(), [...all[i].findingIds].sort());
    }
  }
});

test("findings that say the same thing share one group: one reason per distinct message, not per occurrence", () => {
  const spanGroups = (body: SummaryResponse) => body.report.groups.filter((g) => g.scope === "span").length;
  const summary = summaryOf(repeated(EN_TEMPLATE, 8));
  const perTemplate = spanGroups(summaryOf(EN_TEMPLATE));
  assert.ok(summary.report.findings.length >= 8 * 6, `${summary.report.findings.length} findings`);
  // Eight copies of the paragraph add positions, not messages (a pattern gated on repetition may
  // join; paragraph findings name their paragraph, so those stay one each).
  assert.ok(spanGroups(summary) <= perTemplate + 2, `${spanGroups(summary)} span groups for ${perTemplate} in one copy`);
  const spans = summary.report.findings.filter((f) => "text_span" in f).length;
  assert.ok(spanGroups(summary) * 5 < spans, `${spanGroups(summary)} groups for ${spans} span findings`);
  for (const f of summary.report.findings) assert.ok(!("reason" in f) && !("pattern" in f) && Number.isInteger(f.group));
});

test("size grows with the text: eight times the draft is at most about eight times the body, and no finding carries its range's text", () => {
  const one = bytes(summaryOf(repeated(EN_TEMPLATE, 25)));
  const eight = summaryOf(repeated(EN_TEMPLATE, 200));
  assert.ok(bytes(eight) < one * 8.5, `${bytes(eight)} B for 8× vs ${one} B`);
  const text = repeated(EN_TEMPLATE, 200);
  for (const f of eight.report.findings) {
    const { occurrences: _o, ...own } = f;
    assert.ok(bytes(own) < 200, `finding ${f.id} is ${bytes(own)} B`);
    if ("excerpt" in f) assert.ok(f.excerpt.length <= 40 && text.startsWith(f.excerpt, f.start));
    else assert.equal(text.slice(f.start, f.end), f.text_span);
  }
  assert.ok(eight.report.findings.some((f) => "excerpt" in f), "the text has document-scope findings");
});

test("summary paragraphs keep range, flags and headline metrics; full keeps every detail", () => {
  const text = repeated(KO_TEMPLATE, 3);
  const reading = readDocument(text);
  const summary = summaryOf(text);
  const full = analyzeResponse(reading, "full");
  assert.equal(full.detail, "full");
  for (const [i, p] of summary.analysis.paragraphs.entries()) {
    const f = reading.analysis.paragraphs[i];
    assert.deepEqual({ start: p.start, end: p.end, hot: p.hot, hotReasons: p.hotReasons, zoom: p.zoom }, { start: f.start, end: f.end, hot: f.hot, hotReasons: f.hotReasons, zoom: f.zoom });
    assert.deepEqual(p.metrics.mattr, f.metrics.mattr);
    assert.equal(p.metrics.lexicon.density, f.metrics.lexicon.density);
    assert.ok(!("hits" in p.metrics.lexicon) && !("ko" in p.metrics));
  }
  assert.ok(full.detail === "full" && full.analysis.paragraphs.every((p) => p.metrics.lexicon.hits.length > 0 && p.metrics.ko !== null));
  assert.ok(summary.report.meta.stats && !("patterns" in summary.report.meta.stats));
  assert.deepEqual(summary.report.meta.stats?.categoryScores, reading.report.meta.stats?.categoryScores);
});

test("a group holds findings equal in every shared field: one differing field, even one no module sets today, splits them", async () => {
  const { groupFindings } = await import("../../lib/api/analyze-response");
  const base = { pattern: "en-language#7", patternNumber: "7", patternId: "en-ai-vocabulary", category: "language", category_label: "Language", severity: "medium", scope: "span", suggested_fix: "use" };
  const at = (id: string, start: number, extra: Record<string, unknown> = {}) =>
    ({ ...base, id, start, end: start + 8, text_span: "leverage", reason: ["A model word", "."].join(""), ...extra }) as unknown as import("../../lib/detector/types").Finding;
  const { groups, findings } = groupFindings([
    at("f001", 0),
    at("f002", 20), // equal fields in new string objects: same group
    at("f003", 40, { note: { by: "a later module" } }), // a field no module sets today
    at("f004", 60, { note: { by: "a later module" } }), // the same value in a new object: same group
    at("f005", 80, { note: { by: "another module" } }), // an object value differs
    at("f006", 100, { fixes: [{ start: 100, end: 108, replacement: "use" }], fix_template: { pattern: "x" } }), // templates: not shared
  ]);
  assert.deepEqual(findings.map((f) => f.group), [0, 0, 1, 1, 2, 0]);
  assert.equal(groups.length, 3);
  assert.deepEqual((groups[2] as unknown as Record<string, unknown>).note, { by: "another module" });
  assert.ok(!("fixes" in groups[0]) && !("id" in groups[0]) && !("text_span" in groups[0]));
});
