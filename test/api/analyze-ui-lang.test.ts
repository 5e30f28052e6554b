// /api/analyze words its human-readable fields in the UI language asked for (body uiLang,
// ?uiLang=, Accept-Language; else the text's own) and keeps every machine field the same.
import assert from "node:assert/strict";
import { test } from "node:test";
import { POST } from "../../app/api/analyze/route";
import { expandFindings, type SummaryReport } from "../../lib/api/analyze-response";

const TEXT = [
  "오늘날 급변하는 디지털 시대에서 인공지능은 매우 중요한 역할을 수행하고 있습니다. 이러한 기술은 다양한 분야에서 혁신적인 변화를 이끌어내고 있습니다.",
  "또한 인공지능은 업무 효율성을 극대화하는 데 핵심적인 역할을 합니다. 결론적으로, 인공지능을 효과적으로 활용하는 것은 필수적인 요소라고 할 수 있습니다.",
].join("\n\n");

interface Body {
  report: { findings: { id: string; pattern: string; patternId: string; category: string; start: number; end: number; reason: string; category_label: string; suggested_fix: string }[] };
  error?: { code: string };
}

async function analyze(init: { query?: string; headers?: Record<string, string>; body?: Record<string, unknown> }): Promise<{ status: number; body: Body }> {
  const res = await POST(
    new Request(`http://127.0.0.1/api/analyze${init.query ?? ""}`, { method: "POST", headers: { "content-type": "application/json", ...(init.headers ?? {}) }, body: JSON.stringify({ text: TEXT, ...(init.body ?? {}) }) }),
  );
  const json = (await res.json()) as { report?: SummaryReport; error?: { code: string } };
  // The summary sends what findings share once (report.groups); the detector's findings are those expanded.
  const body: Body = json.report ? { report: { findings: expandFindings(json.report) as unknown as Body["report"]["findings"] } } : { report: { findings: [] }, ...(json.error ? { error: json.error } : {}) };
  return { status: res.status, body };
}

test("reasons, labels and fixes follow uiLang; machine fields do not", async () => {
  const own = await analyze({});
  const ja = await analyze({ headers: { "accept-language": "ja-JP,ja;q=0.9" } });
  const zh = await analyze({ query: "?uiLang=zh", headers: { "accept-language": "ja" } });
  const en = await analyze({ body: { uiLang: "en" }, query: "?uiLang=zh" });
  const machine = (b: Body) => b.report.findings.map((f) => [f.id, f.pattern, f.patternId, f.category, f.start, f.end].join(" "));
  for (const other of [ja, zh, en]) assert.deepEqual(machine(other.body), machine(own.body));
  const first = (b: Body) => b.report.findings.find((f) => f.reason.length > 0)!;
  assert.match(first(own.body).reason, /나옵니다/, "without a choice the text's own language explains it");
  assert.match(first(ja.body).reason, /回出てきます/);
  assert.match(first(zh.body).reason, /出现了/);
  assert.match(first(en.body).reason, /appears/);
  assert.match(first(en.body).category_label, /^[A-Z][a-z]+: /);
  assert.doesNotMatch(first(ja.body).suggested_fix, /[가-힣]{6,}/, "the Japanese fix explains in Japanese (Korean examples aside)");
});

test("an unknown uiLang in the body is a 422, not a silent fallback", async () => {
  const bad = await analyze({ body: { uiLang: "fr" } });
  assert.equal(bad.status, 422);
  assert.equal(bad.body.error?.code, "unsupported-language");
});
