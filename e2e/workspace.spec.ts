import { expect, test, type Page } from "@playwright/test";
import { minimalDocx } from "../test/helpers/minimal-docx";
import { axeViolations } from "./axe";
import { editorText, EN_AI, KO_AI, openEditor, paste } from "./editor-helpers";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Waits until the open draft's text has been written (autosave runs ~0.5 s after typing). */
async function settle(page: Page) {
  await page.waitForTimeout(900);
}

async function replaceText(page: Page, text: string) {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+a");
  await page.keyboard.insertText(text);
}

async function draftIds(page: Page): Promise<string[]> {
  await page.getByTestId("drafts").click();
  await expect(page.getByTestId("draft-item").first()).toBeVisible();
  const ids = await page.getByTestId("draft-item").evaluateAll((els) => els.map((e) => e.getAttribute("data-draft-id") ?? ""));
  await page.keyboard.press("Escape");
  return ids;
}

test("two drafts survive a reload; the list shows their first words and edit time; switching brings each back with its settings", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await page.getByTestId("doctype-picker").selectOption("blog");
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await settle(page);
  await page.getByTestId("drafts").click();
  await page.getByTestId("new-draft").click();
  await expect.poll(() => editorText(page)).toBe("");
  await expect(page.getByTestId("doctype-picker")).toHaveValue("default");
  await paste(page, KO_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await settle(page);

  await page.reload();
  // The tab reopens the draft it had open.
  await expect.poll(() => editorText(page)).toBe(KO_AI);
  await page.getByTestId("drafts").click();
  const items = page.getByTestId("draft-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("오늘날 급변하는 디지털 시대에서");
  await expect(items.nth(1)).toContainText("In today's fast-paced world");
  await expect(items.nth(1)).toContainText(/edited/);
  await expect(items.nth(0)).toHaveAttribute("aria-current", "true");
  const englishId = await items.nth(1).getAttribute("data-draft-id");
  expect(englishId).toMatch(/^d-/);
  await items.nth(1).getByTestId("draft-open").click();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  await expect(page.getByTestId("doctype-picker")).toHaveValue("blog");
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.reload();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  await expect(page.getByTestId("current-draft")).toContainText("In today's fast-paced");
});

test("rename and delete with undo; downloads are named after the draft", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await settle(page);
  await page.getByTestId("drafts").click();
  await page.getByTestId("draft-rename").first().click();
  await page.getByTestId("draft-name-input").fill("Essay: AI/work?");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("draft-item").first()).toContainText("Essay: AI/work?");
  await expect(page.getByTestId("draft-item").first()).toContainText("In today's fast-paced world"); // first words still shown
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("current-draft")).toHaveText("Essay: AI/work?");
  await page.getByTestId("download").click();
  const [md] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-md").click()]);
  expect(md.suggestedFilename()).toBe("Essay AI work.md");
  await page.getByTestId("download").click();
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-json").click()]);
  expect(json.suggestedFilename()).toBe("Essay AI work - patina report.json");

  // Delete the open draft: the editor moves to a fresh one; Undo brings it back, text and name.
  await page.getByTestId("drafts").click();
  await page.getByTestId("draft-delete").first().click();
  await expect(page.getByTestId("toast")).toContainText("Deleted “Essay: AI/work?”");
  await expect.poll(() => editorText(page)).toBe("");
  await page.getByTestId("undo-delete").click();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  await expect(page.getByTestId("current-draft")).toHaveText("Essay: AI/work?");
  await page.reload();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  expect((await draftIds(page)).length).toBe(2); // the essay and the empty draft made while it was gone
});

test("a generated .docx with two Korean paragraphs imports as a new draft with both paragraphs, named after the file, and gets marks", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await settle(page);
  const [first, second] = KO_AI.split("\n\n");
  await page.getByTestId("import-file").setInputFiles({ name: "보고서 초안.docx", mimeType: DOCX_TYPE, buffer: minimalDocx([first, second]) });
  await expect.poll(() => editorText(page)).toBe(`${first}\n\n${second}`);
  await expect(page.getByTestId("current-draft")).toHaveText("보고서 초안");
  await expect(page.getByTestId("toast")).toContainText("Imported 보고서 초안.docx");
  await expect(page.locator('[data-testid="finding"]', { hasText: "다양한" }).first()).toBeVisible();
  // The draft it came in beside is untouched.
  await page.getByTestId("drafts").click();
  await expect(page.getByTestId("draft-item")).toHaveCount(2);
  await page.getByTestId("draft-item").nth(1).getByTestId("draft-open").click();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
});

test("a .md file imports as typed: its CRLF comes back on download; a UTF-16 .txt with BOM imports", async ({ page }) => {
  await openEditor(page);
  const md = "# Field notes\r\n\r\nMoreover, it is crucial to leverage this pivotal tool.\r\n\r\n- first point\r\n- second point\r\n";
  await page.getByTestId("import-file").setInputFiles({ name: "notes.md", mimeType: "text/markdown", buffer: Buffer.from(md, "utf8") });
  await expect.poll(() => editorText(page)).toBe(md.replace(/\r\n/g, "\n"));
  await expect(page.getByTestId("current-draft")).toHaveText("notes");
  await expect(page.locator('[data-testid="finding"]', { hasText: "leverage" }).first()).toBeVisible();
  await page.getByTestId("download").click();
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-md").click()]);
  expect(file.suggestedFilename()).toBe("notes.md");
  expect(Buffer.concat(await (await file.createReadStream()).toArray()).toString("utf8")).toBe(md);

  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("두 번째 파일입니다.\n\n둘째 문단.", "utf16le")]);
  await page.getByTestId("import-file").setInputFiles({ name: "메모.txt", mimeType: "text/plain", buffer: utf16 });
  await expect.poll(() => editorText(page)).toBe("두 번째 파일입니다.\n\n둘째 문단.");
  await expect(page.getByTestId("current-draft")).toHaveText("메모");

  // A file dropped on the editor is imported as a draft of its own, not pasted into this one.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["Dropped words. It is crucial to leverage them."], "dropped.txt", { type: "text/plain" }));
    return transfer;
  });
  await page.locator(".cm-content").dispatchEvent("dragover", { dataTransfer: dropped });
  await expect(page.locator(".draft-editor.drop-target")).toHaveAttribute("data-drop-hint", /Drop a \.docx/);
  await page.locator(".cm-content").dispatchEvent("drop", { dataTransfer: dropped });
  await expect.poll(() => editorText(page)).toBe("Dropped words. It is crucial to leverage them.");
  await expect(page.getByTestId("current-draft")).toHaveText("dropped");
  await page.getByTestId("drafts").click();
  await page.getByTestId("draft-item").filter({ hasText: "메모" }).getByTestId("draft-open").click();
  await expect.poll(() => editorText(page)).toBe("두 번째 파일입니다.\n\n둘째 문단.");
});

test("a corrupt .docx, an unsupported file and a binary .txt are refused with the current draft unchanged", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await settle(page);
  const before = await draftIds(page);
  const good = minimalDocx(["문단 하나.", "문단 둘."]);
  await page.getByTestId("import-file").setInputFiles({ name: "broken.docx", mimeType: DOCX_TYPE, buffer: good.subarray(0, good.length - 40) });
  const error = page.getByTestId("import-error");
  await expect(error).toHaveAttribute("data-reason", "broken");
  await expect(error).toContainText("broken.docx was not imported: the .docx is damaged");
  expect(await editorText(page)).toBe(EN_AI);
  expect(await draftIds(page)).toEqual(before);

  await page.getByTestId("import-file").setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") });
  await expect(error).toHaveAttribute("data-reason", "unsupported");
  await expect(error).toContainText("only .docx, .md and .txt");
  await page.getByTestId("import-file").setInputFiles({ name: "photo.txt", mimeType: "text/plain", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]) });
  await expect(error).toHaveAttribute("data-reason", "binary");
  // Over the analysis limit (200,000 characters) by its text, not its bytes.
  await page.getByTestId("import-file").setInputFiles({ name: "long.txt", mimeType: "text/plain", buffer: Buffer.from("가".repeat(200_001), "utf8") });
  await expect(error).toHaveAttribute("data-reason", "too-large");
  await expect(error).toContainText("200,001 characters are over the 200,000-character limit");
  expect(await editorText(page)).toBe(EN_AI);
  expect(await draftIds(page)).toEqual(before);
});

test("history: the snapshot from before Accept all restores the text, and the restore is itself undoable", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.getByTestId("fix-with-ai").click();
  await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 20_000 });
  await page.getByTestId("accept-all").click();
  await page.getByTestId("finish-review").click();
  await expect(page.getByTestId("merge-view")).toBeHidden();
  const rewritten = await editorText(page);
  expect(rewritten).not.toBe(EN_AI);

  await page.getByTestId("history").click();
  const item = page.getByTestId("history-item").first();
  await expect(item).toHaveAttribute("data-reason", "accept-all");
  await expect(item).toContainText("Before Accept all");
  await expect(item).toContainText("In today's fast-paced world");
  await item.getByTestId("history-restore").click();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  await expect(page.getByTestId("toast")).toContainText("Restored the version of");
  // Undo in the editor takes the restore back…
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(() => editorText(page)).toBe(rewritten);
  // …and the text from before the restore was kept in the history too, which survives a reload.
  await page.reload();
  await page.getByTestId("history").click();
  await expect(page.getByTestId("history-item")).toHaveCount(2);
  await expect(page.getByTestId("history-item").first()).toHaveAttribute("data-reason", "restore");
  await expect(page.getByTestId("history-item").first()).toContainText("Before restoring the version of");
  await expect(page.getByTestId("history-item").nth(1)).toHaveAttribute("data-reason", "accept-all");
});

test("a file imported in place of the open draft replaces its text, the old text kept in the history", async ({ page }) => {
  await openEditor(page);
  await paste(page, EN_AI);
  await settle(page);
  await page.getByTestId("import-replace").setInputFiles({ name: "new version.txt", mimeType: "text/plain", buffer: Buffer.from("A new version of the essay.", "utf8") });
  await expect.poll(() => editorText(page)).toBe("A new version of the essay.");
  expect((await draftIds(page)).length).toBe(1);
  await page.getByTestId("history").click();
  const item = page.getByTestId("history-item").first();
  await expect(item).toHaveAttribute("data-reason", "import");
  await expect(item).toContainText("Before importing new version.txt");
  await item.getByTestId("history-restore").click();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
});

test("dark colour scheme: the page and the editor are dark, marks keep their colours, and axe-core finds nothing", async ({ page }) => {
  test.setTimeout(60_000); // four axe-core passes over the whole page and a rewrite
  await page.emulateMedia({ colorScheme: "dark" });
  await openEditor(page);
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const editorBg = await page.locator(".draft-wrap").evaluate((e) => getComputedStyle(e).backgroundColor);
  const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(luminance(editorBg)).toBeLessThan(50);
  expect(luminance(pageBg)).toBeLessThan(50);
  const text = await page.locator(".cm-content").evaluate((e) => getComputedStyle(e).color);
  expect(luminance(text)).toBeGreaterThan(200);
  // The three severities still look different from each other.
  const marks = await page.getByTestId("finding").evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute("data-severity"), `${getComputedStyle(e).borderBottomColor} ${getComputedStyle(e).borderBottomStyle}`])),
  );
  expect(new Set(Object.values(marks)).size).toBe(Object.keys(marks).length);
  expect(await axeViolations(page)).toEqual([]);
  // A card over the text, then the findings filtered: still clean.
  await page.getByTestId("finding").first().click();
  await expect(page.getByTestId("finding-card")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByTestId("drafts").click();
  await expect(page.getByTestId("draft-item").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("drafts-dialog")).toBeHidden();

  // The merge review in the dark.
  await page.getByTestId("fix-with-ai").click();
  await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId("discard-review").click();
});

test("the theme set in Settings wins over the system and is remembered; the report page follows the system", async ({ page, browser }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openEditor(page);
  const bodyBg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await bodyBg()).toBe("rgb(251, 250, 247)");
  await page.getByTestId("settings").click();
  await page.getByTestId("theme").selectOption("dark");
  await page.getByTestId("settings-save").click();
  expect(await bodyBg()).toBe("rgb(23, 22, 20)");
  await page.reload();
  // Dark from the server's first byte (the cookie), not after a script ran.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('data-theme="dark"');
  expect(await bodyBg()).toBe("rgb(23, 22, 20)");
  await page.getByTestId("settings").click();
  await page.getByTestId("theme").selectOption("system");
  await page.getByTestId("settings-save").click();
  expect(await bodyBg()).toBe("rgb(251, 250, 247)");

  // The shared report page has no script: it is dark when the system is, and clean there too.
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  const res = await page.request.post("/api/reports", { data: { text: await editorText(page), lang: "auto", docType: "default", include: { text: true }, expiry: "1d" } });
  expect(res.status()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  const reader = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
  const report = await reader.newPage();
  await report.goto(url);
  await expect(report.getByTestId("report-text")).toBeVisible();
  expect(await report.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(23, 22, 20)");
  await reader.close();
  const axeContext = await browser.newContext({ colorScheme: "dark" });
  const axePage = await axeContext.newPage();
  await axePage.goto(url);
  expect(await axeViolations(axePage)).toEqual([]);
  await axeContext.close();
});

/**
 * Makes IndexedDB refuse writes the way a full disk does (QuotaExceededError) while
 * window.__storageFull is set. Chromium's quota override (DevTools Storage.overrideQuotaForOrigin)
 * changes the reported quota but still lets IndexedDB writes through, so it cannot stand in.
 */
async function fillableStorage(page: Page) {
  await page.addInitScript(() => {
    for (const method of ["put", "add"] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
        if ((window as unknown as { __storageFull?: boolean }).__storageFull) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return original.apply(this, args);
      };
    }
  });
}

const setStorageFull = (page: Page, full: boolean) => page.evaluate((f) => ((window as unknown as { __storageFull?: boolean }).__storageFull = f), full);

test("storage quota exceeded is reported, the draft stays in memory, and saving resumes once there is room", async ({ page }) => {
  await fillableStorage(page);
  await openEditor(page);
  await paste(page, "First words, saved while there is room.");
  await settle(page);
  await setStorageFull(page, true);
  await page.keyboard.insertText(" " + EN_AI);
  const notice = page.getByTestId("storage-notice");
  await expect(notice).toHaveAttribute("data-fault", "full");
  await expect(notice).toContainText("storage is full");
  const typed = await editorText(page);
  expect(typed).toContain("fast-paced world");
  // Another draft and back: the unsaved text was kept in memory, not lost.
  await page.getByTestId("drafts").click();
  await page.getByTestId("new-draft").click();
  await expect.poll(() => editorText(page)).toBe("");
  await page.getByTestId("drafts").click();
  await page.getByTestId("draft-item").filter({ hasText: "First words" }).getByTestId("draft-open").click();
  await expect.poll(() => editorText(page)).toBe(typed);
  // Room again: the next edit saves everything, and the notice goes.
  await setStorageFull(page, false);
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(" Done.");
  await expect(notice).toBeHidden();
  await settle(page);
  await page.reload();
  await expect.poll(() => editorText(page)).toBe(`${typed} Done.`);
});

test("without IndexedDB (private browsing, blocked storage) the page says so, drafts live in memory, and leaving asks first", async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function () {
      throw new DOMException("The user denied permission to access the database.", "SecurityError");
    };
  });
  await openEditor(page);
  const notice = page.getByTestId("storage-notice");
  await expect(notice).toHaveAttribute("data-fault", "unavailable");
  await expect(notice).toContainText("lives only in this tab");
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await settle(page);
  await page.getByTestId("drafts").click();
  await page.getByTestId("new-draft").click();
  await paste(page, KO_AI);
  await settle(page);
  await page.getByTestId("drafts").click();
  await expect(page.getByTestId("draft-item")).toHaveCount(2);
  await page.getByTestId("draft-item").filter({ hasText: "In today's" }).getByTestId("draft-open").click();
  await expect.poll(() => editorText(page)).toBe(EN_AI);
  // Closing the tab would lose the text: the browser asks first.
  let asked = false;
  page.on("dialog", (d) => {
    asked = d.type() === "beforeunload";
    void d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe(true);
});

test("a second tab on the same draft is told and can fork a copy; edits in both never overwrite each other", async ({ page, context }) => {
  await openEditor(page);
  await paste(page, KO_AI);
  await settle(page);
  const second = await context.newPage();
  await second.goto("/");
  await expect.poll(() => editorText(second)).toBe(KO_AI); // a new tab opens the newest draft
  await expect(second.getByTestId("draft-elsewhere")).toBeVisible();
  await expect(page.getByTestId("draft-elsewhere")).toBeHidden(); // only the later tab is told
  // The first tab goes away and comes back: the second stops warning, and the first is now the later one…
  await page.reload();
  await expect(page.getByTestId("draft-elsewhere")).toBeVisible();
  await expect(second.getByTestId("draft-elsewhere")).toBeHidden();
  // …and the same the other way round.
  await second.reload();
  await expect(second.getByTestId("draft-elsewhere")).toBeVisible();
  await expect(page.getByTestId("draft-elsewhere")).toBeHidden();
  await second.getByTestId("fork-draft").click();
  await expect(second.getByTestId("current-draft")).toContainText("(copy)");
  await replaceText(second, "두 번째 탭의 다른 초안입니다.");
  await settle(second);
  await page.reload();
  await expect.poll(() => editorText(page)).toBe(KO_AI);

  // Both edit one draft anyway: the later writer is told, keeps its text, and saves it as a copy.
  await second.getByTestId("drafts").click();
  await second.getByTestId("draft-item").filter({ hasText: "오늘날" }).filter({ hasNotText: "(copy)" }).getByTestId("draft-open").click();
  await expect.poll(() => editorText(second)).toBe(KO_AI);
  await second.getByTestId("keep-editing").click();
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(" 첫 탭의 수정.");
  await second.locator(".cm-content").click();
  await second.keyboard.press("Control+End");
  await second.keyboard.insertText(" 둘째 탭의 수정.");
  await expect(second.getByTestId("draft-conflict")).toBeVisible();
  expect(await editorText(second)).toBe(`${KO_AI} 둘째 탭의 수정.`);
  await second.getByTestId("save-as-copy").click();
  await settle(second);
  await page.reload();
  await expect.poll(() => editorText(page)).toBe(`${KO_AI} 첫 탭의 수정.`);
  await second.reload();
  await expect.poll(() => editorText(second)).toBe(`${KO_AI} 둘째 탭의 수정.`);
  expect((await draftIds(page)).length).toBe(3);
});

test("the draft autosaved by an earlier version (one per tab) becomes a draft, with its ignore choices", async ({ page }) => {
  const text = "Moreover, it is crucial to leverage this pivotal tool.\n\nI hope this helps! Let me know if you have any other questions.";
  const analyzed = (await (await page.request.post("/api/analyze", { data: { text, lang: "en", detail: "full" } })).json()) as { report: { findings: { pattern: string; text_span?: string }[] } };
  const chatbot = analyzed.report.findings.find((f) => f.text_span?.includes("I hope this helps"));
  expect(chatbot).toBeTruthy();
  await page.goto("/");
  await expect(page.getByTestId("editor")).toBeVisible();
  await page.evaluate(
    ({ text, pattern }) => {
      localStorage.setItem("patina:draft:old-tab", JSON.stringify({ tabId: "old-tab", text, editedAt: 1_700_000_000_000, lang: "en", docType: "default", ignores: { occurrences: [], patterns: [pattern] } }));
    },
    { text, pattern: chatbot!.pattern },
  );
  await page.reload();
  // The page was opened once already (its empty draft is the newest): the migrated one is in the list.
  await page.getByTestId("drafts").click();
  await page.getByTestId("draft-item").filter({ hasText: "Moreover, it is crucial" }).getByTestId("draft-open").click();
  await expect.poll(() => editorText(page)).toBe(text);
  await expect(page.getByTestId("lang-picker")).toHaveValue("en");
  await expect(page.locator('[data-testid="finding"]', { hasText: "leverage" }).first()).toBeVisible();
  await expect(page.locator('[data-testid="finding"]', { hasText: "I hope this helps" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("patina:draft:old-tab"))).toBeNull();
  await page.reload();
  expect((await draftIds(page)).length).toBe(2); // moved once, not again
});
