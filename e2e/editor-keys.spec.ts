import { expect, test } from "@playwright/test";
import { editorText, openEditor } from "./editor-helpers";

// The editing keys of @codemirror/commands' keymap, in the real editor (which runs them against
// the @codemirror/language stand-in, components/editor/no-language.ts).
test("typing, Backspace, word and line moves, Enter and undo edit the draft as expected", async ({ page }) => {
  await openEditor(page);
  await page.locator(".cm-content").click();
  await page.keyboard.type("one two three");
  await expect.poll(() => editorText(page)).toBe("one two three");
  await page.keyboard.press("Backspace");
  await expect.poll(() => editorText(page)).toBe("one two thre");
  // Ctrl+Left moves back over one word: the insertion lands before "thre".
  await page.keyboard.press("Control+ArrowLeft");
  await page.keyboard.type("X");
  await expect.poll(() => editorText(page)).toBe("one two Xthre");
  // Home, then Ctrl+Right twice: after "two".
  await page.keyboard.press("Home");
  await page.keyboard.press("Control+ArrowRight");
  await page.keyboard.press("Control+ArrowRight");
  // Enter breaks the line and drops the space the new line would start with.
  await page.keyboard.press("Enter");
  await expect.poll(() => editorText(page)).toBe("one two\nXthre");
  // Ctrl+Backspace deletes the word before the cursor.
  await page.keyboard.press("End");
  await page.keyboard.press("Control+Backspace");
  await expect.poll(() => editorText(page)).toBe("one two\n");
  // Brackets match in plain text: Ctrl+Shift+\ jumps from before "(" to after ")".
  await page.keyboard.type("(a b) c");
  await page.keyboard.press("Home");
  await page.keyboard.press("Control+Shift+Backslash");
  await page.keyboard.type("!");
  await expect.poll(() => editorText(page)).toBe("one two\n(a b)! c");
  // Undo takes the edits back, redo restores one.
  await page.keyboard.press("Control+z");
  await expect.poll(() => editorText(page)).toBe("one two\n(a b) c");
  await page.keyboard.press("Control+y");
  await expect.poll(() => editorText(page)).toBe("one two\n(a b)! c");
});
