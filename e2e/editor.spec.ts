import { expect, test } from "@playwright/test";
import { aiScore, editorText, EN_AI, KO_AI, openEditor, paste } from "./editor-helpers";

test("pasted text is marked without clicking anything, with scores and a findings panel", async ({ page }) => {
  await openEditor(page);
  await expect(page.getByTestId("llm-notice")).toContainText("deterministically");
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  const marks = page.getByTestId("finding");
  expect(await marks.count()).toBeGreaterThanOrEqual(10);
  for (const sev of await marks.evaluateAll((els) => els.map((e) => e.getAttribute("data-severity")))) expect(["S1", "S2", "S3"]).toContain(sev);
  await expect(page.locator('[data-testid="finding"]', { hasText: "leverage" }).first()).toHaveAttribute("data-finding-id", /^f\d+$/);
  const score = await aiScore(page);
  expect(score).toBeGreaterThan(50);
  await expect(page.getByTestId("score-table")).toContainText("AI-generated");
  // The seed formula shows its number and its reading on the AI-likeness scale, no band chip.
  await expect(page.getByTestId("score-coverage")).toHaveText(/^\d+\.\d on the AI-likeness scale ≈ \d+$/);
  await expect(page.getByTestId("score-coverage").locator(".band")).toHaveCount(0);
  await expect(page.getByTestId("score-fidelity")).toContainText("—");
  await expect(page.getByTestId("score-mps")).toContainText("—");
  await expect(page.getByTestId("score-combined")).toContainText("—");
  const panel = page.getByTestId("findings-panel");
  await expect(panel).toContainText("Communication");
  expect(Number(await page.getByTestId("finding-count").textContent())).toBe(await page.getByTestId("panel-finding").count());
  // The severity filter narrows the list to one severity.
  await page.getByTestId("filter-S1").click();
  const sevs = await page.getByTestId("panel-finding").evaluateAll((els) => els.map((e) => e.className));
  expect(sevs.length).toBeGreaterThan(0);
  for (const c of sevs) expect(c).toContain("sev-S1");
  // Clicking a panel entry opens that finding's card.
  const first = page.getByTestId("panel-finding").first();
  const id = await first.getAttribute("data-finding-id");
  await first.click();
  await expect(page.getByTestId("finding-card")).toHaveAttribute("data-finding-id", id!);
});

test("keyboard: next / previous finding, open card, ignore, help overlay", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Alt+ArrowDown");
  const card = page.getByTestId("finding-card");
  await expect(card).toBeVisible();
  const firstId = await card.getAttribute("data-finding-id");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(card).not.toHaveAttribute("data-finding-id", firstId!);
  await page.keyboard.press("Alt+ArrowUp");
  await expect(card).toHaveAttribute("data-finding-id", firstId!);
  // The selected mark is outlined and its text is what the card quotes.
  const mark = page.locator(`[data-testid="finding"][data-finding-id="${firstId}"]`).first();
  await expect(mark).toHaveClass(/cm-finding-selected/);
  // Screen readers hear the card through CodeMirror's live region.
  await expect(page.locator(".cm-announced")).toContainText("Suggested fix");
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  // Ignore with the keyboard: the card's finding disappears from the marks.
  await page.keyboard.press("Alt+ArrowDown");
  const ignoredId = await card.getAttribute("data-finding-id");
  const before = await page.getByTestId("finding").count();
  await page.keyboard.press("Control+Shift+I");
  await expect(card).toBeHidden();
  await expect.poll(() => page.getByTestId("finding").count()).toBeLessThan(before);
  expect(ignoredId).toBeTruthy();
  await page.keyboard.press("Control+/");
  await expect(page.getByTestId("help-overlay")).toContainText("Next finding");
  await expect(page.getByTestId("help-overlay")).toContainText("Alt+↓");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("help-overlay")).toBeHidden();
});

test("accepting a fix changes the text and the score in one undoable step", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  const mark = page.locator('[data-testid="finding"]', { hasText: /^leverage$/ }).first();
  await expect(mark).toBeVisible();
  const scoreBefore = await aiScore(page);
  const countBefore = Number(await page.getByTestId("finding-count").textContent());
  await mark.click();
  await expect(page.getByTestId("finding-card")).toContainText("use");
  await page.getByTestId("accept-fix").click();
  await expect.poll(() => editorText(page)).toContain("it is crucial to use these innovative tools");
  expect(await editorText(page)).not.toContain("leverage");
  await expect.poll(() => page.getByTestId("finding-count").textContent()).toBe(String(countBefore - 1));
  await expect.poll(() => aiScore(page)).not.toBe(scoreBefore);
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  await expect(page.locator('[data-testid="finding"]', { hasText: /^leverage$/ }).first()).toBeVisible();
  await expect.poll(() => aiScore(page)).toBe(scoreBefore);
  // The same from the keyboard: click into a mark, Ctrl+Enter accepts its fix.
  await page.locator('[data-testid="finding"]', { hasText: /^fosters$/ }).first().click();
  await expect(page.getByTestId("finding-card")).toContainText("encourages");
  await page.keyboard.press("Control+Enter");
  await expect.poll(() => editorText(page)).toContain("but also encourages collaboration");
});

test("ignore: this occurrence, then a whole pattern; the choice re-scores and survives a reload", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  const chatbot = page.locator('[data-testid="finding"]', { hasText: "I hope this helps" }).first();
  await expect(chatbot).toBeVisible();
  const scoreBefore = await aiScore(page);
  await chatbot.click();
  await page.getByTestId("ignore-fix").click();
  await expect(page.locator('[data-testid="finding"]', { hasText: "I hope this helps" })).toHaveCount(0);
  await expect.poll(() => aiScore(page)).toBeLessThan(scoreBefore);
  // A whole pattern: every "AI vocabulary" mark goes.
  const vocab = page.locator('[data-testid="finding"]', { hasText: /^leverage$/ }).first();
  await vocab.click();
  await page.getByTestId("ignore-pattern").click();
  await expect(page.locator('[data-testid="finding"]', { hasText: /^fosters$/ })).toHaveCount(0);
  await page.waitForTimeout(700);
  await page.reload();
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await expect(page.locator('[data-testid="finding"]', { hasText: "I hope this helps" })).toHaveCount(0);
  await expect(page.locator('[data-testid="finding"]', { hasText: /^leverage$/ })).toHaveCount(0);
});

test("Korean: insertText and IME composition events; marks wait for the composition to end", async ({ page }) => {
  await openEditor(page);
  await paste(page, KO_AI);
  await expect(page.locator('[data-testid="finding"]', { hasText: "다양한" }).first()).toBeVisible();
  await expect(page.getByTestId("score-table")).toContainText(/AI/);
  // Type a syllable through a real IME composition (Chromium's Input.imeSetComposition).
  const cdp = await page.context().newCDPSession(page);
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText("\n\n");
  await page.waitForTimeout(500);
  type Probe = { __patinaEditor: { view: { composing: boolean }; controller: { lastAppliedAt: number; held: unknown } } };
  const appliedBefore = await page.evaluate(() => (window as unknown as Probe).__patinaEditor.controller.lastAppliedAt);
  for (const step of ["ㄷ", "다", "다ㅇ", "다야", "다양"]) {
    await cdp.send("Input.imeSetComposition", { text: step, selectionStart: step.length, selectionEnd: step.length });
  }
  expect(await page.evaluate(() => (window as unknown as Probe).__patinaEditor.view.composing)).toBe(true);
  // The worker answered during the composition, but its marks wait: nothing was re-rendered under the IME.
  await page.waitForTimeout(500);
  const mid = await page.evaluate(() => {
    const { controller } = (window as unknown as Probe).__patinaEditor;
    return { applied: controller.lastAppliedAt, held: controller.held !== null };
  });
  expect(mid.applied).toBe(appliedBefore);
  expect(mid.held).toBe(true);
  await cdp.send("Input.insertText", { text: "다양한" });
  await page.keyboard.insertText(" 방법이 있습니다.");
  await expect.poll(() => editorText(page)).toBe(`${KO_AI}\n\n다양한 방법이 있습니다.`);
  // The new word is marked once the composition ended and the worker answered.
  await expect.poll(() => page.locator('[data-testid="finding"]', { hasText: "다양한" }).count()).toBe(2);
  const texts = await page.getByTestId("finding").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  for (const t of texts) expect(KO_AI + "\n\n다양한 방법이 있습니다.").toContain(t);
});

test("typed text is data: markup in the draft is shown, never run", async ({ page }) => {
  await openEditor(page);
  const hostile = '<img src=x onerror="window.__pwned=1"> <b>bold</b> Moreover, it is crucial to leverage this pivotal tool.\n\nI hope this helps! <script>window.__pwned=2</script>';
  await paste(page, hostile);
  await expect(page.getByTestId("editor")).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.getByTestId("finding").first().click();
  await expect(page.getByTestId("finding-card")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator(".cm-content img, .finding-card img, .findings-panel img")).toHaveCount(0);
});

test("the draft survives a reload and its marks show again (tabs and drafts: e2e/workspace.spec.ts)", async ({ page }) => {
  await openEditor(page);
  await paste(page, KO_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.waitForTimeout(900);
  await page.reload();
  await expect.poll(() => editorText(page)).toBe(KO_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await expect(page.locator(".restored-note")).toContainText("Restored");
});

test("the document-type picker re-scores at once; an unsupported language keeps the draft", async ({ page }) => {
  await openEditor(page);
  const bold = "We **really** need to **delve** into this. The results are **crucial** for the team.\n\nAnother paragraph here with plain words. And one more sentence to go.";
  await paste(page, bold);
  await expect.poll(() => page.getByTestId("finding-count").textContent()).toBe("4");
  await page.getByTestId("doctype-picker").selectOption("blog");
  await expect.poll(() => page.getByTestId("finding-count").textContent()).toBe("1");
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+a");
  const russian = "Это предложение написано по-русски. И это тоже. И ещё одно.";
  await page.keyboard.insertText(russian);
  await expect(page.getByTestId("error")).toContainText(/language/i);
  expect(await editorText(page)).toBe(russian);
});

test("downloads: the draft as .md and .txt, the report as JSON", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.getByTestId("download").click();
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-json").click()]);
  expect(json.suggestedFilename()).toBe("In today's fast-paced world, it is - patina report.json");
  const report = JSON.parse(await (await json.createReadStream()).toArray().then((c) => Buffer.concat(c).toString("utf8")));
  expect(report.text).toBe(EN_AI);
  expect(report.findings.length).toBeGreaterThan(10);
  expect(report.scores.aiLikeness.score).toBe(await page.getByTestId("score-ai").getAttribute("data-score").then(Number));
  await page.getByTestId("download").click();
  const [md] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-md").click()]);
  expect(md.suggestedFilename()).toBe("In today's fast-paced world, it is.md");
  const body = await (await md.createReadStream()).toArray().then((c) => Buffer.concat(c).toString("utf8"));
  expect(body).toBe(EN_AI);
});

test("the UI switches to Korean; the band label and notices follow", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await expect(page.getByTestId("score-table")).toContainText("AI-generated");
  await page.getByTestId("ui-lang-toggle").selectOption("ko");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByTestId("score-table")).toContainText("AI 생성");
  await expect(page.getByTestId("llm-notice")).toContainText("규칙에 따라");
  await expect(page.getByTestId("fix-with-ai")).toContainText("AI로 고치기");
  await expect(page.locator(".cm-content")).toHaveAttribute("aria-label", "초안");
  await page.reload();
  await expect(page.getByTestId("score-table")).toContainText("AI 생성");
});

test("the app can be installed: manifest and icons are served", async ({ request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const body = await manifest.json();
  expect(body.short_name).toBe("patina");
  for (const icon of body.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get("/favicon.ico")).status()).toBe(200);
});

test("paragraph- and document-level tells are gutter markers and panel entries, not washes", async ({ page }) => {
  await openEditor(page);
  const uniform = ["The tool is innovative. The tool is efficient. The tool is reliable.", "The tool is scalable. The tool is essential. The tool is robust.", "The tool is modern. The tool is simple. The tool is fast."].join("\n\n");
  await paste(page, uniform);
  await expect(page.getByTestId("uniform-rhythm")).toBeVisible();
  await expect(page.getByTestId("gutter-hot").first()).toBeVisible();
  expect(await page.getByTestId("gutter-hot").count()).toBe(3);
  // Document-scope findings are listed in the panel but never drawn as marks over their paragraphs.
  await expect(page.getByTestId("panel-finding").filter({ hasText: "Whole text / paragraph" }).first()).toBeVisible();
  // Long span marks (sentence-sized) keep only their underline, so the text stays readable.
  const marks = await page.getByTestId("finding").evaluateAll((els) =>
    els.map((e) => ({ length: (e.textContent ?? "").length, fill: getComputedStyle(e).backgroundColor })),
  );
  // The uniform rhythm is told in the gutter, so the marks themselves cover only the words that show a tell.
  const marked = marks.reduce((sum, m) => sum + m.length, 0);
  expect(marked).toBeLessThan(uniform.length / 2);
  for (const m of marks) if (m.length > 40) expect(m.fill).toBe("rgba(0, 0, 0, 0)");
});

test("a short text gets 'not enough evidence' and its reason in place of a band, in the UI language", async ({ page }) => {
  await openEditor(page);
  await paste(page, "We missed the bus again. Walked home in the rain, laughing the whole way.");
  const gap = page.getByTestId("not-enough-evidence");
  await expect(gap).toHaveText("not enough evidence");
  await expect(gap).toHaveAttribute("data-reasons", /short/);
  await expect(page.getByTestId("score-ai")).toContainText("too short to judge");
  await expect(page.getByTestId("score-ai").locator(".band-human, .band-mostly-human")).toHaveCount(0);
  await page.getByTestId("ui-lang-toggle").selectOption("ko");
  await expect(gap).toHaveText("판단할 근거가 부족합니다");
  await page.getByTestId("ui-lang-toggle").selectOption("ja");
  await expect(gap).toHaveText("判断できるだけの根拠がありません");
});
