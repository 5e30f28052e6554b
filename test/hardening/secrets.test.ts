// The API key stays on the server: no browser-side module reads it, and log lines never carry
// it or (by default) the user's text.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { logError, logEvent, scrubSecrets } from "../../lib/node/log";

const root = join(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

test("no client module or browser-side library code reads OPENAI_API_KEY", () => {
  const offenders: string[] = [];
  for (const file of [...sources(join(root, "components")), ...sources(join(root, "app")), ...sources(join(root, "lib"))]) {
    if (file.includes(`${join(root, "lib", "node")}`)) continue; // server-only by the house rules
    const text = readFileSync(file, "utf8");
    const client = /^\s*["']use client["']/m.test(text) || file.startsWith(join(root, "components"));
    if (client && /OPENAI_API_KEY|process\.env\.OPENAI/.test(text)) offenders.push(file);
  }
  assert.deepEqual(offenders, []);
});

function captureStderr(run: () => void): string {
  const write = process.stderr.write.bind(process.stderr);
  let out = "";
  process.stderr.write = ((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  try {
    run();
  } finally {
    process.stderr.write = write;
  }
  return out;
}

test("log lines scrub the key and leave error messages (which can quote user text) out", () => {
  const saved = { key: process.env.OPENAI_API_KEY, text: process.env.PATINA_LOG_USER_TEXT, log: process.env.PATINA_LOG };
  process.env.OPENAI_API_KEY = "sk-secret-value-123456";
  delete process.env.PATINA_LOG_USER_TEXT;
  delete process.env.PATINA_LOG;
  try {
    assert.equal(scrubSecrets("auth sk-secret-value-123456 here"), "auth [redacted] here");
    const line = captureStderr(() => logError("x.failed", new Error('Unknown document type "my private draft"'), { chars: 12 }));
    const parsed = JSON.parse(line) as Record<string, unknown>;
    assert.equal(parsed.event, "x.failed");
    assert.equal(parsed.chars, 12);
    assert.equal(parsed.error, "Error");
    assert.ok(!line.includes("my private draft"), "the message stays out");
    const keyed = captureStderr(() => logEvent("call", { upstream: "failed with key sk-secret-value-123456" }));
    assert.ok(!keyed.includes("sk-secret-value-123456") && keyed.includes("[redacted]"));
    process.env.PATINA_LOG_USER_TEXT = "1";
    assert.ok(captureStderr(() => logError("x.failed", new Error("quoted draft"))).includes("quoted draft"));
  } finally {
    for (const [k, v] of [["OPENAI_API_KEY", saved.key], ["PATINA_LOG_USER_TEXT", saved.text], ["PATINA_LOG", saved.log]] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
});
