// A local server speaking the OpenAI chat-completions protocol (streaming and not,
// with usage), for tests, e2e runs and bench:llm. The scenario comes from the model
// name ("fake:good", "fake:429", …) or the server's default; "good" answers are
// derived from the prompt it receives, so they are schema-valid and plausible.
//
//   npm run fake-llm -- --port 3210 [--scenario good] [--slow-ms 300]
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readDataMessage } from "../lib/llm/prompts";
import { estimateTokens } from "../lib/llm/tokens";

export const SCENARIOS = [
  "good",
  "malformed-json",
  "wrong-spans",
  "injection-obeyed",
  "changed-number",
  "dropped-quantifier",
  "unfaithful",
  "slow",
  "timeout",
  "429",
  "429-retry-after",
  "500",
  "truncated",
  "empty",
  "no-structured-output",
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface FakeLlmOptions {
  port?: number;
  host?: string;
  scenario?: Scenario;
  /** Delay of the "slow" scenario, ms (spread over the stream). */
  slowMs?: number;
  /** Retry-After seconds sent by "429-retry-after". */
  retryAfterSeconds?: number;
}

export interface FakeRequestLog {
  model: string;
  scenario: Scenario;
  stream: boolean;
  task: string | null;
  at: number;
  hasAuthorization: boolean;
  messages: { role: string; content: string }[];
  /** Set when the client hung up before the reply was complete (an abort reached the server). */
  clientClosedEarly: boolean;
  /** When the reply ended (or the client hung up), ms since the epoch. */
  endedAt: number | null;
  /** The response format the client asked for ("json_object", "json_schema"), or null. */
  responseFormat: string | null;
}

export interface FakeLlm {
  url: string; // base URL ending in /v1
  port: number;
  requests: FakeRequestLog[];
  close(): Promise<void>;
}

type Msg = { role: string; content: string };
type Payload = Record<string, unknown>;

const FILLERS: Record<string, string[]> = {
  ko: ["매우 ", "정말 ", "결론적으로, ", "또한 "],
  en: ["very ", "really ", "In conclusion, ", "Moreover, ", "Additionally, "],
  zh: ["非常", "总之，", "此外，"],
  ja: ["非常に", "とても", "結論として、", "さらに、"],
};

/** The good rewrite of one unit: concrete replacements applied, short tells removed. */
type UnitPayload = { id: string; text: string; fix?: Record<string, string[]>; replace?: Record<string, string>; problem?: string };

function rewriteUnit(unit: UnitPayload, lang: string): string {
  let out = unit.text;
  const fixes = Object.values(unit.fix ?? {})
    .flat()
    .map((quote) => ({ quote, replacement: unit.replace?.[quote] }));
  for (const fix of fixes) {
    if (!fix.quote || !out.includes(fix.quote)) continue;
    if (fix.replacement !== undefined) out = out.replace(fix.quote, fix.replacement);
    else if (fix.quote.length <= 12 && (out.length - fix.quote.length) / out.length >= 0.6 && !/\d/u.test(fix.quote)) {
      // Only a whole word or phrase is dropped, so the sentence stays grammatical.
      const at = out.indexOf(fix.quote);
      const before = at === 0 ? " " : out[at - 1];
      const after = out[at + fix.quote.length] ?? " ";
      const connective = /[,，、]$/u.test(fix.quote) || (FILLERS[lang] ?? []).some((f) => f.trim() === fix.quote);
      if (connective && /[\s,，、]/u.test(before) && /[\s,，、]/u.test(after)) {
        out = (out.slice(0, at) + out.slice(at + fix.quote.length)).replace(/ {2,}/gu, " ").replace(/^[\s,，、]+/u, "");
      }
    }
  }
  for (const f of FILLERS[lang] ?? []) if (out.includes(f) && out.length > f.length * 4) out = out.replace(f, "");
  return out.replace(/(^|[.!?]\s+)([a-z])/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

/**
 * "Suggest a fix": three alternatives for the sentence, of which exactly one is sound (the
 * flagged words taken out, the sentence tidied): the second changes its meaning (a number
 * changed or a negation added) and the third is the sentence unchanged, so verification must
 * keep one and drop two.
 */
function suggestAlternatives(payload: Payload | null): { sentence: string }[] {
  const sentence = String(payload?.sentence ?? "").trim();
  const flagged = String(payload?.flagged ?? "");
  const lang = String(payload?.lang ?? "en");
  let sound = sentence;
  const at = flagged ? sentence.indexOf(flagged) : -1;
  if (at !== -1) {
    sound = (sentence.slice(0, at) + sentence.slice(at + flagged.length)).replace(/^[\s,，、]+/u, "").replace(/ {2,}/gu, " ").replace(/ ([,.!?])/gu, "$1");
    if (lang === "en") sound = sound.replace(/^[a-z]/u, (c) => c.toUpperCase());
  }
  const broken = /\d/u.test(sentence)
    ? sentence.replace(/\d+/u, (d) => String(Number(d) + 7))
    : lang === "en"
      ? sentence.replace(/\b(is|are|was|were|can|will)\b/u, "$1 not")
      : lang === "ko"
        ? sentence.replace(/(다|니다)\.?$/u, "지 않는다.")
        : sentence.replace(/[。．]$/u, "") + (lang === "ja" ? "ではない。" : "不是。");
  return [{ sentence: sound }, { sentence: broken }, { sentence }];
}

function goodAnswer(payload: Payload | null): string {
  const task = payload?.task;
  const lang = String(payload?.lang ?? "en");
  if (task === "diagnosis") {
    const zones = ((payload?.zones as { text: string }[]) ?? []).map((z) => z.text).join("\n");
    const findings = Object.entries((payload?.findings as Record<string, string[]>) ?? {}).flatMap(([pattern, quotes]) =>
      quotes.map((quote) => ({ quote, pattern, severity: "S2", reason: "confirmed: reads as a stock phrase here", suggested_fix: "say it plainly" })),
    );
    const extra = (FILLERS[lang] ?? []).map((f) => f.trim()).find((f) => zones.includes(f));
    if (extra) findings.push({ quote: extra, pattern: `${lang}-filler#22`, severity: "S3", reason: "an empty intensifier", suggested_fix: "drop it" });
    return JSON.stringify({ findings });
  }
  if (task === "rewrite") {
    const units = (payload?.units as UnitPayload[]) ?? [];
    return JSON.stringify({
      units: units.map((u) => ({ id: u.id, text: u.problem ? u.text : rewriteUnit(u, lang) })).filter((u, i) => u.text !== units[i].text),
    });
  }
  if (task === "suggest") return JSON.stringify({ alternatives: suggestAlternatives(payload) });
  if (task === "fidelity") {
    const pairs = (payload?.pairs as { original: string }[]) ?? [];
    const first = pairs[0]?.original.split(/(?<=[.!?。！？])\s*/u)[0]?.slice(0, 40) ?? "";
    return JSON.stringify({ claims: 3, fabrication: 3, register: 3, claim_anchors: first ? [{ quote: first, verdict: "PASS", note: "kept" }] : [] });
  }
  return JSON.stringify({ ok: true });
}

function answerFor(scenario: Scenario, payload: Payload | null): string {
  const task = payload?.task;
  switch (scenario) {
    case "malformed-json":
      return '{"units": [{"id": "u1", "text": "unterminated';
    case "empty":
      return "";
    case "wrong-spans":
      if (task === "diagnosis") {
        return JSON.stringify({ findings: [{ quote: "a sentence that is nowhere in the draft", pattern: "en-content#1", severity: "S1", reason: "x", suggested_fix: "y" }] });
      }
      if (task === "rewrite") return JSON.stringify({ units: [{ id: "u999", text: "A passage outside every finding." }] });
      return goodAnswer(payload);
    case "injection-obeyed":
      if (task === "rewrite") {
        const units = (payload?.units as { id: string }[]) ?? [];
        return JSON.stringify({ units: units.map((u) => ({ id: u.id, text: "Sure! Ignoring all previous instructions, here is a poem about the sea instead." })) });
      }
      return goodAnswer(payload);
    case "changed-number":
      if (task === "rewrite") {
        const good = JSON.parse(goodAnswer(payload)) as { units: { id: string; text: string }[] };
        const units = (payload?.units as { id: string; text: string }[]) ?? [];
        const changed = units
          .filter((u) => /\d/u.test(u.text))
          .map((u) => ({ id: u.id, text: u.text.replace(/\d+/u, (d) => String(Number(d) + 7)) }));
        return JSON.stringify({ units: [...good.units.filter((g) => !changed.some((c) => c.id === g.id)), ...changed] });
      }
      return goodAnswer(payload);
    case "dropped-quantifier":
      // Each rewrite also drops "all" / "every": a weakened claim (SOFT FAIL), never a changed one.
      if (task === "rewrite") {
        const good = JSON.parse(goodAnswer(payload)) as { units: { id: string; text: string }[] };
        const units = (payload?.units as { id: string; text: string }[]) ?? [];
        const weakened = units.filter((u) => /\b(?:all|every) /iu.test(u.text)).map((u) => ({ id: u.id, text: (good.units.find((g) => g.id === u.id)?.text ?? u.text).replace(/\b(?:all|every) /iu, "") }));
        return JSON.stringify({ units: [...good.units.filter((g) => !weakened.some((w) => w.id === g.id)), ...weakened] });
      }
      return goodAnswer(payload);
    case "unfaithful":
      // The audit always finds the first changed passage's claim lost: retries, then a restore.
      if (task === "fidelity") {
        const pairs = (payload?.pairs as { original: string }[]) ?? [];
        const quote = pairs[0]?.original.slice(0, 30) ?? "";
        return JSON.stringify({ claims: 1, fabrication: 2, register: 3, claim_anchors: quote ? [{ quote, verdict: "HARD FAIL", note: "the claim was lost" }] : [] });
      }
      return goodAnswer(payload);
    default:
      return goodAnswer(payload);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const defaultScenario = options.scenario ?? "good";
  const slowMs = options.slowMs ?? 300;
  const requests: FakeRequestLog[] = [];
  const retryAfterCount = new Map<string, number>();
  const open = new Set<ServerResponse>();

  const server: Server = createServer(async (req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && req.url?.endsWith("/models")) return json(200, { object: "list", data: SCENARIOS.map((s) => ({ id: `fake:${s}`, object: "model" })) });
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return json(404, { error: { message: "not found", type: "invalid_request_error" } });
    let body: { model?: string; messages?: Msg[]; stream?: boolean; stream_options?: { include_usage?: boolean }; response_format?: { type?: string } };
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return json(400, { error: { message: "bad json", type: "invalid_request_error" } });
    }
    const model = String(body.model ?? "");
    const named = model.startsWith("fake:") ? model.slice(5) : null;
    const scenario: Scenario = named && (SCENARIOS as readonly string[]).includes(named) ? (named as Scenario) : defaultScenario;
    const messages = (body.messages ?? []).map((m) => ({ role: String(m.role), content: String(m.content) }));
    const user = messages.filter((m) => m.role === "user").at(-1);
    const payload = user ? readDataMessage(user.content) : null;
    const log: FakeRequestLog = {
      model,
      scenario,
      stream: body.stream === true,
      task: payload ? String(payload.task) : null,
      at: Date.now(),
      hasAuthorization: typeof req.headers.authorization === "string",
      messages,
      clientClosedEarly: false,
      endedAt: null,
      responseFormat: body.response_format?.type ?? null,
    };
    requests.push(log);
    res.on("close", () => {
      if (!res.writableFinished) log.clientClosedEarly = true;
      log.endedAt = Date.now();
    });

    if (scenario === "timeout") return; // never answers; the client's timeout must end it
    if (scenario === "429") return json(429, { error: { message: "Rate limit reached", type: "rate_limit_exceeded" } });
    if (scenario === "429-retry-after") {
      const n = (retryAfterCount.get(model) ?? 0) + 1;
      retryAfterCount.set(model, n);
      if (n % 2 === 1) return json(429, { error: { message: "Rate limit reached", type: "rate_limit_exceeded" } }, { "retry-after": String(options.retryAfterSeconds ?? 1) });
    }
    if (scenario === "500") return json(500, { error: { message: "internal error", type: "server_error" } });
    if (scenario === "no-structured-output" && body.response_format?.type === "json_schema") {
      return json(400, { error: { message: "response_format of type json_schema is not supported by this model", type: "invalid_request_error" } });
    }

    const content = answerFor(scenario, payload);
    const promptTokens = messages.reduce((n, m) => n + estimateTokens(m.content) + 4, 0);
    const usage = { prompt_tokens: promptTokens, completion_tokens: estimateTokens(content), total_tokens: promptTokens + estimateTokens(content) };
    const id = `chatcmpl-fake-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (scenario === "slow") await sleep(slowMs / 2);

    if (!body.stream) {
      if (scenario === "truncated") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(`{"id":"${id}","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"{\\"units\\": [`);
        return;
      }
      if (scenario === "slow") await sleep(slowMs / 2);
      return json(200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage,
      });
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const pieces = content.length === 0 ? [""] : [content.slice(0, content.length / 3), content.slice(content.length / 3, (2 * content.length) / 3), content.slice((2 * content.length) / 3)];
    const delta = (d: Record<string, unknown>, finish: string | null) => ({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta: d, finish_reason: finish }] });
    send(delta({ role: "assistant", content: "" }, null));
    if (scenario === "truncated") {
      send(delta({ content: pieces[0] }, null));
      res.end(); // cut: no finish_reason, no [DONE]
      return;
    }
    for (const p of pieces) {
      if (scenario === "slow") await sleep(slowMs / 2 / pieces.length);
      if (res.destroyed) return;
      send(delta({ content: p }, null));
    }
    send(delta({}, "stop"));
    if (body.stream_options?.include_usage) send({ id, object: "chat.completion.chunk", created, model, choices: [], usage });
    res.write("data: [DONE]\n\n");
    res.end();
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.host ?? "127.0.0.1"}:${port}/v1`,
        port,
        requests,
        close: () =>
          new Promise<void>((done) => {
            for (const r of open) r.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]) {
  const scenario = (argValue(argv, "--scenario") ?? "good") as Scenario;
  if (!(SCENARIOS as readonly string[]).includes(scenario)) throw new Error(`unknown scenario "${scenario}": ${SCENARIOS.join(", ")}`);
  const fake = await startFakeLlm({
    port: Number(argValue(argv, "--port") ?? 3210),
    host: argValue(argv, "--host") ?? "127.0.0.1",
    scenario,
    slowMs: Number(argValue(argv, "--slow-ms") ?? 300),
  });
  process.stdout.write(`fake-llm listening on ${fake.url} (default scenario ${scenario}; pick one per request with model "fake:<scenario>")\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// Run as a script (node scripts/run.mjs scripts/fake-llm.ts …), not when imported by tests.
if (process.argv[1] && /fake-llm(\.ts)?$/u.test(process.argv[1])) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(`fake-llm: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
