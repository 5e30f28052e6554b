// First-load JS: the gzipped size of every script the page fetches while it loads (until the
// network is idle), summed. Shared by e2e/first-load-budget.spec.ts and scripts/first-load-js.ts.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export interface FirstLoadJs {
  gzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
}

export async function measureFirstLoadJs(page: Page, url: string): Promise<FirstLoadJs> {
  const pending: Promise<{ url: string; gzipBytes: number } | null>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    pending.push(res.body().then((body) => ({ url: res.url(), gzipBytes: gzipSync(body).length }), () => null));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const scripts = (await Promise.all(pending)).filter((s) => s !== null);
  return { gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), scripts };
}
