// One walk per UI language, as a writer of that language meets the product: the browser's
// language picks the UI, the page declares it, a draft in that language is marked, its card
// explains and fixes in the UI language (pattern ids aside, no English prose), the score says
// why, the no-key merge review sums up in words, the share dialog and the report page speak
// the same language, the drafts list and the history too — and axe-core finds no WCAG A/AA
// violation in any of those states, in the light and the dark colour scheme, at 1440 px and
// at 390 px.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { EN_AI, JA_AI, KO_AI, ZH_AI, paste } from "./editor-helpers";

type Lang = "en" | "ko" | "zh" | "ja";

// Long enough for a confident score (300+ characters), so the score explains itself.
const KO_DRAFT = `${KO_AI}\n\n또한 이러한 변화는 다양한 산업 전반에 걸쳐 지속적으로 확산되고 있으며, 기업들은 경쟁력을 강화하기 위해 적극적으로 노력하고 있습니다. 궁극적으로 우리는 더 나은 미래를 위해 함께 나아가야 할 것입니다.\n\n이처럼 인공지능은 우리 사회의 핵심적인 동력으로 자리 잡고 있으며, 앞으로도 그 중요성은 더욱 커질 것으로 예상됩니다. 따라서 우리는 변화에 유연하게 대응하는 자세를 갖추어야 합니다.`;

const CASES: { lang: Lang; tag: string; locale: string; draft: string; words: { fix: string; merge: string; report: string; why: string } }[] = [
  { lang: "en", tag: "en", locale: "en-US", draft: EN_AI, words: { fix: "Fix with AI", merge: "Review the rewrite", report: "Score report", why: "Why this score" } },
  { lang: "ko", tag: "ko", locale: "ko-KR", draft: KO_DRAFT, words: { fix: "AI로 고치기", merge: "고쳐 쓴 글 검토", report: "점수 보고서", why: "이 점수가 나온 이유" } },
  { lang: "zh", tag: "zh-Hans", locale: "zh-CN", draft: ZH_AI, words: { fix: "用 AI 修改", merge: "审阅改写稿", report: "评分报告", why: "为什么是这个分数" } },
  { lang: "ja", tag: "ja", locale: "ja-JP", draft: JA_AI, words: { fix: "AI で直す", merge: "書き直しの確認", report: "スコアレポート", why: "このスコアになった理由" } },
];

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** English prose left in a string: two English words in a row, once pattern ids and quoted text are taken out. */
function englishProse(text: string): string | null {
  const rest = text
    .replace(/[a-z]{2}-[a-z-]+#\w+/g, "")
    .replace(/“[^”]*”|‘[^’]*’|「[^」]*」|"[^"]*"/g, "")
    .replace(/\bAI\b|\bS[123]\b|\bAPI\b/g, "");
  return /[A-Za-z]{3,}\s+[A-Za-z]{3,}/.exec(rest)?.[0] ?? null;
}

/** Opens the drafts list or the history, checks it speaks the UI language and axe finds nothing in it, and closes it. */
async function checkWorkspacePanel(page: Page, lang: Lang, panel: "drafts" | "history", state: string, ready: () => Promise<void>) {
  await page.getByTestId(panel).click();
  await ready();
  const dialog = `[data-testid="${panel}-dialog"]`;
  if (lang !== "en") expect(englishProse((await page.locator(dialog).textContent()) ?? ""), state).toBeNull();
  await expectAccessible(page, state, dialog);
  await page.keyboard.press("Escape");
  await expect(page.locator(dialog)).toBeHidden();
}

async function openFirstCard(page: Page) {
  await page.locator(".draft-editor .cm-content").focus();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(page.getByTestId("finding-card")).toBeVisible();
}

for (const c of CASES) {
  test(`${c.lang} UI: lang, marks, card, why this score, merge review, share and report page, drafts and history, all accessible in light and dark`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ locale: c.locale, viewport: WIDE });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("editor")).toBeVisible();
    // The browser's language chose the UI; the page says so to fonts and screen readers.
    await expect(page.locator("html")).toHaveAttribute("lang", c.tag);
    await expect(page.getByTestId("ui-lang-toggle")).toHaveValue(c.lang);
    await expect(page.getByTestId("fix-with-ai")).toContainText(c.words.fix);

    await paste(page, c.draft);
    await expect(page.getByTestId("finding").first()).toBeVisible();
    // The draft's own language is on the editor content.
    await expect(page.locator(".draft-editor .cm-content")).toHaveAttribute("lang", c.lang);
    expect(await page.getByTestId("finding").count()).toBeGreaterThan(2);

    // The card: reason and fix in the UI language, the pattern's id only as a detail.
    await openFirstCard(page);
    const card = page.getByTestId("finding-card");
    const reason = (await card.locator(".card-reason").textContent()) ?? "";
    const fix = (await card.locator(".card-fix").textContent()) ?? "";
    const label = (await card.locator(".card-cat").textContent()) ?? "";
    expect(reason.length).toBeGreaterThan(5);
    if (c.lang !== "en") for (const s of [reason, fix, label]) expect(englishProse(s), s).toBeNull();
    await expect(card.locator(".card-pattern")).not.toContainText("#");
    await expectAccessible(page, "card open");

    // Why this score: a list of reasons in the UI language, each naming its magnitude.
    await page.keyboard.press("Escape");
    const reasons = page.getByTestId("score-reasons");
    await expect(page.getByTestId("why-score")).toContainText(c.words.why);
    await expect(reasons.getByTestId("score-reason").first()).toBeVisible();
    const reasonTexts = await reasons.getByTestId("score-reason").allTextContents();
    expect(reasonTexts.length).toBeGreaterThanOrEqual(2);
    if (c.lang !== "en") for (const s of reasonTexts) expect(englishProse(s), s).toBeNull();
    await expect(page.getByTestId("score-table")).not.toContainText(/seed|§|shadow/);

    // Settings and help; a modal state is checked inside its dialog (the page behind it had its own scan).
    await page.getByTestId("settings").click();
    await expect(page.getByTestId("settings-dialog")).toBeVisible();
    await expectAccessible(page, "settings open", '[data-testid="settings-dialog"]');
    await page.getByTestId("settings-save").click();
    await page.getByTestId("help").click();
    await expect(page.getByTestId("help-overlay")).toBeVisible();
    await expectAccessible(page, "help open", '[data-testid="help-overlay"]');
    await page.keyboard.press("Escape");

    // The drafts list and the (still empty) history.
    await checkWorkspacePanel(page, c.lang, "drafts", "drafts list open", () => expect(page.getByTestId("draft-item")).toHaveCount(1));
    await checkWorkspacePanel(page, c.lang, "history", "history open", () => expect(page.getByTestId("history-empty")).toBeVisible());

    // The no-key merge review sums up in words: no accept_with_note, no English.
    await page.getByTestId("fix-with-ai").click();
    await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("merge-view")).toContainText(c.words.merge);
    const summary = (await page.getByTestId("merge-summary").textContent()) ?? "";
    expect(summary).not.toMatch(/accept_with_note|rewrite_round_2|hold_and_report|deterministic/);
    if (c.lang !== "en") expect(englishProse(summary), summary).toBeNull();
    await expectAccessible(page, "merge review open");
    await page.getByTestId("discard-review").click();
    await expect(page.getByTestId("merge-view")).toBeHidden();

    // Share: the dialog in the UI language, then the report page in the reader's.
    await page.getByTestId("share").click();
    await expect(page.getByTestId("share-dialog")).toBeVisible();
    await expectAccessible(page, "share dialog open", '[data-testid="share-dialog"]');
    await page.getByTestId("share-include-text").check();
    await page.getByTestId("share-create").click();
    const url = (await page.getByTestId("share-link").getAttribute("href")) ?? "";
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{24}$/);

    // A reader's browser: JavaScript on only so axe can run; the page itself has none (and its CSP allows none).
    const reader = await browser.newContext({ locale: c.locale, viewport: WIDE, bypassCSP: true });
    const report = await reader.newPage();
    await report.goto(url);
    expect(await report.locator("script").count()).toBe(0);
    await expect(report.locator("html")).toHaveAttribute("lang", c.tag);
    await expect(report.locator("h1")).toHaveText(c.words.report);
    await expect(report.getByTestId("score-reasons").getByTestId("score-reason").first()).toBeVisible();
    if (c.lang !== "en") {
      for (const s of await report.getByTestId("report-finding-reason").allTextContents()) expect(englishProse(s), s).toBeNull();
    }
    await expectAccessible(report, "report page");

    // The same states at phone width.
    await page.getByTestId("share-close").click();
    await page.setViewportSize(PHONE);
    await report.setViewportSize(PHONE);
    await expectAccessible(report, "report page, 390 px");
    await openFirstCard(page);
    await expectAccessible(page, "card open, 390 px");
    await page.keyboard.press("Escape");
    await page.getByTestId("share").click();
    await expectAccessible(page, "share dialog, 390 px", '[data-testid="share-dialog"]');
    await page.getByTestId("share-close").click();
    await page.getByTestId("settings").click();
    await expectAccessible(page, "settings, 390 px", '[data-testid="settings-dialog"]');
    await page.getByTestId("settings-save").click();
    await page.getByTestId("help").click();
    await expectAccessible(page, "help, 390 px", '[data-testid="help-overlay"]');
    await page.keyboard.press("Escape");
    await page.getByTestId("fix-with-ai").click();
    await expect(page.getByTestId("merge-view")).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, "merge review, 390 px");
    // Accept all and Done keep the text before them in the history.
    await page.getByTestId("accept-all").click();
    await page.getByTestId("finish-review").click();
    await expect(page.getByTestId("merge-view")).toBeHidden();
    await checkWorkspacePanel(page, c.lang, "history", "history, 390 px", () => expect(page.getByTestId("history-item")).toHaveCount(1));
    await checkWorkspacePanel(page, c.lang, "drafts", "drafts list, 390 px", () => expect(page.getByTestId("draft-item")).toHaveCount(1));
    await reader.close();
    await context.close();
  });
}

test("the UI language is switchable, remembered, and follows into the server's first render", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("editor")).toBeVisible();
  await page.getByTestId("ui-lang-toggle").selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByTestId("fix-with-ai")).toContainText("AI で直す");
  await paste(page, KO_AI);
  // A Korean draft explained in Japanese: the card's words follow the UI, the tell's own name stays Korean.
  await expect(page.getByTestId("finding").first()).toBeVisible();
  await page.getByTestId("panel-finding").first().click();
  await expect(page.getByTestId("finding-card").locator(".card-reason")).toContainText(/[ぁ-んァ-ン]/);
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<html lang="ja"/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByTestId("ui-lang-toggle")).toHaveValue("ja");
});

// The editor page loads only the UI language it speaks; another language's words arrive when
// the reader picks it. Switching through all four on one open draft: the buttons, the
// panel's headings and the card's reason each time say the new language, never the old one.
const SCRIPT: Record<Lang, RegExp> = { en: /^[^\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]*$/u, ko: /\p{Script=Hangul}/u, zh: /\p{Script=Han}/u, ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u };

test("switching the UI language through all four changes the interface and the finding card's reason", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ locale: "en-US", viewport: WIDE });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByTestId("editor")).toBeVisible();
  await paste(page, EN_AI);
  await expect(page.getByTestId("finding").first()).toBeVisible();
  const seen = new Set<string>();
  for (const c of [...CASES.slice(1), CASES[0]]) {
    await page.getByTestId("ui-lang-toggle").selectOption(c.lang);
    await expect(page.locator("html")).toHaveAttribute("lang", c.tag);
    await expect(page.getByTestId("fix-with-ai")).toContainText(c.words.fix);
    await expect(page.getByTestId("why-score")).toContainText(c.words.why);
    // The worker re-reads the draft in the new language; the card opened after that explains in it.
    await page.getByTestId("panel-finding").first().click();
    const reason = page.getByTestId("finding-card").locator(".card-reason");
    await expect(reason).toHaveText(SCRIPT[c.lang]);
    if (c.lang === "zh") await expect(reason).not.toHaveText(SCRIPT.ja);
    if (c.lang !== "en") expect(englishProse((await reason.textContent()) ?? "")).toBeNull();
    seen.add((await reason.textContent()) ?? "");
    await page.getByTestId("finding-card").press("Escape");
    await expect(page.getByTestId("finding-card")).toBeHidden();
  }
  // Four languages, four different sentences for the same finding.
  expect(seen.size).toBe(4);
  await context.close();
});
