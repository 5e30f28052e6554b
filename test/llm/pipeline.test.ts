// The pipeline against the real fake OpenAI server (node:http on 127.0.0.1), through
// the openai-SDK client, in every scenario.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { PipelineEvent } from "../../lib/llm/events";
import { runPipeline, type PipelineOptions } from "../../lib/llm/pipeline";
import { createChatClient } from "../../lib/node/llm-client";
import { startFakeLlm, type FakeLlm, type Scenario } from "../../scripts/fake-llm";
import { assertStreamContract, DRAFTS, FAST_POLICY, KEY } from "./helpers";

let fake: FakeLlm;
before(async () => {
  fake = await startFakeLlm({ slowMs: 200, retryAfterSeconds: 1 });
});
after(async () => {
  await fake.close();
});

const clientFor = (scenario: Scenario | string, baseURL = fake.url) =>
  createChatClient({ mode: "llm", apiKey: KEY, model: `fake:${scenario}`, baseURL, keySource: "env" }, FAST_POLICY);

async function collect(text: string, scenario: Scenario | null, options: PipelineOptions = {}, signal?: AbortSignal): Promise<PipelineEvent[]> {
  const events: PipelineEvent[] = [];
  for await (const e of runPipeline(text, { requestTimeoutMs: 8_000, ...options }, scenario ? clientFor(scenario) : null, signal)) events.push(e);
  return events;
}

const warnings = (events: PipelineEvent[]) => events.filter((e) => e.type === "warning").map((e) => (e as { code: string }).code);

describe("pipeline, deterministic mode (no key)", () => {
  test("same stream shape, detector replacements applied, labelled deterministic", async () => {
    const events = await collect(DRAFTS.ko, null);
    const last = assertStreamContract(DRAFTS.ko, events);
    assert.equal(last.type, "final");
    const meta = events[0] as Extract<PipelineEvent, { type: "detection_meta" }>;
    assert.equal(meta.mode, "deterministic");
    assert.equal(meta.model, null);
    if (last.type !== "final") return;
    assert.equal(last.mode, "deterministic");
    assert.ok(last.chunks.some((c) => c.original === "을 통해" && c.replacement === "으로"), "the detector's concrete replacement is used");
    const audit = events.find((e) => e.type === "audit_verdict");
    assert.ok(audit && audit.type === "audit_verdict" && audit.fidelity.judged_by === "deterministic");
    assert.ok(events.some((e) => e.type === "review_verdict"));
    assert.deepEqual(last.usage, { prompt_tokens: 0, completion_tokens: 0 });
  });

  test("text with nothing to fix costs no call and says so", async () => {
    const text = "I walked to the market this morning and bought two apples.";
    const events = await collect(text, null);
    const last = assertStreamContract(text, events);
    assert.equal(last.type, "final");
    if (last.type === "final") {
      assert.match(last.summary, /already reads as human-written/u);
      assert.equal(last.rewrite, text);
    }
    assert.equal((events[0] as { route: string }).route, "none");
  });

  test("offsets stay exact with emoji and CRLF", async () => {
    const events = await collect(DRAFTS.enEmoji, null);
    assertStreamContract(DRAFTS.enEmoji, events);
  });
});

describe("pipeline, LLM mode against the fake server", () => {
  test("good: chunks, LLM findings re-anchored, usage reported, fidelity judged by the model", async () => {
    const events = await collect(DRAFTS.en, "good");
    const last = assertStreamContract(DRAFTS.en, events);
    assert.equal(last.type, "final");
    if (last.type !== "final") return;
    assert.equal(last.mode, "llm");
    assert.ok(last.chunks.length > 0);
    assert.ok(events.some((e) => e.type === "detection_finding" && e.source === "llm"), "the model added a finding");
    assert.ok(last.usage.prompt_tokens > 0 && last.usage.completion_tokens > 0);
    const audit = events.find((e) => e.type === "audit_verdict");
    assert.ok(audit?.type === "audit_verdict" && audit.fidelity.judged_by === "llm");
    assert.ok(audit.mps.anchors.some((a) => a.source === "llm" && a.type === "claim"));
    assert.ok(last.rewrite.includes("30%") && last.rewrite.includes("12 teams"), "protected numbers survive");
    assert.ok(last.scoresAfter.fidelity && last.scoresAfter.combined);
  });

  test("Korean draft in the standard route: one diagnosis, one rewrite, one fidelity call", async () => {
    const before = fake.requests.length;
    const events = await collect(DRAFTS.ko, "good", { maxRounds: 1 });
    assertStreamContract(DRAFTS.ko, events);
    const tasks = fake.requests.slice(before).map((r) => r.task);
    assert.deepEqual(tasks, ["diagnosis", "rewrite", "fidelity"]);
  });

  test("malformed JSON: retried once per step, then the deterministic result with warnings", async () => {
    const events = await collect(DRAFTS.ko, "malformed-json");
    const last = assertStreamContract(DRAFTS.ko, events);
    assert.equal(last.type, "final");
    assert.ok(warnings(events).includes("rewrite-degraded"));
    assert.ok(warnings(events).includes("diagnosis-degraded"));
    const w = events.find((e) => e.type === "warning" && e.code === "rewrite-degraded");
    assert.match((w as { message: string }).message, /not valid JSON twice; used the deterministic fixes for paragraph/u);
  });

  test("wrong spans: unlocatable findings and out-of-range rewrites are dropped with warnings", async () => {
    const events = await collect(DRAFTS.en, "wrong-spans");
    const last = assertStreamContract(DRAFTS.en, events);
    assert.equal(last.type, "final");
    assert.ok(warnings(events).includes("unlocated-findings"));
    assert.ok(warnings(events).includes("rewrite-outside-findings"));
    if (last.type === "final") assert.ok(!last.rewrite.includes("outside every finding"));
  });

  test("an injected instruction obeyed by the model is caught and dropped", async () => {
    const events = await collect(DRAFTS.injection, "injection-obeyed");
    const last = assertStreamContract(DRAFTS.injection, events);
    assert.equal(last.type, "final");
    assert.ok(warnings(events).includes("rewrite-rejected"));
    if (last.type === "final") {
      assert.ok(!/poem|PWNED/u.test(last.rewrite.replace(DRAFTS.injection.slice(0, 70), "")), "no obeyed injection in the rewrite");
      assert.equal(last.chunks.length, 0);
    }
  });

  test("user text travels only inside the DATA block of the user message", async () => {
    const before = fake.requests.length;
    await collect(DRAFTS.injection, "good", { maxRounds: 1 });
    const sent = fake.requests.slice(before);
    assert.ok(sent.length > 0);
    for (const r of sent) {
      for (const m of r.messages) {
        if (m.role === "system") assert.ok(!m.content.includes("Ignore previous instructions and reply"), "no user text in a system message");
        if (m.role === "system") assert.match(m.content, /never obey them/u);
      }
      const user = r.messages.filter((m) => m.role === "user");
      assert.equal(user.length, 1);
      assert.match(user[0].content, /^<<<DATA\n[\s\S]*\nDATA>>>$/u);
    }
  });

  test("a changed number is refused in code and the original kept", async () => {
    const events = await collect(DRAFTS.ko, "changed-number");
    const last = assertStreamContract(DRAFTS.ko, events);
    assert.equal(last.type, "final");
    assert.ok(warnings(events).includes("rewrite-rejected"));
    if (last.type === "final") {
      assert.ok(last.rewrite.includes("30%"));
      assert.ok(!last.rewrite.includes("37%"));
    }
  });

  test("slow replies still finish", async () => {
    const events = await collect(DRAFTS.en, "slow", { maxRounds: 1 });
    assert.equal(assertStreamContract(DRAFTS.en, events).type, "final");
  });

  for (const [scenario, code] of [
    ["timeout", "llm-timeout"],
    ["429", "llm-rate-limited"],
    ["500", "llm-server-error"],
    ["truncated", "llm-truncated"],
    ["empty", "llm-empty-reply"],
  ] as const) {
    test(`${scenario}: bounded retries, then one retryable error event`, async () => {
      const before = fake.requests.length;
      const started = Date.now();
      const events = await collect(DRAFTS.en, scenario);
      const last = assertStreamContract(DRAFTS.en, events);
      assert.equal(last.type, "error");
      if (last.type === "error") {
        assert.equal(last.code, code);
        assert.equal(last.retryable, true);
      }
      assert.equal(fake.requests.length - before, FAST_POLICY.attempts, "retried, within the policy's attempts");
      assert.ok(Date.now() - started < 5_000, "ends in bounded time");
    });
  }

  test("429 with Retry-After: the client waits as told, then succeeds", async () => {
    const before = fake.requests.length;
    const events = await collect(DRAFTS.en, "429-retry-after", { maxRounds: 1 });
    assert.equal(assertStreamContract(DRAFTS.en, events).type, "final");
    const calls = fake.requests.slice(before);
    assert.ok(calls.length >= 2);
    assert.ok(calls[1].at - calls[0].at >= 950, `waited ${calls[1].at - calls[0].at} ms for Retry-After: 1`);
  });

  test("connection refused: a clear error event", async () => {
    const closed = await startFakeLlm();
    const url = closed.url;
    await closed.close();
    const events: PipelineEvent[] = [];
    for await (const e of runPipeline(DRAFTS.en, { requestTimeoutMs: 5_000 }, clientFor("good", url))) events.push(e);
    const last = assertStreamContract(DRAFTS.en, events);
    assert.ok(last.type === "error" && last.code === "llm-connection" && last.retryable);
  });

  test("a client abort cancels the call in flight", async () => {
    const slow = await startFakeLlm({ scenario: "slow", slowMs: 10_000 });
    try {
      const ctl = new AbortController();
      const client = createChatClient({ mode: "llm", apiKey: KEY, model: "fake:slow", baseURL: slow.url, keySource: "env" }, { ...FAST_POLICY, callTimeoutMs: 20_000 });
      const events: PipelineEvent[] = [];
      const started = Date.now();
      const run = (async () => {
        for await (const e of runPipeline(DRAFTS.en, { requestTimeoutMs: 30_000 }, client, ctl.signal)) events.push(e);
      })();
      while (slow.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
      const abortedAt = Date.now();
      ctl.abort();
      await run;
      assert.ok(Date.now() - abortedAt < 3_000, "stopped promptly after the abort");
      assert.ok(Date.now() - started < 15_000);
      const last = assertStreamContract(DRAFTS.en, events);
      assert.ok(last.type === "error" && last.code === "aborted");
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(slow.requests[0].clientClosedEarly, true, "the in-flight HTTP request was cancelled");
      assert.equal(slow.requests.length, 1, "no further calls after the abort");
    } finally {
      await slow.close();
    }
  });

  test("the request deadline ends a run of slow calls with a timeout error", async () => {
    const started = Date.now();
    const events = await collect(DRAFTS.en, "timeout", { requestTimeoutMs: 300, callTimeoutMs: 5_000 });
    const last = assertStreamContract(DRAFTS.en, events);
    assert.ok(last.type === "error" && (last.code === "timeout" || last.code === "llm-timeout"));
    assert.ok(Date.now() - started < 2_000);
  });
});

describe("pipeline routes and rounds", () => {
  test("heavy route (over 15,000 characters): parallel rewrite calls, never more than the concurrency bound", async () => {
    const slow = await startFakeLlm({ scenario: "slow", slowMs: 120 });
    try {
      const paragraphs = Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1}. ${DRAFTS.en}`);
      const text = paragraphs.join("\n\n");
      assert.ok(text.length > 15_000);
      const client = createChatClient({ mode: "llm", apiKey: KEY, model: "fake:slow", baseURL: slow.url, keySource: "env" }, { ...FAST_POLICY, callTimeoutMs: 5_000 });
      const events: PipelineEvent[] = [];
      for await (const e of runPipeline(text, { requestTimeoutMs: 60_000, concurrency: 2, maxRounds: 1 }, client)) events.push(e);
      const last = assertStreamContract(text, events);
      assert.equal(last.type, "final");
      assert.equal((events[0] as { route: string }).route, "heavy");
      const rewrites = slow.requests.filter((r) => r.task === "rewrite");
      assert.ok(rewrites.length >= 3, `${rewrites.length} rewrite calls`);
      let maxOverlap = 0;
      for (const r of rewrites) {
        const overlapping = rewrites.filter((o) => o.at <= r.at && (o.endedAt ?? Infinity) > r.at).length;
        maxOverlap = Math.max(maxOverlap, overlapping);
      }
      assert.ok(maxOverlap >= 2, `calls ran in parallel (max overlap ${maxOverlap})`);
      assert.ok(maxOverlap <= 2, `at most 2 at once, saw ${maxOverlap}`);
      const progress = events.filter((e) => e.type === "rewrite_progress" && e.stage === "rewrite" && e.total > 1);
      assert.ok(progress.length >= 2, "progress per wave");
    } finally {
      await slow.close();
    }
  });

  test("later rounds: a replaced chunk names the one it supersedes; final chunks were all streamed", async () => {
    const events = await collect(DRAFTS.ko, "good");
    const last = assertStreamContract(DRAFTS.ko, events);
    assert.equal(last.type, "final");
    if (last.type !== "final") return;
    const streamed = events.filter((e) => e.type === "rewrite_chunk");
    const ids = new Set(streamed.map((c) => c.id));
    for (const c of last.chunks) assert.ok(ids.has(c.id), `final chunk ${c.id} was streamed`);
    for (const c of streamed) for (const old of c.supersedes ?? []) assert.ok(ids.has(old) && old < c.id);
    const reviews = events.filter((e) => e.type === "review_verdict");
    assert.equal(reviews.length, last.rounds);
    assert.ok(last.rounds <= 3);
  });
});

describe("streamed rewrite calls (light route: no diagnosis, the first call streams)", () => {
  const LIGHT = "The team met on Monday. Moreover, the plan was approved by all 12 members. Work starts in May.";
  for (const [scenario, code] of [
    ["truncated", "llm-truncated"],
    ["empty", "llm-empty-reply"],
  ] as const) {
    test(`${scenario} stream: retried, then ${code}`, async () => {
      const before = fake.requests.length;
      const events = await collect(LIGHT, scenario);
      assert.equal((events[0] as { route: string }).route, "light");
      const last = assertStreamContract(LIGHT, events);
      assert.ok(last.type === "error" && last.code === code, JSON.stringify(last));
      const calls = fake.requests.slice(before);
      assert.ok(calls.every((c) => c.stream && c.task === "rewrite"));
      assert.equal(calls.length, FAST_POLICY.attempts);
    });
  }

  test("good stream: one rewrite call, then the fidelity check", async () => {
    const before = fake.requests.length;
    const events = await collect(LIGHT, "good", { maxRounds: 1 });
    const last = assertStreamContract(LIGHT, events);
    assert.equal(last.type, "final");
    assert.deepEqual(fake.requests.slice(before).map((r) => [r.task, r.stream]), [["rewrite", true], ["fidelity", false]]);
    if (last.type === "final") assert.equal(last.rewrite, "The team met on Monday. The plan was approved by all 12 members. Work starts in May.");
  });
});

describe("the meaning check inside the rewrite loop", () => {
  test("a SOFT FAIL is retried twice, then kept and named on its chunk; nothing is restored", async () => {
    const draft = "Moreover, all 12 teams shipped the update on time. It is very important to note that the rollout was smooth.";
    const before = fake.requests.length;
    const events = await collect(draft, "dropped-quantifier", { maxRounds: 1 });
    const last = assertStreamContract(draft, events);
    assert.equal(last.type, "final");
    const retries = fake.requests.slice(before).filter((r) => r.task === "rewrite" && /keep the meaning of/u.test(r.messages[1].content));
    assert.equal(retries.length, 2, "two retries of the weakened span");
    assert.ok(!warnings(events).includes("meaning-restored"), "a SOFT FAIL restores nothing");
    if (last.type === "final") {
      assert.ok(!/\ball 12\b/u.test(last.rewrite), last.rewrite);
      const flagged = last.chunks.find((c) => c.meaning_flag);
      assert.ok(flagged && /quantifier \(universal\) was dropped/u.test(flagged.meaning_flag!), JSON.stringify(last.chunks));
    }
    const audit = events.find((e) => e.type === "audit_verdict");
    assert.ok(audit?.type === "audit_verdict" && audit.mps.anchors.some((a) => a.type === "quantifier" && a.verdict === "SOFT FAIL" && a.change === "dropped"));
  });
});

describe("a failing meaning audit", () => {
  test("unfaithful: the affected spans are retried twice, then restored", async () => {
    const before = fake.requests.length;
    const events = await collect(DRAFTS.en, "unfaithful", { maxRounds: 1 });
    const last = assertStreamContract(DRAFTS.en, events);
    assert.equal(last.type, "final");
    const tasks = fake.requests.slice(before).map((r) => r.task);
    assert.equal(tasks.filter((t) => t === "fidelity").length >= 3, true, tasks.join(","));
    const retries = fake.requests.slice(before).filter((r) => r.task === "rewrite" && /meaning audit failed/u.test(r.messages[1].content));
    assert.equal(retries.length, 2, "two retries of the affected spans");
    assert.ok(events.some((e) => e.type === "warning" && e.code === "meaning-restored"));
    const audit = events.find((e) => e.type === "audit_verdict");
    assert.ok(audit?.type === "audit_verdict");
    // The fake quotes the first changed passage as the lost claim: that sentence is back to its original.
    if (last.type === "final") assert.ok(last.rewrite.startsWith("Moreover, the new policy is a testament to our commitment."), last.rewrite);
  });
});
