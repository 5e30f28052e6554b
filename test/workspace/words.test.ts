import assert from "node:assert/strict";
import { test } from "node:test";
// All four UI languages, as the server loads them (the editor page loads one at a time).
import "../../lib/i18n/catalogue";
import { UI_LANGS } from "../../lib/i18n/locales";
import { editedWords, snapshotWhy } from "../../lib/workspace/words";

// Noon UTC: the same calendar day in every time zone a test machine is likely to be in.
const NOW = Date.UTC(2025, 5, 10, 12, 0);

test("when a draft was edited, in each UI language: just now, minutes ago, a date for older ones", () => {
  assert.equal(editedWords("en", NOW - 10_000, NOW), "edited just now");
  assert.equal(editedWords("en", NOW - 3 * 60_000, NOW), "edited 3 minutes ago");
  assert.equal(editedWords("ko", NOW - 3 * 60_000, NOW), "3분 전 수정");
  assert.equal(editedWords("zh", NOW - 3 * 60_000, NOW), "编辑于 3分钟前");
  assert.match(editedWords("ja", NOW - 3 * 60_000, NOW), /^3\s?分前に編集$/);
  assert.match(editedWords("en", NOW - 5 * 86_400_000, NOW), /^edited Jun 5, 2025/);
  assert.match(editedWords("ja", NOW - 5 * 86_400_000, NOW), /^2025\/06\/05 .*に編集$/);
  // Intl's own "now" never shows: every language words "just now" itself.
  for (const lang of UI_LANGS) assert.doesNotMatch(editedWords(lang, NOW, NOW), /edited now|지금|现在|^今に/);
});

test("why a version was kept: the reason in words, an import names its file, a restore its time in the reader's language", () => {
  assert.equal(snapshotWhy("en", { reason: "accept-all" }, NOW), "Before Accept all");
  assert.equal(snapshotWhy("ko", { reason: "import", detail: "메모.md" }, NOW), "메모.md 파일을 가져오기 전");
  const restoredAt = String(NOW - 60 * 60_000);
  assert.match(snapshotWhy("en", { reason: "restore", detail: restoredAt }, NOW), /^Before restoring the version of \d{1,2}:\d\d\s?[AP]M$/);
  assert.match(snapshotWhy("zh", { reason: "restore", detail: restoredAt }, NOW), /^恢复到 \d{1,2}:\d\d 的版本之前$/);
  // A detail that is not a time is shown as it is.
  assert.equal(snapshotWhy("en", { reason: "restore", detail: "yesterday" }, NOW), "Before restoring the version of yesterday");
  for (const lang of UI_LANGS)
    for (const reason of ["editing", "accept-all", "review", "import", "restore", "other-tab", "fixes"] as const) assert.ok(snapshotWhy(lang, { reason, detail: "x.txt" }, NOW).length > 2, `${lang} ${reason}`);
});
