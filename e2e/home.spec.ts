import { expect, test } from "@playwright/test";

const UNIFORM_EN = [
  "The tool is innovative. The tool is efficient. The tool is reliable.",
  "The tool is scalable. The tool is essential.",
].join("\n");

const KO_TEXT = [
  "이 도구는 단순한 자동완성을 넘어선다. 이 도구는 사용자의 의도를 이해한다.",
  "이 도구는 효율적인 협업을 가능하게 한다. 이 도구는 혁신적인 생산성을 제공한다.",
  "이 도구는 다양한 언어를 지원한다.",
].join("\n");

test("the home page loads and analyzes pasted text through the API", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "patina" })).toBeVisible();
  await expect(page.getByTestId("llm-notice")).toContainText("deterministically");

  await page.getByTestId("draft").fill(UNIFORM_EN);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/analyze") && r.request().method() === "POST");
  await page.getByTestId("analyze").click();
  expect((await response).status()).toBe(200);

  await expect(page.getByTestId("lang")).toHaveText("en");
  await expect(page.getByTestId("hot-count")).toHaveText("1");
  await expect(page.getByTestId("paragraph-table")).toContainText("0.00 (low)");
  await expect(page.getByTestId("paragraph-table")).toContainText("0.40 (low)");
  await expect(page.getByTestId("paragraph-table")).toContainText("P1.S1-S5");
  await expect(page.locator(".marked mark").first()).toBeVisible();
  const shadow = Number((await page.getByTestId("shadow-score").locator(".score-value").textContent()) ?? "NaN");
  expect(shadow).toBeGreaterThanOrEqual(0);
  expect(shadow).toBeLessThanOrEqual(100);
  await expect(page.getByTestId("formula-score")).toBeVisible();
});

test("Korean text is detected and its suspect sentence groups are marked", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("draft").fill(KO_TEXT);
  await page.getByTestId("analyze").click();
  await expect(page.getByTestId("lang")).toHaveText("ko");
  await expect(page.getByTestId("paragraph-table")).toContainText("P1.S1-S2");
  await expect(page.getByTestId("paragraph-table")).toContainText("P1.S4-S5");
});

test("the draft survives a reload", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("draft").fill("초안은 새로고침해도 남아 있어야 한다.");
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByTestId("draft")).toHaveValue("초안은 새로고침해도 남아 있어야 한다.");
});

test("an unsupported language gets a clear error and keeps the draft", async ({ page }) => {
  await page.goto("/");
  const russian = "Это предложение написано по-русски. И это тоже. И ещё одно.";
  await page.getByTestId("draft").fill(russian);
  await page.getByTestId("analyze").click();
  await expect(page.getByTestId("error")).toContainText(/language/i);
  await expect(page.getByTestId("draft")).toHaveValue(russian);
});

test("the analyze API rejects bad input with clear errors", async ({ request }) => {
  const bad = await request.post("/api/analyze", { data: Buffer.from("{not json"), headers: { "content-type": "application/json" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.code).toBe("bad-json");

  const empty = await request.post("/api/analyze", { data: { text: "  \n " } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).error.code).toBe("empty-text");

  const binary = await request.post("/api/analyze", { data: { text: "PK\u0003\u0004\u0000\u0000binary" } });
  expect(binary.status()).toBe(400);
  expect((await binary.json()).error.code).toBe("binary");

  const lang = await request.post("/api/analyze", { data: { text: "hello there", lang: "fr" } });
  expect(lang.status()).toBe(422);

  const huge = await request.post("/api/analyze", { data: { text: "a".repeat(2_000_001) } });
  expect(huge.status()).toBe(413);

  // Just under the default limit of 200,000 characters (PATINA_MAX_ANALYZE_CHARS).
  const nearLimit = "The tool is useful. It works well for most people who try it.\n\n".repeat(3_000);
  const big = await request.post("/api/analyze", { data: { text: nearLimit } });
  expect(big.status()).toBe(200);
  expect((await big.json()).analysis.paragraphs.length).toBe(3_000);
});

test("findings are marked inline and listed with their reason and fix", async ({ page }) => {
  await page.goto("/");
  await page
    .getByTestId("draft")
    .fill("In today's fast-paced world, it is important to note that AI plays a pivotal role.\n\nI hope this helps! Let me know if you have any other questions.");
  await page.getByTestId("analyze").click();
  await expect(page.getByTestId("finding").first()).toBeVisible();
  expect(Number(await page.getByTestId("finding-count").textContent())).toBeGreaterThanOrEqual(3);
  const chatbot = page.getByTestId("finding").filter({ hasText: "I hope this helps" });
  await expect(chatbot.first()).toContainText("communication");
  await expect(chatbot.first()).toContainText("Fix:");
  await expect(page.locator(".marked mark.finding", { hasText: "hope this helps" }).first()).toBeVisible();
});

test("rendered text is escaped, never interpreted as markup", async ({ page }) => {
  await page.goto("/");
  const hostile = '<img src=x onerror="window.__pwned=1"> <b>bold</b> It is important to note this.\n\nSecond paragraph here.';
  await page.getByTestId("draft").fill(hostile);
  await page.getByTestId("analyze").click();
  await expect(page.getByTestId("marked")).toContainText('<img src=x onerror="window.__pwned=1">');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator(".marked img")).toHaveCount(0);
});
