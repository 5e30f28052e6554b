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

export const ZH_AI = [
  "在当今快速发展的数字时代，人工智能正在发挥着越来越重要的作用。值得注意的是，这一技术不仅提升了工作效率，而且为各行各业带来了全新的机遇与挑战。",
  "此外，人工智能还能够有效地促进跨部门协作，进一步推动企业的数字化转型。总的来说，积极拥抱人工智能，对于实现高质量发展具有十分重要的意义。可以预见，在不久的将来，人工智能必将深刻改变我们的生活方式和思维模式。",
  "与此同时，我们也必须清醒地认识到，人工智能的发展仍然面临着数据安全、伦理规范以及人才培养等诸多方面的挑战。只有坚持创新驱动，不断完善相关制度，才能真正释放人工智能的巨大潜力，为社会创造更加美好的未来。",
  "希望以上内容对您有所帮助！如果您还有其他问题，欢迎随时提问。",
].join("\n\n");

export const JA_AI = [
  "現代社会において、人工知能はますます重要な役割を果たしています。注目すべきは、この技術が業務の効率化だけでなく、新たな価値の創出にも寄与している点です。",
  "さらに、人工知能は多様な分野において革新的なソリューションを提供し、持続可能な社会の実現に向けた取り組みを促進しています。また、企業の競争力を高めるうえでも不可欠な存在となっています。",
  "一方で、データの安全性や倫理的な課題、人材の育成といったさまざまな課題も存在しています。こうした課題に適切に対応しながら、技術の可能性を最大限に引き出していくことが求められています。",
  "まとめると、人工知能を効果的に活用することは、より良い未来を築くために非常に重要であると言えるでしょう。お役に立てれば幸いです。",
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

/** Model and key set in Settings without the connection test (a broken model fails it by design). */
export async function chooseFakeModel(page: Page, model: string) {
  await page.getByTestId("settings").click();
  await page.getByTestId("settings-model").fill(model);
  await page.getByTestId("settings-key").fill("sk-test-local");
  await page.getByTestId("settings-save").click();
  await expect(page.getByTestId("settings-dialog")).toBeHidden();
}
