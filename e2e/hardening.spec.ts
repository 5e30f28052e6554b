// Security headers on pages and API routes, a page that runs under its CSP without violations,
// and a client build that carries neither the server's API key nor its variable name.
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const dist = process.env.PATINA_NEXT_DIST || ".next";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

for (const path of ["/", "/api/health"]) {
  test(`security headers on ${path}`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "worker-src 'self' blob:", "connect-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-eval");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    if (path === "/") {
      // Pages: a per-request nonce (proxy.ts), no inline scripts without it.
      expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      const again = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(again).not.toBe(csp);
    }
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("no-referrer");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["x-powered-by"]).toBeUndefined();
  });
}

test("the page loads and hydrates under its CSP without violations", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  // Every script Next wrote into the page carries the response's nonce.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((tag) => !/\snonce="[^"]+"/.test(tag))).toEqual([]);
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|create)/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Hydrated: React attached its handlers (the Next bootstrap scripts ran).
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __next_f?: unknown }).__next_f))).toBe(true);
  expect(violations).toEqual([]);
});

test("the client build holds neither the API key nor OPENAI_API_KEY", () => {
  const files = filesUnder(join(dist, "static"));
  expect(files.length).toBeGreaterThan(0);
  // scripts/test-e2e.sh builds with a probe key when none is set, so this value is always real.
  const key = process.env.PATINA_BUILD_KEY ?? process.env.OPENAI_API_KEY ?? "";
  const leaks: string[] = [];
  for (const file of files) {
    const content = readFileSync(file, "utf8");
    if (content.includes("OPENAI_API_KEY")) leaks.push(`${file}: OPENAI_API_KEY`);
    if (key.length >= 8 && content.includes(key)) leaks.push(`${file}: the key value`);
  }
  expect(leaks).toEqual([]);
  expect(key.length, "a key value was checked (PATINA_BUILD_KEY from scripts/test-e2e.sh)").toBeGreaterThanOrEqual(8);
});
