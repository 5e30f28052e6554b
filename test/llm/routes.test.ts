// The LLM routes as Next calls them (the exported handlers, given a Request), with the
// fake OpenAI server as the model: every route × every scenario. Nothing may leak the
// key: not the response body, not anything written to the console.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { POST as humanize } from "../../app/api/humanize/route";
import { POST as llmTest } from "../../app/api/llm/test/route";
import { POST as review } from "../../app/api/review/route";
import { POST as verify } from "../../app/api/verify/route";
import { LLM_MAX_TEXT_LENGTH } from "../../lib/api/humanize-request";
import { SCENARIOS, startFakeLlm, type FakeLlm } from "../../scripts/fake-llm";
import { assertStreamContract, DRAFTS, KEY, parseSse } from "./helpers";

let fake: FakeLlm;
const saved = { ...process.env };
const captured: string[] = [];
const originals = { log: console.log, warn: console.warn, error: console.error, info: console.info };

before(async () => {
  fake = await startFakeLlm({ slowMs: 150, retryAfterSeconds: 1 });
  Object.assign(process.env, {
    OPENAI_BASE_URL: fake.url,
    LLM_MAX_ATTEMPTS: "2",
    LLM_BACKOFF_MS: "10",
    LLM_MAX_BACKOFF_MS: "40",
    LLM_CALL_TIMEOUT_MS: "400",
    LLM_REQUEST_TIMEOUT_MS: "6000",
    LLM_MAX_RETRY_AFTER_MS: "3000",
  });
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_MODEL;
  for (const k of ["log", "warn", "error", "info"] as const) {
    console[k] = (...args: unknown[]) => {
      captured.push(args.map(String).join(" "));
    };
  }
});
after(async () => {
  Object.assign(console, originals);
  process.env = saved;
  await fake.close();
  assert.ok(!captured.join("\n").includes(KEY), "the key never reached the console");
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const withKey = (model: string) => ({ "x-llm-key": KEY, "x-llm-model": model });

const EXPECT_ERROR = new Set(["timeout", "429", "500", "truncated", "empty"]);

describe("POST /api/humanize", () => {
  for (const scenario of SCENARIOS) {
    test(`scenario ${scenario}: 200 event stream, contract kept, key not echoed`, async () => {
      const started = Date.now();
      const res = await humanize(post("/api/humanize", { text: DRAFTS.en, lang: "auto" }, withKey(`fake:${scenario}`)));
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type") ?? "", /text\/event-stream/u);
      const body = await res.text();
      assert.ok(!body.includes(KEY), "the key is not in the stream");
      const events = parseSse(body);
      const last = assertStreamContract(DRAFTS.en, events);
      assert.equal(last.type, EXPECT_ERROR.has(scenario) ? "error" : "final", `${scenario} ends in ${last.type}: ${JSON.stringify(last).slice(0, 200)}`);
      assert.equal((events[0] as { mode: string }).mode, "llm");
      assert.ok(Date.now() - started < 8_000, "bounded time");
    });
  }

  test("connection refused: an error event, retryable", async () => {
    const gone = await startFakeLlm();
    await gone.close();
    process.env.LLM_ALLOWED_BASE_URLS = gone.url;
    try {
      const res = await humanize(post("/api/humanize", { text: DRAFTS.en }, { ...withKey("fake:good"), "x-llm-base-url": gone.url }));
      const events = parseSse(await res.text());
      const last = assertStreamContract(DRAFTS.en, events);
      assert.ok(last.type === "error" && last.code === "llm-connection" && last.retryable);
    } finally {
      delete process.env.LLM_ALLOWED_BASE_URLS;
    }
  });

  test("no key anywhere: deterministic mode, same shape", async () => {
    const res = await humanize(post("/api/humanize", { text: DRAFTS.ko }));
    const events = parseSse(await res.text());
    const last = assertStreamContract(DRAFTS.ko, events);
    assert.equal(last.type, "final");
    assert.equal((events[0] as { mode: string }).mode, "deterministic");
  });

  test("the server key and model from the environment are used; default model gpt-4o-mini", async () => {
    process.env.OPENAI_API_KEY = KEY;
    try {
      const before = fake.requests.length;
      const res = await humanize(post("/api/humanize", { text: DRAFTS.en }));
      const events = parseSse(await res.text());
      assert.equal((events[0] as { model: string }).model, "gpt-4o-mini");
      assert.equal(fake.requests[before].model, "gpt-4o-mini");
      assert.ok(fake.requests[before].hasAuthorization);
    } finally {
      delete process.env.OPENAI_API_KEY;
    }
  });

  test("validation errors are JSON with a 4xx status", async () => {
    const long = "가".repeat(LLM_MAX_TEXT_LENGTH + 1);
    const tooLong = await humanize(post("/api/humanize", { text: long }));
    assert.equal(tooLong.status, 413);
    const err = (await tooLong.json()) as { error: { code: string; message: string } };
    assert.equal(err.error.code, "too-large");
    assert.match(err.error.message, /20,000/u);
    const empty = await humanize(post("/api/humanize", { text: "  " }));
    assert.equal(empty.status, 400);
    const badLang = await humanize(post("/api/humanize", { text: "hi", lang: "fr" }));
    assert.equal(badLang.status, 422);
    const badJson = await humanize(new Request("http://localhost/api/humanize", { method: "POST", body: "{" }));
    assert.equal(badJson.status, 400);
  });

  test("a browser-supplied base URL is refused unless the server allows it", async () => {
    const res = await humanize(post("/api/humanize", { text: DRAFTS.en }, { ...withKey("fake:good"), "x-llm-base-url": "http://169.254.169.254/v1" }));
    assert.equal(res.status, 400);
    const body = await res.text();
    assert.match(body, /base-url-not-allowed/u);
    assert.ok(!body.includes(KEY));
  });

  test("a client abort cancels the LLM call in flight", async () => {
    const slow = await startFakeLlm({ scenario: "slow", slowMs: 10_000 });
    process.env.LLM_ALLOWED_BASE_URLS = slow.url;
    process.env.LLM_CALL_TIMEOUT_MS = "20000";
    try {
      const ctl = new AbortController();
      const req = new Request("http://localhost/api/humanize", {
        method: "POST",
        headers: { "content-type": "application/json", ...withKey("fake:slow"), "x-llm-base-url": slow.url },
        body: JSON.stringify({ text: DRAFTS.en }),
        signal: ctl.signal,
      });
      const res = await humanize(req);
      const reader = res.body!.getReader();
      const pump = (async () => {
        for (;;) {
          const { done } = await reader.read();
          if (done) return;
        }
      })();
      while (slow.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
      ctl.abort();
      await reader.cancel();
      await pump;
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(slow.requests[0].clientClosedEarly, true);
      assert.equal(slow.requests.length, 1);
    } finally {
      process.env.LLM_CALL_TIMEOUT_MS = "400";
      delete process.env.LLM_ALLOWED_BASE_URLS;
      await slow.close();
    }
  });
});

const ORIGINAL = "The rollout did not fail, because all 12 teams tested it for 3 weeks. Moreover, it is a testament to our commitment.";
const EDITED = "The rollout did not fail because all 12 teams tested it for 3 weeks. It shows our commitment.";
const BROKEN = "The rollout did fail, although some 12 teams tested it for 5 weeks. It shows our commitment.";

describe("POST /api/review and /api/verify", () => {
  for (const scenario of SCENARIOS) {
    test(`scenario ${scenario}: JSON answers, deterministic fallback on LLM failure, no key`, async () => {
      for (const [route, handler] of [["review", review], ["verify", verify]] as const) {
        const res = await handler(post(`/api/${route}`, { original: ORIGINAL, rewrite: EDITED }, withKey(`fake:${scenario}`)));
        assert.equal(res.status, 200, route);
        const text = await res.text();
        assert.ok(!text.includes(KEY));
        const json = JSON.parse(text) as { mode: string; warnings: { code: string }[]; audit?: { fidelity: { judged_by: string } } };
        assert.equal(json.mode, "llm");
        if (EXPECT_ERROR.has(scenario)) assert.ok(json.warnings.some((w) => w.code === "llm-unavailable"), `${route} ${scenario} warns`);
        if (route === "review" && scenario === "good") assert.equal(json.audit?.fidelity.judged_by, "llm");
        if (route === "review" && scenario === "malformed-json") assert.equal(json.audit?.fidelity.judged_by, "deterministic");
      }
    });
  }

  test("connection refused: deterministic answers with an llm-unavailable warning; /api/llm/test says ok false", async () => {
    const gone = await startFakeLlm();
    await gone.close();
    process.env.LLM_ALLOWED_BASE_URLS = gone.url;
    try {
      const headers = { ...withKey("fake:good"), "x-llm-base-url": gone.url };
      for (const [route, handler] of [["review", review], ["verify", verify]] as const) {
        const res = await handler(post(`/api/${route}`, { original: ORIGINAL, rewrite: EDITED }, headers));
        assert.equal(res.status, 200);
        const json = (await res.json()) as { warnings: { code: string; message: string }[] };
        assert.ok(json.warnings.some((w) => w.code === "llm-unavailable" && /reach/u.test(w.message)), route);
      }
      const t = (await (await llmTest(post("/api/llm/test", {}, headers))).json()) as { ok: boolean; message: string };
      assert.equal(t.ok, false);
      assert.match(t.message, /Could not reach/u);
    } finally {
      delete process.env.LLM_ALLOWED_BASE_URLS;
    }
  });

  test("verify: meaning kept vs meaning changed, anchors with exact offsets", async () => {
    const ok = (await (await verify(post("/api/verify", { original: ORIGINAL, rewrite: EDITED }))).json()) as { meaning_ok: boolean; mode: string };
    assert.equal(ok.mode, "deterministic");
    assert.equal(ok.meaning_ok, true);
    const bad = (await (await verify(post("/api/verify", { original: ORIGINAL, rewrite: BROKEN }))).json()) as {
      meaning_ok: boolean;
      hard_fail: number;
      anchors: { text: string; start: number; end: number; verdict: string; type: string; rewrite_start: number; rewrite_end: number; rewrite_text: string; reason: string }[];
    };
    assert.equal(bad.meaning_ok, false);
    assert.ok(bad.hard_fail >= 2);
    for (const a of bad.anchors) {
      assert.equal(ORIGINAL.slice(a.start, a.end), a.text);
      assert.equal(BROKEN.slice(a.rewrite_start, a.rewrite_end), a.rewrite_text, "the rewrite range quotes the rewrite");
      assert.ok(a.reason, "every verdict says why");
    }
    const weeks = bad.anchors.find((a) => a.type === "number" && a.verdict === "HARD FAIL");
    assert.deepEqual([weeks?.text, weeks?.rewrite_text, weeks?.reason], ["3 weeks", "5 weeks", "3 weeks became 5 weeks"]);
    assert.ok(bad.anchors.some((a) => a.type === "negation" && a.verdict === "HARD FAIL"));
  });

  test("review: the audit's anchors carry both ranges and a reason", async () => {
    const res = (await (await review(post("/api/review", { original: ORIGINAL, rewrite: BROKEN }))).json()) as {
      audit: { mps: { anchors: { type: string; verdict: string; rewrite_start: number; rewrite_end: number; rewrite_text: string; reason: string; change: string }[] } };
    };
    const negation = res.audit.mps.anchors.find((a) => a.type === "negation" && a.verdict === "HARD FAIL");
    assert.ok(negation && negation.change === "dropped" && /negation was dropped/u.test(negation.reason), JSON.stringify(res.audit.mps.anchors));
    for (const a of res.audit.mps.anchors) if (a.rewrite_start !== undefined) assert.equal(BROKEN.slice(a.rewrite_start, a.rewrite_end), a.rewrite_text);
  });

  test("review: audit, review verdict and the four scores", async () => {
    const res = (await (await review(post("/api/review", { original: ORIGINAL, rewrite: EDITED }))).json()) as {
      audit: { fidelity: { criteria: { length: number } }; floors: { pass: boolean } };
      review: { verdict: string; grade: string; change_rate: number };
      scoresAfter: { fidelity: unknown; combined: unknown; aiLikeness: unknown };
    };
    assert.equal(res.audit.fidelity.criteria.length, 3);
    assert.ok(["accept", "accept_with_note", "rewrite_round_2", "rollback_and_rewrite", "hold_and_report"].includes(res.review.verdict));
    assert.ok(res.review.change_rate > 0 && res.review.change_rate < 100);
    assert.ok(res.scoresAfter.fidelity && res.scoresAfter.combined && res.scoresAfter.aiLikeness);
  });

  test("bad input: 400 / 413 JSON errors", async () => {
    assert.equal((await review(post("/api/review", { original: ORIGINAL }))).status, 400);
    assert.equal((await verify(post("/api/verify", { original: ORIGINAL, rewrite: "x".repeat(LLM_MAX_TEXT_LENGTH + 1) }))).status, 413);
  });
});

describe("POST /api/llm/test", () => {
  for (const scenario of SCENARIOS) {
    test(`scenario ${scenario}: {ok, model, mode, message} without the key`, async () => {
      const res = await llmTest(post("/api/llm/test", {}, withKey(`fake:${scenario}`)));
      assert.equal(res.status, 200);
      const text = await res.text();
      assert.ok(!text.includes(KEY));
      const json = JSON.parse(text) as { ok: boolean; model: string; mode: string; message: string };
      assert.equal(json.mode, "llm");
      assert.equal(json.model, `fake:${scenario}`);
      // A ping asks for no schema, so only transport failures fail it.
      assert.equal(json.ok, !EXPECT_ERROR.has(scenario), json.message);
    });
  }

  test("no key: ok false, deterministic", async () => {
    const json = (await (await llmTest(post("/api/llm/test", {}))).json()) as { ok: boolean; mode: string };
    assert.deepEqual([json.ok, json.mode], [false, "deterministic"]);
  });
});
