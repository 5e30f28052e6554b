// The /api/reports handlers end to end over a real SQLite store: status codes,
// error bodies, what is stored with and without the text, delete tokens, expiry,
// purge and rate limiting.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { readDocument } from "../../lib/document/read-document";
import { inProcessAnalysisPool } from "../../lib/node/analysis/app-pool";
import { serverPackSet } from "../../lib/node/packs";
import { createReport, deleteReport, exportDraft, getReport, type ReportsApiDeps } from "../../lib/node/store/reports-api";
import { SqliteReportStore } from "../../lib/node/store/sqlite-store";
import { serverReportVersions } from "../../lib/node/store/versions";
import { DELETE_TOKEN_PATTERN, REPORT_ID_PATTERN } from "../../lib/report/ids";
import type { CreatedReport, ReportSnapshot } from "../../lib/report/types";
import { validateReport } from "../../lib/report/validate";

const dir = mkdtempSync(join(tmpdir(), "patina-api-"));
const store = new SqliteReportStore(join(dir, "reports.sqlite"));
after(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

let clock = Date.parse("2026-12-01T12:00:00Z");
function deps(overrides: Partial<ReportsApiDeps> = {}): ReportsApiDeps {
  return { store, analysis: inProcessAnalysisPool(serverPackSet()), packs: serverPackSet(), versions: serverReportVersions(), now: () => clock, rateLimit: { limit: 1000, windowMs: 60_000 }, maxBodyBytes: 1 << 20, ...overrides };
}

const TEXT = [
  "Moreover, this innovative platform is a testament to seamless collaboration. It's not just Zorblax — it's a revolution.",
  "In today's fast-paced world, teams leverage cutting-edge solutions to unlock their full potential. I hope this helps!",
].join("\n\n");

let ip = 0;
function post(body: unknown, path = "/api/reports", headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.${++ip % 250}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
const get = (id: string, query = "") => getReport(new Request(`http://127.0.0.1/api/reports/${id}${query}`), id, deps());
const del = (id: string, headers: Record<string, string> = {}) => deleteReport(new Request(`http://127.0.0.1/api/reports/${id}`, { method: "DELETE", headers }), id, deps());

async function create(body: unknown, d = deps()): Promise<CreatedReport> {
  const res = await createReport(post(body), d);
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()) as CreatedReport;
}

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  assert.equal(typeof body.error.message, "string");
  assert.ok(body.error.message.length > 10, "the message says what is wrong");
  return { status: res.status, code: body.error.code, message: body.error.message };
}

describe("POST /api/reports", () => {
  test("201 with an unguessable id, a link, a delete token and a schema-valid report whose scores the server computed", async () => {
    const res = await createReport(post({ text: TEXT, lang: "en", docType: "blog", expiry: "7d" }), deps());
    assert.equal(res.status, 201);
    const body = (await res.json()) as CreatedReport;
    assert.match(body.id, REPORT_ID_PATTERN);
    assert.match(body.deleteToken, DELETE_TOKEN_PATTERN);
    assert.equal(body.url, `/r/${body.id}`);
    assert.equal(res.headers.get("location"), body.url);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.deepEqual(validateReport(body.report), []);
    const reading = readDocument(TEXT, { lang: "en", docType: "blog", packs: serverPackSet() });
    assert.equal(body.report.scores.aiLikeness.score, reading.scores.aiLikeness.score);
    assert.deepEqual(body.report.scores.patternCoverage, reading.scores.patternCoverage && { score: reading.scores.patternCoverage.score, band: reading.scores.patternCoverage.band });
    assert.deepEqual(body.report.findings.map((f) => [f.id, f.pattern, f.severity, f.start, f.end]), reading.report.findings.map((f) => [f.id, f.pattern, f.severity, f.start, f.end]));
    assert.ok(body.report.findings.length >= 5);
    assert.equal(body.report.docType, "blog");
    assert.equal(body.expiresAt, new Date(clock + 7 * 86_400_000).toISOString());
    assert.equal(body.report.scores.fidelity, null);
    assert.equal(body.report.scores.combined, null);
    assert.ok(body.report.scores.categories.some((c) => c.category === "communication" && c.detected > 0));
  });

  test("by default the text is not stored: no text, no text_span or replacement, quoted words in reasons replaced", async () => {
    const { report } = await create({ text: TEXT, lang: "en" });
    assert.equal(report.textIncluded, false);
    assert.equal(report.text, null);
    assert.equal(report.textLength, TEXT.length);
    assert.equal(report.expiry, "30d", "30 days is the default expiry");
    const stored = JSON.stringify(report);
    // Words only the user's text holds (the catalog's own fix advice may name the flagged words themselves).
    for (const words of ["Zorblax", "platform is a", "teams leverage"]) assert.ok(!stored.includes(words), `"${words}" leaked into the report`);
    assert.ok(report.findings.every((f) => f.text_span === undefined && f.replacement === undefined));
    assert.ok(report.findings.some((f) => f.reason.includes("“…”")));
    // The reason's template, which any reader's language is worded from, holds no quoted text either.
    const quoted = report.findings.filter((f) => f.reasonTemplate?.id === "reason.span");
    assert.ok(quoted.length > 0 && quoted.every((f) => f.reasonTemplate?.params?.quote === "…"));
  });

  test("with include.text the text and every span are stored, and spans are exact slices", async () => {
    const { report } = await create({ text: TEXT, lang: "en", include: { text: true } });
    assert.equal(report.text, TEXT);
    for (const f of report.findings) assert.equal(f.text_span, TEXT.slice(f.start, f.end));
    assert.ok(report.findings.some((f) => f.text_span === "innovative"));
  });

  test("emoji, CRLF, decomposed Hangul and a lone surrogate survive the store byte for byte, spans still exact", async () => {
    const nfd = "이 도구는 혁신적인 협업을 가능하게 한다.".normalize("NFD");
    const text = `😀 Moreover, this is a testament to seamless innovation.\r\n${nfd}\r\nA lone \ud800 surrogate. I hope this helps! 👩‍💻`;
    const made = await create({ text, include: { text: true } });
    const read = (await (await get(made.id)).json()) as ReportSnapshot;
    assert.equal(read.text, text);
    assert.ok(read.findings.length > 0);
    for (const f of read.findings) assert.equal(text.slice(f.start, f.end), f.text_span);
  });

  test("ignored findings stay listed, flagged, and out of the summary counts", async () => {
    const first = await create({ text: TEXT, lang: "en" });
    const ignore = first.report.findings[0].id;
    const { report } = await create({ text: TEXT, lang: "en", ignoredFindingIds: [ignore] });
    assert.equal(report.findings.find((f) => f.id === ignore)?.ignored, true);
    assert.equal(report.summary.ignored, 1);
    assert.equal(report.summary.findings, first.report.summary.findings - 1);
  });

  test("a rewrite is checked against the text; its scores are recomputed and the combined score derived", async () => {
    const from = TEXT.indexOf("Moreover, ");
    const rewriteText = TEXT.replace("Moreover, this innovative", "This");
    const rewrite = {
      text: rewriteText,
      chunks: [{ id: "c001", start: from, end: from + "Moreover, this innovative".length, original: "Moreover, this innovative", replacement: "This", finding_ids: [], reason: "filler" }],
      scoresAfter: { aiLikeness: { score: 1 }, patternCoverage: null, fidelity: { score: 92, band: { band: "fake" } }, mps: { score: 88 }, combined: { score: 3 } },
      review: { round: 1, verdict: "accept", grade: "A", change_rate: 7.5, over_polish_signals: [] },
    };
    const { report } = await create({ text: TEXT, lang: "en", include: { text: true, rewrite: true }, rewrite });
    assert.deepEqual(validateReport(report), []);
    const after = readDocument(rewriteText, { lang: "en", packs: serverPackSet() });
    assert.equal(report.rewrite?.scores.aiLikeness.score, after.scores.aiLikeness.score, "the after score is the server's, not the submitted 1");
    assert.equal(report.scores.fidelity?.score, 92);
    assert.equal(report.scores.fidelity?.band.band, "perfect", "bands are recomputed, never taken from the client");
    assert.equal(report.scores.mps?.band.band, "good");
    assert.notEqual(report.scores.combined?.score, 3);
    assert.equal(report.rewrite?.review?.grade, "A");

    const lying = { ...rewrite, chunks: [{ ...rewrite.chunks[0], original: "Something else" }] };
    const res = await createReport(post({ text: TEXT, include: { text: true, rewrite: true }, rewrite: lying }), deps());
    assert.deepEqual(await errorOf(res).then((e) => [e.status, e.code]), [400, "bad-rewrite"]);
    const withoutText = await createReport(post({ text: TEXT, include: { rewrite: true }, rewrite }), deps());
    assert.equal(withoutText.status, 400);
    const { report: notIncluded } = await create({ text: TEXT, include: { text: true, rewrite: false }, rewrite });
    assert.equal(notIncluded.rewrite, null, "a rewrite not ticked is not stored");
  });

  test("400 for bad JSON, wrong types, empty text, binary and a bad expiry; 422 for a language or document type it does not know", async () => {
    const cases: [unknown, number, string][] = [
      ["{not json", 400, "bad-json"],
      [[1, 2], 400, "bad-request"],
      [{ text: 42 }, 400, "bad-request"],
      [{ text: "   \n " }, 400, "empty-text"],
      [{ text: "abc\u0000def" }, 400, "binary"],
      [{ text: TEXT, expiry: "forever" }, 400, "bad-expiry"],
      [{ text: TEXT, include: { text: "yes" } }, 400, "bad-request"],
      [{ text: TEXT, ignoredFindingIds: "f001" }, 400, "bad-request"],
      [{ text: TEXT, lang: "fr" }, 422, "unsupported-language"],
      [{ text: TEXT, docType: "poem" }, 422, "unknown-doc-type"],
    ];
    for (const [body, status, code] of cases) {
      const e = await errorOf(await createReport(post(body), deps()));
      assert.deepEqual([e.status, e.code], [status, code], JSON.stringify(body));
    }
  });

  test("413 with a JSON error for a body over the byte limit (cut before parsing) and for text over the length limit", async () => {
    const big = await errorOf(await createReport(post({ text: "a".repeat(5000) }), deps({ maxBodyBytes: 4096 })));
    assert.deepEqual([big.status, big.code], [413, "too-large"]);
    assert.match(big.message, /4,096/);
    const long = await errorOf(await createReport(post({ text: "word ".repeat(40_001) }), deps({ maxBodyBytes: 1 << 22 })));
    assert.deepEqual([long.status, long.code], [413, "too-large"]);
    assert.match(long.message, /200,000/);
  });

  test("429 with Retry-After once a client has used up its window; other clients are unaffected", async () => {
    const d = deps({ rateLimit: { limit: 2, windowMs: 30_000 } });
    const from = (addr: string) => new Request("http://127.0.0.1/api/reports", { method: "POST", headers: { "x-forwarded-for": `${addr}, 10.9.9.9` }, body: JSON.stringify({ text: TEXT }) });
    assert.equal((await createReport(from("203.0.113.7"), d)).status, 201);
    assert.equal((await createReport(from("203.0.113.7"), d)).status, 201);
    const limited = await createReport(from("203.0.113.7"), d);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get("retry-after"), "30");
    assert.equal((await errorOf(limited)).code, "rate-limited");
    assert.equal((await createReport(from("203.0.113.8"), d)).status, 201, "the limit is per client (first x-forwarded-for hop)");
    clock += 30_000;
    assert.equal((await createReport(from("203.0.113.7"), d)).status, 201, "the window resets");
  });
});

describe("GET and DELETE /api/reports/{id}", () => {
  test("GET returns the stored report; ?format=md the Markdown export; download=1 sets a file name", async () => {
    const made = await create({ text: TEXT, include: { text: true } });
    const res = await get(made.id);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("x-robots-tag"), "noindex, nofollow");
    assert.deepEqual(await res.json(), made.report);
    const md = await get(made.id, "?format=md&download=1");
    assert.equal(md.headers.get("content-type"), "text/markdown; charset=utf-8");
    assert.equal(md.headers.get("content-disposition"), `attachment; filename="patina-report-${made.id}.md"`);
    const text = await md.text();
    assert.match(text, /^# patina score report/);
    assert.ok(text.includes(`/r/${made.id}`));
    assert.equal((await get(made.id, "?format=xml")).status, 400);
  });

  test("the store keeps the snapshot deflated (several times smaller); a report stored as plain JSON before still reads", async () => {
    const made = await create({ text: TEXT, include: { text: true } });
    const row = await store.get(made.id, clock);
    assert.ok(row.status === "found");
    const json = JSON.stringify(made.report);
    assert.ok(row.report.snapshot.startsWith("z1:") && row.report.snapshot.length * 2 < Buffer.byteLength(json), `${row.report.snapshot.length} stored for ${json.length}`);
    // A row written before the encoding: plain JSON.
    const old = { ...made.report, id: "storedAsPlainJsonBefore0" };
    await store.create({ id: old.id, tokenHash: "0".repeat(64), snapshot: JSON.stringify(old), createdAt: clock, expiresAt: null });
    const res = await get(old.id);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), old);
  });

  test("404 for an unknown id and for a malformed one", async () => {
    assert.equal((await errorOf(await get("AAAAAAAAAAAAAAAAAAAAAAAA"))).status, 404);
    assert.equal((await errorOf(await get("../../etc/passwd"))).status, 404);
  });

  test("DELETE: 403 without a token or with a wrong one (report kept), 200 with it, then 404", async () => {
    const made = await create({ text: TEXT });
    assert.deepEqual(await errorOf(await del(made.id)).then((e) => [e.status, e.code]), [403, "token-required"]);
    assert.deepEqual(await errorOf(await del(made.id, { authorization: "Bearer wrong" })).then((e) => [e.status, e.code]), [403, "wrong-token"]);
    const other = await create({ text: TEXT });
    assert.equal((await del(made.id, { "x-delete-token": other.deleteToken })).status, 403, "another report's token does not work");
    assert.equal((await get(made.id)).status, 200);
    const ok = await del(made.id, { authorization: `Bearer ${made.deleteToken}` });
    assert.equal(ok.status, 200);
    assert.equal((await get(made.id)).status, 404);
    assert.equal((await del(made.id, { authorization: `Bearer ${made.deleteToken}` })).status, 404);
    assert.equal((await del(other.id, { "x-delete-token": other.deleteToken })).status, 200, "x-delete-token works too");
  });

  test("DELETE of an unknown id is 404 whatever the token", async () => {
    assert.equal((await del("BBBBBBBBBBBBBBBBBBBBBBBB", { authorization: "Bearer x" })).status, 404);
    assert.equal((await del("BBBBBBBBBBBBBBBBBBBBBBBB")).status, 404);
  });

  test("an expired report answers 410 and is purged (its token no longer deletes anything)", async () => {
    const made = await create({ text: TEXT, expiry: "1d" });
    assert.equal((await get(made.id)).status, 200);
    clock += 86_400_000;
    const gone = await get(made.id);
    assert.deepEqual(await errorOf(gone).then((e) => [e.status, e.code]), [410, "expired"]);
    assert.equal(await store.tokenHash(made.id, 0), null, "the row is gone from the store");
    assert.equal((await get(made.id)).status, 410);
    assert.equal((await del(made.id, { authorization: `Bearer ${made.deleteToken}` })).status, 404);
  });

  test("reports set to never expire have no expiry date", async () => {
    const made = await create({ text: TEXT, expiry: "never" });
    assert.equal(made.expiresAt, null);
    clock += 10 * 365 * 86_400_000;
    assert.equal((await get(made.id)).status, 200);
  });
});

describe("a store that cannot be reached", () => {
  test("create, read and delete answer 503 with a JSON error and Retry-After instead of crashing", async () => {
    const { PostgresReportStore } = await import("../../lib/node/store/postgres-store");
    // Port 1 on loopback: a real connection refused.
    const down = new PostgresReportStore("postgres://nobody@127.0.0.1:1/none", 1);
    try {
      const d = deps({ store: down });
      const created = await createReport(post({ text: TEXT }), d);
      assert.deepEqual(await errorOf(created).then((e) => [e.status, e.code]), [503, "store-unavailable"]);
      assert.equal(created.headers.get("retry-after"), "5");
      const id = "DDDDDDDDDDDDDDDDDDDDDDDD";
      assert.equal((await getReport(new Request(`http://127.0.0.1/api/reports/${id}`), id, d)).status, 503);
      assert.equal((await deleteReport(new Request(`http://127.0.0.1/api/reports/${id}`, { method: "DELETE" }), id, d)).status, 503);
    } finally {
      await down.close();
    }
  });
});

describe("POST /api/reports/export", () => {
  test("builds the same report as a share would, as JSON or Markdown, and stores nothing", async () => {
    const json = await exportDraft(post({ text: TEXT, include: { text: true } }, "/api/reports/export?format=json"), deps());
    assert.equal(json.status, 200);
    assert.match(json.headers.get("content-disposition") ?? "", /patina-report\.json/);
    const report = (await json.json()) as ReportSnapshot;
    assert.deepEqual(validateReport(report), []);
    assert.equal((await store.get(report.id, clock)).status, "missing");
    const md = await exportDraft(post({ text: TEXT }, "/api/reports/export?format=md"), deps());
    assert.match(await md.text(), /## Findings/);
    assert.equal((await exportDraft(post({ text: TEXT }, "/api/reports/export?format=pdf"), deps())).status, 400);
  });
});
