import { expect, test } from "@playwright/test";
import { measureFirstLoadJs } from "./first-load";

// Issue 21: the editor page's first-load JS stays within 253 KB gzipped.
const BUDGET_KB = 253;

test("the editor page's first-load JS is within budget", async ({ page }) => {
  const { gzipBytes, scripts } = await measureFirstLoadJs(page, "/");
  expect(scripts.length).toBeGreaterThan(0);
  expect(gzipBytes / 1024, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join("\n")).toBeLessThanOrEqual(BUDGET_KB);
});
