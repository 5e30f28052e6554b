// When the interface language's pack cannot be fetched (its retry too), the editor opens in
// English with a notice and a retry instead of staying on the loading placeholder, and the
// draft restored from this browser is there and editable (components/editor/ui-lang.ts).
import { expect, test, type Page } from "@playwright/test";
import { en } from "../lib/i18n/ui/en";
import { ko } from "../lib/i18n/ui/ko";
import { EN_AI, editorText, openEditor, paste } from "./editor-helpers";

/** A string as it may appear in a minified chunk: as is, or with non-ASCII as \uXXXX escapes. */
function inChunk(body: string, text: string): boolean {
  const escaped = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return body.includes(text) || body.toLowerCase().includes(escaped.toLowerCase());
}

/**
 * Aborts the scripts that carry one language's pack: those holding its placeholder and not
 * English's (the analysis worker's bundle holds every language and must still load).
 * Returns how many requests it aborted.
 */
async function blockPack(page: Page, placeholder: string, alsoBlockEnglish = false): Promise<() => number> {
  let aborted = 0;
  await page.route("**/_next/static/**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const carries = (p: string) => inChunk(body, p);
    const blocked = (carries(placeholder) && !carries(en.placeholder)) || (alsoBlockEnglish && carries(en.placeholder) && !carries(ko.placeholder));
    if (blocked) {
      aborted++;
      await route.abort("failed");
    } else await route.fulfill({ response, body });
  });
  return () => aborted;
}

async function draftInKorean(page: Page) {
  await openEditor(page);
  await page.getByTestId("ui-lang-toggle").selectOption("ko");
  await expect(page.locator(".cm-content")).toHaveAttribute("aria-label", ko.editorLabel);
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  // The workspace saves the draft shortly after the last edit.
  await page.waitForTimeout(900);
}

test("the Korean pack failing to load: the editor opens in English with the draft, and Retry brings Korean back", async ({ page }) => {
  await draftInKorean(page);
  const abortedCount = await blockPack(page, ko.placeholder);
  await page.reload();

  await expect(page.getByTestId("ui-lang-fallback")).toBeVisible();
  await expect(page.getByTestId("ui-lang-fallback")).toContainText("한국어");
  expect(abortedCount()).toBeGreaterThanOrEqual(2); // the first fetch and its retry
  await expect(page.locator(".cm-content")).toHaveAttribute("aria-label", en.editorLabel);
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();

  // Still a working editor: typing lands in the draft.
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Done.");
  await expect.poll(() => editorText(page)).toBe(`${EN_AI} Done.`);

  // The reader's choice is kept: once the pack can be fetched, Retry switches to it.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByTestId("ui-lang-retry").click();
  await expect(page.locator(".cm-content")).toHaveAttribute("aria-label", ko.editorLabel);
  await expect(page.getByTestId("ui-lang-fallback")).toBeHidden();
  expect(await editorText(page)).toBe(`${EN_AI} Done.`);
});

test("no pack loading at all: a retry shows in place of the loading placeholder, and the draft comes back with it", async ({ page }) => {
  await draftInKorean(page);
  await blockPack(page, ko.placeholder, true);
  await page.reload();

  await expect(page.getByTestId("ui-load-failed")).toBeVisible();
  await expect(page.locator(".loading")).toHaveCount(0);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByTestId("ui-load-retry").click();
  await expect(page.locator(".cm-content")).toHaveAttribute("aria-label", ko.editorLabel);
  await expect.poll(() => editorText(page)).toBe(EN_AI);
});
