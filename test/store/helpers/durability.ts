// Durability check shared by both stores: POST a report, SIGKILL the server the
// moment the 201 arrives, start it again and read the report back.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..", "..");

export async function startReportServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", join("test", "store", "helpers", "report-server.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.setEncoding("utf8");
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (d: string) => {
      out += d;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`report server exited early (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function kill9(child: ChildProcess): Promise<void> {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  const [code, signal] = (await exited) as [number | null, string | null];
  assert.equal(signal, "SIGKILL", `the server died of SIGKILL (code ${code})`);
}

export async function assertSurvivesSigkill(env: Record<string, string>): Promise<void> {
  const text = "Moreover, this innovative tool is a testament to seamless collaboration. I hope this helps!";
  const first = await startReportServer(env);
  let id: string;
  let created: unknown;
  try {
    const res = await fetch(`${first.base}/api/reports`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text, lang: "en", include: { text: true }, expiry: "7d" }),
    });
    assert.equal(res.status, 201);
    const body = (await res.json()) as { id: string; report: unknown };
    id = body.id;
    created = body.report;
  } finally {
    await kill9(first.child);
  }
  const second = await startReportServer(env);
  try {
    const res = await fetch(`${second.base}/api/reports/${id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), created);
  } finally {
    second.child.kill("SIGKILL");
  }
}
