// Bad-input fuzzing for every route that takes a user's text, and for the CLI: each input
// must end in a correct reading (every offset exact: text.slice(start, end) === text_span) or
// a 4xx with a JSON error naming the problem, within a time bound; never a 5xx, a hang or a
// crash.
//
//   npm run fuzz                       every case, routes called in-process, plus the CLI
//   npm run fuzz -- --base http://127.0.0.1:3600   the same against a running server
//   npm run fuzz -- --random 200 --seed 7          more generated inputs
//
// A new route is one entry in ROUTES. test/hardening/fuzz.test.ts runs a bounded slice.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seededRandom } from "../lib/util/seeded-random";
import { MAX_ANALYZE_CHARS } from "../lib/api/limits";

/** One input: a text for the route's JSON body, or a raw body (bytes) sent as is. */
export interface FuzzCase {
  name: string;
  text?: string;
  raw?: Uint8Array;
  /** Extra JSON fields (lang, docType, detail…) merged into the body. */
  fields?: Record<string, unknown>;
  /** The status this case must get (when one is right); otherwise any 2xx/4xx passes. */
  expect?: number;
  /** The error code a 4xx must carry (on /api/analyze). */
  code?: string;
  /** Every route must refuse it with a 4xx (a body no route can read); other expectations are /api/analyze's. */
  everyRoute?: boolean;
}

export interface RouteResult {
  status: number;
  contentType: string;
  body: string;
}

export interface FuzzRoute {
  name: string;
  path: string;
  /** The route module's handler, for in-process runs. */
  handler: () => Promise<(request: Request) => Promise<Response> | Response>;
  /** The JSON body for a text case. */
  body: (c: FuzzCase) => unknown;
  /** Checks a 200 answer for this text; returns problems. */
  check200: (text: string, result: RouteResult) => string[];
  /** Cases only this route gets (beyond the shared ones). */
  extraCases?: () => FuzzCase[];
  /** A 429 is a correct answer whatever the case expects (a per-client budget ran out). */
  rateLimited?: boolean;
}

interface Ranged {
  start: number;
  end: number;
  text_span?: string;
  /** A document-scope finding's: the start of its range. */
  excerpt?: string;
}

/** Offsets that point outside the text, backwards, or at text other than their text_span (or excerpt). */
export function offsetProblems(text: string, where: string, items: readonly Ranged[]): string[] {
  const problems: string[] = [];
  for (const [i, r] of items.entries()) {
    if (!Number.isInteger(r.start) || !Number.isInteger(r.end) || r.start < 0 || r.end < r.start || r.end > text.length) {
      problems.push(`${where}[${i}]: range ${r.start}…${r.end} outside 0…${text.length}`);
    } else if (r.text_span !== undefined && text.slice(r.start, r.end) !== r.text_span) {
      problems.push(`${where}[${i}]: text.slice(${r.start}, ${r.end}) is not its text_span`);
    } else if (r.excerpt !== undefined && (r.excerpt.length > r.end - r.start || !text.startsWith(r.excerpt, r.start))) {
      problems.push(`${where}[${i}]: the excerpt does not start text.slice(${r.start}, ${r.end})`);
    }
  }
  return problems;
}

interface AnalyzeBody {
  analysis: { length: number; paragraphs: (Ranged & { sentences?: Ranged[] })[] };
  report: { findings: (Ranged & { occurrences?: Ranged[] })[] };
  scores: unknown;
}

function checkReading(text: string, result: RouteResult): string[] {
  let body: AnalyzeBody;
  try {
    body = JSON.parse(result.body) as AnalyzeBody;
  } catch {
    return ["the 200 body is not JSON"];
  }
  const problems: string[] = [];
  if (!body.report || !body.analysis || !body.scores) return ["the 200 body lacks analysis, report or scores"];
  if (body.analysis.length !== text.length) problems.push(`analysis.length ${body.analysis.length} ≠ text length ${text.length}`);
  problems.push(...offsetProblems(text, "findings", body.report.findings));
  for (const f of body.report.findings) problems.push(...offsetProblems(text, `finding ${String((f as { id?: string }).id)} occurrences`, f.occurrences ?? []));
  problems.push(...offsetProblems(text, "paragraphs", body.analysis.paragraphs));
  for (const p of body.analysis.paragraphs) if (p.sentences) problems.push(...offsetProblems(text, "sentences", p.sentences));
  return problems;
}

export const ROUTES: FuzzRoute[] = [
  {
    name: "analyze",
    path: "/api/analyze",
    handler: async () => (await import("../app/api/analyze/route")).POST,
    body: (c) => ({ text: c.text, ...c.fields }),
    check200: checkReading,
    extraCases: () => [
      { name: "detail full", text: "First sentence here. Second one.\n\nAnother paragraph follows.", fields: { detail: "full" }, expect: 200 },
      { name: "detail unknown", text: "Hello there.", fields: { detail: "everything" }, expect: 400, code: "bad-request" },
      { name: "unknown lang", text: "Hello there.", fields: { lang: "xx" }, expect: 422, code: "unsupported-language" },
      { name: "lang wrong type", text: "Hello there.", fields: { lang: 5 }, expect: 422, code: "unsupported-language" },
      { name: "unknown docType", text: "Hello there.", fields: { docType: "poetry" }, expect: 422, code: "unknown-doc-type" },
      { name: "docType wrong type", text: "Hello there.", fields: { docType: ["x"] }, expect: 422, code: "unknown-doc-type" },
    ],
  },
  {
    // Without a key the pipeline runs deterministically: a 200 event stream that ends in final or error.
    name: "humanize",
    path: "/api/humanize",
    handler: async () => (await import("../app/api/humanize/route")).POST,
    body: (c) => ({ text: c.text, ...c.fields }),
    check200: checkEventStream,
    rateLimited: true,
  },
  {
    name: "review",
    path: "/api/review",
    handler: async () => (await import("../app/api/review/route")).POST,
    body: (c) => ({ original: c.text, rewrite: c.text === undefined ? undefined : `${c.text} Edited.`, ...c.fields }),
    check200: checkJson,
    rateLimited: true,
  },
  {
    name: "verify",
    path: "/api/verify",
    handler: async () => (await import("../app/api/verify/route")).POST,
    body: (c) => ({ original: c.text, rewrite: c.text, ...c.fields }),
    check200: checkJson,
    rateLimited: true,
  },
  {
    name: "reports",
    path: "/api/reports",
    handler: async () => (await import("../app/api/reports/route")).POST,
    body: (c) => ({ text: c.text, ...c.fields }),
    check200: checkJson,
    rateLimited: true,
  },
];

function checkJson(_text: string, result: RouteResult): string[] {
  try {
    JSON.parse(result.body);
    return [];
  } catch {
    return [`a ${result.status} body that is not JSON`];
  }
}

function checkEventStream(_text: string, result: RouteResult): string[] {
  if (!result.contentType.includes("text/event-stream")) return [`a 200 of type ${result.contentType}, not an event stream`];
  const types = [...result.body.matchAll(/^event: (\S+)$/gm)].map((m) => m[1]);
  const last = types[types.length - 1];
  return last === "final" || last === "error" ? [] : [`the stream ended with ${String(last)}, not final or error`];
}

const enc = new TextEncoder();

/** The shared bad inputs (issue 12's list), each small enough for a test run except where noted. */
export function fixedCases(maxChars: number = MAX_ANALYZE_CHARS): FuzzCase[] {
  const sentence = "Moreover, it is important to note that this plays a pivotal role. ";
  return [
    { name: "empty", everyRoute: true, text: "", expect: 400, code: "empty-text" },
    { name: "whitespace only", everyRoute: true, text: " \n\t\r\n \u3000 ", expect: 400, code: "empty-text" },
    { name: "invalid JSON", everyRoute: true, raw: enc.encode('{"text": "unterminated'), expect: 400, code: "bad-json" },
    { name: "empty body", everyRoute: true, raw: new Uint8Array(0), expect: 400, code: "bad-json" },
    { name: "JSON array", everyRoute: true, raw: enc.encode("[1,2,3]"), expect: 400, code: "bad-request" },
    { name: "JSON null", everyRoute: true, raw: enc.encode("null"), expect: 400, code: "bad-request" },
    { name: "JSON string", everyRoute: true, raw: enc.encode('"just text"'), expect: 400, code: "bad-request" },
    { name: "text is a number", everyRoute: true, raw: enc.encode('{"text": 42}'), expect: 400, code: "bad-request" },
    { name: "text is a list", everyRoute: true, raw: enc.encode('{"text": ["a", "b"]}'), expect: 400, code: "bad-request" },
    { name: "text missing", raw: enc.encode('{"lang": "en"}'), expect: 400, code: "bad-request" },
    { name: "invalid UTF-8", raw: Uint8Array.from([...enc.encode('{"text": "caf'), 0xc3, 0x28, 0xff, 0xfe, ...enc.encode(' ok."}')]), expect: 400, code: "bad-encoding" },
    { name: "NUL byte", everyRoute: true, text: `Hello\u0000world. ${sentence}`, expect: 400, code: "binary" },
    { name: "control characters", text: `${sentence}\u0001\u0002\u0007\u001b[31m red \u001b[0m ${sentence}\u000b\u007f`.repeat(3) },
    { name: "lone surrogates", text: `${sentence}\ud800 high, \udc00 low, end \ud83d` },
    { name: "lone surrogate first", text: `\udfff${sentence}${sentence}` },
    { name: "RTL marks", text: `\u200f${sentence}\u202eevil\u202c text \u2067isolate\u2069.\u200e ${sentence}\u061c` },
    { name: "10,000 emoji", text: "😀".repeat(5_000) + "👩‍👩‍👧‍👦".repeat(1_000) + "🇰🇷".repeat(1_000) },
    { name: "emoji among words", text: `${sentence}🚀✨ `.repeat(200) },
    { name: "100,000-char line, no spaces", text: "a".repeat(100_000) },
    { name: "100,000 Hangul, no spaces", text: "가".repeat(100_000) },
    { name: "100,000 mixed units, no spaces", text: "x.y,z!?".repeat(14_286) },
    { name: "50,000 blank lines", text: `${sentence}\n${"\n".repeat(50_000)}${sentence}` },
    { name: "50,000 CRLF blank lines", text: `${sentence}\r\n${"\r\n".repeat(50_000)}${sentence}` },
    { name: "mixed scripts", text: "English words 한국어 문장 中文句子 日本語の文。 Русский текст. ".repeat(100) },
    { name: "NFD Hangul", text: "결론적으로 이것은 매우 중요한 역할을 합니다. 또한 다양한 측면에서 살펴볼 필요가 있습니다.\n\n".normalize("NFD").repeat(20) },
    { name: "NFC+NFD mix", text: "중요한 역할을 합니다. ".repeat(10) + "중요한 역할을 합니다. ".normalize("NFD").repeat(10) },
    { name: "unsupported language", text: "Это предложение написано по-русски. И это тоже. И ещё одно.", expect: 422, code: "unsupported-language" },
    { name: "combining marks flood", text: `e${"\u0301".repeat(5_000)} ${sentence}` },
    { name: "zero-width flood", text: `${"\u200b".repeat(10_000)}${sentence}` },
    { name: "markdown fences and tables", text: "```\ncode\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n# Title\n\n- one\n- two\n\n" + sentence },
    { name: "one over the limit", text: "ab ".repeat(Math.ceil((maxChars + 1) / 3)).slice(0, maxChars + 1), expect: 413, code: "too-large" },
    { name: "at the limit", text: `${sentence}\n\n`.repeat(Math.ceil(maxChars / (sentence.length + 2))).slice(0, maxChars) },
  ];
}

/** Generated inputs: short random strings over an adversarial alphabet. */
export function randomCases(count: number, seed: number): FuzzCase[] {
  const rand = seededRandom(seed);
  const pieces = [
    "a", "The ", "delve", " ", "\n", "\n\n", "\r\n", ".", "。", "!", "?", "—", "-", "*", "#", "`", "\"", "'", "“", "”", "「",
    "가", "\u1100\u1161", "한", "中", "の", "😀", "\u200d", "\ufe0f", "\u0301", "\ud800", "\udc00", "\u200f", "\u202e", "\t",
    "\u0001", "\u00ad", "\u3000", "1.", "- ", "> ", "|", "http://x.y/", "@", "moreover, ", "결론적으로 ", "总之，", "つまり、",
  ];
  return Array.from({ length: count }, (_, i) => {
    const length = 1 + Math.floor(rand() * (rand() < 0.1 ? 3_000 : 120));
    let text = "";
    for (let k = 0; k < length; k++) text += pieces[Math.floor(rand() * pieces.length)];
    return { name: `random ${seed}/${i}`, text };
  });
}

export interface Outcome {
  route: string;
  name: string;
  status: number;
  ms: number;
  problems: string[];
}

function requestBody(route: FuzzRoute, c: FuzzCase): Uint8Array {
  return c.raw ?? enc.encode(JSON.stringify(route.body(c)));
}

async function callRoute(route: FuzzRoute, c: FuzzCase, base: string | null, timeoutMs: number): Promise<RouteResult> {
  const body = requestBody(route, c);
  const init: RequestInit = { method: "POST", headers: { "content-type": "application/json" }, body: new Blob([body as Uint8Array<ArrayBuffer>]), signal: AbortSignal.timeout(timeoutMs) };
  let response: Response;
  if (base) response = await fetch(new URL(route.path, base), init);
  else {
    const handler = await route.handler();
    // In-process: the handler cannot be interrupted, so the time bound is checked after it returns.
    response = await handler(new Request(new URL(route.path, "http://fuzz.invalid"), init));
  }
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body: await response.text() };
}

export function judge(route: FuzzRoute, c: FuzzCase, result: RouteResult): string[] {
  const problems: string[] = [];
  if (result.status === 429 && route.rateLimited) return problems;
  if (result.status >= 500) problems.push(`status ${result.status}`);
  // A case's expected status is /api/analyze's. Other routes read other fields and have other
  // limits: they must refuse what no route can read with a 4xx, and otherwise never fail.
  const expected = route.name === "analyze" ? c.expect : c.everyRoute ? "4xx" : undefined;
  if (expected === "4xx" && (result.status < 400 || result.status >= 500)) problems.push(`status ${result.status}, expected a 4xx`);
  else if (typeof expected === "number" && result.status !== expected) problems.push(`status ${result.status}, expected ${expected}`);
  if (result.status >= 400 && result.status < 500) {
    try {
      const error = (JSON.parse(result.body) as { error?: { code?: string; message?: string; limit?: number } }).error;
      if (!error?.code || !error.message || error.message.length < 8) problems.push("a 4xx without {error: {code, message}}");
      if (c.code && route.name === "analyze" && error?.code !== c.code) problems.push(`error code ${String(error?.code)}, expected ${c.code}`);
      if (result.status === 413 && !/\d/.test(error?.message ?? "")) problems.push("a 413 whose message does not name the limit");
    } catch {
      problems.push("a 4xx body that is not JSON");
    }
  }
  if (result.status >= 200 && result.status < 300 && c.text !== undefined) problems.push(...route.check200(c.text, result));
  return problems;
}

export async function fuzzRoutes(
  cases: FuzzCase[],
  options: { base?: string | null; timeoutMs?: number; routes?: FuzzRoute[] } = {},
): Promise<Outcome[]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const outcomes: Outcome[] = [];
  for (const route of options.routes ?? ROUTES) {
    for (const c of [...cases, ...(route.extraCases?.() ?? [])]) {
      const started = performance.now();
      let problems: string[];
      let status = 0;
      try {
        const result = await callRoute(route, c, options.base ?? null, timeoutMs);
        status = result.status;
        problems = judge(route, c, result);
      } catch (err) {
        problems = [`no answer: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`];
      }
      const ms = performance.now() - started;
      if (ms > timeoutMs) problems.push(`took ${Math.round(ms)} ms (bound ${timeoutMs} ms)`);
      outcomes.push({ route: route.path, name: c.name, status, ms, problems });
    }
  }
  return outcomes;
}

/** The CLI's detect on each text case (as a file): exit 0 with exact offsets, or exit 1 with a message. */
export function fuzzCli(cases: FuzzCase[], options: { timeoutMs?: number; root?: string } = {}): Outcome[] {
  const root = options.root ?? join(__dirname, "..");
  const dir = mkdtempSync(join(tmpdir(), "patina-fuzz-"));
  const outcomes: Outcome[] = [];
  try {
    for (const [i, c] of cases.entries()) {
      const file = join(dir, `case-${i}.txt`);
      writeFileSync(file, c.raw ?? c.text ?? "");
      const started = performance.now();
      const run = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/cli.ts", "detect", "--json", file], {
        cwd: root,
        encoding: "utf8",
        timeout: options.timeoutMs ?? 20_000,
        maxBuffer: 256 * 1024 * 1024,
      });
      const ms = performance.now() - started;
      const problems: string[] = [];
      if (run.error) problems.push(`no answer: ${run.error.message}`);
      else if (run.status === 0) {
        // The CLI reads the file as UTF-8; offsets are into that decoded text.
        const text = c.raw ? new TextDecoder().decode(c.raw) : (c.text ?? "");
        try {
          const report = JSON.parse(run.stdout) as { findings: (Ranged & { occurrences?: Ranged[] })[] };
          problems.push(...offsetProblems(text, "findings", report.findings));
        } catch {
          problems.push("exit 0 without a JSON report");
        }
      } else if (run.status === 1) {
        if (!/^patina: \S/.test(run.stderr)) problems.push(`exit 1 without a clear message: ${run.stderr.slice(0, 200)}`);
      } else problems.push(`exit ${String(run.status)} (signal ${String(run.signal)}): ${run.stderr.slice(0, 300)}`);
      outcomes.push({ route: "cli detect", name: c.name, status: run.status ?? -1, ms, problems });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return outcomes;
}

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
}

/** In-process runs share one report store: the fuzz cases must not spend a real budget. */
export function fuzzEnvironment(dataDir: string): void {
  process.env.PATINA_DATA_DIR ??= dataDir;
  process.env.PATINA_REPORT_RATE_LIMIT ??= "1000000";
  delete process.env.OPENAI_API_KEY;
}

async function main(argv: string[]): Promise<number> {
  const base = argValue(argv, "base") ?? null;
  if (!base) fuzzEnvironment(mkdtempSync(join(tmpdir(), "patina-fuzz-data-")));
  const random = Number(argValue(argv, "random") ?? 100);
  const seed = Number(argValue(argv, "seed") ?? 1);
  const cases = [...fixedCases(), ...randomCases(random, seed)];
  const outcomes = await fuzzRoutes(cases, { base });
  if (!argv.includes("--no-cli")) outcomes.push(...fuzzCli(cases.filter((c) => c.text !== undefined || c.raw !== undefined).slice(0, argv.includes("--all-cli") ? undefined : 40)));
  let failed = 0;
  for (const o of outcomes) {
    const mark = o.problems.length ? "FAIL" : "ok  ";
    if (o.problems.length) failed++;
    process.stdout.write(`${mark} ${o.route.padEnd(14)} ${String(o.status).padStart(3)} ${o.ms.toFixed(0).padStart(6)} ms  ${o.name}${o.problems.length ? `\n       ${o.problems.slice(0, 5).join("\n       ")}` : ""}\n`);
  }
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms)[0];
  process.stdout.write(`\nfuzz: ${outcomes.length - failed} passed, ${failed} failed (slowest: ${slowest?.name} ${slowest?.ms.toFixed(0)} ms)\n`);
  return failed ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      process.stderr.write(`fuzz: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
