import { expect, type Page } from "@playwright/test";

export const EN_AI = [
  "In today's fast-paced world, it is important to note that AI plays a pivotal role in shaping the future of work. Moreover, it is crucial to leverage these innovative tools to unlock new possibilities.",
  "Furthermore, this comprehensive approach not only enhances productivity but also fosters collaboration. In conclusion, embracing AI is essential for success in the ever-evolving landscape.",
  "I hope this helps! Let me know if you have any other questions.",
].join("\n\n");

export const KO_AI = [
  "오늘날 급변하는 디지털 시대에서 인공지능은 매우 중요한 역할을 수행하고 있습니다. 이러한 기술은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 우리의 삶을 더욱 풍요롭게 만들어 주고 있습니다.",
  "또한 인공지능은 업무 효율성을 극대화하는 데 핵심적인 역할을 합니다. 결론적으로, 인공지능을 효과적으로 활용하는 것은 미래 사회에서 성공하기 위한 필수적인 요소라고 할 수 있습니다.",
].join("\n\n");

/** A fresh page with empty storage, the editor ready. */
export async function openEditor(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("editor")).toBeVisible();
}

/** Pastes text into the editor the way a clipboard paste arrives (one insertText). */
export async function paste(page: Page, text: string) {
  await page.locator(".cm-content").click();
  await page.keyboard.insertText(text);
}

export async function editorText(page: Page): Promise<string> {
  await page.waitForFunction(() => "__patinaEditor" in window);
  return page.evaluate(() => (window as unknown as { __patinaEditor: { view: { state: { doc: { toString(): string } } } } }).__patinaEditor.view.state.doc.toString());
}

export async function aiScore(page: Page): Promise<number> {
  return Number(await page.getByTestId("score-ai").getAttribute("data-score"));
}
