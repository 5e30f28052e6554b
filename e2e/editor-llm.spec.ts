import { expect, test, type Page } from "@playwright/test";
import { editorText, EN_AI, openEditor, paste } from "./editor-helpers";

async function useFakeModel(page: Page, model: string) {
  await page.getByTestId("settings").click();
  await page.getByTestId("settings-model").fill(model);
  await page.getByTestId("settings-key").fill("sk-test-local");
  await page.getByTestId("test-connection").click();
  await expect(page.getByTestId("test-result")).toContainText("✓");
  await page.getByTestId("settings-save").click();
  await expect(page.getByTestId("settings-dialog")).toBeHidden();
  await expect(page.getByTestId("llm-notice")).toBeHidden();
}

/** The chunks as the review lists them: original and replacement text, in document order. */
async function chunkTexts(page: Page) {
  return page.locator(".chunk-item").evaluateAll((items) =>
    // A deletion's replacement is drawn as "∅".
    items.map((li) => ({ id: li.getAttribute("data-chunk-id") ?? "", from: (li.querySelector("del")?.textContent ?? "").replace("∅", ""), to: (li.querySelector("ins")?.textContent ?? "").replace("∅", "") })),
  );
}

test("Fix with AI (your key, fake model): streamed steps, per-fix review, one rejected and one accepted", async ({ page }) => {
  await openEditor(page);
  await useFakeModel(page, "fake:good");
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  const humanize = page.waitForRequest((r) => r.url().endsWith("/api/humanize"));
  await page.getByTestId("fix-with-ai").click();
  const request = await humanize;
  expect(request.headers()["x-llm-model"]).toBe("fake:good");
  await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 20_000 });
  for (const stage of ["detection", "rewrite", "verification", "review"]) await expect(page.getByTestId(`stage-${stage}`)).toHaveAttribute("data-state", "done");

  const chunks = await chunkTexts(page);
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  const accepts = page.getByTestId("accept-chunk");
  await expect(accepts).toHaveCount(chunks.length);
  const pending = Number((await page.getByTestId("pending-count").textContent())?.match(/\d+/)?.[0]);
  expect(pending).toBe(chunks.length);

  // Reject the first fix, accept the second: each is its own decision even inside one paragraph.
  await page.getByTestId("reject-chunk").first().click();
  await expect(page.getByTestId("accept-chunk")).toHaveCount(chunks.length - 1);
  await page.getByTestId("accept-chunk").first().click();
  await expect(page.getByTestId("accept-chunk")).toHaveCount(chunks.length - 2);
  await expect(page.locator(`.chunk-item[data-chunk-id="${chunks[0].id}"]`)).toHaveClass(/rejected/);
  await expect(page.locator(`.chunk-item[data-chunk-id="${chunks[1].id}"]`)).toHaveClass(/accepted/);

  await page.getByTestId("finish-review").click();
  await expect(page.getByTestId("merge-view")).toBeHidden();
  const text = await editorText(page);
  // The rejected fix left the original words; the accepted one brought its replacement; the rest stayed pending (original).
  expect(text).toContain(chunks[0].from.trim() || EN_AI.slice(0, 20));
  if (chunks[1].to.trim()) expect(text).toContain(chunks[1].to.trim());
  expect(text).not.toBe(EN_AI);
  // Before a rewrite these read "—"; now they hold the rewrite's scores with their bands.
  await expect(page.getByTestId("score-fidelity")).toHaveText(/after\s*\d+\.\d\s*\S+/);
  await expect(page.getByTestId("score-mps")).toHaveText(/^after\s*(\d+\.\d|—)/);
  await expect(page.getByTestId("score-combined")).toHaveText(/\d+\.\d\s*\S+/);
  await expect(page.getByTestId("score-verdict")).not.toBeEmpty();
  // One undo in the draft restores the text from before the review.
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(() => editorText(page)).toBe(EN_AI);
});

test("Fix without any key: the same flow runs deterministically and says so", async ({ page }) => {
  await openEditor(page);
  await expect(page.getByTestId("llm-notice")).toContainText("deterministically");
  await expect(page.getByTestId("fix-with-ai")).toContainText("no model");
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.getByTestId("fix-with-ai").click();
  await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("run-progress")).toContainText("No model");
  const chunks = await chunkTexts(page);
  expect(chunks.length).toBeGreaterThanOrEqual(1);
  await page.getByTestId("accept-all").click();
  await expect(page.getByTestId("accept-chunk")).toHaveCount(0);
  await page.getByTestId("finish-review").click();
  const text = await editorText(page);
  expect(text).not.toBe(EN_AI);
  for (const c of chunks) if (c.to.trim()) expect(text).toContain(c.to.trim());
  await expect(page.getByTestId("score-fidelity")).toHaveText(/after\s*\d+\.\d/);
});

test("a hand edit inside the merge view is re-checked, and Cancel stops a running rewrite", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.getByTestId("fix-with-ai").click();
  await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 20_000 });
  const review = page.waitForResponse((r) => r.url().endsWith("/api/review") && r.request().method() === "POST");
  await page.getByTestId("merge-editor").locator(".cm-content").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(" Thanks for reading.");
  expect((await review).status()).toBe(200);
  await expect(page.getByTestId("hand-edit-check")).toContainText("re-checked");
  await expect(page.getByTestId("hand-edit-check")).toContainText("Fidelity");
  // A figure typed into a fix is a number the original never had: the fix says so, original next to rewrite.
  const first = page.getByTestId("merge-editor").locator(".cm-review-chunk").first();
  const id = await first.getAttribute("data-chunk-id");
  const recheck = page.waitForResponse((r) => r.url().endsWith("/api/review") && r.request().method() === "POST");
  await first.click();
  await page.keyboard.insertText(" 40 ");
  expect((await recheck).status()).toBe(200);
  const why = page.locator(`.chunk-item[data-chunk-id="${id}"]`).getByTestId("meaning-why");
  await expect(why).toContainText("Number not in the original");
  await expect(why).toContainText("“40”");
  await expect(page.getByTestId("merge-editor").getByTestId("chunk-flag").first()).toHaveAttribute("title", /Number not in the original/u);
  await page.getByTestId("discard-review").click();
  expect(await editorText(page)).toBe(EN_AI);

  await useFakeModel(page, "fake:slow");
  await page.getByTestId("fix-with-ai").click();
  await expect(page.getByTestId("cancel-fix")).toBeVisible();
  // While the draft is being rewritten it cannot be edited (Done would overwrite the edits).
  await expect(page.getByTestId("editor").locator(".cm-content")).toHaveAttribute("contenteditable", "false");
  await page.getByTestId("cancel-fix").click();
  await expect(page.getByTestId("fix-with-ai")).toBeVisible();
  await expect(page.getByTestId("editor").locator(".cm-content")).toHaveAttribute("contenteditable", "true");
  await expect(page.getByTestId("merge-view")).toBeHidden();
  expect(await editorText(page)).toBe(EN_AI);
});
