import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { aiScore, editorText, openEditor, paste } from "./editor-helpers";

// AI tells for findings, plus the two classic injection strings the page must show as text.
const DRAFT = [
  "<script>alert(1)</script> Moreover, this innovative platform is a testament to seamless collaboration.",
  '"><img src=x onerror=alert(1)> It\'s not just a tool — it\'s a revolution. In today\'s fast-paced world, teams leverage cutting-edge solutions.',
  "I hope this helps!",
].join("\n\n");

interface AnalyzeBody {
  scores: { aiLikeness: { score: number }; patternCoverage: { score: number } | null };
  /** The summary: each finding's shared fields (pattern, severity, …) are in its group. */
  report: { groups: { pattern: string; severity: string }[]; findings: { id: string; group: number }[] };
}

/** The findings with their groups' fields, as the detector lists them. */
const findingsOf = (body: AnalyzeBody) => body.report.findings.map((f) => ({ ...body.report.groups[f.group], ...f }));

/** Types the draft into the editor, waits for its marks, and reads the same text through /api/analyze to compare with. */
async function analyzeDraft(page: Page): Promise<AnalyzeBody> {
  await openEditor(page);
  await paste(page, DRAFT);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  const res = await page.request.post("/api/analyze", { data: { text: await editorText(page), lang: "auto", docType: "default" } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as AnalyzeBody;
  // The editor's worker and the server read the text the same way.
  await expect.poll(() => aiScore(page)).toBe(body.scores.aiLikeness.score);
  return body;
}

test("share from the editor → the link reads the same scores and findings without JavaScript → delete → gone", async ({ page, browser }) => {
  const analyzed = await analyzeDraft(page);
  const findings = findingsOf(analyzed);
  expect(findings.length).toBeGreaterThan(3);

  await page.getByTestId("share").click();
  await expect(page.getByTestId("share-dialog")).toBeVisible();
  await expect(page.getByTestId("share-include-text")).not.toBeChecked();
  await expect(page.getByTestId("share-include-rewrite")).toBeDisabled();
  await expect(page.getByTestId("share-expiry")).toHaveValue("30d");
  await page.getByTestId("share-include-text").check();
  await page.getByTestId("share-expiry").selectOption("7d");
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/reports" && r.request().method() === "POST");
  await page.getByTestId("share-create").click();
  expect((await created).status()).toBe(201);

  const link = page.getByTestId("share-link");
  await expect(link).toBeVisible();
  const url = (await link.getAttribute("href")) ?? "";
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\/[A-Za-z0-9_-]{24}$/);
  expect(await link.textContent()).toBe(url);
  const token = await page.getByTestId("share-token").inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const id = url.split("/r/")[1];
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("patina:report-tokens") ?? "{}"));
  expect(saved[id].token).toBe(token);

  // A fresh browser, JavaScript off: the report must read the same.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const view = await reader.newPage();
  let dialogs = 0;
  view.on("dialog", () => dialogs++);
  const res = await view.goto(url);
  expect(res?.status()).toBe(200);
  expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(view.getByTestId("score-ai-likeness-value")).toHaveText(analyzed.scores.aiLikeness.score.toFixed(1));
  await expect(view.getByTestId("score-pattern-coverage-value")).toHaveText(analyzed.scores.patternCoverage ? analyzed.scores.patternCoverage.score.toFixed(1) : "—");
  await expect(view.getByTestId("report-finding")).toHaveCount(findings.length);
  const shown = await view.getByTestId("report-finding").evaluateAll((els) => els.map((el) => `${el.getAttribute("data-finding")} ${el.getAttribute("data-pattern")}`).sort());
  expect(shown).toEqual(findings.map((f) => `${f.id} ${f.pattern}`).sort());
  await expect(view.locator("meta[name=robots]")).toHaveAttribute("content", "noindex, nofollow");
  // The injection strings are text on the page, not elements.
  await expect(view.getByTestId("report-text")).toContainText("<script>alert(1)</script>");
  await expect(view.getByTestId("report-text")).toContainText('"><img src=x onerror=alert(1)>');
  await expect(view.locator("img")).toHaveCount(0);
  await expect(view.locator("mark.finding").first()).toBeVisible();
  await expect(view.locator("mark.finding.sev-S1").first()).toBeVisible();
  expect(dialogs).toBe(0);

  // Delete from the dialog that created it.
  await page.getByTestId("share-delete").click();
  await expect(page.getByTestId("share-deleted")).toBeVisible();
  expect(await page.evaluate((rid) => JSON.parse(localStorage.getItem("patina:report-tokens") ?? "{}")[rid], id)).toBeUndefined();

  const after = await view.goto(url);
  expect(after?.status()).toBe(404);
  await expect(view.getByTestId("report-gone")).toBeVisible();
  expect((await page.request.get(`/api/reports/${id}`)).status()).toBe(404);
  await reader.close();
});

test("by default a share holds scores and findings but not the text; export gives Markdown and JSON", async ({ page, browser }) => {
  await analyzeDraft(page);
  await page.getByTestId("share").click();
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/reports" && r.request().method() === "POST");
  await page.getByTestId("share-create").click();
  const body = (await (await created).json()) as { report: { text: string | null; findings: unknown[] } };
  expect(body.report.text).toBeNull();
  const url = (await page.getByTestId("share-link").getAttribute("href")) ?? "";

  const reader = await browser.newContext();
  const view = await reader.newPage();
  await view.goto(url);
  await expect(view.getByTestId("report-no-text")).toBeVisible();
  await expect(view.getByTestId("report-finding")).toHaveCount(body.report.findings.length);
  expect(await view.content()).not.toContain("innovative platform");
  await reader.close();

  const md = page.waitForEvent("download");
  await page.getByTestId("share-export-md").click();
  const mdFile = await md;
  expect(mdFile.suggestedFilename()).toBe("patina-report.md");
  const mdText = readFileSync(await mdFile.path(), "utf8");
  expect(mdText).toMatch(/^# patina score report\n/);
  expect(mdText).not.toContain("innovative platform");
  const json = page.waitForEvent("download");
  await page.getByTestId("share-export-json").click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("share-dialog")).toHaveCount(0);
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe("patina-report.json");
  const exported = JSON.parse(readFileSync(await jsonFile.path(), "utf8")) as { schema: string; findings: unknown[] };
  expect(exported.schema).toBe("patina-report/v1");
  expect(exported.findings.length).toBe(body.report.findings.length);
});
