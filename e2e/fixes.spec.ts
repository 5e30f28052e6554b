// The fix engine in the editor: the card's verified candidates (keys 1–3, Enter), Accept as
// one undo step, "Accept all safe fixes" with its preview, and "Suggest a fix" through the
// fake model, faults included.
import { expect, test, type Page } from "@playwright/test";
import { aiScore, chooseFakeModel, editorText, openEditor, paste } from "./editor-helpers";

const DRAFT = [
  "The study leveraged satellite data to foster a deeper understanding of coastal erosion. Moreover, the results were clear.",
  "It is important to note that the dunes moved 12 metres in one winter. Experts say the beaches will shrink further.",
].join("\n\n");

async function openCardOn(page: Page, words: RegExp) {
  const mark = page.locator('[data-testid="finding"]', { hasText: words }).first();
  await expect(mark).toBeVisible();
  await mark.click();
  await expect(page.getByTestId("finding-card")).toBeVisible();
}

test("the card lists verified fixes with the changed words marked; a number key picks one, one undo takes it back", async ({ page }) => {
  await openEditor(page);
  await paste(page, DRAFT);
  await openCardOn(page, /^leveraged$/);
  const options = page.getByTestId("fix-option");
  await expect(options).toHaveCount(3);
  await expect(options.nth(0).locator("del")).toHaveText("leveraged");
  await expect(options.nth(0).locator("ins")).toHaveText("used");
  await expect(options.nth(1).locator("ins")).toHaveText("drew on");
  // Focus in the card: 2 accepts the second fix.
  await options.nth(0).focus();
  await page.keyboard.press("2");
  await expect.poll(() => editorText(page)).toContain("The study drew on satellite data");
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(() => editorText(page)).toBe(DRAFT);
});

test("a card opened from the keyboard: Enter (or 1–3) in the editor accepts a fix; the first, which reaches past the span to mend the capital", async ({ page }) => {
  await openEditor(page);
  await paste(page, DRAFT);
  await expect(page.locator('[data-testid="finding"]', { hasText: /^Moreover,$/ }).first()).toBeVisible();
  // Caret into the mark, Alt+Enter opens its card with the focus on the fixes.
  const at = DRAFT.indexOf("Moreover") + 2;
  await page.evaluate((pos) => {
    const { view } = (window as unknown as { __patinaEditor: { view: { dispatch(s: unknown): void; focus(): void } } }).__patinaEditor;
    view.dispatch({ selection: { anchor: pos } });
    view.focus();
  }, at);
  await page.keyboard.press("Alt+Enter");
  await expect(page.getByTestId("finding-card")).toBeVisible();
  await expect(page.getByTestId("fix-option").first()).toBeVisible();
  const before = await aiScore(page);
  await page.keyboard.press("Enter");
  await expect.poll(() => editorText(page)).toContain("understanding of coastal erosion. The results were clear.");
  await expect.poll(() => aiScore(page), { timeout: 3_000 }).not.toBe(before);
});

test("Accept all safe fixes: a preview of how many and which patterns, then one step that one undo reverses", async ({ page }) => {
  await openEditor(page);
  await paste(page, DRAFT);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  const countBefore = Number(await page.getByTestId("finding-count").textContent());
  await page.getByTestId("accept-all-fixes").click();
  const summary = page.getByTestId("accept-all-summary");
  await expect(summary).toBeVisible();
  const n = Number(await summary.getAttribute("data-count"));
  expect(n).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId("accept-all-patterns").locator('[data-pattern="en-language#7"]')).toContainText("AI vocabulary");
  await page.getByTestId("accept-all-apply").click();
  await expect(page.getByTestId("accept-all-dialog")).toBeHidden();
  await expect.poll(() => editorText(page)).toContain("The study used satellite data");
  const after = await editorText(page);
  expect(after).toContain("The results were clear.");
  expect(after).toContain("The dunes moved 12 metres in one winter.");
  await expect.poll(async () => Number(await page.getByTestId("finding-count").textContent())).toBeLessThan(countBefore);
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(() => editorText(page)).toBe(DRAFT);
  await page.keyboard.press("Control+y");
  await expect.poll(() => editorText(page)).toBe(after);

  // The draft from before the step is in its history too, and restores from there.
  await page.getByTestId("history").click();
  const item = page.getByTestId("history-item").first();
  await expect(item).toHaveAttribute("data-reason", "fixes");
  await expect(item).toContainText("Before accepting fixes");
  await expect(item).toContainText("The study leveraged satellite data");
  await item.getByTestId("history-restore").click();
  await expect.poll(() => editorText(page)).toBe(DRAFT);
});

test("Suggest a fix (your key, fake model): a finding without a fix gets the model's verified alternative", async ({ page }) => {
  await openEditor(page);
  await chooseFakeModel(page, "fake:good");
  await paste(page, DRAFT);
  await openCardOn(page, /^Experts say$/);
  await expect(page.getByTestId("fix-option")).toHaveCount(0);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/suggest"));
  await page.getByTestId("suggest-fix").click();
  const sent = await request;
  expect(sent.headers()["x-llm-model"]).toBe("fake:good");
  const option = page.getByTestId("fix-option");
  await expect(option).toHaveCount(1);
  await option.click();
  await expect.poll(() => editorText(page)).toContain("The beaches will shrink further.");
});

test("Suggest a fix: a failing model leaves the draft and the card as they were, and says so", async ({ page }) => {
  await openEditor(page);
  await chooseFakeModel(page, "fake:500");
  await paste(page, DRAFT);
  await openCardOn(page, /^Experts say$/);
  await page.getByTestId("suggest-fix").click();
  await expect(page.getByTestId("suggest-status")).toContainText(/unchanged/);
  expect(await editorText(page)).toBe(DRAFT);
  await expect(page.getByTestId("fix-option")).toHaveCount(0);
});
