// The pure report helpers: id and token encoding, redaction, the Markdown export,
// the version stamps and the schema check.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { readDocument } from "../../lib/document/read-document";
import { newDeleteToken, newReportId, hashToken, tokenMatches } from "../../lib/node/store/secrets";
import { base64Url, DELETE_TOKEN_PATTERN, isReportId, REPORT_ID_BYTES, REPORT_ID_PATTERN, reportIdFromBytes } from "../../lib/report/ids";
import { fenced, markdownCell, reportMarkdown } from "../../lib/report/markdown";
import { defaultPackSet } from "../../lib/packs/default-set";
import { patternLookup } from "../../lib/report/localize";
import { parseCreateReportRequest } from "../../lib/report/request";
import { buildSnapshot, redactReason } from "../../lib/report/snapshot";
import { canonicalJson, fingerprint, packVersion, reportVersions } from "../../lib/report/versions";
import { validateAgainst, validateReport } from "../../lib/report/validate";
import { EVIDENCE_GAPS } from "../../lib/shadow/confidence";

const VERSIONS = { app: "0.1.0", catalog: "1.0.0+0000000000000000", lexicon: "0000000000000000", scoring: "0000000000000000" };

function snapshotOf(text: string, body: Record<string, unknown> = {}) {
  const parsed = parseCreateReportRequest(JSON.stringify({ text, ...body }));
  assert.ok(parsed.ok, JSON.stringify(!parsed.ok && parsed.error));
  const reading = readDocument(text, { lang: parsed.value.lang, docType: parsed.value.docType });
  return buildSnapshot({ id: newReportId(), request: parsed.value, reading, rewriteReading: null, versions: VERSIONS, now: Date.parse("2026-12-01T00:00:00Z") });
}

describe("ids and tokens", () => {
  test("base64url matches the RFC 4648 test vectors (no padding)", () => {
    const enc = (s: string) => base64Url(new TextEncoder().encode(s));
    assert.deepEqual(["", "f", "fo", "foo", "foob", "fooba", "foobar"].map(enc), ["", "Zg", "Zm8", "Zm9v", "Zm9vYg", "Zm9vYmE", "Zm9vYmFy"]);
    assert.equal(base64Url(new Uint8Array([0xfb, 0xff, 0xfe])), "-__-");
  });

  test("a report id carries 144 random bits as 24 URL-safe characters; 2,000 draws never repeat", () => {
    assert.ok(REPORT_ID_BYTES * 8 >= 128);
    assert.equal(reportIdFromBytes(new Uint8Array(REPORT_ID_BYTES).fill(255)), "________________________");
    assert.throws(() => reportIdFromBytes(new Uint8Array(8)), RangeError);
    const ids = Array.from({ length: 2000 }, newReportId);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ids) assert.match(id, REPORT_ID_PATTERN);
    // Every position uses the whole alphabet across the draws: no fixed or low-entropy slots.
    for (let pos = 0; pos < 23; pos++) assert.ok(new Set(ids.map((id) => id[pos])).size > 55, `position ${pos}`);
    assert.equal(isReportId("../../etc/passwd"), false);
    assert.equal(isReportId(ids[0] + "A"), false);
  });

  test("delete tokens: 256-bit, stored only as SHA-256, checked against the right report only", () => {
    const token = newDeleteToken();
    assert.match(token, DELETE_TOKEN_PATTERN);
    const hash = hashToken(token);
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.equal(tokenMatches(token, hash), true);
    assert.equal(tokenMatches(newDeleteToken(), hash), false);
    assert.equal(tokenMatches("", hash), false);
    assert.equal(tokenMatches(token, null), false, "no report: never a match, even though a dummy is compared");
  });
});

describe("snapshots", () => {
  const TEXT = "Moreover, the Quibbleton plan is a testament to seamless teamwork. It is innovative. It is transformative. I hope this helps!";

  test("without the text: reasons lose the flagged span and quoted passages", () => {
    assert.equal(redactReason(`Negative parallelisms ("not X but Y"): 'It's not just Zorblax — it's' appears once`, "It's not just Zorblax — it's"), `Negative parallelisms ("…"): '…' appears once`);
    assert.equal(redactReason("AI vocabulary: 'innovative' appears once", "Innovative"), "AI vocabulary: '…' appears once");
    assert.equal(redactReason("紋切り型 「これは重要です」 が1回", "zzz"), "紋切り型 「…」 が1回");
  });

  test("a built snapshot passes the repository's JSON Schema, with and without the text", () => {
    for (const include of [{ text: false }, { text: true }]) {
      const snap = snapshotOf(TEXT, { include, lang: "en" });
      assert.deepEqual(validateReport(snap), []);
      assert.ok(snap.findings.length > 3);
    }
  });

  test("the schema check catches a tampered report", () => {
    const snap = snapshotOf(TEXT, { include: { text: true } });
    const bad = (mutate: (s: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(snap)) as Record<string, unknown>;
      mutate(copy);
      return validateReport(copy);
    };
    assert.match(bad((s) => delete s.scores).join(), /missing "scores"/);
    assert.match(bad((s) => (s.schema = "patina-report/v2")).join(), /schema/);
    assert.match(bad((s) => ((s.findings as { severity: string }[])[0].severity = "S9")).join(), /severity/);
    assert.match(bad((s) => ((s.scores as { aiLikeness: { score: number } }).aiLikeness.score = 120)).join(), /above 100/);
    assert.match(bad((s) => (s.extra = 1)).join(), /unexpected "extra"/);
    assert.match(bad((s) => ((s.findings as { start: number }[])[0].start += 1)).join(), /text_span is not text.slice/);
    assert.match(bad((s) => (s.text = null)).join(), /textIncluded/);
  });

  test("schemas/report-v1.json is the schema the validator reads, and the subset validator handles its keywords", () => {
    const onDisk = JSON.parse(readFileSync("schemas/report-v1.json", "utf8"));
    assert.equal(onDisk.properties.schema.const, "patina-report/v1");
    assert.deepEqual(validateAgainst({ a: [1, 2] }, { type: "object", properties: { a: { type: "array", items: { type: "integer" }, maxItems: 1 } } }), ["$.a: more than 1 items"]);
    assert.deepEqual(validateAgainst("x", { anyOf: [{ type: "null" }, { type: "integer" }] }), ["$: matches none of the allowed shapes"]);
  });
});

describe("Markdown export", () => {
  test("the text is fenced beyond any backtick run and table cells cannot break out", () => {
    assert.equal(fenced("a ``` b"), "````text\na ``` b\n````");
    assert.equal(markdownCell("a|b\n<script>"), "a\\|b &lt;script&gt;");
    const text = "```\n</pre><script>alert(1)</script> | pipes\nMoreover, it is a testament to seamless innovation. I hope this helps!";
    const md = reportMarkdown(snapshotOf(text, { include: { text: true }, lang: "en" }), { page: "http://x/r/abc" });
    assert.match(md, /^# patina score report\n/);
    assert.ok(md.includes("| AI-likeness"));
    assert.ok(md.includes("````text\n```\n</pre><script>"), "the text sits verbatim inside a longer fence");
    assert.ok(!/^<script>/m.test(md));
    assert.match(md, /## Findings \(\d+\)/);
    assert.ok(md.includes("Report: http://x/r/abc"));
  });

  test("pattern coverage is shown as the formula's number, never with a band", () => {
    const snap = snapshotOf("Moreover, it is a testament to seamless innovation. I hope this helps! It truly is pivotal.", { lang: "en" });
    assert.ok(snap.scores.patternCoverage, "the formula was computed");
    const md = reportMarkdown(snap);
    const row = md.split("\n").find((l) => l.startsWith("| Pattern score |"));
    assert.equal(row, `| Pattern score | ${snap.scores.patternCoverage!.score.toFixed(1)} | a formula score, not a band |`);
    assert.ok(!/seed|§/.test(md), "no reference to the specification");
  });

  test("the Markdown is in the reader's language: scores, why this score, findings and their fixes", () => {
    const text = [
      "Moreover, it is a testament to seamless innovation. Furthermore, we leverage a robust, holistic synergy across every team.",
      "In today's fast-paced world, it is crucial to embrace these pivotal tools. They foster collaboration and unlock new possibilities.",
      "I hope this helps! It truly is transformative for everyone involved, and the future looks bright for all of us.",
    ].join("\n\n");
    const snap = snapshotOf(text, { lang: "en" });
    assert.equal(snap.scores.aiLikeness.lowConfidence, false);
    assert.ok(snap.scores.reasons && snap.scores.reasons.main.length > 0, "the snapshot keeps the score's reasons");
    const patterns = Object.values(defaultPackSet().byLang).flatMap((c) => c.patterns);
    const md = reportMarkdown(snap, { uiLang: "ja", lookup: patternLookup(patterns) });
    assert.match(md, /^# patina スコアレポート\n/);
    assert.ok(md.includes("| AI らしさ |"));
    assert.ok(md.includes("### このスコアになった理由"));
    assert.ok(md.includes("直し方："));
    const findingLines = md.split("\n").filter((l) => l.startsWith("- **S"));
    assert.ok(findingLines.length > 0);
    // No English prose: only pattern ids (in backticks) and quoted text are Latin.
    for (const line of findingLines) assert.doesNotMatch(line.replace(/`[^`]*`/g, "").replace(/「[^」]*」|“[^”]*”/g, ""), /[A-Za-z]{3,} [A-Za-z]{3,}/, line);
  });

  test("a short text's withheld band gives its reason after a dash, never parentheses inside parentheses", () => {
    const snap = snapshotOf("또한 이 도구는 혁신적인 솔루션을 제공합니다.", { lang: "ko" });
    const md = reportMarkdown(snap, { uiLang: "ko" });
    const row = md.split("\n").find((l) => l.startsWith("| AI 유사도"));
    assert.ok(row, md);
    assert.match(row!, /^\| AI 유사도 — 글이 짧아 판단하기 어렵습니다\(300자 또는 3문장 미만\) \| [\d.]+ \| 판단할 근거가 부족합니다 \|$/);
  });

  test("without the text, the Markdown holds no text section", () => {
    const md = reportMarkdown(snapshotOf("Moreover, the Quibbleton plan is a testament to seamless teamwork. I hope this helps!", { lang: "en" }));
    assert.ok(!md.includes("## Text"));
    assert.ok(!md.includes("Quibbleton"));
  });
});

describe("versions", () => {
  test("fingerprints are stable, order-independent for objects, and change with content", () => {
    assert.equal(fingerprint(""), "cbf29ce484222325");
    assert.equal(fingerprint("a"), "af63dc4c8601ec8c", "FNV-1a 64 test vector");
    assert.equal(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] }), '{"a":[1,{"c":3,"d":2}],"b":1}');
    const packs = { "en-a.md": "---\npack: en-a\nversion: 1.0.0\n---\n", "en-b.md": "---\npack: en-b\nversion: 1.0.0\n---\n" };
    assert.equal(packVersion(packs), "1.0.0");
    assert.equal(packVersion({ ...packs, "en-c.md": "---\nversion: 2.0.0\n---\n" }), "mixed");
    const v1 = reportVersions({ app: "1", packs, lexicons: { "ai-en.md": "x" }, scoringConfig: { w: 1 } });
    const v2 = reportVersions({ app: "1", packs: { ...packs, "en-b.md": packs["en-b.md"] + " " }, lexicons: { "ai-en.md": "x" }, scoringConfig: { w: 1 } });
    assert.match(v1.catalog, /^1\.0\.0\+[0-9a-f]{16}$/);
    assert.notEqual(v1.catalog, v2.catalog);
    assert.equal(v1.lexicon, v2.lexicon);
    assert.notEqual(v1.scoring, reportVersions({ app: "1", packs, lexicons: {}, scoringConfig: { w: 2 } }).scoring);
  });
});

test("the report schema lists every reason a score can give for 'not enough evidence' (a zh 'overlap' report validates)", () => {
  const schema = JSON.parse(readFileSync("schemas/report-v1.json", "utf8"));
  const found: unknown[][] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const o = node as Record<string, unknown>;
    const reasons = (o.properties as Record<string, { items?: { enum?: unknown[] } }> | undefined)?.reasons;
    if (reasons?.items?.enum && (o.properties as Record<string, unknown>).level) found.push(reasons.items.enum);
    for (const v of Object.values(o)) walk(v);
  };
  walk(schema);
  assert.ok(found.length >= 1, "the schema has a confidence object");
  for (const e of found) assert.deepEqual([...e].sort(), [...EVIDENCE_GAPS].sort());
});
