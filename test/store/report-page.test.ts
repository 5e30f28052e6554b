// GET /r/{id}: the route handler the app serves, over a real SQLite store in a
// temporary PATINA_DATA_DIR. Checks statuses, headers, the absence of scripts and
// that hostile text renders as text.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";

const dir = mkdtempSync(join(tmpdir(), "patina-page-"));
process.env.PATINA_DATA_DIR = dir;
delete process.env.DATABASE_URL;

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
let page: Handler;
let create: (request: Request) => Promise<Response>;
let remove: Handler;
let closeStore: () => Promise<void>;

before(async () => {
  page = (await import("../../app/r/[id]/route")).GET;
  create = (await import("../../app/api/reports/route")).POST;
  remove = (await import("../../app/api/reports/[id]/route")).DELETE;
  const { getReportStore } = await import("../../lib/node/store/index");
  closeStore = () => getReportStore().close();
});
after(async () => {
  await closeStore();
  rmSync(dir, { recursive: true, force: true });
});

const HOSTILE = [
  "<script>alert(1)</script> Moreover, this is a testament to seamless innovation.",
  '"><img src=x onerror=alert(1)> It is not just a tool — it is a revolution. I hope this helps!',
].join("\n");

async function share(text: string, include: Record<string, boolean> = { text: true }) {
  const res = await create(new Request("http://127.0.0.1/api/reports", { method: "POST", headers: { "x-forwarded-for": "192.0.2.1" }, body: JSON.stringify({ text, include }) }));
  assert.equal(res.status, 201);
  return (await res.json()) as { id: string; deleteToken: string; report: { findings: { id: string; severity: string }[]; scores: { aiLikeness: { score: number } } } };
}

const open = (id: string) => page(new Request(`http://127.0.0.1/r/${id}`), { params: Promise.resolve({ id }) });

test("the report page is static HTML with strict headers, the score table and severity-coloured marks", async () => {
  const made = await share(HOSTILE);
  const res = await open(made.id);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal(res.headers.get("referrer-policy"), "no-referrer");
  assert.equal(res.headers.get("x-robots-tag"), "noindex, nofollow");
  assert.match(res.headers.get("content-security-policy") ?? "", /default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
  const html = await res.text();
  assert.match(html, /^<!DOCTYPE html><html lang="en">/);
  assert.ok(html.includes('<meta name="robots" content="noindex, nofollow"/>'));
  assert.ok(!/<script/i.test(html), "no script element at all, hostile text included");
  assert.ok(!/<img/i.test(html), "the img tag in the text is not markup");
  assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"));
  assert.ok(html.includes("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"));
  assert.ok(html.includes(made.report.scores.aiLikeness.score.toFixed(1)));
  const marks = html.match(/<mark class="finding sev-S[123]" data-finding="f\d+"/g) ?? [];
  assert.ok(marks.length >= 3, `marks: ${marks.length}`);
  assert.equal((html.match(/data-testid="report-finding"/g) ?? []).length, made.report.findings.length);
});

const LONG_EN = [
  "Moreover, it is a testament to seamless innovation. Furthermore, we leverage a robust, holistic synergy across every team.",
  "In today's fast-paced world, it is crucial to embrace these pivotal tools. They foster collaboration and unlock new possibilities.",
  "I hope this helps! It truly is transformative for everyone involved, and the future looks bright for all of us.",
].join("\n\n");

test("the page speaks the reader's language: Accept-Language, then its own links, the same words as the editor", async () => {
  const made = await share(LONG_EN);
  const ko = await (await page(new Request(`http://127.0.0.1/r/${made.id}`, { headers: { "accept-language": "ko-KR,ko;q=0.9,en;q=0.5" } }), { params: Promise.resolve({ id: made.id }) })).text();
  assert.match(ko, /^<!DOCTYPE html><html lang="ko">/);
  assert.ok(ko.includes("점수 보고서") && ko.includes("AI 유사도") && ko.includes("이 점수가 나온 이유"));
  assert.ok(ko.includes('data-testid="score-reasons"') && ko.includes('data-testid="score-reason"'));
  assert.ok(!/Score report|Findings|low confidence|seed|§/.test(ko), "no English headings, no spec references");
  const zh = await (await page(new Request(`http://127.0.0.1/r/${made.id}?uiLang=zh`, { headers: { "accept-language": "ko" } }), { params: Promise.resolve({ id: made.id }) })).text();
  assert.match(zh, /^<!DOCTYPE html><html lang="zh-Hans">/);
  assert.ok(zh.includes("评分报告"));
  // The switch is plain links to every other language, with no script.
  for (const l of ["en", "ko", "ja"]) assert.ok(zh.includes(`href="?uiLang=${l}"`), l);
  assert.ok(!/<script/i.test(zh));
  const missing = "CCCCCCCCCCCCCCCCCCCCCCCC";
  const gone = await page(new Request(`http://127.0.0.1/r/${missing}`, { headers: { "accept-language": "ja" } }), { params: Promise.resolve({ id: missing }) });
  assert.equal(gone.status, 404);
  assert.ok((await gone.text()).includes("レポートが見つかりません"));
});

test("a report without its text says so and shows no text", async () => {
  const made = await share("Moreover, the Quibbleton plan is a testament to seamless teamwork. I hope this helps!", {});
  const html = await (await open(made.id)).text();
  assert.ok(html.includes('data-testid="report-no-text"'));
  assert.ok(!html.includes("Quibbleton"));
});

test("unknown and deleted reports answer 404 pages; malformed ids too", async () => {
  const made = await share(HOSTILE);
  const del = await remove(new Request(`http://127.0.0.1/api/reports/${made.id}`, { method: "DELETE", headers: { authorization: `Bearer ${made.deleteToken}` } }), { params: Promise.resolve({ id: made.id }) });
  assert.equal(del.status, 200);
  for (const id of [made.id, "CCCCCCCCCCCCCCCCCCCCCCCC", "<script>"]) {
    const res = await open(id);
    assert.equal(res.status, 404);
    const html = await res.text();
    assert.ok(html.includes('data-testid="report-gone"'));
    assert.ok(!html.includes("<script>"));
  }
});

test("an expired report answers a 410 page, and keeps answering 410 after the purge", async () => {
  const { getReportStore } = await import("../../lib/node/store/index");
  const { newReportId } = await import("../../lib/node/store/secrets");
  const id = newReportId();
  await getReportStore().create({ id, tokenHash: "0".repeat(64), snapshot: "{}", createdAt: Date.now() - 2000, expiresAt: Date.now() - 1000 });
  for (let i = 0; i < 2; i++) {
    const res = await open(id);
    assert.equal(res.status, 410);
    assert.match(await res.text(), /This report has expired/);
  }
});

test("a report with a rewrite shows before and after, the changes, and fidelity, MPS and combined scores", async () => {
  const text = "Moreover, the plan is a testament to seamless teamwork. It works. I hope this helps!";
  const original = "Moreover, the plan is a testament to seamless teamwork.";
  const rewrite = {
    text: "The plan shows how the team works together. It works.",
    chunks: [
      { id: "c001", start: 0, end: original.length, original, replacement: "The plan shows how the team works together.", finding_ids: [], reason: "<b>plain</b> words" },
      { id: "c002", start: text.indexOf(" I hope"), end: text.length, original: " I hope this helps!", replacement: "", finding_ids: [], reason: "chat residue", meaning_flag: "none" },
    ],
    scoresAfter: { fidelity: { score: 81.5 }, mps: { score: 95 } },
  };
  const res = await create(
    new Request("http://127.0.0.1/api/reports", { method: "POST", headers: { "x-forwarded-for": "192.0.2.2" }, body: JSON.stringify({ text, include: { text: true, rewrite: true }, rewrite }) }),
  );
  assert.equal(res.status, 201, await res.clone().text());
  const { id } = (await res.json()) as { id: string };
  const html = await (await open(id)).text();
  assert.ok(html.includes('data-testid="report-rewrite"'));
  assert.ok(html.includes("The plan shows how the team works together. It works."));
  assert.ok(html.includes(`<del>${original}</del>`), "the rewritten range is struck through in the before text");
  assert.ok(html.includes("&lt;b&gt;plain&lt;/b&gt; words"), "chunk reasons are escaped");
  assert.match(html, /data-testid="score-fidelity-value">81\.5</);
  assert.match(html, /data-testid="score-mps-value">95\.0</);
  assert.match(html, /data-testid="score-combined-value">\d+\.\d</);
  assert.ok(html.includes('data-testid="score-ai-likeness-after"'));
});
