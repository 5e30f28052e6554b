// LLM faults seen from the browser: the fake OpenAI server fails in the way its model name
// says, and each run must end in bounded time with a human sentence in the UI language,
// the draft untouched, the deterministic marks still drawn and the editor editable again.
// playwright.config.ts gives the app small per-call timeouts (LLM_CALL_TIMEOUT_MS) so the
// timeout fault ends in seconds here rather than minutes.
import { expect, test, type Page } from "@playwright/test";
import { chooseFakeModel, editorText, EN_AI, KO_AI, openEditor, paste } from "./editor-helpers";

async function switchToKoreanUi(page: Page) {
  await page.getByTestId("ui-lang-toggle").selectOption("ko");
  await expect(page.getByTestId("fix-with-ai")).toContainText("AI로 고치기");
}

async function marks(page: Page) {
  return page.getByTestId("finding").evaluateAll((els) => els.map((e) => `${e.getAttribute("data-finding-id")}:${e.textContent}`));
}

/** Starts a run with the draft on screen and returns when it ended (or fails past `boundMs`). */
async function runUntilEnd(page: Page, boundMs: number) {
  const started = Date.now();
  await page.getByTestId("fix-with-ai").click();
  await expect(page.getByTestId("cancel-fix")).toBeHidden({ timeout: boundMs });
  return Date.now() - started;
}

/** What every fault leaves behind: the same text, the same marks, an editable editor. */
async function expectDraftIntact(page: Page, draft: string, marksBefore: string[]) {
  expect(await editorText(page)).toBe(draft);
  await expect(page.getByTestId("merge-view")).toBeHidden();
  expect(await marks(page)).toEqual(marksBefore);
  const content = page.getByTestId("editor").locator(".cm-content");
  await expect(content).toHaveAttribute("contenteditable", "true");
  await content.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(" Edited.");
  await expect.poll(() => editorText(page)).toBe(`${draft} Edited.`);
}

async function openWithDraft(page: Page, draft: string, model: string) {
  await openEditor(page);
  await chooseFakeModel(page, model);
  await paste(page, draft);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  // Let the analysis settle so the marks compared after the run are the final ones.
  await expect.poll(async () => (await marks(page)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(400);
  return marks(page);
}

test("a 500 from the model: a clear English message, the draft and marks intact, and a fix without the model", async ({ page }) => {
  const before = await openWithDraft(page, EN_AI, "fake:500");
  const elapsed = await runUntilEnd(page, 15_000);
  expect(elapsed).toBeLessThan(15_000);
  const error = page.getByTestId("run-error");
  await expect(error).toHaveAttribute("data-code", "llm-server-error");
  await expect(error).toContainText("The language model's server failed.");
  await expect(error).toContainText("Your draft and its marks are unchanged.");
  // The server's technical sentence is a tooltip, not the message.
  await expect(error).not.toContainText("(500)");
  await expectDraftIntact(page, EN_AI, before);

  // The degraded result: the same run without the model opens the review of deterministic fixes.
  await page.keyboard.press("Control+z");
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  const humanize = page.waitForRequest((r) => r.url().endsWith("/api/humanize"));
  await page.getByTestId("fix-without-model").click();
  const request = await humanize;
  expect(request.headers()["x-llm-mode"]).toBe("deterministic");
  expect(request.headers()["x-llm-key"]).toBeUndefined();
  await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("run-progress")).toContainText("No model");
  await expect(page.getByTestId("accept-chunk").first()).toBeVisible();
});

test("a timeout, in the Korean UI: the run ends by the call deadline with a Korean message", async ({ page }) => {
  const before = await openWithDraft(page, KO_AI, "fake:timeout");
  await switchToKoreanUi(page);
  // 3 attempts of LLM_CALL_TIMEOUT_MS (4 s) plus backoff: well inside 25 s.
  const elapsed = await runUntilEnd(page, 25_000);
  expect(elapsed).toBeGreaterThan(4_000);
  const error = page.getByTestId("run-error");
  await expect(error).toHaveAttribute("data-code", "llm-timeout");
  await expect(error).toContainText("언어 모델이 제시간에 응답하지 않았습니다.");
  await expect(error).toContainText("초안과 표시는 그대로입니다.");
  await expect(page.getByTestId("fix-without-model")).toContainText("모델 없이 고치기");
  await expectDraftIntact(page, KO_AI, before);
});

test("a truncated stream: a clear message, the draft and marks intact", async ({ page }) => {
  const before = await openWithDraft(page, EN_AI, "fake:truncated");
  const elapsed = await runUntilEnd(page, 15_000);
  expect(elapsed).toBeLessThan(15_000);
  const error = page.getByTestId("run-error");
  await expect(error).toHaveAttribute("data-code", "llm-truncated");
  await expect(error).toContainText("The language model's reply was cut off.");
  await expectDraftIntact(page, EN_AI, before);
});

test("malformed JSON: a degraded deterministic result, said so, and the draft only changes on accept", async ({ page }) => {
  const before = await openWithDraft(page, EN_AI, "fake:malformed-json");
  const elapsed = await runUntilEnd(page, 20_000);
  expect(elapsed).toBeLessThan(20_000);
  await expect(page.getByTestId("merge-view")).toBeVisible();
  const warnings = page.getByTestId("run-warning");
  await expect(warnings.filter({ hasText: "used the detector's own fixes instead" })).toHaveCount(1);
  await expect(page.getByTestId("run-error")).toHaveCount(0);
  // Discarding the review leaves the draft exactly as it was, marks included.
  await page.getByTestId("discard-review").click();
  await expectDraftIntact(page, EN_AI, before);
});

test("a reply that obeys an injected instruction is refused: the originals are kept and the run says why", async ({ page }) => {
  const before = await openWithDraft(page, EN_AI, "fake:injection-obeyed");
  await runUntilEnd(page, 20_000);
  await expect(page.getByTestId("merge-view")).toBeVisible();
  const rejected = page.locator('[data-testid="run-warning"][data-code="rewrite-rejected"]');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText(/Kept the original of \d+ passages?/);
  // Nothing of the injected answer reaches the review.
  await expect(page.getByTestId("merge-view")).not.toContainText("poem about the sea");
  await page.getByTestId("discard-review").click();
  await expectDraftIntact(page, EN_AI, before);
});

test("rate limited (429, no Retry-After) and an empty reply: each ends quickly with its own sentence", async ({ page }) => {
  const cases = [
    { model: "fake:429", code: "llm-rate-limited", text: "The language model's server is busy (rate limit)." },
    { model: "fake:empty", code: "llm-empty-reply", text: "The language model sent an empty reply." },
  ];
  const before = await openWithDraft(page, EN_AI, cases[0].model);
  for (const c of cases) {
    await chooseFakeModel(page, c.model);
    const elapsed = await runUntilEnd(page, 15_000);
    expect(elapsed).toBeLessThan(15_000);
    const error = page.getByTestId("run-error");
    await expect(error).toHaveAttribute("data-code", c.code);
    await expect(error).toContainText(c.text);
    await expect(error).toContainText("Your draft and its marks are unchanged.");
    expect(await editorText(page)).toBe(EN_AI);
    expect(await marks(page)).toEqual(before);
  }
  await expectDraftIntact(page, EN_AI, before);
});
