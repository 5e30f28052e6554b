// bench:editor — the editor's speed in a real Chromium against a production build
// (run `next build` first; PATINA_NEXT_DIST picks the build folder):
//   • keystroke → marks: p50/p95 of (a) the keystroke's transaction until the DOM
//     holds every mark mapped through it (CodeMirror updates inside dispatch), and
//     until the next animation frame (adds up to one frame of waiting for vsync);
//     (b) the keystroke to the worker's fresh marks applied (includes the typing
//     debounce), and to the verified fixes that follow the marks, on 5k and 50k chars;
//   • page load → first marks on a restored 5k-char draft;
//   • first-load JavaScript, gzipped (scripts loaded by the load event + 1 s; the
//     analysis worker's scripts, told apart by who asked for them, are counted
//     separately: it loads after first paint).
// Documents are AI-labelled English texts from ../shared/corpus/dev.jsonl.
//
//   PATINA_NEXT_DIST=.next-editor npm run bench:editor [-- --port 3320 --keys 60]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const port = arg("--port", Number(process.env.PATINA_BENCH_PORT ?? 3320));
const keys = arg("--keys", 60);
const base = `http://127.0.0.1:${port}`;

function documentOf(length: number): string {
  const lines = readFileSync(join(process.cwd(), "..", "shared", "corpus", "dev.jsonl"), "utf8").split("\n");
  const texts = lines
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { lang: string; label: string; text: string })
    .filter((r) => r.lang === "en" && r.label !== "human")
    .map((r) => r.text);
  let out = "";
  for (let i = 0; out.length < length; i++) out += (out ? "\n\n" : "") + texts[i % texts.length];
  // Cut at a paragraph end near the target so the document ends cleanly.
  const cut = out.lastIndexOf("\n\n", length);
  return out.slice(0, cut > length * 0.9 ? cut : length);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer on ${base}`);
}

interface Probe {
  __patinaEditor: {
    view: { state: { doc: { length: number } }; dispatch(spec: unknown): void };
    controller: { lastAppliedAt: number; lastWorkerMs: number; lastFixesAt: number; lastFixesMs: number };
  };
}

/** An empty workspace: no drafts in IndexedDB, no settings (the deletion completes as the reload closes the page's connection). */
async function freshWorkspace(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    indexedDB.deleteDatabase("patina");
  });
  await page.reload();
}

async function typingLatency(page: Page, text: string) {
  await page.goto(base);
  await freshWorkspace(page);
  await page.waitForFunction(() => "__patinaEditor" in window);
  await page.evaluate((t) => {
    const { view } = (window as unknown as Probe).__patinaEditor;
    view.dispatch({ changes: { from: 0, insert: t } });
  }, text);
  await page.waitForSelector('[data-testid="finding"]', { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const marks = await page.locator('[data-testid="finding"]').count();
  const sync: number[] = [];
  const mapped: number[] = [];
  const fresh: number[] = [];
  const worker: number[] = [];
  const fixes: number[] = [];
  const fixWorker: number[] = [];
  for (let i = 0; i < keys; i++) {
    const r = await page.evaluate(
      (i) =>
        new Promise<{ sync: number; mapped: number; fresh: number; worker: number; fixes: number; fixWorker: number }>((resolve) => {
          const { view, controller } = (window as unknown as Probe).__patinaEditor;
          const before = controller.lastAppliedAt;
          const fixesBefore = controller.lastFixesAt;
          const pos = Math.floor(view.state.doc.length * ((i * 7919) % 97) / 97);
          const t0 = performance.now();
          view.dispatch({ changes: { from: pos, insert: "x" }, userEvent: "input.type" });
          const tSync = performance.now(); // CodeMirror updates the DOM (marks included) inside dispatch
          requestAnimationFrame(() => {
            const t1 = performance.now();
            const poll = () => {
              // Marks first, then the verified fixes the worker sends after them.
              if (controller.lastAppliedAt !== before && controller.lastFixesAt !== fixesBefore && controller.lastFixesAt > controller.lastAppliedAt - 1) {
                resolve({ sync: tSync - t0, mapped: t1 - t0, fresh: controller.lastAppliedAt - t0, worker: controller.lastWorkerMs, fixes: controller.lastFixesAt - t0, fixWorker: controller.lastFixesMs });
              } else setTimeout(poll, 1);
            };
            poll();
          });
        }),
      i,
    );
    sync.push(r.sync);
    mapped.push(r.mapped);
    fresh.push(r.fresh);
    worker.push(r.worker);
    fixes.push(r.fixes);
    fixWorker.push(r.fixWorker);
  }
  return { marks, sync, mapped, fresh, worker, fixes, fixWorker };
}

async function restoredFirstMarks(page: Page, text: string) {
  await page.goto(base);
  await freshWorkspace(page);
  await page.waitForFunction(() => "__patinaEditor" in window);
  await page.evaluate((t) => (window as unknown as Probe).__patinaEditor.view.dispatch({ changes: { from: 0, insert: t } }), text);
  await page.waitForSelector('[data-testid="finding"]');
  await page.waitForTimeout(1200); // autosave (text + its reading)
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.reload();
    await page.waitForSelector('[data-testid="finding"]');
    runs.push(await page.evaluate(() => (window as unknown as { __firstMarkAt?: number }).__firstMarkAt ?? NaN));
  }
  return runs;
}

async function firstLoadJs(page: Page) {
  // Who asked for a script decides where it counts. The page's own DevTools session sees only
  // the page's requests (a dedicated worker's importScripts arrive on the worker's target), so
  // a chunk only the worker loads counts as the worker's however Turbopack names or splits it;
  // Playwright's page.on("response") reports both and cannot tell them apart.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const asked = new Set<string>();
  cdp.on("Network.requestWillBeSent", (e) => asked.add(e.request.url));
  const bodies = new Map<string, Buffer>();
  const onResponse = async (r: import("@playwright/test").Response) => {
    if (r.request().resourceType() === "script" || r.url().endsWith(".js")) {
      try {
        bodies.set(r.url(), await r.body());
      } catch {
        // redirected or aborted
      }
    }
  };
  page.on("response", onResponse);
  await page.goto(base, { waitUntil: "load" });
  await page.waitForSelector('[data-testid="editor"]');
  await page.waitForTimeout(1000);
  page.off("response", onResponse);
  let page_ = 0;
  let worker = 0;
  for (const [url, body] of bodies) {
    const gz = gzipSync(body).length;
    if (asked.has(url)) page_ += gz;
    else worker += gz;
  }
  return { page: page_, worker, files: bodies.size };
}

async function main() {
  const server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", OPENAI_API_KEY: "" },
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      new MutationObserver((_m, obs) => {
        if (document.querySelector('[data-testid="finding"]')) {
          (window as unknown as { __firstMarkAt?: number }).__firstMarkAt = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    console.log(`bench:editor — Chromium ${browser.version()}, ${keys} keystrokes per size`);
    for (const size of [5_000, 50_000]) {
      const text = documentOf(size);
      const r = await typingLatency(page, text);
      console.log(
        `${String(text.length).padStart(6)} chars, ${r.marks} marks in view: keystroke → DOM marks updated p50 ${ms(pct(r.sync, 50))}, p95 ${ms(pct(r.sync, 95))}` +
          ` · → next frame p50 ${ms(pct(r.mapped, 50))}, p95 ${ms(pct(r.mapped, 95))}` +
          ` · keystroke → fresh marks from the worker p50 ${ms(pct(r.fresh, 50))}, p95 ${ms(pct(r.fresh, 95))} (readDocument in the worker p50 ${ms(pct(r.worker, 50))})` +
          ` · → verified fixes p50 ${ms(pct(r.fixes, 50))}, p95 ${ms(pct(r.fixes, 95))} (fix engine in the worker p50 ${ms(pct(r.fixWorker, 50))}, p95 ${ms(pct(r.fixWorker, 95))})`,
      );
    }
    const restored = await restoredFirstMarks(page, documentOf(5_000));
    console.log(`page load → first marks, restored 5k draft: median ${ms(pct(restored, 50))} (runs: ${restored.map((x) => x.toFixed(0)).join(", ")} ms)`);
    const fresh = await browser.newContext();
    const js = await firstLoadJs(await fresh.newPage());
    console.log(`first-load JS (gzipped): ${(js.page / 1024).toFixed(1)} KB for the page; the analysis worker (engine + packs, loads after first paint) ${(js.worker / 1024).toFixed(1)} KB more; ${js.files} script files`);
    await browser.close();
  } finally {
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
